"""The public record on the Catilina board: every question with its answers
(and the cards this viewer saw), the accusations, scrolled with the wheel.
"""
from __future__ import annotations

import pygame

from games.app import draw as D

from .scene_draw import SUIT_SYMBOLS, ROMAN_NUM, INK, PAPER, suit_rgb


class RecordMixin:
    """The public record of questions, answers and accusations."""

    def _record_items(self) -> list[tuple]:
        v = self.view
        items: list[tuple] = []
        for q in v.history:
            items.append((q.turn, 0, "q", q))
        for a in v.accusations:
            items.append((a.turn, 1, "acc", a))
        for a in v.accused:
            items.append((a.turn, 1, "card", a))
        items.sort(key=lambda x: (x[0], x[1]))
        return items

    def _entry_height(self, kind: str, obj) -> int:
        if kind == "q":
            return max(self.ui.s(64), self.font(self.ui.s(14), True).get_height() + self.ui.s(42))
        if kind == "card":
            return self.ui.s(44)
        return self.ui.s(30)

    def _draw_record(self, surface) -> None:
        R = self.L["record"]
        self.panel(surface, R, fill=D.lighten(PAPER, 0.3), border=D.ROMAN["gold_dark"], radius=self.ui.s(12))
        pad = self.ui.s(10)
        head = pygame.Rect(R.x + pad, R.y + self.ui.s(6), R.w - 2 * pad, self.ui.s(26))
        self.blit_fit(surface, self.tr("catilina.ui.record"), head, self.ui.s(18), True, D.ROMAN["red_dark"])
        body = pygame.Rect(R.x + pad, head.bottom + self.ui.s(4), R.w - 2 * pad, R.bottom - head.bottom - self.ui.s(12))
        items = self._record_items()
        if not items:
            self.wrap(surface, self.tr("catilina.ui.record_empty"), body, self.ui.s(14), False, D.ROMAN["bronze"])
            return
        heights = [self._entry_height(k, o) for _, _, k, o in items]
        total = sum(heights)
        max_scroll = max(0, total - body.h)
        self.rec_scroll = min(self.rec_scroll, max_scroll)
        y = body.bottom - total + self.rec_scroll if total > body.h else body.y
        prev = surface.get_clip()
        surface.set_clip(body.clip(prev) if prev else body)
        for (_turn, _, kind, obj), h in zip(items, heights):
            if y + h >= body.y and y <= body.bottom:
                er = pygame.Rect(body.x, y, body.w - self.ui.s(8), h - self.ui.s(3))
                if kind == "q":
                    self._draw_question_entry(surface, obj, er)
                elif kind == "acc":
                    self._draw_accusation_entry(surface, obj, er)
                else:
                    self._draw_card_entry(surface, obj, er)
            y += h
        surface.set_clip(prev)
        if max_scroll > 0:
            bar = pygame.Rect(body.right - self.ui.s(5), body.y, self.ui.s(4), body.h)
            pygame.draw.rect(surface, D.ROMAN["marble_dark"], bar, border_radius=2)
            frac = body.h / total
            th = max(self.ui.s(20), int(body.h * frac))
            pos = (max_scroll - self.rec_scroll) / max_scroll
            thumb = pygame.Rect(bar.x, bar.y + int((body.h - th) * pos), bar.w, th)
            pygame.draw.rect(surface, D.ROMAN["bronze"], thumb, border_radius=2)

    def _what_chip(self, surface, kind: str, attr: int, x: int, cy: int, h: int) -> int:
        """A small tile naming what was asked (colour swatch with symbol, or the figure); returns its right."""
        if kind == "colour":
            sw = pygame.Rect(x, cy - h // 2, h, h)
            pygame.draw.rect(surface, suit_rgb(attr), sw, border_radius=max(3, h // 5))
            self.sym(surface, SUIT_SYMBOLS[attr], sw.center, h * 0.6, D.ROMAN["white"])
            t = self.text(self.tr(f"catilina.colour.{attr}"), max(9, int(h * 0.8)), True, D.darken(suit_rgb(attr), 0.2))
            surface.blit(t, t.get_rect(midleft=(sw.right + self.ui.s(3), cy)))
            return sw.right + self.ui.s(3) + t.get_width()
        label = f"{ROMAN_NUM[attr]} · {attr}"
        t = self.text(label, max(9, int(h * 0.75)), True, INK)
        tile = pygame.Rect(x, cy - h // 2, t.get_width() + self.ui.s(10), h)
        pygame.draw.rect(surface, D.ROMAN["white"], tile, border_radius=max(3, h // 5))
        pygame.draw.rect(surface, D.ROMAN["gold_dark"], tile, 1, border_radius=max(3, h // 5))
        surface.blit(t, t.get_rect(center=tile.center))
        return tile.right

    def _draw_question_entry(self, surface, q, r: pygame.Rect, big: bool = False) -> None:
        """One question and its answers (with the cards this viewer saw)."""
        v = self.view
        fs = self.ui.s(17 if big else 14)
        line_h = max(self.ui.s(28 if big else 22), self.font(fs, True).get_height())
        pygame.draw.rect(surface, D.mix(PAPER, D.ROMAN["white"], 0.5), r, border_radius=self.ui.s(6))
        tag = self.text(f"{q.turn}", self.ui.s(12), True, D.ROMAN["bronze"])
        surface.blit(tag, (r.x + self.ui.s(4), r.y + self.ui.s(4)))
        x = r.x + self.ui.s(26)
        cy = r.y + self.ui.s(2) + line_h // 2
        self._seat_badge(surface, q.asker, (x + self.ui.s(7), cy), self.ui.s(8 if big else 7))
        if q.target == -1:
            s = self.msg("catilina.ui.rec_pair_all", seat=q.asker)
        else:
            s = self.msg("catilina.ui.rec_pair", seat=q.asker, seat2=q.target)
        chip_w = self.ui.s(96)
        tr_ = self.blit_fit(surface, s, pygame.Rect(x + self.ui.s(18), r.y + self.ui.s(2), r.right - x - self.ui.s(24) - chip_w,
                                                    line_h), fs, True)
        self._what_chip(surface, q.kind, q.attr, tr_.right + self.ui.s(8), cy, int(line_h * 0.72))
        # the answers
        shown = {sh.giver: sh.cards for sh in v.shown if sh.turn == q.turn and sh.asker == q.asker}
        ax = x
        ay = r.y + line_h + self.ui.s(4)
        ah = r.bottom - ay - self.ui.s(3)
        cw = int(ah * 0.68)
        for giver, count in q.answers:
            self._seat_badge(surface, giver, (ax + self.ui.s(7), ay + ah // 2), self.ui.s(7))
            ax += self.ui.s(16)
            label = str(count) if count else self.tr("catilina.ui.none_short")
            t = self.text(label, self.ui.s(15 if big else 13), True, INK if count else D.ROMAN["vein"])
            surface.blit(t, t.get_rect(midleft=(ax, ay + ah // 2)))
            ax += t.get_width() + self.ui.s(4)
            cards = shown.get(giver)
            if cards and self.viewer is not None and not self.hides(("shown_turn", q.turn)):
                for c in cards:
                    if ax + cw > r.right:
                        break
                    surface.blit(self.card_img(c, cw, ah), (ax, ay))
                    ax += cw + self.ui.s(2)
            ax += self.ui.s(14)
            if ax > r.right - self.ui.s(30):
                break

    def _draw_accusation_entry(self, surface, a, r: pygame.Rect) -> None:
        fill = D.mix(D.ROMAN["olive"], D.ROMAN["white"], 0.7) if a.correct else D.mix(D.ROMAN["red"], D.ROMAN["white"], 0.75)
        pygame.draw.rect(surface, fill, r, border_radius=self.ui.s(6))
        tag = self.text(f"{a.turn}", self.ui.s(12), True, D.ROMAN["bronze"])
        surface.blit(tag, (r.x + self.ui.s(4), r.y + self.ui.s(4)))
        x = r.x + self.ui.s(26)
        self._seat_badge(surface, a.seat, (x + self.ui.s(7), r.centery), self.ui.s(7))
        key = "catilina.ui.rec_right" if a.correct else "catilina.ui.rec_wrong"
        self.blit_fit(surface, self.msg(key, seat=a.seat, total=a.total),
                      pygame.Rect(x + self.ui.s(18), r.y, r.right - x - self.ui.s(20), r.h), self.ui.s(14), True)

    def _draw_card_entry(self, surface, a, r: pygame.Rect) -> None:
        v = self.view
        pygame.draw.rect(surface, D.mix(D.ROMAN["red"], D.ROMAN["white"], 0.85), r, border_radius=self.ui.s(6))
        tag = self.text(f"{a.turn}", self.ui.s(12), True, D.ROMAN["bronze"])
        surface.blit(tag, (r.x + self.ui.s(4), r.y + self.ui.s(4)))
        x = r.x + self.ui.s(26)
        self._seat_badge(surface, a.seat, (x + self.ui.s(7), r.centery), self.ui.s(7))
        ch = r.h - self.ui.s(4)
        cw = int(ch * 0.68)
        img = self.card_img(a.card, cw, ch)
        surface.blit(img, (x + self.ui.s(18), r.y + self.ui.s(2)))
        verdict = ""
        if v.conspirators is not None:
            verdict = " ✓" if a.card in v.conspirators else " ✗"
        self.blit_fit(surface, self.msg("catilina.ui.rec_card", seat=a.seat) + verdict,
                      pygame.Rect(x + self.ui.s(22) + cw, r.y, r.right - x - cw - self.ui.s(24), r.h), self.ui.s(14), True)
