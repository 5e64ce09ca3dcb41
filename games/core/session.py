"""A game being played: the state, its record, chance and scripted steps, undo and redo, the log.

The window and the command line drive games through a :class:`Session`;
it is the only place where actions are applied to the true state.

**Automatic steps.** When the state awaits the chance seat, or a scripted
seat must act, nobody decides: :meth:`Session.pending_automatic` names that
seat and :meth:`Session.step_automatic` plays one step (a chance outcome drawn
from the session's source, or the script's move), so the window can animate
each; :meth:`Session.run_automatic` plays them all (command line).
:meth:`Session.act` never advances on its own.

**Chance.** Outcomes come from ``chance(outcomes, index)``: by default a
generator made from the record's seed and the outcome's index in the record,
made for that one draw and never kept in any state or view. Every outcome is
recorded as ``(CHANCE, action)``, so the record replays without a generator.
A test imposes outcomes with ``Session(..., chance=Imposed([...]))`` or with
``session.act(CHANCE, outcome)`` while the state awaits chance.

**Undo.** ``undo(seat)`` takes back ``seat``'s own last action, and only
while it is the last action of the record: undo reaches back over ``seat``'s
own actions since the last one of another seat, never further. It is refused
(:meth:`Session.undo_refusal` says why, as a catalogue message) when ``seat``
has nothing to take back, when any other seat has acted since, a person, a
computer or a script (a move made is a move shown; if it was another person's
secret choice, only its maker may take it back), when a chance outcome was
drawn since, or when the action showed anyone something new: an event marked
``reveals`` or ``chance``, or a result that depended on what the actor could
not know (the state's public view, its acting seats or the actor's own view
would have differed in another world consistent with the actor's view).
Redo puts it back.

>>> Session.__name__
'Session'
"""
from __future__ import annotations

import random
from typing import Callable, Sequence

from .actions import Action, Event, events_for, irreversible
from .chance import CHANCE, ChanceAction, seeded_source
from .errors import IllegalAction
from .record import Record
from .state import GameState
from .text import Msg
from .views import picture

#: worlds drawn to test whether an action's result depended on what its actor did not know
HIDDEN_CHECK_WORLDS = 8
#: how many states before the latest actions a session keeps (an undo goes back a few actions)
KEEP_BEFORE = 16

#: one automatic step: the seat (CHANCE or a scripted seat), its action, the events
Step = tuple[int, Action, list[Event]]


class LogEntry:
    """One line of the move log: after action ``index`` (1-based), a sentence.

    ``seat`` is the seat that acted for the action's own line, ``None`` for
    event lines and chance lines.
    """

    __slots__ = ("index", "seat", "msg")

    def __init__(self, index: int, seat: int | None, msg: Msg):
        self.index, self.seat, self.msg = index, seat, msg


