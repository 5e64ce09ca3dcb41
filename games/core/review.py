"""The review of a finished game: for each person seat, the moves the computer judged clearly
worse than its best at that moment, and every seat's standing over the game.

Everything is judged from the view of the seat concerned at that moment
(``state.view_for(seat)``), by the game's explain module (:mod:`games.core.explain`): its
``judge`` for each move of a person seat, its ``standing`` for the chart. The work goes a slice
of moves at a time (:func:`review_part`, which a window runs off its frame loop, one slice per
job, to show its progress); :func:`assemble` puts the slices together, and
:meth:`Review.to_json` / :func:`review_from_json` keep it with the saved game so that it is not
worked out twice.

>>> size_msg(0.02).key, size_msg(0.4).key
('core.review.size.slip', 'core.review.size.losing')
"""
from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Any

from .chance import CHANCE
from .explain import explainer
from .record import Record
from .text import Msg

#: a move that gives away less than this chance to win is not listed
CLEARLY_WORSE = 0.03
#: the most moves listed per seat
MOST = 5
#: the standing is sampled at most this many times over a game (the chart's points)
CHART_POINTS = 60
#: the losses (chance to win given away) from which a move reads as each size, smallest first
SIZES = ((0.3, "losing"), (0.15, "serious"), (0.06, "mistake"), (0.0, "slip"))
#: the version of the review kept in a save
VERSION = 1


def size_msg(loss: float) -> Msg:
    """How much a move gave away, in a player's words, with the chance in 100."""
    kind = next(k for floor, k in SIZES if loss >= floor)
    return Msg(f"core.review.size.{kind}", {"p": max(1, round(100 * loss))})


@dataclass(frozen=True)
class Moment:
    """A move of a person seat judged worse than the computer's best at that moment."""

    index: int              # the move's place in the record's actions (0 for the first)
    seat: int
    taken: Msg              # the move made (its log line)
    better: Msg             # the computer's best move there (its log line)
    why: Msg                # why the better move (the explain module's reason)
    loss: float             # the chance to win given away, 0..1

    def to_json(self) -> dict:
        """A JSON-ready form."""
        return {"index": self.index, "seat": self.seat, "taken": self.taken.to_json(),
                "better": self.better.to_json(), "why": self.why.to_json(), "loss": self.loss}

    @staticmethod
    def from_json(d: dict) -> "Moment":
        """Inverse of :meth:`to_json` (raises ``KeyError``/``TypeError``/``ValueError`` on a bad entry)."""
        return Moment(int(d["index"]), int(d["seat"]), Msg.from_json(d["taken"]), Msg.from_json(d["better"]),
                      Msg.from_json(d["why"]), float(d["loss"]))


@dataclass
class Review:
    """What the review found: the listed moves per person seat (worst first) and the standings
    over the game (``(move index, [each seat's chance to win])``)."""

    moments: dict[int, list[Moment]] = field(default_factory=dict)
    standings: list[tuple[int, list[float]]] = field(default_factory=list)
    moves: int = 0          # the record's length when it was reviewed

    def to_json(self) -> dict:
        """A JSON-ready form (kept in the record's extras)."""
        return {"version": VERSION, "moves": self.moves,
                "moments": {str(s): [m.to_json() for m in ms] for s, ms in self.moments.items()},
                "standings": [[i, list(v)] for i, v in self.standings]}


def review_from_json(raw: Any, record: Record) -> Review | None:
    """The review kept with ``record``, or ``None`` when there is none, it is of another length
    of the game or it cannot be read (then it is worked out again: never an error)."""
    if not isinstance(raw, dict) or raw.get("version") != VERSION or raw.get("moves") != len(record.actions):
        return None
    try:
        moments = {int(s): [Moment.from_json(m) for m in ms] for s, ms in raw["moments"].items()}
        standings = [(int(i), [float(x) for x in v]) for i, v in raw["standings"]]
    except (KeyError, TypeError, ValueError, AttributeError):
        return None
    return Review(moments, standings, len(record.actions))


@dataclass
class Part:
    """One slice of a review: the judged moves of person seats and the standings sampled."""

    judged: list[Moment] = field(default_factory=list)
    standings: list[tuple[int, list[float]]] = field(default_factory=list)


def _persons(record: Record) -> list[int]:
    return [i for i, s in enumerate(record.seats) if s.is_person]


def slices(record: Record, size: int = 4) -> list[tuple[int, int]]:
    """The slices of a review, about ``size`` moves of person seats each: ``(start, stop)``
    indexes of the record's actions."""
    persons = set(_persons(record))
    marks = [i for i, (seat, _a) in enumerate(record.actions) if seat in persons]
    out, start = [], 0
    for k in range(size - 1, len(marks), size):
        out.append((start, marks[k] + 1))
        start = marks[k] + 1
    if start < len(record.actions) or not out:
        out.append((start, len(record.actions)))
    return out


def review_part(record: Record, start: int, stop: int, cancel: threading.Event | None = None) -> Part:
    """The review of the record's actions ``start`` to ``stop``: each move of a person seat
    judged from that seat's view, and the standings sampled (see :data:`CHART_POINTS`)."""
    explain = explainer(record.game)
    part = Part()
    if explain is None:
        return part
    persons = set(_persons(record))
    every = max(1, len(record.actions) // CHART_POINTS)
    state = record.replay(start, trusted=True)
    seats = range(len(record.seats))
    for i in range(start, stop):
        if cancel is not None and cancel.is_set():
            break
        seat, action = record.actions[i]
        if i % every == 0 and seat != CHANCE:
            part.standings.append((i, [round(explain.standing(state.view_for(s), s), 4) for s in seats]))
        if seat in persons and len(state.legal_actions(seat)) > 1:
            j = explain.judge(state.view_for(seat), seat, action, cancel)
            if j.loss >= CLEARLY_WORSE and j.best.action != action:
                part.judged.append(Moment(i, seat, action.msg(seat), j.best.action.msg(seat), j.best.reason,
                                          round(j.loss, 4)))
        state.apply_trusted(seat, action)
    return part


def assemble(record: Record, parts: list[Part]) -> Review:
    """The review from its slices: per person seat the :data:`MOST` moves that gave away most
    (worst first), and the standings in order, the final one added."""
    judged = [m for p in parts for m in p.judged]
    moments: dict[int, list[Moment]] = {}
    for seat in _persons(record):
        mine = sorted((m for m in judged if m.seat == seat), key=lambda m: (-m.loss, m.index))
        moments[seat] = mine[:MOST]
    standings = sorted((s for p in parts for s in p.standings), key=lambda t: t[0])
    explain = explainer(record.game)
    if explain is not None and record.actions:
        end = record.replay(trusted=True)
        standings.append((len(record.actions), [round(explain.standing(end.view_for(s), s), 4)
                                                for s in range(len(record.seats))]))
    return Review(moments, standings, len(record.actions))


def review(record: Record, cancel: threading.Event | None = None) -> Review:
    """The whole review at once (tests and tools; a window runs it a slice at a time)."""
    return assemble(record, [review_part(record, a, b, cancel) for a, b in slices(record)])
