"""The deduction engine of Catilina: what one seat can prove from its own view.

Pure Python, no game state is changed. Cards are numbered ``colour * 6 +
value - 1`` (30 cards, see :mod:`.rules`). A *location* is a seat index or
the conspirator pile, which is location ``n_seats`` inside this module and
the string ``'conspirator'`` in the public API.

The model is a small constraint problem over card locations (:mod:`.constraints`):

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

from ..core import caches
from .constraints import (ALL, COLOUR_MASK, CONSPIRATOR, N_CARDS, N_COLOURS, N_VALUES,  # noqa: F401
                          SHORT_TRY, VALUE_MASK, Budget, Census, Model, SumTree, attr_mask, bits, card_mask,
                          propagate, singles, value_sum)

#: the work (steps undone and ways of giving back tried, see :meth:`PassLog.limited`) that
#: the keep variant's pass checks may do together for one question to :class:`Knowledge`
#: (one deal drawn, one sum proved, the census): a few seconds at worst; past it the checks
#: answer "unknown" and the answer claims less (no deal drawn, a sum not excluded)
PASS_WORK = 1_000_000
#: the work and the search nodes of the randomised tries before a sum proof of the keep
#: variant (:meth:`Knowledge._other_sum_drawn`)
QUICK_WORK, QUICK_NODES = 60_000, 4000
#: the search nodes for each sum of :meth:`Knowledge.listed_sums`, the one list of the sums
#: still possible that the notes sheet and the words of a reason both show (a sum whose
#: search runs out counts as possible: the list may be long, never short)
LIST_NODES = 1500


#: the sums listed (:meth:`Knowledge.listed_sums`) of the models met lately, by their
#: contents: the reason of a question and its public form ask for the same model's list again
_LISTED: dict = caches.kept(f"{__name__}.listed")
#: the models whose lists are kept at most
LISTED_KEPT = 64


def _key(model: Model) -> tuple:
    """The contents of ``model`` (what its list of sums rests on)."""
    return (tuple(model.poss), tuple(model.cons), frozenset(model.forbidden), model.pile, model.universe)


def _listed(model: Model, totals: list[int]) -> list[int]:
    """The ``totals`` on the list of sums still possible of ``model``: those whose search of
    :data:`LIST_NODES` nodes does not rule them out (:meth:`~.constraints.Model.exists_sums`,
    as :meth:`Knowledge.sum_listed` one at a time)."""
    key = _key(model)       # (no ``totals`` in it: they are always sums_to_try(), a function of the key)
    got = _LISTED.get(key)
    if got is None:
        if len(_LISTED) >= LISTED_KEPT:
            _LISTED.clear()
        found = model.exists_sums(totals, LIST_NODES)
        got = _LISTED[key] = [t for t in totals if found[t] is not False]
    return list(got)


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
    m = Model(n + 1, ALL, n)
    me = None if public_only else seat
    _add_the_deal(m, view)
    shows: dict[tuple[int, int], int] = {}
    for sh in view.shown:
        if me is not None and me in (sh.giver, sh.asker):
            shows[(sh.turn, sh.giver)] = sum(1 << c for c in sh.cards)
    if me is not None and view.hands[me] is not None:
        _fix_hand(m, me, _start_hand(view, me, shows))
    exact = _add_answers(m, view, shows)
    if me is not None and view.hands[me] is not None:
        _fix_hand(m, me, sum(1 << c for c in view.hands[me]))
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


def _add_the_deal(m: Model, view) -> None:
    """What the rules of the deal say: the conspirator pile's size and make-up, the hand
    sizes at the start, the conspirators when they are shown, the sums accused wrongly."""
    pile = view.n_seats
    m.add(pile, ALL, view.n_conspirators, view.n_conspirators)
    if not view.individual:
        for c in range(N_COLOURS):
            m.add(pile, COLOUR_MASK[c], 1, 1 if view.n_conspirators == N_COLOURS else 2)
    for s in range(view.n_seats):
        m.add(s, ALL, view.initial_size, view.initial_size)
    if view.conspirators is not None:
        m.fix(sum(1 << c for c in view.conspirators), pile)
    for acc in view.accusations:
        if not acc.correct:
            m.forbidden.add(acc.total)


def _start_hand(view, me: int, shows: dict[tuple[int, int], int]) -> int:
    """``me``'s hand at the start (the cards passed in the keep variant undone)."""
    hand = sum(1 << c for c in view.hands[me])
    if view.keep_cards:
        for q in reversed(view.history):
            for giver, _k in q.answers:
                x = shows.get((q.turn, giver), 0)
                if q.asker == me:
                    hand &= ~x
                elif giver == me:
                    hand |= x
    return hand


def _fix_hand(m: Model, me: int, hand: int) -> None:
    """``me`` holds exactly the cards ``hand``."""
    m.fix(hand, me)
    m.exclude(ALL & ~hand, me)


def _add_answers(m: Model, view, shows: dict[tuple[int, int], int]) -> bool:
    """Every public answer, on the hands as they were when it was given (in the keep variant
    the cards passed then move to the asker: :func:`_pass_cards`). False when cards moved."""
    exact = True
    for q in view.history:
        a = attr_mask(q.kind, q.attr)
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
        if not m.propagate():
            break
        exact = _pass_cards(m, view.n_seats, q, a, shows) and exact
    return exact


