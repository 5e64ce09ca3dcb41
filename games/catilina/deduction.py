"""The deduction engine of Catilina: what one seat can prove from its own view.

Pure Python, no game state is changed. Cards are numbered ``colour * 6 +
value - 1`` (30 cards, see :mod:`.rules`). A *location* is a seat index or
the conspirator pile, which is location ``n_seats`` inside this module and
the string ``'conspirator'`` in the public API.

The model is a small constraint problem over card locations:

- every card lies in exactly one location; its *domain* is the set of
  locations still possible, kept as one bitmask of cards per location;
- count constraints ``(location, card set, lo, hi)``: hand sizes, the make-up
  of the conspirator pile (one card per colour, plus one more with 3 or 4
  players), and every public answer (``|hand ∩ red| = 2``, ``>= 1``, ``= 0``);
- the cards the seat holds and the cards it was shown fix domains;
- wrong accusations forbid conspirator sums.

:func:`propagate` draws every consequence a single constraint allows (sound:
it never removes a possible location). :class:`Model` adds backtracking
search on top: one consistent deal (the sampler behind ``determinize``),
existence of a deal with some property (to prove the conspirator sum), and
exact enumeration of all consistent deals under a node cap (probabilities).

In the keep-the-cards variant cards move between hands. The model then
describes the hands *now*: each pass of cards transforms the domains and the
constraints so that they stay true (never stronger than the facts), which is
sound but not complete; :attr:`Knowledge.exact` is then ``False``. Such a
relaxed model also admits deals that could not have happened, so every deal
drawn or counted there must pass :class:`PassLog`, which undoes the passes
newest first and finds a start that explains every answer; the sampler, the
sum proofs and the census all use it. Those checks share an allowance of work
per question (:data:`PASS_WORK`): once it is spent they answer "unknown", so a
long history costs seconds at worst and the answer claims less, never wrong.

>>> k = Knowledge.from_view(__import__("games.catilina.rules", fromlist=["x"]).new_game(5, 1, {}).view_for(0), 0)
>>> k.holder(k.own_hand()[0])
0
"""
from __future__ import annotations

import random
from contextlib import contextmanager, nullcontext
from itertools import combinations
from typing import Callable

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
        single = singles(poss, universe)
        if single is None:
            return False
        changed = False
        for loc, mask, lo, hi in cons:
            p = poss[loc] & mask
            may = p.bit_count()
            if may < lo:
                return False
            fixed = p & single
            must = fixed.bit_count()
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
        if not changed:
            single = singles(poss, universe)
            return single is not None


#: fewest nodes of one try of the sampler when a check refuses some deals (keep variant)
SHORT_TRY = 30
#: the work (steps undone and ways of giving back tried, see :meth:`PassLog.limited`) that
#: the keep variant's pass checks may do together for one question to :class:`Knowledge`
#: (one deal drawn, one sum proved, the census): a few seconds at worst; past it the checks
#: answer "unknown" and the answer claims less (no deal drawn, a sum not excluded)
PASS_WORK = 1_000_000


class Budget(Exception):
    """Raised inside a search when its node budget is spent."""


