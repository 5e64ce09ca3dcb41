"""Against Auto-Crassus a province left one space from closing with the person ahead is not
simply "his to close next": he closes such a province before he places anywhere else, his
smaller number toward it, so he mostly closes it for the person. The reason and the held
token's box say so and say the number he would need (a tie is his); played on, whenever he
does close it, it goes as they said."""
from __future__ import annotations

import random

import pytest

from games.core.chance import CHANCE, sample
from games.seize_rome import explain as X
from games.seize_rome.components import influence_tokens
from games.seize_rome.moves import Place
from games.seize_rome.rules import new_game

NAMES = ["Livia", "Auto-Crassus"]


def _solo_views(games: int, seed: int, start: int = 0):
    """The person's placements in seeded solo games ``start`` to ``games``: ``(state, seat, view)``."""
    for g in range(start, games):
        rng = random.Random(seed + g)
        s = new_game(2, g, {"expansions": "base", "scripts": (None, "crassus")})
        depth, done = rng.randint(4, 30), 0
        while s.winner is None and done < 200:
            seat = s.to_act()[0]
            if seat == CHANCE:
                s.apply(CHANCE, sample(s.chance_outcomes(), rng))
                continue
            if seat == 0 and done >= depth and s.phase == "place":
                yield s, seat, s.view_for(seat)
                break
            s.apply(seat, rng.choice(s.legal_actions(seat)))
            done += 1


def _played_on(s, seat: int, a: Place, p: str, rng) -> tuple[int, int] | None:
    """``a`` played on the real game until ``p`` closes: (Auto-Crassus's value toward ``p``,
    the seat controlling it) when he closed it, else None."""
    s = s.clone()
    s.apply(seat, a)
    for _ in range(60):
        if p in s.closed or s.winner is not None or (s.to_act() == [seat] and s.phase == "place"):
            break
        who = s.to_act()[0]
        s.apply(who, sample(s.chance_outcomes(), rng) if who == CHANCE else rng.choice(s.legal_actions(who)))
    if p not in s.closed or s.winner is not None:
        return None
    closer = [t for t in s.tokens.values() if t[0] == 1 - seat]
    last = s.tokens[s.last]
    if last[0] != 1 - seat or not closer:
        return None
    tok = influence_tokens()[last[1]]
    return (tok.hi if last[2] == p and not tok.symmetric else tok.lo), s.controller(p)


@pytest.mark.parametrize("start, games", [(0, 20), pytest.param(20, 80, marks=pytest.mark.long)])
def test_a_lead_left_one_space_from_closing_says_what_auto_crassus_does_with_it(start, games):
    """(The first twenty games run by default; the next sixty repeat the check: ``-m long``.)"""
    said = played = 0
    rng = random.Random(5)
    for s, seat, view in _solo_views(games, 11, start):
        for a in [x for x in view.legal_actions(seat) if isinstance(x, Place) and x.toward][:40]:
            left = X.leaves_one(view, seat, a)
            if not left or left[0][1] <= left[0][2]:
                continue
            p, mine, theirs = left[0]
            what = X.without_bonus(X.reason(view, seat, a).params["what"])
            if what.key == X.WHY + "wins_game" or not what.key.startswith(X.WHY + "leaves_one"):
                continue
            assert "_ac" in what.key, what.key
            en, ja = what.render("en", NAMES), what.render("ja", NAMES)
            assert "can close it next" not in en and "次に閉じることができる" not in ja, (en, ja)
            assert "smaller number" in en and "小さいほうの値" in ja, (en, ja)
            said += 1
            got = _played_on(s, seat, a, p, rng)
            if got is None:
                continue
            value, owner = got
            if what.key.endswith("_ac_safe"):
                assert owner == seat, (en, got)
            else:
                assert (owner == 1 - seat) == (value >= mine - theirs), (en, got)
            played += 1
    assert said >= 15 and played >= 5, (said, played)
