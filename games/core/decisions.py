"""Pending decisions: one mechanism for turns made of several choices.

A turn such as "place a token, then turn it", "roll a battle round, then the
owner assigns each hit" or "everyone picks a card face down" is a chain of
*decisions*. A game keeps them in a :class:`DecisionStack` in its state (or
derives the one on top from its own fields, see :class:`DecisionRules`) and
the engine contract follows from the decision on top:

- ``to_act()`` — the seats of the top decision that have not chosen yet
  (several at once for a simultaneous secret choice; :data:`CHANCE` when the
  dice or the deck decide);
- ``legal_actions(seat)`` — its options for that seat;
- ``is_legal(seat, action)`` — membership in a frozen set, or the game's own
  fast check, never a search through every legal action;
- ``prompt(seat)`` / ``explain_illegal`` — from its catalogue keys.

A :class:`Decision` is immutable: recording a choice gives a new decision,
so a stack is a tuple and cloning it costs nothing.

>>> from games.core.actions import Action
>>> from dataclasses import dataclass
>>> @dataclass(frozen=True)
... class Pick(Action):
...     card: int
>>> d = Decision((0, 1), "core.prompt.act", Options([Pick(1), Pick(2)]))
>>> d.waiting()
(0, 1)
>>> d = d.choose(1, Pick(2))
>>> d.waiting(), d.complete, d.choice(1)
((0,), False, Pick(card=2))
>>> d.masked(0).choice(1) is SECRET, d.masked(1).choice(1)
(True, Pick(card=2))
>>> stack = DecisionStack().push(d)
>>> stack.top() is d, len(stack.pop())
(True, 0)
"""
from __future__ import annotations

from typing import Any, Callable, Iterable, Iterator, Mapping, Sequence

from .actions import Action
from .text import Msg

#: the seat of chance: a decision of this seat is taken by dice or a deck
#: (the same value as ``games.core.chance.CHANCE``)
from .chance import CHANCE  # noqa: E402  (the one chance seat)


