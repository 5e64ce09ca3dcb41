"""Caesar XL's Forum race as the rules count it: the balance that wins, and the furthest a side can
take its balance by claiming the Forum cards face up now. Read by the race box's words
(:mod:`.scene_info`) and by the hard computer (:mod:`.ai_politics`) alike, so both judge the race
by one rule.
"""
from __future__ import annotations

from itertools import combinations

from . import rules as R


def goal() -> int:
    """The balance, either way, that wins politically."""
    return R.PARAMS["political_threshold"]


def best_claims(view, seat: int) -> tuple[int, tuple[str, ...]]:
    """The balance furthest from 0 that ``seat`` can reach in its Forum phase by claiming
    Forum cards face up now (each claimable now, their gold paid together), and those cards
    (none: its balance as it stands is the furthest)."""
    bal = view.balance(seat)
    cards = [c for c in view.forum if c in R.CARDS and view.claimable(seat, c)]
    best = (abs(bal), 0, bal, ())
    for k in range(1, len(cards) + 1):
        for combo in combinations(cards, k):
            pay = sum(R.CARDS[c].get("condition", {}).get("pay", 0) for c in combo)
            if pay > view.gold[seat]:
                continue
            b = bal + sum(R.political_of(c) for c in combo)
            cand = (abs(b), -k, b, combo)
            if cand[:2] > best[:2]:
                best = cand
    return best[2], best[3]
