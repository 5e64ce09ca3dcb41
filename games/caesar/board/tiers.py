"""The hand in two tiers: while a person chooses a card for a struggle, a hand too long for
one row of the column would show each card as a thin strip; laid out in two rows, one a
little above and behind the other, every card shows a part wide and tall enough to aim at.

:class:`TieredRow` answers like a :class:`~games.app.board.CardRow` (``card_size``,
``placed``, ``hits``, ``card_at``, ``rect_of``, ``draw``) so the board treats it as one row.
"""
from __future__ import annotations

import pygame

from games.app.board import CardRow, RowCard
from games.app.board.cards import RowLookup


def tiers_needed(rect: pygame.Rect, cards: list[RowCard], aspect: float, min_hit: int, **kw) -> bool:
    """True when one row of ``cards`` in ``rect`` would leave a card's clickable part
    narrower than ``min_hit`` pixels."""
    if len(cards) < 2:
        return False
    row = CardRow(rect, cards, aspect=aspect, **kw)
    return min(hit.w for _c, hit in row.hits()) < min_hit


class TieredRow(RowLookup):
    """``cards`` in two rows inside ``rect``: the first half at the top (behind), the rest
    below it, overlapping it by as little as the height allows."""

    def __init__(self, rect, cards: list[RowCard], aspect: float = 1.45, gap: float = 0.06,
                 lift: float = 0.08):
        self.rect = pygame.Rect(rect)
        self.cards = list(cards)
        n = len(self.cards)
        k = (n + 1) // 2
        r = self.rect
        # the card height: as tall as two rows allow, each card's visible part kept at least
        # a third of its height; no wider than lets a row's cards lie side by side
        ch = int(r.h / (1 + 1 / 3 + lift))
        ch = min(ch, int(r.w / (k + (k - 1) * gap) * aspect))
        rise = int(ch * lift)
        free = r.h - rise - ch               # what the top row shows above the bottom row
        self.step = max(ch // 3, min(ch + 2, free))
        top = pygame.Rect(r.x, r.y, r.w, rise + ch)
        bottom = pygame.Rect(r.x, r.y + self.step, r.w, rise + ch)
        self.rows = [CardRow(top, self.cards[:k], aspect=aspect, gap=gap, lift=lift, max_h=ch, valign="top"),
                     CardRow(bottom, self.cards[k:], aspect=aspect, gap=gap, lift=lift, max_h=ch, valign="top")]
        self.card_size = self.rows[0].card_size
        self.placed = self.rows[0].placed + self.rows[1].placed
        self.lift = lift

    def hits(self) -> list[tuple[RowCard, pygame.Rect]]:
        """Each card's clickable part: a top-row card down to where the bottom row's cards
        (and the room they rise into) begin, a bottom-row card as its row gives it."""
        below = self.rows[1].hits()
        ceiling = min((h.y for _c, h in below), default=self.rect.bottom)
        out = []
        for card, hit in self.rows[0].hits():
            h = hit.copy()
            h.h = max(1, min(h.bottom, ceiling) - h.y)
            out.append((card, h))
        return out + below

    def draw(self, surface, face, back=None, hover=None, hidden=()) -> None:
        """Draw the top row, then the bottom row over it."""
        for row in self.rows:
            row.draw(surface, face, back, hover=hover, hidden=hidden)
