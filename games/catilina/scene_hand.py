"""The viewer's own hand on the Catilina board (and the cards to pass when
everyone is asked).
"""
from __future__ import annotations

from typing import Sequence

import pygame

from games.app import draw as D
from games.app.board import CardRow, RowCard

from .rules import Give
from .scene_draw import PAPER


class HandMixin:
    """The viewer's hand: where each card lies, the cards to pass, drawing."""

    def hand_row(self, cards: Sequence[int], legal: Sequence = ()) -> CardRow:
        """The kit's card row for ``cards`` in the hand area: the cards ``legal`` lets the viewer
        pass are selectable (they glow and rise), the others dimmed while a choice is open."""
        area = pygame.Rect(self.L["hand_cards"]).inflate(-self.ui.s(8), -self.ui.s(20))
        gives = {a.card for a in legal if isinstance(a, Give)}
        row = [RowCard(c, selectable=c in gives, dim=bool(gives) and c not in gives) for c in cards]
        # the cards shrink (down to 62 % of the full height) before they overlap
        return CardRow(area, row, aspect=1 / 0.66, gap=0.12, min_h=int(area.h / 1.14 * 0.62))

    def hand_rects(self, cards: Sequence[int]) -> list[pygame.Rect]:
        """Where each card of the viewer's hand lies (at rest)."""
        row = self.hand_row(cards)
        return [pygame.Rect(r) for _c, r, _a in row.placed]

    def _build_hand(self) -> None:
        v = self.view
        if self.viewer is None:
            return
        gives = {a.card: a for a in self._legal if isinstance(a, Give)}
        for card, hit in self.hand_row(v.hands[self.viewer] or (), self._legal).hits():
            if card.key in gives:
                self.add_hotspot(hit, gives[card.key], self.viewer, key=("give", card.key), glow=False)
            else:   # a click on it says why it cannot be passed now
                self.add_hotspot(hit, key=("hand", card.key), glow=False, enabled=False)

    def _draw_hand(self, surface) -> None:
        v = self.view
        H = self.L["hand"]
        self.panel(surface, H, fill=D.mix(D.ROMAN["sea_dark"], PAPER, 0.82), border=D.ROMAN["gold_dark"],
                radius=self.ui.s(14))
        own = self.L["own"]
        pad = self.ui.s(10)
        if self.viewer is None:
            self.wrap(surface, self.tr("catilina.ui.public_view"), H.inflate(-2 * pad, -2 * pad), self.ui.s(17), True,
                      align="center")
            return
        s = self.viewer
        rad = self.ui.s(14)
        self._seat_badge(surface, s, (own.x + pad + rad, own.y + pad + rad), rad)
        self.blit_fit(surface, self.seat_name(s), pygame.Rect(own.x + pad + 2 * rad + self.ui.s(6), own.y + pad,
                                                            own.w - 2 * pad - 2 * rad, 2 * rad), self.ui.s(18), True)
        line_h = self.font(self.ui.s(15)).get_height()
        count_r = pygame.Rect(own.x + pad, own.y + pad + 2 * rad + self.ui.s(4), own.w - 2 * pad, line_h)
        self.blit_fit(surface, self.tr("catilina.ui.your_hand", count=v.hand_sizes[s]), count_r,
                      self.ui.s(15), False, anchor="midleft")
        status, colour = self._plaque_status(s)
        if self.out_shown(s):
            status, colour = self.tr("catilina.ui.out_you"), D.ROMAN["red"]
        box = pygame.Rect(own.x + pad, count_r.bottom + self.ui.s(4), own.w - 2 * pad,
                          own.bottom - count_r.bottom - self.ui.s(4) - pad)
        if status and self.out_shown(s) and \
                self.wrap_height(status, box.w, 15) > 2 * self.font(self.ui.s(15), True).get_linesize():
            # a narrow column: "Out" alone in bold, what it still does under it (not five broken lines)
            h = self.wrap(surface, self.tr("catilina.ui.out_short"), box, self.ui.s(15), True, colour)
            self.wrap(surface, self.tr("catilina.ui.out_still"), pygame.Rect(box.x, box.y + h, box.w, box.h - h),
                      self.ui.s(13), False, colour)
        elif status:
            self.wrap(surface, status, box, self.ui.s(15), True, colour)
        cards = v.hands[s] or ()
        hover_card = self.hover.key[1] if (self.hover is not None and isinstance(self.hover.key, tuple)
                                           and self.hover.key[0] == "give") else None
        self.hand_row(cards, self._legal).draw(surface, face=lambda key, size: self.card_img(key, *size),
                                                hover=hover_card,
                                                hidden=[c for c in cards if self.hides(("hand", c))])
