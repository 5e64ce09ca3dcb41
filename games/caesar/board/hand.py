"""The hand of the person at the screen: real cards in a row under the player panels.

It is built from the view at once (never from the position being animated), so when a
struggle asks for a card the cards are there and clickable immediately; a click on one
plays it even while the declaration is still animating. The card chosen for a struggle
stands raised with a gold rim until the reveal.
"""
from __future__ import annotations

import pygame

from games.app.board import CardRow, RowCard
from games.app.draw import ROMAN, card_back

from .. import rules as R
from .players import CARD_ORDER


class Hand:
    """The viewer's hand (a part of :class:`games.caesar.board.Board`)."""

    row: CardRow | None

    def hand_seat(self) -> int | None:
        v = self.view
        if v is None or self.viewer is None or not 0 <= self.viewer < v.n_seats or self.geo.get("hand") is None:
            return None
        return self.viewer

    def choosing(self) -> bool:
        """True when the viewer must choose a card now."""
        v = self.view
        return (v is not None and self.acting and v.phase == R.PHASE_STRUGGLE
                and any(isinstance(a, R.PlayCard) for a in v.legal_actions(self.viewer)))

    def build_hand(self) -> None:
        self.row = None
        seat = self.hand_seat()
        if seat is None:
            return
        v = self.view
        area = self.geo["hand"]
        cap = self.hand_caption_height()
        rect = pygame.Rect(area.x, area.y + cap, area.w, area.h - cap)
        if rect.h < 20:
            return
        playable = {a.card: a for a in v.legal_actions(seat) if isinstance(a, R.PlayCard)} if self.acting else {}
        chosen = v.committed[seat] if v.struggle is not None else None
        cards = [RowCard(c, selectable=c in playable, selected=chosen == c)
                 for c in CARD_ORDER if c in v.hands[seat]]
        self.row = CardRow(rect, cards, aspect=1.45, max_h=self.ui.s(150), min_h=self.ui.s(104), valign="top")
        for card, hit in self.row.hits():
            if card.selectable:
                self.add_hotspot(hit, playable[card.key], key=("card", card.key), glow=False, live=True)

    def hand_caption_height(self) -> int:
        return self.texts.font(self.hand_caption_px()).get_linesize() + self.ui.s(4)

    def hand_caption_px(self) -> int:
        return self.ui.font_px(17)

    def hand_intent(self, pos):
        """The card under ``pos`` (as the action playing it), whether playable or not."""
        if self.row is None:
            return None
        card = self.row.card_at(pos)
        return R.PlayCard(card.key) if card is not None else None

    def draw_hand(self, surface) -> None:
        seat = self.hand_seat()
        if seat is None:
            return
        area = self.geo["hand"]
        choosing = self.choosing()
        key = "caesar.ui.hint_card" if choosing else "caesar.ui.your_hand"
        colour = ROMAN["red_dark"] if choosing else ROMAN["ink"]
        self.texts.draw(surface, self.tr(key), (area.x + self.ui.s(4), area.y), self.hand_caption_px(), True, colour,
                        width=area.w - self.ui.s(8), outline=ROMAN["marble"])
        if self.row is None:
            return
        hover = self.hover.key[1] if (self.hover is not None and isinstance(self.hover.key, tuple)
                                      and self.hover.key[0] == "card") else None
        self.row.draw(surface, lambda c, size: self.card_image(c, size, seat), card_back, hover=hover,
                      time=self.time)
