"""Computer players for Caesar (Knizia).

Every player reads only the view it is given. The opponents' remaining cards
are public, so the only secret in Caesar is the card a seat has already
committed in a struggle; the players never look at it (they treat the card
choice as the simultaneous choice it is).

- **easy**: greedy on what is visible (grab neutrals, attack smaller stacks),
  with noise; plays random cards leaning to the high ones.
- **normal**: one move of lookahead with :class:`Evaluator`; a struggle is
  valued, and its card chosen, by solving the card game as a matrix game
  (regret matching) over the evaluations of its outcomes.
- **hard**: a search over the public position (every move answered by the
  opponent's best reply and its own answer to that, by alpha-beta while a
  budget of judged positions lasts), judged by the chance to win rather than
  the counter margin (:class:`WinEvaluator`: late in the game, or when few
  lines are left open on the board and the game is about to end stuck, a
  leader avoids gambles, a trailer takes them, unplayable cards count for
  little, and each alliance a player can still make is worth a tempo: who has
  none left must start the struggle it has, as it may not pass); every struggle solved as a simultaneous card game
  whose cells are valued after the opponent's best reply (so it keeps the
  card the next struggle needs). It learns from the cards each opponent has revealed how far
  that opponent is from equilibrium play (:class:`OpponentModel`) and leans
  to the best reply against a loose player, to equilibrium against a good one.
  Caesar hides nothing but a just-chosen card, so searching the public
  position loses nothing; SO-ISMCTS (:class:`MctsPlayer`, level ``"mcts"``,
  with :class:`CaesarHooks`) was measured weaker and is kept for comparison.

Placement (the set-up) uses a square heuristic at every level. Hard can
instead (``HardPlayer(place_plies=2)``, off by default: measured no better)
try the best squares by that heuristic, complete the set-up by it (the
opponent as normal places) and judge each filled board by a short search
(:meth:`HardPlayer.place`).
"""
from __future__ import annotations

import math
import random
import threading
import time
from typing import cast

from ..core.actions import Action
from ..core.players import by_level
from ..core.ismcts import Hooks, Search
from ..core.state import GameState
from .ai_eval import (  # noqa: F401  (re-exported: the tests and the tools read them from here)
    CARD_WEIGHT, CARD_WORTH, FLAG_BASE, FLAG_PER_CARD, OUT_MARGIN, REACH_WEIGHT, TEMPERATURE, TEMPO_CAP,
    TEMPO_WEIGHT, THREAT_WEIGHT, Evaluator, WinEvaluator, final_margin, hand_worth)
from .ai_struggle import (  # noqa: F401  (re-exported)
    pick_card, play_matrix, resolve_with, solve_matrix, struggle_game)
from .rules import (FLAG, N_SQUARES, NEUTRAL, PHASE_OVER, PHASE_PLACE, PHASE_PLAY, PHASE_STRUGGLE, RAYS,
                    Ally, Place, PlayCard, State, Struggle)

#: hard: the grid of an opponent's share of uniform card play, and its prior (mean 0.375)
UNIFORM_GRID = (0.0, 0.25, 0.5, 0.75, 1.0)
UNIFORM_PRIOR = (0.3, 0.25, 0.2, 0.15, 0.1)
#: hard: its own equilibrium share against an opponent of uniform share ``u``: NASH_AT_ZERO - NASH_SLOPE * u
NASH_AT_ZERO, NASH_SLOPE = 1.2, 2.0
#: hard: how many of the opponent's best-looking struggle replies are valued as card games
#: (the rest by even odds over the card pairs, which is cheaper and rougher)
REPLY_REFINE = 2
#: hard: the same for the replies seen from each cell of a struggle's card game
CARD_REFINE = 0
#: hard: the most plies searched after its own move, and the positions a decision may judge
SEARCH_DEPTH, SEARCH_BUDGET = 2, 4000
#: hard: a deeper ply is begun only while at most this share of the budget is spent
NEXT_PLY_SHARE = 0.25
#: hard: a cap on a turn's search in processor time all the same (a deeper ply stops there)
SEARCH_SECONDS = 1.0
#: hard: below this many open lines on the board (moves anyone may still make) the cards count
#: for less (see :meth:`WinEvaluator.card_share`)
FULL_LINES = 8
#: hard, the set-up: the squares tried (best first by :func:`placement_scores`), the set-ups
#: completed for each (the rest placed by that heuristic, the opponent's with :data:`PLACE_NOISE`,
#: the first completion without noise), and the plies searched on each filled board
#: (0: place by the heuristic, like normal). Off by default: two plies measured no better than
#: the heuristic over 214 paired games (docs/selfplay/caesar.md), at twice the processor time.
PLACE_CANDIDATES, PLACE_SAMPLES, PLACE_PLIES = 10, 3, 0
PLACE_NOISE = 0.3

