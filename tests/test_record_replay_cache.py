"""A record's replay keeps checkpoints; a replay from them equals a replay from the start.

Autosaves, the undo checks and the replay screen replay a record again and again
while a game grows by one action or is taken back: :meth:`Record.replay` starts
from the last checkpoint whose actions are still the record's. These tests play
random games of every game, grow, shorten and change the record, and compare each
replay with one of a fresh copy (no checkpoints).
"""
from __future__ import annotations

import random

import pytest

from games.core import record as record_module
from games.core.conformance import snapshot
from games.core.players import random_action
from games.core.record import Record
from games.core.registry import all_game_ids, info
from games.core.state import SeatInfo


def picture(state, seats: int = 2):
    return (tuple(state.to_act()), state.is_over(), snapshot(state.view_for(None)),
            tuple(snapshot(state.view_for(s)) for s in range(seats)))


def grow(record: Record, rng: random.Random, steps: int) -> None:
    """Add up to ``steps`` random actions to ``record`` (checked against a fresh replay)."""
    state = record.copy().replay()
    for _ in range(steps):
        if not state.to_act():
            return
        seat = rng.choice(state.to_act())
        action = random_action(state, seat, rng)
        state.apply(seat, action)
        record.actions.append((seat, action))


@pytest.fixture(autouse=True)
def small_checkpoints(monkeypatch):
    monkeypatch.setattr(record_module, "CHECKPOINT_EVERY", 4)


@pytest.mark.parametrize("game", all_game_ids())
def test_replays_from_checkpoints_equal_replays_from_the_start(game):
    gi = info(game)
    rng = random.Random(7)
    record = Record(game, [SeatInfo(f"P{i + 1}") for i in range(max(gi.min_players, 2))], seed=11)
    for round_ in range(6):
        grow(record, rng, rng.randint(3, 25))
        n = len(record.actions)
        for upto in sorted({n, n - 1, n // 2, max(0, n - 5), 0} - {-1}):
            if upto < 0:
                continue
            n_seats = len(record.seats)
            assert picture(record.replay(upto), n_seats) == picture(record.copy().replay(upto), n_seats), \
                (game, round_, upto)
        # take some back (undo), as the session does, and go another way
        del record.actions[max(0, n - rng.randint(1, 9)):]
        assert picture(record.replay(), len(record.seats)) == picture(record.copy().replay(), len(record.seats)), \
            (game, round_, "undo")


def test_a_changed_action_in_the_middle_is_not_taken_from_a_checkpoint():
    rng = random.Random(3)
    record = Record("caesar", [SeatInfo("A"), SeatInfo("B")], seed=5)
    grow(record, rng, 30)
    record.replay()
    # a different game with the same first actions: replace everything after action 10
    del record.actions[10:]
    grow(record, random.Random(99), 20)
    assert picture(record.replay()) == picture(record.copy().replay())


def test_the_returned_state_is_the_callers_own():
    rng = random.Random(4)
    record = Record("caesar", [SeatInfo("A"), SeatInfo("B")], seed=2)
    grow(record, rng, 12)
    first = record.replay(8)
    seat = first.to_act()[0]
    first.apply(seat, random_action(first, seat, rng))      # the caller plays on its copy
    assert picture(record.replay(8)) == picture(record.copy().replay(8))


def test_a_growing_game_replays_only_its_new_actions(monkeypatch):
    rng = random.Random(1)
    record = Record("caesar", [SeatInfo("A"), SeatInfo("B")], seed=3)
    grow(record, rng, 40)
    record.replay()
    grow(record, rng, 2)
    applied = []
    cls = type(record.new_state())
    real = cls.apply

    def counting(self, seat, action):
        applied.append(action)
        return real(self, seat, action)
    monkeypatch.setattr(cls, "apply", counting)
    record.replay()
    assert len(applied) < 4 + 2 + 1       # from the last checkpoint (every 4) and the two new actions
