"""Where a line of text may break: one rule for every text the window wraps (the log, the
tooltips, the panels, the advice and tutorial bubbles), used by :func:`~.text.wrap_text`.

Latin breaks at spaces. Japanese has no spaces, and a line broken after any character cuts
words and names (「ヒス/パニア」, 「選びま/した」), so each place between two characters gets
a rank from the scripts either side:

* :data:`WORD` — between phrases: after a run of kana that follows a word (「ヒスパニアを|
  あとで」 ends at the kana before the next kanji, katakana or Latin word), after a stop or a
  closing bracket, before an opening bracket, at a space;
* :data:`SEAM` — where the script changes without ending a phrase (kanji beside katakana or a
  number), or between two kanji;
* :data:`INSIDE` — inside a kana word (「あ|とで」), before a particle (「勝率|は」);
  after a particle that follows a word the place ranks as a seam (after を, as a word break);
* :data:`NAME` — after the ・ between a name's parts (「L・ドミティウス・|アヘノバルブス」): a
  name too long for a line breaks there, never inside a part;
* :data:`NEVER` — inside a katakana run (a name: 「ヒスパニア」, 「オート・クラッスス」) or a
  Latin word, between a name and its number in brackets (「アフリカ（4）」) and before a
  count's × (「（4）×2」), at a no-break space or a word joiner (U+2060), and against the
  Japanese line-breaking rules (kinsoku): before 。、」）ー・ or a small kana, after 「（.

Each line ends at its farthest word break when that fills at least :data:`FILL` of the line,
else at a seam, else at either when it fills :data:`LEAST`, else inside a word; the last line
is not a word cut off (「した。」, 「た。」) when an earlier break leaves more; only a word wider
than the whole line is cut.

>>> paragraph_lines("ヒスパニアをあとで取る。", 8, len)
['ヒスパニアを', 'あとで取る。']
>>> paragraph_lines("オート・クラッススが勝つ。", 12, len)
['オート・クラッススが', '勝つ。']
>>> paragraph_lines("マルクスが選びました。", 8, len)
['マルクスが', '選びました。']
"""
from __future__ import annotations

from typing import Callable

#: characters that may not start a line (kinsoku): closing brackets and quotes, stops and
#: commas, the long-vowel mark, iteration marks, small kana, and Latin closing marks
NO_START = frozenset("、。，．・：；？！ー〜…‥ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ"
                     "ㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿゝゞヽヾ々゛゜"
                     "」』）］｝〉》】〕〗〙〟’”｣％,.;:!?)]}")
#: characters that may not end a line: opening brackets and quotes
NO_END = frozenset("「『（［｛〈《【〔〖〘〝‘“｢([{")
#: U+2060 WORD JOINER: no line break here (a catalogue puts it where a no-break space would show,
#: e.g. between a Japanese name and its value); the lines leave it out
WORD_JOINER = "\u2060"
#: spaces no line breaks at (a no-break space, a narrow one, a figure space)
_GLUE = frozenset("\u00a0\u202f\u2007")

#: ranks of a place between two characters (higher: a better place to break a line)
NEVER, NAME, INSIDE, SEAM, WORD = 0, 1, 2, 3, 4
#: the least share of the line's width a line ends at before a weaker break is taken
FILL = 0.5
#: the least share a line ends at a word break or a seam before a place inside a word is taken
#: (「…D4に|置くことにしました。」, not 「…D4に置くことにし|ました。」)
LEAST = 1 / 3


def is_cjk(ch: str) -> bool:
    """True for a Chinese or Japanese character (or a full-width form)."""
    o = ord(ch)
    return (0x3000 <= o <= 0x9FFF) or (0xF900 <= o <= 0xFAFF) or (0xFF00 <= o <= 0xFFEF)


def _kind(ch: str) -> str:
    """The script of ``ch``: ``kata`` (katakana, ・ and ー: the letters of a name), ``hira``,
    ``han`` (a kanji), ``punct`` (Japanese stops, brackets, full-width signs), ``space`` or
    ``latin`` (letters, digits and signs of Latin text)."""
    o = ord(ch)
    if 0x30A0 <= o <= 0x30FF or 0x31F0 <= o <= 0x31FF or 0xFF66 <= o <= 0xFF9F:
        return "kata"
    if 0x3040 <= o <= 0x309F:
        return "hira"
    if 0x3400 <= o <= 0x4DBF or 0x4E00 <= o <= 0x9FFF or 0xF900 <= o <= 0xFAFF or ch in "々〆":
        return "han"
    if ch.isspace():
        return "space"
    if 0xFF10 <= o <= 0xFF19 or 0xFF21 <= o <= 0xFF3A or 0xFF41 <= o <= 0xFF5A:
        return "latin"              # (full-width digits and letters read as a number or a word)
    return "punct" if is_cjk(ch) else "latin"


