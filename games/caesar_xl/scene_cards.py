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
#: the colour of a card's back (a hidden card, and a card drawn face up while it turns)
CARD_BACK = (92, 60, 44)
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

    #: how far the Forum row and the hand are scrolled, pixels (:meth:`scroll_cards`)
    cards_scroll = 0

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
            panel(surface, box, CARD_BACK, ROMAN["gold_dark"], radius=ui.s(4), border_width=1, shadow=False)
            self.texts.draw(surface, self.tr("caesar_xl.ui.spqr"), box.center, ui.font_px(11), True,
                            ROMAN["gold_light"], "center", width=box.w)
            return
        panel(surface, box, (250, 244, 226), ROMAN["bronze"], radius=ui.s(4), border_width=1, shadow=False)
        band = pygame.Rect(box.x, box.y, max(3, ui.s(6)), box.h)
        pygame.draw.rect(surface, CARD_BANDS.get(kind, CARD_BANDS["?"]), band, border_radius=ui.s(3))
        room = box.right - band.right - ui.s(6)
        px = ui.font_px(12)                     # (a row of cards shrunk to fit: the words as tall as the card)
        while px > READABLE_PX and self.texts.font(px, True).get_linesize() > box.h:
            px -= 1
        self.texts.draw(surface, self.card_label(card, room), (band.right + ui.s(4), box.centery), px,
                        True, ROMAN["ink"], "midleft", width=room, least=READABLE_PX)

    def card_line(self) -> int:
        """The step of a row of cards: a card as tall as its name's line (never cut at its foot)."""
        px = max(READABLE_PX, self.ui.font_px(12))
        return self.texts.font(px, True).get_linesize() + self.ui.s(3) + 2

    def layout_cards(self, box: pygame.Rect, title_h: int, columns: bool) -> int:
        """The Forum row and the viewer's hand in ``box`` (under each its title ``title_h`` high),
        laid out by :meth:`cards_plan`; their rects go to the board's ``geom``, each card with its
        tooltip (a card in hand plays by a click). When even the tightest rows would run out of
        the box (a small window, a full hand under a full Forum row), they scroll under the
        wheel (:meth:`scroll_cards`): what stands whole inside the box is shown, the rest waits
        behind the marks ▲ and ▼. Returns the y under them."""
        ui, g, v = self.ui, self.geom, self.view
        forum = list(v.forum) if v is not None else []
        hand = self.hand()
        fp, hp, line = self.cards_plan(forum, hand, box, title_h, columns)
        gap = min(ui.s(3), line - self.tight_line() + 2)
        rows_f = max(1, -(-len(forum) // fp))
        rows_h = max(1, -(-len(hand) // hp)) if hand is not None else 0
        need = 2 * (title_h + ui.s(4)) + ui.s(4) + (rows_f + rows_h) * line
        over = max(0, need - box.h) if columns else 0
        self.cards_scroll = min(max(0, self.cards_scroll), over)
        y = box.y - self.cards_scroll
        seen = (lambda r: r if box.contains(r) else None) if over else (lambda r: r)
        g.update(cards_box=box, cards_more=(self.cards_scroll > 0, self.cards_scroll < over), cards_line=line,
                 forum_n=len(forum), hand_n=len(hand or ()))
        g["forum_title"] = seen(pygame.Rect(box.x, y, box.w, title_h))
        y += title_h + ui.s(4)
        g["forum"] = []
        for i, c in enumerate(forum):
            r = seen(pygame.Rect(box.x + (i % fp) * (box.w // fp), y + (i // fp) * line, box.w // fp - ui.s(4),
                                 line - gap))
            if r is not None:
                g["forum"].append((c, r))
                self.add_hotspot(r, key=("forum", c), glow=False, tip=self.card_tip(c))
        y += rows_f * line + ui.s(4)
        g["hand_title"] = seen(pygame.Rect(box.x, y, box.w, title_h))
        y += title_h + ui.s(4)
        g["hand"] = []
        for i, c in enumerate(hand or ()):
            r = seen(pygame.Rect(box.x + (i % hp) * (box.w // hp), y + (i // hp) * line, box.w // hp - ui.s(4),
                                 line - gap))
            if r is not None:
                g["hand"].append((c, r))
                self.add_hotspot(r, key=("hand", i), glow=False, tip=self.card_tip(c),
                                 on_click=(lambda c=c, r=r: self.click_card(c, r.center)) if self.acting else None)
        return min(box.bottom, y + rows_h * line) + ui.s(4)

    def scroll_cards(self, ev) -> bool:
        """The wheel over the Forum row and the hand, when they scroll: a row of cards a notch."""
        g = self.geom
        box = g.get("cards_box")
        if box is None or not any(g.get("cards_more", ())) or not box.collidepoint(self.mouse):
            return False
        self.cards_scroll -= ev.y * g["cards_line"]
        self._rebuild()
        return True

    def draw_cards(self, surface) -> None:
        """The Forum row and the viewer's hand, each under its title (a title scrolled away is
        not drawn), and the marks ▲ ▼ where more cards wait above or below."""
        g, ui = self.geom, self.ui
        if g["forum_title"] is not None:
            self.texts.draw(surface, self.tr("caesar_xl.ui.forum_row"), g["forum_title"].topleft, ui.font_px(13),
                            True, ROMAN["ink"], width=g["forum_title"].w)
            if not g["forum_n"]:
                self.texts.draw(surface, self.tr("caesar_xl.ui.none"), (g["forum_title"].x, g["forum_title"].bottom),
                                ui.font_px(12), False, ROMAN["vein"])
        for c, r in g["forum"]:
            self.draw_card(surface, c, r)
        if self.hand() is not None:
            self.drawn_hand, self.drawn_hand_seat = [], self.viewer
            name = self.name(self.viewer)
            title = ""
            for who in (name, (name.split() or [name])[0]):    # (a long name by its first word: the count whole)
                title = self.tr("caesar_xl.ui.your_hand", seat=who, n=g["hand_n"],
                                limit=R.PARAMS["hand_limit"])       # (the count of the cards laid out under it)
                if g["hand_title"] is None or self.texts.width(title, 9, True) <= g["hand_title"].w:
                    break
            self.drawn_hand_title = title
            if g["hand_title"] is not None:
                self.texts.draw(surface, title, g["hand_title"].topleft, ui.font_px(13), True, ROMAN["ink"],
                                width=g["hand_title"].w)
            for c, r in g["hand"]:
                self.drawn_hand.append(c)
                self.draw_card(surface, c, r, flipping=(c == self.flip["card"] and self.flip["t"] < 1.0))
                if c == self.sel_card:              # (the card chosen: a second click plays it)
                    pygame.draw.rect(surface, ROMAN["gold"], r.inflate(ui.s(3), ui.s(3)), 2, border_radius=ui.s(5))
        box = g["cards_box"]
        for more, (mark, at) in zip(g["cards_more"], (("▲", box.topright), ("▼", box.bottomright))):
            if more:
                self.texts.draw(surface, mark, at, ui.font_px(12), True, ROMAN["red_dark"],
                                "topright" if mark == "▲" else "bottomright")

    def tight_line(self) -> int:
        """The least step of a row of cards: a card just as tall as its name's line at the
        readable size."""
        return self.texts.font(READABLE_PX, True).get_linesize() + 2

    def cards_plan(self, forum: list[str], hand: list[str] | None, box: pygame.Rect, title_h: int,
                   columns: bool) -> tuple[int, int, int]:
        """How the Forum row and the hand stand in ``box``: (Forum cards a row, hand cards a row,
        the step of a row). Everything inside the box (a hand of five and seven Forum cards ran
        out of its panel), every name read whole at the readable size (a tiny form was cut to
        「退役兵…」), the names at their own size where they fit so, a Forum card by its whole
        name where that can be (a short "Reform" was another name than the race's warnings
        say), then the roomiest rows, then the fewest cards a row. Rows shrink to
        :meth:`tight_line` only to hold everything or to keep a name whole; a panel of one
        column (the choices under it) keeps its roomy rows."""
        ui = self.ui
        roomy = max(ui.s(24), self.card_line())
        steps = [roomy] if not columns else list(range(roomy, self.tight_line() - 1, -1))
        best: tuple | None = None
        own = self.card_line()
        names: dict[tuple[bool, int], tuple[int, int]] = {}     # (the names a row holds: the same at every step)
        for line in steps:
            for fp in (1, 2, 3, 4):
                for hp in ((2,) if not columns else (2, 3, 4)):
                    rows = max(1, -(-len(forum) // fp)) + (max(1, -(-len(hand) // hp)) if hand is not None else 0)
                    need = 2 * (title_h + ui.s(4)) + ui.s(4) + rows * line
                    cut = full = 0
                    for cards, per in ((forum, fp), (hand or [], hp)):
                        if (cards is forum, per) not in names:
                            names[cards is forum, per] = self._names_cut(cards, box.w // per - ui.s(4) - max(3, ui.s(6))
                                                                         - ui.s(6), cards is forum)
                        cut, full = cut + names[cards is forum, per][0], full + names[cards is forum, per][1]
                    over = need > box.h and columns        # (scrolls: the least to scroll)
                    key = (cut, over, need if over else 0, line < own, full, -line, fp, hp)
                    if best is None or key < best[0]:
                        best = (key, fp, hp, line)
        assert best is not None
        return best[1], best[2], best[3]

    def _names_cut(self, cards: list[str], room: int, forum: bool) -> tuple[int, int]:
        """How many of ``cards`` a spot ``room`` wide cuts at the readable size, and (``forum``)
        how many it names other than whole."""
        cut = full = 0
        for c in cards:
            label = self.card_label(c, room)
            cut += self.texts.width(label, READABLE_PX, True) > room
            full += forum and label != card_name(self.tr, c)
        return cut, full

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
        t = self.flip["t"]                  # (its back turning away, then its face: never a blank card)
        card = pygame.Surface(r.size, pygame.SRCALPHA)
        box = card.get_rect()
        if t < 0.5:
            panel(card, box, CARD_BACK, ROMAN["gold"], radius=ui.s(10), border_width=3, shadow=False)
            self.texts.draw(card, self.tr("caesar_xl.ui.spqr"), box.center, ui.font_px(20), True,
                            ROMAN["gold_light"], "center", width=box.w)
        else:
            panel(card, box, (250, 244, 226), ROMAN["gold"], radius=ui.s(10), border_width=3, shadow=False)
            kind = self.tr(f"caesar_xl.ui.card_type.{R.CARDS[c]['type']}")
            self.texts.draw(card, kind, (box.centerx, box.y + ui.s(10)), ui.font_px(13), False, ROMAN["vein"],
                            "midtop", width=box.w - ui.s(16))
            self.texts.draw(card, card_name(self.tr, c), (box.centerx, box.y + ui.s(34)), ui.font_px(20), True,
                            ROMAN["ink"], "midtop", width=box.w - ui.s(16))
            self.texts.wrapped(card, self.tr(f"caesar_xl.card.{c}.text"),
                               pygame.Rect(box.x + ui.s(10), box.y + ui.s(64), box.w - ui.s(20), box.h - ui.s(68)),
                               ui.font_px(11), False, ROMAN["ink"], "center", least=8)
        w = max(2, round(r.w * abs(1 - 2 * t)))          # (the card turning: narrowed, never cut)
        at = pygame.Rect(0, 0, w, r.h)
        at.center = r.center
        surface.blit(pygame.transform.smoothscale(card, at.size), at)
