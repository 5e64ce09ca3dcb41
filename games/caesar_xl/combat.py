"""Battle dice of Caesar XL: the rule of a hit, and the exact distributions it makes.

Every unit that fires rolls one die and scores a hit on a roll at or under its
swords (Silver [10], [12.2.2]; a unit of 6 or more swords always hits, one of
0 never): :func:`die_hits`. The engine rolls each die as a chance outcome (its
face) and counts the hits with that rule. The dice of one side in one step are
independent, so the number of hits a side scores follows from its units'
chances: :func:`hit_distribution`, and :func:`step_outcomes` gives the pair
``(hits by the attacker, hits by the defender)`` of a step with its exact
probability (the computer players' odds).

>>> [round(p, 4) for p in hit_distribution([2])]     # a standard legion: 2 in 6
[0.6667, 0.3333]
>>> [round(p, 4) for p in hit_distribution([3, 1])]
[0.4167, 0.5, 0.0833]
>>> [(hits, round(p, 4)) for hits, p in step_outcomes([2], [])]
[((0, 0), 0.6667), ((1, 0), 0.3333)]
"""
from __future__ import annotations

from typing import Iterable


def die_hits(face: int, swords: int) -> bool:
    """Whether a die showing ``face`` (1..6) hits for a unit of ``swords``: at or under them.

    >>> die_hits(2, 2), die_hits(3, 2), die_hits(6, 7), die_hits(1, 0)
    (True, False, True, False)
    """
    return face <= swords


def hit_chance(swords: int) -> float:
    """The chance that one die scores a hit for a unit of ``swords`` (the faces that hit, of six).

    >>> hit_chance(0), hit_chance(2), hit_chance(9)
    (0.0, 0.3333333333333333, 1.0)
    """
    return sum(die_hits(face, swords) for face in range(1, 7)) / 6


def hit_distribution(swords: Iterable[int]) -> list[float]:
    """``p[k]``: the chance that the units of ``swords`` score exactly ``k`` hits."""
    dist = [1.0]
    for s in swords:
        q = hit_chance(s)
        nxt = [0.0] * (len(dist) + 1)
        for k, p in enumerate(dist):
            nxt[k] += p * (1 - q)
            nxt[k + 1] += p * q
        dist = nxt
    return dist


def step_outcomes(attacker: Iterable[int], defender: Iterable[int]) -> list[tuple[tuple[int, int], float]]:
    """Every ``(attacker's hits, defender's hits)`` of one step with a probability above 0."""
    a, d = hit_distribution(attacker), hit_distribution(defender)
    return [((i, j), pa * pd) for i, pa in enumerate(a) for j, pd in enumerate(d) if pa * pd > 0]
