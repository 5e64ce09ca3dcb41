"""A border space's plain tooltip ("Border space between …") stands next to its space and
inside the window, joined to it by a line when it stands off: it stood 145 px off, over
another province's name, or pinned in the map's corner, with nothing saying which space
it spoke of."""
from __future__ import annotations

import math

import pytest

from games.seize_rome import rules as R
from games.seize_rome.tests.seize_rome_scene_kit import each_held_border, point
from games.seize_rome.tests.test_seize_rome_scene import Table
from games.seize_rome.scene_paint import token_rect
from games.seize_rome.scene_tip import TIP_FAR


def _apart(board, bid) -> float:
    """How far the drawn tooltip stands from border space ``bid`` (0: touching)."""
    space = token_rect(board.border_centre(bid), board.token_side())
    tip = board.drawn_tip
    dx = max(tip.left - space.right, space.left - tip.right, 0)
    dy = max(tip.top - space.bottom, space.top - tip.bottom, 0)
    return math.hypot(dx, dy)


def _beside(board, bid) -> bool:
    """The drawn tooltip of ``bid`` stands near its space (no further off than ``TIP_FAR`` times
    the space's width: where nothing nearer clears both provinces' names, joined by its line)
    and inside the window."""
    space = token_rect(board.border_centre(bid), board.token_side())
    return _apart(board, bid) <= space.w * TIP_FAR + 1 and board.rect.contains(board.drawn_tip)


def _joined(board, bid) -> bool:
    """The tooltip of ``bid`` is beside its space, or a line drawn leads from it to the space."""
    space = token_rect(board.border_centre(bid), board.token_side())
    line = board.drawn_tip_line
    if line is None:
        return _apart(board, bid) <= space.w
    near, to = line
    return board.drawn_tip.inflate(2, 2).collidepoint(near) and space.inflate(2, 2).collidepoint(to)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1280, 800), (1000, 650)])
def test_every_border_space_tooltip_stands_beside_its_space_or_is_joined_to_it(lang, size):
    table = Table(3, lang=lang, size=size)
    b = table.board
    table.host.settle()
    loose, far = [], []
    for x in R.TOPO.borders:
        point(table, b.border_centre(x.id))
        table.host.draw()
        if b.drawn_tip is None:
            continue                    # (a space off the map's view)
        if not _joined(b, x.id):
            loose.append((x.id, round(_apart(b, x.id))))
        if not _beside(b, x.id):
            far.append((x.id, round(_apart(b, x.id)), tuple(b.drawn_tip)))
    assert not loose, loose
    assert not far, far


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_held_tokens_space_tooltip_stands_beside_its_space_or_is_joined_to_it(lang):
    table = Table(5, lang=lang, size=(1000, 650))
    b = table.board
    loose, far = [], []
    for _code, bid in each_held_border(table, 5, 12):
        if b.drawn_tip is not None and not _joined(b, bid):
            loose.append((bid, round(_apart(b, bid))))
        if b.drawn_tip is not None and not _beside(b, bid):
            far.append((bid, round(_apart(b, bid)), tuple(b.drawn_tip)))
    assert not loose, loose
    assert not far, far
