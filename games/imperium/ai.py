"""Computer players of Imperium.

Three ideas, shared by the levels:

- a **model** of how a seat likes each region (:func:`region_weights`): what
  one more marker would win there if it were counted now, the region's size,
  and how soon it is counted. Sampling three regions from it gives a plausible
  selection (:func:`sample_selection`): the easy player plays it, the others
  use it to guess the opponents' secret cards.
- a **separable evaluation** of one's own selection (:func:`selection_values`):
  for sampled opponent selections, the points each region would give if it
  were counted with the markers then on the board, discounted by how far off
  its counting is, mine minus the others' average. Because it is a sum over
  regions it rates all 165 selections at once. The normal player takes the best.
- the **hard** player searches (SO-ISMCTS, :mod:`games.core.ismcts`) among the
  best dozen selections of the evaluation, with the model as the opponents'
  candidates and playout policy and as the sampler of their hidden cards.

Every player reads only the view it is given.
"""
from __future__ import annotations

import random
import threading
from itertools import combinations_with_replacement

from ..core.actions import Action
from ..core.players import by_level
from ..core.ismcts import Hooks, Search
from .rules import (SCORE_LISTS, SELECTIONS, Select, State, distances, fill_options,
                    score_region)

# ----------------------------------------------------------------------------
# the model of a seat's choices


_GAIN_CACHE: dict = {}


def _gains(region: int, row: tuple) -> tuple:
    """Per seat: the points one more marker in ``region`` would add if it were counted now."""
    key = (region, row)
    got = _GAIN_CACHE.get(key)
    if got is None:
        if len(_GAIN_CACHE) > 300_000:
            _GAIN_CACHE.clear()
        now = score_region(region, row)
        out = []
        for s in range(len(row)):
            more = list(row)
            more[s] += 1
            out.append(max(0, score_region(region, more)[s] - now[s]))
        got = _GAIN_CACHE[key] = tuple(out)
    return got


def region_weights(state: State, seat: int) -> list[float]:
    """How much ``seat`` wants one more marker in each region (index 1-9)."""
    dist = distances(state.goal, state.round)
    w = [0.0] * 10
    short = state.supply[seat] <= 4
    board = state.board
    for r in range(1, 10):
        d = dist[r]
        if d is None:
            w[r] = 0.02
            continue
        gain = _gains(r, tuple(board[r - 1]))[seat]
        x = (0.25 * _FIRST[r] + gain + 0.3) / (1.0 + 0.8 * d)
        if short and d >= 2:
            x *= 0.4
        w[r] = x
    return w


_FIRST = [0] + [SCORE_LISTS[r][0] for r in range(1, 10)]


def sample_selection(weights: list[float], rng: random.Random) -> tuple:
    """Three regions drawn (with repetition) in proportion to ``weights``, ascending."""
    total = sum(weights)
    picks = []
    for _ in range(3):
        x = rng.random() * total
        r = 9
        for i in range(1, 10):
            x -= weights[i]
            if x <= 0:
                r = i
                break
        picks.append(r)
    picks.sort()
    return tuple(picks)


def _placed(selection: tuple, supply: int) -> tuple:
    """What a seat will actually place of ``selection`` (short: the first ones, a guess)."""
    return selection if supply >= len(selection) else selection[:supply]


# ----------------------------------------------------------------------------
# the separable evaluation

#: how much a standing in a region counted ``d`` rounds from now is worth, per point
def _discount(d: int) -> float:
    return 1.0 if d == 0 else 0.55 / (0.6 + 0.5 * d)


#: the cost of tying up one marker for ``d`` rounds
def _lock_cost(d: int, short: bool) -> float:
    return (0.12 if short else 0.04) * d


def region_tables(state: State, seat: int, counts_by_region: list[list[int]]) -> list[list[float]]:
    """``T[r][k]``: value to ``seat`` of adding ``k`` (0-3) markers to region ``r``.

    ``counts_by_region[r - 1]`` are the markers there once the others have
    placed. The value is my points minus the average of the others' (weighted
    towards the leader), discounted by the distance to the counting.
    """
    n = state.n_seats
    dist = distances(state.goal, state.round)
    short = state.supply[seat] < 6
    scores = state.scores
    others = [o for o in range(n) if o != seat]
    # weight the others towards whoever leads
    lead = max(scores[o] for o in others)
    ow = [1.0 + (1.0 if scores[o] == lead else 0.0) for o in others]
    tot = sum(ow)
    ow = [x / tot for x in ow]
    tables = [[0.0] * 4 for _ in range(10)]
    for r in range(1, 10):
        d = dist[r]
        if d is None:
            tables[r] = [0.0, -0.3, -0.6, -0.9]
            continue
        disc = _discount(d)
        lock = _lock_cost(d, short)
        base = counts_by_region[r - 1]
        row = tables[r]
        c = list(base)
        for k in range(4):
            c[seat] = base[seat] + k
            pts = score_region(r, c)
            mine = pts[seat]
            theirs = sum(w * pts[o] for w, o in zip(ow, others))
            row[k] = disc * (mine - theirs) - lock * k
    return tables


