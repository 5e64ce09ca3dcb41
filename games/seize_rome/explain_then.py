"""What followed a move the review lists, when the seat's line on the chart fell after it: a
province the other side closed and won in the round after the move (the review's
:func:`~games.core.review_then.thens`). A 4-0 lead that looked smaller than the 6-0 played
elsewhere was worth more when the province it would have held went to the other side.
"""
from __future__ import annotations

from typing import Any

from ..core.text import Msg
from .components import province_msg
from .moves import Bonus, CrassusBonus, CrassusDiscard, Place
from .rules import State


def befell(before: State, after: State, seat: int) -> Msg | None:
    """The first province closed between the two views (the seat's own, just after the move and at
    the chart's low after it) that went to the other seat, with its count; ``None``: none."""
    foe = 1 - seat
    for p in sorted(after.closed - before.closed):
        inf = after.tallies.get(p) or after.influence(p)
        if inf[foe] > inf[seat] or (inf[foe] == inf[seat] and after.tie_winner() == foe):
            return Msg("seize_rome.review.then.closed", {"province": province_msg(p), "theirs": inf[foe],
                                                         "mine": inf[seat], "seat_foe": foe})
    return None


def fall_cause(record: Any, at: int) -> int:
    """The move a fall of the review's chart is laid to when halving the stretch found move
    ``at`` (:func:`~games.core.review_falls.falls_of`): a bonus set aside or discarded changes no
    province, and a fall found there was made by the same seat's placement before it (the chance
    draws between skipped), which is named instead ("Auto-Crassus sets the Might bonus aside" was
    blamed for the fall his closing placement made)."""
    seat, action = record.actions[at]
    if not (isinstance(action, Bonus) and not action.use):
        return at
    k = at - 1
    while k >= 0:
        who, act = record.actions[k]
        if who == seat and isinstance(act, Place):
            return k
        if not (who < 0 or who == seat and isinstance(act, Bonus)):
            break
        k -= 1
    return at


def quiet_move(action: Any) -> bool:
    """True for a move that changes no chance to win and is never what a chart point names
    (:func:`games.app.scenes.review.shown_move`): Auto-Crassus putting his row's leftmost token
    back in the bag, or setting aside a bonus his rules never use (a person's discard is a choice,
    and named).

    >>> quiet_move(CrassusDiscard("shield_3_3")), quiet_move(CrassusBonus("might", "", False))
    (True, True)
    >>> quiet_move(Bonus("might", "", False))
    False
    """
    return isinstance(action, CrassusDiscard) or isinstance(action, CrassusBonus) and not action.use
