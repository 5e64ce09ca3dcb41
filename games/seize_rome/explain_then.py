"""What followed a move the review lists, when the seat's line on the chart fell after it: a
province the other side closed and won in the round after the move (the review's
:func:`~games.core.review_then.thens`). A 4-0 lead that looked smaller than the 6-0 played
elsewhere was worth more when the province it would have held went to the other side.
"""
from __future__ import annotations

from ..core.text import Msg
from .components import province_msg
from .rules import State


def befell(before: State, after: State, seat: int) -> Msg | None:
    """The first province closed between the two views (the seat's own, before the move and at
    the chart's low after it) that went to the other seat, with its count; ``None``: none."""
    foe = 1 - seat
    for p in sorted(after.closed - before.closed):
        inf = after.tallies.get(p) or after.influence(p)
        if inf[foe] > inf[seat] or (inf[foe] == inf[seat] and after.tie_winner() == foe):
            return Msg("seize_rome.review.then.closed", {"province": province_msg(p), "theirs": inf[foe],
                                                         "mine": inf[seat], "seat_foe": foe})
    return None
