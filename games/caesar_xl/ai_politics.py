"""The political race as Caesar XL's computer general sees it (reading a view only).

A side wins politically when its balance (Populares minus Optimates points of its leaders on
the map and its Forum cards) is 7 or more either way at the end of its own Forum phase; in
that phase it may first claim the Forum cards of the row whose conditions it meets. So what
decides the race is the **reach** of a side: the largest balance it can show at the end of its
next Forum phase, from the board as it will stand then:

- its leaders still alive (a leader dies with its stack when the stack loses a battle);
- the cards of the row it can claim: conditions read on the board (Roma held, its Supreme
  Commander in Roma, controlled gold, veteran legions, square cities outside Italia, the
  grain cities), paid from its treasury, the points that push its balance further from 0
  taken first (the greedy choice is exact for the small row of the game).

The general of the side that plays now cannot stop anything once its turn is over, so the
reach of the **other** side at its next Forum phase is what it must bring below 7 before
ending its turn: take Roma (Consulship, the Senate, Senatus Consultum Ultimum, Demands for
Reform all ask for it), kill the stack where the enemy's leaders stand, claim a card the enemy
needs first. The battles still to be fought this turn are counted by their odds:
:func:`danger` enumerates the outcomes of the few battles that matter to the race (Roma,
the places the row's cards ask for, stacks with leaders) and sums the chance of every board
on which the enemy reaches 7.

>>> from games.caesar_xl.rules import new_game
>>> s = new_game(2, 0, {})
>>> reach(s, 1, {p: s.controller(p) for p in s.markers}, s.gold[1])
2
>>> s.forum = ["consulship", "senatus_consultum_ultimum"]
>>> reach(s, 1, {"roma": 1}, 4), reach(s, 1, {"roma": 1}, 3), reach(s, 1, {"roma": 0}, 9)
(5, 3, 2)
"""
from __future__ import annotations

from functools import lru_cache
from itertools import product

from . import components as C
from .components import COMBAT_KINDS, political_of
from .moves import Claim, EndPhase
from .race import best_claims, goal

#: at most this many battles are enumerated together (2**3 boards)
MAX_BATTLES = 3
#: the phases of the own turn before the March phase
BEFORE_MARCH = ("forum", "draw", "purchase", "taxation")


@lru_cache(maxsize=None)
def squares_outside_italia() -> tuple[str, ...]:
    """The square cities outside Italia (a Forum card asks for a number of them)."""
    return tuple(c.id for c in C.TOPO.cities if c.shape == "square" and c.region != "Italia")


@lru_cache(maxsize=None)
def condition_places() -> frozenset[str]:
    """The places whose control a Forum card can ask for: by name (the grain cities, Pergamum,
    Roma) or by number (the square cities outside Italia)."""
    named = (p for c in C.CARDS.values() if c.get("type") == "forum"
             for p in c.get("condition", {}).get("control", []) + c.get("condition", {}).get("control_any", []))
    return frozenset(named) | frozenset(squares_outside_italia())


def claimable(s, side: int, card: str, ctl: dict, gold: int, sc_place, gold_map: int) -> bool:
    """Whether ``side`` may claim ``card`` on a board of controllers ``ctl`` (place -> side; a
    place missing is nobody's), with ``gold`` in its treasury, its Supreme Commander in
    ``sc_place`` and ``gold_map`` gold of cities controlled (the rules' ``claimable`` on an
    imagined board)."""
    cond = C.CARDS[card].get("condition", {})
    if gold < cond.get("pay", 0):
        return False
    if any(ctl.get(p) != side for p in cond.get("control", [])):
        return False
    if "sc_in" in cond and sc_place != cond["sc_in"]:
        return False
    if gold_map < cond.get("min_controlled_gold", 0):
        return False
    if "control_any" in cond and sum(ctl.get(p) == side for p in cond["control_any"]) < cond["count"]:
        return False
    if "min_veteran_legions" in cond:
        n = sum(1 for t in s.units.values() if t[0] == side and t[1] in ("legion", "legio_x") and t[2] == "veteran")
        if n < cond["min_veteran_legions"]:
            return False
    if "min_square_cities_outside_italia" in cond:
        if sum(ctl.get(p) == side for p in squares_outside_italia()) < cond["min_square_cities_outside_italia"]:
            return False
    return True


def reach(s, side: int, ctl: dict, gold: int, dead: frozenset = frozenset(), sc_place="?",
          gold_map: int | None = None) -> int:
    """The largest ``|balance|`` ``side`` can show at the end of its next Forum phase on the board
    ``ctl`` with ``gold`` to pay claims, the leaders of ``dead`` (unit ids) gone."""
    bal = sum(political_of(c) for c in s.claimed[side])
    scp = None
    for u, t in s.units.items():
        if t[0] == side and t[1] not in COMBAT_KINDS and u not in dead:
            bal += political_of(t[1])
            if t[1] == s.sc[side]:
                scp = t[3]
    if sc_place != "?":
        scp = sc_place
    if gold_map is None:
        gold_map = sum(c.gold for c in C.TOPO.cities if ctl.get(c.id) == side)
    best = abs(bal)
    for d in (1, -1):
        cands = sorted(((d * political_of(c), -C.CARDS[c].get("condition", {}).get("pay", 0), c) for c in s.forum
                        if d * political_of(c) > 0), reverse=True)
        total, left = d * bal, gold
        for pts, neg_pay, c in cands:
            if claimable(s, side, c, ctl, left, scp, gold_map):
                total += pts
                left += neg_pay
        best = max(best, total)
    return best


