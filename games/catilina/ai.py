"""Computer players for Catilina.

All levels read only their view and reason with :mod:`.deduction`:

- **easy** asks a random question and accuses when the sum is proved;
- **normal** samples consistent deals and asks the question whose answer is
  expected to leave the least uncertainty about the conspirators (expected
  entropy of the conspirator-pile marginals), and accuses when proved;
- **hard** does the same but also discounts what the public part of the
  answer (the counts everyone hears) teaches the others, and accuses on a
  strong probability once the race is late and an opponent may be close.

The search tree of :mod:`games.core.ismcts` is not used: in a pure deduction
race the value of a question is its information, which the sampled deals
measure directly and much faster than random playouts would.

As a giver (everyone was asked), every level passes the card that reveals
least: one the asker has seen from it before, else one the public record
already places in its hand or outside the conspiracy.
"""
from __future__ import annotations

import math
import random
import threading
import time

from .deduction import ALL, Knowledge, attr_mask, bits, value_sum
from .rules import Accuse, AccuseCard, Ask, EndTurn, Give, State

SAMPLES = {"easy": 8, "normal": 48, "hard": 72}


def _h(p: float) -> float:
    if p <= 0.0 or p >= 1.0:
        return 0.0
    return -(p * math.log2(p) + (1 - p) * math.log2(1 - p))


def _pile_entropy(piles: list[int]) -> float:
    """Sum over cards of the binary entropy of 'is a conspirator' among ``piles``."""
    n = len(piles)
    if n <= 1:
        return 0.0
    union = 0
    inter = ALL
    for p in piles:
        union |= p
        inter &= p
    h = 0.0
    for c in bits(union & ~inter):
        bit = 1 << c
        k = 0
        for p in piles:
            if p & bit:
                k += 1
        h += _h(k / n)
    return h


