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
- the **hard** player (:class:`HardPlayer`) predicts the others' secret
  selections as a mix of the model and the evaluation, weighted by how well
  each has explained the selections a seat revealed this game
  (:class:`Beliefs`), takes the evaluation's best few against those
  predictions, and plays each to the end of the game with the normal player's
  choices (:func:`rollout_action`) to pick one.

Every player reads only the view it is given.
"""
from __future__ import annotations

import math
import random
import threading
import time

from ..core import caches
from ..core.actions import Action
from ..core.players import by_level
from .rules import (SELECTIONS, Select, State, distances, fill_options,
                    score_region, score_lists)

# ----------------------------------------------------------------------------
# the model of a seat's choices


_GAIN_CACHE: dict = caches.kept(f"{__name__}.gains")


def _gains(region: int, row: tuple, most: int = 1) -> tuple:
    """Per seat: the points a marker more in ``region`` would add if it were counted now, as the
    best of one up to ``most`` markers per marker laid (one marker that only ties a lead adds
    nothing, but two take it)."""
    key = (region, row, most)
    got = _GAIN_CACHE.get(key)
    if got is None:
        if len(_GAIN_CACHE) > 300_000:
            _GAIN_CACHE.clear()
        now = score_region(region, row)
        out = []
        for s in range(len(row)):
            best = 0.0
            for k in range(1, most + 1):
                more = list(row)
                more[s] += k
                best = max(best, (score_region(region, more)[s] - now[s]) / k)
            out.append(best)
        got = _GAIN_CACHE[key] = tuple(out)
    return got


def region_weights(state: State, seat: int, contest: bool = False) -> list[float]:
    """How much ``seat`` wants one more marker in each region (index 1-9); when ``contest``, a
    region is weighed by what two or three markers (a flag) would take there too."""
    dist = distances(state.goal, state.round)
    w = [0.0] * 10
    short = state.supply[seat] <= 4
    board = state.board
    first = score_lists()
    for r in range(1, 10):
        d = dist[r]
        if d is None:
            w[r] = 0.02
            continue
        gain = _gains(r, tuple(board[r - 1]), 3 if contest else 1)[seat]
        x = (0.25 * first[r][0] + gain + 0.3) / (1.0 + 0.8 * d)
        if short and d >= 2:
            x *= 0.4
        w[r] = x
    return w




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
def discount(d: int) -> float:
    """How much a standing in a region counted ``d`` rounds from now is worth, per point."""
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
        disc = discount(d)
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
        _add_values(totals, tables, supply)
    return totals


def _add_values(totals: list, tables, supply: int) -> None:
    """Add to ``totals[i]`` the value of ``SELECTIONS[i]`` on ``tables`` with ``supply`` markers left."""
    if supply >= 3:
        for i, sel in enumerate(SELECTIONS):
            totals[i] += _value(tables, sel)
    else:
        for i, sel in enumerate(SELECTIONS):
            totals[i] += _value_short(tables, sel, supply)


def best_fill(state: State, seat: int) -> Action:
    """The fill that is worth most, the others' revealed placements counted."""
    board = [list(row) for row in state.board]
    for o in range(state.n_seats):
        if o != seat and o not in state.placed and state.shown[o]:
            for r in _placed(state.shown[o], state.supply[o]):
                board[r - 1][o] += 1
    tables = region_tables(state, seat, board)
    best: Action | None = None
    best_v = -1e9
    for act in state.legal_actions(seat):
        v = 0.0
        counts: dict[int, int] = {}
        for r in getattr(act, "regions", ()):
            counts[r] = counts.get(r, 0) + 1
        for r, k in counts.items():
            v += tables[r][k] - tables[r][0]
        if v > best_v:
            best, best_v = act, v
    assert best is not None, "a seat short of markers always has a fill"
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


# ----------------------------------------------------------------------------
# the hard player's model of the others


#: the kinds of player the hard player tells apart: one that samples the region model (like
#: the easy player) and one that weighs its selections with the evaluation (like the normal one)
KINDS = ("model", "evaluation")


