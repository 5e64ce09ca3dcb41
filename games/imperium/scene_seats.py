"""Imperium board: the seats panel (name, points, supply, status and the three cards of each seat)."""
from __future__ import annotations

import pygame

from games.app.board import CardRow, RowCard, panel
from games.app.draw import ROMAN, card_back, card_face, darken, mix, token



class SeatsMixin:
    """The seats panel of :class:`~games.imperium.scene.Board`."""

    def _draw_seats(self, surface) -> None:
        g = self.geom
        side = g["side"]
        s = self.s
        v = self.view
        src = self.shown
        panel(surface, side, fill=ROMAN["marble"], border=ROMAN["gold_dark"], radius=int(12 * s), alpha=240)
        for seat, rr in enumerate(g["rows"]):
            col = self.colour(seat)
            acting = v.phase == "select" and v.selections[seat] is None or v.phase == "fill" and v.pending == seat
            fill = mix(ROMAN["parchment"], col, 0.10)
            panel(surface, rr, fill=fill, border=col if acting and self.count is None else darken(fill, 0.25),
                  radius=int(10 * s), border_width=max(2, int(3 * s)) if acting and self.count is None else 1,
                  shadow=False)
            # token and name
            tr_ = int(min(rr.h * 0.17, 15 * s))
            tc = (rr.x + int(8 * s) + tr_, rr.y + int(8 * s) + tr_)
            img = token(tr_, col, self.symbol(seat))
            surface.blit(img, img.get_rect(center=tc))
            cards = g["seat_cards"][seat]
            name_w = cards[0].x - (tc[0] + tr_ + int(6 * s)) - int(4 * s)
            self.texts.draw(surface, self.name(seat), (tc[0] + tr_ + int(6 * s), tc[1]), self.px(17), True,
                            ROMAN["ink"], "midleft", width=name_w, least=self.px(13))
            # points
            score = int(round(src.scores[seat]))
            self.texts.draw(surface, str(score), (tc[0] - tr_, tc[1] + tr_ + int(2 * s)), self.px(30), True,
                            ROMAN["red_dark"], "topleft")
            # supply
            sp = g["supply"][seat]
            mini = token(int(8 * s), col)
            surface.blit(mini, mini.get_rect(center=sp))
            st = f"×{src.supply[seat]}"
            r2 = self.texts.draw(surface, st, (sp[0] + int(11 * s), sp[1]), self.px(14), True, ROMAN["ink"], "midleft")
            # status: laid / choosing / first
            status = None
            if self.count is None:
                if v.phase == "select":
                    status = self.tr("imperium.ui.laid") if v.selections[seat] is not None else \
                        self.tr("imperium.ui.choosing")
                elif v.phase == "fill" and v.pending == seat:
                    status = self.tr("imperium.ui.filling")
            x = r2.right + int(8 * s)
            if src.start == seat and src.phase != "over":
                lab = self.tr("imperium.ui.first")
                lr = pygame.Rect(0, 0, self.texts.width(lab, self.px(11), True) + int(10 * s), int(17 * s))
                lr.midleft = (x, sp[1])
                if lr.right < cards[0].x - 2:
                    pygame.draw.rect(surface, ROMAN["gold"], lr, border_radius=lr.h // 2)
                    self.texts.draw(surface, lab, lr.center, self.px(11), True, ROMAN["ink"], "center")
                    x = lr.right + int(6 * s)
            if status:
                self.texts.draw(surface, status, (rr.right - int(8 * s), rr.y + int(6 * s)), self.px(12), False,
                                ROMAN["ink"], "topright")
            # the three cards
            self._draw_seat_cards(surface, seat, cards)

    def _seat_cards_state(self, seat):
        v = self.view
        if self.count is not None:
            return self.count.cards[seat]
        if v.phase == "select":
            if v.selections[seat] and self.viewer is None:
                return ("faces", v.selections[seat], False)     # (the replay of a finished game: all public)
            if v.selections[seat] is not None:
                return ("backs",)
            if v.shown[seat] is not None:
                return ("faces", v.shown[seat], True)
            return None
        if v.shown[seat] is not None:
            return ("faces", v.shown[seat], False)
        return None

    def _draw_seat_cards(self, surface, seat, rects) -> None:
        """The seat's three cards as the kit's card row: empty places, backs, or faces (dimmed
        when they are last round's); cards a flip stands in for are left out."""
        st = self._seat_cards_state(seat)
        if st is None:
            for r in rects:
                pygame.draw.rect(surface, darken(ROMAN["parchment"], 0.08), r, border_radius=max(3, r.w // 10))
                pygame.draw.rect(surface, ROMAN["parchment_dark"], r, 1, border_radius=max(3, r.w // 10))
            return
        regs = st[1] if st[0] == "faces" else ()
        cards = [RowCard(i, face_up=st[0] == "faces", dim=st[0] == "faces" and st[2]) for i in range(len(rects))
                 if st[0] == "backs" or i < len(regs)]
        u = rects[0].union(rects[-1])
        row = CardRow(u, cards, aspect=rects[0].h / rects[0].w, gap=(rects[1].x - rects[0].right) / rects[0].w,
                      lift=0.0, align="left")
        hidden = [i for i in range(len(rects)) if self.count is not None and ("pc", seat, i) in self.count.flipping]
        row.draw(surface, face=lambda i, size: self._card_img(seat, regs[i], size), back=card_back, hidden=hidden)
        self.drawn_faces += [(seat, regs[c.key]) for c in cards if c.face_up and c.key not in hidden]
        if st is not None and st[0] == "faces" and st[2]:
            # the round they were chosen in ("last round" read as the final round, round 8)
            lab = self.tr("imperium.ui.chosen_in", round=max(1, self.view.round - 1))
            self.texts.draw(surface, lab, (u.centerx, u.y - 1), self.px(11), False, ROMAN["vein"], "midbottom")

    def _card_img(self, seat, region, size, dim=False):
        col = self.colour(seat)
        return card_face(size, value=region, colour=col, label=None, fonts=getattr(self.host, "fonts", None),
                         dim=dim)
