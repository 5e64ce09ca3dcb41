"""Caesar XL: a march's reason with what it risks: the battle in doubt, and the enemy's reply next turn.

An attack in doubt (won less often than :data:`IN_DOUBT`) with leaders in the stack says what it is
for and what it risks: the city and its gold, the enemy's leaders who could fall, the Forum cards
that need the place, against the leaders who fall with the stack and the Forum points they carry
("43% of the time" alone named no stake).

A march that takes leaders into a battle (or onto a place) that an enemy stack can reach in its next
March phase leaves them there: winning the battle now ("99% of the time") says nothing of the
stack of 8 one march away that kills them next turn, with their whole Forum balance. The reason
then adds that stack, where it stands, and how often the leaders would survive its attack, from
what the map shows alone (the pieces of both sides; no card in a hand). The survivors of the
battle are fewer than the stack that marches, so the chance said is the best case.
"""
from __future__ import annotations

from ..core.text import Msg
from .ai_eval import battle_side, exact_odds, march_reach
from .components import COMBAT_KINDS, card_msg, place_msg, political_of
from .explain_terms import WHY, both, listed, often
from .explain_words import battle_chance, stakes
from .rules import Move, State

#: an attack won less often than this, with leaders in the stack, says what it wins and risks
IN_DOUBT = 0.6
#: the reasons of an attack whose stakes :func:`risked` adds (a long shot names them already)
_ATTACKS = (WHY + "march_battle", WHY + "march_battle_gold", WHY + "march_feed")
#: an attack next turn that the stack survives this often or more is not worth a word
SAFE = 0.8


def reply_threat(view: State, seat: int, place: str, mine) -> tuple[str, float] | None:
    """The enemy stack with combat units that can march on ``place`` next turn and most often beats
    ``mine`` (pieces of ``seat``) there, as ``(where it stands, the chance that mine survive its
    attack)``; ``None`` when none can reach ``place``. A stack in ``place`` itself (the battle of
    this turn) is not one."""
    foe = 1 - seat
    dfn, d_lead = battle_side(view, list(mine))
    best = None
    for q in sorted({t[3] for t in view.units.values() if t[0] == foe}):
        theirs = [u for u in view.pieces_at(q, foe) if view.units[u][1] in COMBAT_KINDS]
        if q == place or not theirs or place not in march_reach(q, view.silver):
            continue
        att, a_lead = battle_side(view, list(view.pieces_at(q, foe)))
        live = 1.0 - (exact_odds(att, a_lead, dfn, d_lead) if dfn else 1.0)
        if best is None or live < best[1]:
            best = (q, live)
    return best


def replied(view: State, seat: int, action, main: Msg) -> Msg:
    """``main`` (the reason of ``seat``'s ``action``) with the enemy stack that can attack the leaders
    of a march at its destination next turn (see the module text); ``main`` itself otherwise."""
    if not isinstance(action, Move):
        return main
    dest = action.path[-1]
    here = set(view.pieces_at(dest, seat)) | set(action.units)
    leaders = sorted(view.units[u][1] for u in here if view.units[u][1] not in COMBAT_KINDS)
    if not leaders:
        return main
    threat = reply_threat(view, seat, dest, sorted(here))
    if threat is None or threat[1] >= SAFE:
        return main
    q, live = threat
    return Msg(WHY + "reply", {"what": main, "seat_foe": 1 - seat, "m": len(view.pieces_at(q, 1 - seat)),
                               "from": place_msg(q), "place": place_msg(dest),
                               "leaders": both(card_msg(k) for k in leaders), "p": often(live)})


def risked(view: State, seat: int, action, main: Msg) -> Msg:
    """``main`` (the reason of the attack ``action``) with what it wins and what it risks, when it is
    in doubt and leaders march or stand in it (see the module text)."""
    if not isinstance(action, Move) or main.key not in _ATTACKS:
        return main
    dest = action.path[-1]
    if battle_chance(view, seat, dest, action.units) >= IN_DOUBT:
        return main
    here = set(view.pieces_at(dest, seat)) | set(action.units)
    leaders = sorted(view.units[u][1] for u in here if view.units[u][1] not in COMBAT_KINDS)
    if not leaders:
        return main
    said = (WHY + "stake.own_leaders",) + ((WHY + "stake.city",) if main.key == WHY + "march_battle_gold" else ())
    won = [m for m in stakes(view, seat, dest) if m.key not in said]       # (the city's gold: said already)
    params = {"what": main, "leaders": both(card_msg(k) for k in leaders),
              "n": abs(sum(political_of(k) for k in leaders))}
    if not won:
        return Msg(WHY + "risk_only", params)
    return Msg(WHY + "risk", {**params, "stakes": listed(won)})
