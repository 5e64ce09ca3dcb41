"""The table of the Catilina board: a plaque for every other player (card backs,
count, the cards they showed the viewer, status) and the conspirator pile.
"""
from __future__ import annotations

import pygame

from games.app import draw as D

from .rules import Ask, value_of
from .scene_draw import INK, LEAST_PX, PAPER


class TableMixin:
    """The plaques of the other players and the conspirator pile."""

    def _draw_table(self, surface) -> None:
        for s, r in self.L["plaques"].items():
            self._draw_plaque(surface, s, r)

    def plaque_layout(self, s: int, r: pygame.Rect) -> dict:
        """Where the parts of seat ``s``'s plaque lie: ``badge`` (its colour token), ``name``,
        ``backs`` (one rect per card back), ``count`` (the hand size, clear of the backs),
        ``seen_label`` and ``seen`` (the cards it showed the viewer) and ``foot`` (its status)."""
        v = self.view
        pad = self.ui.s(10)
        rad = self.ui.s(13)
        badge = pygame.Rect(r.x + pad, r.y + self.ui.s(16), 2 * rad, 2 * rad)
        name = pygame.Rect(badge.right + self.ui.s(8), badge.y - 1, r.right - pad - badge.right - self.ui.s(8), 2 * rad + 2)
        foot_h = self.font(self.ui.s(14), True).get_height()
        foot = pygame.Rect(r.x + pad, r.bottom - self.ui.s(6) - foot_h, r.w - 2 * pad, foot_h)
        area = pygame.Rect(r.x + pad, name.bottom + self.ui.s(6), r.w - 2 * pad, foot.y - name.bottom - self.ui.s(10))
        seen: list[int] = []
        if self.viewer is not None and self.viewer != s and not v.keep_cards:
            # (in the keep variant the cards shown moved to the viewer's own hand)
            seen = sorted({c for sh in v.shown if sh.giver == s and sh.asker == self.viewer for c in sh.cards})
        bh = max(self.ui.s(20), min(int(area.h * (0.56 if seen else 1.0)), self.ui.s(64)))
        bw = int(bh * 0.68)
        n = v.hand_sizes[s]
        digits = self.font(self.ui.s(22), True).size(str(n))[0]
        count = pygame.Rect(0, 0, max(digits + self.ui.s(14), self.ui.s(32)), min(self.ui.s(30), bh))
        gap = self.ui.s(8)
        room = area.w - count.w - gap            # the backs stay left of the count
        bw = min(bw, max(4, room))
        step = 0.0
        if n > 1:
            step = max(1.0, min(bw * 0.45, (room - bw) / (n - 1)))
        backs = [pygame.Rect(int(area.x + i * step), area.y, bw, bh) for i in range(n)]
        right = backs[-1].right if backs else area.x
        count.midleft = (right + gap, area.y + bh // 2)
        out = {"badge": badge, "name": name, "backs": backs, "count": count, "foot": foot, "seen": [],
               "seen_label": None, "seen_cards": seen}
        top = area.y + bh + self.ui.s(6)
        # the "Out" stamp: over the card backs, clear of the cards seen below them, and under
        # it (where there is room) that the player still answers questions, as the rules say
        sw, sh = self.font(self.ui.s(22), True).size(self.tr("catilina.ui.out"))
        nw, nh = self.font(self.still_px(), True).size(self.tr("catilina.ui.out_still"))
        stamp = pygame.Rect(0, 0, sw + 6, sh + 4)
        note = pygame.Rect(0, 0, min(nw + 6, area.w), nh + 2)
        block = pygame.Rect(0, 0, max(stamp.w, note.w), stamp.h + note.h)
        block.center = (area.centerx, area.y + bh // 2)
        block.bottom = min(block.bottom, top - 1)
        block.top = max(block.top, area.y)
        stamp.midtop = block.midtop
        note.midtop = stamp.midbottom
        note.right = min(note.right, count.x - self.ui.s(2))      # (clear of the hand's count)
        note.left = max(note.left, area.x)
        out["stamp"] = stamp
        out["out_note"] = note if note.bottom <= top - 1 and nw + 6 <= area.w else None
        if out["out_note"] is None:
            stamp.center = (area.centerx, area.y + bh // 2)
            stamp.bottom = min(stamp.bottom, top - 1)
        mh = min(foot.y - top - self.ui.s(2), self.ui.s(44))
        if seen and mh >= self.ui.s(18):
            mw = int(mh * 0.68)
            lab_w = self.font(self.ui.s(12)).size(self.tr("catilina.ui.seen"))[0]
            out["seen_label"] = pygame.Rect(area.x, top, lab_w, mh)
            x = area.x + lab_w + self.ui.s(6)
            k = len(seen)
            step = min(mw + self.ui.s(3), (area.right - x - mw) / max(1, k - 1)) if k > 1 else 0
            out["seen"] = [pygame.Rect(int(x + i * step), top, mw, mh) for i in range(k)]
        return out

    def _draw_plaque(self, surface, s: int, r: pygame.Rect) -> None:
        v = self.view
        asking = v.phase != "over" and v.turn == s
        fill = D.lighten(PAPER, 0.25) if asking else PAPER
        border = D.ROMAN["gold"] if asking else D.ROMAN["gold_dark"]
        self.panel(surface, r, fill=fill, border=border, radius=self.ui.s(12), border_width=3 if asking else 2)
        col = self.colour(s)
        band = pygame.Rect(r.x + 3, r.y + 3, r.w - 6, self.ui.s(8))
        pygame.draw.rect(surface, col, band, border_top_left_radius=self.ui.s(10), border_top_right_radius=self.ui.s(10))
        P = self.plaque_layout(s, r)
        self._seat_badge(surface, s, P["badge"].center, P["badge"].w // 2)
        self.blit_fit(surface, self.seat_name(s), P["name"], self.ui.s(18), True)
        # card backs and the count
        for b in P["backs"]:
            surface.blit(self.back_img(b.w, b.h), b)
        badge = P["count"]
        cnt = self.text(str(v.hand_sizes[s]), self.ui.s(22), True, INK)
        pygame.draw.rect(surface, D.ROMAN["white"], badge, border_radius=badge.h // 2)
        pygame.draw.rect(surface, D.ROMAN["gold_dark"], badge, 2, border_radius=badge.h // 2)
        surface.blit(cnt, cnt.get_rect(center=badge.center))
        # the cards this player has shown to the viewer (what the viewer knows of that hand)
        status, colour = self._plaque_status(s)
        if status:
            self.blit_fit(surface, self._foot_words(status, P["foot"].w), P["foot"], self.ui.s(14), True, colour)
        if v.out[s]:
            veil = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(veil, (90, 80, 70, 110), veil.get_rect(), border_radius=self.ui.s(12))
            surface.blit(veil, r)
            stamp = D.text_surface(self.tr("catilina.ui.out"), self.font(self.ui.s(22), True), D.ROMAN["red"],
                                   outline=D.ROMAN["white"], outline_px=2)
            surface.blit(stamp, stamp.get_rect(center=P["stamp"].center))
            if P["out_note"] is not None:
                note = D.text_surface(self.tr("catilina.ui.out_still"), self.font(self.still_px(), True),
                                      D.ROMAN["red"], outline=D.ROMAN["white"], outline_px=2)
                surface.blit(note, note.get_rect(center=P["out_note"].center))
        # the cards this player has shown to the viewer (what the viewer knows of that hand),
        # drawn last: clear and undimmed, even on the plaque of a player who is out
        if P["seen_label"] is not None:
            lab = self.text(self.tr("catilina.ui.seen"), self.ui.s(12), False, D.ROMAN["bronze"])
            surface.blit(lab, lab.get_rect(midleft=P["seen_label"].midleft))
            for c, cr in zip(P["seen_cards"], P["seen"]):
                surface.blit(self.card_img(c, cr.w, cr.h), cr)

    def still_px(self) -> int:
        """The size of the line under the Out stamp."""
        return max(11, self.ui.s(12))

    def _foot_words(self, status: str, width: int) -> str:
        """A plaque's status as it fits its foot: the long words of a player who is out give way
        to shorter ones (the plaque's OUT stamp says the rest) rather than being cut."""
        if status != self.tr("catilina.ui.out_long"):
            return status
        for key in ("catilina.ui.out_long", "catilina.ui.out_mid"):
            said = self.tr(key)
            if self.font(LEAST_PX, True).size(said)[0] <= width:
                return said
        return self.tr("catilina.ui.out_short")

    def _turn_shown(self) -> int | None:
        """The seat whose turn the board shows: while the asker looks at the cards passed to
        them, that asker (the rules' turn has passed on, the screen's not yet); while a player
        reads the verdict on their accusation, no one's; else the view's."""
        review = getattr(self, "review", None)
        if review is not None:
            return self.viewer if "turn" in review else None
        return self.view.turn

    def out_shown(self, s: int) -> bool:
        """Whether the board shows seat ``s`` out: out in the view drawn, or the viewer reading
        the verdict that put them out (drawn over the position before it)."""
        review = getattr(self, "review", None)
        return bool(self.view.out[s]) or (review is not None and "verdict" in review and s == self.viewer)

    def _plaque_status(self, s: int) -> tuple[str, tuple]:
        v = self.view
        asking = getattr(self, "asking", None)
        if (asking is not None and self.before is not None and asking[0] == s and not self.out_shown(s)
                and not isinstance(asking[1], Ask)):       # (an accusation judged on screen)
            return self.tr("catilina.ui.accusing"), D.ROMAN["terracotta_dark"]
        if v.phase == "over":
            res = v.result
            if res is not None and s in res.winners:
                return self.tr("catilina.ui.winner"), D.ROMAN["olive"]
            return "", INK
        if self.out_shown(s) and not (v.phase == "give" and s in v.givers):   # (out, still answering: as any giver)
            return self.tr("catilina.ui.out_long"), D.ROMAN["red"]
        if v.phase == "give" and v.question is not None:
            if s == v.question[0]:
                return self.tr("catilina.ui.asking"), D.ROMAN["terracotta_dark"]
            if s in v.givers:
                if v.pending[s] is None and self.review is None and not self.has_chosen(s):
                    return self.tr("catilina.ui.choosing"), D.ROMAN["bronze"]
                return self.tr("catilina.ui.chosen"), D.ROMAN["olive"]
            return self.tr("catilina.ui.none_said"), D.ROMAN["vein"]
        if self._turn_shown() == s:
            return self.tr("catilina.ui.asking"), D.ROMAN["terracotta_dark"]
        return "", INK

    def has_chosen(self, s: int) -> bool:
        """Whether ``s`` chose the card to pass for the question of the view drawn, though that
        view (the one before the choice, kept while its answers animate) does not say it yet."""
        v, chosen = self.view, getattr(self, "chosen_in", None)
        return v is not None and chosen is not None and chosen[:2] == (v.turn_no, v.question) and s in chosen[2]

    def pile_rects(self, n: int) -> list[pygame.Rect]:
        """The conspirator cards: in one to three rows, as large as fits without overlap."""
        P = pygame.Rect(self.L["pile"]).inflate(-self.ui.s(16), -self.ui.s(12))
        top = P.y + self.ui.s(32)
        avail = pygame.Rect(P.x, top, P.w, P.bottom - top - self.ui.s(30))
        gap = self.ui.s(5)
        best = None
        for rows in (1, 2, 3):
            per_row = (n + rows - 1) // rows
            h = min((avail.h - gap * (rows - 1)) / rows, self.ui.s(110))
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
                radius=self.ui.s(12))
        self.blit_fit(surface, self.tr("catilina.loc.conspirator"),
                      pygame.Rect(P.x + self.ui.s(10), P.y + self.ui.s(8), P.w - self.ui.s(20), self.ui.s(24)),
                      self.ui.s(17), True, D.ROMAN["red_dark"], anchor="midtop")
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
        foot = pygame.Rect(P.x + self.ui.s(8), P.bottom - self.ui.s(30), P.w - self.ui.s(16), self.ui.s(24))
        if face_up and not v.individual and not any(self.hides(("pile", i)) for i in range(n)):
            total = sum(value_of(c) for c in v.conspirators)
            self.blit_fit(surface, self.tr("catilina.ui.pile_sum", total=total), foot, self.ui.s(17), True,
                          D.ROMAN["red_dark"], anchor="midtop")
        else:
            key = "catilina.ui.pile_open" if face_up else "catilina.ui.pile_count"
            self.blit_fit(surface, self.tr(key, count=n), foot, self.ui.s(14), False,
                          D.ROMAN["red_dark"], anchor="midtop")