class Model:
    """A constraint model of card locations, with propagation and search.

    ``poss[loc]`` is the bitmask of cards that may lie at ``loc``; ``cons``
    the count constraints; ``pile`` the index of the conspirator pile;
    ``forbidden`` conspirator sums known to be wrong.
    """

    __slots__ = ("poss", "cons", "universe", "pile", "forbidden", "ok")

    def __init__(self, n_locs: int, universe: int = ALL, pile: int | None = None):
        """An unconstrained model: every card may lie anywhere."""
        self.poss = [universe] * n_locs
        self.cons: list[tuple] = []
        self.universe = universe
        self.pile = n_locs - 1 if pile is None else pile
        self.forbidden: set[int] = set()
        self.ok = True

    def copy(self) -> "Model":
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
    def _leaf_ok(self, poss: list[int]) -> bool:
        return not self.forbidden or value_sum(poss[self.pile]) not in self.forbidden

    def _pick(self, poss: list[int], open_: int, pile_first: bool) -> int:
        """The card to branch on: smallest domain, conspirator candidates first if asked."""
        if pile_first:
            pc = open_ & poss[self.pile]
            if pc:
                open_ = pc
        best, best_n = -1, 99
        for c in bits(open_):
            bit = 1 << c
            n = 0
            for p in poss:
                if p & bit:
                    n += 1
            if n < best_n:
                best, best_n = c, n
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
                return self._leaf_ok(poss) and on_leaf(poss)
            c = self._pick(poss, open_, pile_first)
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
               give_up: Callable[[], bool] | None = None) -> list[int] | None:
        """One consistent deal (per-location bitmasks) drawn with ``rng``, or ``None``.

        Randomised depth-first search with restarts: short tries first, so one
        unlucky early choice does not trap the search in a dead subtree.
        ``accept(deal)`` (optional) must answer ``True`` for the deal to be
        taken; the search goes on past the others. ``give_up()`` (optional), asked
        after each try, ends the search with ``None`` when it answers ``True``.
        """
        found: list = []

        def leaf(poss):
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
        found = []

        def prune(poss, single):
            p = poss[pile]
            return p & ~single == 0 and value_sum(p) == total

        def leaf(poss):
            if value_sum(poss[pile]) != total and (accept is None or accept(poss) is not False):
                found.append(1)
                return True
            return False
        done = self.search(leaf, budget, pile_first=True, prune=prune)
        if found:
            return True
        return False if done else None

    def exists_sum(self, total: int, budget: int = 3000,
                   accept: Callable[[list[int]], bool | None] | None = None) -> bool | None:
        """Is there a consistent deal whose conspirator sum is ``total``? ``None``: unknown.
        (``accept`` as in :meth:`exists_sum_other_than`.)"""
        pile = self.pile
        found = []

        def prune(poss, single):
            p = poss[pile]
            fixed = value_sum(p & single)
            return p & ~single == 0 and fixed != total or fixed > total

        def leaf(poss):
            if value_sum(poss[pile]) == total and (accept is None or accept(poss) is not False):
                found.append(1)
                return True
            return False
        done = self.search(leaf, budget, pile_first=True, prune=prune)
        if found:
            return True
        return False if done else None

    def enumerate(self, budget: int = 20000,
                  accept: Callable[[list[int]], bool | None] | None = None) -> "Census | None":
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


class Census:
    """Counts of consistent deals: in total, by card location and by conspirator sum."""

    __slots__ = ("total", "by_loc", "sums")

    def __init__(self, n_locs: int):
        self.total = 0
        self.by_loc: list[dict[int, int]] = [dict() for _ in range(n_locs)]
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
def _shift(cons: list[tuple], loc: int, moved: int, k: int, exact: int | None, sign: int) -> list[tuple]:
    """Constraints on ``loc`` after ``k`` cards of ``moved`` (a superset) leave (-1) or arrive (+1).

    ``exact`` is the exact set moved when known. Bounds stay true: they widen
    where the overlap of the moved cards with a constraint is not known.
    """
    out = []
    for l2, mask, lo, hi in cons:
        if l2 != loc:
            out.append((l2, mask, lo, hi))
            continue
        if exact is not None:
            dmin = dmax = (exact & mask).bit_count()
        else:
            inter = (moved & mask).bit_count()
            if inter == 0:
                dmin = dmax = 0
            elif moved & ~mask == 0:
                dmin = dmax = k
            else:
                dmax = min(k, inter)
                dmin = max(0, k - (moved & ~mask).bit_count())
        if sign < 0:
            out.append((l2, mask, max(0, lo - dmax), hi - dmin))
        else:
            out.append((l2, mask, lo + dmin, hi + dmax))
    return out


