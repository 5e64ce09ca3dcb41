"""Text drawn and laid out: :func:`text_surface` and :func:`blit_text` (with an outline or a
shadow), :func:`wrap_text` (at the places :mod:`.breaks` ranks best: Latin between words,
Japanese between words, with the usual line-breaking rules) and :func:`draw_wrapped`.

>>> wrap_text(None, "a bb ccc", 3, measure=len)
['a', 'bb', 'ccc']
"""
from __future__ import annotations

import pygame

from games.core import caches

from .breaks import WORD_JOINER, is_cjk, paragraph_lines
from .breaks import pieces as line_tokens
from .palette import ROMAN

__all__ = ["WORD_JOINER", "aligned_x", "blit_text", "draw_wrapped", "is_cjk", "line_tokens", "text_surface",
           "wrap_text"]


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


#: how many wrapped texts :func:`wrap_text` keeps before it starts afresh
WRAPPED_KEPT = 2000
#: (font, text, width) -> the lines: a text drawn every frame is wrapped once
_wrapped: dict[tuple, tuple[str, ...]] = caches.kept(f"{__name__}.wrapped")


def wrap_text(font, text: str, width: int, measure=None) -> list[str]:
    """Break ``text`` into lines no wider than ``width`` pixels, at the places
    :mod:`.breaks` ranks best: Latin between words, Japanese between words and
    never inside a name (「ヒスパニアを|あとで取る。」), following the Japanese
    line-breaking rules (kinsoku): no line starts with 。、」』）！？ー・, small
    kana or other closing marks, none ends with 「『（; a last line is not one
    character and its stop (「た。」). ``\\n`` forces a break. A word wider than
    the line is cut by characters. The work grows with the length of the text
    (each measurement is of at most a line), so a very long name cannot hang
    the window. ``measure`` overrides the width function (default:
    ``font.size(s)[0]``); with the font's, the lines are kept (by font, text
    and width), so a text drawn every frame is wrapped once. No line breaks at
    a no-break space (U+00A0) or at a word joiner (U+2060, which keeps a value
    with its name where no space may show, and is dropped).

    >>> wrap_text(None, "abc def", 4, measure=len)
    ['abc', 'def']
    >>> wrap_text(None, "xxxxxxxxx", 4, measure=len)
    ['xxxx', 'xxxx', 'x']
    >>> wrap_text(None, "カードを出した。", 6, measure=len)
    ['カードを', '出した。']
    >>> wrap_text(None, "token 6\u00a0Asia / 2\u00a0Syria", 9, measure=len)
    ['token', '6\xa0Asia /', '2\xa0Syria']
    >>> wrap_text(None, "剣（アジア\u20606／シリア\u20602）", 8, measure=len)
    ['剣（アジア6／', 'シリア2）']
    >>> wrap_text(None, "閉じる（9\u2060対\u206010）。", 7, measure=len)
    ['閉じる', '（9対10）。']
    """
    if measure is not None:
        return _wrap(str(text), width, measure)
    key = (font, str(text), width)
    got = _wrapped.get(key)
    if got is None:
        if len(_wrapped) >= WRAPPED_KEPT:
            _wrapped.clear()
        got = _wrapped[key] = tuple(_wrap(str(text), width, lambda s: font.size(s)[0]))
    return list(got)


def _wrap(text: str, width: int, measure) -> list[str]:
    """The lines of :func:`wrap_text`, measured with ``measure``."""
    lines: list[str] = []
    for para in text.split("\n"):
        if not para:
            lines.append("")
            continue
        if len(para) <= 160:                 # fits whole: one measurement (most log lines)
            whole = para.replace(WORD_JOINER, "").rstrip()
            if measure(whole) <= width:
                lines.append(whole)
                continue
        lines.extend(paragraph_lines(para, width, measure))
    return lines


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
