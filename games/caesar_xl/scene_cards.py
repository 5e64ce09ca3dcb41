"""Caesar XL's cards on the board: a card in the hand or the Forum row (face up with its type's
band, or face down), and an event or Forum card drawn face up, shown big while it flips.

A mixin of :class:`~.scene.Board`: it reads the board's ``ui``, ``texts``, ``tr``, ``geom`` and
``flip`` (the card flipping and how far, 0 to 1).
"""
from __future__ import annotations

import re

import pygame

from games.app.board import panel
from games.app.draw import ROMAN

from . import rules as R
from .scene_words import card_name

#: the size under which a card's name reads badly: a leader's short name is shown instead
READABLE_PX = 10
#: colour of a card's band by its type
CARD_BANDS = {"leader": (120, 40, 30), "tactics": (40, 70, 110), "event": (70, 90, 40), "forum": (120, 90, 20),
              "?": (70, 60, 50)}
#: the Forum cards with a short name (every leader card has one too)
SHORT_FORUM = ("senatus_consultum_ultimum", "governorships", "grain_dole", "demands_for_reform", "veterans_land",
               "pontifex_maximus")
#: the Forum cards with a still shorter name, for a row of three cards ("Veterans" for "Veterans' Land")
TINY_FORUM = ("veterans_land", "senatus_consultum_ultimum", "governorships")


def has_short(card: str) -> bool:
    """The catalogue holds a short name of ``card``."""
    return R.CARDS.get(card, {}).get("type") == "leader" or card in SHORT_FORUM


