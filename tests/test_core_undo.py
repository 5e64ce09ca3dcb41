"""Undo that cannot be abused: only one's own moves, never after anything was shown or drawn,
never past a move of another seat (a computer's answer included), and a reason for every refusal."""
import random

import pytest

from games.caesar import rules as caesar
from games.catilina import rules as catilina
from games.core.conformance import snapshot
from games.core.errors import IllegalAction
from games.core.record import Record
from games.core.session import Session
from games.core.state import SeatInfo
from games.imperium import rules as imperium
from tests import toy, toy_dice as dice

REASONS = {"core.err.nothing_to_undo", "core.err.undo_other", "core.err.undo_secret",
           "core.err.undo_hidden", "core.err.undo_chance"}


@pytest.fixture
def reg(monkeypatch):
    toy.register(monkeypatch)
    dice.register(monkeypatch)


def persons(n):
    return [SeatInfo(f"P{i + 1}") for i in range(n)]


def to_a_struggle(n_seats, seats, seed=1):
    """A Caesar session played at random until seat ``current`` can start a struggle."""
    session = Session(Record("caesar", seats, seed))
    rng = random.Random(seed)
    while True:
        state = session.state
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        fights = [a for a in legal if isinstance(a, caesar.Struggle)]
        if fights:
            return session, seat, fights[0]
        session.act(seat, rng.choice(legal))


# ----- the reasons ---------------------------------------------------------------------
def test_nothing_to_undo_at_the_start(reg):
    session = Session(Record("toy", persons(2), 1))
    assert session.undo_refusal(0).key == "core.err.nothing_to_undo"
    assert session.undo_group(0) == []


def test_the_defender_cannot_take_back_the_attackers_secret_card():
    """Caesar, two persons: the defender's undo took back the attacker's secret struggle card."""
    session, attacker, fight = to_a_struggle(2, persons(2))
    defender = 1 - attacker
    session.act(attacker, fight)
    card = session.state.legal_actions(attacker)[0]
    session.act(attacker, card)
    why = session.undo_refusal(defender)
    assert why.key == "core.err.undo_secret" and why.params["seat2"] == attacker
    assert "P%d" % (attacker + 1) in why.render("en", ["P1", "P2"])
    with pytest.raises(IllegalAction):
        session.undo(defender)
    assert session.record.actions[-1] == (attacker, card)
    assert session.undo_refusal(attacker) is None          # its maker may
    assert session.undo(attacker) == [(attacker, card)]
    # the other way round: the defender chose first; the attacker cannot take that back
    dcard = session.state.legal_actions(defender)[-1]
    session.act(defender, dcard)
    assert session.undo_refusal(attacker).key == "core.err.undo_secret"
    assert session.undo_refusal(defender) is None


def test_another_persons_move_since_blocks_undo():
    seats = [SeatInfo("A"), SeatInfo("Cato", "ai", "easy"), SeatInfo("C")]
    session = Session(Record("caesar", seats, 2))
    for seat in (0, 1, 2):
        session.act(seat, session.state.legal_actions(seat)[seat])
    why = session.undo_refusal(0)
    assert why.key == "core.err.undo_other" and why.params["seat2"] == 2
    assert session.undo_refusal(2) is None


def test_a_draw_since_blocks_undo(reg):
    session = Session(Record("dice", persons(2), 3))
    session.act(0, dice.Bet(1))
    session.act(1, dice.Bet(0))
    assert session.undo_refusal(1) is None                  # nothing drawn yet
    session.step_automatic()
    for seat in (0, 1):
        assert session.undo_refusal(seat).key == "core.err.undo_chance"
    session.act(0, session.state.legal_actions(0)[0])       # plays a card face up
    assert session.undo_refusal(0).key == "core.err.undo_hidden"


def test_every_reason_is_a_sentence_in_both_languages():
    from games.core.text import catalogue
    cat = catalogue()
    for key in REASONS:
        for lang in ("en", "ja"):
            assert key in cat[lang] and len(cat[lang][key]) > 10


