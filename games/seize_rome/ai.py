"""Computer players of CAESAR! (Seize Rome).

One evaluation, three ways of using it:

- :func:`evaluate` rates a position for a seat (positive: good for it). It
  counts the markers placed (the race itself), the provinces still open
  (who is likely to win each, what winning it is worth: its spaces plus a
  border marker towards each neighbour that seat already holds face up),
  who may close a province that lacks one token (the seat to move, if a token
  of theirs fits the space — for a hidden screen, a chance estimated from the
  unseen tokens), the Senate tokens held, the bonuses waiting to be used and
  how many free spaces the seat's own tokens fit (a seat that cannot place
  loses). It reads only what the view shows.
- the **easy** player places greedily after one ply of that evaluation, with
  noise, and uses every bonus it can;
- the **normal** player plays out its own turn for each placement (closings,
  Senate, Might, Tactics) before evaluating it, and picks Might targets and
  Centurion tokens by the evaluation;
- the **hard** player looks two plies ahead over determinizations of its view
  (the opponent's screen and both bags dealt again from the unseen tokens):
  for each of its best placements it plays its turn, draws, lets the
  opponent answer with the normal player's best placement and rates the
  result; the average over the worlds decides.

Every player reads only the view it is given and its own seeded generator.

>>> from games.seize_rome.rules import new_game
>>> s = new_game(2, 1, {"expansions": "base"})
>>> a = make_player("normal", 1).choose(s.view_for(0), 0)
>>> a in s.legal_actions(0)
True
"""
from __future__ import annotations

import math
import random
import threading
import time
from typing import cast

from ..core.actions import Action
from ..core.players import by_level
from ..core.chance import CHANCE, sample
from ..core.caches import kept
from .rules import HIDDEN, Bonus, Place, State, TakeCenturion, influence_tokens
from .topology import load_topology

# ----------------------------------------------------------------------------
# the board, read on first use

class _Board:
    """The board's tables the evaluation reads in its loops (plain dicts, made once)."""

    __slots__ = ("border_ids", "pborders", "pspaces", "bicon", "next")

    def __init__(self):
        topo = load_topology()
        self.border_ids = topo.border_ids
        self.pborders = {p.id: p.borders for p in topo.provinces}
        self.pspaces = {p.id: len(p.spaces) for p in topo.provinces}
        self.bicon = {b.id: b.icon for b in topo.borders}
        #: per province: (neighbour, border between them)
        self.next = {p.id: tuple((n, topo.between(p.id, n).id) for n in p.neighbours) for p in topo.provinces}


_BOARD: dict[str, _Board] = kept("seize_rome.ai.board")


def _board() -> _Board:
    """The board's tables, made on first use (not when this module is imported)."""
    b = _BOARD.get("board")
    if b is None:
        b = _BOARD["board"] = _Board()
    return b


_ICONS = ("sword", "shield", "ship")

#: what an unused bonus is worth to the seat that holds it (in markers)
BONUS_WORTH = {"senate": 0.6, "tactics": 1.0, "might": 0.8, "wealth": 0.35, "poison": 0.5, "centurion": 0.4}
#: the order in which the players use the bonuses they took
_BONUS_ORDER = ("senate", "might", "poison", "tactics", "centurion", "wealth")

WIN = 100.0


# ----------------------------------------------------------------------------
# what each seat could put on a space

def _reach(state: State, seat: int) -> dict[str, tuple[float, float]]:
    """Per icon: (chance that ``seat`` holds a token fitting it, the best value it would show).

    A known screen gives certainties; a hidden one (``"?"``) is estimated from
    the unseen tokens of that seat (the Centurion tokens on it are public).
    """
    hand = state.hands[seat]
    toks = influence_tokens()
    known = [toks[c] for c in hand if c != HIDDEN]
    n_hidden = len(hand) - len(known)
    out = {}
    pool = state.unseen[seat] if n_hidden else None
    for icon in _ICONS:
        best = 0
        for t in known:
            if icon in t.fits and t.hi > best:
                best = t.hi
        if best:
            out[icon] = (1.0, float(best))
            continue
        if n_hidden and pool:
            fit = [toks[c].hi for c in pool if icon in toks[c].fits]
            if fit:
                q = len(fit) / len(pool)
                out[icon] = (1.0 - (1.0 - q) ** n_hidden, sum(fit) / len(fit) + 0.5)
                continue
        out[icon] = (0.0, 0.0)
    return out


