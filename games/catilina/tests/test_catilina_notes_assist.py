"""The notes sheet's assist is on from the start (a newcomer did not find the switch), and the
ink of what it proves is a colour no seat and no card suit uses (its blue read as the blue
player's), named so in both languages' legend."""
from __future__ import annotations

import colorsys
import math

import pytest

pygame = pytest.importorskip("pygame")

from games import info  # noqa: E402
from games.app import draw as D  # noqa: E402
from games.catilina import scene_draw  # noqa: E402
from games.catilina.tests.test_catilina_scene import draw, make  # noqa: E402
from games.core.text import tr  # noqa: E402


def test_the_assist_is_on_for_new_notes():
    state, host, board = make(4, 2, {}, "en", 0)
    assert board.notes().assist
    surface = pygame.Surface(board.rect.size)
    draw(board, host, surface)
    assert board.assist() is not None
    assert host.extras["notes:0"]["assist"] is True


def test_the_assists_ink_is_no_seats_or_suits_colour():
    logic = scene_draw.LOGIC
    taken = [D.seat_rgb(c) for c in info("catilina").colours] + list(D.CARD_SUIT_COLOURS.values())
    hue = colorsys.rgb_to_hsv(*(x / 255 for x in logic))[0] * 360
    for c in taken:
        other = colorsys.rgb_to_hsv(*(x / 255 for x in c[:3]))[0] * 360
        assert math.dist(logic, c[:3]) > 85 and min(abs(hue - other), 360 - abs(hue - other)) >= 30, (logic, c)
    for lang in ("en", "ja"):
        ink = tr("catilina.ui.logic_ink", lang)
        legend = tr("catilina.ui.legend", lang, logic=ink)
        assert ink in legend and "{" not in legend, legend
        for name in info("catilina").colours:
            assert tr(f"app.colour.{name}", lang).lower() not in legend.lower(), (name, legend)
