"""Catilina: the list of the sums still possible, worked out in one shared search tree.

:meth:`~games.catilina.constraints.Model.exists_sums` answers for each sum what
:meth:`~games.catilina.constraints.Model.exists_sum` answers alone (found, ruled out, or not
told within the nodes), and :meth:`~games.catilina.deduction.Knowledge.lists_more_than` tells
what the whole list's length tells, with or without the sums of drawn deals.
"""
from __future__ import annotations

import random

import pytest

from games.catilina.deduction import LIST_NODES, Knowledge, value_sum
from games.catilina.rules import new_game
from games.core import caches

#: (seats, seed) of the seeded games
GAMES = ((3, 1), (5, 3))


def _models(games=GAMES):
    """The knowledge of the seat to ask and the public's, along seeded random games."""
    for n, seed in games:
        s = new_game(n, seed, {})
        rng = random.Random(seed)
        for turn in range(18):
            if not s.to_act():
                break
            seat = s.to_act()[0]
            if turn % 6 == 1:
                yield Knowledge.from_view(s.view_for(seat), seat)
                yield Knowledge.from_view(s.view_for(seat), None, public_only=True)
            legal = [a for a in s.legal_actions(seat) if type(a).__name__ not in ("Accuse", "AccuseCard")]
            s.apply(seat, rng.choice(legal or s.legal_actions(seat)))


@pytest.mark.parametrize("game", [pytest.param(g, id=f"{g[0]}-{g[1]}", marks=() if g[0] == 3 else pytest.mark.long)
                                  for g in GAMES])
def test_the_shared_tree_answers_each_sum_as_its_own_search(game):
    """(The three-seat game runs by default; the five-seat one repeats it: ``-m long``.)"""
    answers = set()
    for k in _models((game,)):
        totals = k.sums_to_try()
        alone = {t: k.model.exists_sum(t, LIST_NODES) for t in totals}
        assert k.model.exists_sums(totals, LIST_NODES) == alone
        answers.update(alone.values())
    assert {True, None} <= answers          # (found and not told both met)


@pytest.mark.parametrize("game", [pytest.param(g, id=f"{g[0]}-{g[1]}", marks=() if g[0] == 3 else pytest.mark.long)
                                  for g in GAMES])
def test_more_sums_than_tells_what_the_list_tells(game):
    """(The three-seat game runs by default; the five-seat one repeats it: ``-m long``.)"""
    rng = random.Random(7)
    for k in _models((game,)):
        deals = k.samples(3, rng)
        seen = {value_sum(w[k.n_seats]) for w in deals}
        n = sum(1 for t in k.sums_to_try() if k.sum_listed(t))       # (one search a sum)
        for few in sorted({0, 12, max(0, n - 1), n, n + 1}):    # (each side of the length)
            assert _again(k).lists_more_than(few, seen) == (n > few), (few, n)
            assert _again(k).lists_more_than(few) == (n > few), (few, n)


def _again(k: Knowledge) -> Knowledge:
    """A fresh knowledge of the same model (nothing worked out yet, no list kept: the list
    of a model is kept by its contents)."""
    caches.reset()
    return Knowledge(k.model, k.n_seats, k.seat, k.exact, k.passes)
