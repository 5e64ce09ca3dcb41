"""Caesar XL: a reason said with the Forum race at stake.

When the enemy wins the Forum race at its next Forum phase as the board stands (the race box's
warning), every reason of the threatened side's turn opens with that stake and the places whose
taking this turn still stops it (:func:`~.explain_race.race_stops`), as a reason opens with the
enemy's military win (:mod:`~.explain_military`), then says what the move does about it: it takes
one of those places (or, in the Forum phase, its claim ends the threat), it keeps the gold or
recruits for the attack, it does not stop it, or nothing in this phase can. With no place left
to take, it says that plainly.
"""
from __future__ import annotations

from ..core.text import Msg
from . import components as C
from .ai_politics import foe_wins_next
from .components import place_msg
from .explain_military import _either
from .explain_race import beside, race_stops
from .explain_terms import WHY
from .rules import Claim, EndPhase, Move, Pass, Recruit, State


def _ends_it(view: State, seat: int, action) -> bool:
    """Whether ``action`` itself ends the enemy's win at its next Forum phase (a claim in the Forum phase)."""
    if not isinstance(action, Claim):
        return False
    s = view.clone()
    s.apply_trusted(seat, action)
    return not foe_wins_next(s, seat)


def staked(view: State, seat: int, action, main: Msg) -> Msg:
    """``main`` (the reason of ``seat``'s ``action``) opened by the enemy's win of the Forum race
    at its next Forum phase, when it comes unless this turn stops it (see the module text)."""
    if view.active != seat or view.winner is not None or not foe_wins_next(view, seat):
        return main
    places = race_stops(view, seat)
    params = {"seat": seat, "seat_foe": 1 - seat}
    if _ends_it(view, seat, action):
        return Msg(WHY + "race_stops", {**params, "what": Msg(WHY + "mil_this.stops", {"what": main})})
    if not places:
        return Msg(WHY + "race_lost", {**params, "what": main})
    ways = _either([Msg(WHY + "mil_way.roma", {"place": place_msg(p)}) for p in places[:3]])
    return Msg(WHY + "race_first", {**params, "ways": ways, "what": _this(view, seat, action, main, places)})


def _this(view: State, seat: int, action, main: Msg, places: list) -> Msg:
    """What ``action`` does against the enemy's race win (see :func:`staked`)."""
    if isinstance(action, Move) and action.path[-1] in places:
        return Msg(WHY + "mil_this.stops", {"what": main})
    if view.phase in ("draw", "purchase"):
        if isinstance(action, (EndPhase, Pass)) and view.gold[seat] > 0:
            return Msg(WHY + "mil_this.keep", {"gold": view.gold[seat], "place": place_msg(places[0])})
        if isinstance(action, Recruit):
            near = next((p for p in places if beside(view, action.place, p)), None)
            if near is not None:
                return Msg(WHY + "recruit_for_stake", {"unit": C.unit_msg(action.kind, action.grade),
                                                       "place": place_msg(action.place), "stake": place_msg(near)})
    now = view.phase in ("march", "combat") or view.phase == "forum" and any(
        _ends_it(view, seat, a) for a in view.legal_actions(seat))
    return Msg(WHY + ("mil_this.aside" if now else "mil_this.not_now"), {"what": main})
