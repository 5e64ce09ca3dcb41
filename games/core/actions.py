"""Actions and events: small frozen dataclasses that travel as JSON.

A game declares its action and event classes by subclassing :class:`Action`
and :class:`Event` (as frozen dataclasses whose fields are ints, strings,
bools, ``None`` or tuples of those) and lists them in a :class:`Codec`.

>>> from dataclasses import dataclass
>>> @dataclass(frozen=True)
... class Place(Action):
...     square: int
...     def msg(self, seat):
...         return Msg("demo.place", {"seat": seat, "square": self.square})
>>> codec = Codec([Place])
>>> codec.load(Place(7).to_json())
Place(square=7)
>>> Place(7).to_json()
{'type': 'Place', 'square': 7}
"""
from __future__ import annotations

import dataclasses
import re
from typing import Any, ClassVar, Iterable, Sequence

from .errors import RecordError
from .text import Msg


def _enc(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_enc(v) for v in value]
    if isinstance(value, frozenset):
        return sorted(_enc(v) for v in value)
    return value


def _dec(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_dec(v) for v in value)
    return value


class _Wire:
    """JSON round trip shared by actions and events."""

    def to_json(self) -> dict:
        """``{"type": ClassName, field: value, ...}`` with tuples as lists."""
        out = {"type": type(self).__name__}
        for f in dataclasses.fields(self):  # type: ignore[arg-type]
            out[f.name] = _enc(getattr(self, f.name))
        return out


class Action(_Wire):
    """A move a seat makes. Subclasses are frozen dataclasses.

    ``msg(seat)`` gives the third-person log sentence ("Livia allies B2 onto
    C2"). Secret actions (a card chosen face down) must not say the secret:
    their ``msg`` is what everyone may read; the card shows in the reveal event.
    """

    def msg(self, seat: int) -> Msg:
        """The log sentence for this action taken by ``seat``."""
        return Msg("core.action", {"seat": seat, "name": type(self).__name__})


class Event(_Wire):
    """Something that happened, for the log and the animations.

    ``visible_to`` (a field or property) is ``None`` for public events, or the
    seats that may see it; :func:`events_for` drops the rest. ``reveals``
    marks an event that made hidden information public, ``chance`` one that
    drew on the random generator; either makes the action that caused it
    impossible to undo.
    """

    reveals: ClassVar[bool] = False
    chance: ClassVar[bool] = False

    @property
    def audience(self) -> tuple[int, ...] | None:
        """Seats that may see this event, ``None`` for everyone."""
        return getattr(self, "visible_to", None)

    def msg(self) -> Msg | None:
        """The log sentence, or ``None`` for events that only animate."""
        return None


def events_for(events: Iterable[Event], seat: int | None) -> list[Event]:
    """The events ``seat`` may see (``None``: the public ones)."""
    out = []
    for ev in events:
        aud = ev.audience
        if aud is None or (seat is not None and seat in aud):
            out.append(ev)
    return out


def irreversible(events: Iterable[Event]) -> bool:
    """True when any event revealed something hidden or drew chance."""
    return any(ev.reveals or ev.chance for ev in events)


#: the largest whole number an action or event may carry (far beyond any board)
MAX_INT = 2 ** 63


def _parse_type(spec: str) -> list:
    """A field annotation (a string under ``from __future__ import annotations``) as
    a list of alternatives: ``"int | None"`` -> ``["int", "None"]``;
    ``"tuple[str, ...]"`` -> ``[("tuple", ["str"], True)]``."""
    spec = spec.strip().strip("\"'").replace("typing.", "")
    parts, depth, cur = [], 0, ""
    for ch in spec:
        if ch == "[":
            depth += 1
        elif ch == "]":
            depth -= 1
        if ch == "|" and depth == 0:
            parts.append(cur.strip())
            cur = ""
        else:
            cur += ch
    parts.append(cur.strip())
    out: list = []
    for part in parts:
        m = re.fullmatch(r"(?:Optional)\[(.*)\]", part)
        if m:
            out.extend(_parse_type(m.group(1)) + ["None"])
            continue
        m = re.fullmatch(r"(tuple|Tuple|frozenset|FrozenSet)\[(.*)\]", part)
        if m:
            inner, args, depth, cur = m.group(2), [], 0, ""
            for ch in inner:
                depth += ch == "["
                depth -= ch == "]"
                if ch == "," and depth == 0:
                    args.append(cur.strip())
                    cur = ""
                else:
                    cur += ch
            args.append(cur.strip())
            if len(args) == 2 and args[1] == "...":
                out.append(("tuple", [_parse_type(args[0])], True))
            else:
                out.append(("tuple", [_parse_type(a) for a in args], False))
            continue
        out.append({"Tuple": "tuple", "FrozenSet": "tuple", "frozenset": "tuple", "NoneType": "None",
                    "Any": "any"}.get(part, part))
    return out


