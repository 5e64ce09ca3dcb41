"""The computer thinks off the frame loop, in a process of its own.

``Worker(player, view, seat)`` asks ``player.choose(view, seat, cancel)`` for a
decision; the window polls :attr:`Worker.done` each frame and reads
:attr:`Worker.action` (or :attr:`Worker.error`). :meth:`Worker.cancel` asks
the player to stop (quit, undo, leaving the game); a cancelled answer is
ignored by the window.

A search holds Python's interpreter lock while it thinks, so a thread would
slow the frame loop; the decision is therefore made in one persistent helper
process (multiprocessing, spawn context) reused for every decision. What
crosses to it is the pickled player (its seeded generator and caches), the
seat's *view* (never the true state), the seat and where the game's explain
module is (if it has one); what comes back is the action, the reason the explain
module gives for it from the same view, and the player as it is after deciding, copied into the caller's
player object so that the next decision continues the same seeded sequence,
exactly as if it had been made in this process. Cancelling sets an event the
helper's player polls; a helper that does not stop within
:data:`CANCEL_GRACE` seconds is terminated and a fresh one starts for the next
decision. Where no process can start (or the player cannot be pickled, like a
test double defined inside a function), the decision runs on a thread, and
the log says so once.

>>> from games.core.players import RandomPlayer
>>> from games.caesar.rules import new_game
>>> w = Worker(RandomPlayer(3), new_game(2).view_for(0), 0)
>>> w.wait(60) and w.error is None and w.action is not None
True
"""
from __future__ import annotations

import atexit
import itertools
import logging
import multiprocessing
import pickle
import threading
import time
from typing import Any

from games.core import caches
from games.core.players import RandomPlayer
from games import ai as ai_module

from .explaining import ExplainRef, reason_of

#: seconds a cancelled decision may take to stop before its process is terminated
CANCEL_GRACE = 1.0
#: how decisions run: "process" (the default) or "thread" (set by tests, or after a failed start)
MODE = "process"

_said: set[str] = caches.kept(f"{__name__}.said", set)
log = logging.getLogger(__name__)


def _log(text: str) -> None:
    """One line to the log, once per distinct text."""
    if text not in _said:
        _said.add(text)
        log.warning("%s", text)


def make_player(game: str, level: str | None, seed: int):
    """A computer player of ``game`` at ``level`` (the random player if the game has no AI yet)."""
    try:
        mod = ai_module(game)
    except ImportError:
        mod = None
    if mod is not None and level != "random" and hasattr(mod, "make_player"):
        return mod.make_player(level or "normal", seed)
    return RandomPlayer(seed)


def decide(player: Any, view: Any, seat: int, cancel: Any) -> Any:
    """``player.choose(view, seat, cancel)``, or without ``cancel`` for a player that has none."""
    try:
        return player.choose(view, seat, cancel)
    except TypeError as exc:   # a player without the cancel parameter
        if "positional" not in str(exc) and "argument" not in str(exc):
            raise
        return player.choose(view, seat)


def adopt(player: Any, thought: Any) -> None:
    """Copy the state of ``thought`` (the player as the helper process left it) into ``player``."""
    if player is thought:
        return
    if hasattr(thought, "__dict__") and hasattr(player, "__dict__"):
        player.__dict__.clear()
        player.__dict__.update(thought.__dict__)
    for cls in type(thought).__mro__:
        for name in getattr(cls, "__slots__", ()):
            if name in ("__dict__", "__weakref__"):
                continue
            if hasattr(thought, name):
                setattr(player, name, getattr(thought, name))


# ----- the helper process ---------------------------------------------------------------------------

def _serve(conn, cancel) -> None:
    """The helper process: decide each job sent, until ``None`` arrives or the pipe closes."""
    while True:
        try:
            msg = conn.recv()
        except (EOFError, OSError):
            return
        if msg is None:
            return
        job, blob = msg
        try:
            player, view, seat, explain = pickle.loads(blob)
            action = decide(player, view, seat, cancel)
            reason = None if cancel.is_set() else reason_of(explain, view, seat, action)
            reply = (job, True, pickle.dumps((action, player, reason), protocol=pickle.HIGHEST_PROTOCOL))
        except BaseException as exc:   # noqa: BLE001 - reported to the window, never lost
            try:
                reply = (job, False, pickle.dumps(exc, protocol=pickle.HIGHEST_PROTOCOL))
            except Exception:  # noqa: BLE001
                reply = (job, False, pickle.dumps(RuntimeError(repr(exc))))
        try:
            conn.send(reply)
        except (EOFError, OSError):
            return