def mobility(state: State, seat: int) -> int:
    """How many free border spaces some token behind ``seat``'s screen fits (its own view).

    >>> from games.seize_rome.rules import new_game
    >>> 0 < mobility(new_game(2, 1, {}), 0) <= 30
    True
    """
    icons: set[str] = set()
    for c in state.hands[seat]:
        if c != HIDDEN:
            icons |= influence_tokens()[c].fits
    if not icons:
        return 0
    bicon = _board().bicon
    return sum(1 for bid, icon in bicon.items() if bid not in state.tokens and icon in icons)


def _sig(x: float) -> float:
    if x > 30:
        return 1.0
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


def next_mover(state: State) -> int:
    """The seat that places next (the active one again after Tactics)."""
    if state.phase == "place":
        return state.turn
    return state.turn if state.extra_turn else 1 - state.turn


def evaluate(state: State, seat: int) -> float:
    """The position's worth to ``seat`` in markers (its side minus the other's);
    ``±WIN`` once decided. Reads only what ``state`` shows (a view is enough).

    >>> from games.seize_rome.rules import new_game
    >>> s = new_game(2, 1, {})
    >>> abs(evaluate(s, 0) + evaluate(s, 1)) < 1e-9
    True
    """
    if state.winner is not None:
        return WIN if state.winner == seat else -WIN
    opp = 1 - seat
    v = float(state.markers[opp] - state.markers[seat])
    mover = next_mover(state)
    v = _provinces_term(state, seat, mover, v)
    # Senate tokens: each raises what the next Senate gives
    v += 0.45 * (state.senates[seat] - state.senates[opp])
    # bonuses waiting for the active seat
    sgn = 1 if state.turn == seat else -1
    for kind, prov, _ in state.pending:
        w = BONUS_WORTH[kind]
        if kind == "senate" and prov and state.controller(prov) == state.turn:
            w += state.senates[state.turn] + 1
        v += sgn * w
    if state.extra_turn:
        v += sgn * 0.8
    # tokens to place, and the spaces they fit
    v += 0.15 * (len(state.hands[seat]) - len(state.hands[opp]))
    v += _hand_term(state, seat, mover) - _hand_term(state, opp, mover)
    if state.phase == "set_aside":
        v += sgn * 0.6
    if state.poison:
        lost = screen_risk(state)
        v += EMPTIED * (lost[opp] - lost[seat])
    return v


def _held(state: State) -> dict[str, int]:
    """Who holds each closed province face up (for border-marker chains)."""
    held: dict[str, int] = {}
    spaces = state.spaces
    for pid in state.closed:
        sp = spaces[pid]
        e = sp[0]
        if e is not None and all(x is not None and x[0] == e[0] and x[1] for x in sp):
            held[pid] = e[0]
    return held


