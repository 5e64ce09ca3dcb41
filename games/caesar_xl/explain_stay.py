"""Caesar XL: fighting on in a battle, weighed against the retreat the general would take instead.

"You hold out in this battle 59% of the time" left the player to guess what retreating would have
come to. The reason of fighting on names the retreat (:meth:`~games.caesar_xl.ai.General.retreat_to`)
and what it gives up: the city and its gold, the enemy's leaders who could fall there, the Forum
cards that need the place; or, when giving up the battle hands the enemy the victory at its next
Forum phase, that.
"""
from __future__ import annotations

from ..core.text import Msg
from .ai import General
from .components import place_msg
from .explain_terms import WHY, listed
from .explain_words import stakes
from .rules import Retreat, State


def over_retreat(view: State, seat: int, odds: Msg, now: float) -> Msg:
    """``odds`` (``seat``'s chance ``now`` in the battle fought on) with the retreat given up and what
    it would cost (see the module text); ``odds`` itself when no retreat is open. That the gain is
    worth the risk is said only at odds the general fights on at."""
    spots = [a for a in view.legal_actions(seat) if isinstance(a, Retreat)]
    if not spots or view.battle is None:
        return odds
    place = view.battle["place"]
    params = {"odds": odds, "to": place_msg(General.retreat_to(view, seat, spots).place), "seat_foe": 1 - seat,
              "n": len(view.pieces_at(place, seat))}
    if General.retreat_loses_the_race(view, seat):
        return Msg(WHY + "vs.stay_race", params)
    given = []              # (the place is named by the odds: the city's gold said without it)
    for m in stakes(view, seat, place):
        if m.key == WHY + "stake.city":
            given.append(Msg(WHY + "stake.here", {"gold": m.params["gold"]}))
        elif m.key == WHY + "stake.foe_leaders":        # ("give up the fate of" read oddly)
            given.append(Msg(WHY + "stake.defeat", m.params))
        elif m.key != WHY + "stake.own_leaders":         # (they retreat too)
            given.append(m)
    if not given:
        return odds
    key = "vs.stay_over" if now >= General.retreat_limit(view, seat) else "vs.stay_instead"
    return Msg(WHY + key, {**params, "stakes": listed(given)})
