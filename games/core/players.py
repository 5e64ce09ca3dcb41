"""Computer players.

A player is anything with ``choose(view, seat, cancel=None) -> Action``.
It receives only ``state.view_for(seat)``; when it needs a full state (to
search) it calls ``view.determinize(seat, rng)``. ``cancel`` is an optional
:class:`threading.Event`; a long search stops early when it is set.

>>> import random
>>> RandomPlayer(seed=1).rng.random() == random.Random(1).random()
True
"""
from __future__ import annotations

import random
import threading
from typing import Protocol

from .actions import Action
from .state import GameState


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
        """A uniformly random legal action."""
        return self.rng.choice(view.legal_actions(seat))
