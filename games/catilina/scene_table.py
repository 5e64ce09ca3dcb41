"""The table of the Catilina board: a plaque for every other player (card backs,
count, the cards they showed the viewer, status) and the conspirator pile.
"""
from __future__ import annotations

import pygame

from games.app import draw as D

from .rules import value_of
from .scene_draw import INK, PAPER


class TableMixin:
    """The plaques of the other players and the conspirator pile."""

    def _draw_table(self, surface) -> None:
        for s, r in self.L["plaques"].items():
            self._draw_plaque(surface, s, r)

    def _draw_plaque(self, surface, s: int, r: pygame.Rect) -> None:
        v = self.view
        asking = v.phase != "over" and v.turn == s
        fill = D.lighten(PAPER, 0.25) if asking else PAPER
        border = D.ROMAN["gold"] if asking else D.ROMAN["gold_dark"]
        self.panel(surface, r, fill=fill, border=border, radius=self.px(12), border_width=3 if asking else 2)
        col = self.colour(s)
        band = pygame.Rect(r.x + 3, r.y + 3, r.w - 6, self.px(8))
        pygame.draw.rect(surface, col, band, border_top_left_radius=self.px(10), border_top_right_radius=self.px(10))
        pad = self.px(10)
        rad = self.px(13)
        self._seat_badge(surface, s, (r.x + pad + rad, r.y + self.px(16) + rad), rad)
        name_r = pygame.Rect(r.x + pad + 2 * rad + self.px(8), r.y + self.px(15), r.w - 3 * pad - 2 * rad,
                             2 * rad + 2)
        self.blit_fit(surface, self.seat_name(s), name_r, self.px(18), True)
        # card backs and the count
        n = v.hand_sizes[s]
        area = pygame.Rect(r.x + pad, name_r.bottom + self.px(8), r.w - 2 * pad, r.bottom - name_r.bottom - self.px(40))
        seen_any = self.viewer is not None and not v.keep_cards and any(sh.giver == s and sh.asker == self.viewer for sh in v.shown)
        bh = max(self.px(20), min(int(area.h * (0.56 if seen_any else 1.0)), self.px(64)))
        bw = int(bh * 0.68)
        if n:
            step = min(bw * 0.45, (area.w - bw - self.px(40)) / max(1, n - 1)) if n > 1 else 0
            step = max(2, step)
            x0 = area.x
            back = self.back_img(bw, bh)
            for i in range(n):
                surface.blit(back, (int(x0 + i * step), area.y))
            cx = int(x0 + (n - 1) * step + bw + self.px(20))
        else:
            cx = area.x + self.px(20)
        cnt = self.text(str(n), self.px(22), True, INK)
        badge = pygame.Rect(0, 0, max(cnt.get_width() + self.px(12), self.px(32)), self.px(30))
        badge.midleft = (min(cx - self.px(14), area.right - badge.w), area.y + bh // 2)
        pygame.draw.rect(surface, D.ROMAN["white"], badge, border_radius=badge.h // 2)
        pygame.draw.rect(surface, D.ROMAN["gold_dark"], badge, 2, border_radius=badge.h // 2)
        surface.blit(cnt, cnt.get_rect(center=badge.center))
        # status line at the foot
        foot = pygame.Rect(r.x + pad, r.bottom - self.px(30), r.w - 2 * pad, self.px(24))
        # the cards this player has shown to the viewer (what the viewer knows of that hand)
        if self.viewer is not None and self.viewer != s and not v.keep_cards:
            # (in the keep variant the cards shown moved to the viewer's own hand)
            seen = sorted({c for sh in v.shown if sh.giver == s and sh.asker == self.viewer for c in sh.cards})
            top = area.y + bh + self.px(6)
            mh = min(foot.y - top - self.px(2), self.px(44))
            if seen and mh >= self.px(18):
                mw = int(mh * 0.68)
                lab = self.text(self.tr("catilina.ui.seen"), self.px(12), False, D.ROMAN["bronze"])
                surface.blit(lab, lab.get_rect(midleft=(area.x, top + mh // 2)))
                x = area.x + lab.get_width() + self.px(6)
                step = min(mw + self.px(3), (area.right - x - mw) / max(1, len(seen) - 1)) if len(seen) > 1 else 0
                for i, c in enumerate(seen):
                    surface.blit(self.card_img(c, mw, mh), (int(x + i * step), top))
        status, colour = self._plaque_status(s)
        if status:
            self.blit_fit(surface, status, foot, self.px(14), True, colour)
        if v.out[s]:
            veil = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(veil, (90, 80, 70, 110), veil.get_rect(), border_radius=self.px(12))
            surface.blit(veil, r)
            stamp = D.text_surface(self.tr("catilina.ui.out"), self.font(self.px(22), True), D.ROMAN["red"],
                                   outline=D.ROMAN["white"], outline_px=2)
            stamp = pygame.transform.rotozoom(stamp, 12, 1.0)
            surface.blit(stamp, stamp.get_rect(center=(r.centerx, r.centery + self.px(6))))

    def _plaque_status(self, s: int) -> tuple[str, tuple]:
        v = self.view
        if v.phase == "over":
            res = v.result
            if res is not None and s in res.winners:
                return self.tr("catilina.ui.winner"), D.ROMAN["olive"]
            return "", INK
        if v.out[s]:
            return self.tr("catilina.ui.out_long"), D.ROMAN["red"]
        if v.phase == "give" and v.question is not None:
            if s == v.question[0]:
                return self.tr("catilina.ui.asking"), D.ROMAN["terracotta_dark"]
            if s in v.givers:
                if v.pending[s] is None:
                    return self.tr("catilina.ui.choosing"), D.ROMAN["bronze"]
                return self.tr("catilina.ui.chosen"), D.ROMAN["olive"]
            return self.tr("catilina.ui.none_said"), D.ROMAN["vein"]
        if v.turn == s:
            return self.tr("catilina.ui.asking"), D.ROMAN["terracotta_dark"]
        return "", INK

    def pile_rects(self, n: int) -> list[pygame.Rect]:
        """The conspirator cards: in one to three rows, as large as fits without overlap."""
        P = pygame.Rect(self.L["pile"]).inflate(-self.px(16), -self.px(12))
        top = P.y + self.px(32)
        avail = pygame.Rect(P.x, top, P.w, P.bottom - top - self.px(30))
        gap = self.px(5)
        best = None
        for rows in (1, 2, 3):
            per_row = (n + rows - 1) // rows
            h = min((avail.h - gap * (rows - 1)) / rows, self.px(110))
            w = h * 0.68
            if w * per_row + gap * (per_row - 1) > avail.w:
                w = (avail.w - gap * (per_row - 1)) / per_row
                h = w / 0.68
            if best is None or h > best[0] + 0.5:
                best = (h, w, rows, per_row)
        h, w, rows, per_row = best
        h, w = int(h), int(w)
        out = []
        y0 = avail.y + (avail.h - (h * rows + gap * (rows - 1))) / 2
        for i in range(n):
            row, col = divmod(i, per_row)
            in_row = min(per_row, n - row * per_row)
            total = w * in_row + gap * (in_row - 1)
            x = avail.centerx - total / 2 + col * (w + gap)
            out.append(pygame.Rect(int(x), int(y0 + row * (h + gap)), w, h))
        return out

    def _draw_pile(self, surface) -> None:
        v = self.view
        P = self.L["pile"]
        self.panel(surface, P, fill=D.mix(D.ROMAN["red_dark"], PAPER, 0.78), border=D.ROMAN["red"],
                radius=self.px(12))
        self.blit_fit(surface, self.tr("catilina.loc.conspirator"),
                      pygame.Rect(P.x + self.px(10), P.y + self.px(8), P.w - self.px(20), self.px(24)),
                      self.px(17), True, D.ROMAN["red_dark"], anchor="midtop")
        n = v.n_conspirators
        rects = self.pile_rects(n)
        face_up = v.conspirators is not None
        for i, r in enumerate(rects):
            if self.hides(("pile", i)):
                continue
            if face_up and i < len(v.conspirators):
                surface.blit(self.card_img(v.conspirators[i], r.w, r.h), r)
            else:
                surface.blit(self.back_img(r.w, r.h), r)
        foot = pygame.Rect(P.x + self.px(8), P.bottom - self.px(30), P.w - self.px(16), self.px(24))
        if face_up and not v.individual and not any(self.hides(("pile", i)) for i in range(n)):
            total = sum(value_of(c) for c in v.conspirators)
            self.blit_fit(surface, self.tr("catilina.ui.pile_sum", total=total), foot, self.px(17), True,
                          D.ROMAN["red_dark"], anchor="midtop")
        else:
            key = "catilina.ui.pile_open" if face_up else "catilina.ui.pile_count"
            self.blit_fit(surface, self.tr(key, count=n), foot, self.px(14), False,
                          D.ROMAN["red_dark"], anchor="midtop")