def model_distribution(weights: list[float]) -> list[float]:
    """The chance of each of the 165 :data:`SELECTIONS` under :func:`sample_selection`.

    Three independent draws in proportion to ``weights``, sorted: a multiset of
    three different regions comes from 6 orders, one with a pair from 3.

    >>> d = model_distribution([0.0] + [1.0] * 9)
    >>> round(sum(d), 9), round(d[SELECTIONS.index((1, 2, 3))] / d[0], 9)
    (1.0, 6.0)
    """
    total = sum(weights[1:10])
    p = [w / total for w in weights]
    out = []
    for a, b, c in SELECTIONS:
        if a == b == c:
            out.append(p[a] ** 3)
        elif a == b or b == c:
            out.append(3.0 * p[a] * p[b] * p[c])
        else:
            out.append(6.0 * p[a] * p[b] * p[c])
    return out


def evaluation_distribution(values: list[float], temperature: float) -> list[float]:
    """A soft best choice: the chance of each selection grows as ``exp(value / temperature)``.

    >>> d = evaluation_distribution([1.0, 0.0, 1.0], 0.5)
    >>> d[0] == d[2] > d[1]
    True
    """
    best = max(values)
    ws = [math.exp((v - best) / temperature) for v in values]
    total = sum(ws)
    return [w / total for w in ws]


def predicted_choices(view: State, seat: int, other: int, rng: random.Random, samples: int,
                      temperature: float) -> dict[str, list[float]]:
    """How ``other`` may choose this round, per kind of player (:data:`KINDS`).

    Computed from what ``other`` can know: ``seat``'s own committed selection
    is hidden again first, so the prediction does not depend on it. The model
    kind weighs a region by what two or three markers would take there too
    (``contest``): weighed by one marker alone, a seat one behind in the
    region counted now would hardly ever be expected to take it with two,
    and keeping that lead would hardly be worth a marker.
    """
    v = view
    if view.selections[seat] is not None and view.selections[seat] != ():
        v = view.clone()
        v.selections[seat] = ()
    vals = selection_values(v, other, rng, samples)
    scale = 1.0 / max(1, samples)
    return {"model": model_distribution(region_weights(v, other, contest=True)),
            "evaluation": evaluation_distribution([x * scale for x in vals], temperature)}


def draw_selection(dist: list[float], rng: random.Random) -> tuple:
    x = rng.random()
    for i, p in enumerate(dist):
        x -= p
        if x <= 0:
            return SELECTIONS[i]
    return SELECTIONS[-1]


class Beliefs:
    """How much each other seat looks like each kind of player (:data:`KINDS`), learned from
    the selections it revealed against what each kind would have chosen.

    A revealed selection multiplies a kind's weight by its likelihood under
    that kind (softened by ``rate``, mixed with the uniform chance ``floor``
    so that no selection rules a kind out); weights never fall below
    ``least`` so that a seat that changes its style is followed.

    >>> b = Beliefs()
    >>> b.observe(1, {"model": [0.5, 0.5], "evaluation": [0.9, 0.1]}, 0)
    >>> b.of(1)["evaluation"] > 0.5 > b.of(1)["model"]
    True
    """

    def __init__(self, rate: float = 0.6, floor: float = 0.05, least: float = 0.05):
        self.rate, self.floor, self.least = rate, floor, least
        self.weights: dict[int, dict[str, float]] = {}

    def of(self, other: int) -> dict[str, float]:
        """The weights of the kinds for ``other`` (even before anything was seen)."""
        return self.weights.get(other) or {k: 1.0 / len(KINDS) for k in KINDS}

    def observe(self, other: int, dists: dict[str, list[float]], index: int) -> None:
        """``other`` chose selection number ``index``; ``dists`` were the kinds' predictions."""
        w = dict(self.of(other))
        uniform = 1.0 / len(dists[KINDS[0]])
        for k in KINDS:
            like = (1.0 - self.floor) * dists[k][index] + self.floor * uniform
            w[k] *= like ** self.rate
        total = sum(w.values())
        w = {k: max(self.least, x / total) for k, x in w.items()}
        total = sum(w.values())
        self.weights[other] = {k: x / total for k, x in w.items()}


