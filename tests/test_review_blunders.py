"""Planted blunders of the shapes players met are listed first in the review: a losing
accusation made while several sums were still possible (Catilina, every seat a person), and a
low card played in a struggle the 9 won (Caesar); the list runs worst first, as its headings
and the chart beside them say."""
from __future__ import annotations

import random

import pytest

from games.core import review as R
from games.core.bench import random_action
from games.core.chance import CHANCE
from games.core.record import Record
from games.core.registry import ai
from games.core.state import SeatInfo


def _played(rec: Record, level: str, plant) -> int | None:
    """Play ``rec`` to its end with ``level`` computer players in every seat, ``plant(state,
    seat, action)`` choosing another action where it likes (the first time it does is returned)."""
    state, rng = rec.new_state(), random.Random(rec.seed)
    players = [ai(rec.game).make_player(level, rec.seed + k) for k in range(len(rec.seats))]
    planted = None
    while state.to_act():
        seat = state.to_act()[0]
        if seat == CHANCE:
            action = random_action(state, seat, rng)
        else:
            action = players[seat].choose(state.view_for(seat), seat)
            other = plant(state, seat, action) if planted is None else None
            if other is not None:
                action, planted = other, len(rec.actions)
        state.apply(seat, action)
        rec.actions.append((seat, action))
    return planted


def _worst_first(slips) -> None:
    assert [s.weight for s in slips] == sorted((s.weight for s in slips), reverse=True), slips


@pytest.mark.parametrize("seed", [2, 4])
def test_a_losing_accusation_among_several_sums_is_listed_first(seed):
    """Marcus accused one of several sums still possible and was out: the steepest drop of his
    line. Even where the judge finds the gamble only a little worse than accusing the likeliest
    sum, the review lists it, first, its heading saying the chance fell to next to nothing."""
    from games.catilina.deduction import Knowledge
    from games.catilina.explain_words import SUM_BUDGET
    from games.catilina.rules import Accuse

    def accuse_wrongly(state, seat, action):
        if seat != 1 or state.phase != "ask":
            return None
        sums = sorted(Knowledge.from_view(state.view_for(seat), seat).conspirator_sum_candidates(SUM_BUDGET))
        wrong = [t for t in sums if Accuse(t) in state.legal_actions(seat)]
        return Accuse(wrong[-1]) if 3 <= len(sums) <= 5 and wrong else None

    rec = Record("catilina", [SeatInfo(n, "human") for n in ("Livia", "Marcus", "Julia")], seed=seed)
    planted = _played(rec, "normal", accuse_wrongly)
    assert planted is not None
    assert rec.replay(trusted=True).outcome().rewards(3)[1] == 0.0, "the accusation was wrong"
    slips = R.work_out(rec).slips[1]
    assert slips and slips[0].index == planted, [(s.index, s.loss, s.weight) for s in slips]
    assert slips[0].size.render("en").endswith("next to nothing"), slips[0].size.render("en")
    _worst_first(slips)


def test_a_low_card_played_where_the_nine_won_is_listed_first():
    """Livia played a 2 in a struggle her 9 would have won, and lost the stack: listed first,
    ahead of moves the judge alone weighs a little worse but after which the chart hardly moved."""
    from games.caesar import explain as X
    from games.caesar.rules import FLAG, PlayCard

    def low_card(state, seat, action):
        legal = state.legal_actions(seat)
        if seat != 0 or PlayCard(9) not in legal:
            return None
        low = min((a for a in legal if isinstance(a, PlayCard) and a.card != FLAG), key=lambda a: a.card)
        j = X.judge(state.view_for(seat), seat, low)
        return low if low.card <= 3 and j.loss >= 0.04 and j.best.action == PlayCard(9) else None

    rec = Record("caesar", [SeatInfo("Livia", "human"), SeatInfo("Marcus", "ai", "easy")], seed=6)
    planted = _played(rec, "normal", low_card)
    assert planted is not None
    slips = R.work_out(rec).slips[0]
    assert slips[0].index == planted and slips[0].taken.render("en") == "a 2", slips
    assert max(s.loss for s in slips) > slips[0].loss, "a move the judge alone weighs worse is listed after it"
    _worst_first(slips)
