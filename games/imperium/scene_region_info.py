"""Imperium board: the details of the region under the mouse (or the one clicked).

Beside the region's tag: its number and name, what it pays per place, when it
is counted, every seat's markers there as far as the view shows them, and how
often the viewing person has chosen it this round (the selection being built,
or the one laid face down, or the one revealed).
"""
from __future__ import annotations

import pygame

from games.app.board import panel
from games.app.draw import ROMAN, token, wrap_text

from .rules import score_lists


class RegionInfoMixin:
    """The region details box of :class:`~games.imperium.scene.Board`."""

    def region_lines(self, reg: int) -> list[tuple[str, object]]:
        """The box's lines: ``(kind, payload)`` with kind "title", "text" or "seat"
        (payload ``(seat, markers)``)."""
        src = self.shown
        v = self.view
        out: list[tuple[str, object]] = [
            ("title", self.tr("imperium.ui.info.title", n=reg, name=self.tr(f"imperium.ui.rname.{reg}")))]
        pays = " · ".join(self.tr("imperium.ui.info.place", place=self.tr(f"imperium.ui.place.{i + 1}"), n=val)
                          for i, val in enumerate(score_lists()[reg]))
        out.append(("text", self.tr("imperium.ui.info.pays", list=pays)))
        if src.phase == "over":
            when = self.tr("imperium.ui.done")
        else:
            k = self._rounds_until(reg, src.round, v.goal)
            if k == 0:
                when = self.tr("imperium.ui.info.now", round=src.round)
            elif k is None:
                when = self.tr("imperium.ui.done")
            else:
                when = self.tr("imperium.ui.info.later", round=src.round + k)
        out.append(("text", self.tr("imperium.ui.info.when", when=when)))
        counts = src.board[reg - 1]
        if any(counts):
            out.append(("text", self.tr("imperium.ui.info.markers")))
            for seat, k in enumerate(counts):
                if k:
                    out.append(("seat", (seat, k)))
        else:
            out.append(("text", self.tr("imperium.ui.info.no_markers")))
        mine = self.my_picks_of(reg)
        if mine is not None:
            out.append(("text", self.tr(f"imperium.ui.info.mine.{min(mine, 3)}")))
        return out

    def my_picks_of(self, reg: int) -> int | None:
        """How many of the viewing person's selections this round are ``reg`` (None: no person)."""
        v = self.view
        me = self.viewer
        if v is None or me is None or v.phase == "over":
            return None
        if self.count is None and v.phase == "select":
            if self._my_turn_to_select():
                return sum(1 for r, _ in self.selection() if r == reg)
            sel = v.selections[me]
            return list(sel).count(reg) if sel else 0
        shown = v.shown[me] if self.count is None else self.count.own
        return list(shown).count(reg) if shown else 0

    def _draw_region_info(self, surface: pygame.Surface) -> None:
        reg = self.region_shown()
        g = self.geom
        if reg is None or "tags" not in g:
            return
        s = self.s
        tpx, bpx = self.px(15, 12), self.px(13, 11)
        ft, fb = self.texts.font(tpx, True), self.texts.font(bpx)
        lh = fb.get_linesize()
        w = int(min(300 * s, g["map"].w * 0.55))
        pad = int(8 * s)
        lines = []
        for kind, payload in self.region_lines(reg):
            if kind == "text":
                lines += [("text", part) for part in wrap_text(fb, str(payload), w - 2 * pad)]
            else:
                lines.append((kind, payload))
        h = pad * 2 + ft.get_linesize() + lh * (len(lines) - 1) + int(4 * s)
        box = pygame.Rect(0, 0, w, h)
        tag = g["tags"][reg]
        if tag.centerx < g["map"].centerx:
            box.midleft = (tag.right + int(8 * s), tag.centery)
        else:
            box.midright = (tag.x - int(8 * s), tag.centery)
        box.clamp_ip(self.rect.inflate(-8, -8))
        panel(surface, box, fill=ROMAN["white"], border=ROMAN["red"], radius=int(8 * s), border_width=2)
        y = box.y + pad
        drawn = []
        for kind, payload in lines:
            if kind == "title":
                text, px = self.texts.fit(str(payload), w - 2 * pad, tpx, True, least=8)
                self.texts.draw(surface, text, (box.x + pad, y), px, True, ROMAN["red_dark"], "topleft")
                drawn.append(text)
                y += ft.get_linesize() + int(4 * s)
                continue
            if kind == "seat":
                seat, k = payload
                r = max(5, int(lh * 0.36))
                c = (box.x + pad + int(10 * s) + r, y + lh // 2)
                img = token(r, self.colour(seat), self.symbol(seat))
                surface.blit(img, img.get_rect(center=c))
                text = self.tr("imperium.ui.info.seat", seat=self.name(seat), n=k)
                text, px = self.texts.fit(text, box.right - pad - (c[0] + r + 6), bpx, least=8)
                self.texts.draw(surface, text, (c[0] + r + 6, c[1]), px, False, ROMAN["ink"], "midleft")
            else:
                text, px = self.texts.fit(str(payload), w - 2 * pad, bpx, least=8)
                self.texts.draw(surface, text, (box.x + pad, y), px, False, ROMAN["ink"], "topleft")
            drawn.append(text)
            y += lh
        self.drawn_info = drawn
