"""CAESAR! (Seize Rome)'s pictures, drawn by ``tools/make_art.py`` into ``art/seize_rome/``.

``make(ctx)`` returns ``[(file name, surface)]``: the 480x270 menu tile ``menu.png``,
drawn on ``board_small.png`` (the Mediterranean part of the board picture, which
``tools/make_seize_rome_art.py`` makes from real coastline data and which is
committed beside the menu tile), with a few influence tokens of Caesar (red) and
Pompey (blue) on border spaces and a control marker in a laurel.
"""
from __future__ import annotations

import pygame

from games.core.assets import asset_path
from tools.art_kit import D, R, SS, TILE, tile_finish

#: the board picture's part in the small picture (``MENU_CROP`` of the board tool), map pixels
CROP_X, CROP_Y, CROP_SCALE = 40, 10, 4.0
#: tokens on border spaces of the map (b08, b12, b17, b15, b03, b04): (map x, map y, colour)
TOKENS = [(773, 196, "red"), (975, 325, "red"), (993, 161, "blue"), (1093, 346, "blue"),
          (404, 165, "red"), (623, 308, "blue")]


def make(ctx) -> list:
    """The pictures of the game (``ctx`` has ``marble``, ``parchment`` and ``fonts``)."""
    return [("menu.png", menu_seize_rome())]


def _at(x: float, y: float) -> tuple[float, float]:
    """A map pixel in the supersampled tile."""
    return ((x - CROP_X) / CROP_SCALE * SS, (y - CROP_Y) / CROP_SCALE * SS)


def menu_seize_rome() -> pygame.Surface:
    small = pygame.image.load(str(asset_path("art", "board_small.png", game="seize_rome"))).convert(24)
    W, H = TILE[0] * SS, TILE[1] * SS
    big = pygame.transform.smoothscale(small, (W, H))
    # a warm veil towards the bottom, where the wreath sits
    big.blit(D.gradient((W, H), R["red_dark"] + (0,), R["red_dark"] + (90,)), (0, 0))
    rad = 9 * SS
    for x, y, colour in TOKENS:
        cx, cy = _at(x, y)
        sh = pygame.Surface((W, H), pygame.SRCALPHA)
        pygame.draw.circle(sh, (0, 0, 0, 90), (cx + 2 * SS, cy + 3 * SS), rad)
        big.blit(sh, (0, 0))
        t = D.token(rad, colour)
        big.blit(t, t.get_rect(center=(cx, cy)))
    # the laurel over the open desert, bottom right
    lc = (int(W * 0.62), int(H * 0.70))
    glow = D.radial_gradient(int(H * 0.22), R["gold_light"] + (70,), R["gold"] + (0,))
    big.blit(glow, glow.get_rect(center=lc))
    # a gold control marker inside the wreath
    cr = int(H * 0.085)
    sh = pygame.Surface((W, H), pygame.SRCALPHA)
    pygame.draw.circle(sh, (0, 0, 0, 100), (lc[0] + 3 * SS, lc[1] + 5 * SS), cr)
    big.blit(sh, (0, 0))
    pygame.draw.circle(big, R["gold_dark"], lc, cr)
    coin = D.radial_gradient(int(cr * 0.9), R["gold_light"], R["gold"])
    big.blit(coin, coin.get_rect(center=lc))
    pygame.draw.circle(big, R["red"], lc, int(cr * 0.55))
    pygame.draw.circle(big, R["gold_dark"], lc, int(cr * 0.55), max(1, SS))
    D.laurel(big, (lc[0] + SS, lc[1] + 2 * SS), H * 0.16, R["gold_dark"], 2 * SS, leaves=11)
    D.laurel(big, lc, H * 0.16, R["gold"], 2 * SS, leaves=11)
    return tile_finish(big)
