"""One layout scale for a board of any size, from 1024x640 to 4K.

A board designs its screen once at a *base size* (1280x720 by default) in base pixels,
and a :class:`Layout` maps that design onto the rectangle it really has:

- :meth:`Layout.s` turns base pixels into real pixels (``scale`` is the smaller of the
  two ratios, so nothing designed to fit the base size overflows);
- :meth:`Layout.font_px` does the same for font sizes, with a floor so text stays legible;
- :meth:`Layout.rel` places a rectangle in proportion to the area (fractions), anchored
  at any of pygame's anchor names;
- :meth:`Layout.split` / :meth:`Layout.row` / :meth:`Layout.column` cut a rectangle into
  parts by weights (fixed base-pixel sizes or shares of what is left), with gaps;
- :meth:`Layout.keep_inside` clamps a rectangle into the area.

>>> lay = Layout((0, 0, 1920, 1080))
>>> lay.scale, lay.s(10), lay.font_px(16)
(1.5, 15, 24)
>>> tuple(lay.rel(0.5, 0.0, 0.25, 0.1, "midtop"))
(720, 0, 480, 108)
>>> [r.w for r in Layout.row(pygame.Rect(0, 0, 100, 10), 3, gap=5)]
[30, 30, 30]
>>> Layout((0, 0, 1024, 640)).scale
0.8
"""
from __future__ import annotations

from typing import Sequence

import pygame

#: the size boards are designed at
BASE_SIZE = (1280, 720)


class Layout:
    """The scale and proportional placement of one board area (``rect``).

    ``base`` is the design size; ``least``/``most`` bound the scale (a tiny window still
    gets usable pieces, a huge one no absurd ones). Build a new one whenever the board's
    rectangle changes (:meth:`BoardBase.layout` does it and keeps it as ``board.ui``).
    """

    def __init__(self, rect, base: tuple[int, int] = BASE_SIZE, least: float = 0.5, most: float = 4.0):
        self.rect = pygame.Rect(rect)
        self.base = (int(base[0]), int(base[1]))
        w, h = max(1, self.rect.w), max(1, self.rect.h)
        raw = min(w / self.base[0], h / self.base[1])
        self.scale = max(least, min(most, raw))

    def __repr__(self) -> str:
        return f"Layout({tuple(self.rect)}, scale={self.scale:.3f})"

    # ----- sizes ----------------------------------------------------------------------------
    def s(self, px: float) -> int:
        """``px`` base pixels in real pixels (at least 1 for a positive size)."""
        if px == 0:
            return 0
        v = int(round(px * self.scale))
        return max(1, v) if px > 0 else v

    def sf(self, px: float) -> float:
        """``px`` base pixels in real pixels, unrounded."""
        return px * self.scale

    def font_px(self, px: float, least: int = 11) -> int:
        """A font size: ``px`` at the base size, scaled, never under ``least`` real pixels."""
        return max(int(least), int(round(px * self.scale)))

    @property
    def wide(self) -> bool:
        """True when the area is wider than the base shape (room for side columns)."""
        return self.rect.w * self.base[1] >= self.rect.h * self.base[0]

    # ----- rectangles -----------------------------------------------------------------------
    def rel(self, x: float, y: float, w: float, h: float, anchor: str = "topleft") -> pygame.Rect:
        """A rectangle ``w`` x ``h`` (fractions of the area) whose ``anchor`` point sits at
        ``(x, y)`` (fractions of the area, from its top-left)."""
        r = self.rect
        out = pygame.Rect(0, 0, int(round(r.w * w)), int(round(r.h * h)))
        setattr(out, anchor, (r.x + int(round(r.w * x)), r.y + int(round(r.h * y))))
        return out

    def box(self, w: float, h: float, at, anchor: str = "center") -> pygame.Rect:
        """A rectangle of ``w`` x ``h`` base pixels with its ``anchor`` at the real point ``at``."""
        out = pygame.Rect(0, 0, self.s(w), self.s(h))
        setattr(out, anchor, (int(at[0]), int(at[1])))
        return out

    def inset(self, rect, px: float) -> pygame.Rect:
        """``rect`` shrunk by ``px`` base pixels on every side."""
        m = self.s(px)
        return pygame.Rect(rect).inflate(-2 * m, -2 * m)

    def keep_inside(self, rect, bounds=None) -> pygame.Rect:
        """``rect`` moved (and if needed shrunk) to lie inside ``bounds`` (default the area)."""
        b = pygame.Rect(bounds) if bounds is not None else self.rect
        r = pygame.Rect(rect)
        r.w, r.h = min(r.w, b.w), min(r.h, b.h)
        return r.clamp(b)

    @staticmethod
    def split(rect, weights: Sequence[float], gap: int = 0, vertical: bool = False) -> list[pygame.Rect]:
        """Cut ``rect`` into parts side by side (``vertical``: top to bottom).

        A weight above 1 is a fixed size in real pixels; a weight in (0, 1] is a share of
        what the fixed parts and the gaps leave. Pixels lost to rounding go to the last part.

        >>> [r.w for r in Layout.split(pygame.Rect(0, 0, 200, 10), [50, 0.5, 0.5], gap=10)]
        [50, 65, 65]
        """
        r = pygame.Rect(rect)
        total = r.h if vertical else r.w
        n = len(weights)
        fixed = sum(w for w in weights if w > 1)
        shares = sum(w for w in weights if 0 < w <= 1) or 1.0
        free = max(0, total - fixed - gap * max(0, n - 1))
        sizes = [int(w) if w > 1 else int(free * w / shares) for w in weights]
        if sizes and any(0 < w <= 1 for w in weights):
            last = max(i for i, w in enumerate(weights) if 0 < w <= 1)
            sizes[last] += max(0, total - gap * max(0, n - 1) - sum(sizes))
        out, pos = [], (r.y if vertical else r.x)
        for size in sizes:
            out.append(pygame.Rect(r.x, pos, r.w, size) if vertical else pygame.Rect(pos, r.y, size, r.h))
            pos += size + gap
        return out

    @staticmethod
    def row(rect, n: int, gap: int = 0) -> list[pygame.Rect]:
        """``n`` equal rectangles side by side in ``rect``."""
        return Layout.split(rect, [1.0 / max(1, n)] * max(0, n), gap) if n > 0 else []

    @staticmethod
    def column(rect, n: int, gap: int = 0) -> list[pygame.Rect]:
        """``n`` equal rectangles one above the other in ``rect``."""
        return Layout.split(rect, [1.0 / max(1, n)] * max(0, n), gap, vertical=True) if n > 0 else []


#: another name for :class:`Layout` (what it mostly is used for)
Scale = Layout
