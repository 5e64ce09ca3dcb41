"""A placement that leaves a province one space from closing for the other seat hands it that
province's bonus token too: the closer takes it. The advice once had the person lift a Poison
province for Auto-Crassus ("he closes it for you") and never said that he would take the Poison
and a token of the screen with it. The reason names the token; Poison says how many tokens
stay behind the screen. Auto-Crassus sets aside every bonus but Senate and Poison: the others
go unnamed when he would take them."""
from __future__ import annotations

import random

import pytest

from games.core.chance import CHANCE, sample
from games.seize_rome import explain as X
from games.seize_rome.ai import screen_when_foe_plays
from games.seize_rome.moves import Place
from games.seize_rome.rules import new_game

NAMES = ["Livia", "Auto-Crassus"]


def _views(games: int, seed: int, scripts, start: int = 0):
    """Placements of seat 0 in seeded Poison games ``start`` to ``games``: ``(seat, view)``."""
    for g in range(start, games):
        rng = random.Random(seed + g)
        s = new_game(2, g, {"expansions": "poison", "scripts": scripts})
        depth, done = rng.randint(4, 30), 0
        while s.winner is None and done < 200:
            seat = s.to_act()[0]
            if seat == CHANCE:
                s.apply(CHANCE, sample(s.chance_outcomes(), rng))
                continue
            if seat == 0 and done >= depth and s.phase == "place":
                yield seat, s.view_for(seat)
                break
            s.apply(seat, rng.choice(s.legal_actions(seat)))
            done += 1


def _handed(seat, view):
    """The placements of ``view`` that leave a province with a bonus token one space from
    closing: ``(placement, province, bonus)``."""
    for a in [x for x in view.legal_actions(seat) if isinstance(x, Place) and x.toward][:40]:
        left = X.leaves_one(view, seat, a)
        if left and view.bonuses.get(left[0][0]) and X.screen_threat(view, seat, a) is None:
            yield a, left[0][0], view.bonuses[left[0][0]]


def _chain(msg):
    """The keys ``msg`` wraps, outermost first."""
    keys = []
    while isinstance(msg, X.Msg):
        keys.append(msg.key)
        msg = msg.params.get("what")
    return keys


def _check(scripts, you: str, they_keep: str, start: int = 0, games: int = 40) -> tuple[int, int]:
    poison = other = 0
    for seat, view in _views(games, 31, scripts, start):
        for a, _p, bonus in _handed(seat, view):
            why = X.reason(view, seat, a)
            keys = _chain(why)
            if any(k.endswith(("wins_game", "wins_game_senate", "loses_game")) for k in keys):
                continue
            en, ja = why.render("en", NAMES), why.render("ja", NAMES)
            if bonus == "poison":
                keep = screen_when_foe_plays(X._after(view, seat, a), seat) - 1
                assert "takes its Poison" in en and "毒を得て" in ja, (en, ja)
                if keep > 0:
                    assert f"({you} keep{they_keep} {keep})" in en and f"（残りは{keep}枚）" in ja, (en, ja)
                poison += 1
            elif scripts[1] == "crassus" and bonus != "senate":     # (he sets it aside unused)
                assert not {X.WHY + "foe_bonus", X.WHY + "foe_bonus_next"} & set(keys), (en, keys)
                other += 1
            else:
                assert {X.WHY + "foe_bonus", X.WHY + "foe_bonus_next"} & set(keys), (en, keys)
                assert ("takes its" in en or "and take its" in en) and ("トークンを得る" in ja or "トークンも得る" in ja), (en, ja)
                other += 1
    return poison, other


def test_a_bonus_left_for_auto_crassus_to_close_is_named_with_what_it_costs():
    poison, other = _check((None, "crassus"), "you", "")
    assert poison >= 3 and other >= 10, (poison, other)


@pytest.mark.parametrize("start, games", [(0, 10), pytest.param(10, 40, marks=pytest.mark.long)])
def test_a_bonus_left_for_the_other_person_is_named_too(start, games):
    """(The first ten games run by default, well over the counts asked; the next thirty repeat
    the check: ``-m long``.)"""
    poison, other = _check((None, None), "Livia", "s", start, games)
    assert poison >= 3 and other >= 10, (poison, other)
