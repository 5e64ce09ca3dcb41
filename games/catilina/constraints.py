"""Catilina's cards as bitmasks, and the constraint model over their locations.

Cards are numbered ``colour * 6 + value - 1`` (30 cards, see :mod:`.rules`). A
*location* is a seat index or the conspirator pile (location ``n_seats``). The
model is a small constraint problem: every card lies in exactly one location,
whose possible cards are kept as one bitmask per location; count constraints
``(location, card set, lo, hi)`` bound how many of a set of cards a location
holds. :func:`propagate` draws every consequence a single constraint allows
(sound: it never removes a possible location); :class:`Model` adds backtracking
search on top (one consistent deal, existence of a deal with some property, and
enumeration under a node cap into a :class:`Census`). What one seat knows is
built on it in :mod:`.deduction`.
"""
from __future__ import annotations

import random
from collections.abc import Callable

N_COLOURS = 5
N_VALUES = 6
N_CARDS = N_COLOURS * N_VALUES
ALL = (1 << N_CARDS) - 1
CONSPIRATOR = "conspirator"

#: bitmask of the six cards of each colour
COLOUR_MASK = tuple(((1 << N_VALUES) - 1) << (N_VALUES * c) for c in range(N_COLOURS))
#: bitmask of the five cards of each value (index = value, 0 unused)
VALUE_MASK = (0,) + tuple(sum(1 << (c * N_VALUES + v - 1) for c in range(N_COLOURS))
                          for v in range(1, N_VALUES + 1))
# sum of the values of a 6-bit colour slice
_VSUM = tuple(sum(v + 1 for v in range(N_VALUES) if m >> v & 1) for m in range(1 << N_VALUES))