# ----- anything that showed anyone something ends the right to undo ------------------------
def test_catilina_ask_everyone_cannot_be_undone():
    """1,698 of 2,364 asks were undoable: the asker saw who holds a matching card, then undid.

    An ask may be taken back now only when it showed nothing: in sixty worlds the
    asker cannot tell from the true one, the same seats would have to answer."""
    asks = undoable = shown_answerers = 0
    for seed in range(30):
        n = 3 + seed % 3
        session = Session(Record("catilina", persons(n), seed))
        rng = random.Random(seed)
        while session.state.to_act():
            seat = rng.choice(session.state.to_act())
            legal = session.state.legal_actions(seat)
            asks_now = [a for a in legal if isinstance(a, catilina.Ask)]
            action = rng.choice(asks_now if asks_now and rng.random() < 0.8 else legal)
            view = session.state.view_for(seat)
            events = session.act(seat, action)
            if not isinstance(action, catilina.Ask):
                continue
            asks += 1
            # (ruling: asking everyone shows who must choose a card, GiversSeen, so it is final)
            shown_answerers += any(isinstance(e, catilina.GiversSeen) for e in events)
            why = session.undo_refusal(seat)
            if why is not None:
                assert why.key == "core.err.undo_hidden"
                continue
            undoable += 1
            assert action.target == -1 and not events
            for k in range(60):
                world = view.determinize(seat, random.Random(k))
                world.apply(seat, action)
                assert world.to_act() == session.state.to_act(), "an undoable ask showed who must answer"
    assert asks > 100 and shown_answerers > 3 and undoable < asks // 20


def test_events_that_tell_something_are_marked():
    told = [caesar.CardsRevealed(0, 1, 3, 4), caesar.StruggleVoid(0, 1, 2, 3),
            caesar.StruggleWon(0, 1, 2, 3, 9, 8, 5), caesar.StruggleTied(0, 1, 2, 3, 7, 4),
            imperium.Revealed(1, ()), imperium.SelectionShown(0, (1, 2, 3), 0),
            catilina.Answered(0, 1, 2, False), catilina.Shown(0, 1, (3,), (0, 1)),
            catilina.Judged(0, 20, False), catilina.Revealed((1, 2)), catilina.Committed(2, True)]
    assert all(ev.reveals for ev in told), [type(ev).__name__ for ev in told if not ev.reveals]
    untold = [caesar.CardCommitted(0), caesar.StruggleDeclared(0, 1, 2, 3, 1, 1), catilina.Committed(2, False),
              imperium.Placed(0, (1,), (), 3)]
    assert not any(ev.reveals or ev.chance for ev in untold)


# ----- undo against the computer ------------------------------------------------------------
def test_the_computers_answer_ends_the_persons_undo(reg):
    """The computer's answer, once made, was shown: the person's move before it stands."""
    session = Session(Record("toy", [SeatInfo("Livia"), SeatInfo("Cato", "ai", "easy")], 4))
    session.act(0, toy.Hide(1))
    assert session.undo_group(0) == [(0, toy.Hide(1))]       # nothing answered yet
    session.act(1, toy.Guess(0))
    why = session.undo_refusal(0)
    assert why.key == "core.err.undo_other" and why.params["seat2"] == 1
    assert "Cato" in why.render("en", ["Livia", "Cato"]) and session.undo_group(0) == []
    with pytest.raises(IllegalAction):
        session.undo(0)
    assert session.record.actions == [(0, toy.Hide(1)), (1, toy.Guess(0))]


def test_caesar_the_computers_secret_card_ends_the_persons_undo():
    seats = [SeatInfo("Livia"), SeatInfo("Cato", "ai", "easy")]
    session, attacker, fight = next(found for seed in range(1, 30)
                                    for found in [to_a_struggle(2, seats, seed)] if found[1] == 0)
    session.act(0, fight)
    assert session.undo_refusal(0) is None                  # the computer has not answered yet
    session.act(1, session.state.legal_actions(1)[0])       # the computer's card, face down
    why = session.undo_refusal(0)
    assert why.key == "core.err.undo_other" and why.params["seat2"] == 1
    session.act(0, session.state.legal_actions(0)[0])       # both cards shown
    assert session.undo_refusal(0).key == "core.err.undo_hidden"


def two_bets_undone() -> Session:
    """A dice game of two persons whose bets were both taken back, the last first."""
    session = Session(Record("dice", persons(2), 1))
    session.act(0, dice.Bet(1))
    session.act(1, dice.Bet(0))
    session.undo(1)
    session.undo(0)
    return session


