"""Caesar's computer explains itself: why a move, the hard player's advice, a move judged against
the best one, and a seat's standing (the contract of :mod:`games.core.explain`).

Everything reads only the view it is given. Caesar's one secret is a card another seat has
committed to the pending struggle, and nothing here reads it: a struggle's cards are weighed as
the simultaneous choice they are. So the words, the advice and the judgement are the same in
every hidden world consistent with the view.

**Advice** is the hard player's (:class:`~games.caesar.ai.HardPlayer`) choice, made without its
cap in processor time: its search ends at its budget of judged positions
(:data:`~games.caesar.ai.SEARCH_BUDGET`), its generator is seeded with
:func:`~games.core.explain.view_seed`, and of a struggle's mixed strategy it takes the card the
strategy weighs most (the hard player draws one), the set-up square the best by the heuristic.

**Values.** Hard judges a position by a margin from -1 (lost) to 1 (won); a chance to win is
``(1 + margin) / 2``. A set-up square is worth the standing plus :data:`PLACE_SCALE` for each
point of the placement heuristic it gives up against the best square.

**Reasons** (:func:`reason`) have two halves: what the move achieves, with the squares, stacks and
cards it concerns, and what set it apart from the next best choice by the computer's first look
(:mod:`~games.caesar.explain_words`).

>>> from games.caesar.rules import new_game
>>> s = new_game(2, 0, {})
>>> standing(s.view_for(0), 0)
0.5
"""
from __future__ import annotations

import math
import threading

from ..core.explain import Advice, Judgement, view_seed
from ..core.text import Msg
from .ai import HardPlayer, placement_scores, quick_struggle_value, reply_mix, unpend
from .ai_struggle import solve_matrix
from .explain_words import WHY, Facts, versus_card, versus_move, versus_place, what
from .rules import PHASE_OVER, PHASE_PLACE, PHASE_STRUGGLE, Place, PlayCard, State, Struggle

#: the chance to win a set-up square gives up per point of the placement heuristic below the best
PLACE_SCALE = 0.02


def chance(margin: float) -> float:
    """Hard's margin (-1 lost .. 1 won) as a chance to win, 0..1.

    >>> chance(0.0), chance(1.0), chance(-2.0)
    (0.5, 1.0, 0.0)
    """
    return round(max(0.0, min(1.0, (1.0 + margin) / 2.0)), 6)


class Adviser(HardPlayer):
    """The hard player without its cap in processor time (its search ends at its budget of judged
    positions), seeded from the view."""

    def __init__(self, view: State, seat: int):
        super().__init__(seed=view_seed(view, seat), seconds=math.inf)

    def card_values(self, view: State, seat: int) -> tuple[list[float], list[float]]:
        """The pending struggle as hard solves it: the weight of each of ``seat``'s cards (hand
        order), and each card's value against the other side as hard expects it to play."""
        attacker, defender = view.duel[:2]
        blend, share = reply_mix(self.model.uniform_share(view, defender if seat == attacker else attacker))
        state = unpend(view)
        strat, payoff = self.card_strategy(state, seat, (blend, share))
        _sr, sc, _v = solve_matrix(payoff, 400)
        q = [(1 - blend) * x + blend / len(sc) for x in sc]
        return strat, [sum(v * w for v, w in zip(row, q)) for row in payoff]

    def move_value(self, view: State, seat: int, action, depth: int) -> float:
        """The margin after ``action`` as the search valued its moves ``depth`` plies deep
        (0: the first screen)."""
        if type(action) is Struggle:
            if depth == 0:
                return quick_struggle_value(view, seat, action, self.ev)
            return self.struggle_value(view, seat, action, depth)
        c = view.clone()
        c.apply_trusted(seat, action)
        if depth == 0:
            return self.ev.margin(c, seat)
        return self.reply_value(c, seat, depth)


def standing(view: State, seat: int) -> float:
    """``seat``'s chance to win as hard's evaluator sees this view (a pending struggle: the value
    of its card game as both sides would play it)."""
    ev = Facts(view, seat).ev
    if view.phase == PHASE_OVER:
        out = view.outcome()
        return 1.0 if out is not None and seat in out.winners else 0.0
    if view.phase == PHASE_STRUGGLE and seat in view.duel[:2]:
        facts = Facts(view, seat, ev)
        _m, _t, sr, sc, payoff = facts.card_game(unpend(view))
        return chance(sum(p * q * v for p, row in zip(sr, payoff) for q, v in zip(sc, row)))
    return chance(ev.margin(view, seat))


