"""Anti-aliased shapes: polygons and circles, the colour-blind seat symbols, the laurel
wreath, and placing or turning a finished picture.
"""
from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

import pygame
from pygame import gfxdraw

from .palette import ROMAN, SS, Colour, darken, lighten
from .pictures import shrink


def aa_polygon(surface: pygame.Surface, colour, points: Sequence, width: int = 0) -> None:
    """A polygon with anti-aliased edges (filled when ``width`` is 0)."""
    pts = [(round(x), round(y)) for x, y in points]
    if len(pts) < 3:
        return
    if width == 0:
        gfxdraw.filled_polygon(surface, pts, colour)
        gfxdraw.aapolygon(surface, pts, colour)
    else:
        pygame.draw.polygon(surface, colour, pts, width)
        gfxdraw.aapolygon(surface, pts, colour)


def aa_circle(surface: pygame.Surface, colour, center, radius: float, width: int = 0) -> None:
    """A circle with anti-aliased edges."""
    if hasattr(pygame.draw, "aacircle"):
        pygame.draw.aacircle(surface, colour, center, round(radius), width)
    else:  # pragma: no cover
        pygame.draw.circle(surface, colour, center, round(radius), width)


def blit_centred(surface: pygame.Surface, surf: pygame.Surface, centre) -> pygame.Rect:
    """Blit ``surf`` centred on ``centre``; returns its rect."""
    r = surf.get_rect(center=(int(centre[0]), int(centre[1])))
    surface.blit(surf, r)
    return r


def rotate_aa(surf: pygame.Surface, angle: float, scale: float = 1.0) -> pygame.Surface:
    """Rotate (and scale) smoothly."""
    return pygame.transform.rotozoom(surf, angle, scale)


def _star_points(cx, cy, r_out, r_in, n=5, rot=-math.pi / 2):
    pts = []
    for i in range(2 * n):
        r = r_out if i % 2 == 0 else r_in
        a = rot + i * math.pi / n
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def _regular(cx, cy, r, n, rot=-math.pi / 2):
    return [(cx + r * math.cos(rot + 2 * math.pi * i / n), cy + r * math.sin(rot + 2 * math.pi * i / n))
            for i in range(n)]


def draw_symbol(surface: pygame.Surface, name: str | None, center, size: float, colour=None,
                outline=None) -> None:
    """Draw the colour-blind symbol ``name`` (see :data:`SEAT_SYMBOLS`) centred at ``center``.

    ``size`` is the symbol's overall height; ``outline`` an optional contrasting rim.
    """
    if not name:
        return
    colour = tuple(colour or ROMAN["ink"])[:3]
    cx, cy = center
    r = size / 2
    shapes = []
    if name == "circle":
        if outline is not None:
            aa_circle(surface, outline, (cx, cy), r + max(1, r * 0.18))
        aa_circle(surface, colour, (cx, cy), r * 0.82)
        return
    if name == "square":
        s = r * 0.78
        shapes = [[(cx - s, cy - s), (cx + s, cy - s), (cx + s, cy + s), (cx - s, cy + s)]]
    elif name == "triangle":
        shapes = [_regular(cx, cy + r * 0.15, r * 1.05, 3)]
    elif name == "diamond":
        shapes = [[(cx, cy - r), (cx + r * 0.78, cy), (cx, cy + r), (cx - r * 0.78, cy)]]
    elif name == "star":
        shapes = [_star_points(cx, cy + r * 0.06, r * 1.02, r * 0.44)]
    elif name == "hexagon":
        shapes = [_regular(cx, cy, r * 0.95, 6, 0)]
    elif name == "cross":
        a, b = r * 0.9, r * 0.32
        shapes = [[(cx - b, cy - a), (cx + b, cy - a), (cx + b, cy - b), (cx + a, cy - b), (cx + a, cy + b),
                   (cx + b, cy + b), (cx + b, cy + a), (cx - b, cy + a), (cx - b, cy + b), (cx - a, cy + b),
                   (cx - a, cy - b), (cx - b, cy - b)]]
    else:
        return
    for pts in shapes:
        if outline is not None:
            grown = [(cx + (x - cx) * 1.25, cy + (y - cy) * 1.25) for x, y in pts]
            aa_polygon(surface, outline, grown)
        aa_polygon(surface, colour, pts)


@lru_cache(maxsize=256)
def symbol_surface(name: str, size: int, colour: Colour, outline: Colour | None = None) -> pygame.Surface:
    """A cached anti-aliased surface of a symbol."""
    big = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)
    draw_symbol(big, name, (size * SS / 2, size * SS / 2), size * SS * 0.7, colour, outline)
    return shrink(big, (size, size))


def _leaf(surface: pygame.Surface, base, angle: float, length: float, width: float, colour) -> None:
    """A pointed oval leaf from ``base`` in direction ``angle``."""
    bx, by = base
    ca, sa = math.cos(angle), math.sin(angle)
    left, right = [], []
    for i in range(9):
        u = i / 8
        w = width * math.sin(math.pi * u) ** 0.9
        x, y = bx + ca * length * u, by + sa * length * u
        left.append((x - sa * w, y + ca * w))
        right.append((x + sa * w, y - ca * w))
    aa_polygon(surface, colour, left + right[::-1])


def laurel(surface: pygame.Surface, center, radius: float, colour=None, width: int = 1,
           leaves: int = 9, open_angle: float = 50) -> None:
    """A laurel wreath: two branches of paired leaves rising from the bottom, open at the top."""
    colour = tuple(colour or ROMAN["gold"])[:3]
    stem = darken(colour, 0.25)
    cx, cy = center
    leaf_len = radius * 0.34
    leaf_w = radius * 0.075
    for side in (-1, 1):
        # angles measured from the bottom (pi/2), going up each side
        start = math.pi / 2 + side * math.radians(10)
        end = math.pi / 2 + side * math.radians(180 - open_angle)
        pts = [(cx + radius * math.cos(start + (end - start) * i / 40),
                cy + radius * math.sin(start + (end - start) * i / 40)) for i in range(41)]
        pygame.draw.lines(surface, stem, False, pts, max(1, int(width * 1.5)))
        for i in range(leaves):
            t = (i + 0.5) / leaves
            a = start + (end - start) * t
            px, py = cx + radius * math.cos(a), cy + radius * math.sin(a)
            # the direction of growth along the branch (towards the opening)
            ga = a - side * math.pi / 2
            size = 1.0 - 0.35 * t
            for k, off in enumerate((-0.62, 0.62)):
                la = ga + off
                ll = leaf_len * size
                shade = colour if k == 0 else lighten(colour, 0.12)
                _leaf(surface, (px, py), la, ll, leaf_w * size, shade)
        # a leaf at the tip of the branch
        px, py = pts[-1]
        ga = end - side * math.pi / 2
        _leaf(surface, (px, py), ga, leaf_len * 0.7, leaf_w * 0.7, colour)
    aa_circle(surface, stem, (cx, cy + radius), max(2, radius * 0.06))
