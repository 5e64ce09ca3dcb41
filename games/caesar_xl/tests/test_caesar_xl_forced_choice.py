"""Caesar XL: a choice forced on a side in the other side's turn (barbarians plundered gold it
lacks, so it removes units) says what the choice is. The bar and the turn box said only "click
a lit place on the map" with five cities lit; only the advice told that a unit must go."""
from __future__ import annotations

import dataclasses

import pytest

from games.app.board import SimpleHost
from games.caesar_xl import INFO
from games.caesar_xl import rules as R
from games.caesar_xl.scene import Board
from games.caesar_xl.tests.xl_positions import position, put
from games.core.registry import registered


@pytest.fixture(autouse=True)
def playable():
    with registered(dataclasses.replace(INFO, playable=True), "games.caesar_xl"):
        yield


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1280, 800), (1000, 700)])
def test_a_forced_removal_says_what_it_is(lang, size):
    s = position(phase="draw", active=R.POMPEY, gold=(0, 8))
    for place in ("roma", "athenae", "utica", "corduba", "antiochia", "pergamum"):     # (five lit cities and more)
        put(s, R.CAESAR, place, "legion", "legion:veteran", "ally")
    s.todo = (("lose", R.CAESAR, "", 6, "swords"),)
    host = SimpleHost(state=s, lang=lang, viewer=R.CAESAR)
    board = host.attach(Board(host), size)
    host.settle()
    host.draw()
    assert board.geom.get("more"), "the units to remove are chosen on the map"
    what = board.tr("caesar_xl.prompt.lose_swords", n=6)
    assert what in host.render(board.prompt_msg()), host.render(board.prompt_msg())
    # the top bar keeps the prompt (the board adds no hint that would stand in its place)
    assert board.hint() is None
    assert what in host.render(s.prompt(R.CAESAR))