#: the clock of hard's cap on a turn's search: processor time (a test may replace it)
_clock = time.process_time

_NEIGHBOURS = tuple(tuple(r[0] for r in RAYS[sq]) for sq in range(N_SQUARES))


# ---------------------------------------------------------------------------
# knowledge shared by the levels
# ---------------------------------------------------------------------------


def placement_scores(state: State, seat: int) -> dict[int, float]:
    """A heuristic worth of each empty square for ``seat``'s next counter."""
    board = state.board
    n = state.n_seats
    out = {}
    for sq in range(N_SQUARES):
        if board[sq]:
            continue
        score = 0.0
        for nb in _NEIGHBOURS[sq]:
            st = board[nb]
            if not st:
                score += 1.0 if n <= 3 else 0.6      # likely a neutral to absorb later
            elif st[-1] == seat:
                score += 0.7
            else:
                score -= 0.4
        # corners and edges have fewer neighbours, fewer ways to be attacked
        score += 0.1 * (4 - len(_NEIGHBOURS[sq]))
        out[sq] = score
    return out


def pick_placement(state: State, seat: int, rng: random.Random, noise: float) -> Place:
    """The best square by :func:`placement_scores`, with gaussian ``noise``."""
    scores = placement_scores(state, seat)
    best = max(scores, key=lambda sq: (scores[sq] + rng.gauss(0.0, noise) if noise else scores[sq], -sq))
    return Place(best)


def unpend(view: State) -> State:
    """A copy of ``view`` in which the pending struggle's cards are not chosen yet.

    Used so that a search never conditions on a committed (hidden) card.
    """
    c = view.clone()
    if c.phase == PHASE_STRUGGLE:
        for s in c.duel[:2]:
            c.committed[s] = None
    return c


# ---------------------------------------------------------------------------
# easy
# ---------------------------------------------------------------------------
class EasyPlayer:
    """Greedy on the visible board, with noise."""

    def __init__(self, seed: int | None = None, noise: float = 1.0):
        self.rng = random.Random(seed)
        self.noise = noise

    def choose(self, view: State, seat: int, cancel: threading.Event | None = None) -> Action:
        """A greedy action with noise."""
        legal = view.legal_actions(seat)
        rng = self.rng
        if len(legal) == 1:
            return legal[0]
        if view.phase == PHASE_PLACE:
            return pick_placement(view, seat, rng, 1.5)
        if view.phase == PHASE_STRUGGLE:
            cards = [a.card for a in cast("list[PlayCard]", legal)]     # a struggle asks for cards only
            return PlayCard(rng.choices(cards, [1 + c for c in cards])[0])
        board = view.board
        best, best_v = legal[0], -math.inf
        for a in legal:
            if type(a) is Ally:
                v = 1.5 * len(board[a.dst]) if board[a.dst][-1] == NEUTRAL else 0.3
            elif type(a) is Struggle:
                v = len(board[a.dst]) + 0.8 * (len(board[a.src]) - len(board[a.dst])) - 1.0
            else:
                v = -0.5
            v += rng.gauss(0.0, self.noise)
            if v > best_v:
                best, best_v = a, v
        return best


