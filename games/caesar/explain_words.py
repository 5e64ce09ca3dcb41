"""Caesar: what a move does and what set it apart from the next best, in a player's words, read
from the mover's view alone (the sentences of :mod:`games.caesar.explain`).

Every name in these sentences is a parameter taken from the view, so a test can check it against
the board: squares (``square``, ``src``, ``dst``, ``own``, ``foe``, ``at``, ``by``) by their log
names A1-E5, stack sizes (``n``, ``m``, ``t``: counters), the cards (``card``, ``alt``, ``best``)
by :func:`~games.caesar.components.card_msg`, and seats (``seat2``) by their names.

>>> from games.caesar.tests.test_caesar_rules import position
>>> s = position([". . . . .", ". 0 . n1 .", ". n . . .", ". . . . .", ". . . . ."])
>>> facts = Facts(s.view_for(0), 0)
>>> what(facts, Ally(6, 11)).render("en")
'takes the neutral stack of 1 on B3 with its single counter from B2: 2 counters of its own there'
"""
from __future__ import annotations

from typing import cast

from ..core.text import Msg
from .ai_eval import WinEvaluator
from .ai_struggle import solve_matrix
from .components import FLAG, NEUTRAL, RAYS, card_msg, square_name
from .rules import Ally, Pass, Place, PlayCard, State, Struggle

WHY = "caesar.why."
#: the equilibrium of a cheap card game (cells valued by the evaluator alone): its iterations
GAME_ITERATIONS = 120
#: a standing threat: the enemy's share of card pairs that win it the struggle, at least
THREAT_SHARE = 0.5


def pct(p: float) -> int:
    """A chance as a whole number of times in a hundred."""
    return int(round(100 * max(0.0, min(1.0, p))))


def sides(view: State, seat: int) -> tuple[int, int, int, int, int]:
    """In the pending struggle: ``(other seat, own strength, other strength, own square, other's)``."""
    a, d, src, dst = view.duel
    if seat == a:
        return d, len(view.board[src]), len(view.board[dst]), src, dst
    return a, len(view.board[dst]), len(view.board[src]), dst, src


def pair_share(gap: int, mine: tuple, theirs: tuple) -> float:
    """The share of card pairs (all equally likely) that win a struggle begun ``gap`` counters
    stronger: a flag on either side voids it, equal totals remove both stacks."""
    if not mine or not theirs:
        return 0.0
    won = sum(1 for c in mine for o in theirs if c != FLAG and o != FLAG and gap + c > o)
    return won / (len(mine) * len(theirs))


