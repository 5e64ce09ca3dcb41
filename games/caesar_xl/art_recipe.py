"""Caesar XL's pictures, drawn by ``tools/make_art.py`` into ``art/caesar_xl/``.

``make(ctx)`` returns ``[(file name, surface)]``: the 480x270 menu tile ``menu.png``,
drawn on ``board_small.png`` (the board picture without its far edges, which
``tools/make_caesar_xl_art.py`` makes from real coastline data and which is
committed beside the menu tile) by the board painter (``scene_paint``): the march
routes, the cities and barbarian areas with their values (no names), Caesar's
and Pompey's control markers and a few of their stacks.
"""
from __future__ import annotations

import pygame

from games.app.board import Texts
from games.caesar_xl.scene_paint import BoardPainter
from games.core.assets import asset_path
from tools.art_kit import SS, TILE, tile_finish

#: the board picture's part in the small picture (``MENU_CROP`` of the board tool), map pixels
CROP = pygame.Rect(80, 180, 2240, 1260)
#: what the tile shows: control markers, stacks (place, side, counter labels)
CONTROL = {"rubicon": 0, "vercellae": 0, "massilia": 0, "lugdunum": 0, "roma": 1, "athenae": 1,
           "pergamum": 1, "antiochia": 1, "utica": 1, "nova_carthago": 1}
STACKS = [("rubicon", 0, ["4", "3", "3"]), ("massilia", 0, ["3", "3"]), ("dyrrachium", 1, ["3", "3", "2"]),
          ("athenae", 1, ["3"])]


def make(ctx) -> list:
    """The pictures of the game (``ctx`` has ``marble``, ``parchment`` and ``fonts``)."""
    return [("menu.png", menu_caesar_xl(ctx.fonts))]


def menu_caesar_xl(fonts) -> pygame.Surface:
    small = pygame.image.load(str(asset_path("art", "board_small.png", game="caesar_xl"))).convert(24)
    W, H = TILE[0] * SS, TILE[1] * SS
    big = pygame.transform.smoothscale(small, (W, H))
    painter = BoardPainter(Texts(fonts), str, pygame.Rect(0, 0, W, H), frame=CROP, pieces=1.7)
    painter.draw(big, CONTROL, {}, STACKS, names=False, picture=False)
    return tile_finish(big)
