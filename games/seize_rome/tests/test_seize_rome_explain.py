"""CAESAR!: the computer's reasons, advice and judgement (``games/seize_rome/explain.py``).

- every computer move at every level, over 50 short random games (with and without the
  expansions), gets a reason in both languages with no missing key, and the reasons are not one
  sentence for most moves;
- a reason names only what is on the board: the province a placement closes and its totals, or
  the province it pushes and the standing there;
- Auto-Crassus's reason is the priority that chose his placement;
- advice is a legal action of the seat, and the same in every hidden world consistent with the
  view (the other screen and the bags dealt again), even when handed the whole world;
- a planted blunder (a Tactics bonus, another turn at once, thrown away) loses clearly more
  than using it.
"""
from __future__ import annotations

import random
from collections import Counter

import pytest

from games.core.chance import CHANCE, sample
from games.core.explain import explainer
from games.core.text import Msg
from games.seize_rome import explain as X
from games.seize_rome.ai import EasyPlayer, HardPlayer, NormalPlayer
from games.seize_rome.components import province_msg
from games.seize_rome.moves import CrassusPlace, Place
from games.seize_rome.rules import new_game
from tests.explain_kit import checked_reasons

EXPANSIONS = ("base", "poison", "centurion")


def _players(seed: int) -> dict:
    """A computer of each level (hard with few worlds: the test's pace)."""
    return {"easy": EasyPlayer(seed), "normal": NormalPlayer(seed), "hard": HardPlayer(seed, worlds=2, seconds=1e9)}


def _walk(s, rng: random.Random, moves: int):
    """Random moves (chance by its odds), ``moves`` of the seats' or until the game ends; the
    position is left with a seat to act."""
    done = 0
    while s.winner is None:
        seat = s.to_act()[0]
        if seat == CHANCE:
            s.apply(CHANCE, sample(s.chance_outcomes(), rng))
            continue
        if done == moves:
            return
        s.apply(seat, rng.choice(s.legal_actions(seat)))
        done += 1


def _positions(games: int = 50):
    out = []
    for g in range(games):
        rng = random.Random(g)
        s = new_game(2, g, {"expansions": EXPANSIONS[g % 3]})
        _walk(s, rng, rng.randint(0, 40))
        if s.winner is None:
            out.append((g, s))
    return out


def test_the_game_has_an_explainer():
    assert explainer("seize_rome") is X


def test_every_computer_move_at_every_level_has_a_true_reason_in_both_languages():
    mains, vs = Counter(), Counter()
    for g, s in _positions():
        seat = s.to_act()[0]
        view = s.view_for(seat)
        for _level, _action, why in checked_reasons(_players(g), view, seat, X, _untrue, "seize_rome.why"):
            inner = why.params.get("what", why)
            mains[inner.key] += 1
            if "vs" in why.params:
                vs[why.params["vs"].key] += 1
    assert len(mains) >= 6, mains
    assert vs["seize_rome.why.vs.close"] < 0.6 * sum(vs.values()), vs


def _untrue(view, seat, action, why: Msg) -> list[str]:
    """What the reason says that is not so on the board (empty: all true)."""
    wrong = []
    what = why.params.get("what", why)
    kind = what.key.rsplit(".", 1)[1]
    p = what.params
    if isinstance(action, Place) and kind.startswith("close"):
        closed = X._closings(view, seat, action)
        if not closed or province_msg(closed[0][0]) != p["province"] or closed[0][1:] != (p["mine"], p["theirs"]):
            wrong.append("the closing")
        bonus = view.bonuses.get(closed[0][0]) if closed else None
        if ("bonus" in kind) != bool(bonus and p["mine"] > p["theirs"]):
            wrong.append("the bonus token")
    elif isinstance(action, Place) and kind == "place":
        if p["province"] != province_msg(action.toward):
            wrong.append("the province pushed")
        inf = X._after(view, seat, action).influence(action.toward)
        if (p["mine"], p["theirs"]) != (inf[seat], inf[1 - seat]):
            wrong.append("the standing there")
    vs = why.params.get("vs")
    if isinstance(vs, Msg) and vs.key.endswith("vs.gives"):
        if not any(province_msg(q) == vs.params["province"] and t > m for q, m, t in X._closings(view, seat, _alt_of(view, seat, vs))):
            wrong.append("the province given away")
    return wrong


def _alt_of(view, seat, vs: Msg):
    """The placement a reason's second half speaks of (found among the legal ones by its words)."""
    for a in view.legal_actions(seat):
        if isinstance(a, Place) and a.toward and X._alt(view, seat, a) == vs.params["alt"]:
            return a
    raise AssertionError("the other move is not a legal one")


def test_auto_crassus_gives_the_priority_that_chose_his_placement():
    rng = random.Random(3)
    s = new_game(2, 3, {"expansions": "base", "scripts": ("crassus", None)})
    for _ in range(300):
        seat = s.to_act()[0]
        if seat == CHANCE:
            s.apply(CHANCE, sample(s.chance_outcomes(), rng))
            continue
        legal = s.legal_actions(seat)
        if isinstance(legal[0], CrassusPlace):
            why = X.reason(s.view_for(seat), seat, legal[0])
            assert why == legal[0].reason() and why.key == "seize_rome.crassus.why"
            return
        s.apply(seat, rng.choice(legal))
    pytest.fail("Auto-Crassus never placed")


@pytest.mark.parametrize("seed", [1, 2])
def test_advice_is_legal_and_the_same_in_every_hidden_world(seed):
    rng = random.Random(seed)
    s = new_game(2, seed, {"expansions": "base"})
    _walk(s, rng, 6 + seed)
    seat = s.to_act()[0]
    view = s.view_for(seat)
    advice = X.advise(view, seat)
    why = X.reason(view, seat, advice.action)
    assert advice.action in s.legal_actions(seat) and 0.0 <= advice.value <= 1.0
    for k in range(3):
        world = s.determinize(seat, random.Random(k))     # the other screen and the bags dealt again
        for seen in (world.view_for(seat), world):
            assert X.advise(seen, seat) == advice
            assert X.reason(seen, seat, advice.action) == why


def test_a_tactics_bonus_thrown_away_is_judged_a_blunder():
    """Discarding a Tactics bonus (another turn at once) instead of using it."""
    from games.seize_rome.moves import Bonus
    for g in range(300):
        rng = random.Random(g)
        s = new_game(2, g, {"expansions": "base"})
        for _ in range(120):
            if s.winner is not None:
                break
            seat = s.to_act()[0]
            if seat == CHANCE:
                s.apply(CHANCE, sample(s.chance_outcomes(), rng))
                continue
            legal = s.legal_actions(seat)
            tactics = [a for a in legal if isinstance(a, Bonus) and a.kind == "tactics"]
            if len(tactics) == 2:
                view = s.view_for(seat)
                use = next(a for a in tactics if a.use)
                waste = next(a for a in tactics if not a.use)
                good, bad = X.judge(view, seat, use), X.judge(view, seat, waste)
                assert bad.loss > good.loss + 0.05, (good, bad)
                return
            s.apply(seat, rng.choice(legal))
    pytest.skip("no Tactics bonus in the games tried")
