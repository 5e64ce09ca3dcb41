"""A bonus token's reason says why and what it did, true to the board: Auto-Crassus's Senate
token said "if he controls Hispania Citerior, …" for a province he had not won, and his
Poison's and set-aside's "Why:" only restated the move; the person's Senate advice promised
markers under a province lost on a tie; Poison in the solo game spoke of a screen Auto-Crassus
does not have."""
from __future__ import annotations

import random

from games.core.chance import CHANCE, sample
from games.seize_rome import explain as X
from games.seize_rome.moves import Bonus, CrassusBonus
from games.seize_rome.rules import new_game

NAMES = ["Livia", "Auto-Crassus"]


def _bonus_moments(games: int, seed: int, expansions: str):
    """Each moment of seeded solo games where a bonus decision is due: (state, seat, actions)."""
    for g in range(games):
        rng = random.Random(seed + g)
        s = new_game(2, g, {"expansions": expansions, "scripts": (None, "crassus")})
        for _ in range(400):
            if s.winner is not None:
                break
            seat = s.to_act()[0]
            if seat == CHANCE:
                s.apply(CHANCE, sample(s.chance_outcomes(), rng))
                continue
            legal = s.legal_actions(seat)
            if any(isinstance(a, Bonus) for a in legal):
                yield s, seat, legal
            s.apply(seat, rng.choice(legal))


def test_his_bonus_reasons_say_what_follows_and_are_true():
    seen = {"held": 0, "not": 0, "poison": 0, "aside": 0}
    for s, seat, legal in _bonus_moments(40, 2, "poison"):
        view = s.view_for(seat)
        for a in [x for x in legal if isinstance(x, CrassusBonus)]:
            why = X.reason(view, seat, a)
            en, ja = why.render("en", NAMES), why.render("ja", NAMES)
            assert en != a.msg(seat).render("en", NAMES) and "{" not in en + ja, en
            if a.use and a.kind == "senate":
                inner = why.params["what"]
                held = s.controller(a.province) == seat
                assert inner.key == X.WHY + ("senate_held" if held else "senate_not_held"), (inner, held)
                after = s.clone()
                before = after.markers[seat]
                after.apply(seat, a)
                placed = before - after.markers[seat]
                assert placed == (inner.params["n"] if held else 0), (placed, en)
                seen["held" if held else "not"] += 1
            elif a.use:
                assert "rules" in en and "ルール" in ja, en
                seen["poison"] += 1
            else:
                assert "set aside" in en and "脇に置く" in ja, en
                seen["aside"] += 1
    assert min(seen.values()) >= 1, seen


def test_the_persons_bonus_reasons_speak_of_the_board_as_it_is():
    seen = {"poison": 0, "senate": 0}
    for s, seat, legal in _bonus_moments(40, 7, "poison"):
        view = s.view_for(seat)
        for a in [x for x in legal if type(x) is Bonus and x.use]:
            what = X.because(view, seat, a)
            en, ja = what.render("en", NAMES), what.render("ja", NAMES)
            if a.kind == "poison":
                assert "screen" not in en and "ついたて" not in ja and "row" in en and "列" in ja, (en, ja)
                seen["poison"] += 1
            if a.kind == "senate" and a.province:
                held = s.controller(a.province) == seat
                assert what.key == X.WHY + ("senate_held" if held else "senate_not_held"), (what, held)
                seen["senate"] += 1
    assert min(seen.values()) >= 1, seen
