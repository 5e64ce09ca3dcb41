"""The military race as Caesar XL's computer general sees it (reading a view only).

A side wins militarily as it ends its Forum phase with its Supreme Commander in Roma, none left to
the other side and cities worth the margin (25 gold) more than the other's
(:meth:`~games.caesar_xl.phases.PhaseRules.military_win`). Its Forum phase comes before its own
March, so what the side playing now leaves at the end of its turn decides it: whether the enemy's
commander still stands in Roma, whether an own commander lives (Cato, on the map, takes over a dead
one; Cato played with no commander left becomes one), and the gold of the cities its battles leave.

So the general of the side that plays now sees the enemy's military win coming as it sees the Forum
race (:func:`military_danger`, the battles still to be fought counted by their odds), and values what
stops it: a commander put on the board, the own commander kept out of a battle he may die in, a city
taken that cuts the lead below the margin, Roma attacked (:func:`~.ai_eval.military_stop`, the best such
attack of the March phase to come).

>>> from games.caesar_xl.tests.xl_positions import position, put
>>> held = dict.fromkeys(("roma", "alexandria", "antiochia", "pergamum", "athenae", "massilia", "vercellae"), 0)
>>> s = position(phase="purchase", active=1, markers=held)
>>> _ = put(s, 0, "roma", "caesar", "legion")
>>> s.sc[1] = None                                  # (Pompey has fallen)
>>> foe_wins_military(s, 1), military_margin_left(s, 0)
(True, 2)
>>> s.markers["messana"] = 1                        # (3 gold: the lead falls to 24)
>>> foe_wins_military(s, 1), military_margin_left(s, 0)
(False, -1)
"""
from __future__ import annotations

from itertools import product

from . import components as C
from .ai_politics import MAX_BATTLES, _may_retreat


def margin() -> int:
    """The lead of city gold a military victory needs."""
    return C.PARAMS["military_margin"]


def foe_wins_military(s, seat: int) -> bool:
    """Whether the enemy of ``seat`` wins militarily at its next Forum phase as the board stands (the
    race box's warning): its commander in Roma, none of ``seat``'s, the lead of city gold met."""
    return s.winner is None and s.military_win(1 - seat)


def military_margin_left(s, side: int) -> int:
    """How far ``side``'s lead of city gold is above what a military victory needs (0: just met;
    negative: short of it)."""
    return s.controlled_gold(side) - s.controlled_gold(1 - side) - margin()


def _commanders(s, side: int) -> set:
    """The ids of ``side``'s pieces whose life keeps it a Supreme Commander: the commander, and Cato on
    the map, who takes over a dead one (none when the side has no commander)."""
    if s.sc[side] is None:
        return set()
    return {u for u, t in s.units.items() if t[0] == side and (t[1] == s.sc[side] or t[1] == "cato")}


def city_gold(board: dict, side: int) -> int:
    """The gold of the cities ``side`` holds on the board ``board`` (place -> controller)."""
    return sum(c.gold for c in C.TOPO.cities if board.get(c.id) == side)


def military_danger(s, side: int, ctl: dict, battles: list) -> float:
    """The chance that ``side``, which plays next, wins militarily at the end of its next Forum phase.

    ``ctl`` is the board now (place -> controller, ``None`` where a battle is pending) and
    ``battles`` the battles still to be fought this turn, ``(place, attacker, chance the attacker
    wins)``. Enumerated (:data:`~.ai_politics.MAX_BATTLES` at most): Roma, a battle of the other side's
    commanders, then the richest cities; the others go to their likelier winner. The loser of a battle
    loses its pieces there unless it defends and may retreat; whoever loses Roma leaves it."""
    other = 1 - side
    if s.winner is not None or s.sc[side] is None or s.sc_place(side) != "roma":
        return 0.0
    cmds = _commanders(s, other)
    here: dict = {}
    for u, t in s.units.items():
        here.setdefault(t[3], []).append((u, t))
    rel = []
    for p, att, w in battles:
        mine = any(u in cmds for u, _t in here.get(p, ()))
        if p == "roma" or mine or p in C.CITY:
            gold = C.CITY[p].gold if p in C.CITY else 0
            rel.append((0 if p == "roma" or mine else 1, -gold, p, att, w))
    rel.sort()
    rel = rel[:MAX_BATTLES]
    start = dict(ctl)
    for p, att, w in battles:
        start[p] = att if w >= 0.5 else 1 - att
    total = 0.0
    for wins in product((True, False), repeat=len(rel)):
        p_all, board, dead, out = 1.0, dict(start), set(), False
        for won, (_r, _g, p, att, w) in zip(wins, rel):
            p_all *= w if won else 1.0 - w
            winner = att if won else 1 - att
            board[p] = winner
            out = out or (p == "roma" and winner == other)
            keeps = winner == att and _may_retreat(s, 1 - winner, p)
            dead.update(u for u, t in here.get(p, ()) if t[0] != winner and not (keeps and t[1] not in C.COMBAT_KINDS))
        if p_all <= 0.0 or out or (cmds - dead):
            continue
        if city_gold(board, side) - city_gold(board, other) >= margin():
            total += p_all
    return total


__all__ = ["foe_wins_military", "military_danger", "military_margin_left", "margin", "city_gold"]
