"""A small chance game on the engine contract, for testing chance and scripted seats.

"Tesserae", 2-3 seats, three rounds. Cards 1-4, two of each, in one deck;
each seat is dealt one card face down at the start (from the seed). A round:

1. every scripted seat draws an order card (``bold`` or ``shy``) from its own
   hidden order deck (chance, seen by that seat only);
2. in turn, every seat bets 0 or 1 (public);
3. in turn, every seat draws a card from the deck (chance, seen by the drawer
   only; an empty deck first takes its discards back), plays one card of its
   hand face up, and rolls a die (chance): a roll at least the card scores the
   card; a seat that bet 1 then draws a token from the bag (chance): ``gold``
   scores 2 and stays out, ``lead`` costs 1 and goes back into the bag.

The scripted opponent ``tiro`` bets 1 when it is behind, else as its order
says (bold: 1, shy: 0), and always plays its highest card. Highest score wins.
"""
from __future__ import annotations

import random
import sys
from dataclasses import dataclass
from typing import ClassVar

from games.core.actions import Action, Codec, Event
from games.core.chance import CHANCE, Bag, ChanceAction, Deck, roll
from games.core.state import GameInfo, GameState, Outcome
from games.core.text import Msg

ROUNDS = 3
CARDS = (1, 1, 2, 2, 3, 3, 4, 4)
ORDERS = ("bold", "bold", "shy")
TOKENS = ("gold", "gold", "lead", "lead", "lead")
HIDDEN = "?"


def line(seat: int | None, text: str) -> Msg:
    """A log sentence of the test game (the core's generic ``seat: text`` line)."""
    return Msg("core.action", {"seat": seat, "name": text}) if seat is not None else Msg("core.chance.outcome")


# ----- actions ------------------------------------------------------------------
@dataclass(frozen=True)
class Bet(Action):
    stake: int

    def msg(self, seat):
        return line(seat, f"bets {self.stake}")


@dataclass(frozen=True)
class Play(Action):
    card: int

    def msg(self, seat):
        return line(seat, f"plays {self.card}")


@dataclass(frozen=True)
class Draw(ChanceAction):
    """Chance: ``seat`` draws ``card`` (seen by that seat only)."""
    seat: int
    card: int

    def log(self, viewer):
        return line(self.seat, f"draws card {self.card}") if viewer == self.seat else None


@dataclass(frozen=True)
class Order(ChanceAction):
    """Chance: scripted ``seat`` draws its order card (seen by that seat only)."""
    seat: int
    kind: str


@dataclass(frozen=True)
class Roll(ChanceAction):
    face: int

    def log(self, viewer):
        return line(None, f"rolls {self.face}")


@dataclass(frozen=True)
class Token(ChanceAction):
    kind: str

    def log(self, viewer):
        return line(None, f"token {self.kind}")


# ----- events -------------------------------------------------------------------
@dataclass(frozen=True)
class Drawn(Event):
    """The card drawn, for the drawer only."""
    chance: ClassVar[bool] = True
    seat: int
    card: int
    visible_to: tuple

    def msg(self):
        return line(self.seat, f"drew card {self.card}")


@dataclass(frozen=True)
class DrewCard(Event):
    """Public: ``seat`` drew a card."""
    chance: ClassVar[bool] = True
    seat: int

    def msg(self):
        return line(self.seat, "draws a card")


@dataclass(frozen=True)
class OrderDrawn(Event):
    chance: ClassVar[bool] = True
    seat: int
    kind: str
    visible_to: tuple


@dataclass(frozen=True)
class BetMade(Event):
    seat: int
    stake: int


@dataclass(frozen=True)
class Played(Event):
    """The card played, face up: it was hidden in the hand."""
    reveals: ClassVar[bool] = True
    seat: int
    card: int


@dataclass(frozen=True)
class Rolled(Event):
    chance: ClassVar[bool] = True
    seat: int
    face: int
    gained: int


@dataclass(frozen=True)
class TokenDrawn(Event):
    chance: ClassVar[bool] = True
    seat: int
    kind: str


@dataclass(frozen=True)
class Reshuffled(Event):
    count: int

    def msg(self):
        return line(None, f"reshuffles {self.count}")