class _Helper:
    """One helper process and the decisions sent to it, one at a time, in order."""

    def __init__(self):
        ctx = multiprocessing.get_context("spawn")
        self.cancel_event = ctx.Event()
        self.conn, child = ctx.Pipe()
        self.proc = ctx.Process(target=_serve, args=(child, self.cancel_event), name="ludi-romani-computer",
                                daemon=True)
        self.proc.start()
        child.close()
        self.lock = threading.Lock()
        self.queue: list[tuple[int, bytes, "Worker"]] = []
        self.running: tuple[int, "Worker"] | None = None
        self.alive = True
        self.stop_lock = threading.Lock()
        self.stopped = False
        self.reader = threading.Thread(target=self._read, name="ludi-romani-computer-reader", daemon=True)
        self.reader.start()

    def submit(self, job: int, blob: bytes, worker: "Worker") -> None:
        with self.lock:
            self.queue.append((job, blob, worker))
            self._next()

    def _next(self) -> None:
        """Send the next queued decision when none is running (called with the lock held)."""
        while self.running is None and self.queue and self.alive:
            job, blob, worker = self.queue.pop(0)
            if worker.cancelled:
                worker._finish(None, None)
                continue
            try:
                self.conn.send((job, blob))
            except (OSError, ValueError) as exc:
                self.alive = False
                worker._finish(None, RuntimeError(f"the computer's process is gone: {exc}"))
                return
            self.running = (job, worker)

    def cancel(self, worker: "Worker") -> None:
        """Stop ``worker``'s decision: unsent, drop it; running, ask it to stop, then terminate."""
        with self.lock:
            for item in list(self.queue):
                if item[2] is worker:
                    self.queue.remove(item)
                    worker._finish(None, None)
                    return
            if self.running is None or self.running[1] is not worker:
                return
            self.cancel_event.set()
            job = self.running[0]
        timer = threading.Timer(CANCEL_GRACE, self._overdue, args=(job,))
        timer.daemon = True
        timer.start()

    def _overdue(self, job: int) -> None:
        with self.lock:
            stuck = self.running is not None and self.running[0] == job
        if stuck:
            _log("a cancelled decision did not stop; its process was ended")
            self.stop(kill=True)

    def _read(self) -> None:
        while True:
            try:
                job, ok, blob = self.conn.recv()
            except (EOFError, OSError, pickle.UnpicklingError, ValueError, TypeError):
                break
            with self.lock:
                worker = None
                if self.running is not None and self.running[0] == job:
                    worker = self.running[1]
                    self.running = None
                self.cancel_event.clear()
            if worker is not None:
                try:
                    payload = pickle.loads(blob)
                except Exception as exc:  # noqa: BLE001
                    worker._finish(None, exc)
                else:
                    if ok:
                        worker._finish(payload, None)
                    else:
                        worker._finish(None, payload)
            with self.lock:
                self._next()
        # the process is gone: whatever was waiting is told, and the next decision starts a new one
        with self.lock:
            self.alive = False
            pending = ([self.running[1]] if self.running else []) + [w for _, _, w in self.queue]
            self.running, self.queue = None, []
        for worker in pending:
            worker._finish(None, None if worker.cancelled else RuntimeError("the computer's process ended"))

    def stop(self, kill: bool = False) -> None:
        """End the process (politely first unless ``kill``); once, whichever threads ask.

        Two threads may ask together (the overdue timer, and the next decision finding the
        helper dead). Closing the pipe twice would close a file descriptor number the
        operating system may already have handed to the next helper's pipe, so the second
        caller waits for the first and does nothing.
        """
        self.alive = False
        with self.stop_lock:
            if self.stopped:
                return
            self.stopped = True
            self._end(kill)

    def _end(self, kill: bool) -> None:
        try:
            if not kill:
                self.conn.send(None)
                self.proc.join(1.0)
        except (OSError, ValueError):
            pass
        if self.proc.is_alive():
            self.proc.terminate()
            self.proc.join(2.0)
        if threading.current_thread() is not self.reader:
            self.reader.join(2.0)     # it reads until the dead process's end of file; then close
        try:
            self.conn.close()
        except OSError:
            pass


