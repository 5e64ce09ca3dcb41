"""Caesar XL: a card drawn one step from a Forum win.

A side at 6 of the 7 Forum points (either way) wins at the end of its next Forum phase once one more
leader of its faction comes into play: a leader card drawn now and played in the Purchase phase does
it. So the reason of a draw (a card bought, Donations, the free card of a Supreme Commander in Roma)
says so, with the odds that one comes: of the cards its side has not seen (the draw pile and the
enemy's hand, both counted publicly), how many are such leaders. "Donations draws 2 more cards now"
alone hid that the game could be won with them.
"""
from __future__ import annotations

from math import comb

from ..core.text import Msg
from . import components as C
from .components import HIDDEN, political_of
from .explain_terms import WHY, lean, level
from .rules import State


def leader_odds(view: State, seat: int, draws: int) -> tuple[int, int, float] | None:
    """``(leaders, unseen, chance)`` when ``seat`` stands one step from the Forum goal and a leader of
    its faction drawn in ``draws`` cards and played this turn would reach it: the leader cards of that
    faction ``seat`` has not seen (not on the map, in its hand or the discards), the cards it has not
    seen, and the chance one of ``draws`` cards is such a leader; ``None`` otherwise."""
    bal, goal = view.balance(seat), C.PARAMS["political_threshold"]
    if view.winner is not None or abs(bal) != goal - 1 or draws <= 0:
        return None
    if view.sc_place(seat) is None and not any(view.controller(c.id) == seat for c in C.TOPO.cities):
        return None                                  # (no place a leader could come into play)
    seen = set(view.leaders_of(0)) | set(view.leaders_of(1)) | set(view.hands[seat]) | set(view.deck.discards)
    leaders = [k for k, c in C.CARDS.items() if c["type"] == "leader" and k not in seen and political_of(k) * bal > 0]
    unseen = len(view.deck) + sum(c == HIDDEN for c in view.hands[1 - seat])
    if not leaders or unseen <= 0:
        return None
    k, draws = min(len(leaders), unseen), min(draws, unseen)
    return k, unseen, 1.0 - comb(unseen - k, draws) / comb(unseen, draws)


def with_leader_draw(view: State, seat: int, draws: int, main: Msg) -> Msg:
    """``main`` (the reason of a draw of ``draws`` cards) with the Forum win a leader among them
    brings, when :func:`leader_odds` finds one possible."""
    odds = leader_odds(view, seat, draws)
    if odds is None:
        return main
    k, unseen, p = odds
    return Msg(WHY + "draw_leader_wins", {"what": main, "seat": seat, "lean": lean(view.balance(seat)),
                                          "goal": C.PARAMS["political_threshold"], "k": k, "m": unseen, "p": level(p)})