class _Secret:
    """The mark of a choice made but not visible to the viewer (one object)."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "SECRET"

    def __reduce__(self):
        return "SECRET"


#: a choice that was made but that the viewing seat may not see
SECRET = _Secret()


class Options:
    """An ordered, immutable set of actions: a tuple for the order, a frozenset to test.

    Build the ones a game uses often once, at import, and share them.

    >>> from games.core.actions import Action
    >>> o = Options(["a", "b", "a"])
    >>> list(o), "b" in o, "z" in o, len(o)
    (['a', 'b'], True, False, 2)
    """

    __slots__ = ("actions", "_set")

    def __init__(self, actions: Iterable[Any]):
        seen: dict = {}
        for a in actions:
            seen.setdefault(a, None)
        self.actions: tuple = tuple(seen)
        self._set = frozenset(self.actions)

    def __contains__(self, action: Any) -> bool:
        return action in self._set

    def __iter__(self) -> Iterator:
        return iter(self.actions)

    def __len__(self) -> int:
        return len(self.actions)

    def __repr__(self) -> str:
        return f"Options({list(self.actions)!r})"


_NO_PARAMS: Mapping[str, Any] = {}


class Decision:
    """One pending choice: who decides, what kind of choice, among which options.

    - ``seats``: the deciding seats; several for a simultaneous secret choice,
      ``(CHANCE,)`` when chance decides.
    - ``kind``: the catalogue key of the prompt shown to a deciding seat (its
      parameters: ``seat`` and ``params``).
    - ``options``: an :class:`Options` for every deciding seat, a mapping
      ``seat -> Options``, or ``None`` when the game lists them itself
      (:meth:`DecisionRules.decision_options`).
    - ``params``: more prompt parameters (``seat…`` names render as seat names);
      kept as given, never changed (a game may share one mapping).
    - ``fields``: for a composite choice, the action fields in the order a
      board narrows them (token, then space, then orientation); see
      ``games.app.picker``.
    - ``accepts``: the action classes this decision takes (others are refused
      with ``wrong``, a catalogue key), empty for "any"; ``repeat``: the
      catalogue key that refuses a second choice of a seat that has chosen.
    - ``weights``: for a chance decision, the weight of each option.
    - ``wait``: the catalogue key of the prompt of everyone else.
    - ``choices``: per deciding seat, the action chosen so far (``None``: not
      yet; :data:`SECRET` in a view that may not see it).
    - ``data``: anything else the game wants to keep with it (immutable).
    """

    __slots__ = ("seats", "kind", "options", "params", "fields", "accepts", "wrong", "repeat",
                 "weights", "wait", "choices", "data")

    def __init__(self, seats: tuple[int, ...], kind: str, options: Options | Mapping | None = None, *,
                 params: Mapping[str, Any] | None = None, fields: tuple[str, ...] = (),
                 accepts: tuple[type, ...] = (), wrong: str = "core.err.wrong_choice",
                 repeat: str = "core.err.chosen", weights: tuple[float, ...] | None = None,
                 wait: str = "core.prompt.wait", choices: Sequence | None = None, data: Any = None):
        self.seats = seats if type(seats) is tuple else tuple(seats)
        self.kind = kind
        self.options = options
        self.params = params if params is not None else _NO_PARAMS
        self.fields = fields
        self.accepts = accepts
        self.wrong = wrong
        self.repeat = repeat
        self.weights = weights
        self.wait = wait
        if choices is None:
            self.choices = (None,) * len(self.seats)
        else:
            self.choices = choices if type(choices) is tuple else tuple(choices)
            if len(self.choices) != len(self.seats):
                raise ValueError("one choice slot per deciding seat")
        self.data = data
        if weights is not None and (not isinstance(options, Options) or len(weights) != len(options)):
            raise ValueError("weights need one Options with one weight per option")

    def _with(self, **changes) -> "Decision":
        d = Decision.__new__(Decision)
        for name in Decision.__slots__:
            setattr(d, name, changes.get(name, getattr(self, name)))
        return d

    # ----- reading ------------------------------------------------------------
    @property
    def is_chance(self) -> bool:
        """True when chance takes this decision."""
        return self.seats == (CHANCE,)

    @property
    def complete(self) -> bool:
        """True once every deciding seat has chosen."""
        return all(c is not None for c in self.choices)

    def waiting(self) -> tuple[int, ...]:
        """The deciding seats that have not chosen yet (what ``to_act()`` returns)."""
        choices = self.choices
        if len(choices) == 1:
            return self.seats if choices[0] is None else ()
        return tuple([s for s, c in zip(self.seats, choices) if c is None])

    def choice(self, seat: int) -> Any:
        """What ``seat`` chose (``None``: nothing yet, :data:`SECRET`: hidden from this view)."""
        return self.choices[self.seats.index(seat)]

    def options_for(self, seat: int) -> Options | None:
        """The options of ``seat`` (``None``: the game lists them)."""
        opts = self.options
        if opts is None or isinstance(opts, Options):
            return opts
        return opts.get(seat)

    def outcomes(self) -> list[tuple[Action, float]]:
        """A chance decision's options with their probabilities (they sum to 1).

        >>> d = Decision((CHANCE,), "core.prompt.chance", Options(["hit", "miss"]), weights=(1, 3))
        >>> d.outcomes()
        [('hit', 0.25), ('miss', 0.75)]
        """
        if not self.is_chance or not isinstance(self.options, Options):
            raise ValueError("only a chance decision with listed options has outcomes")
        weights = self.weights or (1.0,) * len(self.options)
        total = float(sum(weights))
        return [(a, w / total) for a, w in zip(self.options, weights)]

    # ----- changing (new objects) ------------------------------------------------
    def choose(self, seat: int, action: Action) -> "Decision":
        """A copy with ``seat``'s choice recorded."""
        i = self.seats.index(seat)
        if self.choices[i] is not None:
            raise ValueError(f"seat {seat} has already chosen")
        choices = self.choices[:i] + (action,) + self.choices[i + 1:]
        return self._with(choices=choices)

    def masked(self, viewer: int | None) -> "Decision":
        """The decision as ``viewer`` may see it: every other seat's choice is :data:`SECRET`."""
        if all(c is None or s == viewer for s, c in zip(self.seats, self.choices)):
            return self
        return self._with(choices=tuple(c if (c is None or s == viewer) else SECRET
                                        for s, c in zip(self.seats, self.choices)))

    # ----- words ------------------------------------------------------------------
    def prompt(self, seat: int) -> Msg:
        """The top-bar words for ``seat``: its own prompt, or whom everyone waits for.

        A deciding seat's prompt has ``seat`` (itself) and, when two seats
        decide, ``seat2`` (the other); everyone else's has ``seat`` (the first
        seat waited for) and ``seats`` (all of them), besides ``params``.

        >>> d = Decision((3, 1), "caesar.prompt.card", wait="caesar.prompt.wait_cards")
        >>> d.prompt(1).params == {"seat": 1, "seat2": 3}, d.prompt(0).render("en")
        (True, 'Waiting for a card from Player 4, Player 2.')
        """
        waiting = self.waiting()
        if seat in waiting:
            if len(self.seats) == 2:
                other = self.seats[1] if seat == self.seats[0] else self.seats[0]
                return Msg(self.kind, {"seat": seat, "seat2": other, **self.params})
            return Msg(self.kind, {"seat": seat, **self.params})
        if self.is_chance:                   # what chance is doing, for everyone
            return Msg(self.kind, dict(self.params))
        return Msg(self.wait, {"seat": waiting[0] if waiting else None,
                               "seats": [Msg("core.name", {"seat": s}) for s in waiting], **self.params})

    def refuses_kind(self, action: Action) -> bool:
        """True when the action is not of a class this decision takes."""
        return bool(self.accepts) and not isinstance(action, self.accepts)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Decision):
            return NotImplemented
        return all(getattr(self, n) == getattr(other, n) for n in Decision.__slots__)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"Decision({self.seats!r}, {self.kind!r}, choices={self.choices!r})"