def _value(tables, sel: tuple) -> float:
    a, b, c = sel
    if a == b == c:
        return tables[a][3] - tables[a][0]
    if a == b:
        return tables[a][2] - tables[a][0] + tables[c][1] - tables[c][0]
    if b == c:
        return tables[a][1] - tables[a][0] + tables[b][2] - tables[b][0]
    return (tables[a][1] - tables[a][0] + tables[b][1] - tables[b][0]
            + tables[c][1] - tables[c][0])


def _value_short(tables, sel: tuple, supply: int) -> float:
    """Value when short of markers: the best way to fill the selection."""
    best = -1e9
    for opt in fill_options(sel, supply):
        v = 0.0
        counts: dict[int, int] = {}
        for r in opt:
            counts[r] = counts.get(r, 0) + 1
        for r, k in counts.items():
            v += tables[r][k] - tables[r][0]
        best = max(best, v)
    return best if best > -1e9 else 0.0


def opponent_counts(state: State, seat: int, rng: random.Random | None,
                    known: bool = True) -> list[list[int]]:
    """The board after the other seats place: their known selections (if ``known``), or
    samples of the model (none without ``rng``)."""
    board = [list(row) for row in state.board]
    for o in range(state.n_seats):
        if o == seat:
            continue
        sel = state.selections[o] if known else None
        if sel is None or sel == ():
            if rng is None:
                continue
            sel = sample_selection(region_weights(state, o), rng)
        for r in _placed(sel, state.supply[o]):
            board[r - 1][o] += 1
    return board


def selection_values(state: State, seat: int, rng: random.Random | None, samples: int,
                     known: bool = True) -> list[float]:
    """Average value of each of the 165 :data:`SELECTIONS` over ``samples`` opponent guesses."""
    totals = [0.0] * len(SELECTIONS)
    supply = state.supply[seat]
    for _ in range(max(1, samples)):
        tables = region_tables(state, seat, opponent_counts(state, seat, rng, known))
        if supply >= 3:
            for i, sel in enumerate(SELECTIONS):
                totals[i] += _value(tables, sel)
        else:
            for i, sel in enumerate(SELECTIONS):
                totals[i] += _value_short(tables, sel, supply)
    return totals


def best_fill(state: State, seat: int) -> Action:
    """The fill that is worth most, the others' revealed placements counted."""
    board = [list(row) for row in state.board]
    for o in range(state.n_seats):
        if o != seat and o not in state.placed and state.shown[o]:
            for r in _placed(state.shown[o], state.supply[o]):
                board[r - 1][o] += 1
    tables = region_tables(state, seat, board)
    best, best_v = None, -1e9
    for act in state.legal_actions(seat):
        v = 0.0
        counts: dict[int, int] = {}
        for r in act.regions:
            counts[r] = counts.get(r, 0) + 1
        for r, k in counts.items():
            v += tables[r][k] - tables[r][0]
        if v > best_v:
            best, best_v = act, v
    return best


# ----------------------------------------------------------------------------
# players


class EasyPlayer:
    """Plays a selection drawn from the model: sensible, unplanned."""

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)

    def choose(self, view: State, seat: int, cancel: threading.Event | None = None) -> Action:
        """A sampled selection, or the best fill."""
        if view.phase == "fill":
            return best_fill(view, seat)
        return Select(sample_selection(region_weights(view, seat), self.rng))


class NormalPlayer:
    """Takes the selection with the best average value against sampled opponents."""

    def __init__(self, seed: int | None = None, samples: int = 24):
        self.rng = random.Random(seed)
        self.samples = samples

    def choose(self, view: State, seat: int, cancel: threading.Event | None = None) -> Action:
        """The best selection by :func:`selection_values`, or the best fill."""
        if view.phase == "fill":
            return best_fill(view, seat)
        vals = selection_values(view, seat, self.rng, self.samples)
        i = max(range(len(vals)), key=vals.__getitem__)
        return Select(SELECTIONS[i])


def _quick(w: list[float], sel: tuple) -> float:
    """A cheap rating of a selection from the model's weights (diminishing repeats)."""
    a, b, c = sel
    if a == b == c:
        return 2.0 * w[a]
    if a == b:
        return 1.6 * w[a] + w[c]
    if b == c:
        return w[a] + 1.6 * w[b]
    return w[a] + w[b] + w[c]


