"""A scripted seat (the rulebook's own opponent): the engine makes its moves, its hidden
order deck stays hidden, the session plays it one step at a time, and records, replay,
undo and the command line treat it like any seat (on the dice game of ``tests/toy_dice.py``)."""
import json
import random

import pytest

from games.core import cli
from games.core.chance import CHANCE, Imposed, seeded_source
from games.core.conformance import snapshot
from games.core.errors import IllegalAction, RecordError
from games.core.record import Record, script_ids
from games.core.session import Session
from games.core.state import GameInfo, SeatInfo
from tests import toy_dice as dice


@pytest.fixture
def reg(monkeypatch):
    dice.register(monkeypatch)


def solo(seed=1):
    return Record("dice", [SeatInfo("Livia"), SeatInfo("Tiro", "script", "tiro")], seed)


def test_seat_kinds_and_declared_scripts():
    s = SeatInfo("Tiro", "script", "tiro")
    assert s.is_script and not s.is_ai and not s.is_person
    assert SeatInfo.from_json(json.loads(json.dumps(s.to_json()))) == s
    assert SeatInfo("Livia").is_person and SeatInfo("Cato", "ai", "easy").is_ai
    assert dice.INFO.scripted == ("tiro",) and GameInfo("x", 1, 2, 5).scripted == ()
    assert dice.INFO.script_label("tiro").key == "dice.script.tiro"
    assert script_ids([SeatInfo("A"), SeatInfo("B")]) is None


def test_the_engine_knows_its_scripted_seats_from_the_record(reg):
    state = solo().new_state()
    assert state.scripted_seats() == (1,)
    assert Record("dice", [SeatInfo("A"), SeatInfo("B")], 1).new_state().scripted_seats() == ()
    with pytest.raises(RecordError):
        Record("dice", [SeatInfo("A"), SeatInfo("B", "script", "crassus")], 1).new_state()
    with pytest.raises(RecordError):
        Record("caesar", [SeatInfo("A"), SeatInfo("B", "script", "tiro")], 1).new_state()


def test_the_session_plays_chance_and_script_one_step_at_a_time(reg):
    session = Session(solo(), chance=Imposed([dice.Order(1, "shy")], then=seeded_source(1)))
    assert session.pending_automatic() == CHANCE
    seat, action, events = session.step_automatic()
    assert (seat, action) == (CHANCE, dice.Order(1, "shy"))
    assert session.pending_automatic() is None and session.state.to_act() == (0,)
    session.act(0, dice.Bet(1))
    assert len(session.record.actions) == 2, "act must not play the scripted seat by itself"
    assert session.pending_automatic() == 1
    seat, action, events = session.step_automatic()
    assert (seat, action) == (1, dice.Bet(0)), "shy and not behind: the script bets 0"
    assert session.pending_automatic() == CHANCE
    with pytest.raises(IllegalAction) as info:
        Session(Record("dice", [SeatInfo("A"), SeatInfo("B")], 1)).step_automatic()
    assert info.value.msg.key == "core.err.nothing_automatic"


def test_only_the_scripted_move_is_legal_for_a_scripted_seat(reg):
    session = Session(solo(), chance=Imposed([dice.Order(1, "bold")]))
    session.step_automatic()
    session.act(0, dice.Bet(0))
    assert session.state.legal_actions(1) == [dice.Bet(1)] == [session.state.scripted_action(1)]
    with pytest.raises(IllegalAction):
        session.act(1, dice.Bet(0))
    session.act(1, dice.Bet(1))                 # the scripted move itself may be given
    assert session.record.actions[-1] == (1, dice.Bet(1))


def test_the_scripts_order_deck_is_hidden_from_the_others(reg):
    pictures = set()
    for kind in ("bold", "shy"):
        session = Session(solo(), chance=Imposed([dice.Order(1, kind)]))
        session.step_automatic()
        view = session.state.view_for(0)
        assert view.orders[1] == dice.HIDDEN and view.order_decks[1] is None
        assert session.state.view_for(1).orders[1] == kind
        pictures.add((snapshot(view), snapshot(session.state.view_for(None))))
        text = " ".join(e.msg.render("en", ["A", "B"]) for e in session.log(0) + session.log(None))
        assert "bold" not in text and "shy" not in text
    assert len(pictures) == 1, "the other seat's view must not depend on the hidden order"


def test_a_game_with_a_scripted_seat_replays_and_round_trips(reg):
    session = Session(solo(seed=7))
    rng = random.Random(2)
    while session.state.to_act():
        steps = session.run_automatic()
        assert all(seat in (CHANCE, 1) for seat, _, _ in steps)
        if session.state.to_act():
            session.act(0, rng.choice(session.state.legal_actions(0)))
    seats = {s for s, _ in session.record.actions}
    assert seats == {CHANCE, 0, 1}
    back = Record.from_json(json.loads(json.dumps(session.record.to_json())))
    assert back.seats[1].is_script and back.actions == session.record.actions
    assert snapshot(Session(back, chance=lambda o, i: 1 / 0).state) == snapshot(session.state)


def test_selfplay_plays_a_scripted_opponent(reg, monkeypatch):
    import games
    monkeypatch.setattr(cli, "info", games.info)
    monkeypatch.setattr(cli, "rules", games.rules)
    seats = cli.parse_seats("random,script:tiro")
    assert seats[1] == SeatInfo("tiro2", "script", "tiro")
    session = cli.play_one("dice", seats, 5)
    assert session.state.is_over() and any(s == 1 for s, _ in session.record.actions)


def test_a_scripted_move_that_showed_nothing_still_ends_the_persons_undo(reg):
    """The script is behind, so it bets 1 whatever its hidden order: its bet showed nothing,
    yet it was made and shown, so the person's bet before it stands."""
    highest = lambda outcomes: outcomes[-1][0]      # noqa: E731
    # round 1: the person scores, the script rolls 1 and scores nothing
    session = Session(solo(), chance=Imposed([dice.Order(1, "shy"), highest, dice.Roll(6), highest,
                                              dice.Roll(1), dice.Order(1, "shy")]))
    session.step_automatic()
    session.act(0, dice.Bet(0))
    session.step_automatic()
    session.step_automatic()
    session.act(0, dice.Play(max(session.state.hands[0])))
    session.run_automatic()
    assert session.state.round == 2 and session.state.score[0] > session.state.score[1] == 0
    session.act(0, dice.Bet(0))
    assert session.undo_group(0) == [(0, dice.Bet(0))]     # before the script answered
    session.step_automatic()
    assert session.record.actions[-1] == (1, dice.Bet(1)), "behind: the script bets 1"
    why = session.undo_refusal(0)
    assert why is not None and why.key == "core.err.undo_other" and why.params["seat2"] == 1
    with pytest.raises(IllegalAction):
        session.undo(0)
