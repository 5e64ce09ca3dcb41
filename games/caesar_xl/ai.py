"""Computer players for Caesar XL: for now one cheap legal-move player at every level.

It reads only its view. It claims Forum cards whenever it can, buys and plays
cards, recruits while it has gold, marches with a preference for spaces the
enemy holds or that are worth gold, never retreats from a battle it outnumbers,
and ends each phase once nothing it likes is left; ties are broken by its
seeded generator. The real opponent is its own piece of work.

>>> from games.caesar_xl.rules import new_game
>>> p = make_player("normal", 1)
>>> type(p.choose(new_game(2, 1, {}).view_for(0), 0)).__name__
'EndPhase'
"""
from __future__ import annotations

import random
import threading

from ..core.players import by_level
from .rules import (CITY, Claim, BuyCard, Diplomacy, EndPhase, Move, Pass, PlayCard, Recruit, Retreat, State,
                    Tactic, gold_of)


class SimplePlayer:
    """A seeded heuristic over the legal actions (no look-ahead)."""

    #: how many actions of one kind a phase may take before ending it
    patience = 6

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)

    def _score(self, view: State, seat: int, a) -> float:
        if isinstance(a, Claim):
            return 10
        if isinstance(a, PlayCard):
            return 6
        if isinstance(a, Tactic):
            return 5
        if isinstance(a, BuyCard):
            return 2 if view.gold[seat] >= 9 else -1
        if isinstance(a, Recruit):
            return 3 if a.kind == "legion" else 2
        if isinstance(a, Diplomacy):
            return 1 + (gold_of(a.target) <= 2)
        if isinstance(a, Move):
            dest = a.path[-1]
            own = view.controller(dest) == seat
            enemy = len(view.combat_at(dest, 1 - seat))
            mine = sum(1 for u in a.units if view.units[u][1] in ("legion", "legio_x", "ally"))
            val = (0 if own else gold_of(dest)) + (2 if enemy and mine > enemy else -3 if enemy else 0)
            return val - len(a.path) + 0.5 * (dest in CITY)
        if isinstance(a, Retreat):
            b = view.battle
            mine = len(view.combat_at(b["place"], seat))
            foe = b["militia"] if b["dfn"] == 2 else len(view.combat_at(b["place"], 1 - seat))
            return 1 if mine < foe else -1
        if isinstance(a, (Pass, EndPhase)):
            return 0.5
        return 1

    def choose(self, view: State, seat: int, cancel: threading.Event | None = None):
        legal = view.legal_actions(seat)
        scored = [(self._score(view, seat, a) + self.rng.random() * 0.5, i) for i, a in enumerate(legal)]
        best = max(scored)[1]
        return legal[best]


def make_player(level: str, seed: int | None = None):
    """A computer player: ``easy``, ``normal`` or ``hard`` (all the same simple player for now)."""
    return by_level({"easy": SimplePlayer, "normal": SimplePlayer, "hard": SimplePlayer}, level, seed)
