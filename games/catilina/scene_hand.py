"""The viewer's own hand on the Catilina board (and the cards to pass when
everyone is asked).
"""
from __future__ import annotations

from typing import Sequence

import pygame

from games.app import draw as D

from .rules import Give
from .scene_draw import PAPER


class HandMixin:
    """The viewer's hand: where each card lies, the cards to pass, drawing."""

    def hand_rects(self, cards: Sequence[int]) -> list[pygame.Rect]:
        """Where each card of the viewer's hand lies."""
        area = pygame.Rect(self.L["hand_cards"]).inflate(-self.ui.s(8), -self.ui.s(22))
        n = len(cards)
        if n == 0:
            return []
        gap = self.ui.s(8)
        h = area.h
        w = int(h * 0.66)
        fit_w = int((area.w - gap * (n - 1)) / n)
        if fit_w < w:
            w = max(fit_w, int(h * 0.66 * 0.62))
            h = min(area.h, int(w / 0.66))
        step = w + gap
        if n > 1 and w + step * (n - 1) > area.w:
            step = max(self.ui.s(12), (area.w - w) // (n - 1))
            if w + step * (n - 1) > area.w:
                w = max(self.ui.s(24), area.w - step * (n - 1))
                h = int(w / 0.66)
        total = w + step * (n - 1)
        x0 = area.centerx - total // 2
        y = area.bottom - h
        return [pygame.Rect(x0 + i * step, y, w, h) for i in range(n)]

    def _build_hand(self) -> None:
        v = self.view
        if self.viewer is None:
            return
        cards = v.hands[self.viewer] or ()
        rects = self.hand_rects(cards)
        gives = {a.card: a for a in self._legal if isinstance(a, Give)}
        for i, (c, r) in enumerate(zip(cards, rects)):
            nxt = rects[i + 1] if i + 1 < len(rects) else None
            hit = pygame.Rect(r.x, r.y - self.ui.s(16), (nxt.x - r.x) if nxt else r.w, r.h + self.ui.s(16))
            if c in gives:
                self.add_hotspot(hit, gives[c], self.viewer, key=("give", c), radius=8)
            else:   # a click on it says why it cannot be passed now
                self.add_hotspot(hit, key=("hand", c), glow=False, enabled=False)

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
        if v.out[s]:
            status, colour = self.tr("catilina.ui.out_long"), D.ROMAN["red"]
        if status:
            self.wrap(surface, status, pygame.Rect(own.x + pad, count_r.bottom + self.ui.s(4), own.w - 2 * pad,
                                                   own.bottom - count_r.bottom - self.ui.s(4) - pad),
                      self.ui.s(15), True, colour)
        cards = v.hands[s] or ()
        rects = self.hand_rects(cards)
        match = {a.card for a in self._legal if isinstance(a, Give)}
        hover_card = self.hover.key[1] if (self.hover is not None and isinstance(self.hover.key, tuple)
                                           and self.hover.key[0] == "give") else None
        for c, r in zip(cards, rects):
            if self.hides(("hand", c)):
                continue
            rr = pygame.Rect(r)
            dim = bool(match) and c not in match
            if c in match:
                rr.y -= self.ui.s(14) if c == hover_card else self.ui.s(8)
            D.drop_shadow(surface, rr, radius=self.ui.s(8), offset=(2, 4), blur=6, alpha=80)
            surface.blit(self.card_img(c, rr.w, rr.h, dim=dim), rr)