def _plain(value: Any, depth: int = 0) -> bool:
    """True for what a bare ``tuple`` field may hold: numbers, strings, bools, ``None``
    and (a few levels of) tuples of those."""
    if value is None or isinstance(value, (bool, str)):
        return True
    if isinstance(value, int):
        return -MAX_INT <= value <= MAX_INT
    if isinstance(value, float):
        return value == value and abs(value) != float("inf")
    if isinstance(value, tuple) and depth < 4:
        return all(_plain(v, depth + 1) for v in value)
    return False


def _fits(value: Any, alternatives: list) -> bool:
    """True when a decoded ``value`` matches one of the parsed annotation ``alternatives``."""
    for alt in alternatives:
        if alt == "None":
            if value is None:
                return True
        elif alt == "int":
            if isinstance(value, int) and not isinstance(value, bool) and -MAX_INT <= value <= MAX_INT:
                return True
        elif alt == "bool":
            if isinstance(value, bool):
                return True
        elif alt == "str":
            if isinstance(value, str):
                return True
        elif alt == "float":
            if isinstance(value, (int, float)) and not isinstance(value, bool) and value == value \
                    and abs(value) != float("inf"):
                return True
        elif alt == "tuple":
            if isinstance(value, tuple) and _plain(value):
                return True
        elif isinstance(alt, tuple):
            _, args, variadic = alt
            if not isinstance(value, tuple):
                continue
            if variadic and all(_fits(v, args[0]) for v in value):
                return True
            if not variadic and len(value) == len(args) and all(_fits(v, a) for v, a in zip(value, args)):
                return True
        elif alt == "any":
            if _plain(value):
                return True
        else:   # an annotation this codec does not know: accept plain JSON values only
            if _plain(value):
                return True
    return False


class Codec:
    """Turns JSON back into a game's actions and events.

    :meth:`load` checks every field against its dataclass annotation (an ``int``
    field takes no bool, text or ``None``; a ``tuple[str, ...]`` only text; a bare
    ``tuple`` only numbers, text, bools, ``None`` and tuples of those) so a damaged
    file never reaches the rules with a value they cannot handle.
    """

    def __init__(self, classes: Sequence[type]):
        self.classes = {cls.__name__: cls for cls in classes}
        self._fields: dict[str, dict[str, list]] = {}

    def fields(self, name: str) -> dict[str, list]:
        """The parsed field types of class ``name`` (cached)."""
        if name not in self._fields:
            cls = self.classes[name]
            self._fields[name] = {
                f.name: _parse_type(f.type if isinstance(f.type, str) else getattr(f.type, "__name__", "any"))
                for f in dataclasses.fields(cls) if f.init}
        return self._fields[name]

    def required(self, name: str) -> set[str]:
        """The fields of class ``name`` a file must give: those without a default (one added to a
        class later has one, so records written before it still load)."""
        return {f.name for f in dataclasses.fields(self.classes[name]) if f.init
                and f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING}

    def load(self, data: Any, kind: type | None = None) -> Any:
        """Rebuild an action or event from :meth:`to_json` output.

        ``kind`` (``Action`` or ``Event``) restricts what may come back. Raises
        :class:`RecordError` for an unknown type, a missing field (one with a default may be
        left out), an extra field, or a field of the wrong type.
        """
        def bad(why: str) -> RecordError:
            return RecordError("core.err.record_bad", detail=f"action: {why}")
        if not isinstance(data, dict):
            raise bad("not an object")
        name = data.get("type")
        if not isinstance(name, str) or name not in self.classes:
            raise bad(f"unknown type {str(name)[:40]!r}")
        cls = self.classes[name]
        if kind is not None and not issubclass(cls, kind):
            raise bad(f"{name} is not an {kind.__name__}")
        fields = self.fields(name)
        keys = set(data) - {"type"}
        if not self.required(name) <= keys <= set(fields):     # (a field added later has a default)
            raise bad(f"{name} fields {sorted(keys)[:8]} are not {sorted(fields)}")
        kwargs = {}
        for key, alternatives in fields.items():
            if key not in data:
                continue
            try:
                value = _dec(data[key])
            except RecursionError:
                raise bad(f"{name}.{key} is nested too deep") from None
            if not _fits(value, alternatives):
                raise bad(f"{name}.{key} has the wrong type")
            kwargs[key] = value
        try:
            return cls(**kwargs)
        except (TypeError, ValueError) as exc:
            raise bad(f"{name}: {exc}") from None