# ---------------------------------------------------------------------------
# normal
# ---------------------------------------------------------------------------
class NormalPlayer:
    """One move of lookahead; struggles valued and played as matrix games."""

    def __init__(self, seed: int | None = None, evaluator: Evaluator | None = None):
        self.rng = random.Random(seed)
        self.ev = evaluator or Evaluator()

    def action_value(self, view: State, seat: int, action: Action) -> float:
        """The evaluator's margin for ``seat`` after ``action`` (struggles: the card game's value)."""
        c = view.clone()
        c.apply_trusted(seat, action)
        if c.phase == PHASE_STRUGGLE:
            return struggle_game(c, seat, self.ev, 120)[2]
        return self.ev.margin(c, seat)

    def choose(self, view: State, seat: int, cancel: threading.Event | None = None) -> Action:
        """The action of best one-move value (ties broken by the seeded generator)."""
        legal = view.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        if view.phase == PHASE_PLACE:
            return pick_placement(view, seat, self.rng, 0.3)
        if view.phase == PHASE_STRUGGLE:
            return pick_card(unpend(view), seat, self.ev, self.rng)
        scored = [(self.action_value(view, seat, a) + self.rng.random() * 1e-6, i) for i, a in enumerate(legal)]
        return legal[max(scored)[1]]


# ---------------------------------------------------------------------------
# hard
# ---------------------------------------------------------------------------
class CaesarHooks(Hooks):
    """Caesar knowledge for the search: greedy-ish playouts and a soft-max cut-off."""

    playout_depth = 4

    def __init__(self, evaluator: Evaluator | None = None):
        self.ev = evaluator or Evaluator()

    def candidates(self, state: GameState, seat: int, actions: list[Action]) -> list[Action]:
        """In a struggle only a few telling cards: the flag, the lowest, the highest and one near the need."""
        state = cast(State, state)          # the search runs on Caesar's states only
        if state.phase != PHASE_STRUGGLE or len(actions) <= 4:
            return actions
        cards = cast("list[PlayCard]", actions)     # a struggle asks for cards only
        hand = [a.card for a in cards]
        a, d, src, dst = state.duel
        gap = len(state.board[src]) - len(state.board[dst])
        need = -gap if seat == a else gap
        numbers = [c for c in hand if c != FLAG]
        keep = {numbers[0], numbers[-1], min(numbers, key=lambda c: (abs(c - 5 - need), c))}
        if FLAG in hand:
            keep.add(FLAG)
        return [act for act in cards if act.card in keep]

    def evaluate(self, state: GameState) -> list[float]:
        """Win chances from the static evaluation."""
        return self.ev.chances(cast(State, state))

    def playout_action(self, state: GameState, seat: int, actions: list[Action], rng: random.Random) -> Action:
        """Mostly greedy on the visible gain, sometimes random; cards lean to the middle."""
        state = cast(State, state)
        if len(actions) == 1:
            return actions[0]
        phase = state.phase
        if phase == PHASE_STRUGGLE:
            a, d, src, dst = state.duel
            gap = len(state.board[src]) - len(state.board[dst])
            hand = state.hands[seat]
            if rng.random() < 0.5:
                return rng.choice(actions)
            # the weaker side needs a big card; the stronger can afford a small one
            need = -gap if seat == a else gap
            target = max(1, min(9, 5 + need))
            return PlayCard(min(hand, key=lambda c: (abs(c - target) if c else 3, c)))
        if phase == PHASE_PLACE or rng.random() < 0.25:
            return rng.choice(actions)
        board = state.board
        best, best_v = actions[0], -math.inf
        for act in actions:
            if type(act) is Ally:
                st = board[act.dst]
                v = 2.0 * len(st) if st[-1] == NEUTRAL else 0.2
            elif type(act) is Struggle:
                ls, ld = len(board[act.src]), len(board[act.dst])
                v = ld + 1.2 * (ls - ld) - 0.5
            else:
                v = 0.0
            v += rng.random()
            if v > best_v:
                best, best_v = act, v
        return best


def outcome_chances(state: State) -> tuple[float, float, float, float]:
    """For the struggle pending or about to be: chances (attacker wins, defender wins, tie, void).

    Every card pair of the two public hands is taken as equally likely.
    """
    a, d, src, dst = state.duel
    ha, hd = state.hands[a], state.hands[d]
    gap = len(state.board[src]) - len(state.board[dst])
    win = lose = tie = void = 0
    for ca in ha:
        for cd in hd:
            if ca == FLAG or cd == FLAG:
                void += 1
            else:
                t = gap + ca - cd
                if t > 0:
                    win += 1
                elif t < 0:
                    lose += 1
                else:
                    tie += 1
    tot = float(len(ha) * len(hd))
    return win / tot, lose / tot, tie / tot, void / tot


