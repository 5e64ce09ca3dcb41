"""What followed a move the review lists, in a few words, when the seat's line on the chart fell
after it: a leader of the seat's killed, a city of the seat's taken, within the round after the
move (the review's :func:`~games.core.review_then.thens`). The move left Pompey alone at
Athenae; the "why" says he died of it.
"""
from __future__ import annotations

from . import components as C
from ..core.text import Msg
from .rules import State

#: at most this many cities named
MOST_CITIES = 2


def befell(before: State, after: State, seat: int) -> Msg | None:
    """What ``seat`` lost between the two views (its own, before the move and at the chart's low
    after it): a leader of its killed (where he stood), else the cities it held that the other
    side took; ``None`` when neither."""
    lost = [(kind, before.has_leader(seat, kind)) for kind in before.leaders_of(seat)
            if after.has_leader(seat, kind) is None]
    if lost:
        kind, place = lost[0]
        return Msg("caesar_xl.review.then.leader", {"leader": C.card_msg(kind), "place": C.place_msg(place or "")})
    taken = [c.id for c in C.TOPO.cities if before.controller(c.id) == seat and after.controller(c.id) == 1 - seat]
    if taken:
        taken = sorted(taken, key=lambda p: -C.gold_of(p))[:MOST_CITIES]
        names = [C.place_msg(p) for p in taken]
        key = "caesar_xl.review.then.city" if len(names) == 1 else "caesar_xl.review.then.cities"
        return Msg(key, {"place": names[0], "other": names[-1], "seat_foe": 1 - seat})
    return None
