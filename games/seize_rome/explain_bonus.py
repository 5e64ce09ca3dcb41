"""CAESAR!: what using a bonus token does, in a player's words, with why it is worth taking (the
advice said "Wealth puts one more token in hand now; discarding Wealth instead would cost little
now" at the very moment one token more kept a Poison from emptying the screen).

>>> from games.seize_rome.rules import new_game
>>> from games.seize_rome.moves import Bonus
>>> bonus_words(new_game(2, 1, {}), 0, Bonus("tactics", "sicilia", True)).key
'seize_rome.why.bonus.tactics'
"""
from __future__ import annotations

from ..core.text import Msg
from .ai import screen_when_foe_plays
from .components import bonus_msg, province_msg
from .moves import Bonus
from .rules import State

WHY = "seize_rome.why."


def _poisons_left(view: State) -> int:
    """The Poison tokens still on the board, on open provinces (the set-aside ones are not seen)."""
    return sum(1 for p, k in view.bonuses.items() if k == "poison" and p not in view.closed)


def _guards(view: State, seat: int, action: Bonus) -> int:
    """The tokens ``seat`` would hold behind the screen when the other seat plays, were Wealth
    discarded now, when that few Poisons still to be taken would empty it (which loses): the
    token Wealth draws, kept for good, is then a guard; 0 when it is not."""
    discard = Bonus(action.kind, action.province, False)
    if not view.poison or discard not in view.legal_actions(seat):
        return 0
    discarded = view.clone()
    discarded.apply_trusted(seat, discard)
    held = screen_when_foe_plays(discarded, seat)
    return held if 0 < held <= min(2, _poisons_left(view)) else 0


def bonus_words(view: State, seat: int, action: Bonus) -> Msg:
    """What using bonus ``action`` does for ``seat``; Senate is said by the caller (it weighs
    the province held)."""
    kind = action.kind
    if kind == "poison" and view.crassus == 1 - seat:      # (his row: no screen)
        kind = "poison_solo"
    held = _guards(view, seat, action) if kind == "wealth" else 0
    if held:
        return Msg(WHY + "bonus.wealth_guard", {"n": held, "m": _poisons_left(view), "seat_foe": 1 - seat})
    return Msg(WHY + f"bonus.{kind}", {"bonus": bonus_msg(action.kind), "seat_foe": 1 - seat,
                                       "province": province_msg(action.province or "italia")})
