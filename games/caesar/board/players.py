"""One panel per player: counter and name, cards left and stacks, counters owned, and the
row of the ten cards (spent ones greyed; hands are public in Caesar). The panel of the
seat to act glows in its colour (:meth:`Players.draw_panel_glows`, drawn over the board
after everything but the struggle, so a board at rest keeps its panels and draws
only the halo over them); a seat out of the game is stamped OUT."""
from __future__ import annotations


import pygame

from games.core import caches
from games.app.board import panel
from games.app.draw import ROMAN, darken, glow_rect, mix, rotate_aa, token

from .. import rules as R
from .art import caesar_card

#: the order cards are shown in a hand: 1-9, then the flag
CARD_ORDER = (1, 2, 3, 4, 5, 6, 7, 8, 9, R.FLAG)


#: the spent cards' faded copies, by the card's picture (kept alive here, so never another's id)
_fades: dict[int, tuple[pygame.Surface, pygame.Surface]] = caches.kept(f"{__name__}.fades")


def _faded(img: pygame.Surface) -> pygame.Surface:
    """``img`` at the alpha of a spent card (made once a picture)."""
    hit = _fades.get(id(img))
    if hit is None or hit[0] is not img:
        if len(_fades) > 300:
            _fades.clear()
        faded = img.copy()
        faded.set_alpha(110)
        hit = _fades[id(img)] = (img, faded)
    return hit[1]


