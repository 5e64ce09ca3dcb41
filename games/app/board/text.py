"""Text on a board: rendered once, fitted to a width (shrunk, then cut with an ellipsis).

:class:`Texts` keeps the rendered surfaces and the fitting results of one board (the
board creates it as ``board.texts``), so drawing the same words every frame costs a
dictionary look-up. The pure helpers :func:`ellipsize` and :func:`fit_size` take a
``measure`` function and need no font:

>>> ellipsize("Octavia", 5, measure=len)
'Octa…'
>>> ellipsize("Livia", 5, measure=len)
'Livia'
>>> fit_size("abcdefgh", 40, 12, least=8, measure_at=lambda s, px: len(s) * px // 2)
10

Line wrapping stays in :func:`games.app.draw.wrap_text`; :meth:`Texts.wrapped` uses it
and shrinks the size until the lines fit a rectangle.
"""
from __future__ import annotations

from typing import Callable

import pygame

from ..draw import ROMAN, aligned_x, text_surface, wrap_text

ELLIPSIS = "…"


def ellipsize(text: str, width: int, measure: Callable[[str], int]) -> str:
    """``text`` cut to fit ``width`` with a trailing ellipsis (unchanged when it fits)."""
    text = str(text)
    if measure(text) <= width:
        return text
    lo, hi = 0, len(text)
    while lo < hi:  # the longest prefix that fits with the ellipsis
        mid = (lo + hi + 1) // 2
        if measure(text[:mid].rstrip() + ELLIPSIS) <= width:
            lo = mid
        else:
            hi = mid - 1
    return text[:lo].rstrip() + ELLIPSIS if lo > 0 else ELLIPSIS


def fit_size(text: str, width: int, px: int, least: int, measure_at: Callable[[str, int], int]) -> int:
    """The largest size from ``px`` down to ``least`` at which ``text`` fits ``width``
    (``least`` when none does)."""
    size = int(px)
    while size > least and measure_at(text, size) > width:
        size -= 1
    return max(int(least), size)


class Texts:
    """Rendered text and fitted sizes for one board, cached.

    ``fonts`` is the host's :class:`~games.app.fonts.Fonts`. Every method takes real
    pixel sizes (use ``board.ui.font_px(base_px)`` to scale a design size).
    """

    #: at most this many surfaces are kept before the cache starts afresh
    LIMIT = 3000

    def __init__(self, fonts):
        self.fonts = fonts
        self._surfaces: dict[tuple, pygame.Surface] = {}
        self._fits: dict[tuple, tuple[str, int]] = {}

    def font(self, px: int, bold: bool = False) -> pygame.font.Font:
        return self.fonts.get(max(6, int(px)), bool(bold))

    def width(self, text: str, px: int, bold: bool = False) -> int:
        return self.font(px, bold).size(str(text))[0]

    def render(self, text: str, px: int, bold: bool = False, colour=None, outline=None,
               shadow: bool = False) -> pygame.Surface:
        """``text`` as a surface (cached by every argument)."""
        colour = tuple(colour or ROMAN["ink"])[:3]
        key = (str(text), int(px), bool(bold), colour, tuple(outline)[:3] if outline else None, bool(shadow))
        surf = self._surfaces.get(key)
        if surf is None:
            if len(self._surfaces) > self.LIMIT:
                self._surfaces.clear()
            f = self.font(px, bold)
            opx = max(1, int(px) // 14)
            surf = text_surface(str(text), f, colour, outline, opx, shadow)
            self._surfaces[key] = surf
        return surf

    def fit(self, text: str, width: int, px: int, bold: bool = False, least: int = 10,
            shrink: bool = True) -> tuple[str, int]:
        """``(text, size)`` that fits ``width``: the size shrunk from ``px`` towards ``least``
        (when ``shrink``), then the text cut with an ellipsis if it still does not fit."""
        key = (str(text), int(width), int(px), bool(bold), int(least), bool(shrink))
        got = self._fits.get(key)
        if got is None:
            if len(self._fits) > self.LIMIT:
                self._fits.clear()
            size = fit_size(str(text), width, px, min(least, px), lambda s, p: self.width(s, p, bold)) \
                if shrink else int(px)
            out = ellipsize(str(text), width, lambda s: self.width(s, size, bold))
            got = (out, size)
            self._fits[key] = got
        return got

    def draw(self, surface: pygame.Surface, text: str, pos, px: int, bold: bool = False, colour=None,
             anchor: str = "topleft", width: int | None = None, least: int = 10, outline=None,
             shadow: bool = False) -> pygame.Rect:
        """Draw ``text`` with its ``anchor`` at ``pos``; with ``width``, fitted to it first.
        Returns the rectangle drawn."""
        if width is not None:
            text, px = self.fit(text, width, px, bold, least)
        img = self.render(text, px, bold, colour, outline, shadow)
        r = img.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
        surface.blit(img, r)
        return r

    def draw_in(self, surface: pygame.Surface, text: str, rect, px: int, bold: bool = False, colour=None,
                anchor: str = "midleft", least: int = 10, outline=None) -> pygame.Rect:
        """Draw ``text`` fitted to ``rect``'s width, its ``anchor`` on the same point of ``rect``."""
        r = pygame.Rect(rect)
        return self.draw(surface, text, getattr(r, anchor), px, bold, colour, anchor, r.w, least, outline)

    def wrap_fit(self, text: str, rect, px: int, bold: bool = False, least: int = 10) -> tuple[list[str], int]:
        """Lines and size so that ``text`` wrapped to ``rect``'s width fits its height (the
        size shrinks towards ``least``; at ``least`` the lines may still run over)."""
        r = pygame.Rect(rect)
        size = int(px)
        while True:
            f = self.font(size, bold)
            lines = wrap_text(f, str(text), r.w)
            if len(lines) * f.get_linesize() <= r.h or size <= least:
                return lines, size
            size -= 1

    def wrapped(self, surface: pygame.Surface, text: str, rect, px: int, bold: bool = False, colour=None,
                align: str = "left", least: int = 10, outline=None, middle: bool = False) -> int:
        """Draw ``text`` wrapped into ``rect``, shrunk to fit (``middle``: the lines centred
        in its height); lines below the rect are not drawn. Returns the height used."""
        r = pygame.Rect(rect)
        lines, size = self.wrap_fit(text, r, px, bold, least)
        step = self.font(size, bold).get_linesize()
        y = r.y + (max(0, (r.h - step * len(lines)) // 2) if middle else 0)
        for line in lines:
            if y + step > r.bottom + 1 and y > r.y:
                break
            img = self.render(line, size, bold, colour, outline)
            surface.blit(img, (aligned_x(r, img.get_width(), align), y))
            y += step
        return y - r.y
