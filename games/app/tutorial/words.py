"""Japanese lines for a speech bubble (advice, tutorial) broken between words, not inside them.

Japanese has no spaces, so :func:`~games.app.draw.wrap_text` may break after any character
(「ヒス/パニア」, 「あ/とで」). A bubble is narrow and read at a glance, so here each place
between two characters gets a rank from the scripts either side:

* :data:`WORD` — between phrases: after a run of kana that follows a word (「ヒスパニアを|
  あとで」 ends at the kana before the next kanji, katakana or Latin word), after a stop or a
  closing bracket, before an opening bracket, at a space;
* :data:`SEAM` — where the script changes without ending a phrase (kanji beside katakana or a
  number), or between two kanji;
* :data:`INSIDE` — inside a kana word (「あ|とで」), before a particle (「勝率|は」);
  after a particle that follows a word the place ranks as a seam (after を, as a word break);
* never inside a katakana run (a name: 「ヒスパニア」, 「オート・クラッスス」), at a word joiner
  (U+2060), or against the Japanese line-breaking rules (kinsoku).

Each line ends at its farthest word break when that fills at least :data:`FILL` of the line,
else at a seam, else inside a word; only a name wider than the whole line is cut.

>>> japanese_lines("ヒスパニアをあとで取る。", 8, len)
['ヒスパニアを', 'あとで取る。']
>>> japanese_lines("オート・クラッススが勝つ。", 12, len)
['オート・クラッススが', '勝つ。']
"""
from __future__ import annotations

from typing import Callable

from ..draw.text import _NO_END, _NO_START, WORD_JOINER, is_cjk

#: ranks of a place between two characters (higher: a better place to break a line)
NEVER, INSIDE, SEAM, WORD = 0, 1, 2, 3
#: the least share of the line's width a line ends at before a weaker break is taken
FILL = 0.5


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


def _rank(s: str, i: int) -> int:
    """How good a place to break a line is before ``s[i]``."""
    a, b = s[i - 1], s[i]
    if b in _NO_START or a in _NO_END:
        return NEVER
    ka, kb = _kind(a), _kind(b)
    if ka == "space":
        return WORD
    if kb == "space" or (ka == kb and ka in ("kata", "latin")):
        return NEVER
    if ka == "punct" or b in _NO_END:
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
    :data:`NEVER`."""
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


def _line_end(s: str, ranks: list[int], start: int, width: int, measure: Callable[[str], int]) -> int:
    """Where the line starting at ``start`` ends: the farthest break of the best rank that fits
    (a word break only when it fills :data:`FILL` of the line); past ``start`` always."""
    best: dict[int, int] = {}
    for end in range(start + 1, len(s) + 1):
        if not ranks[end]:
            continue
        if measure(s[start:end].rstrip()) > width:
            break
        best[ranks[end]] = end
    chosen = 0
    for rank in (WORD, SEAM, INSIDE):     # a weaker break only where it makes a fuller line
        chosen = max(chosen, best.get(rank, 0))
        if chosen and measure(s[start:chosen].rstrip()) >= FILL * width:
            break
    better = max(best.get(WORD, 0), best.get(SEAM, 0))
    if chosen and ranks[chosen] == INSIDE and better and _lone(s[chosen:]):
        return better                     # not 「…してい|る。」: the word goes down whole
    if chosen:
        return chosen
    end = start + 1                  # nothing fits: a name wider than the line is cut by characters
    while end < len(s) and measure(s[start:end + 1]) <= width:
        end += 1
    while end - start > 1 and end < len(s) and (s[end] in _NO_START or s[end - 1] in _NO_END):
        end -= 1
    return end


def _lone(rest: str) -> bool:
    """True when ``rest`` (the end of a paragraph) is at most two characters and their closing
    marks: alone on the last line it reads as a word cut off (「る。」)."""
    return len([ch for ch in rest.strip() if ch not in _NO_START]) <= 2


def japanese_lines(text: str, width: int, measure: Callable[[str], int]) -> list[str]:
    """``text`` (one paragraph) broken into lines no wider than ``width`` (as ``measure``
    gives a string's width), between words where it can."""
    s, ranks = break_ranks(text)
    lines: list[str] = []
    start = 0
    while start < len(s):
        end = _line_end(s, ranks, start, width, measure)
        lines.append(s[start:end].strip())
        start = end
        while start < len(s) and s[start] == " ":
            start += 1
    return lines or [""]
