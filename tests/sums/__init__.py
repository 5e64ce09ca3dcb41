"""A tiny game with an explain module, for testing the review of a finished game.

"Sums", 2 seats, :data:`ROUNDS` rounds: in turn each seat picks 1, 2 or 3 and adds it to its
score; the higher score wins. Each seat also has a secret ``luck`` (0 or 1, from the seed) that
only it sees and that nothing uses: a view that shows another seat's luck is the full state.
The best pick is always 3; its explain module judges a pick by how far it falls short.
"""
from __future__ import annotations

from dataclasses import dataclass

from games.core.actions import Action, Codec
from games.core.players import RandomPlayer
from games.core.state import GameInfo, GameState, Outcome
from games.core.text import Msg

ROUNDS = 6
INFO = GameInfo(id="sums", min_players=2, max_players=2, minutes=1, levels=("easy",))


@dataclass(frozen=True)
class Pick(Action):
    n: int

    def msg(self, seat):
        return Msg("core.action", {"seat": seat, "name": f"picks {self.n}"})


class Sums(GameState):
    __slots__ = ("luck", "mover", "round", "score")
    codec = Codec([Pick])

    def __init__(self, seed: int = 0):
        self.n_seats = 2
        self.score = [0, 0]
        self.round = 1
        self.mover = 0
        self.luck: list = [seed % 2, (seed // 2) % 2]

    def to_act(self):
        return () if self.round > ROUNDS else (self.mover,)

    def legal_actions(self, seat):
        return [Pick(1), Pick(2), Pick(3)] if seat in self.to_act() else []

    def _apply(self, seat, action):
        self.score[seat] += action.n
        self.mover = 1 - seat
        if self.mover == 0:
            self.round += 1
        return []

    def outcome(self):
        if self.round <= ROUNDS:
            return None
        best = max(self.score)
        return Outcome(tuple(self.score), tuple(s for s in (0, 1) if self.score[s] == best),
                       Msg("core.end.single", {"seat": 0}))

    def clone(self):
        c = Sums.__new__(Sums)
        c.n_seats, c.score, c.round, c.mover, c.luck = 2, list(self.score), self.round, self.mover, list(self.luck)
        return c

    def view_for(self, seat):
        v = self.clone()
        v.luck = [x if s == seat else None for s, x in enumerate(self.luck)]
        return v

    def determinize(self, seat, rng):
        d = self.clone()
        d.luck = [x if x is not None else rng.randrange(2) for x in d.luck]
        return d


CODEC = Sums.codec


def new_game(n_seats=2, seed=0, options=None):
    """A new game (the registry's signature)."""
    return Sums(seed)


def make_player(level, seed):
    """The game's only computer player."""
    return RandomPlayer(seed)


def registered():
    """The game registered for the length of a ``with`` block."""
    from games.core import registry
    return registry.registered(INFO, __name__, rules=__name__, ai=__name__)
