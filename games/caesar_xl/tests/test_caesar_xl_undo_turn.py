"""Caesar XL against the computer: a retreat Livia chose in the computer's Combat phase stands
once the computer has moved after it (its supply, its end of turn, all shown on the screen).
At the start of her turn Undo is disabled and its tooltip says why: Marcus has acted since.
"""
from __future__ import annotations

import dataclasses
import random

import pytest

from games.caesar_xl import INFO
from games.caesar_xl import rules as R
from games.caesar_xl.tests.xl_positions import CHANCE
from games.core.actions import Action
from games.core.chance import sample
from games.core.record import Record
from games.core.registry import registered
from games.core.session import Session
from games.core.state import SeatInfo

SEATS = [SeatInfo("Livia", "human", None, "red"), SeatInfo("Marcus", "ai", None, "blue")]


@pytest.fixture(autouse=True)
def playable():
    with registered(dataclasses.replace(INFO, playable=True), "games.caesar_xl"):
        yield


def _computers_move(st: R.State) -> Action:
    """The computer ends what it may end, else stays, else makes its first move."""
    legal = st.legal_actions(R.POMPEY)
    return next((a for a in legal if isinstance(a, R.EndPhase)),
                next((a for a in legal if isinstance(a, R.Pass)), legal[0]))


def _retreat_then_the_computers_moves() -> tuple[Session, int]:
    """A game played at random until Livia retreats in the computer's Combat phase, then the
    computer alone moves (no dice, no card drawn) until Livia is to act again; with the index
    of her retreat in the record."""
    for seed in range(1, 120):
        rng = random.Random(seed)
        session = Session(Record("caesar_xl", SEATS, seed=seed, options={"silver": True}))
        for _ in range(4000):
            st = session.state
            if st.is_over() or st.turn_no > 8:
                break
            t = st.todo[0] if st.todo else None
            retreats = [a for a in st.legal_actions(R.CAESAR) if isinstance(a, R.Retreat)] \
                if t == ("retreat", R.CAESAR) and st.active == R.POMPEY else []
            if retreats:
                session.act(R.CAESAR, retreats[0])
                at = len(session.record.actions) - 1
                assert session.undo_refusal(R.CAESAR) is None, "nothing after the retreat yet"
                while session.state.to_act() and session.state.to_act()[0] == R.POMPEY:
                    session.act(R.POMPEY, _computers_move(session.state))
                if session.state.to_act() and session.state.to_act()[0] == R.CAESAR \
                        and len(session.record.actions) > at + 1:
                    return session, at
                break
            who = st.to_act()[0]
            if who == CHANCE:
                session.act(CHANCE, sample(st.chance_outcomes(), rng))
                continue
            legal = st.legal_actions(who)
            ends = [a for a in legal if isinstance(a, R.EndPhase)]
            stay = [a for a in legal if isinstance(a, R.Pass)] if t is not None and t[0] == "retreat" else []
            session.act(who, stay[0] if stay else ends[0] if ends and rng.random() < 0.3 else rng.choice(legal))
    raise AssertionError("no game came to a retreat of Livia's followed by the computer's moves alone")


def test_the_computers_moves_after_a_retreat_end_its_undo():
    session, at = _retreat_then_the_computers_moves()
    assert all(s == R.POMPEY for s, _ in session.record.actions[at + 1:])
    why = session.undo_refusal(R.CAESAR)
    assert why is not None and why.key == "core.err.undo_other" and why.params["seat2"] == R.POMPEY
    assert session.undo_group(R.CAESAR) == []


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_undo_is_disabled_at_the_start_of_the_persons_turn_and_says_why(app, lang):
    from tests.app_kit import pump_until
    session, at = _retreat_then_the_computers_moves()
    record = session.record
    n = len(record.actions)
    app.set_lang(lang)
    game = app.push("game", record=record, autosave_on=False)
    pump_until(app, lambda: game.undo_seat() == R.CAESAR, what="Livia at the screen")
    game.update_undo_button()
    why = game.undo_refusal()
    assert why is not None and why.key == "core.err.undo_other"
    assert not game.undo_button.is_enabled, "Undo is lit over the computer's finished turn"
    said = game.render(why)
    assert "Marcus" in said and said in game._undo_tip
    assert not game.undo()
    assert len(record.actions) == n and record.actions[at][0] == R.CAESAR
