"""A reason that warns (a province left one space from closing, the Poison its closer takes,
the screen the other seat's Poison could empty) ends with that warning: the next best move's
clause after it ("the ship 4/2 … closes nothing") read as the warning's answer, a non sequitur."""
from __future__ import annotations

import random

from games.core.chance import CHANCE
from games.seize_rome import explain as X
from games.seize_rome.moves import Place
from games.seize_rome.rules import new_game

WARNINGS = ("leaves_one", "screen_risk", "foe_")


def _warned(msg) -> bool:
    return msg.key.startswith(tuple(X.WHY + w for w in WARNINGS))


def test_a_warning_is_not_followed_by_the_next_best_move():
    seen = 0
    for seed in range(1, 5):
        s = new_game(2, seed, {"expansions": "poison"})
        rng = random.Random(seed)
        while not s.is_over() and seen < 400:
            seat = s.to_act()[0]
            if seat == CHANCE:
                s.apply(CHANCE, rng.choice(s.legal_actions(CHANCE)))
                continue
            acts = s.legal_actions(seat)
            if s.phase == "place":
                for a in [a for a in acts if isinstance(a, Place)][:12]:
                    why = X.reason(s, seat, a)
                    inner = why.params.get("what")
                    if why.key in (X.WHY + "with", X.WHY + "just") and inner is not None and _warned(inner):
                        seen += 1
                        assert why.key == X.WHY + "just", (a, why)
            s.apply(seat, rng.choice(acts))
    assert seen > 5