CODEC = Codec([Bet, Play, Draw, Order, Roll, Token, Drawn, DrewCard, OrderDrawn, BetMade, Played,
               Rolled, TokenDrawn, Reshuffled])


class Dice(GameState):
    """The whole game; in views ``unseen`` / ``orders_unseen`` hold what the viewer cannot place."""

    __slots__ = ("scripts", "phase", "round", "turn", "bets", "hands", "deck", "orders", "order_decks",
                 "bag", "score", "played", "unseen", "orders_unseen")
    codec = CODEC

    # ----- the contract -----------------------------------------------------------
    def to_act(self):
        if self.phase == "over":
            return ()
        if self.phase in ("order", "draw", "roll", "bag"):
            return (CHANCE,)
        return (self.turn,)

    def chance_outcomes(self):
        if self.phase == "order":
            s = self._next_order_seat()
            return [(Order(s, k), p) for k, p in self.order_decks[s].outcomes()]
        if self.phase == "draw":
            return [(Draw(self.turn, c), p) for c, p in self.deck.outcomes()]
        if self.phase == "roll":
            return [(Roll(f[0]), p) for f, p in roll(1, 6)]
        if self.phase == "bag":
            return [(Token(k), p) for k, p in self.bag.outcomes()]
        return []

    def scripted_seats(self):
        return self.scripts

    def scripted_action(self, seat):
        if self.phase == "bet":
            behind = self.score[seat] < max(self.score)
            return Bet(1 if behind or self.orders[seat] == "bold" else 0)
        return Play(max(self.hands[seat]))

    def legal_actions(self, seat):
        if seat not in self.to_act():
            return []
        if seat == CHANCE:
            return [a for a, _ in self.chance_outcomes()]
        if seat in self.scripts:
            return [self.scripted_action(seat)]
        if self.phase == "bet":
            return [Bet(0), Bet(1)]
        return [Play(c) for c in sorted(set(self.hands[seat]))]

    def _apply(self, seat, action):
        if isinstance(action, Order):
            self.order_decks[action.seat].draw(action.kind)
            self.orders[action.seat] = action.kind
            events = [OrderDrawn(action.seat, action.kind, (action.seat,))]
            if self._next_order_seat() is None:
                self.phase, self.turn = "bet", 0
            return events
        if isinstance(action, Bet):
            self.bets[seat] = action.stake
            events = [BetMade(seat, action.stake)]
            if seat + 1 < self.n_seats:
                self.turn = seat + 1
            else:
                self.turn = 0
                events += self._to_draw()
            return events
        if isinstance(action, Draw):
            self.deck.draw(action.card)
            self.hands[action.seat] = sorted(self.hands[action.seat] + [action.card])
            self.phase = "play"
            return [Drawn(action.seat, action.card, (action.seat,)), DrewCard(action.seat)]
        if isinstance(action, Play):
            self.hands[seat].remove(action.card)
            self.deck.discard(action.card)
            self.played = action.card
            self.phase = "roll"
            return [Played(seat, action.card)]
        if isinstance(action, Roll):
            gained = self.played if action.face >= self.played else 0
            self.score[self.turn] += gained
            events = [Rolled(self.turn, action.face, gained)]
            if self.bets[self.turn]:
                self.phase = "bag"
                return events
            return events + self._next_turn()
        # Token
        self.bag.draw(action.kind)
        if action.kind == "gold":
            self.score[self.turn] += 2
        else:
            self.score[self.turn] -= 1
            self.bag.put("lead")
        return [TokenDrawn(self.turn, action.kind)] + self._next_turn()

    def _next_order_seat(self):
        return next((s for s in self.scripts if self.orders[s] is None), None)

    def _to_draw(self):
        self.phase = "draw"
        if len(self.deck) == 0:
            return [Reshuffled(self.deck.reshuffle())]
        return []

    def _next_turn(self):
        self.played = None
        if self.turn + 1 < self.n_seats:
            self.turn += 1
            return self._to_draw()
        self.round += 1
        self.bets = [None] * self.n_seats
        for s in self.scripts:
            self.order_decks[s].put(self.orders[s])
            self.orders[s] = None
        self.turn = 0
        if self.round > ROUNDS:
            self.phase = "over"
        else:
            self.phase = "order" if self.scripts else "bet"
        return []

    def outcome(self):
        if self.phase != "over":
            return None
        best = max(self.score)
        winners = tuple(s for s in range(self.n_seats) if self.score[s] == best)
        return Outcome(tuple(float(x) for x in self.score), winners, Msg("core.end.single", {"seat": winners[0]}))

    def clone(self):
        c = Dice.__new__(Dice)
        c.n_seats, c.scripts, c.phase, c.round, c.turn = self.n_seats, self.scripts, self.phase, self.round, self.turn
        c.bets = list(self.bets)
        c.hands = [None if h is None else list(h) for h in self.hands]
        c.deck = self.deck.clone()
        c.orders = list(self.orders)
        c.order_decks = {s: (None if d is None else d.clone()) for s, d in self.order_decks.items()}
        c.bag = self.bag.clone()
        c.score = list(self.score)
        c.played = self.played
        c.unseen = None if self.unseen is None else self.unseen.clone()
        c.orders_unseen = None if self.orders_unseen is None else dict(
            (s, b.clone()) for s, b in self.orders_unseen.items())
        return c

    def view_for(self, seat):
        v = self.clone()
        unseen = Bag(v.deck.tokens())
        for s in range(self.n_seats):
            if s != seat:
                unseen.put(*v.hands[s])
                v.hands[s] = None
        v.unseen = unseen
        v.deck = Deck((), v.deck.discards)
        v.orders_unseen = {}
        for s in self.scripts:
            if s != seat:
                pool = v.order_decks[s]
                if v.orders[s] is not None:
                    pool.put(v.orders[s])
                    v.orders[s] = HIDDEN
                v.orders_unseen[s] = pool
                v.order_decks[s] = None
        return v

    def secrets(self, seat):
        """What ``seat`` may not know: the other hands, the deck's make-up, the scripts' orders."""
        out = {("hand", s): tuple(h) for s, h in enumerate(self.hands) if s != seat}
        out["deck"] = tuple(sorted(self.deck.tokens()))
        for s in self.scripts:
            if s != seat:
                out[("order", s)] = self.orders[s]
        return out

    def resample_hidden(self, seat, rng):
        """Another true state ``seat`` cannot tell from this one (its view, determinized)."""
        return self.view_for(seat).determinize(seat, rng)

    def hand_sizes(self):
        """Cards in each hand: one between turns, two for the seat between its draw and its play."""
        return [2 if (s == self.turn and self.phase == "play") else 1 for s in range(self.n_seats)]

    def determinize(self, seat, rng):
        d = self.clone()
        pool = d.unseen.tokens()
        rng.shuffle(pool)
        sizes = self.hand_sizes()
        for s in range(self.n_seats):
            if d.hands[s] is None:
                d.hands[s], pool = sorted(pool[:sizes[s]]), pool[sizes[s]:]
        d.deck = Deck(pool, self.deck.discards)
        for s, bag in self.orders_unseen.items():
            deck = bag.clone()
            if d.orders[s] == HIDDEN:
                d.orders[s] = deck.draw(rng.choice(deck.tokens()))
            d.order_decks[s] = deck
        d.unseen = d.orders_unseen = None
        return d


def new_game(n_seats=2, seed=0, options=None):
    """Deal one card to each seat from the seed; scripted seats from ``options["scripts"]``."""
    scripts = (options or {}).get("scripts") or ()
    s = Dice.__new__(Dice)
    s.n_seats = n_seats
    s.scripts = tuple(i for i, sc in enumerate(scripts) if sc is not None)
    cards = list(CARDS)
    random.Random(seed).shuffle(cards)
    s.hands = [[cards.pop()] for _ in range(n_seats)]
    s.deck = Deck(cards)
    s.orders = [None] * n_seats
    s.order_decks = {i: Bag(ORDERS) for i in s.scripts}
    s.bag = Bag(TOKENS)
    s.score = [0] * n_seats
    s.bets = [None] * n_seats
    s.round, s.turn, s.played = 1, 0, None
    s.phase = "order" if s.scripts else "bet"
    s.unseen = s.orders_unseen = None
    return s


INFO = GameInfo(id="dice", min_players=2, max_players=3, minutes=1, scripted=("tiro",))


def register(monkeypatch):
    """Make this game a registered game (``dice``) for the length of a test."""
    from tests.toy import register_module
    register_module(monkeypatch, "dice", INFO, sys.modules[__name__])
