"""The computer thinks off the frame loop: one worker thread per decision.

``Worker(player, view, seat)`` starts a daemon thread calling
``player.choose(view, seat, cancel)``; the window polls :attr:`done` each
frame and reads :attr:`action` (or :attr:`error`). :meth:`cancel` sets the
cancel event (quit, undo, leaving the game); a cancelled result is ignored.
"""
from __future__ import annotations

import threading
import time
from typing import Any

from games import ai as ai_module


def make_player(game: str, level: str | None, seed: int):
    """A computer player of ``game`` at ``level`` (the random player if the game has no AI yet)."""
    try:
        mod = ai_module(game)
    except ImportError:
        mod = None
    if mod is not None and level != "random" and hasattr(mod, "make_player"):
        return mod.make_player(level or "normal", seed)
    from games.core.players import RandomPlayer
    return RandomPlayer(seed)


class Worker:
    """One decision of one computer seat, on its own thread."""

    def __init__(self, player: Any, view: Any, seat: int, token: Any = None, start: bool = True):
        self.player, self.view, self.seat, self.token = player, view, seat, token
        self.cancel_event = threading.Event()
        self.action: Any = None
        self.error: BaseException | None = None
        self.started_at = time.monotonic()
        self.finished_at: float | None = None
        self._done = threading.Event()
        self.thread = threading.Thread(target=self._run, name=f"ai-seat-{seat}", daemon=True)
        if start:
            self.thread.start()

    def _run(self) -> None:
        try:
            try:
                self.action = self.player.choose(self.view, self.seat, self.cancel_event)
            except TypeError as exc:   # a player without the cancel parameter
                if "positional" not in str(exc) and "argument" not in str(exc):
                    raise
                self.action = self.player.choose(self.view, self.seat)
        except BaseException as exc:  # reported to the window, never lost
            self.error = exc
        finally:
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

    def wait(self, timeout: float | None = None) -> bool:
        """Block until the decision is made (tests, screenshots)."""
        return self._done.wait(timeout)

    def elapsed(self) -> float:
        return time.monotonic() - self.started_at
