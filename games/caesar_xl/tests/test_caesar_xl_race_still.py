"""The Forum race's box stays where it stands while it covers nothing there: a march that
changes the race's lines (a warning gone, a shorter box) or frees the spot it once left
does not send it across the map (it jumped between the map's bottom and its top)."""
from __future__ import annotations

import pygame
import pytest

from games.app.board import SimpleHost
from games.app.board.host import HostSeat
from games.caesar_xl import rules as R
from games.caesar_xl.scene import Board
from games.caesar_xl.tests.test_caesar_xl_forum_race import _two_phases_from_a_win

SEATS = [HostSeat("Livia", kind="human"), HostSeat("Marcus", kind="ai")]


def _box(board) -> pygame.Rect:
    return pygame.Rect(board.forum_geom["rect"])


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1253, 816), (973, 716), (760, 566)])
def test_a_march_does_not_move_the_race_box(lang, size):
    s = _two_phases_from_a_win(gold=4)
    host = SimpleHost(state=s, lang=lang, viewer=R.CAESAR, seats=SEATS)
    board = host.attach(Board(host), size)
    host.draw()
    before = _box(board)
    mapr = board.geom["map"]
    assert before.top < mapr.centery, "the warning's box stands along the map's top"
    for u, (seat, kind, grade, place) in list(s.units.items()):
        if place == "roma":                       # Pompey's stack marches out of Roma, Caesar's in:
            s.units[u] = (seat, kind, grade, "brundisium")     # the warning goes, a smaller box
        elif place == "massilia":
            s.units[u] = (seat, kind, grade, "roma")
    s.markers["roma"] = R.CAESAR
    host.refresh()
    host.draw()
    host.draw()
    after = _box(board)
    assert not any(warn for _t, warn in board.forum_lines()), board.forum_lines()
    assert after.right == before.right and after.top == before.top, (before, after)
    under = [k for r, k in board.painter.name_rects + board.painter.stack_rects if after.colliderect(r)]
    assert not under, under
