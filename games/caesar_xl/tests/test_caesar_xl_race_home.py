"""The Forum race's box has one home at a window's size: it stood at the map's bottom left one
turn and its top right the next, as the stacks and its lines changed. Whatever stands on the map
and whatever the box says, it hangs from the same corner point."""
from __future__ import annotations

import pygame
import pytest

from games.app.board import SimpleHost
from games.app.board.host import HostSeat
from games.caesar_xl import rules as R
from games.caesar_xl.rules import new_game
from games.caesar_xl.scene import Board
from games.caesar_xl.tests.test_caesar_xl_forum_race import _two_phases_from_a_win

SEATS = [HostSeat("Livia", kind="human"), HostSeat("Marcus", kind="ai")]


def _anchor(state, lang, size) -> tuple:
    host = SimpleHost(state=state, lang=lang, viewer=R.CAESAR, seats=SEATS)
    board = host.attach(Board(host), size)
    host.draw()
    host.draw()
    box, mapr = pygame.Rect(board.forum_geom["rect"]), board.geom["map"]
    return ("low", box.left, box.bottom) if box.centery > mapr.centery else ("high", box.right, box.top)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1253, 716), (973, 716), (760, 616)])
def test_the_race_box_stands_in_one_place_at_a_windows_size(lang, size):
    opening = _anchor(new_game(2, 0, {"silver": True}), lang, size)
    warning = _anchor(_two_phases_from_a_win(gold=4), lang, size)
    assert opening == warning, (size, opening, warning)