_helper: _Helper | None = None
_helper_lock = threading.Lock()
_jobs = itertools.count(1)


def helper() -> _Helper | None:
    """The running helper process (started on first use), or ``None`` when processes cannot start."""
    global _helper, MODE
    with _helper_lock:
        if _helper is not None and _helper.alive and _helper.proc.is_alive():
            return _helper
        if _helper is not None:
            _helper.stop(kill=True)
            _helper = None
        if MODE != "process":
            return None
        try:
            _helper = _Helper()
        except Exception as exc:  # noqa: BLE001 - any failure to start means: think on a thread
            MODE = "thread"
            _log(f"computer players think on a thread: no helper process could start ({exc!r})")
            return None
        return _helper


def shutdown() -> None:
    """Stop the helper process (at exit)."""
    global _helper
    with _helper_lock:
        if _helper is not None:
            _helper.stop()
            _helper = None


atexit.register(shutdown)


# ----- the public face -------------------------------------------------------------------------------

class Worker:
    """One decision of one computer seat, made off the frame loop."""

    def __init__(self, player: Any, view: Any, seat: int, token: Any = None, start: bool = True,
                 explain: ExplainRef | None = None):
        """``explain``: the game's explain module, asked for the reason of the move decided
        (from the same view, off the frame loop too); :attr:`reason` is ``None`` without it."""
        self.player, self.view, self.seat, self.token = player, view, seat, token
        self.explain = explain
        self.cancel_event = threading.Event()
        self.action: Any = None
        self.reason: Any = None
        self.error: BaseException | None = None
        self.started_at = time.monotonic()
        self.finished_at: float | None = None
        self.mode = "thread"
        self._done = threading.Event()
        self._helper: _Helper | None = None
        self.thread = threading.Thread(target=self._run, name=f"ai-seat-{seat}", daemon=True)
        if start:
            self.start()

    def start(self) -> None:
        """Send the decision to the helper process (or start the thread)."""
        blob = None
        if MODE == "process":
            try:
                blob = pickle.dumps((self.player, self.view, self.seat, self.explain),
                                    protocol=pickle.HIGHEST_PROTOCOL)
            except Exception:  # noqa: BLE001 - a player that cannot travel thinks here, on a thread
                blob = None
        h = helper() if blob is not None else None
        if h is not None:
            self.mode = "process"
            self._helper = h
            h.submit(next(_jobs), blob, self)
        else:
            self.thread.start()

    def _run(self) -> None:
        try:
            self.action = decide(self.player, self.view, self.seat, self.cancel_event)
            if not self.cancelled:
                self.reason = reason_of(self.explain, self.view, self.seat, self.action)
        except BaseException as exc:  # reported to the window, never lost
            self.error = exc
        finally:
            self.finished_at = time.monotonic()
            self._done.set()

    def _finish(self, payload: Any, error: BaseException | None) -> None:
        """The helper's answer: ``(action, player, reason)`` or an error (``None``, ``None``: dropped)."""
        if payload is not None:
            action, thought, self.reason = payload
            if not self.cancelled:
                try:
                    adopt(self.player, thought)
                except Exception as exc:  # noqa: BLE001
                    error = exc
            self.action = action
        self.error = error
        self.finished_at = time.monotonic()
        self._done.set()

    @property
    def done(self) -> bool:
        return self._done.is_set()

    @property
    def cancelled(self) -> bool:
        return self.cancel_event.is_set()

    def cancel(self) -> None:
        """Ask the player to stop; its answer will be ignored."""
        self.cancel_event.set()
        if self._helper is not None and not self.done:
            self._helper.cancel(self)

    def wait(self, timeout: float | None = None) -> bool:
        """Block until the decision is made (tests, screenshots)."""
        return self._done.wait(timeout)

    def elapsed(self) -> float:
        return time.monotonic() - self.started_at