def _pass_cards(m: Model, n: int, q, a: int, shows: dict[tuple[int, int], int]) -> bool:
    """Move the cards the givers of question ``q`` (cards ``a``) passed to its asker, keeping
    the model true (widened where what moved is not known). False when any card moved."""
    exact = True
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
        if q.target != -1:
            # every card of the kind the giver held moved (to all: one may have; the
            # giver may keep the others)
            m.poss[giver] &= ~a
        m.poss[r] |= at_giver
        m.add(r, a, k, N_CARDS)
    return exact


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

    __slots__ = ("n_seats", "seat", "model", "exact", "census", "_sums", "_certain", "passes", "proof_work",
                 "quick_work", "quick_nodes", "_listed")

    def __init__(self, model: Model, n_seats: int, seat: int | None, exact: bool,
                 passes: "PassLog | None" = None):
        """Wrap a propagated model (use :meth:`from_view`). ``passes``: the keep variant's
        passes, which every deal drawn or counted must be able to explain."""
        self.model, self.n_seats, self.seat, self.exact = model, n_seats, seat, exact
        self.passes = passes
        #: the work the keep variant's sum proof may spend (``None``: :data:`PASS_WORK`)
        self.proof_work: int | None = None
        #: the work of the randomised tries before that proof (``None``: :data:`QUICK_WORK`)
        self.quick_work: int | None = None
        #: and their search nodes (``None``: :data:`QUICK_NODES`)
        self.quick_nodes: int | None = None
        self.census: Census | None = None
        self._sums: set[int] | None = None
        self._listed: list[int] | None = None
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
                k.census = model.enumerate(enumerate_budget, k.accept)
        return k

    def _limit(self, work: int | None = None):
        """The block within which the pass checks share :data:`PASS_WORK` units of work (or
        ``work``)."""
        return self.passes.limited(work or PASS_WORK) if self.passes is not None else nullcontext()

    @property
    def accept(self) -> Callable[[list[int]], bool | None] | None:
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

    def sums_to_try(self) -> list[int]:
        """The sums between :meth:`sum_bounds` that no wrong accusation ruled out, ascending."""
        lo, hi = self.sum_bounds()
        return [t for t in range(lo, hi + 1) if t not in self.model.forbidden]

    def sum_listed(self, total: int) -> bool:
        """Whether ``total`` is on :meth:`listed_sums` (one search of :data:`LIST_NODES`
        nodes; in the keep variant the model alone, the passes unchecked: a sum they alone
        rule out stays on the list)."""
        return self.model.exists_sum(total, LIST_NODES) is not False

    def listed_sums(self) -> list[int]:
        """The conspirator sums still possible, ascending, as the notes sheet lists them and a
        reason counts them (the notes work it out a sum at a time by :meth:`sums_to_try` and
        :meth:`sum_listed`; the same answer)."""
        if self._listed is None:
            self._listed = _listed(self.model, self.sums_to_try()) if self.model.ok else []
        return list(self._listed)

    def lists_more_than(self, k: int, seen: set[int] | frozenset[int] = frozenset()) -> bool:
        """Whether :meth:`listed_sums` holds more than ``k`` sums, searching no more of them
        than it takes to tell. ``seen``: conspirator sums of deals of the model (drawn ones):
        a sum some deal has is on the list, whose search could not rule it out."""
        if self._listed is not None or not self.model.ok:
            return len(self.listed_sums()) > k
        got = _LISTED.get(_key(self.model))
        if got is not None:
            return len(got) > k
        totals = self.sums_to_try()
        rest = [t for t in reversed(totals) if t not in seen]
        n = len(totals) - len(rest)
        tree = SumTree(self.model)
        for i, t in enumerate(rest):
            if n > k or n + len(rest) - i <= k:
                break
            if tree.exists_sum(t, LIST_NODES) is not False:
                n += 1
        return n > k

    def certain_sum(self, budget: int = 6000, seen: int | None = None) -> int | None:
        """The conspirator sum if it is proved, else ``None``. ``seen``: the sum of a deal
        already drawn (and accepted), to prove instead of drawing one: a proved sum is the sum
        of every deal, so the answer is the same, without the cost of a draw (in the keep
        variant a draw may spend the whole allowance)."""
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
                w = self.sample(random.Random(0)) if seen is None else None
                if w is not None or seen is not None:
                    s = value_sum(w[self.model.pile]) if w is not None else seen
                    if not self._other_sum_drawn(s):
                        with self._limit(self.proof_work):
                            other = self.model.exists_sum_other_than(s, budget, self.accept)
                        if other is False:
                            result = s
        self._certain = result
        return result

    def _other_sum_drawn(self, total: int) -> bool:
        """True when a few randomised tries draw a deal whose conspirator sum is not ``total``
        (so it is not proved). Only in the keep variant, with its own small allowance
        (:data:`QUICK_WORK` and :data:`QUICK_NODES`, or :attr:`quick_work` and
        :attr:`quick_nodes`): there the proof's exhaustive search checks the passes of every
        deal in its fixed order, and the refused ones come in long runs of neighbours, where
        restarts at random find an accepted deal in a fraction of the work. When they find
        none the proof runs as ever, with its whole allowance."""
        if self.passes is None:
            return False
        passes = self.passes
        with passes.limited(self.quick_work or QUICK_WORK):
            return self.model.sample(random.Random(total), self.quick_nodes or QUICK_NODES, passes.check, lambda: (passes.pool or 0) <= 0,
                                     lambda t: t != total) is not None

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
                if self.model.exists_sum(s, budget, self.accept) is not False:
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
            return self.model.sample(rng, budget, self.accept,
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
