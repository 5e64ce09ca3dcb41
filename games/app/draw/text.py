"""Text drawn and laid out: :func:`text_surface` and :func:`blit_text` (with an outline or a
shadow), :func:`wrap_text` (Latin by words, Japanese by characters with the usual
line-breaking rules) and :func:`draw_wrapped`.

>>> wrap_text(None, "a bb ccc", 3, measure=len)
['a', 'bb', 'ccc']
"""
from __future__ import annotations

import pygame

from .palette import ROMAN


def text_surface(text: str, font, colour=None, outline=None, outline_px: int = 2,
                 shadow: bool = False) -> pygame.Surface:
    """``text`` rendered anti-aliased, with an optional ``outline`` or drop ``shadow``."""
    colour = tuple(colour or ROMAN["ink"])[:3]
    if str(text) and not font.size(str(text))[0]:   # nothing to draw (a name of combining marks only):
        text = ""                                     # pygame says "Text has zero width"; "" draws nothing
    core = font.render(str(text), True, colour)
    if outline is None and not shadow:
        return core
    pad = outline_px if outline is not None else 0
    sh = 2 if shadow else 0
    out = pygame.Surface((core.get_width() + 2 * pad + sh, core.get_height() + 2 * pad + sh), pygame.SRCALPHA)
    if shadow:
        s = font.render(str(text), True, (0, 0, 0))
        s.set_alpha(110)
        out.blit(s, (pad + sh, pad + sh))
    if outline is not None:
        o = font.render(str(text), True, tuple(outline)[:3])
        for dx in range(-pad, pad + 1):
            for dy in range(-pad, pad + 1):
                if dx * dx + dy * dy <= pad * pad + 1 and (dx or dy):
                    out.blit(o, (pad + dx, pad + dy))
    out.blit(core, (pad, pad))
    return out


def blit_text(surface: pygame.Surface, text: str, pos, font, colour=None, anchor: str = "topleft",
              outline=None, outline_px: int = 2, shadow: bool = False) -> pygame.Rect:
    """Draw ``text`` with its ``anchor`` ("center", "midtop", ...) at ``pos``; returns the rect."""
    s = text_surface(text, font, colour, outline, outline_px, shadow)
    r = s.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
    surface.blit(s, r)
    return r


#: characters that may not start a line (Japanese line-breaking rules, kinsoku): closing
#: brackets and quotes, stops and commas, the long-vowel mark, iteration marks, small kana
_NO_START = set("、。，．・：；？！ー〜…‥ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ"
                "ㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿゝゞヽヾ々゛゜"
                "」』）］｝〉》】〕〗〙〟’”｣％,.;:!?)]}")
#: characters that may not end a line: opening brackets and quotes
_NO_END = set("「『（［｛〈《【〔〖〘〝‘“｢([{")
#: U+2060 WORD JOINER: no line break here (a catalogue puts it where a no-break space would show,
#: e.g. between a Japanese name and its value); :func:`wrap_text` drops it
WORD_JOINER = "\u2060"


def is_cjk(ch: str) -> bool:
    """True for a Chinese or Japanese character (or a full-width form): a line may break beside it."""
    o = ord(ch)
    return (0x3000 <= o <= 0x9FFF) or (0xF900 <= o <= 0xFAFF) or (0xFF00 <= o <= 0xFFEF)


def _katakana(ch: str) -> bool:
    """A katakana letter, ・ or ー (the letters of a Japanese name of a place or person)."""
    return 0x30A0 <= ord(ch) <= 0x30FF


def line_tokens(text: str) -> list[str]:
    """Split into breakable pieces: Latin words (with their trailing space) and CJK characters.
    A no-break space is part of its word; a word joiner (:data:`WORD_JOINER`) glues the pieces
    either side into one (in Japanese the whole katakana word before it) and is dropped."""
    out: list[str] = []
    cur = ""
    join = False                 # the next piece goes onto the last one (a word joiner came)

    def push(piece: str) -> None:
        nonlocal join
        if out and (join or (out[-1] and out[-1][-1] in _NO_END)):     # (「（」 never ends a line: 「（9対10）」)
            out[-1] += piece
        else:
            out.append(piece)
        join = False
    for ch in text:
        if ch == WORD_JOINER:
            if cur:
                push(cur)
                cur = ""
            while len(out) > 1 and _katakana(out[-2][-1]) and _katakana(out[-1][0]):
                last = out.pop()         # the whole katakana word before it (a name) stays together
                out[-1] += last
            join = True
        elif is_cjk(ch):
            if cur:
                push(cur)
                cur = ""
            if (ch in _NO_START and out) or (out and out[-1] and out[-1][-1] in _NO_END):
                out[-1] += ch
                join = False
            else:
                push(ch)
        elif ch == " ":
            cur += ch
            push(cur)
            cur = ""
        else:
            if ch in _NO_START and not cur and out:
                out[-1] += ch
            else:
                cur += ch
    if cur:
        push(cur)
    return out


def aligned_x(r: pygame.Rect, width: int, align: str) -> int:
    """The left edge of a line ``width`` wide in ``r``: ``left``, ``center`` or ``right``.

    >>> aligned_x(pygame.Rect(10, 0, 100, 20), 40, "center"), aligned_x(pygame.Rect(10, 0, 100, 20), 40, "right")
    (40, 70)
    """
    if align == "center":
        return r.centerx - width // 2
    if align == "right":
        return r.right - width
    return r.x