def quick_struggle_value(state: State, seat: int, action: Struggle, ev: Evaluator) -> float:
    """A cheap value of ``seat``'s struggle: the evaluator's margin over the four results, by chance."""
    c = state.clone()
    c.apply_trusted(seat, action)
    if c.phase != PHASE_STRUGGLE:
        return ev.margin(c, seat)
    pw, pl, pt, pv = outcome_chances(c)
    a, d, src, dst = c.duel
    total = 0.0
    for p, kind in ((pw, 0), (pl, 1), (pt, 2), (pv, 3)):
        if p <= 0:
            continue
        r = c.clone()
        r.struggle, r.phase = None, PHASE_PLAY
        r.committed[a] = r.committed[d] = None
        b = r.board
        if kind == 0:
            b[dst], b[src] = b[dst] + b[src], ()
        elif kind == 1:
            b[src], b[dst] = b[src] + b[dst], ()
        elif kind == 2:
            b[src] = b[dst] = ()
        for s in (a, d):
            if not any(st and st[-1] == s for st in b):
                r.out[s] = True
        total += p * ev.margin(r, seat)
    return total


class OpponentModel:
    """How far from equilibrium each opponent chooses its cards, learnt from the struggles so far.

    An opponent's card is modelled as equilibrium play (of the card game as
    this player judges it) blended with a share ``u`` of uniform play. ``u``
    is unknown: a prior over :data:`UNIFORM_GRID` is updated, struggle by
    struggle, with the likelihood of the card the opponent really played
    (public once revealed, kept in ``state.fought``). A random player is
    found out after a card or two; an equilibrium player keeps ``u`` low.
    Nothing hidden is read: only revealed cards of finished struggles.
    """

    def __init__(self, ev: Evaluator, iterations: int = 200):
        self.ev = ev
        self.iterations = iterations
        self._cache: dict = {}

    def _likelihoods(self, fight, like: State, seat: int) -> tuple[float, ...]:
        """Per grid point, the chance of the card ``seat`` played in ``fight``."""
        key = (fight, seat)
        got = self._cache.get(key)
        if got is None:
            pos = fight.position(like)
            cards, strat, _ = struggle_game(pos, seat, self.ev, self.iterations)
            card = fight.cards[0] if seat == fight.struggle[0] else fight.cards[1]
            p_eq = strat[cards.index(card)]
            n = len(cards)
            got = tuple((1.0 - u) * p_eq + u / n + 1e-4 for u in UNIFORM_GRID)
            self._cache[key] = got
        return got

    def uniform_share(self, state: State, opponent: int) -> float:
        """The expected share ``u`` of uniform play in ``opponent``'s cards, given the struggles so far."""
        post = list(UNIFORM_PRIOR)
        for fight in state.fought:
            if opponent in fight.struggle[:2]:
                for i, lik in enumerate(self._likelihoods(fight, state, opponent)):
                    post[i] *= lik
                tot = sum(post)
                post = [p / tot for p in post]
        return sum(p * u for p, u in zip(post, UNIFORM_GRID))


def reply_mix(u: float) -> tuple[float, float]:
    """``(blend, nash_share)`` for a card game against an opponent with uniform share ``u``.

    The model of the opponent is its equilibrium blended with ``u`` of uniform
    play; this player keeps more of its own equilibrium the closer the
    opponent is to equilibrium (a best reply to a good player is exploitable).
    """
    return u, max(0.0, min(1.0, NASH_AT_ZERO - NASH_SLOPE * u))


