"""The one picker every board uses for a choice made in several clicks.

A composite action (take token 3, put it on space 12, turn it east) is chosen
field by field: the board asks the :class:`Picker` which values are still
possible for the next field (and highlights them), feeds it each click, and
sends the action once it is determined. The picker only narrows the legal
actions it was given; it draws nothing and changes no state.

Fields are attribute names of the actions, ``name.i`` for item ``i`` of a
tuple field, or ``class`` for the action's class name (see
:func:`games.core.decisions.field_value`). An action without a field (a pass
among moves) is never offered for it and drops out once that field is chosen.

>>> from collections import namedtuple
>>> Put = namedtuple("Put", "token space turn")
>>> legal = [Put(1, 5, "n"), Put(1, 5, "e"), Put(1, 6, "n"), Put(2, 6, "n")]
>>> p = Picker(legal, ("token", "space", "turn"))
>>> p.next_field(), p.values()
('token', [1, 2])
>>> p.pick(1); p.next_field(), p.values(), p.action()
('space', [5, 6], None)
>>> p.pick(6); p.action()          # only one way left: determined
Put(token=1, space=6, turn='n')
>>> p.back(); p.pick(5); p.values(), p.action()
(['n', 'e'], None)
>>> p.pick("e"); p.action()
Put(token=1, space=5, turn='e')
>>> p.reset(); p.chosen, len(p.remaining())
({}, 4)

A dialog whose buttons may be clicked in any order (whom to ask, then what,
or what, then whom) asks order-free questions instead: which values of a field
some action still has together with any subset of the other fields' values
(:meth:`Picker.still_possible`), whether a combination is possible
(:meth:`Picker.allows`), and the one action a complete combination names
(:meth:`Picker.match`). A value ``None`` there means "not chosen".

>>> p.still_possible("space", turn="e"), p.still_possible("token", space=6, turn=None)
([5], [1, 2])
>>> p.allows(token=2, space=5), p.match(space=6, token=2)
(False, Put(token=2, space=6, turn='n'))

A tuple field filled slot by slot in any order (three selections of regions,
the same region up to three times) is read as a bag: :meth:`Picker.joinable`
says which values may join the items already laid, :meth:`Picker.holding`
finds the action made of exactly those items.

A field may also be *derived*: a function of the action that is no field of it, such as
the place a march starts from (which only the position knows). Name it in ``derived`` and
use it like any field; :meth:`Picker.matching` gives every remaining action that agrees.

>>> March = namedtuple("March", "unit to")
>>> where = {"u1": "Roma", "u2": "Roma", "u3": "Capua"}
>>> m = Picker([March("u1", "Capua"), March("u2", "Ostia"), March("u3", "Roma")], ("from", "unit", "to"),
...            derived={"from": lambda a: where[a.unit]})
>>> m.values(), m.still_possible("unit", {"from": "Roma"}), m.matching({"from": "Capua"})
(['Roma', 'Capua'], ['u1', 'u2'], [March(unit='u3', to='Roma')])

>>> Select = namedtuple("Select", "regions")
>>> q = Picker([Select((1, 1, 2)), Select((1, 2, 2)), Select((2, 3, 3))], ("regions",))
>>> q.joinable("regions", [2]), q.joinable("regions", [2, 1]), q.holding("regions", [2, 1, 1])
([1, 2, 3], [1, 2], Select(regions=(1, 1, 2)))
"""
from __future__ import annotations

from collections import Counter
from typing import Any, Callable, Iterable, Mapping, Sequence

from ..core.decisions import field_value, narrow
from ..core.errors import LudiError


class PickError(LudiError):
    """A value that no legal action has at this point (nothing changes)."""


