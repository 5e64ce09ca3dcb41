"""The Forum race's box covers no place's name and no stack, in the game screen's board at
1280x800, 1000x700 and 1000x650, in both languages: it moves along the map's bottom, else
along its top, and what still does not fit goes to its tooltip. (At 1000x700 it covered
Gaetuli, and with its warning other names.)"""
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


def _opening():
    return new_game(2, 0, {"silver": True})


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(973, 716), (760, 616), (760, 566)])
@pytest.mark.parametrize("make", [_opening, lambda: _two_phases_from_a_win(gold=4)], ids=["opening", "warning"])
def test_the_race_box_covers_no_name_and_no_stack(lang, size, make):
    host = SimpleHost(state=make(), lang=lang, viewer=R.CAESAR, seats=SEATS)
    board = host.attach(Board(host), size)
    host.draw()
    box = board.forum_geom["rect"]
    under = [(key, r) for r, key in board.painter.name_rects + board.painter.stack_rects if box.colliderect(r)]
    assert not under, (box, under)
    assert board.geom["map"].contains(box), (box, board.geom["map"])
    drawn = [t for t, *_ in board.forum_geom["lines"]]
    tip = next(h.tip for h in board.hotspots if h.key == ("forum_race",))
    assert all(t in drawn or t in tip for t, _warn in board.forum_lines()), (drawn, tip)
    if make is not _opening and size[0] > 900:
        assert any(warn for _t, warn, _px, _n in board.forum_geom["lines"]), "the warning stays in sight"


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(973, 716), (760, 566)])
def test_the_race_box_goes_inland_when_both_edges_are_full_of_names(lang, size, monkeypatch):
    """At the board of a 1000x650 or 1000x700 window, with names all along the map's bottom and
    top, the box with its warning covered a name although a spot over the sea covered none: it
    takes that spot, covering no name, no stack and no place's mark."""
    plain, rooms = Board.race_avoid, Board.home_rooms

    def edges(mapr):
        return [pygame.Rect(mapr.x, mapr.bottom - mapr.h // 6, mapr.w, mapr.h // 6),
                pygame.Rect(mapr.x, mapr.y, mapr.w, mapr.h // 6)]

    def avoid(self, mapr):
        return plain(self, mapr) + edges(mapr)
    monkeypatch.setattr(Board, "race_avoid", avoid)
    monkeypatch.setattr(Board, "home_rooms", lambda self, mapr: rooms(self, mapr) + edges(mapr))
    host = SimpleHost(state=_two_phases_from_a_win(gold=4), lang=lang, viewer=R.CAESAR, seats=SEATS)
    board = host.attach(Board(host), size)
    mapr = board.geom["map"]
    box, lines = board.race_box(mapr)
    assert any(warn for _t, warn, _px, _n in lines), "the warning stays in sight"
    assert box.collidelist(avoid(board, mapr)) < 0, box
    p = board.painter
    marks = [pygame.Rect(0, 0, 2 * p.city_radius(), 2 * p.city_radius()) for _ in R.PLACES]
    for m, place in zip(marks, R.PLACES):
        m.center = p.screen_point(place)
        assert not box.colliderect(m), (place, box)
    assert mapr.contains(box)