def test_two_undos_then_two_redos(reg):
    session = two_bets_undone()
    assert session.record.actions == [] and len(session.redo_stack) == 2
    session.redo()
    assert session.record.actions == [(0, dice.Bet(1))] and session.can_redo()
    session.redo()
    assert session.record.actions == [(0, dice.Bet(1)), (1, dice.Bet(0))] and not session.can_redo()


def test_redo_that_matches_the_next_move_keeps_the_rest(reg):
    session = two_bets_undone()
    session.act(0, dice.Bet(1))                     # the same move again: the rest stays
    assert session.can_redo() and session.redo_stack == [[(1, dice.Bet(0))]]
    session.undo(0)
    session.act(0, dice.Bet(0))                     # another move: the redo is gone
    assert not session.can_redo()


# ----- the property: an undo never takes back anything that showed anyone anything ---------------
GAMES = [("toy", 2), ("dice", 2), ("dice", 3), ("caesar", 2), ("caesar", 3), ("imperium", 2),
         ("imperium", 3), ("catilina", 3), ("catilina", 4)]


def _kinds(game, n, rng, mixed):
    if not mixed:
        return persons(n)
    out = [SeatInfo("P1")] + [SeatInfo(f"P{i + 1}") if rng.random() < 0.5 else SeatInfo(f"C{i + 1}", "ai", "easy")
                              for i in range(1, n)]
    if game == "dice" and rng.random() < 0.5:
        out[-1] = SeatInfo("Tiro", "script", "tiro")
    return out


@pytest.mark.parametrize("mixed", [False, True], ids=["persons", "mixed"])
@pytest.mark.parametrize("game,n", GAMES)
def test_no_undo_ever_takes_back_something_shown(reg, game, n, mixed):
    undos = 0
    for seed in range(6 if game in ("toy", "dice") else 3):
        rng = random.Random(seed * 101 + n)
        seats = _kinds(game, n, rng, mixed)
        session = Session(Record(game, seats, seed))
        steps = 0
        while session.state.to_act() and steps < (120 if game == "catilina" else 250):
            steps += 1
            if session.pending_automatic() is not None:
                session.step_automatic()
                continue
            seat = rng.choice(session.state.to_act())
            legal = session.state.legal_actions(seat)
            calm = [a for a in legal if not isinstance(a, catilina.Accuse)]   # long Catilina games
            session.act(seat, rng.choice(calm if calm and rng.random() < 0.95 else legal))
            who = rng.choice([i for i, s in enumerate(seats) if s.is_person])
            why = session.undo_refusal(who)
            if why is not None:
                assert why.key in REASONS and why.render("ja", [s.name for s in seats])
                continue
            group = session.undo_group(who)
            start = len(session.record.actions) - len(group)
            assert group == session.record.actions[-1:] and group[0][0] == who, \
                "an undo takes back the undoer's own move, the last one made, nothing after it"
            for ev in (e for evs in session.events[start:] for e in evs):
                assert not (ev.reveals or ev.chance), f"undo would take back {ev!r}"
                assert ev.audience is None or set(ev.audience) <= {s for s, _ in group}, \
                    f"{ev!r} was shown to a seat outside the group"
            if rng.random() < 0.4:
                before = snapshot(session.state)
                session.undo(who)
                undos += 1
                if rng.random() < 0.5:
                    session.redo()
                    assert snapshot(session.state) == before
    assert undos > 0


def test_undo_of_a_recent_move_replays_nothing(monkeypatch):
    """The session keeps the states before its last actions: undo and the checks of what a move
    showed start there (a game of Caesar XL replays in a tenth of a second)."""
    session = Session(Record("caesar", persons(2), 4))
    rng = random.Random(4)
    for _ in range(200):
        seat = session.state.to_act()[0]
        session.act(seat, rng.choice(session.state.legal_actions(seat)))
        if len(session.record.actions) > 20 and session.can_undo(seat):
            break
    assert session.can_undo(seat)
    session._plans.clear()                 # the plan is made afresh, under the watch below
    expected = Record("caesar", persons(2), 4)
    expected.actions = list(session.record.actions[:-1])

    def replayed(self, *args):
        raise AssertionError("the record was replayed")
    monkeypatch.setattr(Record, "replay", replayed)
    session.undo(seat)
    monkeypatch.undo()
    assert snapshot(session.state) == snapshot(expected.replay())