class ImperiumHooks(Hooks):
    """The model and the evaluation as search knowledge."""

    def __init__(self, root_seat: int, root_round: int, root_candidates: list[Action],
                 playout_depth: int | None = 4, k: int = 8):
        self.root_seat = root_seat
        self.root_round = root_round
        self.root_candidates = root_candidates
        self.k = k
        self.playout_depth = playout_depth
        self._memo: dict = {}

    def candidates(self, state: State, seat: int, actions: list[Action]) -> list[Action]:
        """The root's best dozen for the searcher; the model's favourites for everyone else."""
        if state.phase != "select":
            return actions
        if seat == self.root_seat and state.round == self.root_round:
            return self.root_candidates
        key = (seat, state.round, tuple(state.supply), tuple(map(tuple, state.board)))
        got = self._memo.get(key)
        if got is None:
            w = region_weights(state, seat)
            top = sorted(range(1, 10), key=lambda r: -w[r])[:5]
            top.sort()
            sels = sorted(combinations_with_replacement(top, 3), key=lambda sel: -_quick(w, sel))
            got = self._memo[key] = [Select(sel) for sel in sels[: self.k]]
        return got

    def playout_action(self, state: State, seat: int, actions: list[Action], rng: random.Random) -> Action:
        """Model samples for selections; the nearest regions first when filling."""
        if state.phase == "fill":
            dist = distances(state.goal, state.round)
            return min(actions, key=lambda a: sum(99 if dist[r] is None else dist[r] for r in a.regions))
        return Select(sample_selection(region_weights(state, seat), rng))

    def determinize(self, view: State, seat: int, rng: random.Random) -> State:
        """Hidden selections drawn from the model instead of uniformly."""
        d = view.clone()
        for s in range(d.n_seats):
            if d.selections[s] == ():
                d.selections[s] = sample_selection(region_weights(view, s), rng)
        return d

    def _reward(self, totals) -> list[float]:
        n = len(totals)
        best = max(totals)
        winners = [s for s in range(n) if totals[s] == best]
        out = []
        for s in range(n):
            share = 1.0 / len(winners) if s in winners else 0.0
            other = max(totals[o] for o in range(n) if o != s)
            margin = min(1.0, max(0.0, 0.5 + (totals[s] - other) / 20.0))
            out.append(0.85 * share + 0.15 * margin)
        return out

    def reward(self, state: State) -> list[float]:
        """The win share, with a little of the margin to break even games."""
        return self._reward(state.scores)

    def evaluate(self, state: State) -> list[float]:
        """Scores plus the standing in the regions still to count, as a reward."""
        dist = distances(state.goal, state.round)
        proj = [float(x) for x in state.scores]
        for r in range(1, 10):
            d = dist[r]
            if d is None:
                continue
            pts = score_region(r, state.board[r - 1])
            disc = _discount(d)
            for s in range(state.n_seats):
                proj[s] += disc * pts[s]
        return self._reward(proj)


class _ModelView:
    """Stands in for the view in :meth:`Search.search`: its determinizations sample the
    hidden selections from the model (the search reads nothing else of the view)."""

    __slots__ = ("view", "hooks")

    def __init__(self, view: State, hooks: ImperiumHooks):
        self.view, self.hooks = view, hooks

    def determinize(self, seat: int, rng: random.Random) -> State:
        """A world drawn by :meth:`ImperiumHooks.determinize`."""
        return self.hooks.determinize(self.view, seat, rng)


class HardPlayer:
    """SO-ISMCTS among the evaluation's best selections, opponents modelled."""

    def __init__(self, seed: int | None = None, iterations: int = 300, seconds: float = 0.9,
                 width: int = 5, samples: int = 32, depth: int | None = 4):
        self.seed = seed
        self.rng = random.Random(seed)
        self.iterations = iterations
        self.seconds = seconds
        self.width = width
        self.samples = samples
        self.depth = depth
        self.last_iterations = 0

    def choose(self, view: State, seat: int, cancel: threading.Event | None = None) -> Action:
        """Search from the view; fills are taken by the evaluation."""
        if view.phase == "fill":
            return best_fill(view, seat)
        vals = selection_values(view, seat, self.rng, self.samples)
        order = sorted(range(len(vals)), key=lambda i: -vals[i])[: self.width]
        cands = [Select(SELECTIONS[i]) for i in order]
        hooks = ImperiumHooks(seat, view.round, cands, self.depth)
        search = Search(iterations=self.iterations, seconds=self.seconds, hooks=hooks,
                        c=0.7, seed=self.rng.randrange(1 << 30))
        stats = search.search(_ModelView(view, hooks), seat, cancel)
        self.last_iterations = search.last_iterations
        best, best_key = cands[0], None
        for a in cands:
            st = stats.get(a)
            if st is None:
                continue
            key = (st[0], st[1])
            if best_key is None or key > best_key:
                best, best_key = a, key
        return best


def make_player(level: str, seed: int | None = None):
    """A computer player: ``easy``, ``normal`` or ``hard``."""
    return by_level({"easy": EasyPlayer, "normal": NormalPlayer, "hard": HardPlayer}, level, seed)
