"""Caesar's position evaluators for the computer players: :class:`Evaluator` (the counter
margin, cards and reach, standing threats, as win chances by a soft-max) for normal, and
:class:`WinEvaluator` (the chance to win: a leader avoids gambles late in the game, unplayable
cards count for little, each alliance left is a tempo) for hard; and the worth of a hand."""
from __future__ import annotations

import math

from .rules import FLAG, N_SQUARES, NEUTRAL, RAYS, State

#: value of one point of card (sum of remaining card values) in counters
CARD_WEIGHT = 0.22
#: value of a counter of a neutral stack in line with an own stack (a free alliance later)
REACH_WEIGHT = 0.35
#: temperature of the soft-max that turns values into win chances
TEMPERATURE = 2.0
#: value of a standing threat: (chance to win the struggle - 1/2) times the counters at stake
THREAT_WEIGHT = 0.5

#: hard: the worth of each alliance a player can still make, up to TEMPO_CAP of them: a player
#: with none left who has a struggle must start it (passing is allowed only without one)
TEMPO_WEIGHT, TEMPO_CAP = 0.4, 3

#: what each card is worth in :data:`CARD_WEIGHT` units (the flag: see :func:`hand_worth`)
CARD_WORTH = (0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0)
#: the flag's worth in :data:`CARD_WEIGHT` units: FLAG_BASE + FLAG_PER_CARD per other card in hand.
#: It is the one card that saves any stack, so it is kept for the big struggles to come: spent
#: early on a small stake it is gone when a large stack is at stake.
FLAG_BASE, FLAG_PER_CARD = 5.0, 0.5

#: :meth:`Evaluator.margin` of a seat that is out of the game
OUT_MARGIN = -50.0


def hand_worth(hand: tuple) -> float:
    """The worth of a hand in :data:`CARD_WEIGHT` units: its numbers, and the flag by the cards
    still to play beside it (the more struggles can follow, the more a shield is worth).

    >>> hand_worth((1, 2, 3)), hand_worth((0, 9)), hand_worth((0, 1, 2, 3, 4, 5, 6, 7, 8, 9))
    (6.0, 14.5, 54.5)
    """
    total = sum(CARD_WORTH[c] for c in hand)
    if hand and hand[0] == FLAG:
        total += FLAG_BASE + FLAG_PER_CARD * (len(hand) - 1)
    return total


def final_margin(state: State, seat: int) -> int:
    """``seat``'s score minus the best other score."""
    sc = state.scores()
    return sc[seat] - max(sc[s] for s in range(state.n_seats) if s != seat)