#: one-kana particles that end a phrase when they follow a word (「勝率は|…」, 「ローマに|…」)
_PARTICLES = set("をはがへにでとのも")
#: (script before, script after) -> rank, for the places the brackets and stops leave open
_RANKS = {
    ("hira", "han"): WORD, ("hira", "kata"): WORD, ("hira", "latin"): WORD,
    ("han", "kata"): SEAM, ("kata", "han"): SEAM, ("han", "latin"): SEAM, ("latin", "han"): SEAM,
    ("latin", "kata"): SEAM, ("han", "han"): SEAM,
    ("han", "hira"): INSIDE, ("hira", "hira"): INSIDE, ("kata", "hira"): INSIDE,
    ("latin", "hira"): INSIDE, ("kata", "latin"): INSIDE,
}


#: the dot between a name's parts (「L・ドミティウス」) or a list's items (「リーダー・作戦カード」)
_DOT = "・"
#: a count's sign: it stays with what it counts (「アフリカ（4）×2」), never starts a line
_TIMES = "×"


def _number_in_brackets(s: str, i: int) -> bool:
    """True when ``s[i]`` opens a bracket holding only a number (「（4）」): it stays with the
    name before it (「アフリカ（4）」), as the name's number."""
    if s[i] not in "（(":
        return False
    close = s.find("）" if s[i] == "（" else ")", i + 1, i + 6)
    return close > i + 1 and s[i + 1:close].isdigit()


def _rank(s: str, i: int) -> int:
    """How good a place to break a line is before ``s[i]``."""
    a, b = s[i - 1], s[i]
    if b in NO_START or a in NO_END or a in _GLUE or b in _GLUE or b == _TIMES:
        return NEVER
    if _number_in_brackets(s, i) and not a.isspace() and _kind(a) in ("kata", "han", "hira"):
        return NEVER
    ka, kb = _kind(a), _kind(b)
    if ka == "space":
        return WORD
    if a == _DOT and kb in ("han", "hira"):          # the dot ends a list's item: 「リーダー・|作戦カード」
        return WORD
    if a == _DOT and kb == "kata":                   # a long name breaks between its parts only:
        return NAME                                  # 「L・ドミティウス・|アヘノバルブス」
    if kb == "space" or (ka == kb and ka in ("kata", "latin")):
        return NEVER
    if ka == "punct" or b in NO_END:
        return WORD
    if kb == "punct":
        return SEAM
    if ka == kb == "hira" and a in _PARTICLES:       # a particle ends a phrase: 「…を|あとで」
        if a == "を":
            return WORD
        if i >= 2 and _kind(s[i - 2]) in ("han", "kata", "latin"):
            return SEAM
    return _RANKS.get((ka, kb), INSIDE)


def break_ranks(text: str) -> tuple[str, list[int]]:
    """``text`` without its word joiners, and the rank of each place in it: ``ranks[i]`` is the
    place before character ``i`` (0 and ``len`` are the ends); a word joiner makes its place
    :data:`NEVER`.

    >>> break_ranks("a b\u2060c")
    ('a bc', [4, 0, 4, 0, 4])
    """
    chars: list[str] = []
    glued: set[int] = set()
    for ch in text:
        if ch == WORD_JOINER:
            glued.add(len(chars))
        else:
            chars.append(ch)
    s = "".join(chars)
    ranks = [WORD] + [NEVER if i in glued else _rank(s, i) for i in range(1, len(s))] + [WORD]
    return s, ranks


def pieces(text: str) -> list[str]:
    """``text`` cut at every place a line may break (a Latin word keeps its trailing space; a
    name, a kana and its closing marks stay whole); the word joiners are left out.

    >>> pieces("Rome falls. ヒスパニアを取った。")
    ['Rome ', 'falls. ', 'ヒスパニア', 'を', '取っ', 'た。']
    """
    s, ranks = break_ranks(text)
    out, start = [], 0
    for i in range(1, len(s) + 1):
        if ranks[i] > NAME:
            out.append(s[start:i])
            start = i
    return out


