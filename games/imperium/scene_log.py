"""Imperium's move log as the game shows it: a seat's selections, turned up, carry the reason
of the cards it laid face down, so the reason of a computer's whole pick is found where the
pick is read (the line "Marcus chose ...") and not only on the line that laid it unseen.
"""
from __future__ import annotations

from typing import Sequence

from games.core.session import LogEntry

from .rules import Select


class RevealLine(LogEntry):
    """The line of a seat's revealed selections, after action ``index``; ``why_of`` is the
    (1-based) index of the action that laid them face down, whose reason it shows."""

    __slots__ = ("why_of",)

    def __init__(self, index: int, msg, why_of: int):
        super().__init__(index, None, msg)
        self.why_of = why_of


def reasoned_reveals(entries: Sequence[LogEntry], actions: Sequence[tuple]) -> list:
    """``entries`` with each line of revealed selections (``imperium.log.shown``) made a
    :class:`RevealLine` pointing at the seat's selection of that round: its last ``Select`` at
    or before the action that turned the cards up (``actions``: the record's ``(seat, action)``
    pairs, by index - 1).

    >>> from games.core.text import Msg
    >>> shown = LogEntry(2, None, Msg("imperium.log.shown", {"seat": 1, "regions": [], "flags": 0}))
    >>> [getattr(e, "why_of", None) for e in reasoned_reveals([shown], [(1, Select((1, 2, 3))), (0, Select((4, 5, 6)))])]
    [1]
    """
    out: list = []
    for e in entries:
        msg = e.msg
        if e.seat is None and type(e) is LogEntry and getattr(msg, "key", "") == "imperium.log.shown":
            seat = msg.params.get("seat")
            laid = next((k for k in range(min(e.index, len(actions)), 0, -1)
                         if actions[k - 1][0] == seat and isinstance(actions[k - 1][1], Select)), None)
            if laid is not None:
                e = RevealLine(e.index, msg, laid)
        out.append(e)
    return out
