"""The Forum balance shown while a stack marches is the game's: the leaders on the road still
count, in the race's box and in the side panel, and so do the cities its units hold
(Optimates 4 read 1 during Pompey's march, then 4 again once he arrived)."""
from __future__ import annotations

import dataclasses

import pytest

from games.app.board import SimpleHost
from games.caesar_xl import INFO
from games.caesar_xl import rules as R
from games.caesar_xl import scene_side as scene_module
from games.caesar_xl.scene import Board
from games.caesar_xl.tests.xl_positions import position, put
from games.core.registry import registered


@pytest.fixture(autouse=True)
def playable():
    with registered(dataclasses.replace(INFO, playable=True), "games.caesar_xl"):
        yield


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_leaders_on_the_road_still_count_in_the_balance_shown(lang, monkeypatch):
    s = position(phase="march", active=R.POMPEY, gold=(0, 10))
    units = put(s, R.POMPEY, "athenae", "pompey", "cato", "brutus", "legion")
    put(s, R.CAESAR, "massilia", "caesar", "legion")
    rows_drawn: list[list[str]] = []
    plain = scene_module.side_rows

    def side_rows(tr, view, seat, short=False):
        rows = plain(tr, view, seat, short)
        rows_drawn.append(rows)
        return rows
    monkeypatch.setattr(scene_module, "side_rows", side_rows)
    host = SimpleHost(state=s, lang=lang, viewer=R.POMPEY)
    board = host.attach(Board(host), (1280, 800))
    host.draw()
    race, sides = list(board.drawn_race_rows), rows_drawn[-4:]
    balance = (s.balance(R.CAESAR), s.balance(R.POMPEY))
    move = next(a for a in s.legal_actions(R.POMPEY) if isinstance(a, R.Move) and a.units == tuple(units)
                and not a.fleet and len(a.path) >= 1)
    assert host.apply(R.POMPEY, move)
    assert (s.balance(R.CAESAR), s.balance(R.POMPEY)) == balance
    march = board.drawn_marches[-1]
    for _ in range(200):                     # the march under way, its leaders on the road
        host.tick(0.02)
        if 0.0 < march.t < 0.9:
            break
    assert 0.0 < march.t < 0.9, f"the march has begun and is not over: t={march.t}"
    assert board.before is not None and not board.before.leaders_of(R.POMPEY), "the leaders are lifted"
    host.draw()
    assert board.drawn_race_rows == race
    assert rows_drawn[-4:] == sides