class CardsMixin:
    """Drawing of the cards (hand, Forum row, the card drawn)."""

    def card_tip(self, card: str) -> str:
        """A card's tooltip: its name, its type and what it does (a hidden card: only that)."""
        if card not in R.CARDS:
            return self.tr("caesar_xl.ui.hidden_card")
        name = card_name(self.tr, card)
        text = self.tr(f"caesar_xl.card.{card}.text")
        kind = self.tr(f"caesar_xl.ui.card_type.{R.CARDS[card]['type']}")
        first = re.split(r"[,.、。]", text, maxsplit=1)[0].casefold()
        if first and kind.casefold().startswith(first):     # ("Ambush (tactics): Tactics, ...": said once)
            return self.tr("caesar_xl.ui.card_tip_plain", name=name, text=text)
        return self.tr("caesar_xl.ui.card_tip", name=name, kind=kind, text=text)

    def draw_card(self, surface, card: str, r: pygame.Rect, flipping: bool = False) -> None:
        """One card in ``r``: face up with its type's band and name, or face down (a hidden card, or
        the first half of a flip)."""
        ui = self.ui
        w = r.w
        face = True
        if flipping:
            t = self.flip["t"]
            w = max(2, round(r.w * abs(1 - 2 * t)))
            face = t >= 0.5
        box = pygame.Rect(0, 0, w, r.h)
        box.center = r.center
        kind = R.CARDS[card]["type"] if card in R.CARDS else "?"
        if not face or card not in R.CARDS:
            panel(surface, box, (92, 60, 44), ROMAN["gold_dark"], radius=ui.s(4), border_width=1, shadow=False)
            self.texts.draw(surface, self.tr("caesar_xl.ui.spqr"), box.center, ui.font_px(11), True,
                            ROMAN["gold_light"], "center", width=box.w)
            return
        panel(surface, box, (250, 244, 226), ROMAN["bronze"], radius=ui.s(4), border_width=1, shadow=False)
        band = pygame.Rect(box.x, box.y, max(3, ui.s(6)), box.h)
        pygame.draw.rect(surface, CARD_BANDS.get(kind, CARD_BANDS["?"]), band, border_radius=ui.s(3))
        room = box.right - band.right - ui.s(6)
        self.texts.draw(surface, self.card_label(card, room), (band.right + ui.s(4), box.centery), ui.font_px(12),
                        True, ROMAN["ink"], "midleft", width=room, least=READABLE_PX)

    def card_line(self) -> int:
        """The step of a row of cards: a card as tall as its name's line (never cut at its foot)."""
        px = max(READABLE_PX, self.ui.font_px(12))
        return self.texts.font(px, True).get_linesize() + self.ui.s(3) + 2

    def forum_per_row(self, forum: list[str], box: pygame.Rect, hand: list[str] | None, title_h: int,
                      room: int, columns: bool = True) -> int:
        """The Forum row's cards on a line in the column ``box`` (``room`` high under its titles
        ``title_h`` high): one when a name would not read whole in half the row (shown short it
        was another name than the race's warnings say) and the column holds the row and the hand
        that way (``columns``: the panel has columns); else two, or three when two a line would
        push the hand's last row out of the column (with seven Forum cards face up the third card
        of a hand was cut in half)."""
        ui = self.ui
        line, gap = self.card_line(), ui.s(4)
        hand_rows = max(1, (len(hand) + 1) // 2) if hand is not None else 0
        half = box.w // 2 - ui.s(4) - max(3, ui.s(6)) - ui.s(10)
        if columns and not all(self.texts.width(card_name(self.tr, c), READABLE_PX, True) <= half for c in forum):
            if 2 * title_h + ui.s(8) + (len(forum) + hand_rows) * line <= box.h - ui.s(4):
                return 1
        need = 2 * (title_h + gap) + (max(1, (len(forum) + 1) // 2) + hand_rows) * line + gap
        return 2 if need <= room else 3

    def card_label(self, card: str, room: int) -> str:
        """A card's name as its spot shows it: whole, or a leader's short name ("Cassius" for "C.
        Cassius Longinus") or a Forum card's ("Governorships" for "Provincial Governorships") when
        the whole would not be read in ``room`` at a readable size, and shorter still in a row of
        three ("Governors") where even that would be cut (the tooltip names it whole; the Forum
        row takes a card a line rather, :meth:`forum_per_row`)."""
        name = card_name(self.tr, card)
        if not has_short(card) or self.texts.width(name, READABLE_PX, True) <= room:   # (a smaller step first)
            return name
        short = self.tr(f"caesar_xl.card.{card}.short")
        if card in TINY_FORUM and self.texts.width(short, READABLE_PX, True) > room:
            return self.tr(f"caesar_xl.card.{card}.tiny")
        return short

    def draw_flip(self, surface) -> None:
        """An event or Forum card drawn face up: shown big over the map while it flips."""
        c = self.flip["card"]
        if c is None or self.flip["t"] >= 1.0 or c not in R.CARDS or R.CARDS[c]["type"] not in ("event", "forum"):
            return
        ui = self.ui
        m = self.geom["map"]
        r = pygame.Rect(0, 0, ui.s(260), ui.s(120))
        r.center = m.center
        t = self.flip["t"]
        w = max(2, round(r.w * min(1.0, t * 2)))
        box = pygame.Rect(0, 0, w, r.h)
        box.center = r.center
        panel(surface, box, (250, 244, 226), ROMAN["gold"], radius=ui.s(10), border_width=3)
        if t >= 0.5:
            kind = self.tr(f"caesar_xl.ui.card_type.{R.CARDS[c]['type']}")
            self.texts.draw(surface, kind, (box.centerx, box.y + ui.s(10)), ui.font_px(13), False, ROMAN["vein"],
                            "midtop", width=box.w - ui.s(16))
            self.texts.draw(surface, card_name(self.tr, c), (box.centerx, box.y + ui.s(34)), ui.font_px(20), True,
                            ROMAN["ink"], "midtop", width=box.w - ui.s(16))
            self.texts.wrapped(surface, self.tr(f"caesar_xl.card.{c}.text"),
                               pygame.Rect(box.x + ui.s(10), box.y + ui.s(64), box.w - ui.s(20), box.h - ui.s(68)),
                               ui.font_px(11), False, ROMAN["ink"], "center", least=8)
