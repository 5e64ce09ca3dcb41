"""The notes sheet on the Catilina board: the marks a person makes (private to
them, kept in the record's extras) and the optional assist, drawn into a cache.
"""
from __future__ import annotations

import pygame

from games.app import draw as D
from games.core.text import Msg

from .rules import colour_of, value_of
from .scene_notes import CONSP, Assist, Notes
from .scene_draw import SUIT_SYMBOLS, ROMAN_NUM, INK, PAPER, LOGIC, CONFLICT, ranges, suit_rgb


class SheetMixin:
    """The notes sheet: storage in the extras, the assist, hotspots, drawing."""

    def extras(self) -> dict:
        ex = getattr(self.host, "extras", None)
        if not isinstance(ex, dict):
            ex = getattr(getattr(self.host, "record", None), "extras", None)
        return ex if isinstance(ex, dict) else self._local_extras

    def notes(self) -> Notes | None:
        """The viewer's notes (``None`` for the public view: nobody's notes show)."""
        if self.viewer is None or self.view is None:
            return None
        ex = self.extras()
        key = f"notes:{self.viewer}"
        data = ex.get(key)
        if not isinstance(data, dict):
            data = {}
            ex[key] = data
        return Notes(data)

    def save_notes(self) -> None:
        fn = getattr(self.host, "save_extras", None)
        if callable(fn):
            try:
                fn()
            except Exception:  # pragma: no cover - saving is the host's business
                pass

    def assist(self) -> Assist | None:
        """The assist for the viewer's current view (rebuilt when the view changes)."""
        notes = self.notes()
        if notes is None or not notes.assist or self.view is None:
            return None
        v = self.view
        key = (self.viewer, id(v), len(v.history), len(v.shown), len(v.accusations), v.phase,
               tuple(v.hand_sizes))
        if self._assist_key != key:
            if self._assist is not None:
                self._assist.cancel()
            self._assist = Assist(v, self.viewer, want_sums=not v.individual)
            self._assist_key = key
            if self._assist.working():
                self.start_work(self.assist_sums(self._assist), "assist")
            else:
                self.cancel_work("assist")
        return self._assist

    def note_locs(self) -> list:
        """The locations of the notes: the other seats, then the conspirators."""
        return [str(s) for s in self.others()] + [CONSP]

    def _notes_layout(self) -> dict | None:
        N = self.L.get("notes")
        if N is None:
            return None
        pad = self.ui.s(10)
        inner = pygame.Rect(N).inflate(-2 * pad, -2 * pad)
        head = pygame.Rect(inner.x, inner.y, inner.w, max(self.ui.s(30), self.font(self.ui.s(20), True).get_height()))
        # the foot holds the whole legend (and the assist's line) at a readable size
        sums_text = self._sums_text()
        sums_h = 0
        if sums_text is not None:
            f = self.font(self.ui.s(14), True)
            lines = len(D.wrap_text(f, sums_text, inner.w))
            sums_h = max(lines, 1 if self.view.individual else 2) * f.get_linesize()   # room for the sums to come
        f = self.font(self.ui.s(12))
        legend_h = len(D.wrap_text(f, self._legend_text(), inner.w)) * f.get_linesize()
        foot_h = min(sums_h + legend_h + self.ui.s(2), int(inner.h * 0.4))
        foot = pygame.Rect(inner.x, inner.bottom - foot_h, inner.w, foot_h)
        grid = pygame.Rect(inner.x, head.bottom + self.ui.s(4), inner.w, foot.y - head.bottom - self.ui.s(8))
        lw = int(min(grid.w * 0.11, self.ui.s(50)))
        cw = (grid.w - lw) / 7
        hh = int(min(self.ui.s(24), grid.h * 0.1))
        ch = (grid.h - hh) / 6
        cells: dict[tuple, pygame.Rect] = {}
        for row in range(6):          # 5 colours, then the totals row
            for col in range(7):      # 6 values, then the totals column
                cells[(row, col)] = pygame.Rect(int(grid.x + lw + col * cw), int(grid.y + hh + row * ch),
                                                int(cw) + 1, int(ch) + 1)
        heads = {col: pygame.Rect(int(grid.x + lw + col * cw), grid.y, int(cw), hh) for col in range(7)}
        labels = {row: pygame.Rect(grid.x, int(grid.y + hh + row * ch), lw, int(ch)) for row in range(6)}
        # the assist toggle takes what the title leaves
        title_w = self.font(self.ui.s(20), True).size(self.tr("catilina.notes.title"))[0]
        bw = int(min(head.w - title_w - self.ui.s(12), self.ui.s(300)))
        assist = pygame.Rect(head.right - bw, head.y, bw, head.h)
        return {"panel": N, "head": head, "grid": grid, "foot": foot, "cells": cells, "heads": heads,
                "labels": labels, "assist": assist, "sums": pygame.Rect(foot.x, foot.y, foot.w, sums_h),
                "legend": pygame.Rect(foot.x, foot.y + sums_h, foot.w, foot.h - sums_h)}

    def _legend_text(self) -> str:
        return self.tr("catilina.ui.legend", logic=self.tr("catilina.ui.logic_ink")) + " " + \
            self.tr("catilina.ui.legend_total")

    def _sums_text(self) -> str | None:
        """The assist's line under the sheet (``None`` without the assist)."""
        notes = self.notes()
        if notes is None or not notes.assist or self.view is None:
            return None
        assist = self.assist()
        if assist is None:
            return None
        if self.view.individual:
            proved = [c for c in range(30) if assist.mark(c, CONSP) == "has"]
            return self.tr("catilina.ui.proved_count", count=len(proved))
        if assist.sums is None:
            return self.tr("catilina.ui.sums_working")
        if len(assist.sums) == 1:
            return self.tr("catilina.ui.sum_proved", total=assist.sums[0])
        return self.tr("catilina.notes.sums", sums=ranges(assist.sums))

    def slot_rects(self, cell: pygame.Rect, k: int, total: bool = False) -> list[pygame.Rect]:
        """The small mark boxes of a notes cell, one per location."""
        inner = cell.inflate(-self.ui.s(6), -self.ui.s(6))
        best = None
        for rows in range(1, k + 1):
            cols = (k + rows - 1) // rows
            size = min(inner.w / cols, inner.h / rows)
            if best is None or size > best[0] + 0.01:
                best = (size, rows, cols)
        _, rows, cols = best
        s = int(min(inner.w / cols, inner.h / rows)) - self.ui.s(2)
        s = max(6, s)
        gap_x = (inner.w - cols * s) / (cols + 1)
        gap_y = (inner.h - rows * s) / (rows + 1)
        out = []
        for i in range(k):
            r, c = divmod(i, cols)
            n_in_row = cols if r < rows - 1 else k - cols * (rows - 1)
            shift = (cols - n_in_row) * (s + gap_x) / 2
            out.append(pygame.Rect(int(inner.x + gap_x + c * (s + gap_x) + shift),
                                   int(inner.y + gap_y + r * (s + gap_y)), s, s))
        return out

    def _build_notes(self) -> None:
        NL = self._notes_layout()
        self.L["notes_layout"] = NL
        if NL is None:
            return
        own = set(self.view.hands[self.viewer] or ())
        locs = self.note_locs()
        self.add_hotspot(NL["assist"], on_click=self._toggle_assist, key=("assist",), glow=False)
        for (row, col), cell in NL["cells"].items():
            if row < 5 and col < 6:
                card = row * 6 + col
                if card in own:     # no marks: a click says why
                    self.add_hotspot(cell.inflate(-self.ui.s(4), -self.ui.s(4)), key=("mine", card), glow=False,
                                     enabled=False)
                    continue
                for loc, r in zip(locs, self.slot_rects(cell, len(locs))):
                    self.add_hotspot(r, on_click=lambda card=card, loc=loc: self._cycle(card, loc),
                                     key=("mark", card, loc), glow=False)
            elif (row, col) != (5, 6):
                line, idx = ("col", row) if col == 6 else ("val", col + 1)
                for loc, r in zip(locs, self.slot_rects(cell, len(locs))):
                    self.add_hotspot(r, on_click=lambda k=("total", line, idx, loc): self._step_total(k, +1),
                                     key=("total", line, idx, loc), glow=False)

    def _cycle(self, card: int, loc: str) -> None:
        notes = self.notes()
        if notes is None:
            return
        notes.cycle(card, loc)
        self._notes_ver += 1
        self.sfx.play("click")
        self.save_notes()

    def _step_total(self, key: tuple, delta: int) -> None:
        notes = self.notes()
        if notes is None:
            return
        _, line, idx, loc = key
        most = 6 if line == "col" else 5
        if loc != CONSP:
            most = min(most, self.view.hand_sizes[int(loc)])
        else:
            most = min(most, self.view.n_conspirators)
        notes.step_total(line, idx, loc, delta, most)
        self._notes_ver += 1
        self.sfx.play("click")
        self.save_notes()

    def _toggle_assist(self) -> None:
        notes = self.notes()
        if notes is None:
            return
        notes.assist = not notes.assist
        self._notes_ver += 1
        self.sfx.play("click")
        self.save_notes()
        self.rebuild()

    def _draw_notes(self, surface) -> None:
        """The sheet is drawn into a cache and redrawn only when something on it changed."""
        NL = self.L.get("notes_layout")
        if NL is None:
            return
        notes = self.notes()
        assist = self.assist()
        v = self.view
        seats = range(v.n_seats)
        key = (self.viewer, self._notes_ver, id(notes.data), len(notes.data["marks"]), len(notes.data["totals"]),
               notes.assist, self._assist_key if assist is not None else None,
               None if assist is None or assist.sums is None else tuple(assist.sums),
               tuple(v.hands[self.viewer] or ()), tuple(self.rect), self.lang,
               tuple(self.symbol(s) for s in seats), tuple(self.colour(s) for s in seats))
        size = (self.rect.right, self.rect.bottom)
        if self._notes_cache is None or self._notes_cache_key != key or self._notes_cache.get_size() != size:
            cache = self._notes_cache if (self._notes_cache is not None and self._notes_cache.get_size() == size) \
                else pygame.Surface(size, pygame.SRCALPHA)
            cache.fill((0, 0, 0, 0))
            self._draw_notes_body(cache)
            self._notes_cache, self._notes_cache_key = cache, key
        area = NL["panel"].inflate(48, 48).clip(pygame.Rect((0, 0), size))
        surface.blit(self._notes_cache, area.topleft, area)
        if self.hover is not None and isinstance(self.hover.key, tuple) and self.hover.key[0] in ("mark", "total"):
            pygame.draw.rect(surface, D.ROMAN["gold"], self.hover.rect.inflate(4, 4), 2, border_radius=4)
            self._draw_tip(surface, self.hover, notes, assist)

    def _loc_name(self, loc) -> str:
        return self.tr("catilina.loc.conspirator") if loc == CONSP else self.seat_name(int(loc))

    def _draw_tip(self, surface, spot, notes: Notes, assist: Assist | None) -> None:
        """A small label by the pointer: whose mark this is and what it says."""
        key = spot.key
        if key[0] == "mark":
            _, card, loc = key
            mark, src, _ = self._effective(notes, assist, card, loc)
            state = self.tr({"has": "catilina.ui.tip_has", "not": "catilina.ui.tip_not"}.get(mark, "catilina.ui.tip_unknown"))
            if src == "logic":
                state += " " + self.tr("catilina.ui.tip_logic")
            card_name = self.host.render(Msg("catilina.card", {"colour": Msg(f"catilina.colour.{colour_of(card)}"),
                                                               "value": value_of(card)}))
            text = self.tr("catilina.ui.tip_mark", who=self._loc_name(loc), card=card_name, state=state)
        else:
            _, line, idx, loc = key
            what = self.tr(f"catilina.colour.{idx}") if line == "col" else ROMAN_NUM[idx] + f" ({idx})"
            n = notes.total(line, idx, loc)
            text = self.tr("catilina.ui.tip_total", who=self._loc_name(loc), what=what,
                           n="?" if n is None else n)
        img = self.text(text, self.ui.s(14), True, D.ROMAN["white"])
        box = img.get_rect().inflate(self.ui.s(14), self.ui.s(8))
        box.midbottom = (spot.rect.centerx, spot.rect.y - self.ui.s(4))
        box.clamp_ip(self.rect)
        pygame.draw.rect(surface, D.ROMAN["ink"], box, border_radius=self.ui.s(6))
        pygame.draw.rect(surface, D.ROMAN["gold"], box, 1, border_radius=self.ui.s(6))
        surface.blit(img, img.get_rect(center=box.center))

    def _draw_notes_body(self, surface) -> None:
        NL = self.L.get("notes_layout")
        notes = self.notes()
        v = self.view
        self.panel(surface, NL["panel"], fill=D.lighten(PAPER, 0.35), border=D.ROMAN["gold_dark"], radius=self.ui.s(12))
        head = NL["head"]
        self.blit_fit(surface, self.tr("catilina.notes.title"),
                      pygame.Rect(head.x, head.y, NL["assist"].x - head.x - self.ui.s(6), head.h), self.ui.s(20), True,
                      D.ROMAN["red_dark"], anchor="midleft")
        # the assist toggle
        ar = NL["assist"]
        on = notes.assist
        pygame.draw.rect(surface, D.ROMAN["white"] if not on else D.lighten(LOGIC, 0.75), ar, border_radius=ar.h // 2)
        pygame.draw.rect(surface, LOGIC if on else D.ROMAN["bronze"], ar, 2, border_radius=ar.h // 2)
        knob = pygame.Rect(0, 0, ar.h - self.ui.s(8), ar.h - self.ui.s(8))
        knob.midleft = (ar.x + self.ui.s(4), ar.centery)
        pygame.draw.rect(surface, LOGIC if on else D.ROMAN["vein"], knob, border_radius=knob.h // 2)
        if on:
            pygame.draw.lines(surface, D.ROMAN["white"], False,
                              [(knob.x + knob.w * 0.25, knob.centery), (knob.x + knob.w * 0.45, knob.bottom - knob.h * 0.28),
                               (knob.right - knob.w * 0.22, knob.y + knob.h * 0.28)], max(2, self.ui.s(3)))
        self.blit_fit(surface, self.tr("catilina.notes.assist"),
                      pygame.Rect(knob.right + self.ui.s(6), ar.y, ar.right - knob.right - self.ui.s(12), ar.h),
                      self.ui.s(14), True, LOGIC if on else INK, anchor="midleft")
        assist = self.assist()
        own = set(v.hands[self.viewer] or ())
        locs = self.note_locs()
        cells = NL["cells"]
        # headers
        for col, r in NL["heads"].items():
            label = ROMAN_NUM[col + 1] + f" {col + 1}" if col < 6 else "Σ"
            self.blit_fit(surface, label, r, self.ui.s(14), True, D.ROMAN["bronze"], anchor="center")
        for row, r in NL["labels"].items():
            if row < 5:
                sw = min(r.h - self.ui.s(8), r.w - self.ui.s(8), self.ui.s(30))
                sr = pygame.Rect(0, 0, sw, sw)
                sr.center = r.center
                pygame.draw.rect(surface, suit_rgb(row), sr, border_radius=self.ui.s(5))
                self.sym(surface, SUIT_SYMBOLS[row], sr.center, sw * 0.6, D.ROMAN["white"])
            else:
                self.blit_fit(surface, "Σ", r, self.ui.s(18), True, D.ROMAN["bronze"], anchor="center")
        grid_line = D.mix(D.ROMAN["gold_dark"], PAPER, 0.45)
        for (row, col), cell in cells.items():
            is_total = row == 5 or col == 6
            base = PAPER if not is_total else D.mix(PAPER, D.ROMAN["marble_dark"], 0.5)
            if row < 5 and col < 6:
                base = D.mix(suit_rgb(row), D.ROMAN["white"], 0.86)
            pygame.draw.rect(surface, base, cell)
            pygame.draw.rect(surface, grid_line, cell, 1)
            if (row, col) == (5, 6):
                continue
            slots = self.slot_rects(cell, len(locs))
            if row < 5 and col < 6:
                card = row * 6 + col
                if card in own:
                    self._draw_own_cell(surface, cell)
                    continue
                consp = self._effective(notes, assist, card, CONSP)[0] == "has"
                if consp:
                    pygame.draw.rect(surface, D.mix(D.ROMAN["red"], D.ROMAN["white"], 0.72), cell.inflate(-2, -2))
                for loc, sr in zip(locs, slots):
                    mark, src, conflict = self._effective(notes, assist, card, loc)
                    self._draw_slot(surface, sr, loc, mark, src, conflict)
            else:
                line, idx = ("col", row) if col == 6 else ("val", col + 1)
                for loc, sr in zip(locs, slots):
                    hand_n = notes.total(line, idx, loc)
                    logic_n = assist.total(line, idx, loc) if assist is not None else None
                    self._draw_total_slot(surface, sr, loc, hand_n, logic_n)
        # the foot: with the assist, the possible sums; then the whole legend
        sums_text = self._sums_text()
        if sums_text is not None and NL["sums"].h > 0:
            self.wrap(surface, sums_text, NL["sums"], self.ui.s(14), True, LOGIC)
        self.wrap(surface, self._legend_text(), NL["legend"], self.ui.s(12), False, D.ROMAN["bronze"])

    def _effective(self, notes: Notes, assist: Assist | None, card: int, loc) -> tuple:
        """(mark, source "hand"/"logic", conflict) of one slot."""
        hand = notes.mark(card, loc)
        logic = assist.mark(card, loc) if assist is not None else None
        if hand is not None:
            return hand, "hand", logic is not None and logic != hand
        if logic is not None:
            return logic, "logic", False
        return None, None, False

    def _draw_own_cell(self, surface, cell: pygame.Rect) -> None:
        pygame.draw.rect(surface, D.mix(D.ROMAN["gold_light"], D.ROMAN["white"], 0.4), cell.inflate(-2, -2))
        rad = int(min(cell.w, cell.h) * 0.36)
        pygame.draw.circle(surface, D.ROMAN["gold_dark"], cell.center, rad, max(2, self.ui.s(3)))
        self.blit_fit(surface, self.tr("catilina.ui.mine"), cell.inflate(-self.ui.s(6), 0), self.ui.s(12), True,
                      D.ROMAN["gold_dark"], anchor="center")

    def _loc_colour(self, loc) -> tuple:
        return D.ROMAN["red_dark"] if loc == CONSP else self.colour(int(loc))

    def _draw_slot(self, surface, r: pygame.Rect, loc, mark, src, conflict: bool) -> None:
        col = self._loc_colour(loc)
        c = r.center
        rad = r.w // 2
        logic = src == "logic"
        if mark == "has":
            pygame.draw.circle(surface, col, c, rad)
            pygame.draw.circle(surface, LOGIC if logic else INK, c, rad, max(2, rad // 4) if logic else 1)
        elif mark == "not":
            pygame.draw.circle(surface, D.mix(col, D.ROMAN["white"], 0.75), c, rad, 1)
        else:
            pygame.draw.circle(surface, D.mix(col, D.ROMAN["white"], 0.35), c, rad, max(1, rad // 4))
        # what is inside: the conspirator letter or the seat's symbol
        if loc == CONSP:
            ink = D.ROMAN["white"] if mark == "has" else D.mix(col, D.ROMAN["white"], 0.5 if mark == "not" else 0.0)
            f = self.text(self.tr("catilina.ui.consp_short"), max(8, int(rad * 1.2)), True, ink, glyph=True)
            surface.blit(f, f.get_rect(center=c))
        else:
            sym = self.symbol(int(loc))
            if sym and mark != "not":
                self.sym(surface, sym, c, rad * 1.05, D.ROMAN["white"] if mark == "has" else col)
        if mark == "not":
            k = int(rad * 0.75)
            w = max(2, self.ui.s(2))
            ink = LOGIC if logic else INK
            pygame.draw.line(surface, ink, (c[0] - k, c[1] - k), (c[0] + k, c[1] + k), w)
            pygame.draw.line(surface, ink, (c[0] - k, c[1] + k), (c[0] + k, c[1] - k), w)
        if conflict:
            pygame.draw.circle(surface, CONFLICT, c, rad + 2, 2)

    def _draw_total_slot(self, surface, r: pygame.Rect, loc, hand_n, logic_n) -> None:
        col = self._loc_colour(loc)
        rr = r.inflate(2, 0)
        pygame.draw.rect(surface, D.ROMAN["white"], rr, border_radius=self.ui.s(4))
        pygame.draw.rect(surface, col, rr, max(1, self.ui.s(2)), border_radius=self.ui.s(4))
        px = max(8, int(r.h * 0.72))
        if hand_n is not None:
            t = self.text(str(hand_n), px, True, INK, glyph=True)
            surface.blit(t, t.get_rect(center=rr.center))
            if logic_n is not None and logic_n != hand_n:
                pygame.draw.rect(surface, CONFLICT, rr.inflate(3, 3), 2, border_radius=self.ui.s(4))
            elif logic_n is not None:
                pygame.draw.circle(surface, LOGIC, rr.center, max(rr.w, rr.h) // 2 + 1, 1)
        elif logic_n is not None:
            t = self.text(str(logic_n), px, True, LOGIC, glyph=True)
            surface.blit(t, t.get_rect(center=rr.center))
