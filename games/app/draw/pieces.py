"""Playing pieces drawn supersampled and kept: round counters (:func:`token`), stacks of
them with a count badge (:func:`stack`, :func:`blit_stack`) and dice (:func:`die_face`).
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from ..fonts import default_fonts
from .palette import ROMAN, SS, Colour, darken, lighten, readable_on, seat_rgb
from .pictures import gradient, radial_gradient, shrink
from .shapes import draw_symbol
from .text import text_surface


@lru_cache(maxsize=512)
def _token(radius: int, colour: Colour, symbol: str | None, ring: Colour | None, flat: bool) -> pygame.Surface:
    R = radius * SS
    d = 2 * R + 2 * SS
    big = pygame.Surface((d, d), pygame.SRCALPHA)
    c = (d // 2, d // 2)
    rim = darken(colour, 0.35)
    pygame.draw.circle(big, rim, c, R)
    face = radial_gradient(int(R * 0.9), lighten(colour, 0.22), darken(colour, 0.08))
    big.blit(face, (c[0] - face.get_width() // 2, c[1] - face.get_height() // 2 - (0 if flat else SS)))
    # a bevelled inner ring like a pressed counter
    pygame.draw.circle(big, lighten(colour, 0.35) + (150,), c, int(R * 0.72), max(1, SS))
    pygame.draw.circle(big, darken(colour, 0.2) + (120,), (c[0], c[1] + SS), int(R * 0.72), max(1, SS))
    if ring is not None:
        pygame.draw.circle(big, ring, c, R, max(2, int(R * 0.12)))
    if symbol:
        ink = readable_on(colour)
        draw_symbol(big, symbol, c, R * 0.95, ink, None)
    return shrink(big, (2 * radius + 2, 2 * radius + 2))


def token(radius: int, colour, symbol: str | None = None, ring=None, flat: bool = False) -> pygame.Surface:
    """A round counter of ``colour`` (name or RGB) with an optional colour-blind ``symbol``.

    The surface is ``2*radius+2`` pixels square; blit it centred.
    """
    return _token(int(radius), seat_rgb(colour), symbol, tuple(ring) if ring else None, flat)


def _edge(radius: int, colour: Colour) -> pygame.Surface:
    return _token(int(radius), darken(colour, 0.25), None, None, True)


def stack(count: int, colour, radius: int = 18, symbol: str | None = None, max_drawn: int = 6,
          step: int | None = None, fonts=None, label: str | None = None) -> pygame.Surface:
    """A stack of ``count`` counters seen from above and a little to the side, with the
    number on a badge when there is more than one (or ``label`` if given).

    The surface's bottom-centre is where the stack stands; :func:`stack_anchor`
    gives that point for blitting.
    """
    return _stack(int(count), seat_rgb(colour), int(radius), symbol, int(max_drawn),
                  int(step if step is not None else max(3, radius // 4)), label, fonts)


def stack_size(count: int, radius: int = 18, max_drawn: int = 6, step: int | None = None) -> tuple[int, int]:
    """The size of the surface :func:`stack` returns."""
    step = step if step is not None else max(3, radius // 4)
    n = max(1, min(count, max_drawn))
    badge = radius if count > 1 else 0
    return 2 * radius + 2 + badge // 2, 2 * radius + 2 + (n - 1) * step + badge // 3


@lru_cache(maxsize=512)
def _stack(count, colour, radius, symbol, max_drawn, step, label, fonts) -> pygame.Surface:
    n = max(1, min(count, max_drawn))
    w, h = stack_size(count, radius, max_drawn, step)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    top_y = h - (2 * radius + 2) - (n - 1) * step
    # soft contact shadow
    sh = pygame.Surface((2 * radius + 6, radius), pygame.SRCALPHA)
    pygame.draw.ellipse(sh, (0, 0, 0, 60), sh.get_rect())
    surf.blit(sh, (0, h - radius + 2 - radius // 2))
    for i in range(n):
        y = h - (2 * radius + 2) - i * step
        if count == 0:
            break
        piece = token(radius, colour, symbol if i == n - 1 else None)
        surf.blit(_edge(radius, colour), (0, y + 2))
        surf.blit(piece, (0, y))
    if (label is None and count > 1) or label:
        fonts = fonts or default_fonts()
        txt = label if label is not None else str(count)
        f = fonts.get(max(10, int(radius * 0.8)), bold=True)
        ts = text_surface(txt, f, ROMAN["ink"])
        bw = max(ts.get_width() + 8, ts.get_height())
        bh = ts.get_height()
        badge = pygame.Rect(0, 0, bw, bh)
        badge.center = (w - bw // 2 - 1, top_y + bh // 2)
        big = pygame.Surface((bw * SS, bh * SS), pygame.SRCALPHA)
        pygame.draw.rect(big, ROMAN["gold_dark"], big.get_rect(), border_radius=bh * SS // 2)
        pygame.draw.rect(big, ROMAN["gold_light"], big.get_rect().inflate(-2 * SS, -2 * SS),
                         border_radius=bh * SS // 2)
        surf.blit(shrink(big, (bw, bh)), badge.topleft)
        surf.blit(ts, ts.get_rect(center=badge.center))
    return surf


def stack_topleft(surf: pygame.Surface, radius: int, centre) -> tuple[int, int]:
    """Top-left at which to blit a :func:`stack` surface so that its lowest counter's
    centre sits at ``centre``."""
    return (int(centre[0] - radius - 1), int(centre[1] - surf.get_height() + radius + 1))


def blit_stack(surface: pygame.Surface, centre, count: int, colour, radius: int = 18,
               symbol: str | None = None, **kw) -> pygame.Rect:
    """Draw a :func:`stack` standing on ``centre``; returns the rect it covers."""
    s = stack(count, colour, radius, symbol, **kw)
    r = s.get_rect(topleft=stack_topleft(s, radius, centre))
    surface.blit(s, r)
    return r


PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.28, 0.28), (0.72, 0.72)],
    3: [(0.27, 0.27), (0.5, 0.5), (0.73, 0.73)],
    4: [(0.28, 0.28), (0.72, 0.28), (0.28, 0.72), (0.72, 0.72)],
    5: [(0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)],
    6: [(0.28, 0.25), (0.72, 0.25), (0.28, 0.5), (0.72, 0.5), (0.28, 0.75), (0.72, 0.75)],
}


@lru_cache(maxsize=256)
def _die(size: int, value: int, colour: Colour, pips: Colour) -> pygame.Surface:
    S = size * SS
    big = pygame.Surface((S, S), pygame.SRCALPHA)
    rad = S // 6
    pygame.draw.rect(big, darken(colour, 0.35), big.get_rect(), border_radius=rad)
    inner = big.get_rect().inflate(-S // 14, -S // 14)
    inner.move_ip(-S // 60, -S // 40)
    face = gradient(inner.size, lighten(colour, 0.25), colour)
    mask = pygame.Surface(inner.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=rad)
    face = face.convert_alpha() if pygame.display.get_surface() else face
    f2 = pygame.Surface(inner.size, pygame.SRCALPHA)
    f2.blit(face, (0, 0))
    f2.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    big.blit(f2, inner.topleft)
    pr = max(2, int(S * 0.085))
    for px, py in PIPS.get(int(value), []):
        p = (int(inner.x + px * inner.w), int(inner.y + py * inner.h))
        pygame.draw.circle(big, lighten(colour, 0.4), (p[0] + SS, p[1] + SS), pr)
        pygame.draw.circle(big, pips, p, pr)
    if int(value) not in PIPS:
        f = default_fonts().get(int(S * 0.55), bold=True)
        t = f.render(str(value), True, pips)
        big.blit(t, t.get_rect(center=inner.center))
    return shrink(big, (size, size))


def die_face(size: int, value: int, colour=None, pips=None) -> pygame.Surface:
    """A die of ``size`` pixels showing ``value`` (1-6 as pips, anything else as a number)."""
    colour = seat_rgb(colour) if colour is not None else ROMAN["marble"]
    pips = seat_rgb(pips) if pips is not None else readable_on(colour)
    if pips == ROMAN["ink"] and colour == ROMAN["marble"]:
        pips = ROMAN["red_dark"]
    return _die(int(size), int(value), colour, pips)