class Picker:
    """Narrows a choice among ``actions`` one field at a time (``fields`` in picking order),
    or answers order-free questions about any subset of the fields (``still_possible``,
    ``allows``, ``match``; ``joinable`` and ``holding`` for a tuple field read as a bag)."""

    __slots__ = ("actions", "fields", "derived", "_chosen")

    def __init__(self, actions: Iterable[Any], fields: Sequence[str],
                 derived: Mapping[str, Callable[[Any], Any]] | None = None):
        self.actions: list = list(actions)
        self.fields: tuple[str, ...] = tuple(fields)
        #: fields computed from an action (name -> function of the action)
        self.derived: dict[str, Callable[[Any], Any]] = dict(derived or {})
        self._chosen: list[tuple[str, Any]] = []

    def value(self, action: Any, field: str) -> Any:
        """The value of ``field`` (an attribute, ``name.i``, ``class`` or a derived field) in ``action``."""
        fn = self.derived.get(field)
        return fn(action) if fn is not None else field_value(action, field)

    @classmethod
    def for_view(cls, view: Any, seat: int, fields: Sequence[str] | None = None) -> "Picker":
        """A picker over ``view.legal_actions(seat)``; the fields default to the
        top decision's (``view.decision().fields``) when the game has decisions."""
        if fields is None:
            decision = view.decision() if hasattr(view, "decision") else None
            fields = decision.fields if decision is not None else ()
        return cls(view.legal_actions(seat), fields)

    # ----- reading --------------------------------------------------------------
    @property
    def chosen(self) -> dict[str, Any]:
        """The fields chosen so far and their values."""
        return dict(self._chosen)

    def remaining(self) -> list:
        """The legal actions that agree with everything chosen so far (in their order)."""
        return narrow(self.actions, self.chosen, self.value)

    def next_field(self) -> str | None:
        """The field to choose next (``None`` once every field is chosen)."""
        k = len(self._chosen)
        return self.fields[k] if k < len(self.fields) else None

    def values(self, field: str | None = None) -> list:
        """The values still possible for ``field`` (default: the next), in the order of the actions."""
        field = field or self.next_field()
        if field is None:
            return []
        return _values_of(self.remaining(), field, self.value)

    def possible(self, value: Any) -> bool:
        """True when ``value`` may be picked for the next field now."""
        return value in self.values()

    def action(self) -> Any | None:
        """The action once the choice is determined (exactly one remains), else ``None``."""
        rest = self.remaining()
        return rest[0] if len(rest) == 1 else None

    # ----- order-free questions (independent buttons or dropdowns) ---------------------
    def still_possible(self, field: str, given: Mapping[str, Any] | None = None, /, **values: Any) -> list:
        """The values of ``field`` that some remaining action has together with every value
        given for the other fields (any subset of them, in any order; ``None``: not chosen;
        a value given for ``field`` itself is left out). In the order of the actions.

        Fields whose names are not Python names (``class``, ``regions.0``) go in ``given``.

        >>> from collections import namedtuple
        >>> Ask = namedtuple("Ask", "target kind attr")
        >>> p = Picker([Ask(1, "colour", 0), Ask(2, "colour", 0), Ask(2, "value", 3)], ("target", "kind", "attr"))
        >>> p.still_possible("target", kind="value", attr=3), p.still_possible("attr", {"kind": "colour"}, target=2)
        ([2], [0])
        >>> p.still_possible("target", target=1, kind=None)
        [1, 2]
        """
        want = _wanted(given, values)
        want.pop(field, None)
        return _values_of(narrow(self.remaining(), want, self.value), field, self.value)

    def allows(self, given: Mapping[str, Any] | None = None, /, **values: Any) -> bool:
        """True when some remaining action has every value given (``None``: not chosen)."""
        want = _wanted(given, values)
        return any(all(self.value(a, f) == v for f, v in want.items()) for a in self.remaining())

    def match(self, given: Mapping[str, Any] | None = None, /, **values: Any) -> Any | None:
        """The one remaining action with every value given (``None``: not chosen), else ``None``
        (none or several agree)."""
        rest = self.matching(given, **values)
        return rest[0] if len(rest) == 1 else None

    def matching(self, given: Mapping[str, Any] | None = None, /, **values: Any) -> list:
        """Every remaining action with every value given (``None``: not chosen), in their order."""
        return narrow(self.remaining(), _wanted(given, values), self.value)

    def joinable(self, field: str, items: Iterable[Any]) -> list:
        """The values that may join ``items`` in the tuple ``field`` of a remaining action,
        the tuple read as a bag (its slots filled in any order; a value may repeat as often
        as some action repeats it). In the order met.
        """
        need = Counter(items)
        out: dict = {}
        for a in self.remaining():
            t = self.value(a, field)
            if type(t) is not tuple:
                continue
            have = Counter(t)
            if all(have[v] >= k for v, k in need.items()):
                for v in t:
                    if have[v] > need[v]:
                        out.setdefault(v, None)
        return list(out)

    def holding(self, field: str, items: Iterable[Any]) -> Any | None:
        """The remaining action whose tuple ``field`` holds exactly ``items`` in some order
        (``None``: no such action, or several)."""
        need = Counter(items)
        rest = [a for a in self.remaining()
                if type(t := self.value(a, field)) is tuple and len(t) == sum(need.values()) and Counter(t) == need]
        return rest[0] if len(rest) == 1 else None

    # ----- changing ----------------------------------------------------------------
    def pick(self, value: Any) -> None:
        """Choose ``value`` for the next field; :class:`PickError` (and no change) if impossible."""
        field = self.next_field()
        if field is None or not self.possible(value):
            raise PickError("core.err.no_such_choice")
        self._chosen.append((field, value))

    def pick_forced(self) -> int:
        """Pick every next field that has a single possible value; how many were picked.

        >>> from collections import namedtuple
        >>> Move = namedtuple("Move", "src dst")
        >>> p = Picker([Move(0, 1), Move(0, 2)], ("src", "dst"))
        >>> p.pick_forced(), p.chosen, p.values()
        (1, {'src': 0}, [1, 2])
        """
        n = 0
        while self.next_field() is not None and len(self.remaining()) > 1:
            vals = self.values()
            if len(vals) != 1:
                break
            self._chosen.append((self.next_field(), vals[0]))
            n += 1
        return n

    def back(self) -> None:
        """Take back the last field chosen (nothing when none is)."""
        if self._chosen:
            self._chosen.pop()

    def reset(self, actions: Iterable[Any] | None = None) -> None:
        """Start again, over new legal ``actions`` if given."""
        if actions is not None:
            self.actions = list(actions)
        self._chosen = []


def _values_of(actions: Iterable[Any], field: str, value: Callable[[Any, str], Any] = field_value) -> list:
    """The distinct values of ``field`` among ``actions`` (those that have it), in their order."""
    out: dict = {}
    for a in actions:
        v = value(a, field)
        if v is not None:
            out.setdefault(v, None)
    return list(out)


def _wanted(given: Mapping[str, Any] | None, values: Mapping[str, Any]) -> dict[str, Any]:
    """The chosen values of an order-free question: ``given`` and ``values`` merged, unchosen
    (``None``) fields left out."""
    merged = {**given, **values} if given else dict(values)
    return {f: v for f, v in merged.items() if v is not None}
