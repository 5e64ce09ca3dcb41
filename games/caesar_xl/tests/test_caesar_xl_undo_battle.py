"""Caesar XL: the move that ended a battle stands. Livia took the last hit of a battle in the
computer's turn; the result (plunder, a veteran) was up and Undo was live with no word of
why: taking back the hit would have fought again a battle whose dice and end everyone saw.
Undo is off past it, its tooltip saying why."""
from __future__ import annotations

import dataclasses
import random

import pytest

from games.caesar_xl import INFO
from games.caesar_xl import rules as R
from games.core.chance import CHANCE, sample
from games.core.record import Record
from games.core.registry import registered
from games.core.state import SeatInfo
from tests.app_kit import make_app, pump

SEATS = [SeatInfo("Livia", "human", None, "red"), SeatInfo("Marcus", "ai", "easy", "blue")]


@pytest.fixture(autouse=True)
def playable():
    with registered(dataclasses.replace(INFO, playable=True), "games.caesar_xl"):
        yield


def _ends_a_battle(events) -> bool:
    return any(isinstance(ev, R.Note) and ev.key in ("battle_won", "battle_over") for ev in events)


def _livia_ends_a_battle() -> list:
    """The actions of a game played by the engine at random up to a move of Livia's (seat 0)
    that ended a battle, that move last."""
    for seed in range(1, 200):
        s = R.new_game(2, seed, {"silver": True})
        rng = random.Random(seed)
        acts: list = []
        for _ in range(3000):
            if s.is_over():
                break
            seat = s.to_act()[0]
            if seat == CHANCE:
                a = sample(s.chance_outcomes(), rng)
            else:
                legal = s.legal_actions(seat)
                ends = [x for x in legal if isinstance(x, (R.EndPhase, R.Pass))]
                a = ends[0] if ends and rng.random() < 0.4 else rng.choice(legal)
            events = s.apply(seat, a)
            acts.append((seat, a))
            if seat == 0 and _ends_a_battle(events):
                return acts
    raise AssertionError("no game came to a battle ended by Livia's move")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_undo_is_off_past_a_battle_the_persons_move_ended(home, lang):
    app = make_app(home, size=(1280, 800), lang=lang)
    try:
        acts = _livia_ends_a_battle()
        game = app.push("game", record=Record("caesar_xl", SEATS, seed=1, options={"silver": True},
                                              actions=acts), autosave_on=False)
        game.auto = False
        pump(app, 3)
        assert game.session.undo_refusal(0) is None, "the rules alone would take the move back"
        why = game.undo_refusal()
        assert why is not None and why.key == "caesar_xl.ui.undo_battle_over", why
        game.update_undo_button()
        assert not game.undo_button.is_enabled
        assert game.render(why) in game._undo_tip
        assert not game.undo()
        assert len(game.session.record.actions) == len(acts)
    finally:
        app.quit()
