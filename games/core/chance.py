"""Chance as a seat: dice, decks and bags whose draws are outcomes of :data:`CHANCE`.

No engine draws from a random generator while a game is played. When the
rules need a roll or a draw, the state stops and awaits the chance seat:
``to_act() == (CHANCE,)``, ``chance_outcomes()`` lists the outcome actions
with their probabilities, and the :class:`~games.core.session.Session`
samples one from a generator of its own and records it as ``(CHANCE,
action)``. A save therefore replays exactly without any generator, a test can
impose any outcome, and a computer player, which sees only a view, can never
know a future draw.

The containers here are plain state an engine keeps and clones. They hold
*which* cards or tokens are in a pile, never an order: the order of a shuffled
pile is decided one draw at a time by the chance seat. Their ``outcomes()``
give each distinct item with its probability, ready for ``chance_outcomes``.

>>> roll(2, 3)[:2]
[((1, 1), 0.1111111111111111), ((1, 2), 0.2222222222222222)]
>>> bag = Bag(["gold", "gold", "lead"])
>>> bag.outcomes()
[('gold', 0.6666666666666666), ('lead', 0.3333333333333333)]
>>> bag.draw("lead"), len(bag), bag.count("gold")
('lead', 2, 2)
>>> deck = Deck([3, 1, 2])
>>> deck.draw(2); deck.discard(2); deck.draw(1); deck.draw(3)
2
1
3
>>> len(deck), deck.discards, deck.reshuffle(), len(deck)
(0, [2], 1, 1)
"""
from __future__ import annotations

import random
from collections import Counter
from itertools import combinations_with_replacement
from math import factorial
from typing import Callable, Generic, Hashable, Iterable, Sequence, TypeVar, cast

from .actions import Action
from .text import Msg

T = TypeVar("T", bound=Hashable)

#: the chance seat: a state awaiting a roll or a draw has ``to_act() == (CHANCE,)``
CHANCE = -1


class ChanceAction(Action):
    """Base of the outcome actions of the chance seat (frozen dataclasses, as any action).

    A chance action has no seat to name, and it may carry a value only one
    seat may see (a card drawn into a hand). So its log line is asked per
    reader: :meth:`log` gives the sentence ``viewer`` may read (``None``:
    the public log), or ``None`` for no line; the default is no line and the
    outcome's events speak, each with its own ``visible_to``.
    """

    def log(self, viewer: int | None) -> Msg | None:
        """The log line ``viewer`` may read about this outcome, or ``None``."""
        return None

    def msg(self, seat: int) -> Msg:
        """The public sentence (never a hidden value)."""
        return self.log(None) or Msg("core.chance.outcome")


# ---------------------------------------------------------------------------
# sampling outcomes
# ---------------------------------------------------------------------------
def sample(outcomes: Sequence[tuple[Action, float]], rng: random.Random) -> Action:
    """One outcome drawn by its probability (the last one absorbs rounding).

    >>> random.Random(1).random() < 0.25, sample([("a", 0.25), ("b", 0.75)], random.Random(1))
    (True, 'a')
    """
    if not outcomes:
        raise ValueError("no chance outcome to sample")
    x = rng.random()
    acc = 0.0
    for action, p in outcomes:
        acc += p
        if x < acc:
            return action
    return outcomes[-1][0]


def seeded_source(seed: int) -> Callable[[Sequence[tuple[Action, float]], int], Action]:
    """The usual chance source of a session: outcome ``index`` of the record is drawn
    from a generator made from ``seed`` and ``index`` alone, created for that draw
    and thrown away, so no state, view or player ever holds it.

    >>> src = seeded_source(7)
    >>> src([("a", 0.5), ("b", 0.5)], 3) == src([("a", 0.5), ("b", 0.5)], 3)
    True
    """
    def source(outcomes: Sequence[tuple[Action, float]], index: int) -> Action:
        return sample(outcomes, random.Random(f"ludi-romani-chance:{seed}:{index}"))
    return source


class Imposed:
    """A chance source that gives chosen outcomes in order (for tests and tutorials).

    Each item is an outcome action, or a callable ``(outcomes) -> action``.
    When the list is used up, ``then`` decides (default: refuse with
    ``ValueError``), e.g. ``then=seeded_source(seed)``.
    """

    def __init__(self, items: Iterable, then: Callable | None = None):
        self.items = list(items)
        self.then = then

    def __call__(self, outcomes: Sequence[tuple[Action, float]], index: int) -> Action:
        if self.items:
            item = self.items.pop(0)
            return item(outcomes) if callable(item) and not isinstance(item, Action) else item
        if self.then is None:
            raise ValueError("no imposed chance outcome left")
        return self.then(outcomes, index)


