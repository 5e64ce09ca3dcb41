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


class Codec:
    """Turns JSON back into a game's actions and events."""

    def __init__(self, classes: Sequence[type]):
        self.classes = {cls.__name__: cls for cls in classes}

    def load(self, data: dict) -> Any:
        """Rebuild an action or event from :meth:`to_json` output.

        Raises :class:`RecordError` for an unknown type or wrong fields.
        """
        try:
            cls = self.classes[data["type"]]
            kwargs = {k: _dec(v) for k, v in data.items() if k != "type"}
            return cls(**kwargs)
        except (KeyError, TypeError) as exc:
            raise RecordError("core.err.record_bad", detail=f"bad action {data!r}: {exc}") from None
