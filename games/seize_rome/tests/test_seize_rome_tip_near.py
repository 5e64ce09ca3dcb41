"""A border space's plain tooltip ("Border space between …") and the box of what a held
token would close stand right beside their space (a few pixels clear of it) and inside the
map: at edge spaces the tooltip stood off the map over Auto-Crassus's column, and the
closes box 120-150 px off, over other provinces, read as no space's own."""
from __future__ import annotations

import random

import pytest

from games.app.board import SimpleHost
from games.seize_rome import rules as R
from games.seize_rome.scene import Board
from games.seize_rome.scene_paint import token_rect
from games.seize_rome.scene_tip import BESIDE_FAR, CLOSES_FAR, TIP_FAR
from games.seize_rome.tests.seize_rome_scene_kit import each_held_border, point
from games.seize_rome.tests.test_seize_rome_scene import Table


class SoloTable(Table):
    """A :class:`Table` of Livia against Auto-Crassus (his column beside the map)."""

    def __init__(self, seed=1, size=(1280, 800), lang="en"):
        self.rng = random.Random(seed)
        state = R.new_game(2, seed, {"expansions": "base", "scripts": (None, "crassus")})
        self.host = SimpleHost(state=state, lang=lang, viewer=0)
        self.board = self.host.attach(Board(self.host), size)


def _apart(board, bid, box) -> int:
    """How far ``box`` stands from border space ``bid`` across or down, the more of the two (0:
    touching; a box at a corner of the space stands that far off both ways)."""
    space = token_rect(board.border_centre(bid), board.token_side())
    dx = max(box.left - space.right, space.left - box.right, 0)
    dy = max(box.top - space.bottom, space.top - box.bottom, 0)
    return max(dx, dy)


def _far(board, bid, box, most: int = BESIDE_FAR) -> tuple | None:
    """``box`` when it stands more than ``most`` (scaled) off its space or not inside the map."""
    if _apart(board, bid, box) <= board.ui.s(most) + 1 and board.map.rect.contains(box):
        return None
    return bid, round(_apart(board, bid, box)), tuple(box), tuple(board.map.rect)


@pytest.mark.parametrize("lang, size", [("ja", (1000, 700)), ("en", (1280, 800))])
def test_every_border_space_tooltip_stands_beside_its_space_inside_the_map(lang, size):
    table = SoloTable(3, lang=lang, size=size)
    b = table.board
    table.host.settle()
    assert b.crassus_col is not None
    far, seen = [], 0
    for x in R.TOPO.borders:
        point(table, b.border_centre(x.id))
        table.host.draw()
        if b.drawn_tip is None:
            continue                    # (a space off the map's view)
        seen += 1
        far.append(_far(b, x.id, b.drawn_tip))
    assert seen > len(R.TOPO.borders) // 2, seen
    assert not [f for f in far if f], [f for f in far if f]


@pytest.mark.parametrize("lang, size", [("ja", (1000, 700)), pytest.param("en", (1280, 800), marks=pytest.mark.long)])
def test_the_closes_box_and_the_tooltip_stand_beside_the_held_space_apart(lang, size):
    """The closes box touches the held space; the tooltip too, or, where the closes box takes the
    only side with room, a little further off with a line to its space; the two never meet."""
    table = Table(5, lang=lang, size=size)
    b = table.board
    far, seen = [], 0
    for _code, bid in each_held_border(table, 5, 40):
        boxes = [r for r in (b.drawn_closes_box, b.drawn_tip) if r is not None]
        far += [_far(b, bid, r, CLOSES_FAR) for r in boxes[:1]]
        if len(boxes) == 2:         # (the tooltip gives way to the closes box; then a line joins it)
            space = token_rect(b.border_centre(bid), b.token_side())
            if _far(b, bid, b.drawn_tip):
                assert b.drawn_tip_line is not None and _apart(b, bid, b.drawn_tip) <= space.w * TIP_FAR, bid
            seen += 1
            assert not b.drawn_tip.colliderect(b.drawn_closes_box), bid
    assert seen >= 3, seen
    assert not [f for f in far if f], [f for f in far if f]