class Session:
    """A record and the state it leads to, kept in step.

    ``on_change(record)`` is called after every change (the window passes
    the autosave there). ``chance(outcomes, index) -> action`` draws chance
    outcomes (default :func:`~games.core.chance.seeded_source` of the
    record's seed).
    """

    def __init__(self, record: Record, on_change: Callable[[Record], None] | None = None,
                 chance: Callable[[Sequence[tuple[Action, float]], int], Action] | None = None,
                 trusted: bool = False):
        """``trusted``: the record's actions were checked already (a save just read with
        :func:`~games.core.saves.load_record`), so they are replayed without checking them
        again: a third of the time (a long Caesar XL game: 40 ms, not 125)."""
        self.record = record
        self.on_change = on_change
        self.chance = chance if chance is not None else seeded_source(record.seed)
        self.state, self.events = record.replay_events(trusted)
        #: undone groups, the most recently undone last; each a list of (seat, action)
        self.redo_stack: list[list[tuple[int, Action]]] = []
        # seat -> (the record length it was made at, the plan)
        self._plans: dict[int, tuple[int, tuple[int | None, Msg | None]]] = {}
        self._hidden: dict[tuple, bool] = {}
        #: the state before each of the last :data:`KEEP_BEFORE` actions, by index (undo and
        #: its checks start there instead of replaying the whole record)
        self._before: dict[int, GameState] = {}

    # ----- playing --------------------------------------------------------
    def act(self, seat: int, action: Action) -> list[Event]:
        """Apply ``action`` for ``seat``; raises :class:`IllegalAction`, changing nothing.

        ``seat`` may be :data:`CHANCE` while the state awaits chance (an
        imposed outcome) or a scripted seat (only its scripted move is legal).
        Nothing automatic follows: see :meth:`step_automatic`.
        """
        before = self.state.clone()
        events = self.state.apply(seat, action)
        n = len(self.record.actions)
        self._before[n] = before
        self._before.pop(n - KEEP_BEFORE, None)
        self.record.actions.append((seat, action))
        self.events.append(events)
        if self.redo_stack and self.redo_stack[-1][0] == (seat, action):
            self.redo_stack[-1].pop(0)            # the same move as the redo: keep the rest
            if not self.redo_stack[-1]:
                self.redo_stack.pop()
        else:
            self.redo_stack.clear()
        self._changed()
        return events

    def pending_automatic(self) -> int | None:
        """The seat that must act now without anyone deciding: :data:`CHANCE` when the state
        awaits a roll or draw, else a scripted seat that must act, else ``None``."""
        to_act = self.state.to_act()
        if CHANCE in to_act:
            return CHANCE
        scripted = self.state.scripted_seats()
        for s in to_act:
            if s in scripted:
                return s
        return None

    def step_automatic(self) -> Step:
        """Play one automatic step: draw the chance outcome or make the scripted move.

        Returns ``(seat, action, events)``; raises :class:`IllegalAction`
        when no step is due (:meth:`pending_automatic` is ``None``).
        """
        seat = self.pending_automatic()
        if seat is None:
            raise IllegalAction("core.err.nothing_automatic")
        if seat == CHANCE:
            action = self.chance(self.state.chance_outcomes(), len(self.record.actions))
        else:
            action = self.state.scripted_action(seat)
        return seat, action, self.act(seat, action)

    def run_automatic(self, limit: int = 100_000) -> list[Step]:
        """Play automatic steps until a person or computer must decide or the game is over."""
        steps: list[Step] = []
        while self.pending_automatic() is not None:
            if len(steps) >= limit:
                raise RuntimeError(f"more than {limit} automatic steps in a row")
            steps.append(self.step_automatic())
        return steps

    def _changed(self) -> None:
        self._plans.clear()
        if self.on_change is not None:
            self.on_change(self.record)

    # ----- undo / redo ----------------------------------------------------
    def _automatic_seat(self, seat: int) -> bool:
        """Chance, computer and scripted seats: seats no person sits at."""
        return seat == CHANCE or not self.record.seats[seat].is_person

    def _plan(self, seat: int) -> tuple[int | None, Msg | None]:
        """(first index undo would take back, None) or (None, why not); cached per record length."""
        key = seat
        n = len(self.record.actions)
        got = self._plans.get(key)
        if got is not None and got[0] == n:
            return got[1]
        plan = self._make_plan(seat)
        self._plans[key] = (n, plan)
        return plan

    def _make_plan(self, seat: int) -> tuple[int | None, Msg | None]:
        acts = self.record.actions
        if not any(s == seat for s, _ in acts):
            return None, Msg("core.err.nothing_to_undo", {"seat": seat})
        i = len(acts) - 1
        s = acts[i][0]
        if s == CHANCE:
            return None, Msg("core.err.undo_chance")
        if s != seat:      # a computer's move, as another person's, was shown after this seat's
            if not self._automatic_seat(s) and self._secret_choice(i):
                return None, Msg("core.err.undo_secret", {"seat2": s})
            return None, Msg("core.err.undo_other", {"seat2": s})
        if irreversible(self.events[i]):
            return None, Msg("core.err.undo_hidden")
        if self._depends_on_hidden(i, seat):
            return None, Msg("core.err.undo_hidden")
        return i, None

    def undo_refusal(self, seat: int) -> Msg | None:
        """Why ``seat`` may not undo now (a catalogue message for a tooltip), or ``None`` if it may."""
        return self._plan(seat)[1]

    def can_undo(self, seat: int) -> bool:
        """True when ``seat`` may take back its last action."""
        return self.undo_refusal(seat) is None

    def undo_group(self, seat: int) -> list[tuple[int, Action]]:
        """What :meth:`undo` would take back for ``seat`` (empty when refused): ``seat``'s
        last action, the last of the record."""
        i, _ = self._plan(seat)
        return [] if i is None else list(self.record.actions[i:])

    def undo(self, seat: int) -> list[tuple[int, Action]]:
        """Take back ``seat``'s last action, the last of the record.

        Returns the entries taken back; raises :class:`IllegalAction` with
        the reason of :meth:`undo_refusal` when not allowed.
        """
        i, why = self._plan(seat)
        if why is not None:
            raise IllegalAction(why)
        assert i is not None, "a plan without a reason names where undo starts"
        group = self.record.actions[i:]
        del self.record.actions[i:]
        del self.events[i:]
        self._hidden = {k: v for k, v in self._hidden.items() if k[1] < i}
        self.redo_stack.append(list(group))
        self.state = self._state_before(i)
        self._before = {k: v for k, v in self._before.items() if k < i}
        self._changed()
        return list(group)

    def can_redo(self) -> bool:
        """True when an undone group can be put back."""
        return bool(self.redo_stack)

    def redo(self) -> list[Step]:
        """Put back the last undone group; returns each ``(seat, action, events)``."""
        if not self.redo_stack:
            raise IllegalAction("core.err.nothing_to_redo")
        group = self.redo_stack.pop()
        stack, self.redo_stack = self.redo_stack, []
        try:
            steps = [(seat, action, self.act(seat, action)) for seat, action in group]
        finally:
            self.redo_stack = stack
        return steps

    # ----- what an action showed --------------------------------------------
    def _secret_choice(self, index: int) -> bool:
        """True when action ``index`` was a choice the others cannot read: another legal action
        of its seat has the same public log sentence (``Action.msg`` never says a secret)."""
        key = ("secret", index, self.record.actions[index])
        if key not in self._hidden:
            seat, action = self.record.actions[index]
            said = action.msg(seat)
            before = self._state_before(index)
            self._hidden[key] = any(other != action and other.msg(seat) == said
                                    for other in before.legal_actions(seat))
        return self._hidden[key]

    def _state_before(self, index: int) -> GameState:
        """The true state before action ``index`` (a copy of its own): kept for the last few
        actions, replayed from the record for older ones."""
        kept = self._before.get(index)
        # (every action of the record was checked: when the session replayed it, when it was
        # read from its file, see ``trusted``, or when it was played)
        return kept.clone() if kept is not None else self.record.replay(index, trusted=True)

    def _depends_on_hidden(self, start: int, undoer: int) -> bool:
        """True when an action from ``start`` on had a result that showed something hidden.

        Worlds consistent with one seat's view before the action are drawn
        (:data:`HIDDEN_CHECK_WORLDS`, seeded by the record) and the action is
        played in each; if any leaves other acting seats, another public view
        or another view of that seat, the action showed something hidden. The
        seat is the actor for a person or a computer (what it could not know),
        and ``undoer`` for a scripted seat, whose move is recomputed in each
        world: a script's move that depends on its hidden cards shows them.
        This catches what no event says, such as who must answer next.
        """
        acts = self.record.actions
        state = None
        for j in range(start, len(acts)):
            key = ("hidden", j, acts[j], undoer)
            if key not in self._hidden:
                if state is None:
                    state = self._state_before(j)
                self._hidden[key] = self._worlds_differ(j, state, acts[j][0], acts[j][1], undoer)
            if self._hidden[key]:
                return True
            if state is not None:
                state.apply_trusted(*acts[j])
        return False

    def _worlds_differ(self, index: int, before: GameState, seat: int, action: Action,
                       undoer: int) -> bool:
        if seat == CHANCE:
            return True
        scripted = seat in before.scripted_seats()
        judge = undoer if scripted else seat
        after = before.clone()
        after.apply_trusted(seat, action)
        want = (after.to_act(), picture(after.view_for(None)), picture(after.view_for(judge)))
        view = before.view_for(judge)
        rng = random.Random(f"ludi-romani-undo:{self.record.seed}:{index}:{judge}")
        for _ in range(HIDDEN_CHECK_WORLDS):
            world = view.determinize(judge, rng)
            try:
                world.apply(seat, world.scripted_action(seat) if scripted else action)
            except (ValueError, NotImplementedError):
                return True
            got = (world.to_act(), picture(world.view_for(None)), picture(world.view_for(judge)))
            if got != want:
                return True
        return False

    # ----- reading --------------------------------------------------------
    def view(self, seat: int | None) -> GameState:
        """The view of ``seat`` (``None``: public)."""
        return self.state.view_for(seat)

    def state_at(self, index: int) -> GameState:
        """The true state after ``index`` actions (for the replay viewer, which shows public views)."""
        return self.record.replay(index, trusted=True)

    def log(self, seat: int | None = None) -> list[LogEntry]:
        """The move log as ``seat`` may read it (public by default), third person.

        A chance outcome has a line only when its action is a
        :class:`~games.core.chance.ChanceAction` whose ``log(seat)`` gives one;
        its events speak for it, each shown only to its ``visible_to``.
        """
        out = []
        for i, ((s, action), events) in enumerate(zip(self.record.actions, self.events), 1):
            if s == CHANCE:
                m = action.log(seat) if isinstance(action, ChanceAction) else None
                if m is not None:
                    out.append(LogEntry(i, None, m))
            else:
                out.append(LogEntry(i, s, action.msg(s)))
            for ev in events_for(events, seat):
                m = ev.msg()
                if m is not None:
                    out.append(LogEntry(i, None, m))
        return out