class Evaluator:
    """A static judgement of a position: counters owned, cards left, neutrals in reach."""

    def __init__(self, card_weight: float = CARD_WEIGHT, reach_weight: float = REACH_WEIGHT,
                 temperature: float = TEMPERATURE, threat_weight: float = THREAT_WEIGHT):
        self.card_weight = card_weight
        self.reach_weight = reach_weight
        self.temperature = temperature
        self.threat_weight = threat_weight
        self.tempo_weight = 0.0

    def values(self, state: State) -> list[float]:
        """Per seat, counters owned plus the worth of cards and reachable neutrals (-inf when out)."""
        return self.values_and_lines(state)[0]

    def values_and_lines(self, state: State) -> tuple[list[float], int]:
        """:meth:`values`, and the number of lines still open on the board: per player's stack,
        the stacks in line with it (each a move someone may still make; 0 when nobody can move)."""
        n = state.n_seats
        board = state.board
        vals = [0.0] * n
        reach = [0.0] * n
        threat = [0.0] * n
        allies = [0] * n
        mean = [(sum(h) / len(h)) if h else 0.0 for h in state.hands]
        lines = 0
        for sq in range(N_SQUARES):
            st = board[sq]
            if not st:
                continue
            top = st[-1]
            if top == NEUTRAL:
                continue
            ls = len(st)
            vals[top] += ls
            for ray in RAYS[sq]:
                for t in ray:
                    other = board[t]
                    if other:
                        lines += 1
                        o = other[-1]
                        if o == NEUTRAL:
                            # neutrals in line: alliances still to come
                            reach[top] += len(other)
                            allies[top] += 1
                        elif o == top:
                            allies[top] += 1
                        elif o != top and t > sq:
                            # a struggle that may come: who is likely to win it, and what is at stake
                            lo = len(other)
                            d = ls - lo + mean[top] - mean[o]
                            p = 1.0 / (1.0 + math.exp(-d / 2.5))
                            w = (p - 0.5) * (ls + lo)
                            threat[top] += w
                            threat[o] -= w
                        break
        cw, rw, tw = self.card_weight * self.card_share(lines), self.reach_weight, self.threat_weight
        pw = self.tempo_weight
        for s in range(n):
            if state.out[s]:
                vals[s] = -math.inf
            else:
                vals[s] += (cw * hand_worth(state.hands[s]) + rw * min(reach[s], 4.0)
                            + tw * threat[s])
                if pw:
                    vals[s] += pw * min(allies[s], TEMPO_CAP)
        return vals, lines

    def card_share(self, lines: int) -> float:
        """The share of the cards' worth that counts with ``lines`` open lines (here: all of it)."""
        return 1.0

    def chances(self, state: State) -> list[float]:
        """Per seat, an estimated share of the win in [0, 1] (soft-max of :meth:`values`)."""
        out = state.outcome()
        if out is not None:
            return out.rewards(state.n_seats)
        vals = self.values(state)
        top = max(vals)
        t = self.temperature
        ex = [math.exp((v - top) / t) if v != -math.inf else 0.0 for v in vals]
        tot = sum(ex)
        return [e / tot for e in ex]

    def margin(self, state: State, seat: int) -> float:
        """``seat``'s value minus the best other seat's (terminal: the final score margin, weighted)."""
        if state.outcome() is not None:
            d = final_margin(state, seat)
            # a finished game is worth more than any static guess
            return 3.0 * d + (20.0 if d > 0 else -20.0 if d < 0 else 0.0)
        vals = self.values(state)
        if vals[seat] == -math.inf:
            return OUT_MARGIN
        other = max((vals[s] for s in range(state.n_seats) if s != seat), default=0.0)
        if other == -math.inf:
            other = 0.0
        return vals[seat] - other


class WinEvaluator(Evaluator):
    """Judges a position by the chance to win, not the counter margin.

    The static margin is squashed by a logistic curve whose width shrinks as
    the cards run out: early on a counter more or less is worth about the
    same whatever the score, late in the game only winning counts (so a player
    ahead avoids gambles and a player behind takes them). Each alliance a player
    can still make counts :data:`TEMPO_WEIGHT` (up to :data:`TEMPO_CAP`): a player
    with none left and a struggle open must start it (passing is allowed only
    without one), often against a bigger stack.
    """

    def __init__(self, base: float = 1.0, per_card: float = 0.8, full_lines: int = 0,
                 tempo_weight: float = 0.0, **kw):
        """``full_lines``: with fewer open lines than this the cards count for less, in the
        card worth and in the width of the curve (0: cards count whatever the board);
        ``tempo_weight``: the worth of each alliance still to make (hard: :data:`TEMPO_WEIGHT`)."""
        super().__init__(**kw)
        self.base = base
        self.per_card = per_card
        self.full_lines = full_lines
        self.tempo_weight = tempo_weight

    def card_share(self, lines: int) -> float:
        """Cards are worth only the struggles still possible: with few open lines the game
        is about to end stuck, and then only the counters count."""
        if self.full_lines <= 0 or lines >= self.full_lines:
            return 1.0
        return lines / self.full_lines

    def margin(self, state: State, seat: int) -> float:
        """``seat``'s chance to win, from -1 (lost) to 1 (won), plus a hair of the counter margin."""
        if state.outcome() is not None:
            d = final_margin(state, seat)
            return (1.0 if d > 0 else -1.0 if d < 0 else 0.0) + 0.001 * d
        vals, lines = self.values_and_lines(state)
        if vals[seat] == -math.inf:
            return -1.0
        other = max((vals[s] for s in range(state.n_seats) if s != seat), default=0.0)
        m = vals[seat] - (0.0 if other == -math.inf else other)
        left = min(len(state.hands[s]) for s in state.in_game())
        width = self.base + self.per_card * left * self.card_share(lines)
        return math.tanh(m / (2.0 * width)) + 0.001 * m