class HardPlayer:
    """A search of the public position with the card games solved as matrix games.

    Caesar hides nothing but the card a seat has just chosen, so instead of
    sampling worlds the hard player searches the public position: each of its
    moves is answered by the opponent's best reply (its likeliest struggles
    valued as card games); then, ply by ply (:meth:`negamax`), deeper while the
    budget of judged positions lasts (a ply is used only when every move got
    it). Every struggle -- its own and those it considers -- is a simultaneous
    card game, solved for a mixed strategy and played against
    :class:`OpponentModel`'s picture of that opponent; the cards it plays are
    chosen on a card game whose every cell is valued after the opponent's
    best reply (:meth:`card_game`). With more than two players left it looks
    one ply ahead.
    """

    def __init__(self, seed: int | None = None, width: int = 64, seconds: float | None = None,
                 depth: int | None = None, budget: int | None = None,
                 full_lines: int | None = None, place_plies: int | None = None):
        """``width``: how many moves (best first by one ply) are searched deeper; ``depth``: the
        most plies after its own move; ``budget``: the positions it may judge (so a decision does
        not depend on the machine's speed); ``seconds``: a cap in processor time all the same;
        ``place_plies``: the set-up by :meth:`place` searched so deep (0: by the heuristic)."""
        self.rng = random.Random(seed)
        self.ev = WinEvaluator(full_lines=FULL_LINES if full_lines is None else full_lines,
                               tempo_weight=TEMPO_WEIGHT)
        self.model = OpponentModel(self.ev)
        self.width = width
        self.seconds = SEARCH_SECONDS if seconds is None else seconds
        self.depth = SEARCH_DEPTH if depth is None else depth
        self.budget = SEARCH_BUDGET if budget is None else budget
        self.place_plies = PLACE_PLIES if place_plies is None else place_plies
        self.nodes = 0
        self.limit = math.inf  # the positions judged at which the search checks its budget (:meth:`over_budget`)
        self.deadline = math.inf
        self.reached = 0      # the plies after its own move that the last turn's search finished

    def reply_value(self, state: State, seat: int, depth: int = 1, refine: int = REPLY_REFINE,
                    floor: float = -math.inf) -> float:
        """``seat``'s margin after the next player's best reply (``state`` has it to move),
        searched ``depth`` plies deep (:meth:`negamax`).

        The reply's struggles are first valued by even odds; the
        :data:`REPLY_REFINE` best of them again as card games. ``floor``: a value
        ``seat`` already has elsewhere; a result at or below it is only a bound (the
        search stops as soon as a reply shows the move is no better).
        """
        if state.phase == PHASE_OVER or state.current == seat:
            return self.ev.margin(state, seat)
        return -self.negamax(state, depth, -math.inf, -floor, refine)

    def negamax(self, state: State, depth: int, alpha: float, beta: float, refine: int = 0) -> float:
        """The value of ``state`` for the seat to move, ``depth`` plies deep (alpha-beta, two players).

        Alliances and passes are searched; a struggle is a leaf valued by
        :func:`quick_struggle_value`, the ``refine`` best of them as small card
        games (:meth:`reply_struggle_value`). Moves are tried best first by
        their one-ply value. Counts the positions it judges in ``self.nodes``.
        """
        ev = self.ev
        me = state.current
        if depth <= 0 or state.phase == PHASE_OVER:
            return ev.margin(state, me)
        if self.nodes > self.limit:
            self.over_budget()
        kids: list[tuple[float, State | None]] = []
        fights: list[tuple[float, Struggle]] = []
        for a in state.legal_actions(me):
            if type(a) is Struggle:
                fights.append((quick_struggle_value(state, me, a, ev), a))
            else:
                c = state.clone()
                c.apply_trusted(me, a)
                kids.append((ev.margin(c, me), c))
        self.nodes += len(kids) + 4 * len(fights)
        if refine and fights:
            fights.sort(key=lambda t: -t[0])
            fights = [(self.reply_struggle_value(state, me, a) if i < refine else v, a)
                      for i, (v, a) in enumerate(fights)]
        kids.extend((v, None) for v, _ in fights)
        kids.sort(key=lambda t: -t[0])
        if depth == 1:
            return kids[0][0]
        best = -math.inf
        for v, kid in kids:
            if kid is not None:
                v = -self.negamax(kid, depth - 1, -beta, -max(alpha, best))
            if v > best:
                best = v
                if best >= beta:
                    break
        return best

    def over_budget(self) -> None:
        """Called when :attr:`limit` positions are judged: raises :class:`OutOfBudget` if the
        turn's processor time is spent too (otherwise the limit moves on by a step)."""
        if self.nodes > self.budget or _clock() > self.deadline:
            raise OutOfBudget
        self.limit = min(self.budget, self.nodes + 500)

    def reply_struggle_value(self, state: State, seat: int, action: Struggle) -> float:
        """``seat``'s equilibrium value of starting ``action``, over a few telling cards a side."""
        return solve_matrix(_telling_payoff(state, seat, action, lambda r: self.ev.margin(r, seat)), 60)[2]

    def struggle_value(self, view: State, seat: int, action: Struggle, depth: int = 1) -> float:
        """The value of starting ``action``: a small card game whose cells see the reply
        (searched ``depth`` plies deep)."""
        payoff = _telling_payoff(view, seat, action, lambda r: self.reply_value(r, seat, depth))
        other = view.board[action.dst][-1]
        return play_matrix(payoff, 150, *reply_mix(self.model.uniform_share(view, other)))[1]

    def card_game(self, state: State, seat: int) -> list[list[float]]:
        """The pending struggle's card game for ``seat``: each pair of cards valued after the
        next player's best reply (:meth:`reply_value`), so a card is chosen for what the
        struggle leaves behind, not only for its outcome."""
        a = state.duel[0]
        other = state.duel[1] if seat == a else a
        rows = []
        for cm in state.hands[seat]:
            rows.append([self.reply_value(resolve_with(state, cm, co) if seat == a else resolve_with(state, co, cm),
                                          seat, 1, CARD_REFINE) for co in state.hands[other]])
        return rows

    def pick_card(self, state: State, seat: int, mix: tuple[float, float]) -> PlayCard:
        """A card drawn from the solved :meth:`card_game` (tiny weights dropped)."""
        strat, _ = play_matrix(self.card_game(state, seat), 400, *mix)
        weights = [p if p >= 0.04 else 0.0 for p in strat]
        if sum(weights) <= 0:
            weights = strat
        return PlayCard(self.rng.choices(state.hands[seat], weights)[0])

    def place(self, view: State, seat: int) -> Place:
        """The set-up square whose filled boards look best after a short search.

        The :data:`PLACE_CANDIDATES` best squares by :func:`placement_scores` are
        each tried: the rest of the set-up is completed by that heuristic
        (:data:`PLACE_SAMPLES` times, the opponent's squares with noise as normal
        places them), the neutrals filled, and the board judged by
        :meth:`board_value` (``place_plies`` plies).
        """
        scores = placement_scores(view, seat)
        cands = sorted(scores, key=lambda sq: (-scores[sq], sq))[:PLACE_CANDIDATES]
        rng = random.Random(self.rng.random())
        best, best_v = cands[0], -math.inf
        for sq in cands:
            total = 0.0
            for k in range(PLACE_SAMPLES):
                c = view.clone()
                c.apply_trusted(seat, Place(sq))
                while c.phase == PHASE_PLACE:
                    s = c.current
                    noise = PLACE_NOISE if (k and s != seat) else 0.0
                    c.apply_trusted(s, pick_placement(c, s, rng, noise))
                total += self.board_value(c, seat, self.place_plies)
            v = total / PLACE_SAMPLES + 0.01 * scores[sq]
            if v > best_v:
                best, best_v = sq, v
        return Place(best)

    def board_value(self, state: State, seat: int, plies: int) -> float:
        """``seat``'s margin of ``state`` searched ``plies`` plies deep (:meth:`negamax`)."""
        if state.phase == PHASE_OVER:
            return self.ev.margin(state, seat)
        v = self.negamax(state, plies, -math.inf, math.inf)
        return v if state.current == seat else -v

    def choose(self, view: State, seat: int, cancel: threading.Event | None = None) -> Action:
        """Placement by heuristic (or :meth:`place`), cards by the solved card game, turns by
        iterative deepening."""
        legal = view.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        rng = self.rng
        if view.phase == PHASE_PLACE:
            if self.place_plies <= 0 or len(view.in_game()) != 2:
                return pick_placement(view, seat, rng, 0.2)
            return self.place(view, seat)
        if view.phase == PHASE_STRUGGLE:
            attacker, defender = view.duel[:2]
            mix = reply_mix(self.model.uniform_share(view, defender if seat == attacker else attacker))
            return self.pick_card(unpend(view), seat, mix)
        ev = self.ev
        first = []
        for i, a in enumerate(legal):
            if type(a) is Struggle:
                v = quick_struggle_value(view, seat, a, ev)
            else:
                c = view.clone()
                c.apply_trusted(seat, a)
                v = ev.margin(c, seat)
            first.append((v + rng.random() * 1e-6, i))
        first.sort(reverse=True)
        if len(view.in_game()) != 2:
            return legal[first[0][1]]
        order = [i for _, i in first[: self.width]]
        noise = {i: rng.random() * 1e-6 for i in order}
        self.deadline = _clock() + self.seconds
        self.nodes = 0
        self.reached = 0
        best = legal[order[0]]
        try:
            for depth in range(1, self.depth + 1):
                if depth > 1 and self.nodes > self.budget * NEXT_PLY_SHARE:
                    break          # the next ply would cost several times what this one did
                # the first ply is always finished; a deeper one stops where the budget runs out
                self.limit = math.inf if depth == 1 else min(self.budget, self.nodes + 500)
                values: dict[int, float] = {}
                floor = -math.inf     # the best value of this ply so far: later moves need only beat it
                try:
                    for i in order:
                        if cancel is not None and cancel.is_set() and (values or depth > 1):
                            raise OutOfBudget
                        a = legal[i]
                        if type(a) is Struggle:
                            v = self.struggle_value(view, seat, a, depth)
                        else:
                            c = view.clone()
                            c.apply_trusted(seat, a)
                            v = self.reply_value(c, seat, depth, floor=floor if depth > 1 else -math.inf)
                        floor = max(floor, v)
                        values[i] = v + noise[i]
                except OutOfBudget:
                    # an unfinished ply: its first move was the last ply's best and every later
                    # one had only to beat the best before it, so the best of the moves it
                    # finished is better founded than the last ply's choice
                    if values:
                        best = legal[max(values, key=lambda i: (values[i], -order.index(i)))]
                    break
                order.sort(key=lambda i: -values.get(i, -math.inf))
                best = legal[order[0]]
                self.reached = depth
        finally:
            self.limit = math.inf
            self.deadline = math.inf
        return best


