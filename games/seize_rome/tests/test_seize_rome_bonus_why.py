"""The advice on a bonus token says what the token does here, for whom, and why it is worth
taking; it said "Wealth puts one more token in hand now; discarding Wealth instead would cost
little now" when one token was left behind the screen and a Poison of Auto-Crassus's could empty
it, which loses: then the reason says that Wealth is what guards the screen."""
from __future__ import annotations

import random

from games.core.chance import CHANCE, sample
from games.seize_rome import explain as X
from games.seize_rome.explain_bonus import _guards
from games.seize_rome.moves import Bonus
from games.seize_rome.rules import new_game

NAMES = ["Livia", "Auto-Crassus"]


def _bonus_views(games: int, seed: int, scripts):
    """Each moment of seeded Poison games where seat 0 decides on a bonus: ``(view, actions)``."""
    for g in range(games):
        rng = random.Random(seed + g)
        s = new_game(2, g, {"expansions": "poison", "scripts": scripts})
        for _ in range(400):
            if s.winner is not None:
                break
            seat = s.to_act()[0]
            if seat == CHANCE:
                s.apply(CHANCE, sample(s.chance_outcomes(), rng))
                continue
            legal = s.legal_actions(seat)
            if seat == 0 and any(type(a) is Bonus for a in legal):
                yield s.view_for(0), legal
            s.apply(seat, rng.choice(legal))


def _thin(view, keep: int, poisons: int):
    """``view`` with only ``keep`` tokens behind seat 0's screen (the rest back in its bag) and
    Poison on ``poisons`` more open provinces: the position where a token more guards the screen."""
    v = view.clone()
    while len(v.hands[0]) > keep:
        v.bags[0].put(v.hands[0].pop())
    for p in [p for p, k in sorted(v.bonuses.items()) if k and k != "poison" and p not in v.closed][:poisons]:
        v.bonuses[p] = "poison"
    return v


def _wealth(legal):
    return [a for a in legal if type(a) is Bonus and a.kind == "wealth" and a.use]


def test_a_bonus_used_is_said_for_what_it_does_never_as_costing_little_to_discard():
    seen: dict[str, int] = {}
    for scripts in ((None, "crassus"), (None, None)):
        for view, legal in _bonus_views(25, 3, scripts):
            for a in [x for x in legal if type(x) is Bonus and x.use and x.kind != "senate"]:
                why = X.reason(view, 0, a)
                en, ja = why.render("en", NAMES), why.render("ja", NAMES)
                assert "cost little" not in en and "ほとんど損をしない" not in ja, (en, ja)
                assert ":" in en and "。" in ja.rstrip("。"), (en, ja)     # (what it does, then why)
                key = "wealth_guard" if a.kind == "wealth" and _guards(view, 0, a) else a.kind
                seen[key] = seen.get(key, 0) + 1
                if key == "wealth_guard":
                    assert "would empty it, which loses the game" in en and "負けになる" in ja, en
                elif a.kind == "wealth":
                    assert "loses" not in en, en
    assert all(seen.get(k, 0) >= 2 for k in ("tactics", "wealth", "might", "poison")), seen


def test_the_wealth_advice_with_one_token_left_says_it_guards_the_screen():
    guarded = plain = 0
    for view, legal in _bonus_views(60, 3, (None, "crassus")):
        if not _wealth(legal):
            continue
        for keep, poisons in ((1, 2), (1, 0), (2, 2)):
            v = _thin(view, keep, poisons)
            held = _guards(v, 0, _wealth(legal)[0])
            on_board = sum(1 for p, k in v.bonuses.items() if k == "poison" and p not in v.closed)
            assert bool(held) == (len(v.hands[0]) == 1 and on_board >= 2), (keep, poisons, held, on_board)
            advice = X.advise(v, 0)
            en, ja = advice.reason.render("en", NAMES), advice.reason.render("ja", NAMES)
            assert "cost little" not in en and "ほとんど損をしない" not in ja, en
            if advice.action == _wealth(legal)[0] and held:
                assert "without it the screen would hold only 2 tokens" in en, en
                assert "毒を2回使われると空になって負けになる" in ja, ja
                guarded += 1
            elif advice.action == _wealth(legal)[0]:
                assert "loses" not in en and "負け" not in ja, en
                plain += 1
    assert guarded >= 2 and plain >= 2, (guarded, plain)


def test_a_sure_win_given_up_is_called_sure():
    """"using Tactics would bring the chance to win down from a near certainty to about 2 in 3"
    of a Senate that wins the game outright: a win the evaluation counts as won is sure."""
    from games.seize_rome.ai import WIN
    sure, near = X._cost(0.3, X.chance(WIN), 1), X._cost(0.3, 0.97, 1)
    assert sure is not None and near is not None
    en, ja = sure.render("en", NAMES), sure.render("ja", NAMES)
    assert "sure win" in en and "near certainty" not in en and "確実な勝ち" in ja, (en, ja)
    assert "near certainty" in near.render("en", NAMES)


def test_a_discarded_bonus_is_said_from_the_movers_side():
    """The review's "With yours: using the Tactics bonus would help Livia more", of Marcus's
    discard, read backwards: the reason names the mover and what using it would do to him."""
    from games.seize_rome.rules import new_game as fresh
    view = fresh(2, 1, {"expansions": "poison"}).view_for(1)
    said = X.because(view, 1, Bonus("tactics", "gallia", False))
    en, ja = said.render("en", ["Livia", "Marcus"]), said.render("ja", ["Livia", "Marcus"])
    assert "Marcus" in en and "Livia" not in en and "Marcus" in ja and "Livia" not in ja, (en, ja)
