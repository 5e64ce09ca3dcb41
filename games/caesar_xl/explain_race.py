"""Caesar XL: a march whose real stake is the Forum race.

A march into a battle it mostly loses read as nonsense when its reason gave the odds alone ("you
win the battle for Roma 26% of the time"): what made it the choice was that Pompey in Roma could
claim The Senate and win the race. :func:`forum_win` finds that stake from the view alone (the
cards on the Forum row, the cities held, the gold): the Forum card a march makes claimable that
brings the marcher to the threshold at its next Forum phase, when nothing did before.
"""
from __future__ import annotations

from . import components as C
from .ai_politics import claimable, reach
from .rules import Move, State


def _board(view: State) -> dict:
    return {c.id: view.controller(c.id) for c in C.TOPO.cities}


def _map_gold(ctl: dict, seat: int) -> int:
    return sum(c.gold for c in C.TOPO.cities if ctl.get(c.id) == seat)


def forum_win(view: State, seat: int, a: Move) -> str | None:
    """The Forum card ``seat`` could claim to win the race at its next Forum phase once march ``a``
    holds its destination (its battle won, the enemy's pieces there gone), and could not claim
    before (``None``: no such card, or the race was won without the march)."""
    t = C.PARAMS["political_threshold"]
    before = _board(view)
    if not view.forum or reach(view, seat, before, view.gold[seat]) >= t:
        return None
    s = view.clone()
    s.apply_trusted(seat, a)
    dest = a.path[-1]
    after = _board(s)
    if dest in C.CITY:
        after[dest] = seat
    dead = frozenset(u for u, p in s.units.items() if p[3] == dest and p[0] != seat)
    if reach(s, seat, after, s.gold[seat], dead) < t:
        return None
    for card in sorted(view.forum):
        was = claimable(view, seat, card, before, view.gold[seat], view.sc_place(seat), _map_gold(before, seat))
        now = claimable(s, seat, card, after, s.gold[seat], s.sc_place(seat), _map_gold(after, seat))
        if now and not was:
            return card
    return None