class OutOfBudget(Exception):
    """Raised inside :meth:`HardPlayer.negamax` when a turn's budget is spent (caught by
    :meth:`HardPlayer.choose`; never reaches a caller)."""


class MctsPlayer:
    """SO-ISMCTS with :class:`CaesarHooks` for turns (kept for comparison; weaker than :class:`HardPlayer`)."""

    def __init__(self, seed: int | None = None, iterations: int = 500, seconds: float = 1.2):
        self.rng = random.Random(seed)
        self.ev = Evaluator()
        self.search = Search(iterations=iterations, seconds=seconds, hooks=CaesarHooks(self.ev),
                             c=0.6, seed=self.rng.randrange(1 << 30))

    def choose(self, view: State, seat: int, cancel: threading.Event | None = None) -> Action:
        """Placement by heuristic, cards by the solved card game, turns by search."""
        legal = view.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        if view.phase == PHASE_PLACE:
            return pick_placement(view, seat, self.rng, 0.2)
        if view.phase == PHASE_STRUGGLE:
            return pick_card(unpend(view), seat, self.ev, self.rng, 400)
        return self.search.choose(unpend(view), seat, cancel)


def _telling_cards(state: State, seat: int) -> list[int]:
    """A few cards that span ``seat``'s choices in the pending struggle: flag, lowest, highest, the needed one."""
    hand = state.hands[seat]
    numbers = [c for c in hand if c != FLAG]
    if not numbers:
        return list(hand)
    a, d, src, dst = state.duel
    gap = len(state.board[src]) - len(state.board[dst])
    need = -gap if seat == a else gap
    keep = {numbers[0], numbers[-1], min(numbers, key=lambda c: (abs(c - 5 - need), c))}
    if FLAG in hand:
        keep.add(FLAG)
    return sorted(keep)


def _telling_payoff(state: State, seat: int, action: Struggle, cell) -> list[list[float]]:
    """``seat`` starts ``action``; ``cell(result)`` for each pair of the two sides' telling cards."""
    c = state.clone()
    c.apply_trusted(seat, action)
    mine, theirs = _telling_cards(c, seat), _telling_cards(c, c.duel[1])
    return [[cell(resolve_with(c, cm, co)) for co in theirs] for cm in mine]


def make_player(level: str, seed: int | None = None):
    """A computer player: ``easy``, ``normal`` or ``hard``."""
    return by_level({"easy": EasyPlayer, "normal": NormalPlayer, "hard": HardPlayer, "mcts": MctsPlayer}, level, seed)