#: the rounds of the public record :func:`beliefs_from` reads (the latest ones), and the
#: samples of each prediction it makes: a fixed, small amount of work in a game of 40 rounds too
RECORD_ROUNDS = 12
RECORD_SAMPLES = 8


def round_view(view: State, entry: tuple, rnd: int) -> State:
    """The position of round ``rnd`` before anyone chose, rebuilt from its ``entry`` of the
    public record (``view.past``): board, scores and supplies as they were."""
    board, scores, supply, _shown = entry
    v = view.clone()
    v.round, v.phase = rnd, "select"
    v.board = [list(row) for row in board]
    v.scores, v.supply = list(scores), list(supply)
    v.selections = [None] * view.n_seats
    return v


def beliefs_from(view: State, seat: int, rng: random.Random, temperature: float = 0.3,
                 rate: float = 1.0, samples: int = RECORD_SAMPLES) -> Beliefs:
    """What ``seat`` learns of the others from the public record of the game's rounds
    (``view.past``, at most the last :data:`RECORD_ROUNDS`): each revealed selection scored
    against how each kind of player would have chosen then. The same view and generator give
    the same beliefs, whatever was asked before."""
    beliefs = Beliefs(rate)
    first = max(0, len(view.past) - RECORD_ROUNDS)
    for i in range(first, len(view.past)):
        entry = view.past[i]
        then = round_view(view, entry, i + 1)
        for o in range(view.n_seats):
            sel = entry[3][o]
            if o != seat and sel and len(sel) == 3:
                dists = predicted_choices(then, seat, o, rng, samples, temperature)
                beliefs.observe(o, dists, SELECTIONS.index(tuple(sel)))
    return beliefs


def rollout_action(state: State, seat: int, rng: random.Random, samples: int = 4) -> Action:
    """The normal player's choice with few samples (the playout policy of the hard player);
    it reads nothing hidden: the others' committed selections are guessed, not looked at."""
    if state.phase == "fill":
        return best_fill(state, seat)
    vals = selection_values(state, seat, rng, samples, known=False)
    return Select(SELECTIONS[max(range(len(vals)), key=vals.__getitem__)])


def _reward(scores: list[int], seat: int) -> float:
    """My margin over the best other seat, plus a bonus for winning (half for a shared win)."""
    me = scores[seat]
    best = max(x for s, x in enumerate(scores) if s != seat)
    return me - best + (3.0 if me > best else 1.5 if me == best else 0.0)


#: the clock of hard's cap on a decision: processor time (a test may replace it)
_clock = time.process_time