class _Line:
    """The places a line starting at ``start`` may end, found by measuring as few strings as
    it can: the characters' widths are added up (each character measured once) and the
    string itself is measured only at a place a line may end, or once it may be too wide."""

    def __init__(self, s: str, ranks: list[int], width: int, measure: Callable[[str], int]):
        self.s, self.ranks, self.width, self.measure = s, ranks, width, measure
        self._char: dict[str, int] = {}

    def char_width(self, ch: str) -> int:
        w = self._char.get(ch)
        if w is None:
            w = self._char[ch] = self.measure(ch)
        return w

    def fits(self, start: int) -> list[tuple[int, int, int]]:
        """The places after ``start`` where the line may end, with its width: (end, width, rank)."""
        s, ranks, width = self.s, self.ranks, self.width
        out: list[tuple[int, int, int]] = []
        total = 0
        end = start
        while end < len(s):
            total += self.char_width(s[end])
            end += 1
            if not ranks[end] and total <= width:
                continue
            w = self.measure(s[start:end].rstrip())
            if w > width:
                break
            if ranks[end]:
                out.append((end, w, ranks[end]))
        return out

    def cut(self, start: int) -> int:
        """The end of a line cut inside a word wider than the line (at least one character;
        none starts with a closing mark nor ends with an opening one where it can)."""
        s, width = self.s, self.width
        end, total = start, 0
        while end < len(s) and (end == start or total + self.char_width(s[end]) <= width):
            total += self.char_width(s[end])
            end += 1
        while end - start > 1 and self.measure(s[start:end]) > width:     # (kerning made it wider)
            end -= 1
        back = end
        while back - start > 1 and back < len(s) and (s[back] in NO_START or s[back - 1] in NO_END):
            back -= 1
        return back if back - start > 1 or end - start == 1 else end

    def end(self, start: int) -> int:
        """Where the line starting at ``start`` ends: the farthest break of the best rank that
        fits (a weaker one only where it makes a line :data:`FILL` full); not before a lone
        last line (「…勝|利。」) where an earlier break takes more down with it."""
        fits = self.fits(start)
        if not fits:
            return self.cut(start)
        chosen = self.choose(fits)
        if _lone(self.s[chosen:], 2 if self.ranks[chosen] < WORD else 1):
            for rank in (WORD, SEAM, INSIDE):           # the farthest earlier break of the best rank
                for end, _w, r in reversed(fits):
                    rest = self.s[end:]
                    if r == rank and end < chosen and not _lone(rest, 1) \
                            and self.measure(rest.strip()) <= self.width:
                        return end
        return chosen

    def choose(self, fits: list[tuple[int, int, int]]) -> int:
        """The end among ``fits`` (end, width, rank) a line takes: the farthest of the best
        rank that makes the line :data:`FILL` full, else the farthest word break or seam that
        makes it :data:`LEAST` full, else the farthest place inside a word, or between a
        name's parts (「作戦|カード・イベント・」 ends at the ・) unless that short line ends a phrase."""
        best: dict[int, tuple[int, int]] = {}
        for end, w, rank in fits:
            best[rank] = (end, w)
        chosen, used = 0, 0
        for rank in (WORD, SEAM):
            end, w = best.get(rank, (0, 0))
            if end > chosen:
                chosen, used = end, w
            if chosen and used >= FILL * self.width:
                return chosen
        if chosen and used >= LEAST * self.width:
            return chosen
        inside = max(chosen, best.get(INSIDE, (0, 0))[0])
        if inside and self.ranks[inside] == WORD:      # (a short line before a name: 「が|マルクス・…」)
            return inside
        return max(inside, best.get(NAME, (0, 0))[0])


def _lone(rest: str, most: int) -> bool:
    """True when ``rest`` (the end of a paragraph) is at most ``most`` Japanese characters and
    their closing marks: alone on the last line it reads as a word cut off (「る。」, 「た。」)."""
    if len(rest) > 4 * most + 8:                # (a long rest is no lone word: not looked through)
        return False
    left = [ch for ch in rest.strip() if ch not in NO_START]
    return 0 < len(left) <= most and all(is_cjk(ch) for ch in left)


def paragraph_lines(text: str, width: int, measure: Callable[[str], int]) -> list[str]:
    """``text`` (one paragraph) broken into lines no wider than ``width`` (as ``measure`` gives
    a string's width) at the best places :func:`break_ranks` gives; the spaces where a line
    breaks are dropped. The work grows with the length of the text (each string measured is
    at most a line), so a very long name cannot hang the window."""
    s, ranks = break_ranks(text)
    line = _Line(s, ranks, width, measure)
    lines: list[str] = []
    start = 0
    while start < len(s):
        end = line.end(start)
        lines.append(s[start:end].rstrip())
        start = end
        while start < len(s) and s[start] == " ":
            start += 1
    return lines or [""]
