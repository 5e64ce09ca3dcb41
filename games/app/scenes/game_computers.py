"""The game screen's computer turns: a computer player thinks on a worker thread while the
window keeps drawing, its move is applied after a pause that keeps moves readable, and chance
draws and scripted moves are played as the engine makes them. A mixin of
:class:`~games.app.scenes.game.GameScene` (it uses the scene's session, board and ``apply``).
"""
from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from pygame import MOUSEBUTTONDOWN

from games.core.chance import CHANCE
from games.core.players import RandomPlayer
from games.core.text import Msg

from ..explaining import ExplainRef, Scripted, explain_ref
from ..worker import Worker, make_player

if TYPE_CHECKING:
    from games.core.record import Record
    from games.core.session import Session

    from ..board.base import BoardBase

log = logging.getLogger(__name__)

#: the pause between computer moves at normal speed, so moves are readable
MIN_PAUSE = 0.4
#: seconds a computer may think in a window stepped in its frames' own time (tests, screenshots)
FRAME_TIME_THINKING = 120.0


def scripted_reason(record: "Record", before: int) -> Msg | None:
    """The reason a scripted opponent gives for the move just added to ``record`` (its action's
    own ``reason()``, e.g. the priority that chose Auto-Crassus's placement), or ``None``. Only
    for a game without an explain module: where there is one, a scripted move's reason comes
    from it, through the worker (``start_scripted``)."""
    if len(record.actions) != before + 1:
        return None
    seat, action = record.actions[-1]
    if seat == CHANCE or not (0 <= seat < len(record.seats)) or not record.seats[seat].is_script:
        return None
    said = getattr(action, "reason", None)
    try:
        got = said() if callable(said) else None
    except Exception as exc:  # noqa: BLE001 - a reason is a nicety, never worth a lost move
        log.error("no reason for the scripted move %r: %r", action, exc)
        return None
    return got if isinstance(got, Msg) else None


class ComputerTurns:
    """The computer players of a :class:`~games.app.scenes.game.GameScene`."""

    #: the reason of the move being applied, kept with it by ``_on_change``
    reason_next: Msg | None = None

    if TYPE_CHECKING:      # what it uses of the GameScene it is mixed into
        app: Any
        board: BoardBase
        generation: int
        players: dict[int, Any]
        record: Record
        session: Session
        worker: Worker | None
        worker_since: float
        auto_since: float | None
        board_rect: Any

        def tr(self, key: str, **params: Any) -> str: ...

        def apply(self, seat: int, action: Any) -> bool: ...

        def _show_action(self, seat: int, action: Any, events: list, prev: Any) -> bool: ...

    def click_while_thinking(self, ev: Any) -> bool:
        """A click on the board while a computer seat thinks is no move: a toast says whose
        thinking it waits for (the top bar alone went unseen: a square clicked then was taken by
        the computer, with no word). True when it said so."""
        w = self.worker
        if w is None or getattr(ev, "type", None) != MOUSEBUTTONDOWN or getattr(ev, "button", 0) != 1 \
                or not self.board_rect.collidepoint(ev.pos) or self.record.seats[w.seat].is_script \
                or self.board.acting:      # (the person may act meanwhile: a card)
            return False
        self.app.toast(self.tr("app.game.wait_thinking", name=self.record.seats[w.seat].name))
        return True

    def explain(self) -> ExplainRef | None:
        """Where the game's explain module is (``None``: the game has none), looked up once."""
        if not hasattr(self, "_explain"):
            self._explain = explain_ref(self.record.game)
        return self._explain

    def player(self, seat: int):
        """The computer player of ``seat``, made once (seeded by the game's seed and the seat)."""
        if seat not in self.players:
            s = self.record.seats[seat]
            self.players[seat] = make_player(self.record.game, s.level, self.record.seed * 31 + seat + 7)
        return self.players[seat]

    def pause_seconds(self) -> float:
        """The pause before a computer's move is shown, at the chosen speed."""
        f = self.app.settings.speed_factor
        return 0.0 if f == 0 else MIN_PAUSE / f

    def cancel_worker(self) -> None:
        """Stop waiting for the computer thinking now (its answer is dropped)."""
        if self.worker is not None:
            self.worker.cancel()
            self.worker = None

    def computers_to_act(self) -> list[int]:
        """The computer seats that must act now."""
        return [s for s in self.session.state.to_act() if 0 <= s < len(self.record.seats)
                and self.record.seats[s].is_ai]

    def is_person(self, seat: int | None) -> bool:
        """True for a seat played by a person (not the computer, a scripted seat or chance)."""
        return seat is not None and 0 <= seat < len(self.record.seats) and self.record.seats[seat].is_person

    def step_automatic(self, wait: bool = False) -> bool:
        """Play one due chance draw or scripted move (the engine's own), animated like any
        action; True if one was applied. Waits for the board and, unless ``wait``, for the
        pause between moves."""
        seat = self.session.pending_automatic()
        if seat is None or self.board.busy():
            self.auto_since = None
            return False
        if seat != CHANCE and self.explain() is not None:
            self.start_scripted(seat)
            return False
        if not wait and seat != CHANCE:      # a scripted opponent pauses like a computer player
            now = self.app.now()
            if self.auto_since is None:
                self.auto_since = now
            if now - self.auto_since < self.pause_seconds():
                return False
        self.auto_since = None
        prev = self.session.state.clone()
        seat, action, events = self.session.step_automatic()
        return self._show_action(seat, action, events, prev)

    def start_scripted(self, seat: int) -> None:
        """A scripted seat's move, made by the rules now, goes to the worker as a computer's
        decision does, so that the game's explain module gives its reason there (from the
        mover's view, never a frame of the window); it is applied as a computer's move, after
        the same pause."""
        state = self.session.state
        self.worker = Worker(Scripted(state.scripted_action(seat)), state.view_for(seat), seat,
                             token=self.generation, explain=self.explain())
        self.worker_since = self.app.now()

    def step_computer(self, wait: bool = False) -> bool:
        """Start or finish a computer decision; True if an action was applied.
        ``wait`` blocks on the thread and skips the pause (screenshots, tests)."""
        state = self.session.state
        if state.is_over():
            return False
        if self.worker is None and self.step_automatic(wait):
            return True
        if self.worker is None:
            seats = self.computers_to_act()
            if not seats or self.board.busy():
                return False
            seat = seats[0]
            self.worker = Worker(self.player(seat), state.view_for(seat), seat, token=self.generation,
                                 explain=self.explain())
            self.worker_since = self.app.now()
        w = self.worker
        if wait:
            w.wait(60)
        elif self.app.frame_time is not None:     # the frames' own time: thinking takes none of it
            w.wait(FRAME_TIME_THINKING)
        if not w.done:
            return False
        if not wait and (self.app.now() - self.worker_since < self.pause_seconds() or self.board.busy()):
            return False
        self.worker = None
        if w.cancelled:
            return False
        action = w.action
        if w.error is not None or action is None:
            log.error("computer player failed: %r", w.error)
            self.app.toast(Msg("app.err.ai_failed", {"seat": w.seat}), "error")
            action = RandomPlayer(self.generation).choose(state.view_for(w.seat), w.seat)
        if w.seat not in state.to_act() or (w.token != self.generation and action not in state.legal_actions(w.seat)):
            return False
        self.reason_next = w.reason if action == w.action else None    # (kept with the move: _on_change)
        done = self.apply(w.seat, action)
        self.reason_next = None
        return done
