"""The computer thinks in another process: same decisions as in-process, cancellable,
errors carried back (how the frame loop keeps its pace meanwhile: ``main.py bench``)."""
from __future__ import annotations

import time

import pytest

from games import rules
from games.app import worker as W
from games.core.players import RandomPlayer


class SlowPlayer:
    """Thinks until told to stop (or ``seconds`` pass), polling ``cancel``."""

    def __init__(self, seconds: float = 30.0):
        self.seconds = seconds

    def choose(self, view, seat, cancel=None):
        end = time.monotonic() + self.seconds
        while time.monotonic() < end:
            if cancel is not None and cancel.is_set():
                return "stopped"
            time.sleep(0.01)
        return "late"


class StubbornPlayer:
    """Never looks at ``cancel``."""

    def choose(self, view, seat, cancel=None):
        time.sleep(60)
        return "late"


class FailingPlayer:
    def choose(self, view, seat, cancel=None):
        raise ValueError("no idea")


@pytest.fixture(autouse=True)
def process_mode(monkeypatch):
    monkeypatch.setattr(W, "MODE", "process")
    yield


def _positions(game: str, n: int, moves: int, seed: int):
    """A state of ``game`` ``moves`` random actions in."""
    state = rules(game).new_game(n, seed, {})
    rnd = RandomPlayer(seed)
    for _ in range(moves):
        seat = state.to_act()[0]
        state.apply(seat, rnd.choose(state.view_for(seat), seat))
    return state


@pytest.mark.parametrize("game,n", [("caesar", 2), ("imperium", 3), ("catilina", 3)])
@pytest.mark.parametrize("level", ["easy", "normal"])
def test_decision_in_the_process_equals_the_decision_here(game, n, level):
    state = _positions(game, n, 3, 21)
    seat = state.to_act()[0]
    view = state.view_for(seat)
    there, here = W.make_player(game, level, 99), W.make_player(game, level, 99)
    for _ in range(2):           # the second decision shows the player's generator came back advanced
        w = W.Worker(there, view, seat)
        assert w.wait(120) and w.error is None
        assert w.mode == "process"
        assert w.action == W.decide(here, view, seat, None)


def test_the_process_receives_only_the_view():
    class Spy:
        pass
    state = _positions("catilina", 3, 1, 5)
    seat = state.to_act()[0]
    view = state.view_for(seat)
    import pickle
    blob = pickle.dumps((RandomPlayer(1), view, seat))
    truth = pickle.dumps(state)
    assert blob != truth and pickle.loads(blob)[1].__class__ is state.__class__


def test_cancel_stops_a_thinking_player():
    w = W.Worker(SlowPlayer(), None, 0)
    time.sleep(0.2)
    assert w.mode == "process" and not w.done
    w.cancel()
    assert w.wait(60), "a cancelled player did not stop within 60 s"
    assert w.cancelled
    # the helper is free again at once
    w2 = W.Worker(RandomPlayer(1), _positions("caesar", 2, 0, 1).view_for(0), 0)
    assert w2.wait(30) and w2.error is None and w2.action is not None


def test_cancel_ends_a_player_that_does_not_listen():
    w = W.Worker(StubbornPlayer(), None, 0)
    time.sleep(0.2)
    w.cancel()
    assert w.wait(W.CANCEL_GRACE + 60), "a player that does not listen was not ended"
    assert w.cancelled and w.error is None
    # a fresh process answers the next decision
    w2 = W.Worker(RandomPlayer(2), _positions("imperium", 2, 0, 1).view_for(0), 0)
    assert w2.wait(60) and w2.error is None and w2.mode == "process"


def test_errors_come_back_as_errors():
    w = W.Worker(FailingPlayer(), None, 0)
    assert w.wait(30) and isinstance(w.error, ValueError) and w.action is None


def test_a_player_that_cannot_travel_thinks_on_a_thread():
    class Local:        # defined in a function: cannot be pickled
        def choose(self, view, seat, cancel=None):
            return "here"
    w = W.Worker(Local(), None, 0)
    assert w.wait(10) and w.action == "here" and w.mode == "thread"


def test_no_process_falls_back_to_a_thread_and_says_so(monkeypatch, caplog):
    def refuse():
        raise OSError("no processes here")
    monkeypatch.setattr(W, "_Helper", refuse)
    monkeypatch.setattr(W, "_helper", None)
    monkeypatch.setattr(W, "_said", set())
    w = W.Worker(RandomPlayer(1), _positions("caesar", 2, 0, 1).view_for(0), 0)
    assert w.wait(10) and w.action is not None and w.mode == "thread"
    assert W.MODE == "thread"
    assert any(r.name == "games.app.worker" and "thread" in r.getMessage() for r in caplog.records)


def test_two_threads_stopping_one_helper_close_its_pipe_once(monkeypatch):
    """The overdue timer and the next decision may both stop a dead helper; a second close
    of the pipe could close the descriptor the next helper was just given."""
    h = W._Helper()
    ends = []

    def slow_end(kill):
        ends.append(kill)
        time.sleep(0.3)
        W._Helper._end(h, kill)
    monkeypatch.setattr(h, "_end", slow_end)
    import threading
    threads = [threading.Thread(target=h.stop, kwargs={"kill": True}) for _ in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(10)
    assert ends == [True] and not h.proc.is_alive() and h.conn.closed
