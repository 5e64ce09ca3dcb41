"""Caesar XL: why the hard general's evaluation favours a seat (the review chart's reason at a
point, read from that seat's view). The evaluation (:func:`~.ai_eval.evaluate`) is a sum of terms;
the reason names the biggest of three parts of it that go that seat's way: the gold of the cities
each side holds, the Forum race (the political balance, the Forum cards held and those on the row
it can claim), and a win threat (the side playing next winning at its next Forum phase, politically
or militarily; the phasing side's own reach of the threshold; a military win in reach with the
enemy's Supreme Commander dead). ``None`` when none of them goes its way.
"""
from __future__ import annotations

from . import components as C
from .ai_eval import (DANGER_VALUE, OWN_REACH_VALUE, STOP_TRUST, _control, _forum_worth, _likely_gold,
                      _military_reach, _occupancy, _pending_battles, exact_odds, march_stop, military_stop,
                      political_worth, roma_extra)
from .ai_military import foe_wins_military, military_danger
from .ai_politics import BEFORE_MARCH, danger, foe_wins_next, reach, wins_now
from .explain_terms import lean, level
from ..core.text import Msg
from .rules import State

#: the reasons' keys (the review's: they name the favoured seat, never "you")
SAID = "caesar_xl.review.favoured."


def _forum(view: State, ctl: dict, pending: list) -> list[float]:
    """Each side's Forum race as the evaluation counts it."""
    out = [0.0, 0.0]
    _forum_worth(view, out, ctl, pending)
    for i in (0, 1):
        out[i] += 3.0 * len(view.claimed[i]) + political_worth(abs(view.balance(i)))
    return out


def _threat(view: State, ctl: dict, occ: dict, pending: list) -> float:
    """The chance the side playing next (not the active one) wins at its next Forum phase, as the
    evaluation weighs it (less what this turn's March phase can stop, before it)."""
    act = view.active
    early = view.phase in BEFORE_MARCH
    d = danger(view, 1 - act, ctl, pending)
    if d and early and foe_wins_next(view, act):
        d *= 1.0 - STOP_TRUST * march_stop(view, act, occ, ctl, exact_odds)
    m = military_danger(view, 1 - act, ctl, pending)
    if m and early and foe_wins_military(view, act):
        m *= 1.0 - STOP_TRUST * military_stop(view, act, occ, ctl, exact_odds)
    return 1.0 - (1.0 - d) * (1.0 - m)


def _parts(view: State, seat: int) -> list[tuple[float, Msg]]:
    """The parts of the evaluation with their words: each ``(its worth to seat, the words)``."""
    foe, act = 1 - seat, view.active
    occ = _occupancy(view)
    ctl = {p: _control(view, occ, p, p in C.AREA) for p in C.PLACES}
    gold = [sum(c.gold for c in C.TOPO.cities if ctl[c.id] == i) for i in (0, 1)]
    pending = _pending_battles(view, [0.0, 0.0], occ, exact_odds, roma_extra(view), seat)
    out = [(float(gold[seat] - gold[foe]), Msg(SAID + "gold", {"seat": seat, "n": gold[seat],
                                                                        "seat_foe": foe, "m": gold[foe]}))]
    forum = _forum(view, ctl, pending)
    ahead = abs(view.balance(seat)) > abs(view.balance(foe))
    out.append((forum[seat] - forum[foe], Msg(SAID + ("balance" if ahead else "forum"),
                                              {"seat": seat, "a": lean(view.balance(seat)), "seat_foe": foe,
                                               "b": lean(view.balance(foe))})))
    if seat != act:
        p = _threat(view, ctl, occ, pending)
        out.append((DANGER_VALUE * p, Msg(SAID + "wins_next", {"seat": seat, "p": level(p)})))
    elif reach(view, act, ctl, view.gold[act]) >= C.PARAMS["political_threshold"]:
        out.append((OWN_REACH_VALUE, Msg(SAID + "reach", {"seat": seat, "seat_foe": foe})))
    arms = [0.0, 0.0]
    _military_reach(view, arms, _likely_gold(gold, pending))
    out.append((arms[seat] - arms[foe], Msg(SAID + "military", {"seat": seat, "seat_foe": foe})))
    return out


def favoured(view: State, seat: int) -> Msg | None:
    """Why the evaluation favours ``seat`` here, from its view (see the module text)."""
    if view.winner is not None or view.phase == "over":
        return None
    if wins_now(view):
        return Msg(SAID + "wins_now", {"seat": seat}) if view.active == seat else None
    worth, why = max(_parts(view, seat), key=lambda x: x[0])
    return why if worth > 0 else None