# ---------------------------------------------------------------------------
# dice
# ---------------------------------------------------------------------------
def roll(n: int = 1, sides: int = 6) -> list[tuple[tuple[int, ...], float]]:
    """The outcomes of rolling ``n`` dice of ``sides`` sides: each sorted result
    (dice are alike, so ``(1, 2)`` stands for 1-2 and 2-1) with its probability.

    >>> [f for f, _ in roll(1, 4)]
    [(1,), (2,), (3,), (4,)]
    >>> round(sum(p for _, p in roll(3)), 9), len(roll(3))
    (1.0, 56)
    """
    total = sides ** n
    out = []
    for faces in combinations_with_replacement(range(1, sides + 1), n):
        ways = factorial(n)
        for k in Counter(faces).values():
            ways //= factorial(k)
        out.append((faces, ways / total))
    return out


# ---------------------------------------------------------------------------
# bags and decks
# ---------------------------------------------------------------------------
class Bag(Generic[T]):
    """Tokens in a bag, drawn blind: a count per kind of token, no order.

    The draw itself is a chance outcome: list :meth:`outcomes`, let the chance
    seat pick one, then :meth:`draw` that token. Kinds keep the order in which
    they first went in, so outcomes come in a stable order.
    """

    __slots__ = ("counts",)

    def __init__(self, tokens: Iterable[T] = ()):
        self.counts: dict[T, int] = {}
        self.put(*tokens)

    def put(self, *tokens: T) -> None:
        """Return (or add) tokens to the bag."""
        for t in tokens:
            self.counts[t] = self.counts.get(t, 0) + 1

    def draw(self, token: T) -> T:
        """Take one ``token`` out (the outcome the chance seat drew); ``ValueError`` if none is left."""
        n = self.counts.get(token, 0)
        if n <= 0:
            raise ValueError(f"no {token!r} left to draw")
        if n == 1:
            del self.counts[token]
        else:
            self.counts[token] = n - 1
        return token

    def count(self, token: T) -> int:
        """How many ``token`` are in the bag."""
        return self.counts.get(token, 0)

    def kinds(self) -> list[T]:
        """The kinds of token in the bag, sorted when they can be (else in the order they went in),
        so two bags holding the same tokens list them alike."""
        try:
            return sorted(self.counts)  # type: ignore[type-var]  # kinds that do not sort fall below
        except TypeError:
            return list(self.counts)

    def outcomes(self) -> list[tuple[T, float]]:
        """Each kind of token in the bag with the probability of drawing it (order of :meth:`kinds`)."""
        total = len(self)
        return [(t, self.counts[t] / total) for t in self.kinds()] if total else []

    def tokens(self) -> list[T]:
        """Every token, kinds in the order of :meth:`kinds`, as a flat list."""
        return [t for t in self.kinds() for _ in range(self.counts[t])]

    def clone(self) -> "Bag[T]":
        """An independent copy."""
        b = type(self).__new__(type(self))
        b.counts = dict(self.counts)
        return b

    def __len__(self) -> int:
        return sum(self.counts.values())

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.counts == self.counts

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.tokens()!r})"


class Deck(Bag[T]):
    """A face-down draw pile with a face-up discard pile.

    The pile holds which cards are in it, not their order: drawing one is a
    chance outcome (:meth:`outcomes`, then :meth:`draw` the card drawn).
    :meth:`discard` puts played cards on the discard pile; :meth:`reshuffle`
    shuffles the discards back into the pile, which needs no generator
    because the next draw is chance anyway.
    """

    __slots__ = ("discards",)

    def __init__(self, cards: Iterable[T] = (), discards: Iterable[T] = ()):
        super().__init__(cards)
        self.discards: list[T] = list(discards)

    def discard(self, *cards: T) -> None:
        """Put cards face up on the discard pile."""
        self.discards.extend(cards)

    def reshuffle(self) -> int:
        """Shuffle the discards back into the pile; returns how many went back."""
        n = len(self.discards)
        self.put(*self.discards)
        self.discards = []
        return n

    def clone(self) -> "Deck[T]":
        """An independent copy."""
        d = cast("Deck[T]", super().clone())
        d.discards = list(self.discards)
        return d

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Deck) and super().__eq__(other) and other.discards == self.discards
