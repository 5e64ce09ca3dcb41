"""Computer players for Catilina.

All levels read only their view and reason with :mod:`.deduction`:

- **easy** asks a random question and accuses when the sum is proved;
- **normal** samples consistent deals and asks the question whose answer is
  expected to leave the least uncertainty about the conspirators (expected
  entropy of the conspirator-pile marginals), and accuses when proved;
- **hard** draws its deals from a swap chain (:func:`_chain`) seeded by 24
  searched ones, so that every consistent deal is about equally likely (the
  depth-first sampler alone over-draws some and its odds are badly off); it
  reads the odds of the sums from 1000 such deals (200 from 8 starts
  over-rated its best sum by a few points) and weighs questions on every fourth;
  asks like normal but discounts what the public part of the answer (the
  counts everyone hears) teaches the others, and, when it asks everyone,
  foresees which card each giver will pass (:func:`_give_ranks`: givers pass
  the card that tells least, often one it has seen before, which teaches it
  nothing; normal assumes the lowest matching card); and accuses without proof when
  the odds of its best sum ``p`` beat the odds of winning by waiting. For the
  latter it rebuilds, in 40 of its deals, each rival's own view (its hand and
  the cards its questions showed it in that deal, a giver with a choice passing
  by the pass order it read then from the public record) and checks whether that
  rival could already prove the sum, so would accuse on its next turn: with
  ``q`` the share of deals where some rival could, it accuses when
  ``p >= (1 - q ** 0.6) * min(1, 0.3 + 0.7 * p)``. (The exponent reads ``q``
  up: measured against the true views, a rival is close more often than
  ``q`` says, its choice of questions telling more than the counts; the
  last factor is about the measured chance of still winning a race that
  is not yet lost.) In the keep-the-cards variant, where hands change and rivals
  are not rebuilt, it keeps a turn-count table of how sure it must be.

Time limits are counted in processor time of the deciding thread, so a busy
machine neither cuts a decision short nor changes it.

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

from .deduction import ALL, N_CARDS, Knowledge, attr_mask, bits, build_model, value_sum
from .rules import Accuse, AccuseCard, Ask, EndTurn, Give, Showing, State

SAMPLES = {"easy": 8, "normal": 48, "hard": 72}
#: hard: search-drawn deals that seed the swap chain, and the deals it draws (the odds
#: of the sums are read from all of them; fewer drawn deals, every few, weigh the questions)
HARD_STARTS = 24
HARD_WORLDS = 1000
HARD_ASK_WORLDS = 250
#: hard: deals in which the rivals' knowledge is rebuilt, and the seconds for it
RIVAL_WORLDS = 40
RIVAL_SECONDS = 0.6
#: hard: rebuild the cards other givers passed a rival by their pass order (else at random)
EXACT_PASSES = True
#: hard: a rival is checked from this many own turns on (normal was not seen to prove it sooner)
RIVAL_MIN_TURNS = 4
#: hard: danger = q ** DANGER_EXP (q: share of deals where a rival can prove the sum;
#: the rivals' choice of questions tells more than the counts, so q alone reads low)
DANGER_EXP = 0.6
#: hard: the chance to win by waiting when no rival is close, ``WAIT_A + WAIT_B * p``
WAIT_A, WAIT_B = 0.3, 0.7
#: hard: weight of what the public part of an answer teaches the others
PUB_WEIGHT = 0.35
#: the clock of the time caps: processor time of the deciding thread (a test may replace it)
_clock = time.thread_time


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
    """A computer player of one level; decisions are seeded and read only the view.

    The size of hard's search is set by the class attributes below (an explainer may use a
    lighter copy); ``rival_seconds`` ``None`` caps the rebuilding of the rivals by
    :data:`RIVAL_SECONDS`. When :attr:`notes` is a dict, :meth:`choose` writes its weighing
    there (the deals, the odds of the sums, the chance of waiting, each question's score) for
    the words of :mod:`.explain`.
    """

    hard_starts = HARD_STARTS
    hard_worlds = HARD_WORLDS
    hard_ask_worlds = HARD_ASK_WORLDS
    rival_worlds = RIVAL_WORLDS
    rival_seconds: float | None = None
    #: keep variant: the search nodes of the count of every deal that gives a late accusation
    #: its exact odds
    census_nodes = 2500
    #: base game: the search nodes of each rebuilt rival's proof of the sum (in :meth:`_danger`)
    rival_nodes = 3000
    notes: dict | None = None

    def __init__(self, level: str, seed: int | None = None, seconds: float = 1.2):
        """``level`` is easy, normal or hard; ``seconds`` caps a decision."""
        if level not in SAMPLES:
            raise ValueError(level)
        self.level = level
        self.seed = 0 if seed is None else seed
        self.seconds = seconds

    def rng(self, view: State, seat: int) -> random.Random:
        """A generator seeded from the player seed and the public position only."""
        return random.Random(self.seed * 1_000_003 + view.turn_no * 7919 + len(view.history) * 31
                             + len(view.accused) * 17 + seat)

    def choose(self, view: State, seat: int, cancel: threading.Event | None = None):
        """The action of ``seat`` from its view."""
        legal = view.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        rng = self.rng(view, seat)
        if view.phase == "give":
            return self._give(view, seat, legal)
        deadline = _clock() + self.seconds
        know = Knowledge.from_view(view, seat)
        if self.notes is not None:
            self.notes.clear()
            self.notes["know"] = know
        if view.individual:
            act = self._accuse_cards(view, seat, know, legal)
            if act is not None:
                return act
        worlds = self.worlds(know, rng, SAMPLES[self.level], deadline, cancel)
        if self.notes is not None:
            self.notes["worlds"] = worlds
        if not view.individual:
            act = self._accuse_sum(view, seat, know, worlds, legal)
            if act is not None:
                return act
        asks = [a for a in legal if isinstance(a, Ask)]
        if self.level == "hard" and len(worlds) > self.hard_ask_worlds:
            worlds = worlds[::-(-len(worlds) // self.hard_ask_worlds)]
        if self.level == "easy" or len(worlds) < 2:
            return rng.choice(asks)
        return self.best_question(view, seat, asks, worlds, rng, know)

    # ----- giving ---------------------------------------------------------------
    def _give(self, view: State, seat: int, legal: list) -> Give:
        """The card that tells the asker least."""
        pub = Knowledge.from_view(view, seat, public_only=True)
        assert view.question is not None, "a giver answers an open question"
        key = _pass_key(view, seat, view.question[0], pub)
        return max(legal, key=lambda a: key(a.card))

    # ----- accusing -------------------------------------------------------------
    def worlds(self, know: Knowledge, rng, k: int, deadline: float, cancel) -> list[list[int]]:
        """Consistent deals: drawn by the search (normal, easy), or, for hard, a swap chain
        seeded by a few of them, whose deals are (near) equally likely as they should be."""
        if self.level == "hard":
            starts = self._sampled(know, rng, self.hard_starts, deadline, cancel)
            return _chain(know.model, starts, rng, self.hard_worlds, accept=know.accept) if starts else starts
        return self._sampled(know, rng, k, deadline, cancel)

    def _sampled(self, know: Knowledge, rng, k: int, deadline: float, cancel) -> list[list[int]]:
        out: list[list[int]] = []
        if not know.model.ok:
            return out
        for _ in range(k):
            if out and (_clock() > deadline or (cancel is not None and cancel.is_set())):
                break
            w = know.sample(rng, 4000)
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
        if self.notes is not None:
            self.notes["sums"] = sums
        if len(sums) == 1:
            proved = know.certain_sum(seen=next(iter(sums)))
            if proved is not None and Accuse(proved) in legal:
                return Accuse(proved)
        if self.level != "hard" or not sums:
            return None
        best, hits = max(sums.items(), key=lambda kv: (kv[1], -kv[0]))
        p = hits / len(worlds)
        if self.notes is not None:
            self.notes.update(sums=sums, best=best, p=p)
        if view.keep_cards:
            return self._accuse_late(view, seat, know, sums, best, p, legal)
        rivals = [r for r in range(view.n_seats) if r != seat and not view.out[r]]
        q = self._danger(view, seat, worlds, rivals, self.rng(view, seat))
        danger = q ** DANGER_EXP if q > 0 else 0.0
        wait = (1.0 - danger) * min(1.0, WAIT_A + WAIT_B * p)
        if self.notes is not None:
            self.notes.update(danger=q, wait=wait)
        if p >= wait and Accuse(best) in legal:
            one = self._wait_one(view, seat, worlds, legal, q)
            if self.notes is not None:
                self.notes["wait_one"] = one
            return Accuse(best) if p >= one else None
        return None

    def _wait_one(self, view: State, seat: int, worlds, legal, q: float) -> float:
        """The chance to win by asking one more question and then accusing its likeliest sum:
        no rival proves the sum first (``1 - q`` of the deals), times the likeliest sum's share
        of the deals each answer leaves, over the answers, for the best question (a giver to
        everyone taken to pass its lowest matching card). A gamble better than this one
        question is still a gamble: waiting longer is weighed by ``wait``."""
        pile = view.n_seats
        sample = worlds[::max(1, len(worlds) // self.hard_ask_worlds)] if worlds else []
        if not sample:
            return 0.0
        best = 0.0
        for a in (a for a in legal if isinstance(a, Ask)):
            mask = attr_mask(a.kind, a.attr)
            groups: dict = {}
            for w in sample:
                if a.target != -1:
                    key: object = w[a.target] & mask
                else:
                    key = tuple((w[s] & mask) & -(w[s] & mask) for s in range(view.n_seats) if s != seat)
                sums = groups.setdefault(key, {})
                total = value_sum(w[pile])
                sums[total] = sums.get(total, 0) + 1
            best = max(best, sum(max(g.values()) for g in groups.values()) / len(sample))
        return (1.0 - q) * best

    def _danger(self, view: State, seat: int, worlds, rivals: list[int], rng) -> float:
        """Share of deals in which some rival can already prove the sum (so accuses next).

        In each deal the rival's own view is rebuilt: its hand, and the cards
        its questions showed it in that deal (a card chosen by a giver other
        than this seat is drawn at random among those that match).
        """
        rivals = [r for r in rivals if view.turns_taken[r] >= RIVAL_MIN_TURNS]
        if not rivals or not worlds:
            return 0.0
        pile = view.n_seats
        step = max(1, len(worlds) // self.rival_worlds)
        deadline = _clock() + (RIVAL_SECONDS if self.rival_seconds is None else self.rival_seconds)
        keys = _public_pass_keys(view, seat) if EXACT_PASSES else None
        cache: dict = {}
        done = hit = 0
        for w in worlds[::step][:self.rival_worlds]:
            if done and _clock() > deadline:
                break
            done += 1
            total = value_sum(w[pile])
            for r in rivals:
                key = (r, total, tuple(w[x] for x in range(view.n_seats) if x != seat))
                res = cache.get(key)
                if res is None:
                    res = cache[key] = _rival_proves(view, seat, w, r, rng, keys, self.rival_nodes)
                if res:
                    hit += 1
                    break
        return hit / done

    def _accuse_late(self, view: State, seat: int, know: Knowledge, sums, best, p, legal):
        """Keep-the-cards variant (hands change, the rivals are not rebuilt): a turn-count table."""
        bar = self._threshold(view, seat)
        if self.notes is not None:
            self.notes.update(wait=min(1.0, bar))
        if bar > 1.0:
            return None
        if p >= bar - 0.25 and len(sums) <= 4:
            census = know.model.enumerate(self.census_nodes)      # exact odds when the deals are few
            if census is not None and census.total:
                best, hits = max(census.sums.items(), key=lambda kv: (kv[1], -kv[0]))
                p = hits / census.total
                if self.notes is not None:
                    self.notes.update(sums=dict(census.sums), best=best, p=p)
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
    def best_question(self, view: State, seat: int, asks: list, worlds, rng, know=None) -> Ask:
        """The question to ask among ``asks``, judged over the sampled ``worlds`` (the adviser
        asks it too, for its advice)."""
        pile = view.n_seats
        n = view.n_seats
        others = [s for s in range(n) if s != seat]
        giver = self.level == "hard" and know is not None
        if giver:
            rank = _give_ranks(view, seat, others)
            fixed = know.model.fixed()
            known = {s: know.model.poss[s] & fixed for s in others}
        piles = [w[pile] for w in worlds]
        total = len(worlds)
        weight_pub = PUB_WEIGHT if self.level == "hard" else 0.0
        best, best_key = None, None
        scores: dict = {}
        if self.notes is not None:
            self.notes["scores"] = scores
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
                elif giver:
                    key = tuple(_given(w[s], rank[s], mask, known[s]) for s in others)
                    pkey = tuple(bool(x) for x in key)
                else:
                    key = tuple((w[s] & mask) & -(w[s] & mask) for s in range(n) if s != seat)
                    pkey = tuple(bool(x) for x in key)
                groups.setdefault(key, []).append(p)
                if weight_pub:
                    pub.setdefault(pkey, []).append(p)
            h_me = sum(len(g) * _pile_entropy(g) for g in groups.values()) / total
            h_pub = sum(len(g) * _pile_entropy(g) for g in pub.values()) / total if weight_pub else 0.0
            score = h_me - weight_pub * h_pub
            scores[a] = score
            if best_key is None or score < best_key - 1e-9:
                best, best_key = a, score
        assert best is not None, "there is a question to ask"
        return best


def _pass_key(view: State, giver: int, asker: int, pub: Knowledge):
    """How much ``giver`` would rather pass a card to ``asker`` (larger first): one the
    asker has seen from it before, else one the public record (``pub``) already places
    in its hand, else outside the conspiracy, else with fewer places left; then the
    lowest card. Every level gives by it, and hard foresees the passes by it."""
    seen: set[int] = set()
    for sh in view.shown:
        if sh.giver == giver and sh.asker == asker:
            seen.update(sh.cards)
    n = view.n_seats

    def key(card: int) -> tuple:
        dom = pub.model.domain(card)
        return (card in seen, dom == [giver], n not in dom, -len(dom), -card)
    return key


def _public_pass_keys(view: State, seat: int) -> dict:
    """For every question to everyone asked by a player other than ``seat``, each other
    giver's :func:`_pass_key` without its first part, as the giver read it then from the
    public record: ``{(turn, giver): key by card}``. The first part (the asker saw that
    card from the giver before) depends on the deal; :func:`_rival_proves` adds it.
    """
    out = {}
    for i, q in enumerate(view.history):
        if q.target != -1 or q.asker == seat:
            continue
        then = view.clone()                  # the public record as the givers saw it
        then.history = view.history[:i]
        then.accusations = [a for a in view.accusations if a.turn < q.turn]
        then.accused = [a for a in view.accused if a.turn < q.turn]
        # the public record holds no hand and no conspirator (the views hold None there too)
        then.shown, then.hands, then.conspirators = [], [None] * view.n_seats, None  # type: ignore[list-item,assignment]
        then.question = (q.asker, q.kind, q.attr)
        then.givers = tuple(g for g, k in q.answers if k)
        pub = Knowledge.from_view(then, None, public_only=True)
        for g, k in q.answers:
            if k and g != seat:
                key = _pass_key(then, g, q.asker, pub)
                out[(q.turn, g)] = [key(c)[1:] for c in range(N_CARDS)]
    return out


def _give_ranks(view: State, asker: int, givers: list[int]) -> dict:
    """For each giver, every card in the order it would pass it to ``asker`` (see
    :func:`_pass_key`), read from ``asker``'s view: when it asks everyone, the
    first of these in a giver's hand that matches is the card it will see."""
    pub = Knowledge.from_view(view, asker, public_only=True)
    out = {}
    for g in givers:
        out[g] = sorted(range(N_CARDS), key=_pass_key(view, g, asker, pub), reverse=True)
    return out


def _given(hand: int, order: list[int], mask: int, known: int) -> int:
    """What the asker learns when everyone is asked for ``mask`` from a giver holding
    ``hand``, whose pass order is ``order`` (:func:`_give_ranks`): 0, nothing passed;
    -1, a card the asker already places in that hand (so only that there was one);
    else the bit of the card passed.

    >>> _given(0b0110, [2, 1, 0, 3], 0b0111, 0), _given(0b0110, [2, 1, 0, 3], 0b0111, 0b0100)
    (4, -1)
    """
    m = hand & mask
    if not m:
        return 0
    for c in order:
        if m >> c & 1:
            return -1 if known >> c & 1 else 1 << c
    return -1


def _chain(model, starts: list[list[int]], rng: random.Random, k: int,
           burn: int = 200, thin: int = 20, accept=None) -> list[list[int]]:
    """``k`` deals from a swap chain over the consistent deals, started from ``starts``.

    A step swaps two cards between two locations when both stay within their
    domains and every count constraint still holds (the moves are symmetric,
    so the chain tends to the uniform choice among consistent deals, which the
    depth-first sampler is not: it over-draws deals with few branchings).
    ``accept`` (the keep variant's :class:`~.deduction.PassLog` check) must say
    ``True`` of a deal for a step to move there, so every deal stays possible.
    """
    poss, nl, pile, forbidden = model.poss, len(model.poss), model.pile, model.forbidden
    free = bits(model.universe & ~model.fixed())
    if len(free) < 2:
        return [list(w) for w in starts]
    by_loc: list[list[tuple]] = [[] for _ in range(nl)]
    for loc, mask, lo, hi in model.cons:
        by_loc[loc].append((mask, lo, hi))

    def fits(loc: int, hand: int) -> bool:
        for mask, lo, hi in by_loc[loc]:
            if not lo <= (hand & mask).bit_count() <= hi:
                return False
        return loc != pile or not forbidden or value_sum(hand) not in forbidden

    out: list[list[int]] = []
    per = -(-k // len(starts))
    n = len(free)
    for start in starts:
        w = list(start)
        where = {c: next(loc for loc in range(nl) if w[loc] >> c & 1) for c in free}
        for i in range(burn + per * thin):
            a, b = free[rng.randrange(n)], free[rng.randrange(n)]
            x, y = where[a], where[b]
            if x != y:
                ba, bb = 1 << a, 1 << b
                if poss[y] & ba and poss[x] & bb:
                    nx, ny = w[x] & ~ba | bb, w[y] & ~bb | ba
                    if fits(x, nx) and fits(y, ny):
                        ox, oy = w[x], w[y]
                        w[x], w[y] = nx, ny
                        if accept is not None and accept(w) is not True:
                            w[x], w[y] = ox, oy
                        else:
                            where[a], where[b] = y, x
            if i >= burn and (i - burn) % thin == thin - 1:
                out.append(list(w))
    return out[:k]


def _rival_proves(view: State, seat: int, world: list[int], rival: int, rng: random.Random,
                  keys: dict | None = None, nodes: int = 3000) -> bool:
    """Could ``rival`` prove the conspirator sum if ``world`` were the deal (base game)?
    (What it was shown: :func:`_rival_shown`; ``nodes``: the search's; a search that runs
    out of them proves nothing.)"""
    shown = _rival_shown(view, seat, world, rival, rng, keys)
    rv = view.clone()                      # the rival's view in that deal: its hand, what it was shown
    rv.hands = [None] * view.n_seats  # type: ignore[list-item]
    rv.hands[rival] = tuple(bits(world[rival]))
    rv.shown = shown
    model, _ = build_model(rv, rival)
    if not model.ok:
        return False
    return model.exists_sum_other_than(value_sum(world[view.n_seats]), nodes) is False


def _rival_shown(view: State, seat: int, world: list[int], rival: int, rng: random.Random,
                 keys: dict | None = None) -> list:
    """The cards ``rival`` was shown (given and received) if ``world`` were the deal.

    When the rival asked everyone, the card another giver passed it is taken by that
    giver's pass order (``keys``, from :func:`_public_pass_keys`, with the cards the
    giver showed the rival before in this deal first), else drawn at random."""
    mask_shown = {(sh.turn, sh.giver): sh for sh in view.shown}
    shown = []
    seen: dict[int, set] = {}
    for q in view.history:
        if q.asker == rival:
            mask = attr_mask(q.kind, q.attr)
            for giver, k in q.answers:
                if not k:
                    continue
                if q.target != -1:
                    cards = tuple(bits(world[giver] & mask))
                elif giver == seat:
                    cards = mask_shown[(q.turn, giver)].cards
                else:
                    match = bits(world[giver] & mask)
                    key = None if keys is None else keys.get((q.turn, giver))
                    if len(match) == 1:
                        cards = (match[0],)
                    elif key is not None:
                        before = seen.get(giver, ())
                        cards = (max(match, key=lambda c: (c in before, key[c])),)
                    else:
                        cards = (rng.choice(match),)
                seen.setdefault(giver, set()).update(cards)
                shown.append(Showing(q.turn, giver, rival, cards))
        elif q.asker == seat:
            shown.extend(mask_shown[(q.turn, g)] for g, k in q.answers if g == rival and k)
    return shown


def make_player(level: str, seed: int | None = None) -> CatilinaPlayer:
    """A computer player at ``level`` (easy, normal or hard)."""
    return CatilinaPlayer(level, seed)
