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


def counting_applies(monkeypatch, record: Record) -> list:
    """Every action applied from now on (checked or trusted), in a list."""
    applied = []
    cls = type(record.new_state())
    checked, trusted = cls.apply, cls.apply_trusted

    def count_checked(self, seat, action):
        applied.append(action)
        return checked(self, seat, action)

    def count_trusted(self, seat, action):
        applied.append(action)
        return trusted(self, seat, action)
    monkeypatch.setattr(cls, "apply", count_checked)
    monkeypatch.setattr(cls, "apply_trusted", count_trusted)
    return applied


@pytest.mark.parametrize("game", all_game_ids())
def test_prepared_checkpoints_and_trusted_replays_equal_checked_replays(game):
    gi = info(game)
    rng = random.Random(5)
    record = Record(game, [SeatInfo(f"P{i + 1}") for i in range(max(gi.min_players, 2))], seed=13)
    grow(record, rng, 40)
    slices = 0
    while not record.prepare(budget=0.0):       # the least budget: a checkpoint a slice
        slices += 1
        assert slices < 100
    n = len(record.actions)
    assert slices >= min(2, n // 4 - 1), "the budget never stopped a slice"
    for upto in (n, n - 1, n // 2, 3, 0):
        assert picture(record.replay(upto, trusted=True), len(record.seats)) == \
            picture(record.copy().replay(upto), len(record.seats)), (game, upto)


def test_a_prepared_record_steps_back_from_its_nearest_checkpoint(monkeypatch):
    rng = random.Random(6)
    record = Record("caesar", [SeatInfo("A"), SeatInfo("B")], seed=4)
    grow(record, rng, 40)
    while not record.prepare(budget=0.0):
        pass
    applied = counting_applies(monkeypatch, record)
    assert record.prepare() is True and applied == []          # nothing left to make
    record.replay(len(record.actions) - 1, trusted=True)
    assert len(applied) < 4                                      # (a checkpoint every 4)


def test_the_replay_viewer_makes_the_checkpoints_in_its_frames(monkeypatch):
    """The replay screen opened on a finished game (its final state given, as the end
    screen does) prepares the record a slice a frame, then a step back is short."""
    pygame = pytest.importorskip("pygame")
    from games.app.app import App
    from games.app.settings import Settings
    import tempfile
    from pathlib import Path
    rng = random.Random(8)
    record = Record("caesar", [SeatInfo("A"), SeatInfo("B")], seed=9)
    grow(record, rng, 60)
    final = record.copy().replay()
    app = App(size=(1024, 700), headless=True, audio=False,
              settings=Settings({"music": False}, path=Path(tempfile.mkdtemp()) / "s.json"))
    try:
        app.push("menu")
        scene = app.push("replay", record=record, final=final)
        assert not scene.prepared and app.frame_due() == 0.0, "the viewer gets frames while it prepares"
        for _ in range(40):
            app.step(1 / 60)
            if scene.prepared:
                break
        assert scene.prepared and not scene.animating()
        applied = counting_applies(monkeypatch, record)
        scene.goto(scene.total - 2)
        assert len(applied) < 4                 # (a checkpoint every 4; 31 actions without them)
        assert picture(scene.state) == picture(record.copy().replay(scene.total - 2))
    finally:
        app.quit()
        pygame.event.clear()
