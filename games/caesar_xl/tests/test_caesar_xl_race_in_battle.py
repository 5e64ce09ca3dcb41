"""The Forum race's box keeps its home during a battle: it went from the map's top right to its
bottom left whenever the battle panel wanted the top, and back after, two places within one turn;
and at a small window the panel stood over its red warnings. The box stays where it stood before
the battle, and the panel stands clear of it (its warnings read all through the battle)."""
from __future__ import annotations

import pygame
import pytest

from games.app.board import SimpleHost
from games.app.board.host import HostSeat
from games.caesar_xl import rules as R
from games.caesar_xl.scene import Board
from games.caesar_xl.tests.test_caesar_xl_battle_race_room import battle_stages
from games.caesar_xl.tests.xl_positions import position, put

SEATS = [HostSeat("Livia", kind="human"), HostSeat("Marcus", kind="human")]


def battle_with_a_warning(place: str):
    """Caesar's stack attacks Pompey's in ``place`` at the end of the March phase, while Marcus
    stands at Optimates 5 holding Roma with Senatus Consultum Ultimum face up (a red warning)."""
    s = position(phase="march", gold=(10, 1), markers={"roma": R.POMPEY})
    put(s, R.CAESAR, place, "legion", "legion", "legion:veteran", "ally", "caesar")
    put(s, R.POMPEY, place, "legion", "legion", "ally", "pompey")
    put(s, R.POMPEY, "roma", "cato", "brutus", "legion")
    s.forum = ["senatus_consultum_ultimum"]
    s.deck.draw("senatus_consultum_ultimum")
    return s


def anchor(box, board) -> tuple:
    """The corner the race's box hangs from (its lines may change: a leader killed in the battle)."""
    low = box.centery > board.geom["map"].centery
    return ("low", box.left, box.bottom) if low else ("high", box.right, box.top)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1280, 800), (1000, 700), (1000, 650)])
@pytest.mark.parametrize("place", ["nova_carthago", "antiochia"])
def test_the_race_box_stays_home_and_its_warnings_in_sight_through_a_battle(lang, size, place):
    host = SimpleHost(state=battle_with_a_warning(place), lang=lang, viewer=R.CAESAR, seats=SEATS)
    board = host.attach(Board(host), size)
    host.draw()
    host.draw()
    home = pygame.Rect(board.forum_geom["rect"])
    assert board.forum_geom["warn_boxes"], "a red warning in the box"
    for stage in battle_stages(host):
        assert board.battle_up(), stage
        panel, race = board.battle_geom["rect"], board.forum_geom["rect"]
        assert anchor(race, board) == anchor(home, board), (stage, home, race)
        assert not panel.colliderect(race), (stage, panel, race)
        assert all(not panel.colliderect(w) for w in board.forum_geom["warn_boxes"]), stage
        assert board.geom["map"].contains(panel), (stage, panel)
        m = board.battle_geom["m"]
        assert panel.h >= min(m["need"], board.geom["map"].h - 16), (stage, panel, m["need"])
        assert panel.contains(board.battle_geom["close"]), stage