def _screen(view: State, seat: int, legal: list) -> list[float]:
    """The first look of hard at each legal move: its margin right after (a struggle: by the
    odds of its four results)."""
    ev = Facts(view, seat).ev
    out = []
    for a in legal:
        if type(a) is Struggle:
            out.append(quick_struggle_value(view, seat, a, ev))
        else:
            c = view.clone()
            c.apply_trusted(seat, a)
            out.append(ev.margin(c, seat))
    return out


def _versus(facts: Facts, action, legal: list) -> Msg | None:
    """The second half of a reason: what set ``action`` apart from the next best choice."""
    view, seat = facts.view, facts.seat
    others = [a for a in legal if a != action]
    if not others:
        return None
    if view.phase == PHASE_PLACE:
        scores = placement_scores(view, seat)
        alt = max(others, key=lambda a: (scores[a.square], -a.square))
        return versus_place(view, seat, action.square, alt.square)
    if view.phase == PHASE_STRUGGLE:
        game = facts.card_game(unpend(view))
        mine, payoff = game[0], game[4]
        sc = game[3]
        value = {c: sum(v * q for v, q in zip(row, sc)) for c, row in zip(mine, payoff)}
        alt = max((a.card for a in others), key=lambda c: (value[c], -c))
        return versus_card(facts, action.card, alt)
    values = _screen(view, seat, legal)
    at = legal.index(action)
    j = max((i for i in range(len(legal)) if i != at), key=lambda i: (values[i], -i))
    return versus_move(facts, action, legal[j], (chance(values[at]), chance(values[j])))


def reason(view: State, seat: int, action) -> Msg:
    """Why ``seat`` takes ``action`` in ``view``: what it achieves, and what set it apart from the
    next best choice (see the module text)."""
    facts = Facts(view, seat)
    main = what(facts, action)
    vs = _versus(facts, action, view.legal_actions(seat))
    if vs is None:
        return Msg(WHY + "just", {"what": main})
    return Msg(WHY + "with", {"what": main, "vs": vs})


def _place_value(view: State, seat: int, square: int) -> float:
    """A set-up square's chance: the standing less what it gives up against the best square."""
    scores = placement_scores(view, seat)
    return chance(2 * (standing(view, seat) + PLACE_SCALE * (scores[square] - max(scores.values()))) - 1)


def _choice(view: State, seat: int, legal: list, cancel: threading.Event | None) -> tuple[object, float, Adviser]:
    """Hard's choice for ``seat`` and its value (a chance to win), and the player that made it."""
    gen = Adviser(view, seat)
    if view.phase == PHASE_PLACE:
        scores = placement_scores(view, seat)
        square = max(scores, key=lambda sq: (scores[sq], -sq))
        return Place(square), _place_value(view, seat, square), gen
    if view.phase == PHASE_STRUGGLE:
        strat, values = gen.card_values(view, seat)
        hand = view.hands[seat]
        i = max(range(len(hand)), key=lambda k: (strat[k], -k))
        return PlayCard(hand[i]), chance(values[i]), gen
    if len(legal) == 1:
        return legal[0], standing(view, seat), gen
    action = gen.choose(view, seat, cancel)
    return action, chance(gen.best_value), gen


def advise(view: State, seat: int, cancel: threading.Event | None = None) -> Advice:
    """The hard player's choice for ``seat`` with its reason and value (see the module text);
    when ``cancel`` is set it stops with the best move of the plies it finished."""
    legal = view.legal_actions(seat)
    action, value, _gen = _choice(view, seat, legal, cancel)
    return Advice(action, reason(view, seat, action), value)


def judge(view: State, seat: int, action, cancel: threading.Event | None = None) -> Judgement:
    """``action`` of ``seat`` set against the hard player's advice, from the same view: the move
    taken is valued as the search valued the advice (as many plies deep)."""
    legal = view.legal_actions(seat)
    best, value, gen = _choice(view, seat, legal, cancel)
    advice = Advice(best, reason(view, seat, best), value)
    if action == best:
        return Judgement(advice, action, value)
    if view.phase == PHASE_PLACE:
        return Judgement(advice, action, _place_value(view, seat, action.square))
    if view.phase == PHASE_STRUGGLE:
        _strat, values = gen.card_values(view, seat)
        return Judgement(advice, action, chance(values[view.hands[seat].index(action.card)]))
    return Judgement(advice, action, chance(gen.move_value(view, seat, action, gen.best_depth)))
