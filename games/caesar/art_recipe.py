"""Caesar's pictures, drawn by ``tools/make_art.py`` into ``art/caesar/``.

``make(ctx)`` returns ``[(file name, surface)]``: the 480x270 menu tile ``menu.png``.
"""
from __future__ import annotations

import random

import pygame

from tools.art_kit import D, R, SS, Fonts, meander, sun_rays, tile_base, tile_finish


def make(ctx) -> list:
    """The pictures of the game (``ctx`` has ``marble``, ``parchment`` and ``fonts``)."""
    return [("menu.png", menu_caesar(ctx.marble, ctx.fonts))]


def menu_caesar(marble: pygame.Surface, fonts: Fonts) -> pygame.Surface:
    big = tile_base(marble, R["red"])
    W, H = big.get_size()
    sun_rays(big, (W * 0.78, H * 0.42), R["gold_light"], 28, 22)
    # the board: a 5x5 grid seen slightly from above (a trapezoid)
    cell = 40 * SS
    bx, by = 36 * SS, 30 * SS
    n = 5
    topw, botw = cell * n * 0.86, cell * n * 1.04
    height = cell * n * 0.88
    cx = bx + botw / 2

    def corner(u, v):
        w = topw + (botw - topw) * v
        return (cx - w / 2 + w * u, by + height * v)

    shadow = [corner(0, 0), corner(1, 0), corner(1, 1), corner(0, 1)]
    sh = pygame.Surface((W, H), pygame.SRCALPHA)
    pygame.draw.polygon(sh, (0, 0, 0, 110), [(x + 8 * SS, y + 12 * SS) for x, y in shadow])
    big.blit(sh, (0, 0))
    edge = [(x, y) for x, y in shadow]
    pygame.draw.polygon(big, R["terracotta_dark"], [(x, y + 8 * SS) for x, y in edge])
    pygame.draw.polygon(big, R["gold_dark"], edge)
    inner = lambda u, v: corner(0.02 + 0.96 * u, 0.02 + 0.96 * v)  # noqa: E731
    for i in range(n):
        for j in range(n):
            quad = [inner(i / n, j / n), inner((i + 1) / n, j / n), inner((i + 1) / n, (j + 1) / n),
                    inner(i / n, (j + 1) / n)]
            base = R["terracotta"] if (i + j) % 2 == 0 else D.lighten(R["terracotta"], 0.18)
            if (i, j) == (2, 2):
                base = R["parchment"]
            pygame.draw.polygon(big, base, quad)
            pygame.draw.polygon(big, D.darken(R["terracotta"], 0.35), quad, max(1, SS))
    # a tiny laurel in the centre cell
    c = inner(0.5, 0.5)
    D.laurel(big, c, cell * 0.32, R["gold_dark"], SS)
    # stacks of counters on some cells
    rng = random.Random(5)
    colours = ["red", "blue", "green", "yellow", "purple"]
    spots = [(0, 0, 3, 0), (1, 1, 2, 1), (3, 0, 4, 2), (4, 3, 1, 3), (0, 4, 2, 4), (2, 3, 5, 0),
             (3, 2, 1, 1), (1, 3, 3, 2), (4, 1, 2, 3), (2, 0, 1, 4)]
    for i, j, cnt, ci in sorted(spots, key=lambda s: s[1]):
        p = inner((i + 0.5) / n, (j + 0.62) / n)
        rad = int(13 * SS * (0.9 + 0.1 * j / n))
        s = D.stack(cnt, colours[ci], rad, D.COLOUR_SYMBOLS[colours[ci]] if rng.random() < 0 else None,
                    max_drawn=5, step=max(3, rad // 3), fonts=fonts, label="")
        big.blit(s, D.stack_topleft(s, rad, p))
    # the laurel wreath and a gold victory disc on the right
    lc = (int(W * 0.775), int(H * 0.44))
    glow = D.radial_gradient(int(H * 0.42), R["gold_light"] + (90,), R["gold"] + (0,))
    big.blit(glow, (lc[0] - glow.get_width() // 2, lc[1] - glow.get_height() // 2))
    # a gold coin inside the wreath
    cr = int(H * 0.17)
    sh = pygame.Surface((W, H), pygame.SRCALPHA)
    pygame.draw.circle(sh, (0, 0, 0, 100), (lc[0] + 5 * SS, lc[1] + 8 * SS), cr)
    big.blit(sh, (0, 0))
    pygame.draw.circle(big, R["gold_dark"], lc, cr)
    coin = D.radial_gradient(int(cr * 0.9), R["gold_light"], R["gold"])
    big.blit(coin, (lc[0] - coin.get_width() // 2, lc[1] - coin.get_height() // 2))
    pygame.draw.circle(big, R["gold_dark"], lc, int(cr * 0.78), max(1, SS))
    f = fonts.get(int(cr * 0.52), bold=True)
    D.blit_text(big, "SPQR", lc, f, R["red_dark"], "center")
    D.laurel(big, (lc[0] + SS, lc[1] + 2 * SS), H * 0.27, R["gold_dark"], 2 * SS, leaves=11)
    D.laurel(big, lc, H * 0.27, R["gold"], 2 * SS, leaves=11)
    # counters beside the wreath
    for dx, dy, col in [(-0.13, 0.40, "red"), (-0.02, 0.46, "blue"), (0.11, 0.42, "yellow")]:
        t = D.token(15 * SS, col)
        big.blit(t, t.get_rect(center=(lc[0] + W * dx, lc[1] + H * dy)))
    meander(big, pygame.Rect(20 * SS, H - 22 * SS, W - 40 * SS, 8 * SS), R["gold"] + (200,), 3 * SS)
    return tile_finish(big)
