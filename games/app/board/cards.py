"""Hand and card rows: real cards, face up or down, selectable, in a row or fanned, scaled.

A :class:`CardRow` places ``cards`` (a list of :class:`RowCard`) inside a rectangle:
as big as the height allows (``aspect`` = height / width), side by side with a gap
while they fit, overlapping when they do not (never less than ``min_visible`` of a
card showing), gently fanned when ``fan`` is set. With ``min_h`` the cards are no bigger
than lets them lie side by side, unless that would make them shorter than ``min_h``.
Room is kept above the cards so a hovered or selected card can rise without leaving the
rectangle; ``valign="top"`` puts the row at the top of the rectangle instead of the bottom.

The row does not know a game: faces come from ``face(key, (w, h))`` and backs from
``back((w, h))``, both returning surfaces (cache them). The board makes a hotspot per
selectable card from :meth:`CardRow.hits` (the visible strip of each card).

>>> row = CardRow(pygame.Rect(0, 0, 400, 120), [RowCard(k) for k in range(4)], aspect=1.4)
>>> row.card_size
(75, 105)
>>> all(pygame.Rect(0, 0, 400, 120).contains(r) for _c, r, _a in row.placed)
True
>>> row.card_at(row.placed[2][1].center).key
2
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

import pygame

from ..draw import ROMAN, drop_shadow, glow_rect, rotate_aa


@dataclass
class RowCard:
    """One card of a row: ``key`` names it for ``face`` and for hotspots."""

    key: Any
    face_up: bool = True
    selectable: bool = False
    selected: bool = False
    dim: bool = False
    tip: str | None = None


class RowLookup:
    """What a row of cards answers from its ``placed`` cards and their ``hits()``: the card under
    the pointer and where a card rests (shared by :class:`CardRow` and rows made of rows)."""

    placed: list
    hits: Callable[[], list]

    def card_at(self, pos) -> RowCard | None:
        """The card whose visible (clickable) part is under ``pos``."""
        for card, hit in self.hits():
            if hit.collidepoint(pos):
                return card
        return None

    def rect_of(self, key) -> pygame.Rect | None:
        """Where the card ``key`` rests."""
        return next((r for c, r, _a in self.placed if c.key == key), None)


class CardRow(RowLookup):
    """Cards laid out in ``rect`` (see the module docstring)."""

    def __init__(self, rect, cards: Sequence[RowCard], aspect: float = 1.42, fan: bool = False,
                 max_h: int | None = None, gap: float = 0.1, min_visible: float = 0.3, lift: float = 0.14,
                 align: str = "center", min_h: int | None = None, valign: str = "bottom"):
        self.rect = pygame.Rect(rect)
        self.cards = list(cards)
        self.aspect = float(aspect)
        self.fan = bool(fan)
        self.lift = float(lift)
        self.placed: list[tuple[RowCard, pygame.Rect, float]] = []
        n = len(self.cards)
        r = self.rect
        # the height left once the rise of a lifted card (and a fan's curve) is kept free
        room = 1 + self.lift + (0.06 if self.fan else 0.0)
        ch = int(r.h / room)
        if max_h is not None:
            ch = min(ch, int(max_h))
        if min_h is not None and n > 1:
            # no bigger than lets the cards lie side by side, unless that is under ``min_h``
            fit_h = int(r.w / (n + (n - 1) * gap) * self.aspect)
            ch = min(ch, max(fit_h, int(min_h)))
        cw = int(ch / self.aspect)
        if n > 1:
            need = n * cw + (n - 1) * cw * gap
            if need > r.w:
                # overlap; if even the least overlap does not fit, make the cards smaller
                spacing = (r.w - cw) / (n - 1)
                if spacing < cw * min_visible:
                    cw = int(r.w / (1 + min_visible * (n - 1)))
                    ch = int(cw * self.aspect)
                    spacing = (r.w - cw) / (n - 1)
            else:
                spacing = cw * (1 + gap)
        else:
            spacing = 0.0
            cw = min(cw, r.w)
            ch = int(cw * self.aspect)
        self.card_size = (max(1, cw), max(1, ch))
        self.spacing = spacing
        total = cw + spacing * max(0, n - 1)
        if align == "left":
            x0 = r.x
        elif align == "right":
            x0 = r.right - total
        else:
            x0 = r.centerx - total / 2
        if valign == "top":
            top = r.y + int(ch * self.lift)
        else:
            top = r.bottom - ch - (int(ch * 0.06) if self.fan else 0)
        for i, card in enumerate(self.cards):
            off = i - (n - 1) / 2
            angle = -off * min(3.0, 14.0 / max(1, n)) if self.fan else 0.0
            dy = int(abs(off) ** 2 * ch * 0.06 / max(1, ((n - 1) / 2) ** 2)) if self.fan and n > 1 else 0
            self.placed.append((card, pygame.Rect(int(round(x0 + i * spacing)), top + dy, cw, ch), angle))

    # ----- geometry --------------------------------------------------------------------------
    def hits(self) -> list[tuple[RowCard, pygame.Rect]]:
        """The clickable part of each card: the strip not covered by the next card, plus the
        room above it (where it rises to on hover)."""
        out = []
        rise = int(self.card_size[1] * self.lift)
        for i, (card, rect, _a) in enumerate(self.placed):
            hit = rect.copy()
            if i < len(self.placed) - 1:
                hit.w = max(4, self.placed[i + 1][1].x - rect.x)
            hit.y -= rise
            hit.h += rise
            out.append((card, hit))
        return out

    # ----- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, face: Callable[[Any, tuple[int, int]], pygame.Surface],
             back: Callable[[tuple[int, int]], pygame.Surface] | None = None, hover: Any = None,
             hidden: Sequence[Any] = ()) -> None:
        """Draw the row; the card whose key is ``hover`` rises (if selectable); cards whose
        keys are in ``hidden`` are left out (an animation stands in for them)."""
        cw, ch = self.card_size
        rise = int(ch * self.lift)
        for card, rect, angle in self.placed:
            if card.key in hidden:
                continue
            r = rect
            up = card.selected or (card.selectable and card.key == hover)
            if up:
                r = rect.move(0, -rise)
            if card.face_up:
                img = face(card.key, (cw, ch))
            else:
                img = back((cw, ch)) if back is not None else face(None, (cw, ch))
            if card.dim:
                img = img.copy()
                veil = pygame.Surface(img.get_size(), pygame.SRCALPHA)
                pygame.draw.rect(veil, (70, 66, 60, 120), veil.get_rect(), border_radius=max(2, cw // 10))
                img.blit(veil, (0, 0))
            drop_shadow(surface, r, radius=max(3, cw // 10), offset=(2, 4), blur=max(2, min(8, cw // 10)),
                        alpha=90)
            if angle:
                rot = rotate_aa(img, angle)
                surface.blit(rot, rot.get_rect(center=r.center))
            else:
                surface.blit(img, r)
            if card.selected:
                pygame.draw.rect(surface, ROMAN["gold"], r.inflate(4, 4), max(2, cw // 30),
                                 border_radius=max(3, cw // 10))
            elif card.selectable and card.key == hover:
                glow_rect(surface, r, ROMAN["gold_light"], 0.9, max(3, cw // 10), spread=max(3, cw // 14))
            elif card.selectable:
                glow_rect(surface, r, ROMAN["gold_light"], 0.35,
                          max(3, cw // 10), spread=max(2, cw // 20))