class DecisionStack:
    """The pending decisions of a state; the one on top is decided first.

    Immutable in use (every change returns a new stack), so ``clone`` is free.

    >>> s = DecisionStack().push(Decision((0,), "a")).push(Decision((1,), "b"))
    >>> s.top().kind, s.pop().top().kind, len(s)
    ('b', 'a', 2)
    """

    __slots__ = ("items",)

    def __init__(self, items: Iterable[Decision] = ()):
        self.items: tuple[Decision, ...] = tuple(items)

    def top(self) -> Decision | None:
        """The decision to take now (``None`` when nothing is pending)."""
        return self.items[-1] if self.items else None

    def push(self, *decisions: Decision) -> "DecisionStack":
        """A stack with ``decisions`` on top (the last one is decided first)."""
        return DecisionStack(self.items + decisions)

    def pop(self) -> "DecisionStack":
        """A stack without its top."""
        return DecisionStack(self.items[:-1])

    def replace_top(self, decision: Decision) -> "DecisionStack":
        """A stack whose top is ``decision``."""
        return DecisionStack(self.items[:-1] + (decision,))

    def masked(self, viewer: int | None) -> "DecisionStack":
        """The stack as ``viewer`` may see it (others' simultaneous choices hidden)."""
        return DecisionStack(d.masked(viewer) for d in self.items)

    def clone(self) -> "DecisionStack":
        """A copy (the decisions themselves are immutable and shared)."""
        return DecisionStack(self.items)

    def __len__(self) -> int:
        return len(self.items)

    def __iter__(self) -> Iterator[Decision]:
        return iter(self.items)

    def __repr__(self) -> str:
        return f"DecisionStack({list(self.items)!r})"


