"""Caesar XL: the move advised, said to the player as what to do.

An advice's heading names its move in one grammar, the imperative said to the player ("buy a
card", "claim Publicani", "take the hit on your veteran legion"), never the review's gerund
("buying a card") nor the log's sentence of a move made ("Livia's veteran legion takes a hit.").
Each :func:`~games.caesar_xl.explain_words.act` kind has its ``caesar_xl.why.do.<kind>`` form
with the same parameters; the steps of a battle's losses and the supply have their own.

>>> from games.caesar_xl.rules import new_game, AssignHit, BuyCard
>>> s = new_game(2, 0, {})
>>> advised(s.view_for(0), 0, BuyCard()).render("en")
'buy a card'
>>> advised(s.view_for(0), 0, AssignHit(3, "legion", "veteran")).render("ja")
'あなたの熟練レギオンでヒットを受ける'

The review's "Played:" and "Better:" lines name a move as something done ("buying a card"); a
move with no short name of its own (a hit taken, the supply paid) is said to the reviewed
person too (:func:`done`: "taking the hit on your veteran legion"), never by the log's sentence
that names the seat ("Livia's veteran legion takes a hit.").

>>> done(AssignHit(3, "legion", "veteran")).render("en")
'taking the hit on your veteran legion'
"""
from __future__ import annotations

from ..core.text import Msg
from .components import place_msg, unit_msg
from .explain_terms import WHY
from .explain_words import act
from .rules import AssignHit, Join, Leave, PaySupply, Promote, Remove, State


def advised(view: State, seat: int, a) -> Msg | None:
    """Move ``a`` of ``seat`` as the advice tells it to ``seat`` (``None``: no words of its own)."""
    if isinstance(a, (AssignHit, Promote)):
        kind = "assign" if isinstance(a, AssignHit) else "promote"
        return Msg(WHY + "do." + kind, {"unit": unit_msg(a.kind, a.grade)})
    if isinstance(a, Remove):
        return Msg(WHY + "do.remove", {"unit": unit_msg(a.kind, a.grade), "place": place_msg(a.place)})
    if isinstance(a, PaySupply):
        return Msg(WHY + "do.pay_supply", {"n": a.gold})
    short = act(view, seat, a)
    if short.key == WHY + "act.other":
        return None
    return Msg(WHY + "do." + short.key[len(WHY + "act."):], short.params)


def done(a) -> Msg | None:
    """Move ``a`` said to its mover as a thing done, for a move the short names
    (:func:`~games.caesar_xl.explain_words.act`) do not cover (``None``: another move)."""
    if isinstance(a, (AssignHit, Promote, Join, Leave)):
        kind = {AssignHit: "assign", Promote: "promote", Join: "join", Leave: "leave"}[type(a)]
        return Msg(WHY + "did." + kind, {"unit": unit_msg(a.kind, a.grade)})
    if isinstance(a, Remove):
        return Msg(WHY + "did.remove", {"unit": unit_msg(a.kind, a.grade), "place": place_msg(a.place)})
    if isinstance(a, PaySupply):
        return Msg(WHY + "did.pay_supply", {"n": a.gold})
    return None