class HardPlayer:
    """Predicts the others and plays the rest of the game out to compare its best selections.

    1. **Prediction.** Each other seat's secret selection is predicted as a mix
       of the region model and a soft best choice of the evaluation, weighted
       by :class:`Beliefs` (how well each kind explained that seat's revealed
       selections this game; the player remembers its last predictions from
       one round to the next to score them against the reveal).
    2. **Candidates.** The ``width`` selections worth most by the evaluation
       against ``draws`` predicted selections of the others.
    3. **Playouts.** Each candidate is played to the end of the game against
       the same drawn worlds (the others' selections and kinds drawn from the
       prediction; a seat of the model kind keeps sampling the model, everyone
       else plays the normal player's choice, :func:`rollout_action`), scored
       by the final margin with a bonus for winning; the best total is taken.
       At most ``rollouts`` worlds or ``seconds`` of processor time.

    Fills are taken by the evaluation (:func:`best_fill`).
    """

    def __init__(self, seed: int | None = None, samples: int = 24, draws: int = 160,
                 temperature: float = 0.3, rate: float = 1.0, width: int = 5, rollouts: int = 24,
                 seconds: float = 1.0, rollout_samples: int = 4):
        self.seed = seed
        self.rng = random.Random(seed)
        self.samples = samples
        self.draws = draws
        self.temperature = temperature
        self.rate = rate
        self.width = width
        self.rollouts = rollouts
        self.seconds = seconds
        self.rollout_samples = rollout_samples
        self.beliefs = Beliefs(rate)
        # (game round, seat, {other: predictions}) of the last selection, to learn from its reveal
        self._last: tuple | None = None
        self.last_rollouts = 0

    def _learn(self, view: State, seat: int) -> None:
        """Score last round's predictions against the selections revealed since."""
        last, self._last = self._last, None
        if view.round == 1:
            self.beliefs = Beliefs(self.rate)
        if last is None or last[0] + 1 != view.round or last[1] != seat:
            return
        for o, dists in last[2].items():
            sel = view.shown[o] if view.shown else None
            if sel and len(sel) == 3:
                self.beliefs.observe(o, dists, SELECTIONS.index(tuple(sel)))

    def kind_of(self, other: int) -> str:
        """The kind of player ``other`` is taken for in one drawn world (by the beliefs)."""
        return KINDS[0] if self.rng.random() < self.beliefs.of(other)[KINDS[0]] else KINDS[1]

    def candidates(self, view: State, seat: int, preds: dict) -> list[tuple]:
        """The ``width`` selections worth most against the predicted selections of the others."""
        totals = [0.0] * len(SELECTIONS)
        supply = view.supply[seat]
        for _ in range(self.draws):
            board = [list(row) for row in view.board]
            for o, dists in preds.items():
                for r in _placed(draw_selection(dists[self.kind_of(o)], self.rng), view.supply[o]):
                    board[r - 1][o] += 1
            _add_values(totals, region_tables(view, seat, board), supply)
        order = sorted(range(len(totals)), key=lambda i: -totals[i])[: self.width]
        return [SELECTIONS[i] for i in order]

    def playout(self, view: State, seat: int, mine: tuple, sels: dict, kinds: dict, seed: int) -> float:
        """One candidate played to the end in one drawn world."""
        d = view.clone()
        d.selections = [None] * d.n_seats
        for o, sel in sels.items():
            d.apply_trusted(o, Select(sel))
        d.apply_trusted(seat, Select(mine))
        rng = random.Random(seed)
        while d.phase != "over":
            for s in d.to_act():
                act: Action
                if d.phase == "select" and kinds.get(s) == KINDS[0]:
                    act = Select(sample_selection(region_weights(d, s), rng))
                else:
                    act = rollout_action(d, s, rng, self.rollout_samples)
                d.apply_trusted(s, act)
        return _reward(d.scores, seat)

    def playout_round(self, view: State, seat: int, cands: list[tuple], preds: dict, totals: list[float]) -> None:
        """One drawn world (the others' selections and kinds from ``preds``): each candidate of
        ``cands`` played out in it, its result added to ``totals``."""
        kinds = {o: self.kind_of(o) for o in preds}
        sels = {o: draw_selection(preds[o][kinds[o]], self.rng) for o in preds}
        seed = self.rng.randrange(1 << 30)
        for i, c in enumerate(cands):
            totals[i] += self.playout(view, seat, c, sels, kinds, seed)

    def choose(self, view: State, seat: int, cancel: threading.Event | None = None) -> Action:
        """The candidate with the best playouts; fills by the evaluation."""
        if view.phase == "fill":
            return best_fill(view, seat)
        start = _clock()
        self._learn(view, seat)
        preds = {o: predicted_choices(view, seat, o, self.rng, self.samples, self.temperature)
                 for o in range(view.n_seats) if o != seat}
        self._last = (view.round, seat, preds)
        cands = self.candidates(view, seat, preds)
        totals = [0.0] * len(cands)
        n = 0
        last = _clock()
        longest = 0.0
        while n < self.rollouts:
            now = _clock()
            longest = max(longest, now - last) if n else 0.0
            last = now
            # stop before a round of playouts that would end past the cap, as long as the
            # longest so far (a round of five seats' playouts can take a tenth of a second)
            if now - start + longest > self.seconds:
                break
            if cancel is not None and cancel.is_set():
                break
            self.playout_round(view, seat, cands, preds, totals)
            n += 1
        self.last_rollouts = n
        best = max(range(len(cands)), key=lambda i: (totals[i], -i))
        return Select(cands[best])


def make_player(level: str, seed: int | None = None):
    """A computer player: ``easy``, ``normal`` or ``hard``."""
    return by_level({"easy": EasyPlayer, "normal": NormalPlayer, "hard": HardPlayer}, level, seed)
