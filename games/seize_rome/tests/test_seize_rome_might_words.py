"""Might's advice named its target and not what it changes ("face down, it counts for nothing
from now on", when it turned Aegyptus from 6-3 against to 3-0 for the player): turning a token
face down says the province it changes, before and after, as the board then counts it."""
from __future__ import annotations

import random

from games.core.chance import CHANCE, sample
from games.seize_rome import explain as X
from games.seize_rome.moves import Flip
from games.seize_rome.rules import new_game


def test_turning_a_token_down_says_the_count_it_changes():
    seen = 0
    for g in range(60):
        rng = random.Random(g)
        s = new_game(2, g, {"expansions": "base"})
        for _ in range(400):
            if s.winner is not None:
                break
            seat = s.to_act()[0]
            if seat == CHANCE:
                s.apply(CHANCE, sample(s.chance_outcomes(), rng))
                continue
            legal = s.legal_actions(seat)
            view = s.view_for(seat)
            for a in [x for x in legal if isinstance(x, Flip) and x.target.startswith("token:")]:
                what = X.because(view, seat, a)
                if what.key != X.WHY + "flip_token":
                    continue
                after = X._after(view, seat, a)
                prov = next(q for q in X.load_topology().border(a.target[6:]).provinces
                            if X.province_msg(q) == what.params["province"])
                assert (what.params["mine0"], what.params["theirs0"]) == tuple(view.influence(prov)[i] for i in (seat, 1 - seat))
                assert (what.params["mine"], what.params["theirs"]) == tuple(after.influence(prov)[i] for i in (seat, 1 - seat))
                assert what.params["theirs"] < what.params["theirs0"], what
                en = what.render("en", ["Livia", "Marcus"])
                assert f"{what.params['mine']} to {what.params['theirs']}" in en, en
                seen += 1
            s.apply(seat, rng.choice(legal))
    assert seen >= 5, seen