def _provinces_term(state: State, seat: int, mover: int, v: float) -> float:
    """``v`` plus the open provinces' worth to ``seat``: each one's chance of going ``seat``'s
    way times the markers it brings (its spaces and the border markers it would chain)."""
    board = _board()
    opp = 1 - seat
    reach = (_reach(state, 0), _reach(state, 1))
    tokens = state.tokens
    held = _held(state)
    for pid, borders in board.pborders.items():
        if pid in state.closed:
            continue
        inf = [0, 0]
        free = []
        for bid in borders:
            t = tokens.get(bid)
            if t is None:
                free.append(bid)
            elif not t[3]:
                tok = influence_tokens()[t[1]]
                inf[t[0]] += tok.hi if t[2] == pid else tok.lo
        lead = inf[seat] - inf[opp]
        f = len(free)
        if f == 1:
            # the mover may close it now with their best fitting token
            p_fit, hi = reach[mover][board.bicon[free[0]]]
            lead_m = lead if mover == seat else -lead
            p_win_if = _sig((lead_m + hi - 0.5) * 1.2)
            p_m = p_fit * max(p_win_if, _sig(lead_m * 0.5)) + (1 - p_fit) * _sig((lead_m - 2.5) * 0.6)
            p_me = p_m if mover == seat else 1.0 - p_m
        else:
            tempo = 0.8 if mover == seat else -0.8
            p_me = _sig((lead + tempo) / (1.2 * f + 0.8))
        w_me = w_op = board.pspaces[pid]
        for n, bid in board.next[pid]:
            if bid in state.covers:
                continue
            h = held.get(n)
            if h == seat:
                w_me += 1
            elif h == opp:
                w_op += 1
        # a province far from closing counts a little less (much can change)
        damp = 1.0 if f <= 1 else 0.85 if f == 2 else 0.7
        v += damp * (p_me * w_me - (1.0 - p_me) * w_op)
        bonus = state.bonuses.get(pid)
        if bonus and f == 1:
            v += 0.5 * BONUS_WORTH[bonus] * (1 if mover == seat else -1)
    return v


#: what a screen emptied by Poison costs, in markers (a loss at the start of that seat's turn)
EMPTIED = 30.0
#: how much of the later Poison threat (provinces not closable next) counts: much can change
LATER = 0.3


def screen_when_foe_plays(state: State, s: int) -> int:
    """How many tokens ``s`` will hold behind the screen when the other seat next plays: its
    placement still to come takes one, its one draw of the turn gives one back (if its bag
    holds any). Auto-Crassus on his own turn: a large number (his row is refilled first)."""
    h = len(state.hands[s])
    if state.turn != s or state.winner is not None:
        return h
    if s == state.crassus:
        return 99
    if state.phase == "place":
        h -= 1
    if state.phase in ("draw", "wealth"):
        return h + 1
    if state.stage in ("place", "set_aside", "close", "bonus", "bc_bonus", "draw") and not state.skip_draw \
            and len(state.bags[s]):
        h += 1
    if any(k == "wealth" for k, _, _ in state.pending) and len(state.bags[s]) > 1:
        h += 1
    return h


def poison_threats(state: State, s: int) -> tuple[list[float], list[float]]:
    """The Poison tokens the other seat may take before ``s`` next starts a turn, each with its
    chance (one already taken, or waiting to be drawn from: sure; a province one space from
    closing: the chance its token fits; two spaces from closing: Auto-Crassus's tiles that
    place twice), and the ones further off (a chance each)."""
    o = 1 - s
    now: list[float] = []
    later: list[float] = []
    if state.turn == o and (state.phase == "poison" or any(k == "poison" for k, _, _ in state.pending)):
        now.append(1.0)
    board = _board()
    reach = None
    placing = state.turn == s or state.phase in ("place", "command") or state.extra_turn \
        or "resolve" in (state.steps or ())         # (it places before s again: Auto-Crassus, his tile's steps)
    for pid, kind in state.bonuses.items():
        if kind != "poison" or pid in state.closed:
            continue
        free = [b for b in board.pborders[pid] if b not in state.tokens]
        if len(free) == 1 and placing:
            reach = reach or _reach(state, o)
            p = reach[board.bicon[free[0]]][0]
            if o == state.crassus:
                p = max(p, 0.5) * 0.9      # (he draws to his row first, and his rules choose)
            now.append(p)
        elif len(free) == 2 and placing and o == state.crassus:
            now.append(0.2)                # (a tile that resolves twice can fill both)
        else:
            later.append(0.4)
    return now, later


def _at_least(ps: list[float], k: int) -> float:
    """The chance that at least ``k`` of independent events with chances ``ps`` happen."""
    if k <= 0:
        return 1.0
    dist = [1.0]
    for p in ps:
        nxt = [0.0] * (len(dist) + 1)
        for i, q in enumerate(dist):
            nxt[i] += q * (1 - p)
            nxt[i + 1] += q * p
        dist = nxt
    return sum(dist[k:])