class DecisionRules:
    """Mix-in for a :class:`~games.core.state.GameState`: the contract from the top decision.

    A game gives :meth:`decision` (by default the top of ``self.decisions``,
    a :class:`DecisionStack`) and, for decisions without listed options,
    :meth:`decision_options` and, to check fast, :meth:`decision_allows`;
    :meth:`explain_option` adds detail to refusals. Put it before
    ``GameState`` among the bases.
    """

    __slots__ = ()

    #: the prompt once nothing is pending (the game is over)
    over_prompt = "core.err.game_over"

    def decision(self) -> Decision | None:
        """The decision to take now (``None``: the game is over)."""
        return self.decisions.top()  # type: ignore[attr-defined]

    # ----- the game's part -------------------------------------------------------
    def decision_options(self, decision: Decision, seat: int) -> list[Action]:
        """The options of ``seat`` for a decision that does not list them."""
        raise NotImplementedError

    def decision_allows(self, decision: Decision, seat: int, action: Action) -> bool:
        """Whether ``action`` is an option of ``seat`` (override with a fast test)."""
        return action in self.decision_options(decision, seat)

    def explain_option(self, decision: Decision, seat: int, action: Action) -> Msg:
        """Why an action of the right kind is still not an option (override for detail)."""
        return Msg("core.err.not_legal")

    # ----- the contract, derived ---------------------------------------------------
    def to_act(self) -> tuple[int, ...]:
        """The seats of the top decision still to choose."""
        d = self.decision()
        return () if d is None else d.waiting()

    def legal_actions(self, seat: int) -> list[Action]:
        """The options of ``seat`` in the top decision (empty if it is not deciding)."""
        d = self.decision()
        if d is None or seat not in d.waiting():
            return []
        opts = d.options_for(seat)
        return list(opts.actions) if opts is not None else self.decision_options(d, seat)

    def is_legal(self, seat: int, action: Action) -> bool:
        """Whether ``seat`` may take ``action`` now, without listing every option."""
        d = self.decision()
        if d is None or seat not in d.waiting() or d.refuses_kind(action):
            return False
        opts = d.options_for(seat)
        return action in opts if opts is not None else self.decision_allows(d, seat, action)

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        """When chance decides: its options with their probabilities."""
        d = self.decision()
        if d is None or not d.is_chance:
            return []
        return d.outcomes()

    def prompt(self, seat: int) -> Msg:
        """The top decision's words for ``seat``."""
        d = self.decision()
        return Msg(self.over_prompt) if d is None else d.prompt(seat)

    def explain_illegal(self, seat: int, action: Action) -> Msg:
        """Why ``action`` is refused: game over, already chosen, wrong kind, or the game's detail."""
        d = self.decision()
        if d is None:
            return Msg("core.err.game_over")
        if seat in d.seats and seat not in d.waiting():
            return Msg(d.repeat, {"seat": seat})
        if seat not in d.seats:
            return Msg("core.err.not_your_turn", {"seat": seat})
        if d.refuses_kind(action):
            return Msg(d.wrong)
        return self.explain_option(d, seat, action)


def narrow(actions: Iterable[Action], chosen: Mapping[str, Any],
           value: Callable[[Action, str], Any] | None = None) -> list[Action]:
    """The actions that agree with every field already ``chosen`` (keeps the order).

    >>> narrow([(1, 2), (1, 3), (2, 3)], {"0": 1}, lambda a, f: a[int(f)])
    [(1, 2), (1, 3)]
    """
    get = value or field_value
    return [a for a in actions if all(get(a, f) == v for f, v in chosen.items())]


_MISSING = object()


def field_value(action: Any, field: str) -> Any:
    """The value of ``field`` in ``action``: an attribute, ``name.i`` for an item of
    a tuple field, or ``class`` for the action's class name (``None`` when absent;
    ``class`` can never be an attribute name, so it never hides a field).

    >>> from collections import namedtuple
    >>> Put = namedtuple("Put", "token space")
    >>> field_value(Put(3, (1, 2)), "space.1"), field_value(Put(3, ()), "class"), field_value(Put(3, ()), "x")
    (2, 'Put', None)
    """
    if field == "class":
        return type(action).__name__
    name, dot, index = field.partition(".")
    v = getattr(action, name, _MISSING)
    if v is _MISSING:
        return None
    if dot:
        i = int(index)
        return v[i] if isinstance(v, tuple) and -len(v) <= i < len(v) else None
    return v