def build_model(view, seat: int | None, public_only: bool = False) -> tuple[Model, bool]:
    """The model of what ``seat`` knows from ``view`` (``public_only``: what everyone knows).

    Returns ``(model, exact)``; ``exact`` is ``False`` when cards changed hands
    (keep-the-cards variant) and the model had to be relaxed.
    """
    n = view.n_seats
    pile = n
    m = Model(n + 1, ALL, pile)
    me = None if public_only else seat
    exact = True
    # the conspirator pile
    m.add(pile, ALL, view.n_conspirators, view.n_conspirators)
    if not view.individual:
        for c in range(N_COLOURS):
            m.add(pile, COLOUR_MASK[c], 1, 1 if view.n_conspirators == N_COLOURS else 2)
    for s in range(n):
        m.add(s, ALL, view.initial_size, view.initial_size)
    if view.conspirators is not None:
        m.fix(sum(1 << c for c in view.conspirators), pile)
    for acc in view.accusations:
        if not acc.correct:
            m.forbidden.add(acc.total)
    shows: dict[tuple[int, int], int] = {}
    for sh in view.shown:
        if me is not None and me in (sh.giver, sh.asker):
            shows[(sh.turn, sh.giver)] = sum(1 << c for c in sh.cards)
    # my hand at the start (cards passed in the keep variant undone)
    if me is not None and view.hands[me] is not None:
        hand = sum(1 << c for c in view.hands[me])
        if view.keep_cards:
            for q in reversed(view.history):
                for giver, _k in q.answers:
                    x = shows.get((q.turn, giver), 0)
                    if q.asker == me:
                        hand &= ~x
                    elif giver == me:
                        hand |= x
        m.fix(hand, me)
        m.exclude(ALL & ~hand, me)
    for q in view.history:
        a = attr_mask(q.kind, q.attr)
        # the answer constrains the hands as they were when it was given
        for giver, k in q.answers:
            if q.target == -1:
                m.add(giver, a, min(k, 1), k if k == 0 else N_CARDS)
            else:
                m.add(giver, a, k, k)
            x = shows.get((q.turn, giver))
            if x:
                m.fix(x, giver)
        if not view.keep_cards:
            continue
        # keep-the-cards: then the cards passed move to the asker
        if not m.propagate():
            break
        for giver, k in q.answers:
            if k == 0:
                continue
            exact = False
            x = shows.get((q.turn, giver))
            r = q.asker
            if x is not None:
                m.cons = _shift(m.cons, giver, x, k, x, -1)
                m.cons = _shift(m.cons, r, x, k, x, +1)
                for loc in range(n + 1):
                    m.poss[loc] &= ~x
                m.poss[r] |= x
                continue
            m.cons = _shift(m.cons, giver, a, k, None, -1)
            m.cons = _shift(m.cons, r, a, k, None, +1)
            at_giver = m.poss[giver] & a
            if q.target == -1:
                # one card of those may have moved; the giver may keep the others
                m.poss[r] |= at_giver
            else:
                # every card of the kind the giver held moved
                m.poss[giver] &= ~a
                m.poss[r] |= at_giver
            m.add(r, a, k, N_CARDS)
    if me is not None and view.hands[me] is not None:
        hand = sum(1 << c for c in view.hands[me])
        m.fix(hand, me)
        m.exclude(ALL & ~hand, me)
    # a question to all being answered: who has a match is public already
    if view.question is not None:
        asker, kind, attr = view.question
        a = attr_mask(kind, attr)
        for s in range(n):
            if s != asker:
                m.add(s, a, 1, N_CARDS) if s in view.givers else m.add(s, a, 0, 0)
    # hand sizes now (public)
    if view.keep_cards:
        for s in range(n):
            m.add(s, ALL, view.hand_sizes[s], view.hand_sizes[s])
    m.propagate()
    return m, exact


