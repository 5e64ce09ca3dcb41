"""Catilina's pictures, drawn by ``tools/make_art.py`` into ``art/catilina/``.

``make(ctx)`` returns ``[(file name, surface)]``: the 480x270 menu tile ``menu.png``.
"""
from __future__ import annotations

import math

import pygame

from tools.art_kit import D, R, SS, Fonts, sun_rays, tile_base, tile_finish


def make(ctx) -> list:
    """The pictures of the game (``ctx`` has ``marble``, ``parchment`` and ``fonts``)."""
    return [("menu.png", menu_catilina(ctx.marble, ctx.fonts))]


def senate(big: pygame.Surface, rect: pygame.Rect) -> None:
    """A temple front: steps, columns, pediment."""
    x, y, w, h = rect
    stone = (236, 230, 214)
    shade = (196, 186, 166)
    steps = 3
    sh = h * 0.06
    for i in range(steps):
        r = pygame.Rect(x - i * w * 0.025, y + h - (i + 1) * sh, w + i * w * 0.05, sh)
        pygame.draw.rect(big, D.mix(stone, shade, i / steps), r)
        pygame.draw.line(big, shade, r.topleft, r.topright, max(1, SS))
    top = y + h * 0.36
    base = y + h - steps * sh
    # entablature
    ent = pygame.Rect(x - w * 0.03, top - h * 0.1, w * 1.06, h * 0.1)
    ncol = 8
    colw = w / (ncol * 1.7)
    for i in range(ncol):
        cxp = x + w * (i + 0.5) / ncol
        col = pygame.Rect(cxp - colw / 2, top, colw, base - top)
        big.blit(D.gradient((int(col.w), int(col.h)), shade, stone, horizontal=True), col)
        for f in range(1, 4):
            fx = col.x + col.w * f / 4
            pygame.draw.line(big, shade, (fx, col.y + 4), (fx, col.bottom - 4), max(1, SS // 2))
        pygame.draw.rect(big, stone, (col.x - colw * 0.2, col.y - 4 * SS, col.w * 1.4, 5 * SS))
        pygame.draw.rect(big, stone, (col.x - colw * 0.2, col.bottom - 4 * SS, col.w * 1.4, 5 * SS))
    pygame.draw.rect(big, stone, ent)
    pygame.draw.rect(big, shade, ent, max(1, SS))
    pygame.draw.rect(big, R["red"], (ent.x, ent.y + ent.h * 0.45, ent.w, ent.h * 0.2))
    ped = [(ent.x - w * 0.01, ent.y), (ent.right + w * 0.01, ent.y), (x + w / 2, ent.y - h * 0.22)]
    pygame.draw.polygon(big, stone, ped)
    pygame.draw.polygon(big, shade, ped, max(2, SS * 2))
    inner = [(ent.x + w * 0.08, ent.y - 3 * SS), (ent.right - w * 0.08, ent.y - 3 * SS), (x + w / 2, ent.y - h * 0.18)]
    pygame.draw.polygon(big, D.darken(R["terracotta"], 0.1), inner)
    D.laurel(big, (x + w / 2, ent.y - h * 0.085), h * 0.05, R["gold"], max(1, SS // 2), leaves=5)


def menu_catilina(marble: pygame.Surface, fonts: Fonts) -> pygame.Surface:
    big = tile_base(marble, (70, 40, 60))
    W, H = big.get_size()
    sun_rays(big, (W * 0.5, H * 0.9), R["gold_light"], 30, 16)
    senate(big, pygame.Rect(int(W * 0.16), int(H * 0.08), int(W * 0.68), int(H * 0.58)))
    # a dark veil at the foot so the cards stand out
    big.blit(D.gradient((W, H // 2), (0, 0, 0, 0), (20, 8, 14, 170)), (0, H // 2))
    # fanned cards of five colours
    cw, ch = 92 * SS, 130 * SS
    colours = ["red", "blue", "green", "yellow", "purple"]
    values = [3, 5, 1, 4, 2]
    pivot = (W * 0.5, H * 1.28)
    for i, (col, val) in enumerate(zip(colours, values)):
        angle = (2 - i) * 11.0
        face = D.card_face((cw // SS, ch // SS), val, col, D.COLOUR_SYMBOLS[col], fonts=fonts, roman=True)
        face = pygame.transform.smoothscale(face, (cw, ch))
        # place the card's centre on a circle around the pivot
        rad = H * 0.86
        a = math.radians(-90 - angle)
        centre = (pivot[0] + rad * math.cos(a), pivot[1] + rad * math.sin(a))
        shadow = pygame.Surface((cw, ch), pygame.SRCALPHA)
        pygame.draw.rect(shadow, (0, 0, 0, 110), shadow.get_rect(), border_radius=cw // 12)
        rs = pygame.transform.rotozoom(shadow, angle, 1.0)
        big.blit(rs, rs.get_rect(center=(centre[0] + 6 * SS, centre[1] + 8 * SS)))
        rc = pygame.transform.rotozoom(face, angle, 1.0)
        big.blit(rc, rc.get_rect(center=centre))
    # a dagger's glint: a thin gold line across the corner (the conspiracy)
    return tile_finish(big)
