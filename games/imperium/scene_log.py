"""Imperium's move log as the game shows it: a seat's selections, turned up, carry the reason
of the cards it laid face down, so the reason of a computer's whole pick is found where the
pick is read (the line "Marcus chose ...") and not only on the line that laid it unseen; and
each counted region says its result, a tie or an empty region included (:func:`counted_results`),
not only the points of those who score.
"""
from __future__ import annotations

from typing import Sequence

from games.core.session import LogEntry
from games.core.text import Msg

from .rules import RegionResolved, Select, region_msg


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


class RoundLine(LogEntry):
    """A line of the round itself (its cards turned up, a region counted, the next round
    begun, the game over): the log draws it as a line of its own, not as part of the move
    whose events brought it about (the last seat's cards laid face down)."""

    __slots__ = ()
    stands_alone = True


#: the lines of the round itself (:class:`RoundLine`)
ROUND_KEYS = ("imperium.log.revealed", "imperium.log.resolved", "imperium.log.counted",
              "imperium.log.counted_tie", "imperium.log.counted_none", "imperium.log.counted_empty",
              "imperium.log.round", "imperium.log.over")


def round_lines(entries: Sequence[LogEntry]) -> list:
    """``entries`` with each line of the round itself (:data:`ROUND_KEYS`) made a
    :class:`RoundLine`: "Round 1: the cards are turned up." and the count stand on their own,
    the seats' choices, placements and points under them.

    >>> lines = round_lines([LogEntry(2, 1, Msg("imperium.log.select", {"seat": 1})),
    ...                      LogEntry(2, None, Msg("imperium.log.revealed", {"round": 1}))])
    >>> [getattr(e, "stands_alone", False) for e in lines]
    [False, True]
    """
    return [RoundLine(e.index, None, e.msg) if type(e) is LogEntry and e.seat is None
            and getattr(e.msg, "key", "") in ROUND_KEYS else e for e in entries]


def count_result(ev: RegionResolved) -> Msg:
    """The log line of a counted region with its result: who had how many markers (most first)
    and, when nobody scores, why (a tie, or no markers there).

    >>> count_result(RegionResolved(1, (1, 1, 0), (2, 2, 0), (0, 0, 0), (0, 0, 0))).key
    'imperium.log.counted_tie'
    >>> count_result(RegionResolved(3, (2, 1), (1, 2), (3, 0), (3, 0))).render("en", ["Livia", "Marcus"])
    'Hispania (3) is counted (markers: Livia 2, Marcus 1).'
    """
    held = sorted((s for s, k in enumerate(ev.markers) if k), key=lambda s: -ev.markers[s])
    region = region_msg(ev.region)
    if not held:
        return Msg("imperium.log.counted_empty", {"region": region})
    holders = [Msg("imperium.log.holder", {"seat": s, "n": ev.markers[s]}) for s in held]
    key = "imperium.log.counted"
    if not any(ev.points):
        tied = len(held) > 1 and ev.markers[held[0]] == ev.markers[held[1]]
        key = "imperium.log.counted_tie" if tied else "imperium.log.counted_none"
    return Msg(key, {"region": region, "holders": holders})


def counted_results(entries: Sequence[LogEntry], events: Sequence[Sequence]) -> list:
    """``entries`` with each line "Italia (1) is counted." said with its result
    (:func:`count_result`), from the region's ``RegionResolved`` among its action's ``events``
    (the record's events, by action index - 1)."""
    out: list = []
    for e in entries:
        msg = e.msg
        if type(e) is LogEntry and getattr(msg, "key", "") == "imperium.log.resolved" \
                and 0 < e.index <= len(events):
            region = msg.params.get("region")
            ev = next((x for x in events[e.index - 1] if isinstance(x, RegionResolved)
                       and region_msg(x.region) == region), None)
            if ev is not None:
                e = LogEntry(e.index, e.seat, count_result(ev))
        out.append(e)
    return out
