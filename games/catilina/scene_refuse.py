"""Why a click did nothing, said where the player looks.

A click on something that cannot be used now (a greyed chip, a card that does
not answer the question, the "Ask" button before a question is chosen...)
shows a short reason in a small label right above what was clicked, for a
few seconds or until the next click, and plays the "refuse" sound. The
reasons are catalogue messages: the rules' own ``explain_illegal`` where an
action exists, the board's ``catilina.ui.why.*`` otherwise.
"""
from __future__ import annotations

import pygame

from games.app import draw as D
from games.core.text import Msg

from .rules import Accuse, AccuseCard, Ask, Give

#: how long a reason stays up, in seconds
NOTE_SECONDS = 3.0


class RefuseMixin:
    """Reasons for refused clicks (``why_not``) and the label that shows them."""

    note: tuple | None

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

    def refuse_click(self, spot) -> bool:
        """Show why ``spot`` did nothing (above it) and play "refuse"; True (the click is used)."""
        self.note = (self.host.render(self.why_not(spot)), pygame.Rect(spot.rect), self.time + NOTE_SECONDS)
        self.sfx.play("refuse")
        return True

    def _draw_note(self, surface) -> None:
        if self.note is None:
            return
        text, rect, _ = self.note
        f = self.font(self.ui.s(15), True)
        width = max(self.ui.s(160), min(int(self.rect.w * 0.42), f.size(text)[0] + 2))
        lines = D.wrap_text(f, text, width)
        lh = f.get_linesize()
        pad = self.ui.s(8)
        box = pygame.Rect(0, 0, max(f.size(line)[0] for line in lines) + 2 * pad, lh * len(lines) + pad)
        box.midbottom = (rect.centerx, rect.y - self.ui.s(6))
        if box.y < self.rect.y:
            box.midtop = (rect.centerx, rect.bottom + self.ui.s(6))
        box.clamp_ip(self.rect)
        pygame.draw.rect(surface, D.ROMAN["red_dark"], box, border_radius=self.ui.s(8))
        pygame.draw.rect(surface, D.ROMAN["gold"], box, 2, border_radius=self.ui.s(8))
        y = box.y + pad // 2
        for line in lines:
            img = self.text(line, self.ui.s(15), True, D.ROMAN["white"])
            surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += lh