class PassLog:
    """The passes of the keep-the-cards variant as one seat saw them.

    The model of :func:`build_model` describes the hands *now* with relaxed
    constraints, so some of its deals could not have happened. A deal of the
    hands now is possible exactly when the passes, undone newest first, lead
    back to a deal of the start where every answer was true when given: a
    player asked alone held no matching card after passing (they passed all);
    a player who answered "none" held none; each card a player passed came
    back from the asker's matching cards (the very cards, when the seat saw
    them). :meth:`check` searches those undo choices.

    >>> from games.catilina.rules import new_game
    >>> PassLog(new_game(3, 1, {"keep": True}).view_for(0), 0).check([0, 0, 0, 0])
    False
    """

    __slots__ = ("steps", "n_seats", "size", "budget", "pool")

    def __init__(self, view, seat: int | None, budget: int = 4000):
        """The passes in ``view`` of ``seat`` (``None``: only what everyone saw).
        ``budget``: the steps one :meth:`check` may undo; :attr:`pool` (``None``, no
        limit, unless set by :meth:`limited`): the work left to every check together."""
        self.pool: int | None = None
        shows: dict[tuple[int, int], int] = {}
        for sh in view.shown:
            if seat is not None and seat in (sh.giver, sh.asker):
                shows[(sh.turn, sh.giver)] = sum(1 << c for c in sh.cards)
        self.n_seats, self.size, self.budget = view.n_seats, view.initial_size, budget
        self.steps = []
        for q in view.history:
            a = attr_mask(q.kind, q.attr)
            zeros, known, unknown = [], [], []
            for giver, k in q.answers:
                if k == 0:
                    zeros.append(giver)
                elif (q.turn, giver) in shows:
                    known.append((giver, shows[(q.turn, giver)]))
                else:
                    unknown.append((giver, k))
            # asked alone: the giver passed every matching card, so held none after
            emptied = tuple(g for g, k in q.answers if k) if q.target != -1 else ()
            self.steps.append((q.asker, a, tuple(zeros), tuple(known), tuple(unknown), emptied))

    def check(self, deal: list[int]) -> bool | None:
        """Could the hands now in ``deal`` (per seat, then the pile) have come about?
        ``None`` when the search ran out of its budget, or of the work left in
        :attr:`pool` (then ``None`` at once once the pool is empty).

        A depth-first search over the steps, newest first, kept on a stack of its own
        (a long game has more steps than Python's recursion allows): each step undone
        is a frame, each unseen pass given back a frame that tries its ways in turn; a
        step that led nowhere from some hands is remembered, not tried again.
        """
        if self.pool is not None and self.pool <= 0:
            return None
        walk = _Undo(self, len(self.steps) - 1, tuple(deal[:self.n_seats]))
        try:
            return walk.run()
        except Budget:
            return None
        finally:
            if self.pool is not None:
                self.pool -= walk.spent

    @contextmanager
    def limited(self, units: int | None):
        """Within the block every :meth:`check` together does at most ``units`` of work
        (a step undone or a way of giving back tried is one unit; ``None``: no limit).
        When it is spent the checks answer ``None``, unknown, which every caller reads
        on the safe side (the sampler refuses the deal, the proofs count it).

        >>> from games.catilina.rules import new_game
        >>> log = PassLog(new_game(3, 1, {"keep": True}).view_for(0), 0)
        >>> with log.limited(0):
        ...     log.check([0, 0, 0, 0]) is None
        True
        """
        before, self.pool = self.pool, units
        try:
            yield self
        finally:
            self.pool = before


class _Undo:
    """One :meth:`PassLog.check`: the search of undo choices, on an explicit stack.

    Frames: ``("step", key)`` for a step being undone from the hands ``key[1]`` (marked
    dead when everything under it failed), and ``[i, hands, asker, mask, unknown, j,
    ways, giver]`` for the ``j``-th unseen pass of a step, trying each of its ``ways``
    (the asker's matching cards the giver may have had) before step ``i`` is undone.
    The work is counted as the recursive search counted it: one unit per step entered
    (in :attr:`spent` only when the pool is limited, and against the step budget) and
    one per way tried.
    """

    __slots__ = ("log", "left", "limit", "spent", "dead", "stack", "start")

    def __init__(self, log: PassLog, i: int, hands: tuple):
        self.log, self.left, self.limit, self.spent = log, log.budget, log.pool, 0
        self.dead: set = set()
        self.stack: list = []
        self.start = (i, hands)

    def run(self) -> bool:
        """True when some way back explains every answer, False when none does; raises
        :class:`Budget` when the work runs out."""
        stack = self.stack
        call: tuple | None = ("step",) + self.start
        result = False
        while True:
            while call is not None:             # go down until a call answers at once
                result, call = self._call(call)
            while call is None:                 # hand the answer up to the frames waiting for it
                if not stack:
                    return result
                top = stack[-1]
                if top[0] == "step":
                    stack.pop()
                    if not result:
                        self.dead.add(top[1])
                elif result:
                    stack.pop()
                else:
                    call = self._next_way(top)  # None: every way failed, the frame is gone

    def _call(self, call: tuple) -> tuple:
        """Enter a call: ``(answer, None)`` when it answers at once, else ``(False, next
        call)`` (a frame may have been pushed to wait for it)."""
        if call[0] == "step":
            return self._step(call[1], call[2])
        _, i, h, r, a, unknown, j = call
        if j == len(unknown):
            return False, ("step", i, tuple(h))
        g, k = unknown[j]
        ways = bits(h[r] & a)
        if len(ways) < k:
            return False, None
        frame = [i, h, r, a, unknown, j, combinations(ways, k), g]
        self.stack.append(frame)
        return False, self._next_way(frame)

    def _step(self, i: int, hands: tuple) -> tuple:
        """Undo step ``i`` from ``hands`` (see :meth:`_call` for what it returns)."""
        if self.limit is not None:
            self.spent += 1
            if self.spent > self.limit:
                raise Budget
        log = self.log
        if i < 0:
            return all(h.bit_count() == log.size for h in hands), None
        key = (i, hands)
        if key in self.dead:
            return False, None
        self.left -= 1
        if self.left < 0:
            raise Budget
        r, a, zeros, known, unknown, emptied = log.steps[i]
        h = list(hands)
        ok = all(not h[g] & a for g in zeros) and all(not h[g] & a for g in emptied)
        if ok:
            for g, x in known:
                if h[r] & x != x:
                    ok = False
                    break
                h[r] &= ~x
                h[g] |= x
        if not ok:
            self.dead.add(key)
            return False, None
        self.stack.append(("step", key))
        return False, ("pass", i - 1, h, r, a, unknown, 0)

    def _next_way(self, frame: list) -> tuple | None:
        """The next way of giving back the frame's pass, as a call; ``None`` (the frame
        popped, the result False) when every way was tried."""
        i, h, r, a, unknown, j, ways, g = frame
        combo = next(ways, None)
        if combo is None:
            self.stack.pop()
            return None
        if self.limit is not None:
            self.spent += 1
        x = sum(1 << c for c in combo)
        h2 = list(h)
        h2[r] &= ~x
        h2[g] |= x
        return ("pass", i, h2, r, a, unknown, j + 1)


