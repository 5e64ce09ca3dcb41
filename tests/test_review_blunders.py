"""Planted blunders of the shapes players met are listed first in the review: a losing
accusation made while several sums were still possible (Catilina, every seat a person), and a
low card played in a struggle the 9 won (Caesar); the list runs worst first, as its headings
and the chart beside them say."""
from __future__ import annotations

import pytest

from games.core import review as R
from games.core.record import Record
from games.core.state import SeatInfo

from tests.review_kit import played


def _worst_first(slips) -> None:
    assert [s.weight for s in slips] == sorted((s.weight for s in slips), reverse=True), slips


@pytest.mark.parametrize("seed", [2, pytest.param(4, marks=pytest.mark.long)])
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
        return [Accuse(wrong[-1])] if 3 <= len(sums) <= 5 and wrong else None

    rec = Record("catilina", [SeatInfo(n, "human") for n in ("Livia", "Marcus", "Julia")], seed=seed)
    planted = played(rec, "normal", accuse_wrongly)
    assert planted is not None
    assert rec.replay(trusted=True).outcome().rewards(3)[1] == 0.0, "the accusation was wrong"
    slips = R.work_out(rec).slips[1]
    assert slips and slips[0].index == planted, [(s.index, s.loss, s.weight) for s in slips]
    assert slips[0].size.render("en").endswith("next to nothing"), slips[0].size.render("en")
    _worst_first(slips)


def test_a_low_card_played_where_the_nine_won_is_listed_at_the_top():
    """Livia played a 3 in a struggle her 9 would have won, and lost the stack: listed at the
    top (with the attack that began that struggle, when its heading reads a larger fall), ahead of
    moves the judge alone weighs a little worse but after which the chart hardly moved."""
    from games.caesar import explain as X
    from games.caesar.rules import FLAG, PlayCard

    def low_card(state, seat, action):
        legal = state.legal_actions(seat)
        if seat != 0 or PlayCard(9) not in legal:
            return None
        low = min((a for a in legal if isinstance(a, PlayCard) and a.card != FLAG), key=lambda a: a.card)
        j = X.judge(state.view_for(seat), seat, low)
        return [low] if low.card <= 3 and j.loss >= 0.04 and j.best.action == PlayCard(9) else None

    rec = Record("caesar", [SeatInfo("Livia", "human"), SeatInfo("Marcus", "ai", "easy")], seed=95)
    planted = played(rec, "normal", low_card)
    assert planted is not None
    slips = R.work_out(rec).slips[0]
    card = next(s for s in slips if s.index == planted)
    assert slips.index(card) <= 1 and card.taken.render("en") == "a 3", slips     # (after the attack it
    assert card.size.render("en").endswith("next to nothing"), card.size        # ended, when that reads larger)
    worse = max(slips, key=lambda s: s.loss)
    assert worse.loss > card.loss and slips.index(worse) > slips.index(card), "a move the judge alone weighs worse"
    _worst_first(slips)


def _roma_stripped(seed: int, singly: bool) -> tuple[Record, int]:
    """Caesar XL, Livia (Caesar) against the normal computer: in her turn 2 March phase, with
    Caesar in Roma among at least 4 units, she marches all but Caesar and one legion out to the
    Rubicon (a group put together unit by unit, or ``singly``: one unit after another) and ends
    the phase, Pompey's stacks in reach. Played to the end of turn 4; returns the record and
    where the march's decision is placed: its first step (a group put together), else the last
    unit's march."""
    from games.caesar_xl.rules import EndPhase, Leave, Move, Muster

    def stay(state) -> tuple[list, list]:
        mine = sorted(u for u, t in state.units.items() if t[0] == 0 and t[3] == "roma" and u not in state.moved)
        kinds = {u: state.units[u][1] for u in mine}
        keep = [u for u in mine if kinds[u] == "caesar"] + [u for u in mine if kinds[u] in ("legion", "legio_x")][:1]
        return keep, [u for u in mine if u not in keep]

    def leave(k):
        return lambda state: next(a for a in state.legal_actions(0) if isinstance(a, Leave) and a.unit == stay(state)[0][k])

    def march(state):
        return next(a for a in state.legal_actions(0) if isinstance(a, Move) and a.path == ("rubicon",)
                    and (set(a.units) == set(stay(state)[1]) or singly and a.units[0] in stay(state)[1]))

    def strip(state, seat, action):
        if seat != 0 or state.turn_no != 2 or state.phase != "march" or state.todo:
            return None
        keep, go = stay(state)
        if len(keep) != 2 or len(go) < 2 or state.units[keep[0]][1] != "caesar":
            return None
        return [march] * len(go) + [EndPhase()] if singly else [Muster("roma"), leave(0), leave(1), march, EndPhase()]

    rec = Record("caesar_xl", [SeatInfo("Livia", "human"), SeatInfo("Marcus", "ai", "normal")], seed=seed)
    planted = played(rec, "normal", strip, until=lambda state: state.turn_no > 4)
    assert planted is not None
    end = next(i for i in range(planted, len(rec.actions)) if isinstance(rec.actions[i][1], EndPhase))
    return rec, end - 1 if singly else planted


