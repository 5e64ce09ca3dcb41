"""Chance drawn from a game's own seeded generator: dice and decks.

Engines call these inside ``apply``/``new_game`` with ``state.rng`` so that a
seed and a list of actions always replay the same game. Events that report
their results set ``chance = True`` so undo is refused across them.

>>> import random
>>> rng = random.Random(4)
>>> roll(rng, 2) == roll(random.Random(4), 2)
True
>>> d = Deck(["a", "b", "c"], random.Random(1))
>>> sorted(d.draw(3)), d.draw(1)
(['a', 'b', 'c'], [])
"""
from __future__ import annotations

import random
from typing import Generic, Iterable, TypeVar

T = TypeVar("T")


def roll(rng: random.Random, n: int = 1, sides: int = 6) -> tuple[int, ...]:
    """``n`` dice of ``sides`` sides."""
    return tuple(rng.randint(1, sides) for _ in range(n))


class Deck(Generic[T]):
    """A face-down pile drawn from the top; shuffled on creation with ``rng``."""

    __slots__ = ("cards", "discards")

    def __init__(self, cards: Iterable[T], rng: random.Random | None = None):
        self.cards = list(cards)
        self.discards: list[T] = []
        if rng is not None:
            rng.shuffle(self.cards)

    def draw(self, n: int = 1) -> list[T]:
        """Up to ``n`` cards from the top (fewer when the pile runs out)."""
        out, self.cards = self.cards[:n], self.cards[n:]
        return out

    def reshuffle(self, rng: random.Random) -> None:
        """Shuffle the discards back into the pile."""
        self.cards.extend(self.discards)
        self.discards = []
        rng.shuffle(self.cards)

    def clone(self) -> "Deck[T]":
        """An independent copy."""
        d = Deck.__new__(Deck)
        d.cards, d.discards = list(self.cards), list(self.discards)
        return d

    def __len__(self) -> int:
        return len(self.cards)
