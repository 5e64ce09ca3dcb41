"""Single-observer information-set Monte Carlo tree search (SO-ISMCTS).

Cowling, Powley and Whitehouse's algorithm over the engine contract: every
iteration draws one determinization of the searcher's *view* (never the true
state), walks one shared tree restricted to the actions legal in that world
(UCB with availability counts), expands one node, plays out, and backs up
per-seat rewards. Where several seats act at once (a secret simultaneous
choice) each seat selects independently from its own statistics in the node
(decoupled UCT), so no seat's choice conditions on another's. At a chance
node (``to_act() == (CHANCE,)``) the outcome is sampled from
``chance_outcomes()`` by its probability, in the tree and in playouts alike:
a determinization holds no future draw, so the search cannot know one.

Games plug in knowledge through :class:`Hooks`: a playout policy, an early
cut-off evaluation, candidate pruning and the reward.

>>> s = Search(iterations=10, seed=1)
>>> s.iterations
10
"""
from __future__ import annotations

import math
import random
import threading
import time
from typing import Sequence

from .actions import Action
from .chance import CHANCE, sample
from .state import GameState


class Hooks:
    """A game's knowledge for the search. Override what helps; defaults are plain."""

    #: plies of playout before :meth:`evaluate` cuts it off (None: to the end)
    playout_depth: int | None = None

    def candidates(self, state: GameState, seat: int, actions: list[Action]) -> list[Action]:
        """The actions the tree considers for ``seat`` (default: all)."""
        return actions

    def playout_action(self, state: GameState, seat: int, actions: list[Action], rng: random.Random) -> Action:
        """The playout policy (default: uniform)."""
        return rng.choice(actions)

    def evaluate(self, state: GameState) -> list[float]:
        """Per-seat value in [0, 1] of an unfinished state at the cut-off."""
        return [1.0 / state.n_seats] * state.n_seats

    def reward(self, state: GameState) -> list[float]:
        """Per-seat reward of a finished state (default: the win share)."""
        out = state.outcome()
        assert out is not None, "reward() is for finished states"
        return out.rewards(state.n_seats)


class _Node:
    __slots__ = ("children", "stats")

    def __init__(self) -> None:
        self.children: dict[tuple, _Node] = {}
        # seat -> action -> [visits, reward sum, availability]
        self.stats: dict[int, dict[Action, list]] = {}


class Search:
    """SO-ISMCTS with an iteration and a time budget, seeded and cancellable."""

    def __init__(self, iterations: int = 1000, seconds: float | None = None,
                 hooks: Hooks | None = None, c: float = 0.7, seed: int | None = None):
        self.iterations = iterations
        self.seconds = seconds
        self.hooks = hooks or Hooks()
        self.c = c
        self.rng = random.Random(seed)
        self.last_iterations = 0

    def choose(self, view: GameState, seat: int, cancel: threading.Event | None = None) -> Action:
        """The most visited action of ``seat`` after searching from ``view``."""
        legal = view.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        stats = self.search(view, seat, cancel)
        best = None
        for a in legal:
            st = stats.get(a)
            if st is None:
                continue
            key = (st[0], st[1])
            if best is None or key > best[0]:
                best = (key, a)
        return best[1] if best else self.rng.choice(legal)

    def search(self, view: GameState, seat: int, cancel: threading.Event | None = None) -> dict[Action, list]:
        """Run the search; return the root statistics of ``seat``."""
        root = _Node()
        hooks, rng = self.hooks, self.rng
        deadline = time.perf_counter() + self.seconds if self.seconds else None
        n = 0
        while n < self.iterations:
            if n & 15 == 0 and n:
                if cancel is not None and cancel.is_set():
                    break
                if deadline is not None and time.perf_counter() > deadline:
                    break
            self._iterate(root, view.determinize(seat, rng), hooks, rng)
            n += 1
        self.last_iterations = n
        return root.stats.get(seat, {})

    def _iterate(self, root: _Node, state: GameState, hooks: Hooks, rng: random.Random) -> None:
        node = root
        path: list[tuple[_Node, list[tuple[int, Action]]]] = []
        c = self.c
        while True:
            seats = state.to_act()
            if not seats:
                break
            if seats == (CHANCE,):
                a = sample(state.chance_outcomes(), rng)
                state.apply_trusted(CHANCE, a)
                key: tuple[tuple[int, Action], ...] = ((CHANCE, a),)
                child = node.children.get(key)
                if child is None:
                    child = node.children[key] = _Node()
                node = child
                continue
            joint: list[tuple[int, Action]] = []
            expanded = False
            for s in seats:
                acts = hooks.candidates(state, s, state.legal_actions(s))
                st = node.stats.get(s)
                if st is None:
                    st = node.stats[s] = {}
                untried = [a for a in acts if a not in st]
                if untried:
                    a = rng.choice(untried)
                    st[a] = [0, 0.0, 0]
                    expanded = True
                    for b in acts:
                        e = st.get(b)
                        if e is not None:
                            e[2] += 1
                else:
                    best_v, a = -1.0, acts[0]
                    for b in acts:
                        e = st[b]
                        e[2] += 1
                        v = e[1] / e[0] + c * math.sqrt(math.log(e[2]) / e[0]) if e[0] else 1e9
                        if v > best_v:
                            best_v, a = v, b
                joint.append((s, a))
            for s, a in joint:
                state.apply_trusted(s, a)
            path.append((node, joint))
            key = tuple(joint)
            child = node.children.get(key)
            if child is None:
                child = node.children[key] = _Node()
            node = child
            if expanded:
                break
        rewards = self._playout(state, hooks, rng)
        for nd, joint in path:
            for s, a in joint:
                e = nd.stats[s][a]
                e[0] += 1
                e[1] += rewards[s]

    @staticmethod
    def _playout(state: GameState, hooks: Hooks, rng: random.Random) -> Sequence[float]:
        depth = 0
        limit = hooks.playout_depth
        while True:
            seats = state.to_act()
            if not seats:
                return hooks.reward(state)
            if limit is not None and depth >= limit:
                return hooks.evaluate(state)
            if seats == (CHANCE,):
                state.apply_trusted(CHANCE, sample(state.chance_outcomes(), rng))
                continue
            for s in seats:
                acts = state.legal_actions(s)
                state.apply_trusted(s, hooks.playout_action(state, s, acts, rng))
            depth += 1
