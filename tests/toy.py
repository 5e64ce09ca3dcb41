"""A tiny game on the engine contract, for testing the core alone.

"Guess": seat 0 hides a token in hand 0 or 1 (secret); seat 1 guesses the
hand. Then both play a card 1-3 at the same time (a simultaneous secret
choice); the higher card wins a point, and a right guess wins a point. Two
rounds. Most points wins.
"""
from __future__ import annotations

import sys
from dataclasses import dataclass
from typing import ClassVar

from games.core.actions import Action, Codec, Event
from games.core.state import GameState, Outcome
from games.core.text import Msg


@dataclass(frozen=True)
class Hide(Action):
    hand: int


@dataclass(frozen=True)
class Guess(Action):
    hand: int

    def msg(self, seat):
        """A public guess names the hand (Hide and Card keep the default sentence: they are secret)."""
        return Msg("core.action", {"seat": seat, "name": f"Guess {self.hand}"})


@dataclass(frozen=True)
class Card(Action):
    value: int


@dataclass(frozen=True)
class Revealed(Event):
    reveals: ClassVar[bool] = True
    hidden: int
    cards: tuple


class Toy(GameState):
    __slots__ = ("phase", "hidden", "guess", "cards", "score", "round", "hands")
    codec = Codec([Hide, Guess, Card, Revealed])

    def __init__(self):
        self.n_seats = 2
        self.phase = "hide"
        self.hidden = None      # None in seat 1's view while secret
        self.guess = None
        self.cards = [None, None]
        self.score = [0, 0]
        self.round = 1
        self.hands = [[1, 2, 3], [1, 2, 3]]

    def to_act(self):
        if self.round > 2:
            return ()
        if self.phase == "hide":
            return (0,)
        if self.phase == "guess":
            return (1,)
        return tuple(s for s in (0, 1) if self.cards[s] is None)

    def legal_actions(self, seat):
        if seat not in self.to_act():
            return []
        if self.phase == "hide":
            return [Hide(0), Hide(1)]
        if self.phase == "guess":
            return [Guess(0), Guess(1)]
        return [Card(v) for v in self.hands[seat]]

    def _apply(self, seat, action):
        if isinstance(action, Hide):
            self.hidden, self.phase = action.hand, "guess"
            return []
        if isinstance(action, Guess):
            self.guess, self.phase = action.hand, "cards"
            return []
        self.cards[seat] = action.value
        self.hands[seat] = [v for v in self.hands[seat] if v != action.value]
        if None in self.cards:
            return []
        ev = Revealed(self.hidden, tuple(self.cards))
        if self.guess == self.hidden:
            self.score[1] += 1
        if self.cards[0] != self.cards[1]:
            self.score[0 if self.cards[0] > self.cards[1] else 1] += 1
        self.cards, self.phase, self.guess, self.hidden = [None, None], "hide", None, None
        self.round += 1
        return [ev]

    def outcome(self):
        if self.round <= 2:
            return None
        best = max(self.score)
        return Outcome(tuple(self.score), tuple(s for s in (0, 1) if self.score[s] == best), Msg("core.end.single", {"seat": 0}))

    def clone(self):
        c = Toy.__new__(Toy)
        c.n_seats, c.phase, c.hidden, c.guess = 2, self.phase, self.hidden, self.guess
        c.cards, c.score, c.round = list(self.cards), list(self.score), self.round
        c.hands = [list(h) for h in self.hands]
        return c

    def view_for(self, seat):
        v = self.clone()
        if seat != 0:
            v.hidden = None if self.hidden is None else -1
        for s in (0, 1):
            if s != seat and v.cards[s] is not None:
                v.cards[s] = -1
        return v

    def secrets(self, seat):
        """What ``seat`` (``None``: the public) may not know: the hidden hand and the cards
        laid face down by the others, as :meth:`view_for` hides them."""
        out = {}
        if seat != 0 and self.hidden is not None:
            out["hidden"] = self.hidden
        for s in (0, 1):
            if s != seat and self.cards[s] is not None:
                out[f"card{s}"] = self.cards[s]
        return out

    def determinize(self, seat, rng):
        d = self.clone()
        if d.hidden == -1:
            d.hidden = rng.randrange(2)
        for s in (0, 1):
            if d.cards[s] == -1:
                d.cards[s] = rng.choice(d.hands[s] + [])  # committed card is still listed in hand
        return d


def new_game():
    return Toy()


from games.core.state import GameInfo

CODEC = Toy.codec
INFO = GameInfo(id="toy", min_players=2, max_players=2, minutes=1)


def registered():
    """The toy game registered for the length of a ``with`` block (a one-module game)."""
    from games.core import registry
    return registry.registered(INFO, __name__, rules=__name__, ai=__name__)


def register(monkeypatch):
    """Make the toy game a registered game for the length of a test."""
    register_module(monkeypatch, "toy", INFO, sys.modules[__name__])


def register_module(monkeypatch, game_id, info, mod):
    """Register ``mod`` (a one-module game) as game ``game_id`` until the test ends."""
    from games.core import registry
    assert info.id == game_id
    entry = registry.Entry(info, mod.__name__, registry.folder(registry.game_ids()[0]).parent,
                           mod.__name__, mod.__name__)
    monkeypatch.setattr(registry, "_extra", [*registry._extra, entry])


def new_game(n_seats=2, seed=0, options=None):  # noqa: F811 - the registry's signature
    return Toy()
