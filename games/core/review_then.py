"""What followed a move the review lists, when the seat's line on the chart fell after it: the
game's explain module's optional ``befell(before, after, seat)`` sets the seat's own view just
after the move against its view at the chart's low in the round after it (what the move did
itself, its "why" says already), and says what the seat lost
there in a few words (Caesar XL: "Then Pompey was lost at Athenae."). The "why" of the move then
ends with it: the better move is named, and also what the move played cost.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from .explain import chance_msg
from .record import Record


def thens(mod: Any, record: Record, review: Any) -> Any:
    """``review`` with each listed move's ``then`` (see the module text) where the game says
    one: a move after which the seat's line fell to a lower chance than the chart gave it at the
    move, within the next round of the chart's points (not its end: the game's result is no
    loss a move made)."""
    befell = getattr(mod, "befell", None)
    if not callable(befell):
        return review
    chart, n = review.chart[:-1], len(record.seats)
    wanted: dict[tuple[int, int], int] = {}
    for seat, slips in review.slips.items():
        for x in slips:
            after = [(i, v[seat]) for i, v in chart if i > x.index][:n]
            if not after or x.top is None:
                continue
            at, low = min(after, key=lambda p: p[1])
            if low < x.top and chance_msg(low) != chance_msg(x.top):
                wanted[(seat, x.index)] = at
    if not wanted:
        return review
    views = _views(record, {k for seat, i in wanted for k in (i + 1, wanted[(seat, i)])})
    for seat, slips in review.slips.items():
        review.slips[seat] = [x if (seat, x.index) not in wanted else
                              replace(x, then=befell(views[x.index + 1][seat], views[wanted[(seat, x.index)]][seat], seat))
                              for x in slips]
    return review


def _views(record: Record, moments: set[int]) -> dict[int, list]:
    """Each seat's view of the game after each of ``moments`` moves (one replay)."""
    out: dict[int, list] = {}
    state = record.new_state()
    for k in range(max(moments, default=0) + 1):
        if k in moments:
            out[k] = [state.view_for(s) for s in range(len(record.seats))]
        if k < len(record.actions):
            seat, action = record.actions[k]
            state.apply_trusted(seat, action)
    return out