def wrap_text(font, text: str, width: int, measure=None) -> list[str]:
    """Break ``text`` into lines no wider than ``width`` pixels.

    Latin breaks between words, Japanese between characters following the
    Japanese line-breaking rules (kinsoku): no line starts with 。、」』）！？ー・,
    small kana or other closing marks, none ends with 「『（; a last line that
    would hold one character and its closing marks alone (「た。」) takes the
    character before it along. ``\\n`` forces a break. A word wider than the
    line is cut by characters. The work grows with the length of the text (each
    measurement is of at most a line), so a very long name cannot hang the
    window. ``measure`` overrides the width function (default: ``font.size(s)[0]``).
    No line breaks at a no-break space (U+00A0) or at a word joiner (U+2060, which
    keeps a value with its name where no space may show, and is dropped); in Japanese
    a word joiner after a katakana word (a name) keeps the whole word with what follows.

    >>> wrap_text(None, "abc def", 4, measure=len)
    ['abc', 'def']
    >>> wrap_text(None, "xxxxxxxxx", 4, measure=len)
    ['xxxx', 'xxxx', 'x']
    >>> wrap_text(None, "カードを出した。", 6, measure=len)
    ['カードを出', 'した。']
    >>> wrap_text(None, "token 6\u00a0Asia / 2\u00a0Syria", 9, measure=len)
    ['token', '6\xa0Asia /', '2\xa0Syria']
    >>> wrap_text(None, "剣（アジア\u20606／シリア\u20602）", 8, measure=len)
    ['剣（アジア6／', 'シリア2）']
    >>> wrap_text(None, "閉じる（9\u2060対\u206010）。", 7, measure=len)
    ['閉じる', '（9対10）。']
    """
    if measure is None:
        def measure(s):
            return font.size(s)[0]
    lines: list[str] = []
    for para in str(text).split("\n"):
        if not para:
            lines.append("")
            continue
        if len(para) <= 160 and measure(para.replace(WORD_JOINER, "").rstrip()) <= width:
            lines.append(para.replace(WORD_JOINER, "").rstrip())   # fits whole: one measurement (most log lines)
            continue
        out: list[str] = []
        line = ""
        for tok in line_tokens(para):
            cand = line + tok
            if not line or measure(cand.rstrip()) <= width:
                line = cand
            else:
                out.append(line.rstrip())
                line = tok.lstrip() if not is_cjk(tok[:1] or "a") else tok
            if len(line) > 1 and measure(line.rstrip()) > width:
                # a piece wider than the line: cut it by characters
                pieces = _cut(line, width, measure)
                out.extend(pieces[:-1])
                line = pieces[-1]
        out.append(line.rstrip())
        _no_lone_tail(out, width, measure)
        lines.extend(out)
    return lines


def _cut(s: str, width: int, measure) -> list[str]:
    """``s`` cut into pieces no wider than ``width`` (at least one character each),
    none starting with a character that may not start a line. Character widths
    are added up (each measured once), and each piece is measured once whole."""
    widths: dict[str, int] = {}
    pieces: list[str] = []
    i, n = 0, len(s)
    while i < n:
        j, w = i, 0
        while j < n:
            ch = s[j]
            cw = widths.get(ch)
            if cw is None:
                cw = widths[ch] = measure(ch)
            if w + cw > width and j > i:
                break
            w += cw
            j += 1
        while j - i > 1 and j < n and measure(s[i:j]) > width:   # kerning made it wider after all
            j -= 1
        k = j
        while i + 1 < k < n and s[k] in _NO_START:   # keep closing marks with the character before
            k -= 1
        if k > i + 1 and k < n:
            j = k
        pieces.append(s[i:j])
        i = j
    return pieces or [""]


def _lone(line: str) -> bool:
    """True for a line holding one Japanese character and only its closing marks (「た。」)."""
    return (bool(line) and is_cjk(line[0]) and line[0] not in _NO_START
            and 2 <= len(line) <= 4 and all(ch in _NO_START for ch in line[1:]))


def _no_lone_tail(out: list[str], width: int, measure) -> None:
    """Pull the character before a lone last line (「た。」) down to it, in place."""
    if len(out) < 2 or not _lone(out[-1]):
        return
    prev = out[-2]
    k = 1
    while k < len(prev) and (prev[-k] in _NO_START or prev[-k - 1] in _NO_END):
        k += 1
    if k < len(prev) and not is_cjk(prev[-k]):        # a Latin word (a square "D4") comes whole
        while k < len(prev) and prev[-k - 1] != " " and not is_cjk(prev[-k - 1]):
            k += 1
    if k >= len(prev) or prev[-k] == " ":
        return
    tail = prev[-k:] + out[-1]
    if measure(tail) <= width:
        out[-2], out[-1] = prev[:-k], tail


def draw_wrapped(surface: pygame.Surface, text: str, rect, font, colour=None, align: str = "left",
                 line_spacing: float = 1.0, outline=None, lines: list[str] | None = None) -> int:
    """Draw ``text`` wrapped into ``rect`` (or ``lines``, already wrapped to its width by the
    caller); returns the height used (lines beyond the rect's bottom are not drawn)."""
    r = pygame.Rect(rect)
    y = r.y
    step = int(font.get_linesize() * line_spacing)
    for line in wrap_text(font, text, r.w) if lines is None else lines:
        if y + step > r.bottom + step // 3 and y > r.y:
            break
        if line:
            s = text_surface(line, font, colour, outline, 1)
            surface.blit(s, (aligned_x(r, s.get_width(), align), y))
        y += step
    return y - r.y
