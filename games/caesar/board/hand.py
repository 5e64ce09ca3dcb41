"""The hand of the person at the screen: real cards in a row under the player panels.

It is built from the view at once (never from the position being animated), so when a
struggle asks for a card the cards are there and clickable immediately, even while the
declaration is still animating. A secret card is committed in two steps: a click picks a
card (it stands raised and shows in the player's slot of the struggle panel, face up to
them alone), and a second click on it, or the panel's "Play it" button, plays it; a click on
another card picks that one instead. While the person chooses, the struggle panel lays the
hand out large below the slots (:meth:`Hand.build_pick_row`), the one place to click: the column
keeps only a line that points there. (With no struggle panel, the hand in the column stands in
two rows, :class:`~games.caesar.board.tiers.TieredRow`, so that no card is a thin strip.)
The card chosen for a struggle stands raised with a gold rim until the reveal.
"""
from __future__ import annotations

import pygame

from games.app.board import Button, CardRow, RowCard
from games.app.draw import ROMAN, card_back
from games.core.text import Msg

from .. import rules as R
from .players import CARD_ORDER
from .tiers import TieredRow, tiers_needed

#: the narrowest clickable part of a card while a person chooses one (pixels)
MIN_HIT = 40


class Hand:
    """The viewer's hand (a part of :class:`games.caesar.board.Board`)."""

    row: CardRow | TieredRow | None

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
        self.row = self.big_row = self.confirm = None
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
        if self.picked not in playable:
            self.picked = None
        chosen = v.committed[seat] if v.struggle is not None else None
        held = [c for c in CARD_ORDER if c in v.hands[seat]]
        cards = [RowCard(c, selectable=c in playable, selected=c in (chosen, self.picked)) for c in held]
        if playable and self.geo.get("duel") is not None:
            # one place to choose: the hand laid out large in the struggle panel (a second, small
            # row in the column hid its own numbers and left the player asking which to click)
            self.build_pick_row(held, playable)
            return
        kw = dict(max_h=self.ui.s(150), min_h=self.ui.s(104), valign="top")
        if playable and tiers_needed(rect, cards, 1.45, max(MIN_HIT, self.ui.s(MIN_HIT)), **kw):
            # a strip too thin to aim at: the hand stands in two rows while the person chooses
            self.row = TieredRow(rect, cards, aspect=1.45)
        else:
            self.row = CardRow(rect, cards, aspect=1.45, **kw)
        for card, hit in self.row.hits():
            if card.selectable:
                self.add_hotspot(hit, playable[card.key], key=("card", card.key), glow=False, live=True,
                                 on_click=lambda c=card.key: self.pick(c))

    def build_pick_row(self, held: list[int], playable: dict) -> None:
        """The hand laid out large in the struggle panel while the person chooses, and the
        "Play it" button between the slots once a card is picked."""
        dg = self.duel_geo()
        cards = [RowCard(c, selectable=c in playable, selected=c == self.picked) for c in held]
        self.big_row = CardRow(dg["pick"], cards, aspect=1.45, gap=0.08, min_visible=0.45, lift=0.08)
        for card, hit in self.big_row.hits():
            if card.selectable:
                self.add_hotspot(hit, playable[card.key], key=("pick", card.key), glow=False, live=True,
                                 on_click=lambda c=card.key: self.pick(c))
        if self.picked is not None:
            self.confirm = Button(dg["confirm"], self.tr("caesar.ui.play_picked"), playable[self.picked],
                                  primary=True, key="confirm")
            self.add_hotspot(self.confirm.rect, self.confirm.action, key="confirm", glow=False, live=True,
                             radius=self.confirm.rect.h // 3)

    def pick(self, card: int) -> None:
        """A click on a card while choosing: the first picks it, a second on the same card plays it."""
        if not self.choosing() or self.viewer is None:
            return
        if self.picked == card:
            self.picked = None
            self.sfx.play("click")
            self.host.submit(self.viewer, R.PlayCard(card))
            return
        self.picked = card
        self.sfx.play("click")
        self._rebuild()

    def pick_hint(self) -> Msg | None:
        """The top bar's words while a card is picked and not yet played."""
        if self.picked is None or not self.choosing():
            return None
        return Msg("caesar.ui.hint_confirm", {"card": R.card_msg(self.picked)})

    def hand_caption_height(self) -> int:
        return self.texts.font(self.hand_caption_px()).get_linesize() + self.ui.s(4)

    def hand_caption_px(self) -> int:
        return self.ui.font_px(17)

    def hand_intent(self, pos):
        """The card under ``pos`` (as the action playing it), whether playable or not."""
        for row in (self.big_row, self.row):
            card = row.card_at(pos) if row is not None else None
            if card is not None:
                return R.PlayCard(card.key)
        return None

    def draw_hand(self, surface) -> None:
        seat = self.hand_seat()
        if seat is None:
            return
        area = self.geo["hand"]
        choosing = self.choosing()
        key = ("caesar.ui.hint_card_panel" if self.big_row is not None else "caesar.ui.hint_card") if choosing \
            else "caesar.ui.your_hand"
        colour = ROMAN["red_dark"] if choosing else ROMAN["ink"]
        self.texts.draw(surface, self.tr(key), (area.x + self.ui.s(4), area.y), self.hand_caption_px(), True, colour,
                        width=area.w - self.ui.s(8), outline=ROMAN["marble"])
        if self.row is None:
            return
        self.row.draw(surface, lambda c, size: self.card_image(c, size, seat), card_back, hover=self.hovered_card())

    def hovered_card(self) -> int | None:
        """The card under the pointer in either row of the hand."""
        key = self.hover.key if self.hover is not None else None
        return key[1] if isinstance(key, tuple) and key[0] in ("card", "pick") else None

    def draw_pick_row(self, surface) -> None:
        """The large row of the hand in the struggle panel, and the "Play it" button."""
        seat = self.hand_seat()
        if self.big_row is None or seat is None or not self.choosing():
            return
        self.big_row.draw(surface, lambda c, size: self.card_image(c, size, seat), card_back,
                          hover=self.hovered_card())
        if self.confirm is not None:
            self.confirm.draw(surface, self.texts, self.ui.font_px(17),
                              self.hover is not None and self.hover.key == "confirm")
