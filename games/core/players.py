"""Computer players.

A player is anything with ``choose(view, seat, cancel=None) -> Action``.
It receives only ``state.view_for(seat)``; when it needs a full state (to
search) it calls ``view.determinize(seat, rng)``. ``cancel`` is an optional
:class:`threading.Event`; a long search stops early when it is set.

Players never act for the chance seat or a scripted seat: the session does
(:meth:`~games.core.session.Session.step_automatic`). Random play outside a
session (tests, playouts) steps through those with :func:`random_action`.

>>> import random
>>> RandomPlayer(seed=1).rng.random() == random.Random(1).random()
True
"""
from __future__ import annotations

import random
import threading
from typing import Protocol

from .actions import Action
from .chance import CHANCE, sample
from .state import GameState


def random_action(state: GameState, seat: int, rng: random.Random) -> Action:
    """A random action of ``seat``: a chance outcome drawn by its probability for
    :data:`CHANCE`, else a uniform choice among the legal actions (a scripted
    seat has just one)."""
    if seat == CHANCE:
        return sample(state.chance_outcomes(), rng)
    return rng.choice(state.legal_actions(seat))


def play_randomly(state: GameState, rng: random.Random, max_steps: int = 100_000) -> list[tuple[int, Action]]:
    """Play ``state`` to the end at random (chance by its probabilities); returns the moves."""
    moves: list[tuple[int, Action]] = []
    while state.to_act():
        if len(moves) >= max_steps:
            raise RuntimeError(f"no end after {max_steps} random moves")
        seat = rng.choice(state.to_act())
        action = random_action(state, seat, rng)
        state.apply(seat, action)
        moves.append((seat, action))
    return moves


class Player(Protocol):
    """What the window and the command line need of a computer player."""

    def choose(self, view: GameState, seat: int, cancel: threading.Event | None = None) -> Action:
        """The action ``seat`` takes, from its own view only."""
        ...


class RandomPlayer:
    """Picks uniformly among the legal actions (seeded)."""

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)

    def choose(self, view: GameState, seat: int, cancel: threading.Event | None = None) -> Action:
        """A uniformly random legal action (a chance outcome by its probability)."""
        return random_action(view, seat, self.rng)


def by_level(levels: dict, level: str, seed: int | None = None):
    """The player of ``level`` from a game's table ``{level: class(seed)}`` (``make_player``'s
    body in each game's ``ai.py``); ``ValueError`` for an unknown level.

    >>> by_level({"random": RandomPlayer}, "random", 3).__class__.__name__
    'RandomPlayer'
    """
    try:
        make = levels[level]
    except KeyError:
        raise ValueError(f"unknown level {level!r}") from None
    return make(seed)
