"""The log says a side has no Supreme Commander once, and only when it is true: Pompey falling
with Cato alive passes the command to Cato ("Cato becomes Marcus's Supreme Commander"), and
Pompey and Cato falling in one battle say "no Supreme Commander now" once (it was said after
Pompey's death while Cato held the command, then again after Cato's)."""
from __future__ import annotations

import pytest

from games.caesar_xl import rules as R
from games.caesar_xl.tests.test_caesar_xl_battle_log import Played
from games.caesar_xl.tests.xl_positions import CHANCE, position, put, volley_dice

GONE = {"en": "Marcus has no Supreme Commander now.", "ja": "Marcusの最高司令官がいなくなる。"}
CATO = {"en": "Cato becomes Marcus's Supreme Commander.", "ja": "カトがMarcusの最高司令官になる。"}


def battle(pompey_stack: list[str], elsewhere: list[str]) -> Played:
    """Caesar's four legions crush Pompey's stack in Massilia in one volley."""
    s = position(phase="march", gold=(10, 0))
    s.sc[R.POMPEY] = "pompey"
    put(s, R.CAESAR, "massilia", "legion", "legion", "legion", "legion", "legion")
    put(s, R.POMPEY, "massilia", *pompey_stack)
    if elsewhere:
        put(s, R.POMPEY, "roma", *elsewhere)
    game = Played(s)
    game.act(R.CAESAR, R.EndPhase())
    while s.battle is not None:
        seat = s.to_act()[0]
        if seat == CHANCE:
            for die in volley_dice(s, len(s.firers(s.todo[0][1])[0]), 0):
                game.act(CHANCE, die)
        else:
            acts = s.legal_actions(seat)
            game.act(seat, R.Pass() if R.Pass() in acts else acts[0])
    return game


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_pompey_and_cato_falling_together_lose_the_command_once(lang):
    game = battle(["legion", "pompey", "cato", "brutus"], [])
    log = game.merged(lang)
    assert game.state.sc[R.POMPEY] is None
    assert log.count(GONE[lang]) == 1, log
    assert CATO[lang] not in log, log


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_pompey_falling_passes_the_command_to_cato(lang):
    game = battle(["legion", "pompey"], ["legion", "cato"])
    log = game.merged(lang)
    assert game.state.sc[R.POMPEY] == "cato"
    assert GONE[lang] not in log, log
    assert log.count(CATO[lang]) == 1, log