class CatilinaPlayer:
    """A computer player of one level; decisions are seeded and read only the view."""

    def __init__(self, level: str, seed: int | None = None, seconds: float = 1.2):
        """``level`` is easy, normal or hard; ``seconds`` caps a decision."""
        if level not in SAMPLES:
            raise ValueError(level)
        self.level = level
        self.seed = 0 if seed is None else seed
        self.seconds = seconds

    def _rng(self, view: State, seat: int) -> random.Random:
        """A generator seeded from the player seed and the public position only."""
        return random.Random(self.seed * 1_000_003 + view.turn_no * 7919 + len(view.history) * 31
                             + len(view.accused) * 17 + seat)

    def choose(self, view: State, seat: int, cancel: threading.Event | None = None):
        """The action of ``seat`` from its view."""
        legal = view.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        rng = self._rng(view, seat)
        if view.phase == "give":
            return self._give(view, seat, legal)
        deadline = time.perf_counter() + self.seconds
        know = Knowledge.from_view(view, seat)
        if view.individual:
            act = self._accuse_cards(view, seat, know, legal)
            if act is not None:
                return act
        worlds = self._worlds(know, rng, SAMPLES[self.level], deadline, cancel)
        if not view.individual:
            act = self._accuse_sum(view, seat, know, worlds, legal)
            if act is not None:
                return act
        asks = [a for a in legal if isinstance(a, Ask)]
        if self.level == "easy" or len(worlds) < 2:
            return rng.choice(asks)
        return self._best_question(view, seat, asks, worlds, rng)

    # ----- giving ---------------------------------------------------------------
    def _give(self, view: State, seat: int, legal: list) -> Give:
        """The card that tells the asker least."""
        asker = view.question[0]
        seen_by_asker = set()
        for sh in view.shown:
            if sh.giver == seat and sh.asker == asker:
                seen_by_asker.update(sh.cards)
        pub = Knowledge.from_view(view, seat, public_only=True)
        n = view.n_seats

        def score(a):
            dom = pub.model.domain(a.card)
            return (a.card in seen_by_asker, dom == [seat], n not in dom, -len(dom), -a.card)
        return max(legal, key=score)

    # ----- accusing -------------------------------------------------------------
    def _worlds(self, know: Knowledge, rng, k: int, deadline: float, cancel) -> list[list[int]]:
        out = []
        if not know.model.ok:
            return out
        for _ in range(k):
            if out and (time.perf_counter() > deadline or (cancel is not None and cancel.is_set())):
                break
            w = know.model.sample(rng)
            if w is None:
                break
            out.append(w)
        return out

    def _accuse_sum(self, view: State, seat: int, know: Knowledge, worlds, legal):
        pile = view.n_seats
        sums: dict[int, int] = {}
        for w in worlds:
            s = value_sum(w[pile])
            sums[s] = sums.get(s, 0) + 1
        if len(sums) == 1:
            proved = know.certain_sum()
            if proved is not None and Accuse(proved) in legal:
                return Accuse(proved)
        if self.level != "hard" or not sums:
            return None
        best, hits = max(sums.items(), key=lambda kv: (kv[1], -kv[0]))
        p = hits / len(worlds)
        bar = self._threshold(view, seat)
        if bar > 1.0:
            return None
        if p >= bar - 0.25 and len(sums) <= 4:
            census = know.model.enumerate(2500)      # exact odds when the deals are few
            if census is not None and census.total:
                best, hits = max(census.sums.items(), key=lambda kv: (kv[1], -kv[0]))
                p = hits / census.total
        if p >= bar and Accuse(best) in legal:
            return Accuse(best)
        return None

    def _threshold(self, view: State, seat: int) -> float:
        """How sure hard must be to accuse without proof: lower as the race gets late.

        Normal players prove the sum after about seven of their own turns
        (see docs/selfplay/catilina.md); the bar falls towards that point and
        with the number of rivals still racing.
        """
        rivals = sum(1 for s in range(view.n_seats) if s != seat and not view.out[s])
        if not rivals:
            return 0.0
        t = view.turns_taken[seat] + (view.n_seats - 1 - seat) / view.n_seats
        table = ((4.5, 1.01), (5.5, 0.9), (6.5, 0.7), (7.5, 0.55))
        bar = 0.45
        for limit, value in table:
            if t < limit:
                bar = value
                break
        return min(1.01, bar + 0.05 * (3 - rivals))

    def _accuse_cards(self, view: State, seat: int, know: Knowledge, legal):
        """Individual variant: accuse every card proved a conspirator, then stop."""
        proved = [c for c in know.conspirators() if AccuseCard(c) in legal]
        if proved:
            return AccuseCard(proved[0])
        if view.phase == "accusing":
            return EndTurn()
        return None

    # ----- asking ---------------------------------------------------------------
    def _best_question(self, view: State, seat: int, asks: list, worlds, rng) -> Ask:
        pile = view.n_seats
        n = view.n_seats
        piles = [w[pile] for w in worlds]
        total = len(worlds)
        weight_pub = 0.35 if self.level == "hard" else 0.0
        best, best_key = None, None
        order = list(asks)
        rng.shuffle(order)
        for a in order:
            mask = attr_mask(a.kind, a.attr)
            groups: dict = {}
            pub: dict = {}
            for w, p in zip(worlds, piles):
                if a.target != -1:
                    seen = w[a.target] & mask
                    key = seen
                    pkey = seen.bit_count()
                else:
                    key = tuple((w[s] & mask) & -(w[s] & mask) for s in range(n) if s != seat)
                    pkey = tuple(bool(x) for x in key)
                groups.setdefault(key, []).append(p)
                if weight_pub:
                    pub.setdefault(pkey, []).append(p)
            h_me = sum(len(g) * _pile_entropy(g) for g in groups.values()) / total
            h_pub = sum(len(g) * _pile_entropy(g) for g in pub.values()) / total if weight_pub else 0.0
            score = h_me - weight_pub * h_pub
            if best_key is None or score < best_key - 1e-9:
                best, best_key = a, score
        return best


def make_player(level: str, seed: int | None = None) -> CatilinaPlayer:
    """A computer player at ``level`` (easy, normal or hard)."""
    return CatilinaPlayer(level, seed)