def _may_retreat(s, side: int, place: str) -> bool:
    """Whether ``side``, defending ``place``, has somewhere to retreat to (the rules' retreats of a
    defender: a city next door, not where the attackers came from, free of them, not the enemy's)."""
    enemy = 1 - side
    came = {s.origin.get(u) for u, t in s.units.items() if t[0] == enemy and t[3] == place}
    held = {t[3] for t in s.units.values() if t[0] == enemy}
    for n, kind in C.ADJ[place]:
        if n in came or n in C.AREA or n in held or (kind == "sea" and s.sea_closed()):
            continue
        if s.controller(n) in (None, side):
            return True
    return False


def danger(s, side: int, ctl: dict, battles: list) -> float:
    """The chance that ``side`` reaches the political threshold at the end of its next Forum phase.

    ``ctl`` is the board now (place -> controller, ``None`` where a battle is pending) and
    ``battles`` the battles still to be fought this turn, ``(place, attacker, chance the attacker
    wins)``; the loser of a battle loses its pieces there (its leaders die), the winner holds the
    place. Only the battles that matter to the race are enumerated (:data:`MAX_BATTLES`, those
    with leaders or at a place a card asks for first); each of the others gives the place to its
    likelier winner (a hopeless attack does not take a city out of the enemy's count).
    """
    t = C.PARAMS["political_threshold"]
    gold = s.gold[side]
    if not battles:
        return 1.0 if reach(s, side, ctl, gold) >= t else 0.0
    here: dict = {}
    for u, tu in s.units.items():
        here.setdefault(tu[3], []).append((u, tu))
    rel = []
    matter = condition_places()
    for p, att, w in battles:
        leaders = any(tu[1] not in COMBAT_KINDS for _u, tu in here.get(p, ()))
        if leaders or p in matter:
            rel.append((0 if leaders or p == "roma" else 1, p, att, w))
    rel.sort()
    rel = rel[:MAX_BATTLES]
    start = dict(ctl)
    for p, att, w in battles:
        start[p] = att if w >= 0.5 else 1 - att        # a battle not enumerated: its likelier winner's
    total = 0.0
    for wins in product((True, False), repeat=len(rel)):
        p_all = 1.0
        board = dict(start)
        dead: set[int] = set()
        for won, (_r, p, att, w) in zip(wins, rel):
            p_all *= w if won else 1.0 - w
            winner = att if won else 1 - att
            board[p] = winner
            if winner == att and winner != side and _may_retreat(s, side, p):
                # the side losing a battle it defends retreats before the end: its leaders live
                dead.update(u for u, tu in here.get(p, ()) if tu[0] != winner and tu[1] in COMBAT_KINDS)
            else:
                dead.update(u for u, tu in here.get(p, ()) if tu[0] != winner)
        if p_all <= 0.0:
            continue
        if reach(s, side, board, gold, frozenset(dead)) >= t:
            total += p_all
    return total


def foe_wins_next(s, seat: int) -> bool:
    """Whether the enemy of ``seat`` wins at its next Forum phase as the board stands: the race box's
    warning "can win at the next Forum phase" (its balance at the goal, or claims it meets now)."""
    foe = 1 - seat
    if s.winner is not None:
        return False
    if abs(s.balance(foe)) >= goal():
        return True
    b, cards = best_claims(s, foe)
    return bool(cards) and abs(b) >= goal()


__all__ = ["reach", "danger", "claimable", "condition_places", "foe_wins_next"]


def winning_move(s, seat: int, legal: list):
    """The action of ``legal`` that wins the game on the spot for ``seat``, else ``None``.

    Victory is checked when the phasing side ends its own Forum phase (political: a balance of 7;
    military), so in that phase with nothing pending the win is ending the phase now, or claiming
    a card that brings the balance to 7 and then ending it. Every level takes such a win before
    judging anything else: the evaluator weighs claims by their worth on later turns and may
    otherwise prefer to keep the gold a claim costs. The engine itself says whether the game is won
    (a copy of ``s`` plays the claim and the end of the phase), so no rule is repeated here.
    """
    if s.phase != "forum" or s.todo or s.winner is not None or s.active != seat:
        return None
    end = EndPhase()
    if end not in legal:
        return None
    if wins_now(s):
        return end
    for a in legal:
        if isinstance(a, Claim) and _wins_after(s, seat, (a, end)):
            return a
    return None


def wins_now(s) -> bool:
    """Whether the side playing ``s`` wins by ending its Forum phase now (nothing pending): the
    evaluator's worth of such a position is a won game."""
    return s.phase == "forum" and not s.todo and s.winner is None and _wins_after(s, s.active, (EndPhase(),))


def _wins_after(s, seat: int, actions: tuple) -> bool:
    """Whether ``actions`` played in turn on a copy of ``s`` end the game won by ``seat``."""
    c = s.clone()
    for a in actions:
        if c.winner is not None or c.todo or a not in c.legal_actions(seat):
            return False
        c.apply_trusted(seat, a)
    return c.winner == (seat,)
