"""The Caesar XL battle panel, headless: a big force's two rows of counters keep clear of the
dice rows under them (in both languages), and a game loaded in the middle of a battle shows
what the record says of it (the rounds before, the units lost)."""
from __future__ import annotations

import dataclasses

import pytest

from games.app.board import SimpleHost
from games.caesar_xl import INFO
from games.caesar_xl import rules as R
from games.caesar_xl.scene import Board
from games.caesar_xl.tests.xl_positions import CHANCE, position, put, volley_dice
from games.core.registry import registered


@pytest.fixture(autouse=True)
def playable():
    with registered(dataclasses.replace(INFO, playable=True), "games.caesar_xl"):
        yield


def big_battle():
    """Caesar's thirteen pieces attack Pompey's four in Massilia, at the start of Combat."""
    s = position(phase="march", gold=(10, 0))
    put(s, R.CAESAR, "massilia", *(["legion"] * 5 + ["legion:veteran"] * 3 + ["ally"] * 3 + ["caesar", "antonius"]))
    put(s, R.POMPEY, "massilia", "legion", "legion", "ally", "pompey")
    return s


def to_volley(host):
    """Pass the tactics cards until the next step awaits its dice."""
    s = host.state
    while not (s.todo and s.todo[0][0] == "dice"):
        seat = s.to_act()[0]
        assert seat != CHANCE, s.todo
        assert host.apply(seat, R.Pass() if R.Pass() in s.legal_actions(seat) else s.legal_actions(seat)[0])


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_two_rows_of_counters_keep_clear_of_the_dice_rows(lang):
    s = big_battle()
    host = SimpleHost(state=s, lang=lang, viewer=R.CAESAR)
    board = host.attach(Board(host), (1280, 800))
    assert host.apply(R.CAESAR, R.EndPhase())
    to_volley(host)
    for die in volley_dice(s, 2, 1):
        assert host.apply(CHANCE, die)
    host.settle()
    host.draw()
    fight = board.drawn_fight
    assert fight is not None and ("light", 0) in fight["rows"], "the light step's dice are drawn"
    for k in (0, 1):
        counters_end, dice_top = fight["below"][k]
        assert counters_end <= dice_top, f"side {k}: counters end at {counters_end}, the dice begin at {dice_top}"