@pytest.mark.parametrize("seed", [15, 16])
def test_caesar_left_in_roma_with_one_legion_is_listed_first(seed):
    """Livia put together a marching group in Roma unit by unit and marched everything but
    Caesar and a legion out, within reach of Pompey's stacks: listed first, judged as the one
    march it is from before the group was begun, and set against a march (not against a unit
    joining a group, the step the judge would have chosen among the group's steps)."""
    rec, march = _roma_stripped(seed, singly=False)
    slips = R.work_out(rec).slips[0]
    assert slips and slips[0].index == march, [(s.index, s.loss, s.weight) for s in slips]
    assert slips[0].best.key.split(".")[3] in ("move", "forced", "fleet"), slips[0].best
    # (where the chance went: "fell from ... to ..." where the chart's line fell that far, else
    # what the better move kept and the march left)
    assert slips[0].size.key == ("core.review.size.falls" if slips[0].fell else "core.review.size.kept"), slips[0]
    _worst_first(slips)


def test_a_stack_sent_away_unit_by_unit_is_one_blunder():
    """The same march made one unit at a time out of Roma is listed first, once: the units of
    one stack sent the same way in one turn are one decision, not five entries."""
    rec, march = _roma_stripped(8, singly=True)
    slips = R.work_out(rec).slips[0]
    assert slips and slips[0].taken.render("en") == "marching 1 unit to Rubicon", slips
    assert sum(1 for s in slips if s.taken == slips[0].taken) == 1, [(s.index, s.taken) for s in slips]
    _worst_first(slips)


def test_an_attack_and_its_card_run_by_what_each_gave_away():
    """Caesar, seed 38: Livia attacked where the judge preferred another move, then played a low
    card where the 9 won. The list runs by what each move gave away, worst first: the attack,
    which the judge weighs worse."""
    from games.caesar import explain as X
    from games.caesar.rules import FLAG, PlayCard, Struggle

    def low_card(state, seat, action):
        legal = state.legal_actions(seat)
        if seat != 0 or PlayCard(9) not in legal:
            return None
        low = min((a for a in legal if isinstance(a, PlayCard) and a.card != FLAG), key=lambda a: a.card)
        j = X.judge(state.view_for(seat), seat, low)
        return [low] if low.card <= 3 and j.loss >= 0.04 and j.best.action == PlayCard(9) else None

    rec = Record("caesar", [SeatInfo("Livia", "human"), SeatInfo("Marcus", "ai", "easy")], seed=38)
    planted = played(rec, "normal", low_card)
    assert planted is not None and isinstance(rec.actions[planted - 1][1], Struggle)
    slips = R.work_out(rec).slips[0]
    attack, card = (next(s for s in slips if s.index == i) for i in (planted - 1, planted))
    assert attack.loss > card.loss and slips.index(attack) < slips.index(card), slips
    assert [s.loss for s in slips] == sorted((s.loss for s in slips), reverse=True), slips
    _worst_first(slips)


def test_a_fall_after_a_turn_is_said_by_the_move_nearest_it():
    """An attack the judge weighs a little worse, then a low card in the same turn, and the
    chart falls steeply after: the card's heading says the fall and it comes first; the attack's
    heading says only its own share. (Both saying the fall, the first of the turn came first.)"""
    from games.core.text import Msg

    def slip(i: int, loss: float) -> R.Slip:
        return R.Slip(i, 0, Msg(f"taken{i}"), Msg(f"best{i}"), Msg("why"), loss, 3, None, 0.5)

    rec = Record("caesar", [SeatInfo("Livia", "human"), SeatInfo("Marcus", "ai")], seed=1)
    chart = [(0, [0.5, 0.5]), (10, [0.5, 0.5]), (14, [0.1, 0.9]), (16, [0.1, 0.9]), (20, [0.0, 1.0])]
    got = R._assemble(rec, chart, [slip(11, 0.08), slip(12, 0.05)]).slips[0]
    assert [s.index for s in got] == [12, 11], got
    assert got[0].now == 0.1 and got[1].now > 0.3, got
    _worst_first(got)
