"""The battle panel's band for the tactics cards is never an empty strip: under each side's
name it gives the cards played with their effect, "No tactics card" once the side has passed
(or the battle is over without one), and that the side has not chosen yet while it may still
play one."""
from __future__ import annotations

import pytest

from games.app.board import SimpleHost
from games.caesar_xl import rules as R
from games.caesar_xl.scene import Board
from games.caesar_xl.tests.test_caesar_xl_battle_panel import _drive_battle
from games.caesar_xl.tests.xl_positions import position, put


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_tactics_band_says_no_card_or_not_chosen_yet(lang):
    s = position(phase="march", gold=(10, 0))
    put(s, R.CAESAR, "massilia", "legion", "legion", "legion")
    put(s, R.POMPEY, "massilia", "legion", "legion")
    host = SimpleHost(state=s, lang=lang, viewer=R.CAESAR)
    board = host.attach(Board(host), (1280, 800))
    none, pending = board.tr("caesar_xl.ui.fight.no_card"), board.tr("caesar_xl.ui.fight.card_pending")
    assert host.apply(R.CAESAR, R.EndPhase())
    host.settle()
    host.draw()
    assert s.todo[0] == ("tactic", R.CAESAR)
    assert board.drawn_fight["band"] == [pending, pending]
    assert host.apply(R.CAESAR, R.Pass())
    host.settle()
    host.draw()
    assert board.drawn_fight["band"] == [none, pending], "Caesar passed; Pompey still chooses"
    _drive_battle(host, [(1, 1), (1, 1)])
    host.settle()
    host.draw()
    assert s.battle is None and board.drawn_fight is not None
    assert board.drawn_fight["band"] == [none, none], "the result keeps saying no card was played"