def screen_risk(state: State) -> tuple[float, float]:
    """Per seat, the chance that Poison empties its screen before the start of its turn, which
    loses the game (one draw a turn: a token the other seat's Poison takes is not replaced); the
    threat further off counts for :data:`LATER` of its chance. Zero without Poison.

    >>> from games.seize_rome.rules import new_game
    >>> screen_risk(new_game(2, 1, {"expansions": "poison"}))
    (0.0, 0.0)
    """
    if not state.poison or state.winner is not None:
        return (0.0, 0.0)
    if state.phase != "poison" and "poison" not in state.bonuses.values() \
            and not any(k == "poison" for k, _, _ in state.pending):
        return (0.0, 0.0)           # (no Poison left to take: nothing to count)
    out = []
    for s in (0, 1):
        h = screen_when_foe_plays(state, s)
        now, later = poison_threats(state, s)
        p_now = _at_least(now, h)
        p_all = _at_least(now + later, h)
        out.append(min(1.0, p_now + LATER * max(0.0, p_all - p_now)))
    return out[0], out[1]


def _hand_term(state: State, s: int, mover: int) -> float:
    """How well ``s``'s own tokens fit the free spaces (0 for a screen the state hides)."""
    hand = state.hands[s]
    if any(c == HIDDEN for c in hand):
        return 0.0
    m = mobility(state, s)
    if m == 0:
        return -8.0 if mover == s else -2.0
    return 0.03 * min(m, 15)


# ----------------------------------------------------------------------------
# the active seat's own choices after placing

def bonus_choice(state: State, seat: int, smart: bool = True) -> Action:
    """The bonus to use next (the player's fixed order), a Might target or a Centurion token.

    ``smart`` picks Might targets and Centurion tokens by :func:`evaluate`; else the first.
    """
    legal = state.legal_actions(seat)
    ph = state.phase
    if ph == "might":
        if not smart:
            return legal[0]
        return max(legal, key=lambda a: _after(state, seat, a))
    if ph == "centurion":
        bicon = _board().bicon
        takes = cast("list[TakeCenturion]", legal)     # this phase asks for a Centurion token only
        return max(takes, key=lambda a: sum(1 for bid, icon in bicon.items() if bid not in state.tokens
                                            and icon in influence_tokens()[a.token].fits))
    uses = [a for a in cast("list[Bonus]", legal) if a.use]      # the bonus phase asks for bonuses only
    if uses:
        return min(uses, key=lambda a: _BONUS_ORDER.index(a.kind))
    return legal[0]


def _after(state: State, seat: int, action: Action) -> float:
    c = state.clone()
    c.apply_trusted(seat, action)
    return evaluate(c, seat)


def finish_own(state: State, seat: int, smart: bool = True) -> State:
    """Play ``seat``'s bonus decisions in place until chance or the other seat must act."""
    while state.winner is None and state.turn == seat and state.phase in ("bonus", "might", "centurion"):
        state.apply_trusted(seat, bonus_choice(state, seat, smart))
    return state


def rate_place(view: State, seat: int, action: Place, smart: bool = True) -> float:
    """The worth of a placement: its turn played out (bonuses), then :func:`evaluate`."""
    c = view.clone()
    c.apply_trusted(seat, action)
    if smart:
        finish_own(c, seat, True)
    return evaluate(c, seat)


# ----------------------------------------------------------------------------
# players

class EasyPlayer:
    """One ply of the evaluation with noise; uses every bonus, the first Might target."""

    def __init__(self, seed: int | None = None, noise: float = 1.2):
        self.rng = random.Random(seed)
        self.noise = noise

    def choose(self, view: State, seat: int, cancel: threading.Event | None = None) -> Action:
        """A noisy greedy placement, or a bonus choice."""
        if view.phase != "place":
            return bonus_choice(view, seat, smart=False)
        legal = cast("list[Place]", view.legal_actions(seat))     # the place phase asks for placements only
        rng = self.rng
        return max(legal, key=lambda a: rate_place(view, seat, a, smart=False) + rng.gauss(0.0, self.noise))


