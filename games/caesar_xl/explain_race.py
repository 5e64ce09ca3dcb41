"""Caesar XL: a march whose real stake is the Forum race.

A march into a battle it mostly loses read as nonsense when its reason gave the odds alone ("you
win the battle for Roma 26% of the time"): what made it the choice was that Pompey in Roma could
claim The Senate and win the race. :func:`forum_win` finds that stake from the view alone (the
cards on the Forum row, the cities held, the gold): the Forum card a march makes claimable that
brings the marcher to the threshold at its next Forum phase, when nothing did before.

Before the March phase, with the enemy winning at its next Forum phase as the board stands, the
hard general keeps its gold and recruits for the one attack that can stop it; :func:`race_stake`
names the place of that attack, so that keeping the gold reads as what it is ("Marcus wins at the
next Forum phase unless you take Roma"), not as the routine saving for the Purchase phase.
"""
from __future__ import annotations

from . import components as C
from .ai_eval import _control, _occupancy, battle_side, exact_odds, march_reach
from .ai_politics import BEFORE_MARCH, _may_retreat, claimable, condition_places, foe_wins_next, reach
from .rules import Move, State


def _board(view: State) -> dict:
    return {c.id: view.controller(c.id) for c in C.TOPO.cities}


def _map_gold(ctl: dict, seat: int) -> int:
    return sum(c.gold for c in C.TOPO.cities if ctl.get(c.id) == seat)


def forum_win(view: State, seat: int, a: Move) -> str | None:
    """The Forum card ``seat`` could claim to win the race at its next Forum phase once march ``a``
    holds its destination (its battle won, the enemy's pieces there gone), and could not claim
    before (``None``: no such card, or the race was won without the march)."""
    t = C.PARAMS["political_threshold"]
    before = _board(view)
    if not view.forum or reach(view, seat, before, view.gold[seat]) >= t:
        return None
    s = view.clone()
    s.apply_trusted(seat, a)
    dest = a.path[-1]
    after = _board(s)
    if dest in C.CITY:
        after[dest] = seat
    dead = frozenset(u for u, p in s.units.items() if p[3] == dest and p[0] != seat)
    if reach(s, seat, after, s.gold[seat], dead) < t:
        return None
    for card in sorted(view.forum):
        was = claimable(view, seat, card, before, view.gold[seat], view.sc_place(seat), _map_gold(before, seat))
        now = claimable(s, seat, card, after, s.gold[seat], s.sc_place(seat), _map_gold(after, seat))
        if now and not was and _needed(s, seat, card, after, dead, t):
            return card
    return None


def _needed(s: State, seat: int, card: str, after: dict, dead: frozenset, t: int) -> bool:
    """Whether the goal ``t`` is out of ``seat``'s reach without ``card`` (a card newly claimable
    that moves the balance the other way, or one among others that would do, is not the one the
    march wins the race by)."""
    without = s.clone()
    without.forum = [c for c in without.forum if c != card]
    return reach(without, seat, after, without.gold[seat], dead) < t


def race_stake(view: State, seat: int) -> str | None:
    """Before ``seat``'s March phase, with the enemy winning at its next Forum phase (the race box's
    warning), the place whose taking brings the enemy below the goal, the one ``seat``'s stacks can
    attack with the best odds first (the general's own measure of this turn's stop); ``None``
    when the race is not at stake or no place would stop it."""
    if view.phase not in BEFORE_MARCH:
        return None
    found = race_stops(view, seat)
    return found[0] if found else None


def race_stops(view: State, seat: int) -> list[str]:
    """With the enemy winning the Forum race at its next Forum phase, the places whose taking this
    turn brings it below the goal, best odds first: before the March phase those every stack of
    ``seat`` can attack, in the March phase those its units not yet marched can, and in the March
    and Combat phases the battles joined there (still to be fought). Empty when the race is not at
    stake, it is not ``seat``'s turn, or no attack is left."""
    if view.active != seat or view.phase not in (*BEFORE_MARCH, "march", "combat") or not foe_wins_next(view, seat):
        return []
    foe, t = 1 - seat, C.PARAMS["political_threshold"]
    occ = _occupancy(view)
    ctl = {p: _control(view, occ, p, p in C.AREA) for p in C.PLACES}
    free = view.phase in BEFORE_MARCH or view.phase == "march"
    stacks = [(march_reach(p, view.silver), [u for u in here[seat] if u not in view.moved or view.phase in BEFORE_MARCH])
              for p, here in occ.items() if free]
    stacks = [(r, us) for r, us in stacks if any(view.units[u][1] in C.COMBAT_KINDS for u in us)]
    leaders = {u[3] for u in view.units.values() if u[0] == foe and u[1] not in C.COMBAT_KINDS}
    found: list[tuple[float, str]] = []
    for p in sorted(condition_places() | leaders):
        there = occ.get(p, ([], []))[foe]
        if ctl.get(p) == seat and not there:
            continue
        keeps = _may_retreat(view, foe, p)
        dead = frozenset(u for u in there if not (keeps and view.units[u][1] not in C.COMBAT_KINDS))
        if reach(view, foe, {**ctl, p: seat}, view.gold[foe], dead) >= t:
            continue
        joined = view.phase in ("march", "combat") and there and any(view.units[u][1] in C.COMBAT_KINDS
                                                        for u in occ.get(p, ([], []))[seat])
        mine = [u for r, us in stacks if p in r for u in us]
        if not mine and not joined:
            continue
        dfn, dl = battle_side(view, there)
        odds = 0.5 if not mine else exact_odds(*battle_side(view, mine), dfn, dl) if dfn else 1.0
        found.append((-odds, p))
    return [p for _o, p in sorted(found)]


def beside(view: State, place: str, stake: str) -> bool:
    """Whether a recruit in ``place`` can join an attack on ``stake`` this March phase."""
    return place == stake or stake in march_reach(place, view.silver)
