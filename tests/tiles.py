"""A small game built on pending decisions (``games.core.decisions``), for tests.

"Tiles": two seats take turns. A turn is three chained choices — pick one of
your tokens, pick an empty space, turn the tile north or east — then chance
(seat ``-1``) rolls 1, 2 or 3 (3 twice as likely); a tile turned north scores
the roll, one turned east scores 1. When every token is down, both seats bid 0
or 1 at once, face down (a simultaneous secret choice kept in the decision):
a bid of 1 scores only if the other bid 0.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import ClassVar

from games.core.actions import Action, Codec, Event
from games.core.decisions import CHANCE, SECRET, Decision, DecisionRules, DecisionStack, Options
from games.core.state import GameState, Outcome
from games.core.text import Msg

SPACES = 4
TOKENS = (1, 2)


@dataclass(frozen=True)
class Token(Action):
    token: int


@dataclass(frozen=True)
class Space(Action):
    space: int


@dataclass(frozen=True)
class Turn(Action):
    facing: str


@dataclass(frozen=True)
class Roll(Action):
    value: int


@dataclass(frozen=True)
class Bid(Action):
    bid: int


@dataclass(frozen=True)
class Bids(Event):
    reveals: ClassVar[bool] = True
    bids: tuple


TURNS = Options([Turn("n"), Turn("e")])
ROLLS = Options([Roll(1), Roll(2), Roll(3)])
BIDS = Options([Bid(0), Bid(1)])


def token_decision(seat: int, tokens: tuple) -> Decision:
    return Decision((seat,), "core.prompt.act", Options(Token(t) for t in tokens), accepts=(Token,))


class Tiles(DecisionRules, GameState):
    __slots__ = ("decisions", "board", "tokens", "score")
    codec = Codec([Token, Space, Turn, Roll, Bid, Bids])

    def __init__(self):
        self.n_seats = 2
        self.board: list = [None] * SPACES        # (seat, token, facing) or None
        self.tokens = [TOKENS, TOKENS]
        self.score = [0, 0]
        self.decisions = DecisionStack().push(token_decision(0, TOKENS))

    def clone(self) -> "Tiles":
        c = Tiles.__new__(Tiles)
        c.n_seats = 2
        c.board, c.tokens, c.score = list(self.board), list(self.tokens), list(self.score)
        c.decisions = self.decisions.clone()
        return c

    # the space decision lists its options itself, with a fast check
    def decision_options(self, decision, seat):
        return [Space(s) for s in range(SPACES) if self.board[s] is None]

    def decision_allows(self, decision, seat, action):
        return isinstance(action, Space) and 0 <= action.space < SPACES and self.board[action.space] is None

    def _apply(self, seat, action):
        d = self.decision()
        kind = type(action)
        if kind is Token:
            self.decisions = self.decisions.replace_top(
                Decision((seat,), "core.prompt.act", None, accepts=(Space,), data=(action.token,)))
        elif kind is Space:
            self.decisions = self.decisions.replace_top(
                Decision((seat,), "core.prompt.act", TURNS, accepts=(Turn,), data=d.data + (action.space,)))
        elif kind is Turn:
            token, space = d.data
            self.board[space] = (seat, token, action.facing)
            self.tokens[seat] = tuple(t for t in self.tokens[seat] if t != token)
            self.decisions = self.decisions.replace_top(
                Decision((CHANCE,), "core.prompt.chance", ROLLS, weights=(1, 1, 2), data=(seat, space)))
        elif kind is Roll:
            owner, space = d.data
            self.score[owner] += action.value if self.board[space][2] == "n" else 1
            nxt = 1 - owner
            top = (token_decision(nxt, self.tokens[nxt]) if self.tokens[nxt]
                   else Decision((0, 1), "core.prompt.act", BIDS, accepts=(Bid,)))
            self.decisions = self.decisions.replace_top(top)
        else:
            d = d.choose(seat, action)
            if not d.complete:
                self.decisions = self.decisions.replace_top(d)
                return []
            bids = tuple(c.bid for c in d.choices)
            for s in (0, 1):
                if bids[s] == 1 and bids[1 - s] == 0:
                    self.score[s] += 2
            self.decisions = self.decisions.pop()
            return [Bids(bids)]
        return []

    def outcome(self):
        if self.decisions.top() is not None:
            return None
        best = max(self.score)
        winners = tuple(s for s in (0, 1) if self.score[s] == best)
        return Outcome(tuple(float(x) for x in self.score), winners, Msg("core.end.single", {"seat": winners[0]}))

    def view_for(self, seat):
        v = self.clone()
        v.decisions = self.decisions.masked(seat)
        return v

    def secrets(self, seat):
        top = self.decision()
        if top is None:
            return {}
        return {("bid", s): c for s, c in zip(top.seats, top.choices) if c is not None and s != seat}

    def resample_hidden(self, seat, rng: random.Random):
        c = self.clone()
        top = c.decision()
        if top is not None and top.accepts == (Bid,):
            top = Decision(top.seats, top.kind, top.options, accepts=top.accepts,
                           choices=tuple(rng.choice(BIDS.actions) if (ch is not None and s != seat) else ch
                                         for s, ch in zip(top.seats, top.choices)))
            c.decisions = c.decisions.replace_top(top)
        return c

    def determinize(self, seat, rng: random.Random):
        d = self.clone()
        top = d.decision()
        if top is not None and SECRET in top.choices:
            top = Decision(top.seats, top.kind, top.options, accepts=top.accepts,
                           choices=tuple(rng.choice(BIDS.actions) if c is SECRET else c for c in top.choices))
            d.decisions = d.decisions.replace_top(top)
        return d


def new_game(n_seats: int = 2, seed: int = 0, options=None) -> Tiles:
    return Tiles()