class NormalPlayer:
    """The best placement after playing out its own turn; bonuses by the evaluation."""

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)

    def choose(self, view: State, seat: int, cancel: threading.Event | None = None) -> Action:
        """The placement :func:`rate_place` likes most, or a bonus choice."""
        if view.phase != "place":
            return bonus_choice(view, seat)
        return best_places(view, seat, 1)[0]


def best_places(state: State, seat: int, k: int) -> list[Place]:
    """The ``k`` placements :func:`rate_place` likes most (stable order on ties)."""
    legal = cast("list[Place]", state.legal_actions(seat))     # called in the place phase only
    scored = sorted(((rate_place(state, seat, a), i) for i, a in enumerate(legal)), key=lambda x: (-x[0], x[1]))
    return [legal[i] for _, i in scored[:k]]


def _chance(state: State, rng: random.Random) -> None:
    while state.to_act() == (CHANCE,):
        state.apply_trusted(CHANCE, sample(state.chance_outcomes(), rng))


def _reply_value(world: State, seat: int, rng: random.Random, width: int) -> float:
    """``seat``'s evaluation after the other seat answers with its best greedy placement
    (its screen is known in ``world``, a determinization)."""
    _chance(world, rng)
    if world.winner is not None or world.turn == seat:
        return evaluate(world, seat)
    opp = world.turn
    legal = world.legal_actions(opp)
    best_v, best_s = None, None
    for a in legal:
        c = world.clone()
        c.apply_trusted(opp, a)
        finish_own(c, opp, False)
        v = evaluate(c, opp)
        if best_v is None or v > best_v:
            best_v, best_s = v, c
    if best_s is None:
        return evaluate(world, seat)
    return evaluate(best_s, seat)


#: the clock of hard's cap on a decision: processor time (a test may replace it)
_clock = time.process_time


class HardPlayer:
    """Two plies over determinizations: its best placements, each answered by the
    opponent's best greedy reply in worlds dealt from the unseen tokens."""

    def __init__(self, seed: int | None = None, width: int = 6, worlds: int = 10, seconds: float = 1.2):
        self.rng = random.Random(seed)
        self.width = width
        self.worlds = worlds
        self.seconds = seconds
        #: the worlds the last decision searched
        self.last_worlds = 0

    def choose(self, view: State, seat: int, cancel: threading.Event | None = None) -> Action:
        """The candidate with the best average value over the worlds (time-bounded)."""
        if view.phase != "place":
            return bonus_choice(view, seat)
        cands = best_places(view, seat, self.width)
        if len(cands) == 1:
            return cands[0]
        totals = self.weigh(view, seat, cands, cancel)
        best = max(range(len(cands)), key=lambda i: (totals[i], -i))
        return cands[best]

    def weigh(self, view: State, seat: int, cands: list, cancel: threading.Event | None = None) -> list[float]:
        """Each candidate placement's worth over the worlds (its turn played out, then the
        other seat's best greedy reply), as the mean over the worlds searched (time-bounded)."""
        t0 = _clock()
        totals = [0.0] * len(cands)
        n = 0
        for _ in range(self.worlds):
            if cancel is not None and cancel.is_set():
                break
            if n and _clock() - t0 > self.seconds:
                break
            world = view.determinize(seat, self.rng)
            seed = self.rng.randrange(1 << 30)
            for i, a in enumerate(cands):
                w = world.clone()
                w.apply_trusted(seat, a)
                finish_own(w, seat, True)
                totals[i] += _reply_value(w, seat, random.Random(seed), self.width)
            n += 1
        self.last_worlds = n
        return [t / max(1, n) for t in totals]


def make_player(level: str, seed: int | None = None):
    """A computer player: ``easy``, ``normal`` or ``hard``."""
    return by_level({"easy": EasyPlayer, "normal": NormalPlayer, "hard": HardPlayer}, level, seed)
