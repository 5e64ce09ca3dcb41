"""The battle panel's counters of Caesar XL at 1000x650 in Japanese: both forces at one size
(a force of 5 was drawn at half the size of the other's 4) and every name on one line
(「ポンペイウス」 broke into ポンペ/イウス inside its counter)."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from games.app.board import SimpleHost
from games.caesar_xl import INFO
from games.caesar_xl import rules as R
from games.caesar_xl.scene import Board
from games.caesar_xl.tests.test_caesar_xl_battle_panel import to_volley
from games.caesar_xl.tests.test_caesar_xl_battle_race_room import crowded_bottom
from games.caesar_xl.tests.xl_positions import CHANCE, position, put, volley_dice
from games.core.registry import registered


@pytest.fixture(autouse=True)
def playable():
    with registered(dataclasses.replace(INFO, playable=True), "games.caesar_xl"):
        yield


@pytest.mark.parametrize("size", [(1000, 650), (1280, 800)])
def test_both_forces_are_drawn_at_one_size_with_every_name_on_one_line(monkeypatch, size):
    s = position(phase="march", gold=(10, 0))
    s.sc = [None, None]
    put(s, R.CAESAR, "roma", "brutus", "cato", "cicero", "scipio", "legion")
    put(s, R.POMPEY, "roma", "pompey", "cassius", "legion", "legion")
    host = SimpleHost(state=s, lang="ja", viewer=R.CAESAR)
    board = host.attach(Board(host), size)
    assert host.apply(R.CAESAR, R.EndPhase())
    to_volley(host)
    for die in volley_dice(s, 0, 0):
        assert host.apply(CHANCE, die)
    host.settle()
    drawn: list[tuple[int, str, float, list]] = []
    real_words = board.painter.counter_words
    real = board.painter.draw_counter

    def spy(surface, centre, side, label, size=None, one_line=False):
        if size is not None:
            lines: list = []
            board.painter.counter_words = lambda *a: lines.append(real_words(*a)) or lines[-1]
            rect = real(surface, centre, side, label, size, one_line)
            board.painter.counter_words = real_words
            px = lines[0][1] if lines else board.painter.one_line_px(label, round(size), max(8, round(size * 0.36)))
            drawn.append((side, label, size, lines[0][0] if lines else [label], px))
            return rect
        return real(surface, centre, side, label, size, one_line)

    monkeypatch.setattr(board.painter, "draw_counter", spy)
    host.draw()
    assert {side for side, *_ in drawn} == {R.CAESAR, R.POMPEY} and len(drawn) == 9, drawn
    assert len({size for _, _, size, _, _ in drawn}) == 1, f"one size for both forces: {drawn}"
    for _side, label, size, lines, px in drawn:
        assert lines == [label], f"{label} broken on its counter: {lines}"
        assert board.texts.width(label, px, True) <= size * 0.92 + 1, (label, size, px)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_every_counter_of_a_big_force_is_drawn(monkeypatch, lang):
    """A force of 11 at 1000x650 in Japanese showed its first 4 counters only: the rows a force
    took were at most two, and a row that ran out of the column dropped the rest."""
    s = position(phase="march", gold=(10, 0))
    s.sc = [None, None]
    put(s, R.CAESAR, "roma", "caesar", "cassius", "cato", "legion", "legion", "legion", "legion",
        "legion", "legion", "legion", "legion")
    put(s, R.POMPEY, "roma", "ally")
    host = SimpleHost(state=s, lang=lang, viewer=R.CAESAR)
    board = host.attach(Board(host), (1000, 650))
    assert host.apply(R.CAESAR, R.EndPhase())
    to_volley(host)
    host.settle()
    drawn: list[int] = []
    real = board.painter.draw_counter

    def spy(surface, centre, side, label, size=None, one_line=False):
        if size is not None:
            drawn.append(side)
        return real(surface, centre, side, label, size, one_line)

    monkeypatch.setattr(board.painter, "draw_counter", spy)
    host.draw()
    assert drawn.count(R.CAESAR) == 11 and drawn.count(R.POMPEY) == 1, drawn


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("size", [(1000, 650), (1000, 700)])
@pytest.mark.parametrize("place", ["roma", "thessalonica", "antiochia"])
def test_thirteen_units_a_side_stay_inside_the_panel(monkeypatch, lang, size, place):
    """Thirteen units a side at a small window: every counter is drawn inside its side's column
    of the panel, above the rows of dice, none over another (they ran out of the panel)."""
    s = position(phase="march", gold=(10, 0))
    s.sc = [None, None]
    crowded_bottom(monkeypatch)
    put(s, R.CAESAR, place, "caesar", "cassius", "cato", *["legion"] * 8, "ally", "ally")
    put(s, R.POMPEY, place, "pompey", "labienus", "scipio", *["legion:veteran"] * 4, *["legion"] * 4,
        "ally", "ally")
    host = SimpleHost(state=s, lang=lang, viewer=R.CAESAR)
    board = host.attach(Board(host), size)
    assert host.apply(R.CAESAR, R.EndPhase())
    to_volley(host)
    host.settle()
    drawn: list[tuple[int, pygame.Rect]] = []
    real = board.painter.draw_counter

    def spy(surface, centre, side, label, size=None, one_line=False):
        if size is not None:
            r = pygame.Rect(0, 0, size, size)
            r.center = centre
            drawn.append((side, r))
        return real(surface, centre, side, label, size, one_line)

    monkeypatch.setattr(board.painter, "draw_counter", spy)
    for stage in ("before the dice", "after the light dice"):
        if stage != "before the dice":
            for die in volley_dice(s, 2, 1):
                assert host.apply(CHANCE, die)
            host.settle()
        drawn.clear()
        host.draw()
        sides = [side for side, _ in drawn]
        assert sides.count(R.CAESAR) == 13 and sides.count(R.POMPEY) == 13, (stage, sides)
        cols = board.battle_geom["cols"]
        light = board._row_y(cols[0], "light") - board.battle_geom["m"]["row"] // 2
        for k, (side, r) in enumerate(drawn):
            col = cols[0] if side == R.CAESAR else cols[1]
            assert col.contains(r), (stage, side, r, col)
            assert r.bottom <= light, (stage, side, r, light)
            assert not any(r.colliderect(o) for _, o in drawn[k + 1:]), (stage, side, r)