def bits(mask: int) -> list[int]:
    """The card numbers set in ``mask``, ascending."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def value_sum(mask: int) -> int:
    """The sum of the values of the cards in ``mask``."""
    total = 0
    while mask:
        total += _VSUM[mask & 63]
        mask >>= 6
    return total


def attr_mask(kind: str, attr: int) -> int:
    """The cards a question asks for (``kind`` 'colour' or 'value')."""
    return COLOUR_MASK[attr] if kind == "colour" else VALUE_MASK[attr]


def card_mask(colour: int | None = None, value: int | None = None) -> int:
    """The cards of a colour and/or a value (all cards when both are ``None``)."""
    m = ALL
    if colour is not None:
        m &= COLOUR_MASK[colour]
    if value is not None:
        m &= VALUE_MASK[value]
    return m


# ---------------------------------------------------------------------------
# propagation and search
# ---------------------------------------------------------------------------
def singles(poss: list[int], universe: int) -> int | None:
    """Cards with exactly one possible location, or ``None`` if a card has none."""
    once = twice = 0
    for p in poss:
        twice |= once & p
        once |= p
    if once & universe != universe:
        return None
    return once & ~twice


def propagate(poss: list[int], cons: list[tuple], universe: int = ALL) -> bool:
    """Shrink the domains in ``poss`` (in place) to a fixpoint; ``False`` on contradiction.

    Each constraint ``(loc, mask, lo, hi)`` says ``lo <= |cards of mask at loc| <= hi``.
    When the cards surely there reach ``hi`` the rest of ``mask`` leaves ``loc``;
    when the cards possibly there fall to ``lo`` they all are there.
    """
    nl = len(poss)
    while True:
        once = twice = 0                       # (singles, inline)
        for p in poss:
            twice |= once & p
            once |= p
        if once & universe != universe:
            return False
        single = once & ~twice
        changed = False
        for loc, mask, lo, hi in cons:
            p = poss[loc] & mask
            may = p.bit_count()
            if may < lo:
                return False
            must = (p & single).bit_count()
            if must > hi:
                return False
            if may == must:
                continue
            if must == hi:
                poss[loc] &= ~(p & ~single)
                changed = True
            elif may == lo:
                openp = p & ~single
                for l2 in range(nl):
                    if l2 != loc:
                        poss[l2] &= ~openp
                changed = True
        if not changed:        # (nothing moved since the singles above were found)
            return True


#: fewest nodes of one try of the sampler when a check refuses some deals (keep variant)
SHORT_TRY = 30
class Budget(Exception):
    """Raised inside a search when its node budget is spent."""


class Model:
    """A constraint model of card locations, with propagation and search.

    ``poss[loc]`` is the bitmask of cards that may lie at ``loc``; ``cons``
    the count constraints; ``pile`` the index of the conspirator pile;
    ``forbidden`` conspirator sums known to be wrong.
    """

    __slots__ = ("cons", "forbidden", "ok", "pile", "poss", "universe")

    def __init__(self, n_locs: int, universe: int = ALL, pile: int | None = None):
        """An unconstrained model: every card may lie anywhere."""
        self.poss = [universe] * n_locs
        self.cons: list[tuple] = []
        self.universe = universe
        self.pile = n_locs - 1 if pile is None else pile
        self.forbidden: set[int] = set()
        self.ok = True

    def copy(self) -> Model:
        """An independent copy."""
        m = Model.__new__(Model)
        m.poss = list(self.poss)
        m.cons = list(self.cons)
        m.universe, m.pile, m.forbidden, m.ok = self.universe, self.pile, set(self.forbidden), self.ok
        return m

    # ----- building ---------------------------------------------------------
    def add(self, loc: int, mask: int, lo: int, hi: int) -> None:
        """Add ``lo <= |mask at loc| <= hi``."""
        self.cons.append((loc, mask & self.universe, max(0, lo), hi))

    def fix(self, cards: int, loc: int) -> None:
        """The cards of bitmask ``cards`` lie at ``loc``."""
        for i in range(len(self.poss)):
            if i != loc:
                self.poss[i] &= ~cards
        if self.poss[loc] & cards != cards:
            self.ok = False

    def exclude(self, cards: int, loc: int) -> None:
        """None of the cards of ``cards`` lies at ``loc``."""
        self.poss[loc] &= ~cards

    def propagate(self) -> bool:
        """Propagate to a fixpoint; remembers a contradiction in :attr:`ok`."""
        if self.ok:
            self.ok = propagate(self.poss, self.cons, self.universe)
        return self.ok

    # ----- reading ----------------------------------------------------------
    def fixed(self) -> int:
        """Cards whose location is certain."""
        s = singles(self.poss, self.universe)
        return 0 if s is None else s

    def domain(self, card: int) -> list[int]:
        """The locations still possible for ``card``."""
        bit = 1 << card
        return [loc for loc, p in enumerate(self.poss) if p & bit]

    def bounds(self, loc: int, mask: int) -> tuple[int, int]:
        """``(lo, hi)`` of the number of cards of ``mask`` at ``loc``, by propagation."""
        p = self.poss[loc] & mask
        lo, hi = (p & self.fixed()).bit_count(), p.bit_count()
        for l2, m2, a, b in self.cons:
            if l2 == loc and m2 == mask & self.universe:
                lo, hi = max(lo, a), min(hi, b)
        return lo, hi

    # ----- search -----------------------------------------------------------
    def leaf_ok(self, poss: list[int]) -> bool:
        """Whether a whole deal's conspirator sum was not accused wrongly."""
        return not self.forbidden or value_sum(poss[self.pile]) not in self.forbidden

    def pick(self, poss: list[int], open_: int, pile_first: bool) -> int:
        """The card to branch on: smallest domain, conspirator candidates first if asked."""
        if pile_first:
            pc = open_ & poss[self.pile]
            if pc:
                open_ = pc
        best, best_n = -1, 99
        while open_:                       # (the cards in ascending order)
            bit = open_ & -open_
            open_ ^= bit
            n = 0
            for p in poss:
                if p & bit:
                    n += 1
            if n < best_n:
                best, best_n = bit.bit_length() - 1, n
                if n == 2:
                    break
        return best

    def search(self, on_leaf: Callable[[list[int]], bool], budget: int = 20000,
               rng: random.Random | None = None, pile_first: bool = False,
               prune: Callable[[list[int], int], bool] | None = None) -> bool:
        """Depth-first search over consistent deals.

        ``on_leaf(poss)`` is called for each complete consistent deal; it returns
        ``True`` to stop. ``prune(poss, single)`` may cut a subtree. Returns
        ``True`` if the search finished (or was stopped by ``on_leaf``), ``False``
        if the node ``budget`` ran out. ``rng`` randomises the branch order.
        """
        if not self.ok:
            return True
        left = [budget]
        cons, universe, nl = self.cons, self.universe, len(self.poss)
        forbidden, pile = self.forbidden, self.pile

        def rec(poss: list[int]) -> bool:
            left[0] -= 1
            if left[0] < 0:
                raise Budget
            if not propagate(poss, cons, universe):
                return False
            single = singles(poss, universe)
            if forbidden and poss[pile] & ~single == 0 and value_sum(poss[pile]) in forbidden:
                return False
            if prune is not None and prune(poss, single):
                return False
            open_ = universe & ~single
            if not open_:
                return self.leaf_ok(poss) and on_leaf(poss)
            c = self.pick(poss, open_, pile_first)
            bit = 1 << c
            locs = [loc for loc in range(nl) if poss[loc] & bit]
            if rng is not None:
                rng.shuffle(locs)
            for loc in locs:
                child = list(poss)
                for l2 in range(nl):
                    if l2 != loc:
                        child[l2] &= ~bit
                if rec(child):
                    return True
            return False

        try:
            rec(list(self.poss))
        except Budget:
            return False
        return True

    def sample(self, rng: random.Random, budget: int = 4000,
               accept: Callable[[list[int]], bool | None] | None = None,
               give_up: Callable[[], bool] | None = None,
               wanted: Callable[[int], bool] | None = None) -> list[int] | None:
        """One consistent deal (per-location bitmasks) drawn with ``rng``, or ``None``.

        Randomised depth-first search with restarts: short tries first, so one
        unlucky early choice does not trap the search in a dead subtree.
        ``accept(deal)`` (optional) must answer ``True`` for the deal to be
        taken; the search goes on past the others. ``give_up()`` (optional), asked
        after each try, ends the search with ``None`` when it answers ``True``.
        ``wanted(sum)`` (optional): only a deal whose conspirator sum it takes.
        """
        found: list = []
        pile = self.pile

        def leaf(poss):
            if wanted is not None and not wanted(value_sum(poss[pile])):
                return False
            if accept is not None and accept(poss) is not True:
                return False
            found.append(list(poss))
            return True
        # with a check on the leaves, many short tries: a refused deal's neighbours
        # in the search tree are mostly refused too
        short = max(SHORT_TRY, 2 * (self.universe & ~self.fixed()).bit_count())
        spent, tries = 0, (60 if accept is None else short)
        while spent < budget:
            tries = min(tries if accept is not None else tries * 2, budget - spent)
            done = self.search(leaf, tries, rng)
            if found:
                return found[0]
            if done or (give_up is not None and give_up()):
                return None
            spent += tries
        return None

    def exists_sum_other_than(self, total: int, budget: int = 6000,
                              accept: Callable[[list[int]], bool | None] | None = None) -> bool | None:
        """Is there a consistent deal whose conspirator sum is not ``total``? ``None``: unknown.

        ``accept(deal)`` (optional) may refuse a deal (``False``); ``None``, unknown, counts as
        a deal (so a ``False`` here stays a proof)."""
        pile = self.pile

        def prune(poss, single):
            p = poss[pile]
            return p & ~single == 0 and value_sum(p) == total
        return self._exists(lambda pile_sum: pile_sum != total, prune, budget, accept)

    def exists_sum(self, total: int, budget: int = 3000,
                   accept: Callable[[list[int]], bool | None] | None = None) -> bool | None:
        """Is there a consistent deal whose conspirator sum is ``total``? ``None``: unknown.
        (``accept`` as in :meth:`exists_sum_other_than`.)"""
        pile = self.pile

        def prune(poss, single):
            p = poss[pile]
            fixed = value_sum(p & single)
            return p & ~single == 0 and fixed != total or fixed > total
        return self._exists(lambda pile_sum: pile_sum == total, prune, budget, accept)

    def exists_sums(self, totals: list[int], budget: int = 3000) -> dict[int, bool | None]:
        """:meth:`exists_sum` of each of ``totals`` (no ``accept``), the same answers: each
        total's search visits the same deals in the same order and counts the same nodes, but
        the searches share one tree (:class:`SumTree`), so a deal that several of them reach is
        propagated once."""
        tree = SumTree(self)
        return {t: tree.exists_sum(t, budget) for t in totals}

    def _exists(self, wanted: Callable[[int], bool], prune, budget: int,
                accept: Callable[[list[int]], bool | None] | None) -> bool | None:
        """Is there a consistent deal whose conspirator sum is ``wanted`` (and that ``accept``
        does not refuse)? ``None``: unknown (the search's ``budget`` ran out first)."""
        pile = self.pile
        found = []

        def leaf(poss):
            if wanted(value_sum(poss[pile])) and (accept is None or accept(poss) is not False):
                found.append(1)
                return True
            return False
        done = self.search(leaf, budget, pile_first=True, prune=prune)
        if found:
            return True
        return False if done else None

    def enumerate(self, budget: int = 20000,
                  accept: Callable[[list[int]], bool | None] | None = None) -> Census | None:
        """Every consistent deal counted (``None`` if the budget runs out); with ``accept``,
        only the deals it does not refuse (``None``, unknown, counts)."""
        census = Census(len(self.poss))

        def leaf(poss):
            if accept is None or accept(poss) is not False:
                census.add(poss, value_sum(poss[self.pile]))
            return False
        if not self.search(leaf, budget):
            return None
        return census