class Knowledge:
    """What one seat can prove, for the notes grid and the computer players.

    Build it with :meth:`from_view`. Everything it claims is entailed by the
    seat's own observations; where it cannot decide it says ``None`` or gives
    a wider range.
    """

    __slots__ = ("n_seats", "seat", "model", "exact", "census", "_sums", "_certain", "passes")

    def __init__(self, model: Model, n_seats: int, seat: int | None, exact: bool,
                 passes: "PassLog | None" = None):
        """Wrap a propagated model (use :meth:`from_view`). ``passes``: the keep variant's
        passes, which every deal drawn or counted must be able to explain."""
        self.model, self.n_seats, self.seat, self.exact = model, n_seats, seat, exact
        self.passes = passes
        self.census: Census | None = None
        self._sums: set[int] | None = None
        self._certain: int | None | bool = False

    @classmethod
    def from_view(cls, view, seat: int | None, public_only: bool = False,
                  enumerate_budget: int = 0) -> "Knowledge":
        """Knowledge of ``seat`` from its view; ``enumerate_budget`` > 0 tries exact counting."""
        model, exact = build_model(view, seat, public_only)
        who = None if public_only else seat
        passes = None
        if view.keep_cards and any(k for q in view.history for _, k in q.answers):
            passes = PassLog(view, who)
        k = cls(model, view.n_seats, who, exact, passes)
        if enumerate_budget and model.ok:
            with k._limit():
                k.census = model.enumerate(enumerate_budget, k._accept)
        return k

    def _limit(self):
        """The block within which the pass checks share :data:`PASS_WORK` units of work."""
        return self.passes.limited(PASS_WORK) if self.passes is not None else nullcontext()

    @property
    def _accept(self) -> Callable[[list[int]], bool | None] | None:
        """The check every deal must pass besides the model (keep variant), or ``None``."""
        return self.passes.check if self.passes is not None else None

    # ----- locations --------------------------------------------------------
    def _loc(self, loc: int) -> int | str:
        return CONSPIRATOR if loc == self.n_seats else loc

    def _idx(self, who) -> int:
        return self.n_seats if who == CONSPIRATOR else who

    def own_hand(self) -> list[int]:
        """The cards the seat is proved to hold (its own hand, at least)."""
        return bits(self.model.poss[self.seat] & self.model.fixed()) if self.seat is not None else []

    def possible(self, card: int) -> set:
        """Where ``card`` may lie: seats and/or ``'conspirator'``."""
        if self.census is not None:
            counts = self.census.card_counts(card)
            return {self._loc(i) for i, c in enumerate(counts) if c}
        return {self._loc(i) for i in self.model.domain(card)}

    def holder(self, card: int):
        """The seat holding ``card``, ``'conspirator'``, or ``None`` if not proved."""
        p = self.possible(card)
        return next(iter(p)) if len(p) == 1 else None

    def conspirators(self) -> list[int]:
        """Cards proved to be conspirators."""
        return [c for c in range(N_CARDS) if self.holder(c) == CONSPIRATOR]

    def count_range(self, who, colour: int | None = None, value: int | None = None) -> tuple[int, int]:
        """``(lo, hi)`` of how many cards of a colour/value ``who`` holds (seat or 'conspirator')."""
        mask = card_mask(colour, value)
        if self.census is not None:
            return self.census.count_range(self._idx(who), mask)
        return self.model.bounds(self._idx(who), mask)

    # ----- the conspirator sum -------------------------------------------------
    def sum_bounds(self) -> tuple[int, int]:
        """Crude bounds of the conspirator sum from the domains."""
        m = self.model
        pile = m.poss[m.pile]
        fixed = pile & m.fixed()
        k = m.cons[0][2] - fixed.bit_count()
        vals = sorted(c % 6 + 1 for c in bits(pile & ~fixed))
        base = value_sum(fixed)
        return base + sum(vals[:k]), base + sum(vals[len(vals) - k:]) if k else base

    def certain_sum(self, budget: int = 6000) -> int | None:
        """The conspirator sum if it is proved, else ``None``."""
        if self._certain is not False:
            return self._certain  # type: ignore[return-value]
        result = None
        if self.census is not None:
            if len(self.census.sums) == 1:
                result = next(iter(self.census.sums))
        elif self.model.ok:
            pile = self.model.poss[self.model.pile]
            if pile & ~self.model.fixed() == 0:
                result = value_sum(pile) if value_sum(pile) not in self.model.forbidden else None
            else:
                w = self.sample(random.Random(0))
                if w is not None:
                    s = value_sum(w[self.model.pile])
                    with self._limit():
                        other = self.model.exists_sum_other_than(s, budget, self._accept)
                    if other is False:
                        result = s
        self._certain = result
        return result

    def conspirator_sum_candidates(self, budget: int = 2000) -> set[int]:
        """Every conspirator sum not yet ruled out (a superset when a search runs out)."""
        if self._sums is not None:
            return set(self._sums)
        if self.census is not None:
            self._sums = set(self.census.sums)
            return set(self._sums)
        lo, hi = self.sum_bounds()
        out = set()
        with self._limit():
            for s in range(lo, hi + 1):
                if s in self.model.forbidden:
                    continue
                if self.model.exists_sum(s, budget, self._accept) is not False:
                    out.add(s)
        self._sums = out
        return set(out)

    def probabilities(self) -> dict | None:
        """Exact probabilities over consistent deals, or ``None`` if not counted.

        ``{"cards": {card: {location: p}}, "sums": {sum: p}, "deals": n}``.
        (In the keep-the-cards variant the count is over the relaxed model.)
        """
        c = self.census
        if c is None or not c.total:
            return None
        cards = {}
        for card in range(N_CARDS):
            counts = c.card_counts(card)
            cards[card] = {self._loc(i): n / c.total for i, n in enumerate(counts) if n}
        return {"cards": cards, "sums": {s: n / c.total for s, n in sorted(c.sums.items())},
                "deals": c.total}

    # ----- sampling -----------------------------------------------------------
    def sample(self, rng: random.Random, budget: int = 20000) -> list[int] | None:
        """One consistent deal: per location (seats, then the pile) a card bitmask.
        In the keep variant only deals the passes can explain (:class:`PassLog`); when
        their checks spend :data:`PASS_WORK` without proving one, ``None``."""
        passes = self.passes
        with self._limit():
            return self.model.sample(rng, budget, self._accept,
                                     None if passes is None or PASS_WORK is None
                                     else lambda: passes.pool <= 0)

    def samples(self, k: int, rng: random.Random) -> list[list[int]]:
        """``k`` consistent deals (fewer if none is found)."""
        out = []
        for _ in range(k):
            w = self.sample(rng)
            if w is None:
                break
            out.append(w)
        return out
