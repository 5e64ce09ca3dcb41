"""Battle odds for Caesar XL's computer general: the exact chance that an attack wins.

A side is described by its combat units, each ``(light, swords, flipped)``: ``light``
fires in the light step (allies, militia), ``swords`` its swords now and ``flipped`` the
swords it keeps when a hit flips it (a Silver veteran; ``0``: a hit removes it), and by
the swords of its leaders (they fire in the heavy step while the side has a combat unit).
A round is the light step then the heavy step; the dice of a step follow
:func:`~games.caesar_xl.combat.hit_distribution` exactly. The side taking hits is
assumed to assign them as a careful owner does: flip a veteran first (nothing lost
for good), otherwise lose its weakest unit. Nobody retreats in this model, so the
number is "fight it out"; a round with no hit at all repeats, which the recursion
solves in closed form (``v = sum(p_s v_s) / (1 - p_same)``).

>>> legion, ally = (False, 2, 0), (True, 1, 0)
>>> round(win_chance((legion,), (), (ally,), ()), 4)   # a round: ally hits 1/6, then legion 1/3 -> (5/18)/(8/18)
0.625
>>> win_chance((legion,), (), (), ())
1.0
>>> round(win_chance((ally,), (), ((False, 2, 0),) * 3, ()), 3)
0.007
"""
from __future__ import annotations

from functools import lru_cache

from .combat import hit_distribution

#: a battle whose two sides hold more units than this is estimated (see :func:`rough_chance`)
EXACT_LIMIT = 11


def _take_hits(side: tuple, n: int) -> tuple:
    """``side`` after ``n`` hits assigned the careful way (flip a veteran, else lose the weakest)."""
    units = list(side)
    for _ in range(n):
        if not units:
            break
        vets = [i for i, u in enumerate(units) if u[2]]
        if vets:
            i = max(vets, key=lambda k: (units[k][1], units[k][0]))
            light, _sw, flipped = units[i]
            units[i] = (light, flipped, 0)
        else:
            i = min(range(len(units)), key=lambda k: (units[k][1], not units[k][0]))
            units.pop(i)
    return tuple(sorted(units))


def _step(att: tuple, dfn: tuple, a_lead: tuple, d_lead: tuple, light: bool) -> list[tuple[tuple, tuple, float]]:
    """The sides after one step and the chance of each."""
    a_sw = [u[1] for u in att if u[0] == light] + ([] if light or not att else list(a_lead))
    d_sw = [u[1] for u in dfn if u[0] == light] + ([] if light or not dfn else list(d_lead))
    if not any(a_sw) and not any(d_sw):
        return [(att, dfn, 1.0)]
    pa, pd = hit_distribution(a_sw), hit_distribution(d_sw)
    out = []
    for i, p in enumerate(pa):
        for j, q in enumerate(pd):
            if p * q > 0:
                out.append((_take_hits(att, j), _take_hits(dfn, i), p * q))
    return out


@lru_cache(maxsize=200_000)
def _value(att: tuple, dfn: tuple, a_lead: tuple, d_lead: tuple) -> float:
    if not dfn:
        return 1.0 if att else 0.0
    if not att:
        return 0.0
    nxt: dict = {}
    for a1, d1, p in _step(att, dfn, a_lead, d_lead, True):
        for a2, d2, q in _step(a1, d1, a_lead, d_lead, False):
            nxt[(a2, d2)] = nxt.get((a2, d2), 0.0) + p * q
    same = nxt.pop((att, dfn), 0.0)
    if same >= 1.0 - 1e-12:
        return 0.0                      # nobody can ever hit: the attacker does not take the place
    return sum(p * _value(a, d, a_lead, d_lead) for (a, d), p in nxt.items()) / (1.0 - same)


def rough_chance(att_swords: float, dfn_swords: float) -> float:
    """A cheap estimate from the swords alone (the normal general's eye; big battles of hard).

    >>> rough_chance(6, 0), rough_chance(4, 4), round(rough_chance(8, 4), 2)
    (1.0, 0.5, 0.8)
    """
    if dfn_swords <= 0:
        return 1.0 if att_swords > 0 else 0.0
    r = att_swords / (att_swords + dfn_swords)
    return max(0.0, min(1.0, 0.5 + (r - 0.5) * 1.8))


def win_chance(att: tuple, a_lead: tuple, dfn: tuple, d_lead: tuple) -> float:
    """The chance that the attacker ``att`` (with leaders' swords ``a_lead``) destroys ``dfn``.

    Exact (see the module text) up to :data:`EXACT_LIMIT` units in all, estimated beyond.
    """
    att, dfn = tuple(sorted(att)), tuple(sorted(dfn))
    if len(att) + len(dfn) > EXACT_LIMIT:
        return rough_chance(sum(u[1] for u in att) + sum(a_lead) * bool(att),
                            sum(u[1] for u in dfn) + sum(d_lead) * bool(dfn))
    return _value(att, dfn, tuple(sorted(a_lead)), tuple(sorted(d_lead)))
