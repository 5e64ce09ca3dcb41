"""The moments of a game as it counts them itself (its top bar's "Turn 13", "Round 5"): where
the review's items and the chart's points are placed, and the chart's span.
"""
from __future__ import annotations

from typing import Any

from .record import Record
from .text import Msg

#: the game's own count of its moments, as its status line says it (the top bar): the status
#: parameter that numbers it, and the words of a moment of that kind; the first found is used
MOMENT_PARAMS = (("round", "core.review.at.round"), ("turn", "core.review.at.turn"), ("n", "core.review.at.turn"))
#: status lines whose number is said otherwise: Caesar's set-up ("placement round 2") and Caesar
#: XL's game turns (「ターン4」)
MOMENT_KEYS = {"caesar.status.place": "core.review.at.placing", "caesar_xl.status": "core.review.at.game_turn"}


def turn_of(view: Any, own_turns: int) -> int:
    """The turn a decision is made in, for spreading a review over the game: the game's own
    numbered turn when its view has one (``turn_no``: Caesar XL's game turns, where each side
    moves many times a turn), else how many turns the seat has begun (``own_turns``)."""
    number = getattr(view, "turn_no", None)
    return number if type(number) is int else own_turns


def moment_of(status: Msg | None, last: Msg | None = None, own_turns: int = 1) -> Msg:
    """A moment of the game as the game itself counts it, from its public status line (the top
    bar's "Turn 13 — ...", "Round 5 of 8 — ..."): "Turn 13", "Round 5", "Placement round 2"
    (:data:`MOMENT_PARAMS`, :data:`MOMENT_KEYS`). A status with no number (Caesar's struggle)
    keeps the ``last`` moment; a game with no numbered status counts the seat's own turns.

    >>> moment_of(Msg("imperium.status.rounds8", {"round": 5, "rounds": 8})).render("en")
    'Round 5'
    >>> moment_of(Msg("caesar.status.struggle", {}), Msg("core.review.at.turn", {"n": 13})).render("ja")
    '第13手番'
    """
    params = status.params if status is not None else {}
    for name, key in MOMENT_PARAMS:
        if type(params.get(name)) is int:
            assert status is not None
            return Msg(MOMENT_KEYS.get(status.key, key), {"n": params[name]})
    if status is not None and last is not None:
        return last
    return Msg("core.review.at.turn", {"n": max(1, own_turns)})


class MomentsWork:
    """:func:`moments_of` worked out a :class:`~games.core.budget.Budget` at a time (``step``), so
    that a long game's replay never spends a frame on it; ``moments`` holds the result once done.

    >>> from games.core.record import Record
    >>> from games.core.state import SeatInfo
    >>> work = MomentsWork(Record("imperium", [SeatInfo("A"), SeatInfo("B")], seed=1))
    >>> work.step(None), [m.render("en") for m in work.moments]
    (True, ['Round 1'])
    """

    def __init__(self, record: Record):
        self.record = record
        self.state = record.new_state()
        self.moments: list[Msg] = []
        self.last: Msg | None = None
        self.begun = [0] * len(record.seats)
        self.mover: int | None = None
        self.done = False

    def step(self, budget: Any = None) -> bool:
        """Work until ``budget`` (a Budget, or None: no limit) is spent; True once done."""
        actions, begun = self.record.actions, self.begun
        while not self.done:
            i = len(self.moments)
            if i == len(actions):
                self.moments.append(moment_of(self.state.status(), self.last, max(begun, default=1)))
                self.done = True
                break
            seat, action = actions[i]
            if 0 <= seat < len(begun) and seat != self.mover:
                self.mover = seat
                begun[seat] += 1
            self.last = moment_of(self.state.status(), self.last, begun[seat] if 0 <= seat < len(begun) else 1)
            self.moments.append(self.last)
            self.state.apply_trusted(seat, action)
            if budget is not None and budget.spent():
                break
        return self.done


def moments_of(record: Record) -> list[Msg]:
    """The moment of each action of ``record`` as the game counts it (:func:`moment_of`: the
    ``i``-th is when action ``i`` was made), then the moment the game reached after the last."""
    work = MomentsWork(record)
    work.step(None)
    return work.moments


def span_of(record: Record) -> tuple[Msg, Msg]:
    """The first and the last moment of ``record``'s game as it counts them (:func:`moment_of`):
    the ends of the review's chart."""
    moments = moments_of(record)
    return moments[0], moments[-1]