class Facts:
    """What the view shows about ``seat``'s choices: the odds of struggles as both sides would play
    their cards, the threats to its stacks, the alliances left (computed when asked, then kept)."""

    def __init__(self, view: State, seat: int, ev: WinEvaluator | None = None):
        self.view, self.seat = view, seat
        self.ev = ev or WinEvaluator()
        self._games: dict = {}

    def card_game(self, state: State) -> tuple[tuple, tuple, list[float], list[float], list[list[float]]]:
        """The pending struggle of ``state`` from ``self.seat``'s side as a cheap card game:
        ``(own cards, other cards, own mix, other mix, payoff)`` at equilibrium."""
        key = (tuple(state.board), state.duel)
        got = self._games.get(key)
        if got is None:
            seat = self.seat
            a = state.duel[0]
            other = sides(state, seat)[0]
            mine, theirs = state.hands[seat], state.hands[other]
            payoff = []
            for cm in mine:
                row = []
                for co in theirs:
                    res = _resolved(state, cm, co) if seat == a else _resolved(state, co, cm)
                    row.append(self.ev.margin(res, seat))
                payoff.append(row)
            sr, sc, _ = solve_matrix(payoff, GAME_ITERATIONS)
            got = self._games[key] = (mine, theirs, sr, sc, payoff)
        return got

    def card_wins(self, state: State, card: int) -> float:
        """The chance that ``card`` wins the pending struggle against the other side's cards as
        it would play them (the cheap game's equilibrium)."""
        if card == FLAG:
            return 0.0
        mine, theirs, _sr, sc, _p = self.card_game(state)
        _o, me, them, _s, _t = sides(state, self.seat)
        return sum(q for o, q in zip(theirs, sc) if o != FLAG and me + card > them + o)

    def struggle_wins(self, action: Struggle) -> float:
        """The chance that ``self.seat`` wins the struggle ``action`` as both sides would play."""
        c = self.view.clone()
        c.apply_trusted(self.seat, action)
        _mine, _theirs, sr, _sc, _p = self.card_game(c)
        return sum(p * self.card_wins(c, card) for card, p in zip(c.hands[self.seat], sr))

    def threat(self, state: State) -> tuple[int, int, int, int, int] | None:
        """The worst struggle another seat could start against ``self.seat``'s stacks in
        ``state``: ``(seat, its square, target square, its counters, target counters)``, when it
        wins at least :data:`THREAT_SHARE` of the card pairs; ``None`` otherwise."""
        seat, board = self.seat, state.board
        best = None
        for o in state.in_game():
            if o == seat:
                continue
            for f in cast("list[Struggle]", state.moves_of(o)[1]):
                if board[f.dst][-1] != seat:
                    continue
                n, m = len(board[f.src]), len(board[f.dst])
                share = pair_share(n - m, state.hands[o], state.hands[seat])
                if share >= THREAT_SHARE and (best is None or (m, share) > best[0]):
                    best = ((m, share), (o, f.src, f.dst, n, m))
        return best[1] if best else None

    def after(self, action) -> State:
        """The view after ``action`` (a struggle: declared, its cards not yet chosen)."""
        c = self.view.clone()
        c.apply_trusted(self.seat, action)
        return c


def _resolved(state: State, attacker_card: int, defender_card: int) -> State:
    """``state`` after its pending struggle is fought with these two cards (a copy)."""
    from .ai_struggle import resolve_with
    return resolve_with(state, attacker_card, defender_card)


def allies_left(state: State, seat: int) -> int:
    """The alliances ``seat`` could make in ``state``."""
    return len(state.moves_of(seat)[0])


def gain(view: State, action) -> int:
    """The neutral counters ``action`` takes (an alliance onto a neutral stack)."""
    if type(action) is Ally and view.board[action.dst][-1] == NEUTRAL:
        return len(view.board[action.dst])
    return 0


# ---------------------------------------------------------------------------
# what a move does
# ---------------------------------------------------------------------------
def neighbours(view: State, square: int, seat: int) -> tuple[list[int], int, list[int]]:
    """Next to ``square``: ``seat``'s counters, the empty squares, other players' counters."""
    own, empty, foes = [], 0, []
    for ray in RAYS[square]:
        nb = ray[0]
        st = view.board[nb]
        if not st:
            empty += 1
        elif st[-1] == seat:
            own.append(nb)
        elif st[-1] != NEUTRAL:
            foes.append(nb)
    return own, empty, foes


def _what_place(view: State, seat: int, square: int) -> Msg:
    own, empty, foes = neighbours(view, square, seat)
    p = {"square": square_name(square)}
    if own:
        return Msg(WHY + "place_own", {**p, "own": square_name(own[0])})
    if empty >= 2:
        return Msg(WHY + "place_open", {**p, "n": empty})
    if foes:
        return Msg(WHY + "place_facing", {**p, "seat2": view.board[foes[0]][-1], "foe": square_name(foes[0])})
    return Msg(WHY + "place_edge", {**p, "n": len(RAYS[square])})


def _what_ally(facts: Facts, a: Ally) -> Msg:
    view = facts.view
    n, m = len(view.board[a.src]), len(view.board[a.dst])
    p = {"n": n, "m": m, "t": n + m, "src": square_name(a.src), "dst": square_name(a.dst)}
    if view.board[a.dst][-1] == NEUTRAL:
        return Msg(WHY + "ally_neutral", p)
    risk = facts.threat(view)
    if risk is not None and risk[2] == a.src and facts.threat(facts.after(a)) != risk:
        return Msg(WHY + "ally_rescue", {**p, "seat2": risk[0], "foe": square_name(risk[1]), "k": risk[3]})
    return Msg(WHY + "ally_own", p)


