"""The battle panel and the Forum race's box share the map: when the race's box stands at the
map's top right (its bottom crowded) and the battle is in the east, the panel still draws
whole, with its Close button on it, and the race's box keeps off it (in both languages).
(The panel was cut to the room above the race's box: no height, words floating over the map.)"""
from __future__ import annotations

import pygame
import pytest

from games.app.board import SimpleHost
from games.app.board.host import HostSeat
from games.caesar_xl import rules as R
from games.caesar_xl.scene import Board
from games.caesar_xl.tests.xl_positions import CHANCE, position, put, volley_dice

SEATS = [HostSeat("Livia", kind="human"), HostSeat("Marcus", kind="human")]


def east_battle():
    """Caesar's stack attacks Pompey's in Antiochia at the start of Combat."""
    s = position(phase="march", gold=(10, 0))
    put(s, R.CAESAR, "antiochia", "legion", "legion", "legion:veteran", "ally", "caesar")
    put(s, R.POMPEY, "antiochia", "legion", "legion", "ally", "pompey")
    return s


def crowded_bottom(monkeypatch):
    """The map's bottom band full of names (the race's box goes to the top right)."""
    plain = Board.race_avoid

    def avoid(self, mapr):
        band = pygame.Rect(mapr.x, mapr.bottom - mapr.h // 3, mapr.w, mapr.h // 3)
        return plain(self, mapr) + [band.move(dx, 0) for dx in (0, 1, 2)]
    monkeypatch.setattr(Board, "race_avoid", avoid)


def play_to_result(host):
    s = host.state
    while s.battle is not None:
        seat = s.to_act()[0]
        if seat == CHANCE:
            for die in volley_dice(s, len(s.firers(s.todo[0][1])[0]), 0):
                assert host.apply(CHANCE, die)
        else:
            acts = s.legal_actions(seat)
            assert host.apply(seat, R.Pass() if R.Pass() in acts else acts[0])


def battle_stages(host):
    """The March phase ended into a battle: yields "fought" with the battle drawn, then
    "result" with it played to its result and drawn."""
    assert host.apply(R.CAESAR, R.EndPhase())
    for stage in ("fought", "result"):
        if stage == "result":
            play_to_result(host)
        host.settle()
        host.draw()
        host.draw()
        yield stage


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1280, 800), (1000, 700)])
def test_the_panel_draws_whole_and_the_race_box_keeps_off_it(lang, size, monkeypatch):
    crowded_bottom(monkeypatch)
    host = SimpleHost(state=east_battle(), lang=lang, viewer=R.CAESAR, seats=SEATS)
    board = host.attach(Board(host), size)
    for stage in battle_stages(host):
        panel, race, m = board.battle_geom["rect"], board.forum_geom["rect"], board.battle_geom["m"]
        assert panel.h >= min(m["need"], board.geom["map"].h - 16), (stage, panel, m["need"])
        assert board.geom["map"].contains(panel), (stage, panel)
        assert not panel.colliderect(race), (stage, panel, race)
        assert panel.contains(board.battle_geom["close"]), stage
        assert board.drawn_fight is not None


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_death_banner_keeps_off_the_race_box(lang, monkeypatch):
    """The banner of Pompey's death in the battle stands beside the race's box (it covered its
    military-victory warning), and off the battle panel."""
    crowded_bottom(monkeypatch)
    host = SimpleHost(state=east_battle(), lang=lang, viewer=R.CAESAR, seats=SEATS)
    board = host.attach(Board(host), (1280, 800))
    assert host.apply(R.CAESAR, R.EndPhase())
    play_to_result(host)
    assert any("Pompe" in t or "ポンペイウス" in t for t, _line in board.drawn_banners), board.drawn_banners
    for _ in range(400):
        host.tick(0.02)
        host.draw()
        if board.before is None:
            break
    banner = board.banner_rect()
    assert not banner.colliderect(board.forum_geom["rect"]), (banner, board.forum_geom["rect"])
    assert not banner.colliderect(board.battle_geom["rect"]), (banner, board.battle_geom["rect"])
