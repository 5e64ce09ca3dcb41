"""The falls of a seat's line on the review's chart that no move of its own made: the other
side's march that took the city a win hung on, a battle lost in his turn. The review lists a
seat's own moves judged worse; a steep drop of its line in another seat's turn would otherwise
stand on the chart with no word beside it. Each is said in one line: when, the move that made it
(its public log sentence) and the seat's chance before and after, on the chart's measure.

The move is found by halving the stretch of the game between two points of the chart: the
seat's chance (the judge's ``standing``, from its own view) is asked in the middle, and the half
where it fell is halved again, down to one move.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from .explain import chance_msg
from .record import Record
from .review_chart import chart_at, low_after
from .review_why import kept_msg
from .text import Msg

#: a fall of a seat's chance between two points of the chart at least this large is explained
FALL = 0.2
#: at most this many falls per seat, the largest first
MOST_FALLS = 2


@dataclass(frozen=True)
class Fall:
    """A fall of ``seat``'s chance on the chart made by ``mover``'s move ``index`` (the replay at
    ``index`` shows the position before it): ``move`` its log sentence, ``when`` its moment as
    the game counts it, ``was`` and ``now`` the chart's chance before and after it."""

    seat: int
    index: int
    mover: int
    move: Msg
    when: Msg
    was: float
    now: float

    @property
    def msg(self) -> Msg:
        """The line that says it ("Turn 5: Marcus takes Roma. Not your move: your chance to win
        fell from a near certainty to about 1 in 4.")."""
        return Msg("core.review.fall", {"when": self.when, "move": self.move,
                                        "was": chance_msg(self.was), "now": chance_msg(self.now)})

    def to_json(self) -> list:
        return [self.seat, self.index, self.mover, round(self.was, 4), round(self.now, 4),
                json.dumps(self.move.to_json(), ensure_ascii=False), json.dumps(self.when.to_json(), ensure_ascii=False)]

    @staticmethod
    def from_json(raw: Any, n_actions: int, n_seats: int) -> "Fall":
        """Read :meth:`to_json`'s form; ``ValueError`` when it is damaged."""
        if not isinstance(raw, list) or len(raw) != 7:
            raise ValueError("bad fall")
        seat, index, mover, was, now = raw[:5]
        if any(type(x) is not int for x in (seat, index, mover)) or not 0 <= index < n_actions \
                or not 0 <= seat < n_seats or not 0 <= mover < n_seats:
            raise ValueError("fall out of range")
        if any(type(x) not in (int, float) or not 0 <= x <= 1 for x in (was, now)):
            raise ValueError("bad chance")
        return Fall(seat, index, mover, kept_msg(raw[5]), kept_msg(raw[6]), float(was), float(now))


def falls_json(falls: list[Fall]) -> dict:
    """The kept form of ``falls`` (nothing when there are none)."""
    return {"falls": [f.to_json() for f in falls]} if falls else {}


def falls_from_json(raw: Any, n_actions: int, n_seats: int) -> list[Fall]:
    """Read :func:`falls_json`'s form (``None``: none kept)."""
    if raw is None:
        return []
    if not isinstance(raw, list):
        raise ValueError("bad falls")
    return [Fall.from_json(x, n_actions, n_seats) for x in raw]


class _Probe:
    """A seat's chance after the first ``k`` moves of ``record`` (the game replayed to there)."""

    def __init__(self, mod: Any, record: Record):
        self.mod, self.record = mod, record

    def state(self, k: int) -> Any:
        state = self.record.new_state()
        for seat, action in self.record.actions[:k]:
            state.apply_trusted(seat, action)
        return state

    def chance(self, k: int, seat: int) -> float:
        return float(self.mod.standing(self.state(k).view_for(seat), seat))


def cause(probe: _Probe, seat: int, lo: int, hi: int, top: float, low: float) -> int:
    """The move (its index) between ``lo`` and ``hi`` moves made after which ``seat``'s chance
    went from about ``top`` down to ``low``: the stretch halved until one move is left, keeping
    the half where the chance crossed the middle of the two."""
    middle = (top + low) / 2
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if probe.chance(mid, seat) <= middle:
            hi = mid
        else:
            lo = mid
    return lo


def falls_of(mod: Any, record: Record, raw: list[tuple[int, list[float]]], chart: list[tuple[int, list[float]]],
             moments: list[Msg]) -> list[Fall]:
    """The falls of each person seat's chance (``raw``: the chart's points before they are made
    the mean of a round, without the game's end) of at least :data:`FALL` made by another seat's
    move, at most :data:`MOST_FALLS` a seat, the largest first; ``chart`` the chart as drawn
    (the chances said are its own), ``moments`` each move's moment (:func:`~.review_moments.moments_of`)."""
    probe = _Probe(mod, record)
    out: list[Fall] = []
    for seat, info in enumerate(record.seats):
        if not info.is_person:
            continue
        drops = sorted(((a[1][seat] - b[1][seat], a[0], b[0], a[1][seat], b[1][seat]) for a, b in zip(raw, raw[1:])
                        if a[1][seat] - b[1][seat] >= FALL and b[0] > a[0]), reverse=True)
        mine: list[Fall] = []
        for _d, lo, hi, top, low in drops:
            at = cause(probe, seat, lo, hi, top, low)
            laid = getattr(mod, "fall_cause", None)          # (the game may name the move that made it)
            at = laid(record, at) if callable(laid) else at
            mover = record.actions[at][0]
            if mover == seat or not 0 <= mover < len(record.seats):
                continue
            was = chart_at(chart, lo, seat)          # (the chart's point before the stretch, as drawn)
            now = low_after(chart[:-1], at, seat, len(record.seats))
            if was is None or now is None or chance_msg(was) == chance_msg(now):
                continue
            move = record.actions[at][1].msg(mover)
            mine.append(Fall(seat, at, mover, move, moments[min(at, len(moments) - 1)], was, now))
            if len(mine) == MOST_FALLS:
                break
        out += mine
    return out