def _what_struggle(facts: Facts, a: Struggle) -> Msg:
    view, seat = facts.view, facts.seat
    n, m = len(view.board[a.src]), len(view.board[a.dst])
    p = {"seat2": view.board[a.dst][-1], "n": n, "m": m, "t": n + m, "src": square_name(a.src),
         "dst": square_name(a.dst), "p": pct(facts.struggle_wins(a))}
    if not view.moves_of(seat)[0]:
        return Msg(WHY + "struggle_forced", p)
    return Msg(WHY + "struggle", p)


def _what_card(facts: Facts, card: int) -> Msg:
    view, seat = facts.view, facts.seat
    other, me, them, at, _by = sides(view, seat)
    p = {"card": card_msg(card), "seat2": other}
    if card == FLAG:
        return Msg(WHY + "card_flag", {**p, "n": me, "at": square_name(at)})
    numbers = [o for o in view.hands[other] if o != FLAG]
    t = me + card
    if not numbers or t > them + numbers[-1]:
        return Msg(WHY + "card_sure", {**p, "t": t, "u": them + (numbers[-1] if numbers else 0)})
    rest = [c for c in view.hands[seat] if c not in (card, FLAG)]
    if t < them + numbers[0] and rest and max(rest) > card:
        return Msg(WHY + "card_cheap", {**p, "t": t, "u": them + numbers[0], "best": card_msg(max(rest))})
    k = next(o for o in numbers if them + o >= t)
    return Msg(WHY + "card_odds", {**p, "t": t, "alt": card_msg(k)})


def what(facts: Facts, action) -> Msg:
    """What ``action`` of ``facts.seat`` achieves, with the squares, stacks and cards it concerns."""
    view, seat = facts.view, facts.seat
    kind = type(action)
    if kind is Place:
        return _what_place(view, seat, action.square)
    if kind is Ally:
        return _what_ally(facts, action)
    if kind is Struggle:
        return _what_struggle(facts, action)
    if kind is PlayCard:
        return _what_card(facts, action.card)
    k = allies_left(view, seat)
    if k == 0:
        return Msg(WHY + "pass_stuck")
    return Msg(WHY + "pass", {"n": k})


def act(action) -> Msg:
    """A short name of ``action`` for the sentence that sets a move against it."""
    kind = type(action)
    if kind is Place:
        return Msg(WHY + "act.place", {"square": square_name(action.square)})
    if kind is Ally:
        return Msg(WHY + "act.ally", {"src": square_name(action.src), "dst": square_name(action.dst)})
    if kind is Struggle:
        return Msg(WHY + "act.struggle", {"src": square_name(action.src), "dst": square_name(action.dst)})
    if kind is PlayCard:
        return card_msg(action.card)
    assert kind is Pass, action
    return Msg(WHY + "act.pass")


# ---------------------------------------------------------------------------
# what set it apart from the next best
# ---------------------------------------------------------------------------
def versus_place(view: State, seat: int, square: int, alt: int) -> Msg | None:
    """Why ``square`` rather than the next best square ``alt`` (``None``: nothing concrete)."""
    own, empty, foes = neighbours(view, square, seat)
    own_b, empty_b, foes_b = neighbours(view, alt, seat)
    name = square_name(alt)
    if len(foes_b) > len(foes):
        return Msg(WHY + "vs_place_foe", {"alt": name, "seat2": view.board[foes_b[0]][-1],
                                          "foe": square_name(foes_b[0])})
    if len(own) > len(own_b):
        if not own_b:
            return Msg(WHY + "vs_place_alone", {"alt": name})
        return Msg(WHY + "vs_place_own", {"alt": name, "n": len(own_b)})
    if empty > empty_b:
        return Msg(WHY + "vs_place_open", {"alt": name, "n": empty_b})
    if len(RAYS[alt]) > len(RAYS[square]):
        return Msg(WHY + "vs_place_edge", {"alt": name, "n": len(RAYS[alt])})
    return None


