"""Cards: a face with its value in the corners and big in the middle (:func:`card_face`),
and a back (:func:`card_back`: the committed art, else :func:`draw_card_back`).
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from ..fonts import asset_path, default_fonts
from .palette import ROMAN, SS, Colour, darken, lighten, seat_rgb
from .pictures import gradient, load_image, shrink
from .shapes import draw_symbol, laurel
from .text import text_surface, wrap_text

CARD_SUIT_COLOURS: dict[str, Colour] = {
    "red": (170, 36, 36), "blue": (38, 84, 160), "green": (38, 120, 60), "yellow": (206, 160, 24),
    "purple": (110, 56, 140), "white": (200, 196, 186), "black": (50, 46, 44),
}


def _roman(n: int) -> str:
    vals = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"), (50, "L"),
            (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
    out = ""
    for v, s in vals:
        while n >= v:
            out += s
            n -= v
    return out


def card_face(size: tuple[int, int], value=None, colour=None, symbol: str | None = None,
              label: str | None = None, fonts=None, roman: bool = False, dim: bool = False) -> pygame.Surface:
    """A card face: parchment with a coloured frame, the value in the corners and big in
    the middle (``roman`` numerals if asked), an optional symbol and a label at the foot.

    ``colour`` is a suit/player colour name or RGB; ``dim`` greys the card (unplayable).
    """
    col = CARD_SUIT_COLOURS.get(colour, None) if isinstance(colour, str) else None
    col = col or (seat_rgb(colour) if colour is not None else ROMAN["terracotta"])
    return _card_face((int(size[0]), int(size[1])), value, col, symbol, label, roman, dim,
                      fonts or default_fonts())


@lru_cache(maxsize=512)
def _card_face(size, value, col, symbol, label, roman, dim, fonts) -> pygame.Surface:
    w, h = size
    W, H = w * SS, h * SS
    rad = max(4, W // 12)
    big = pygame.Surface((W, H), pygame.SRCALPHA)
    pygame.draw.rect(big, darken(col, 0.35), big.get_rect(), border_radius=rad)
    inner = big.get_rect().inflate(-2 * SS, -2 * SS)
    pygame.draw.rect(big, col, inner, border_radius=rad - SS)
    paper = inner.inflate(-int(W * 0.12), -int(W * 0.12))
    pg = gradient(paper.size, ROMAN["white"], ROMAN["parchment"])
    m = pygame.Surface(paper.size, pygame.SRCALPHA)
    pygame.draw.rect(m, (255, 255, 255, 255), m.get_rect(), border_radius=rad // 2)
    p2 = pygame.Surface(paper.size, pygame.SRCALPHA)
    p2.blit(pg, (0, 0))
    p2.blit(m, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    big.blit(p2, paper.topleft)
    pygame.draw.rect(big, ROMAN["gold_dark"], paper, max(1, SS), border_radius=rad // 2)
    # a meander band at top and bottom of the paper
    band_h = max(2, int(H * 0.035))
    for yy in (paper.y + int(H * 0.19), paper.bottom - int(H * 0.19) - band_h):
        pygame.draw.rect(big, lighten(col, 0.15), (paper.x + SS * 3, yy, paper.w - SS * 6, band_h))
    # a medallion behind the value
    mr = int(min(paper.w * 0.40, paper.h * 0.26))
    mc = (paper.centerx, big.get_rect().centery)
    pygame.draw.circle(big, lighten(col, 0.72), mc, mr)
    pygame.draw.circle(big, lighten(col, 0.35), mc, mr, max(1, SS))
    pygame.draw.circle(big, lighten(col, 0.55), mc, int(mr * 0.86), max(1, SS // 2))
    if symbol:
        draw_symbol(big, symbol, (paper.centerx, paper.bottom - int(H * 0.1)), W * 0.16,
                    col, None)
    small = big
    out = shrink(small, (w, h))
    # text is rendered at final size for crispness
    if value is not None:
        sv = _roman(int(value)) if roman and isinstance(value, int) and value > 0 else str(value)
        fbig = fonts.get(int(h * (0.36 if len(sv) <= 2 else 0.26)), bold=True)
        t = text_surface(sv, fbig, darken(col, 0.15), outline=ROMAN["white"], outline_px=1)
        out.blit(t, t.get_rect(center=(w // 2, int(h * 0.5))))
        fs = fonts.get(max(9, int(h * 0.13)), bold=True)
        c1 = fs.render(sv, True, ROMAN["white"])
        out.blit(c1, (max(2, int(w * 0.08)), max(1, int(h * 0.02))))
        c2 = pygame.transform.rotate(c1, 180)
        out.blit(c2, (w - c2.get_width() - max(2, int(w * 0.08)), h - c2.get_height() - max(1, int(h * 0.02))))
    if label:
        fl = fonts.get(max(9, int(h * 0.09)))
        lines = wrap_text(fl, label, int(w * 0.8))[:2]
        y = int(h * 0.72)
        for line in lines:
            t = fl.render(line, True, ROMAN["ink"])
            out.blit(t, t.get_rect(midtop=(w // 2, y)))
            y += fl.get_linesize()
    if dim:
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(veil, (60, 60, 60, 120), veil.get_rect(), border_radius=max(2, rad // SS))
        out.blit(veil, (0, 0))
    return out


def card_back(size: tuple[int, int], style: str = "red") -> pygame.Surface:
    """A card back: the committed ``art/card_back_<style>.png`` scaled, else drawn."""
    return _card_back((int(size[0]), int(size[1])), style)


@lru_cache(maxsize=64)
def _card_back(size, style) -> pygame.Surface:
    path = asset_path("art", f"card_back_{style}.png")
    if path.exists():
        return load_image(f"card_back_{style}.png", size)
    return draw_card_back(size, style)


def draw_card_back(size, style: str = "red") -> pygame.Surface:
    """Draw a card back from scratch (the art script uses this too)."""
    w, h = int(size[0]), int(size[1])
    W, H = w * SS, h * SS
    base = {"red": ROMAN["red"], "blue": (34, 52, 100), "green": (34, 80, 50),
            "terracotta": ROMAN["terracotta_dark"]}.get(style, ROMAN["red"])
    big = pygame.Surface((W, H), pygame.SRCALPHA)
    rad = max(4, W // 12)
    pygame.draw.rect(big, ROMAN["gold_dark"], big.get_rect(), border_radius=rad)
    inner = big.get_rect().inflate(-3 * SS, -3 * SS)
    g = gradient(inner.size, lighten(base, 0.12), darken(base, 0.25))
    m = pygame.Surface(inner.size, pygame.SRCALPHA)
    pygame.draw.rect(m, (255, 255, 255, 255), m.get_rect(), border_radius=rad - SS)
    g2 = pygame.Surface(inner.size, pygame.SRCALPHA)
    g2.blit(g, (0, 0))
    g2.blit(m, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    big.blit(g2, inner.topleft)
    frame = inner.inflate(-int(W * 0.12), -int(W * 0.12))
    pygame.draw.rect(big, ROMAN["gold"], frame, max(2, SS * 2), border_radius=rad // 2)
    f2 = frame.inflate(-int(W * 0.06), -int(W * 0.06))
    pygame.draw.rect(big, ROMAN["gold_dark"], f2, max(1, SS), border_radius=rad // 3)
    # diagonal lattice
    step = max(6, int(W * 0.12))
    lat = pygame.Surface(f2.size, pygame.SRCALPHA)
    for k in range(-f2.h, f2.w + f2.h, step):
        pygame.draw.line(lat, lighten(base, 0.18) + (120,), (k, 0), (k + f2.h, f2.h), max(1, SS))
        pygame.draw.line(lat, lighten(base, 0.18) + (120,), (k, f2.h), (k + f2.h, 0), max(1, SS))
    big.blit(lat, f2.topleft)
    # central medallion with a laurel
    cr = int(min(W, H) * 0.26)
    c = big.get_rect().center
    pygame.draw.circle(big, darken(base, 0.3), c, cr + 2 * SS)
    pygame.draw.circle(big, ROMAN["gold"], c, cr + 2 * SS, max(2, SS * 2))
    laurel(big, c, cr * 0.8, ROMAN["gold"], width=max(1, SS))
    pygame.draw.circle(big, ROMAN["gold_light"], c, max(2, cr // 6))
    return shrink(big, (w, h))
