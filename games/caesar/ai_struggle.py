"""A struggle's card choice as the simultaneous game it is, for Caesar's computer players: the
outcome of each pair of cards, the matrix game over their evaluations solved by regret matching,
and a card drawn from the solved mixed strategy (blended towards the best reply against an
opponent who plays loosely)."""
from __future__ import annotations

import random
from operator import mul
from typing import cast

from .ai_eval import Evaluator
from .rules import FLAG, PlayCard, State, Struggle

def resolve_with(state: State, attacker_card: int, defender_card: int) -> State:
    """The state after the pending struggle is resolved with these two cards (a copy)."""
    c = state.clone()
    a, d = c.duel[0], c.duel[1]
    c.committed[a] = None
    c.committed[d] = None
    c.apply_trusted(d, PlayCard(defender_card))
    c.apply_trusted(a, PlayCard(attacker_card))
    return c


def solve_matrix(payoff: list[list[float]], iterations: int = 400) -> tuple[list[float], list[float], float]:
    """Mixed strategies of a zero-sum matrix game (row maximises) by regret matching.

    Returns the row strategy, the column strategy (averages) and the row value.
    """
    nr, nc = len(payoff), len(payoff[0])
    cols = list(zip(*payoff, strict=True))
    reg_r = [0.0] * nr
    reg_c = [0.0] * nc
    sum_r = [0.0] * nr
    sum_c = [0.0] * nc
    rows_i, cols_j = range(nr), range(nc)
    for _ in range(iterations):
        pr = _positive(reg_r)
        pc = _positive(reg_c)
        row_u = [sum(map(mul, row, pc)) for row in payoff]
        col_u = [-sum(map(mul, col, pr)) for col in cols]
        ev_r = sum(map(mul, pr, row_u))
        ev_c = sum(map(mul, pc, col_u))
        for i in rows_i:
            reg_r[i] += row_u[i] - ev_r
            sum_r[i] += pr[i]
        for j in cols_j:
            reg_c[j] += col_u[j] - ev_c
            sum_c[j] += pc[j]
    tr, tc = sum(sum_r), sum(sum_c)
    sr = [x / tr for x in sum_r]
    sc = [x / tc for x in sum_c]
    value = sum(sr[i] * sc[j] * payoff[i][j] for i in range(nr) for j in range(nc))
    return sr, sc, value


def play_matrix(payoff: list[list[float]], iterations: int = 300, blend: float = 0.0,
                nash_share: float = 1.0) -> tuple[list[float], float]:
    """The row player's strategy and its expected value against a model of the column player.

    The model is the column's equilibrium strategy blended with ``blend`` of
    uniform play (people and weak players are not in equilibrium). The row
    plays ``nash_share`` of its equilibrium strategy and the rest of the best
    reply to that model. ``blend=0, nash_share=1`` is plain equilibrium play.
    """
    sr, sc, value = solve_matrix(payoff, iterations)
    if blend <= 0 and nash_share >= 1:
        return sr, value
    nc = len(payoff[0])
    q = [(1 - blend) * x + blend / nc for x in sc]
    u = [sum(row[j] * q[j] for j in range(nc)) for row in payoff]
    best = max(range(len(u)), key=lambda i: (u[i], -i))
    strat = [nash_share * x for x in sr]
    strat[best] += 1 - nash_share
    return strat, sum(strat[i] * u[i] for i in range(len(u)))


def _positive(regrets: list[float]) -> list[float]:
    pos = [r if r > 0 else 0.0 for r in regrets]
    tot = sum(pos)
    if tot <= 0:
        return [1.0 / len(regrets)] * len(regrets)
    return [p / tot for p in pos]


def struggle_game(state: State, seat: int, ev: Evaluator, iterations: int = 300, blend: float = 0.0,
                  nash_share: float = 1.0):
    """The card game of the pending struggle, from ``seat``'s side.

    Returns ``(my_cards, my_strategy, value)``. ``state`` may be a view: the
    committed cards are never read, each side is taken to choose afresh.
    """
    a, d = state.duel[0], state.duel[1]
    other = d if seat == a else a
    mine, theirs = state.hands[seat], state.hands[other]
    payoff = []
    for cm in mine:
        row = []
        for co in theirs:
            res = resolve_with(state, cm, co) if seat == a else resolve_with(state, co, cm)
            row.append(ev.margin(res, seat))
        payoff.append(row)
    strat, value = play_matrix(payoff, iterations, blend, nash_share)
    return mine, strat, value


def pick_card(state: State, seat: int, ev: Evaluator, rng: random.Random, iterations: int = 300,
              blend: float = 0.0, nash_share: float = 1.0) -> PlayCard:
    """A card drawn from the solved mixed strategy (tiny weights dropped)."""
    cards, strat, _ = struggle_game(state, seat, ev, iterations, blend, nash_share)
    weights = [p if p >= 0.04 else 0.0 for p in strat]
    if sum(weights) <= 0:
        weights = strat
    return PlayCard(rng.choices(cards, weights)[0])


def struggle_margin(state: State, seat: int, ev: Evaluator, iterations: int = 200) -> float:
    """``seat``'s value of the pending struggle (``seat`` one of its two sides) as the card game
    over the two hands the view shows (each side choosing afresh: a committed card is not read),
    each pair of cards valued by ``ev`` on the board it leaves. The solved value is held between
    what one of ``seat``'s cards makes sure of and what one of the other side's cards holds it
    to, so a struggle a card wins against every card the other side has left is valued as won
    (regret matching alone averages in the rounds it tried the other cards)."""
    a, d = state.duel[0], state.duel[1]
    other = d if seat == a else a
    payoff = [[ev.margin(resolve_with(state, cm, co) if seat == a else resolve_with(state, co, cm), seat)
               for co in state.hands[other]] for cm in state.hands[seat]]
    low = max(min(row) for row in payoff)
    high = min(max(col) for col in zip(*payoff, strict=True))
    return min(high, max(low, solve_matrix(payoff, iterations)[2]))


def sure_struggles(state: State, seat: int) -> list[Struggle]:
    """``seat``'s struggles open now that one of its cards wins whatever the defender plays (the
    defender holds no flag, and no card of its lifts its stack to the attacker's with that card)."""
    numbers = [c for c in state.hands[seat] if c != FLAG]
    if not numbers:
        return []
    out = []
    for f in state.moves_of(seat)[1]:
        fight = cast(Struggle, f)
        theirs = state.hands[state.board[fight.dst][-1]]
        if theirs and FLAG not in theirs \
                and len(state.board[fight.src]) + max(numbers) > len(state.board[fight.dst]) + max(theirs):
            out.append(fight)
    return out
