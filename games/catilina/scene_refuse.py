"""Why a click did nothing, said where the player looks.

A click on something that cannot be used now (a greyed chip, a card that does
not answer the question, the "Ask" button before a question is chosen...)
shows a short reason by the pointer through the kit's notices (and plays
"refuse"); greyed chips and buttons also carry the reason as their tooltip.
The reasons are catalogue messages: the rules' own ``explain_illegal`` where
an action exists, the board's ``catilina.ui.why.*`` otherwise.
"""
from __future__ import annotations

from games.core.text import Msg

from .rules import Accuse, AccuseCard, Ask, Give


class RefuseMixin:
    """Reasons for refused clicks (``why_not``), as tooltips and as the kit's notices."""

    def why_not(self, spot) -> Msg:
        """The reason the (disabled) hotspot ``spot`` cannot be used now."""
        v, seat = self.view, self.viewer
        key = spot.key if isinstance(spot.key, tuple) else (spot.key,)
        kind = key[0]
        if v is None or seat is None:
            return Msg("core.err.not_legal")
        if kind in ("hand", "give"):
            card = key[1]
            if v.phase == "give" and seat in v.givers and v.pending[seat] is not None:
                return Msg("catilina.ui.why.given")
            if v.phase == "give" and seat in v.to_act():
                return v.explain_illegal(seat, Give(card))
            if v.phase == "over":
                return Msg("core.err.game_over")
            return Msg("catilina.ui.why.hand")
        if kind == "mine":
            return Msg("catilina.ui.why.mine")
        if kind == "ask_go":
            return Msg("catilina.ui.why.pick_question")
        if kind == "accuse_go":
            return Msg("catilina.ui.why.pick_card" if v.individual else "catilina.ui.why.pick_sum")
        if kind == "ask_target" and self.sel_kind is not None:
            return v.explain_illegal(seat, Ask(key[1], self.sel_kind, self.sel_attr))
        if kind in ("ask_colour", "ask_value") and self.sel_target is not None:
            attr_kind = "colour" if kind == "ask_colour" else "value"
            return v.explain_illegal(seat, Ask(self.sel_target, attr_kind, key[1]))
        if kind == "sum":
            return v.explain_illegal(seat, Accuse(key[1]))
        if kind == "acc_card":
            return v.explain_illegal(seat, AccuseCard(key[1]))
        return Msg("core.err.not_legal")

    def _tip_disabled(self) -> None:
        """Greyed chips and buttons say why as their tooltip (the cards in hand only when
        clicked: a tip on every card would follow the pointer all game)."""
        for spot in self.hotspots:
            if not spot.enabled and spot.tip is None and not (isinstance(spot.key, tuple) and spot.key[0] == "hand"):
                spot.tip = self.host.render(self.why_not(spot))

    def explain_click(self, pos, spot=None) -> bool:
        """The kit's refused click: a disabled hotspot's reason as a notice by the pointer."""
        if spot is not None and not spot.enabled:
            self.notice(spot.tip or self.host.render(self.why_not(spot)), pos)
            self.sfx.play("refuse")
            return True
        return super().explain_click(pos, spot)
