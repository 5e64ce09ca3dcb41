"""Imperium board: the viewer's hand (nine region cards, two flags, three slots,
Confirm and Clear) and the chooser of a seat short of markers.

Cards and flags go into the slots in any order; what may still be laid, and the
Select the slots make, come from the suite's picker over the legal Selects, their
``regions`` read as a bag (:meth:`games.app.picker.Picker.joinable`, ``holding``).
"""
from __future__ import annotations

import pygame

from games.app.board import CardRow, RowCard, panel
from games.app.draw import ROMAN, darken, draw_symbol, drop_shadow, glow_rect, mix, readable_on
from games.app.picker import Picker

from .rules import Fill, REGIONS, Select, regions_of_round


class HandMixin:
    """The hand of :class:`~games.imperium.scene.Board`: its layout, clicks and drawing."""

    def _hand_height(self) -> int:
        """As tall as the cards that fit the width need (at most 30 % of the board)."""
        s, R = self.s, self.rect
        inner_w = R.w - int(20 * s) - int(16 * s)
        bw = int(max(96, min(inner_w * 0.11, 160 * s)))
        cw = (inner_w - bw - 14 * int(6 * s) - 3 * int(18 * s)) / 13.5
        ch = cw / 0.7
        want = int(26 * s) + int(12 * s) + ch + int(22 * s) + int(14 * s)
        return int(max(130, min(want, R.h * 0.30)))

    def _layout_hand(self, hand: pygame.Rect) -> None:
        s = self.s
        g = self.geom
        g["hand"] = hand
        inner = hand.inflate(-int(16 * s), -int(10 * s))
        title_h = int(26 * s)
        raise_px = int(12 * s)
        gap = int(6 * s)
        sep = int(18 * s)
        bw = int(max(96, min(inner.w * 0.11, 160 * s)))
        avail_h = inner.h - title_h - raise_px - int(4 * s)
        cw = (inner.w - bw - 14 * gap - 3 * sep) / 13.5
        cw = int(min(cw, avail_h * 0.7))
        ch = int(cw / 0.7)
        y = inner.y + title_h + raise_px
        # the nine cards: the board kit's card row (room above for a picked card to rise)
        row_rect = pygame.Rect(inner.x, y - raise_px, len(REGIONS) * cw + (len(REGIONS) - 1) * gap, ch + raise_px)
        row = CardRow(row_rect, [RowCard(n) for n in REGIONS], aspect=ch / cw, gap=gap / cw,
                      lift=raise_px / ch, align="left")
        cards = {c.key: r for c, r, _a in row.placed}
        x = row_rect.right + sep
        fw = int(cw * 0.72)
        flags = []
        for _i in range(2):
            flags.append(pygame.Rect(x, y, fw, ch))
            x += fw + gap
        x += sep
        slots = []
        for _i in range(3):
            slots.append(pygame.Rect(x, y, cw, ch))
            x += cw + gap
        x += sep
        bx = max(x, inner.right - bw)
        bh = int(min(44 * s, ch * 0.42))
        confirm = pygame.Rect(bx, y + ch // 2 - bh - int(4 * s), min(bw, inner.right - bx), bh)
        clear = pygame.Rect(bx, y + ch // 2 + int(4 * s), min(bw, inner.right - bx), bh)
        g.update(hand_inner=inner, hand_cards=cards, hand_row=row_rect, flag_boxes=flags, slots=slots,
                 confirm=confirm, clear=clear, raise_px=raise_px, title_h=title_h, card_size=(cw, ch))

    def hand_row(self, selecting: bool, picked) -> CardRow:
        """The nine region cards as the kit's :class:`CardRow`: picked ones raised, the rest
        selectable while choosing, dimmed otherwise."""
        g = self.geom
        spent = self.spent_regions() if selecting else {}
        cards = [RowCard(n, selectable=selecting and n not in picked, selected=n in picked,
                         dim=n in spent or (not selecting and n not in picked),
                         tip=self.spent_words(n, spent[n]) if n in spent else None) for n in REGIONS]
        return CardRow(g["hand_row"], cards, aspect=g["card_size"][1] / g["card_size"][0],
                       gap=(g["hand_cards"][2].x - g["hand_cards"][1].right) / g["card_size"][0],
                       lift=g["raise_px"] / g["card_size"][1], align="left")

    def spent_regions(self) -> dict[int, int]:
        """The regions no count of this game reaches any more, each with the round that counted
        it last: a marker laid there stays for good and never scores (still a legal pick)."""
        v = self.view
        if v is None or v.phase == "over":
            return {}
        out: dict[int, int] = {}
        for reg in REGIONS:
            if v.rounds_until(reg) is None:
                past = [r for r in range(v.round - 1, 0, -1) if reg in regions_of_round(r, v.goal)]
                if past:
                    out[reg] = past[0]
        return out

    def spent_words(self, region: int, counted: int) -> str:
        """The words that say a marker in ``region`` scores no more (card tooltip, hand line)."""
        return self.tr("imperium.ui.spent", region=self.tr(f"imperium.region.{region}"), round=counted)

    def _fill_buttons(self) -> list[tuple[pygame.Rect, Fill]]:
        g = self.geom
        acts = [a for a in self.view.legal_actions(self.viewer) if isinstance(a, Fill)]
        if not acts or "hand_inner" not in g:
            return []
        inner = g["hand_inner"]
        cw, ch = g["card_size"]
        mw, mh = int(cw * 0.62), int(ch * 0.62)
        gap = int(10 * self.s)
        bws = [len(a.regions) * (mw + 4) + 16 for a in acts]
        total = sum(bws) + gap * (len(acts) - 1)
        x = inner.centerx - total // 2
        y = inner.y + g["title_h"] + int(14 * self.s)
        out = []
        for a, bw in zip(acts, bws):
            out.append((pygame.Rect(x, y, bw, mh + 16), a))
            x += bw + gap
        return out

    # ===== what may be laid (the picker) ======================================================
    def select_picker(self) -> Picker:
        """The suite's picker over the viewer's legal Selects (kept while the view is)."""
        v, me = self.view, self.viewer
        if self._picker_key is None or self._picker_key[0] is not v or self._picker_key[1] != me:
            acts = v.legal_actions(me) if v is not None and me is not None else []
            self._picker = Picker([a for a in acts if isinstance(a, Select)], ("regions",))
            self._picker_key = (v, me)
        return self._picker

    def room(self) -> list[int]:
        """The regions that may still join the slots: every one while a slot is free, none
        once the three are laid (a card may come back by a flag up to three times)."""
        picker = self.select_picker()
        laid = tuple(r for r, _ in self.selection())
        if self._room_key is None or self._room_key[0] is not picker or self._room_key[1] != laid:
            self._room = picker.joinable("regions", laid)
            self._room_key = (picker, laid)
        return self._room

    def flag_usable(self) -> bool:
        """True when a flag may be laid: some card picked may join the slots once more."""
        room = self.room()
        return any(c in room for c in self.chosen)

    # ===== clicks ==========================================================================
    def click_card(self, n: int) -> None:
        if self.armed is not None:
            if n in self.chosen:
                self.flags[self.armed] = n
                self.armed = None
                self.sfx.play("place")
                self.rebuild()
                return
            self.armed = None
        if n in self.chosen:
            self.chosen.remove(n)
            self.flags = [None if fl == n else fl for fl in self.flags]
            self.sfx.play("click")
        elif n in self.room():
            self.chosen.append(n)
            self.sfx.play("click")
        else:
            self.refuse("imperium.ui.why.full")
        self.rebuild()

    def click_flag(self, i: int) -> None:
        if self.flags[i] is not None:           # lying on a card: take it back
            self.flags[i] = None
            self.armed = None
            self.sfx.play("click")
        elif self.armed == i:
            self.armed = None
        elif self.flag_usable():
            self.armed = i
            self.sfx.play("click")
        else:
            self.refuse("imperium.ui.why.full" if self.chosen else "imperium.ui.why.flag_first")
        self.rebuild()

    def click_slot(self, i: int) -> None:
        sel = self.selection()
        if i >= len(sel):
            self.refuse("imperium.ui.why.slot_empty")
            return
        region, from_flag = sel[i]
        if from_flag:
            for k in (1, 0):
                if self.flags[k] == region:
                    self.flags[k] = None
                    break
            self.sfx.play("click")
            self.rebuild()
        else:
            self.click_card(region)

    def _drop_target(self, pos) -> int | None:
        g = self.geom
        for n, r in g.get("hand_cards", {}).items():
            if n in self.chosen and r.inflate(0, g["raise_px"] * 2).move(0, -g["raise_px"]).collidepoint(pos):
                return n
        for i, r in enumerate(g.get("slots", [])):
            sel = self.selection()
            if i < len(sel) and r.collidepoint(pos):
                return sel[i][0]
        return None

    def _draw_flag(self, surface, r: pygame.Rect, lifted=False, ghost=False) -> None:
        """A Roman standard (vexillum) in the viewer's colour."""
        col = self.colour(self.viewer)
        s = self.s
        if lifted:
            drop_shadow(surface, r.inflate(-r.w // 3, -r.h // 4), radius=6, offset=(6, 9), blur=8, alpha=90)
        if ghost:
            pygame.draw.rect(surface, ROMAN["parchment_dark"], r, 2, border_radius=8)
            return
        pole_x = r.x + int(r.w * 0.22)
        pygame.draw.line(surface, ROMAN["bronze"], (pole_x, r.y + int(r.h * 0.05)), (pole_x, r.bottom - 2),
                         max(2, int(3 * s)))
        pygame.draw.circle(surface, ROMAN["gold"], (pole_x, r.y + int(r.h * 0.06)), max(3, int(4 * s)))
        bar_y = r.y + int(r.h * 0.14)
        pygame.draw.line(surface, ROMAN["gold_dark"], (pole_x - int(r.w * 0.1), bar_y), (r.right - int(r.w * 0.08), bar_y),
                         max(2, int(2 * s)))
        cloth = pygame.Rect(pole_x + 2, bar_y + 2, r.right - int(r.w * 0.1) - pole_x - 2, int(r.h * 0.5))
        pygame.draw.rect(surface, darken(col, 0.3), cloth.move(1, 2), border_radius=3)
        pygame.draw.rect(surface, col, cloth, border_radius=3)
        pygame.draw.rect(surface, ROMAN["gold"], cloth, max(1, int(2 * s)), border_radius=3)
        # fringe
        for k in range(5):
            fx = cloth.x + 3 + k * (cloth.w - 6) / 4
            pygame.draw.line(surface, ROMAN["gold"], (fx, cloth.bottom), (fx, cloth.bottom + int(6 * s)), 2)
        sym = self.symbol(self.viewer)
        if sym:
            draw_symbol(surface, sym, cloth.center, cloth.h * 0.45, readable_on(col))
        else:
            laurel_r = cloth.h * 0.28
            pygame.draw.circle(surface, ROMAN["gold_light"], cloth.center, int(laurel_r), max(1, int(2 * s)))

    def _draw_hand(self, surface) -> None:
        """The hand panel: the line of what to do, the nine cards, the two flags, the three slots."""
        g = self.geom
        s = self.s
        v = self.view
        hand = g["hand"]
        inner = g["hand_inner"]
        panel(surface, hand, fill=mix(ROMAN["parchment"], ROMAN["terracotta"], 0.12), border=ROMAN["gold_dark"],
              radius=int(12 * s))
        me = self.viewer
        if v.phase == "fill" and self.count is None:
            self._draw_fill(surface)
            return
        selecting = self._my_turn_to_select()
        committed = v.phase == "select" and v.selections[me] is not None and v.selections[me] != ()
        counting = self.count is not None
        if counting:
            # the count of the round just played runs: show its cards, not the next round's hand;
            # under the next round's banner the hand is that round's, nothing picked yet
            committed_regs = [] if self.count.announcing else list(self.count.own or ())
            committed = bool(committed_regs)
        else:
            committed_regs = list(v.selections[me]) if committed else []
        # the text line
        msg = self._hand_line(selecting, committed, counting)
        self.texts.draw(surface, msg, (inner.x, inner.y + g["title_h"] // 2 - 2), self.px(15), True, ROMAN["ink"],
                        "midleft", width=inner.w, least=8)
        self.drawn_hand_line = msg
        # the nine cards (the kit's card row)
        picked = set(self.chosen) if selecting else set(committed_regs)
        self.drawn_hand_picks = sorted(picked)
        row = self.hand_row(selecting, picked)
        hov = self.hover.key[1] if selecting and self.hover is not None and isinstance(self.hover.key, tuple) \
            and self.hover.key[0] == "card" else None
        row.draw(surface, face=lambda key, size: self._card_img(me, key, size), hover=hov)
        self.drawn_faces += [(me, n) for n in REGIONS]
        for n, r in g["hand_cards"].items():
            fl_on = [i for i in range(2) if (self.flags[i] == n if selecting else False)]
            rr = r.move(0, -g["raise_px"]) if n in picked else r
            for k in range(len(fl_on)):
                fr = pygame.Rect(0, 0, int(r.w * 0.5), int(r.h * 0.5))
                fr.topright = (rr.right + int(6 * s) - k * int(r.w * 0.3), rr.y - int(6 * s))
                self._draw_flag(surface, fr)
        self._draw_flag_boxes(surface, selecting)
        self._draw_slots(surface, selecting, committed, committed_regs)
        # buttons
        if selecting:
            self.draw_buttons(surface)


    def _hand_line(self, selecting: bool, committed: bool, counting: bool) -> str:
        """The hand panel's line of what to do (or what is going on)."""
        v, me = self.view, self.viewer
        if counting and self.count.announcing:      # (the next round's banner is up)
            return self.tr("imperium.ui.begins", round=v.round)
        if counting:
            return self.tr("imperium.ui.counting", round=self.count.counted_round)
        elif selecting:
            sel = self.selection()
            if self.armed is not None or (self.drag and self.drag["moved"]):
                return self.tr("imperium.ui.need_flag")
            spent = self.spent_regions()
            warn = [self.spent_words(r, spent[r]) for r in dict.fromkeys(r for r, _ in sel) if r in spent]
            if warn:
                tail = self.tr("imperium.ui.need_short", n=3 - len(sel)) if len(sel) < 3 \
                    else self.tr("imperium.ui.full_short")
                for w in reversed(warn):
                    tail = self.tr("imperium.ui.spent_line", warn=w, rest=tail)
                return tail
            elif len(sel) < 3:
                return self.tr("imperium.ui.need", n=3 - len(sel))
            else:
                return self.tr("imperium.ui.full")
        elif committed:
            return self.tr("imperium.ui.committed")
        elif v.phase == "over":
            return self.host.render(v.prompt(me))
        else:
            return self.host.render(v.prompt(me))

    def _draw_flag_boxes(self, surface, selecting: bool) -> None:
        """The two flags in their boxes (a ghost where one is placed or carried)."""
        g = self.geom
        for i, r in enumerate(g["flag_boxes"]):
            free = not selecting or self.flags[i] is None
            carried = selecting and (self.armed == i or (self.drag is not None and self.drag["flag"] == i
                                                            and self.drag["moved"]))
            pygame.draw.rect(surface, darken(ROMAN["parchment"], 0.06), r, border_radius=8)
            if free and not carried:
                usable = selecting and self.flag_usable()
                if usable and self.hover is not None and self.hover.key == ("flag", i):
                    glow_rect(surface, r, ROMAN["gold_light"], 0.8, radius=8, spread=4)
                self._draw_flag(surface, r.inflate(-4, -int(r.h * 0.25)).move(0, -int(r.h * 0.08)))
            else:
                self._draw_flag(surface, r, ghost=True)
        fu = g["flag_boxes"][0].union(g["flag_boxes"][1])
        self.texts.draw(surface, self.tr("imperium.ui.flags"), (fu.centerx, fu.bottom + 2), self.px(12), True,
                        ROMAN["ink"], "midtop")

    def _draw_slots(self, surface, selecting: bool, committed: bool, committed_regs: list) -> None:
        """The three slots with the cards chosen (a flag on a card a flag repeats)."""
        g, s, me = self.geom, self.s, self.viewer
        sel = self.selection() if selecting else [(r, False) for r in committed_regs]
        if committed:
            # flags used show as repeats
            seen = set()
            sel = []
            for r in committed_regs:
                sel.append((r, r in seen))
                seen.add(r)
        for i, r in enumerate(g["slots"]):
            pygame.draw.rect(surface, darken(ROMAN["parchment"], 0.12), r, border_radius=max(4, r.w // 10))
            pygame.draw.rect(surface, ROMAN["gold_dark"], r, 2, border_radius=max(4, r.w // 10))
            self.texts.draw(surface, str(i + 1), r.center, self.px(26), True, darken(ROMAN["parchment"], 0.3), "center")
            if i < len(sel):
                reg, from_flag = sel[i]
                img = self._card_img(me, reg, r.size)
                surface.blit(img, r)
                self.drawn_faces.append((me, reg))
                if from_flag:
                    fr = pygame.Rect(0, 0, int(r.w * 0.55), int(r.h * 0.55))
                    fr.bottomright = (r.right + int(4 * s), r.bottom + int(4 * s))
                    self._draw_flag(surface, fr)
        su = g["slots"][0].union(g["slots"][2])
        self.texts.draw(surface, self.tr("imperium.ui.slots"), (su.centerx, su.bottom + 2), self.px(12), True,
                        ROMAN["ink"], "midtop")
    def _draw_fill(self, surface) -> None:
        g = self.geom
        s = self.s
        v = self.view
        inner = g["hand_inner"]
        me = self.viewer
        if v.pending != me:
            msg = self.tr("imperium.ui.fill_wait", seat=self.name(v.pending))
            self.texts.wrapped(surface, msg, inner.inflate(0, -int(20 * s)), self.px(18), True, ROMAN["ink"],
                               align="center", least=9)
            return
        title = self.tr("imperium.ui.fill_title") + "  " + self.host.render(v.prompt(me))
        self.texts.draw(surface, title, (inner.x, inner.y + g["title_h"] // 2 - 2), self.px(15), True, ROMAN["ink"],
                        "midleft", width=inner.w, least=8)
        cw, ch = g["card_size"]
        mw, mh = int(cw * 0.62), int(ch * 0.62)
        for i, (r, act) in enumerate(self._fill_buttons()):
            hov = self.hover is not None and self.hover.key == ("fill", i)
            panel(surface, r, fill=ROMAN["white"] if hov else ROMAN["parchment"], border=ROMAN["gold"], radius=8)
            x = r.x + 8
            for reg in act.regions:
                img = self._card_img(me, reg, (mw, mh))
                surface.blit(img, (x, r.y + 8))
                self.drawn_faces.append((me, reg))
                x += mw + 4
        # the revealed selection, for reference
        shown = v.shown[me] or ()
        if g["slots"]:
            for i, r in enumerate(g["slots"]):
                if i < len(shown):
                    surface.blit(self._card_img(me, shown[i], r.size), r)
                    self.drawn_faces.append((me, shown[i]))
            su = g["slots"][0].union(g["slots"][2])
            self.texts.draw(surface, self.tr("imperium.ui.slots"), (su.centerx, su.bottom + 2), self.px(12), True,
                            ROMAN["ink"], "midtop")
