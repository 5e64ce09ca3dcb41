"""CAESAR!: why the evaluation favours a seat (the review chart's reason at a point, read from
that seat's view). The evaluation counts the race itself first, the markers each seat still has
to place; where the seat is not ahead in that race, the open provinces where its face-up
influence leads (each counted by its chance of going that seat's way). ``None`` when neither
holds: then nothing of the evaluation can be named truthfully as the reason.
"""
from __future__ import annotations

from ..core.text import Msg
from .components import province_msg
from .rules import State
from .topology import load_topology

WHY = "seize_rome.why."


def _leads(view: State, seat: int) -> list[str]:
    """The open provinces where ``seat``'s face-up influence is higher than the other seat's."""
    out = []
    for p in load_topology().provinces:
        if p.id in view.closed:
            continue
        inf = view.influence(p.id)
        if inf[seat] > inf[1 - seat]:
            out.append(p.id)
    return out


def favoured(view: State, seat: int) -> Msg | None:
    """Why the evaluation favours ``seat`` here, from its view (see the module text)."""
    if view.winner is not None:
        return None
    foe = 1 - seat
    if view.markers[seat] < view.markers[foe]:
        return Msg(WHY + "favoured.markers", {"seat": seat, "n": view.markers[seat], "seat_foe": foe,
                                               "m": view.markers[foe]})
    led = _leads(view, seat)
    if not led:
        return None
    return Msg(WHY + "favoured.provinces", {"seat": seat, "provinces": [province_msg(p) for p in led],
                                            "n": len(led)})