def versus_card(facts: Facts, card: int, alt: int) -> Msg | None:
    """Why ``card`` rather than the next best card ``alt`` (``None``: nothing concrete)."""
    view = facts.view
    p, q = facts.card_wins(view, card), facts.card_wins(view, alt)
    name = card_msg(alt)
    if alt == FLAG:
        return Msg(WHY + "vs_flag", {"p": pct(p)})
    if card == FLAG:
        return Msg(WHY + "vs_flag_saves", {"alt": name, "p": pct(q)}) if q < 0.5 else None
    if alt > card:
        if pct(q) <= pct(p):
            return Msg(WHY + "vs_higher_same", {"alt": name})
        return Msg(WHY + "vs_higher", {"alt": name, "p": pct(q), "q": pct(p)})
    if pct(q) < pct(p):
        return Msg(WHY + "vs_lower", {"alt": name, "p": pct(q), "q": pct(p)})
    return None


def versus_move(facts: Facts, a, b, chances: tuple[float, float]) -> Msg | None:
    """Why the move ``a`` rather than the next best ``b`` (``chances``: the chance to win after
    each by the computer's first look)."""
    view, seat = facts.view, facts.seat
    alt = act(b)
    if type(b) is Struggle:
        q = facts.struggle_wins(b)
        if q < 0.5:
            return Msg(WHY + "vs_odds", {"alt": alt, "p": pct(q)})
    risk_b = facts.threat(facts.after(b)) if type(b) is not Struggle else None
    risk_a = facts.threat(facts.after(a)) if type(a) is not Struggle else None
    if risk_b is not None and (risk_a is None or risk_a[4] < risk_b[4]):
        o, src, dst, n, m = risk_b
        return Msg(WHY + "vs_exposed", {"alt": alt, "seat2": o, "m": m, "at": square_name(dst), "n": n,
                                        "by": square_name(src)})
    if gain(view, a) > gain(view, b):
        return Msg(WHY + "vs_gain", {"alt": alt, "n": gain(view, b), "m": gain(view, a)})
    if type(a) is Struggle and type(b) is not Struggle:
        return Msg(WHY + "vs_now", {"alt": alt, "p": pct(facts.struggle_wins(a))})
    left_a = allies_left(facts.after(a), seat) if type(a) is not Struggle else None
    left_b = allies_left(facts.after(b), seat) if type(b) is not Struggle else None
    if left_a is not None and left_b is not None and left_a > left_b and left_b < 3:
        return Msg(WHY + "vs_tempo", {"alt": alt, "n": left_b, "m": left_a})
    return _versus_shape(facts, a, b, chances)


def _versus_shape(facts: Facts, a, b, chances: tuple[float, float]) -> Msg | None:
    """The rest of :func:`versus_move`: the stack an alliance makes, the neutral counters left in
    reach, else the two chances to win (``None`` when they are the same: nothing set them apart)."""
    view, seat = facts.view, facts.seat
    alt = act(b)
    if type(a) is Ally and type(b) is Ally:
        made_a = len(view.board[a.src]) + len(view.board[a.dst])
        made_b = len(view.board[b.src]) + len(view.board[b.dst])
        if made_a > made_b:
            return Msg(WHY + "vs_size", {"alt": alt, "n": made_b, "m": made_a})
    if type(a) is not Struggle and type(b) is not Struggle:
        reach_a, reach_b = reach(facts.after(a), seat), reach(facts.after(b), seat)
        if reach_a > reach_b:
            return Msg(WHY + "vs_reach", {"alt": alt, "n": reach_b, "m": reach_a})
    mine, theirs = chances
    if pct(mine) == pct(theirs):
        return None
    return Msg(WHY + "vs_chance", {"alt": alt, "p": pct(theirs), "q": pct(mine)})


def reach(state: State, seat: int) -> int:
    """The neutral counters in line with ``seat``'s stacks (alliances still to come)."""
    board = state.board
    seen = set()
    for sq in state.stacks_of(seat):
        for ray in RAYS[sq]:
            for t in ray:
                if board[t]:
                    if board[t][-1] == NEUTRAL:
                        seen.add(t)
                    break
    return sum(len(board[t]) for t in seen)