class Players:
    """The player panels (a part of :class:`games.caesar.board.Board`)."""

    def card_image(self, card: int, size, seat: int | None = None, dim: bool = False) -> pygame.Surface:
        """A card face of ``seat``'s colour; the flag carries a standard instead of a number."""
        colour = self.colour(seat) if seat is not None else ROMAN["terracotta"]
        return caesar_card(int(size[0]), int(size[1]), int(card), tuple(colour), bool(dim), self.host.fonts)

    def draw_players(self, surface, since: int = 0, until: int | None = None) -> None:
        """The players' panels (those of seats ``since`` to ``until``, excluded)."""
        shown = self.shown
        scores = [0] * shown.n_seats
        stacks = [0] * shown.n_seats
        for st in shown.board:
            if st and st[-1] >= 0:
                scores[st[-1]] += len(st)
                stacks[st[-1]] += 1
        to_act = set(shown.to_act())
        for s, p in enumerate(self.geo["panels"][:shown.n_seats]):
            if since <= s and (until is None or s < until):
                self._draw_panel(surface, s, p, scores[s], stacks[s], s in to_act)

    def draw_panel_glows(self, surface) -> None:
        """The halo around the panel of each seat to act. It is drawn over the
        panels (and over what lies beside them), never under one, so the panels themselves
        stay still: a board at rest blits them and paints only the halo
        (:meth:`games.caesar.board.Board.draw_live`)."""
        shown = self.shown
        to_act = set(shown.to_act())
        for s, p in enumerate(self.geo["panels"][:shown.n_seats]):
            if s in to_act:
                glow_rect(surface, p, self.colour(s), 0.65, max(6, self.ui.s(12)), spread=6)

    def _draw_panel(self, surface, s: int, p: pygame.Rect, score: int, stacks: int, acting: bool) -> None:
        shown = self.shown
        texts = self.texts
        colour = self.colour(s)
        out = bool(shown.out[s])
        fill = mix(ROMAN["parchment"], colour, 0.10) if not out else ROMAN["marble_dark"]
        border = colour if acting else ROMAN["gold_dark"]
        panel(surface, p, fill, border, radius=max(6, self.ui.s(12)), border_width=3 if acting else 2)
        pad, tr = self.panel_metrics(p)
        tx, ty = self.token_pos(s)
        surface.blit(token(tr, colour, self.symbol(s)), (tx - tr - 1, ty - tr - 1))
        # the score on the right: counters owned
        right = p.right - pad
        header_bottom = p.y + pad + 2 * tr + 2
        label_px = max(10, int(p.h * 0.1))
        score_px = max(14, int(p.h * 0.28))
        label = self.texts.fit(self.tr("caesar.ui.counters"), int(p.w * 0.25), label_px)
        lr = texts.draw(surface, label[0], (right, header_bottom), label[1], False,
                        darken(ROMAN["parchment_dark"], 0.5), "bottomright")
        # as big as the room above the label allows
        score_px = max(10, min(score_px, int((lr.y - p.y) * 1.05)))
        # the digits' ink ends a little above the label's ink (fonts pad differently: Japanese
        # labels carry less room above them than Latin ones); smaller digits when the panel is low
        label_ink_top = lr.y + texts.render(label[0], label[1], False).get_bounding_rect().top
        gap = max(2, self.ui.s(3))
        while True:
            score_img = texts.render(str(score), score_px, True, ROMAN["ink"])
            ink = score_img.get_bounding_rect()
            digits_ink_bottom = ink.bottom
            sr = score_img.get_rect(right=right)
            sr.y = label_ink_top - gap - digits_ink_bottom
            if sr.y + ink.top >= p.y + 1 or score_px <= 10:
                break
            score_px -= 1
        sr.centerx = min(lr.centerx, right - sr.w // 2)
        surface.blit(score_img, sr)
        self.score_ink[s] = (sr.y + digits_ink_bottom, label_ink_top)   # for the layout tests
        # the name and a status line
        name_x = tx + tr + pad
        name_w = max(20, min(sr.x, lr.x) - name_x - pad)
        name_px = max(11, int(p.h * 0.17))
        info_px = max(10, int(p.h * 0.12))
        name_rect = texts.draw(surface, self.name(s), (name_x, p.y + pad - 2), name_px, True,
                               darken(colour, 0.25) if not out else ROMAN["ink"], width=name_w)
        if out:
            status = self.tr("caesar.ui.out")
        else:
            n_cards = len(shown.hands[s])
            status = self.tr("caesar.ui.status", n=n_cards, k=stacks)
            if texts.width(status, info_px) > name_w:
                status = self.tr("caesar.ui.status_short", n=n_cards)
        texts.draw(surface, status, (name_x, name_rect.bottom), info_px, False, ROMAN["ink"], width=name_w)
        # the cards 1-9 and the flag: spent ones greyed
        row_y = max(header_bottom + max(2, pad // 2), name_rect.bottom + texts.font(info_px).get_linesize())
        row_h = p.bottom - pad // 2 - row_y
        n = len(CARD_ORDER)
        cw = min(int(row_h / 1.4), int((p.w - 2 * pad - (n - 1) * 3) / n))
        ch = int(cw * 1.4)
        if cw >= 8 and ch >= 10:
            gap = (p.w - 2 * pad - n * cw) / (n - 1)
            hand = shown.hands[s]
            chosen = shown.committed[s] if shown.struggle is not None else None
            for i, c in enumerate(CARD_ORDER):
                rect = pygame.Rect(int(p.x + pad + i * (cw + gap)), row_y + (row_h - ch) // 2, cw, ch)
                held = c in hand
                img = self.card_image(c, (cw, ch), s, dim=not held)
                if not held:
                    img = _faded(img)
                surface.blit(img, rect)
                if held and chosen is not None and chosen == c:
                    pygame.draw.rect(surface, ROMAN["gold"], rect.inflate(4, 4), 2, border_radius=4)
        if out:
            stamp = texts.render(self.tr("caesar.ui.out_stamp"), max(12, int(p.h * 0.28)), True, ROMAN["red"],
                                 outline=ROMAN["white"])
            stamp = rotate_aa(stamp, 12)
            stamp.set_alpha(170)
            surface.blit(stamp, stamp.get_rect(center=(p.centerx, p.centery + p.h // 6)))