class SumTree:
    """The search tree of :meth:`Model.search` with ``pile_first`` (no ``rng``), grown as the
    searches of :meth:`Model.exists_sums` walk it: each node is propagated and branched once,
    however many searches pass through it. A node is a list ``[kids, poss, complete, fixed,
    leaf_ok, cons]``: ``kids`` ``None`` until it is expanded, then ``False`` for a dead end (a
    contradiction, or a forbidden sum) or the children's nodes;
    ``complete``: the pile is fixed; ``fixed``: the sum of the pile's fixed cards; ``leaf_ok``
    ``None`` above a leaf, else whether the leaf's deal is allowed; ``cons``: the constraints
    still to propagate there (those its parent left settled are dropped: the same answers)."""

    __slots__ = ("model", "root")

    def __init__(self, model: Model):
        self.model = model
        self.root: list = [None, list(model.poss), False, 0, None, model.cons]

    def _expand(self, node: list) -> None:
        """Propagate the node's deal and branch it as :meth:`Model.search` does."""
        m = self.model
        poss, universe, pile, cons = node[1], m.universe, m.pile, node[5]
        if not propagate(poss, cons, universe):
            node[0] = False
            return
        single = singles(poss, universe)
        p = poss[pile]
        complete = p & ~single == 0
        if m.forbidden and complete and value_sum(p) in m.forbidden:
            node[0] = False
            return
        node[2], node[3] = complete, value_sum(p & single)
        open_ = universe & ~single
        if not open_:
            node[0], node[4] = [], m.leaf_ok(poss)
            return
        bit = 1 << m.pick(poss, open_, True)
        # a constraint every card of whose cards at its location is fixed there, in its
        # bounds, holds below as it is: it can only fail where a card lost its last place,
        # which propagation finds anyway
        live = cons if node is not self.root else [
            con for con in cons if poss[con[0]] & con[1] & ~single
            or not con[2] <= (poss[con[0]] & con[1]).bit_count() <= con[3]]
        kids = []
        for loc in range(len(poss)):
            if poss[loc] & bit:
                child = [q & ~bit for q in poss]
                child[loc] = poss[loc]
                kids.append([None, child, False, 0, None, live])
        node[0] = kids

    def exists_sum(self, total: int, budget: int) -> bool | None:
        """:meth:`Model.exists_sum` of ``total`` (no ``accept``), walking the shared tree."""
        if not self.model.ok:
            return False
        left = [budget]

        def walk(node: list) -> bool:
            left[0] -= 1
            if left[0] < 0:
                raise Budget
            if node[0] is None:
                self._expand(node)
            kids = node[0]
            if kids is False:
                return False
            fixed = node[3]
            if node[2] and fixed != total or fixed > total:
                return False
            if node[4] is not None:
                return node[4]
            for kid in kids:
                if walk(kid):
                    return True
            return False
        try:
            return walk(self.root)
        except Budget:
            return None


class Census:
    """Counts of consistent deals: in total, by card location and by conspirator sum."""

    __slots__ = ("by_loc", "sums", "total")

    def __init__(self, n_locs: int):
        self.total = 0
        self.by_loc: list[dict[int, int]] = [{} for _ in range(n_locs)]
        self.sums: dict[int, int] = {}

    def add(self, poss: list[int], total: int) -> None:
        """Count one deal."""
        self.total += 1
        for loc, m in enumerate(poss):
            d = self.by_loc[loc]
            d[m] = d.get(m, 0) + 1
        self.sums[total] = self.sums.get(total, 0) + 1

    def card_counts(self, card: int) -> list[int]:
        """How many deals put ``card`` at each location."""
        bit = 1 << card
        return [sum(n for m, n in d.items() if m & bit) for d in self.by_loc]

    def count_range(self, loc: int, mask: int) -> tuple[int, int]:
        """Exact ``(lo, hi)`` of the number of cards of ``mask`` at ``loc``."""
        vals = [(m & mask).bit_count() for m in self.by_loc[loc]]
        return (min(vals), max(vals)) if vals else (0, 0)


# ---------------------------------------------------------------------------
# from a view of the game
# ---------------------------------------------------------------------------
