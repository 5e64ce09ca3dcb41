"""A game being played: the state, its record, undo and redo, the log.

The window and the command line drive games through a :class:`Session`;
it is the only place where actions are applied to the true state.

Undo follows the policy of the big online sites: a seat may take back its
own last action only while that action revealed nothing hidden and drew no
chance, and never across another seat's action. Undo replays the record
without the action; redo puts it back.
"""
from __future__ import annotations

from typing import Callable

from .actions import Action, Event, events_for, irreversible
from .errors import IllegalAction
from .record import Record
from .state import GameState
from .text import Msg


class LogEntry:
    """One line of the move log: after action ``index`` (1-based), a sentence."""

    __slots__ = ("index", "seat", "msg")

    def __init__(self, index: int, seat: int | None, msg: Msg):
        self.index, self.seat, self.msg = index, seat, msg


class Session:
    """A record and the state it leads to, kept in step.

    ``on_change(record)`` is called after every change (the window passes
    the autosave there).
    """

    def __init__(self, record: Record, on_change: Callable[[Record], None] | None = None):
        self.record = record
        self.on_change = on_change
        self.state, self.events = record.replay_events()
        self.redo_stack: list[tuple[int, Action]] = []

    # ----- playing --------------------------------------------------------
    def act(self, seat: int, action: Action) -> list[Event]:
        """Apply ``action`` for ``seat``; raises :class:`IllegalAction`, changing nothing."""
        events = self.state.apply(seat, action)
        self.record.actions.append((seat, action))
        self.events.append(events)
        self.redo_stack.clear()
        self._changed()
        return events

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change(self.record)

    # ----- undo / redo ----------------------------------------------------
    def undo_refusal(self, seat: int) -> Msg | None:
        """Why ``seat`` may not undo now, or ``None`` if it may."""
        if not self.record.actions:
            return Msg("core.err.nothing_to_undo", {"seat": seat})
        last_seat, _ = self.record.actions[-1]
        if last_seat != seat:
            if any(s == seat for s, _ in self.record.actions):
                return Msg("core.err.undo_other")
            return Msg("core.err.nothing_to_undo", {"seat": seat})
        if irreversible(self.events[-1]):
            return Msg("core.err.undo_hidden")
        return None

    def can_undo(self, seat: int) -> bool:
        """True when ``seat`` may take back its last action."""
        return self.undo_refusal(seat) is None

    def undo(self, seat: int) -> None:
        """Take back ``seat``'s last action (raises :class:`IllegalAction` if not allowed)."""
        why = self.undo_refusal(seat)
        if why is not None:
            raise IllegalAction(why)
        self.redo_stack.append(self.record.actions.pop())
        self.events.pop()
        self.state = self.record.replay()
        self._changed()

    def can_redo(self) -> bool:
        """True when an undone action can be put back."""
        return bool(self.redo_stack)

    def redo(self) -> list[Event]:
        """Put back the last undone action."""
        if not self.redo_stack:
            raise IllegalAction("core.err.nothing_to_redo")
        seat, action = self.redo_stack.pop()
        stack = self.redo_stack
        events = self.act(seat, action)
        self.redo_stack = stack
        return events

    # ----- reading --------------------------------------------------------
    def view(self, seat: int | None) -> GameState:
        """The view of ``seat`` (``None``: public)."""
        return self.state.view_for(seat)

    def state_at(self, index: int) -> GameState:
        """The true state after ``index`` actions (for the replay viewer, which shows public views)."""
        return self.record.replay(index)

    def log(self, seat: int | None = None) -> list[LogEntry]:
        """The move log as ``seat`` may read it (public by default), third person."""
        out = []
        for i, ((s, action), events) in enumerate(zip(self.record.actions, self.events), 1):
            out.append(LogEntry(i, s, action.msg(s)))
            for ev in events_for(events, seat):
                m = ev.msg()
                if m is not None:
                    out.append(LogEntry(i, None, m))
        return out
