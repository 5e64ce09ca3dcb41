"""CAESAR! solo: Auto-Crassus's column beside the map (a mixin of the board, :mod:`.scene`).

In a solo game (``view.crassus >= 0``) the map gives up a column on its right to
Auto-Crassus: his name and difficulty, his command tile (it flips over when he
draws one, with its steps listed and the one being played lit), the tiles left in
his deck, his face-up row of tokens left to right (a token drawn slides in from the
deck; the leftmost slides out when discarded), his face-down Centurion stack, and
the reason of his last placement. When he places, the token slides from his row to
its border space before it lands. Hovering his last token on the map, or the
reason, shows the reason (priority and tie-breaks) as a tooltip; the log has the
same sentence. Every step is its own automatic action of the host, so the steps
play out one after the other.

The board calls :meth:`CrassusColumn.crassus_carve` in its layout,
:meth:`crassus_hotspots` with its hotspots, :meth:`crassus_animate` first in
``animate`` and :meth:`crassus_draw` after the map. Everything is drawn from
``self.shown``.
"""
from __future__ import annotations

import math

import pygame

from games.app.anim import Call, Tween, Wait
from games.app.board import panel
from games.app.draw import ROMAN, darken, lighten, line_tokens

from . import rules as R
from .crassus import faces
from .scene_paint import draw_token

#: at or under this many control markers left, Auto-Crassus's column warns that he can win soon
WARN_MARKERS = 4


class CrassusColumn:
    """Auto-Crassus's column (see the module text). Needs the board's ``geom``, ``map``,
    ``shown``, ``ui``, ``texts``, ``host`` and ``border_centre``."""

    def crassus_init(self) -> None:
        #: animation state: the tile's flip (0 back .. 1 face), a token sliding in or out of the
        #: row, a token flying to the map
        self.cr = {"flip": 1.0, "tile": "", "in": 1.0, "in_code": None, "out": 1.0, "out_code": None,
                   "fly": 1.0, "fly_item": None}
        self.drawn_row: list[str] = []         # the row as drawn (tests)
        self.drawn_tile: str = ""              # the tile face drawn ("" = none or its back) (tests)
        self.drawn_markers: list[str] = []     # his markers' lines drawn, the warning last (tests)
        self.drawn_crassus_why: str | None = None     # his reason as drawn in the column (tests)
        self.crassus_col: pygame.Rect | None = None     # his column (solo only)

    def solo_seat(self) -> int:
        """Auto-Crassus's seat, or -1 when this is not a solo game."""
        v = self.shown if self.shown is not None else self.view
        return getattr(v, "crassus", -1) if v is not None else -1

    # ----- layout ------------------------------------------------------------------------------
    def crassus_carve(self, mapr: pygame.Rect) -> pygame.Rect:
        """In a solo game, take a column on the right of the map's rectangle; return the map's."""
        self.crassus_col = None
        if self.solo_seat() < 0:
            return mapr
        ui = self.ui
        w = max(ui.s(150), min(ui.s(230), mapr.w * 18 // 100))
        col = pygame.Rect(mapr.right - w, mapr.y, w, mapr.h)
        self.crassus_col = col
        return pygame.Rect(mapr.x, mapr.y, mapr.w - w - ui.s(8), mapr.h)

    def _crassus_boxes(self) -> dict:
        col = self.crassus_col
        ui = self.ui
        pad = ui.s(8)
        head = pygame.Rect(col.x + pad, col.y + pad, col.w - 2 * pad, ui.s(40))
        markers = pygame.Rect(col.x + pad, head.bottom + ui.s(2), col.w - 2 * pad, ui.s(84))
        tile_w = min(col.w - 2 * pad, ui.s(150))
        tile = pygame.Rect(col.centerx - tile_w // 2, markers.bottom + ui.s(4), tile_w, min(ui.s(130), col.h // 4))
        deck = pygame.Rect(col.x + pad, tile.bottom + ui.s(2), col.w - 2 * pad, ui.s(36))
        row_top = deck.bottom + ui.s(30)
        # the reason takes the room below two lines of his row (long reasons ran out of a
        # quarter of the column at 1000x650), never less than it had
        size, gap, per = self._row_measures()
        lines = max(2, -(-len(self.shown.hands[self.solo_seat()]) // per) if self.shown is not None else 2)
        top = min(col.bottom - pad - min(ui.s(150), col.h // 4), row_top + lines * (size + gap) + pad)
        why = pygame.Rect(col.x + pad, top, col.w - 2 * pad, col.bottom - pad // 2 - top)   # (text, no frame, at its foot)
        return {"head": head, "markers": markers, "tile": tile, "deck": deck, "row_top": row_top, "why": why}

    def _row_measures(self) -> tuple[int, int, int]:
        """His row's token side, the gap between tokens and how many go on a line."""
        ui = self.ui
        gap = ui.s(6)
        size = max(18, min(ui.s(60), (self.crassus_col.w - 2 * ui.s(8) - 2 * gap) // 3))
        return size, gap, max(1, (self.crassus_col.w - 2 * ui.s(8) + gap) // (size + gap))

    def crassus_row_rects(self) -> list[tuple[str, pygame.Rect]]:
        """Where each token of his row is drawn, left to right (wrapped in lines)."""
        pos = self.shown
        cs = self.solo_seat()
        if cs < 0 or self.crassus_col is None or pos is None:
            return []
        b = self._crassus_boxes()
        col = self.crassus_col
        ui = self.ui
        size, gap, per = self._row_measures()
        out = []
        for i, code in enumerate(pos.hands[cs]):
            r, c = divmod(i, per)
            out.append((code, pygame.Rect(col.x + ui.s(8) + c * (size + gap), b["row_top"] + r * (size + gap),
                                          size, size)))
        return out

    def crassus_hotspots(self) -> None:
        """Tooltips: the reason box gives his last placement; the tile its steps. His token on the
        map gives none of its own: the last-move marker's box says it with its reason (the same
        sentence stood twice, in two boxes, over the map)."""
        v = self.view
        cs = self.solo_seat()
        if cs < 0 or v is None or self.crassus_col is None:
            return
        b = self._crassus_boxes()
        if v.clast is not None and not self.crassus_reason_stale():
            why = self.host.render(v.clast.msg(cs))
            self.add_hotspot(b["why"], key=("crassus_why",), glow=False, tip=why)
        if v.tile:
            self.add_hotspot(b["tile"], key=("crassus_tile",), glow=False,
                             tip=self.host.render(R.tile_steps_msg(v.tile)))

    def crassus_reason_stale(self) -> bool:
        """Whether the reason of his last placement is not the shown move's: in a replay at a
        person's move (or a draw), his reason of an earlier turn read as the reason for it."""
        mover = getattr(self.host, "shown_mover", None)
        return callable(mover) and mover() != self.solo_seat()

    # ----- animation --------------------------------------------------------------------------
    def crassus_animate(self, seat, action, events) -> list:
        """The steps of his automatic actions, played before the board's own."""
        cs = self.solo_seat()
        if cs < 0:
            return []
        steps: list = []
        for ev in events:
            if isinstance(ev, R.CommandDrawn):
                steps += [Call(lambda e=ev: self._cr_flip(e.tile)), Tween(self.cr, "flip", 1.0, 0.55, "in_out_cubic"),
                          Wait(0.25)]
            elif isinstance(ev, R.RowAdded):
                steps += [Call(lambda e=ev: self._cr_in(e.token)), Tween(self.cr, "in", 1.0, 0.4), Wait(0.1)]
            elif isinstance(ev, R.RowDiscarded):
                steps += [Call(lambda e=ev: self._cr_out(e.token)), Tween(self.cr, "out", 1.0, 0.4),
                          Call(self._cr_out_done)]
        if isinstance(action, R.CrassusPlace):
            steps = [Call(lambda a=action: self._cr_fly(a)), Tween(self.cr, "fly", 1.0, 0.6, "in_out_cubic"),
                     Call(self._cr_fly_done)] + steps
        return steps

    def _cr_flip(self, tile: str) -> None:
        self.cr["tile"], self.cr["flip"] = tile, 0.0
        if self.before is not None:
            self.before.tile = tile
        self.sfx.play("flip")

    def _cr_in(self, code: str) -> None:
        b = self.before
        if b is not None:
            b.hands[self.solo_seat()].append(code)
        self.cr["in_code"], self.cr["in"] = code, 0.0

    def _cr_out(self, code: str) -> None:
        self.cr["out_code"], self.cr["out"] = code, 0.0

    def _cr_out_done(self) -> None:
        b = self.before
        row = b.hands[self.solo_seat()] if b is not None else []
        if row and row[0] == self.cr["out_code"]:
            row.pop(0)
        self.cr["out_code"] = None

    def _cr_fly(self, action) -> None:
        start = None
        for code, r in self.crassus_row_rects():
            if code == action.token:
                start = r.center
                break
        if start is None:
            start = self.crassus_col.center if self.crassus_col is not None else self.border_centre(action.border)
        self.cr["fly_item"] = (action.token, start, self.border_centre(action.border))
        self.cr["fly"] = 0.0
        b = self.before
        if b is not None and action.token in b.hands[self.solo_seat()]:
            b.hands[self.solo_seat()].remove(action.token)

    def _cr_fly_done(self) -> None:
        self.cr["fly_item"] = None

    def crassus_busy_reset(self) -> None:
        """After the animations: nothing is in flight."""
        self.cr.update({"flip": 1.0, "in": 1.0, "in_code": None, "out": 1.0, "out_code": None, "fly": 1.0,
                        "fly_item": None})

    # ----- drawing -------------------------------------------------------------------------------
    def whole_px(self, text: str, width: int, px: int, least: int) -> int:
        """The size, from ``px`` down to ``least``, at which every piece of ``text`` no line may
        break inside (a province's name: 「ヒスパニア・ウルテリオル」) fits ``width`` whole, so
        that a narrow panel never cuts a name by its characters."""
        widest = max(line_tokens(text), key=lambda p: self.texts.width(p.strip(), px), default="").strip()
        while px > least and self.texts.width(widest, px) > width:
            px -= 1
        return px

    def crassus_warns(self, pos, cs: int) -> bool:
        """True when his control markers left are so few that he can win soon (within a turn or
        two: one closing with a Senate bonus or Italia places several at once); never once the
        other seat's last marker is shown down (the game is won: the warning stayed till the end
        screen)."""
        return (pos.phase != "over" and getattr(pos, "winner", None) is None and pos.markers[1 - cs] > 0
                and 0 < pos.markers[cs] <= WARN_MARKERS)

    def draw_crassus_markers(self, surface, box: pygame.Rect, pos, cs: int) -> None:
        """His control markers left, large, and under it what they mean: on red, a warning
        when he can win soon."""
        ui = self.ui
        n = pos.markers[cs]
        warn = self.crassus_warns(pos, cs)
        top = pygame.Rect(box.x, box.y, box.w, box.h * 2 // 5)
        low = pygame.Rect(box.x, top.bottom, box.w, box.h - top.h)
        big = self.tr("seize_rome.ui.crassus.markers", n=n)
        self.texts.draw_in(surface, big, top, ui.font_px(21), True, ROMAN["red"] if warn else ROMAN["ink"],
                           anchor="center", least=9)
        if warn:
            panel(surface, low, ROMAN["red_dark"], ROMAN["gold"], radius=ui.s(6), border_width=1)
            note = self.tr("seize_rome.ui.crassus.warn", n=n)
            self.texts.wrapped(surface, note, low.inflate(-ui.s(8), -ui.s(4)), ui.font_px(14), True,
                               ROMAN["white"], "center", least=7, middle=True)
        else:
            note = self.tr("seize_rome.ui.crassus.markers_note")
            self.texts.wrapped(surface, note, low.inflate(-ui.s(4), -ui.s(2)), ui.font_px(12), False,
                               ROMAN["ink"], "center", least=7, middle=True)
        self.drawn_markers = [big, note]

    def crassus_draw(self, surface: pygame.Surface) -> None:
        cs = self.solo_seat()
        self.drawn_row, self.drawn_tile, self.drawn_markers = [], "", []
        pos = self.shown
        if cs < 0 or pos is None or self.crassus_col is None:
            return
        ui = self.ui
        col = self.crassus_col
        colour = self.colour(cs)
        panel(surface, col, ROMAN["parchment"], colour if pos.turn == cs and pos.phase != "over" else ROMAN["bronze"],
              radius=ui.s(10), border_width=3 if pos.turn == cs else 1)
        b = self._crassus_boxes()
        head = b["head"]
        self.texts.draw_in(surface, self.name(cs), pygame.Rect(head.x, head.y, head.w, head.h // 2),
                           ui.font_px(17), True, colour, least=8)
        sub = self.tr(f"seize_rome.opt.difficulty.{pos.difficulty}").split(" (")[0].split("（")[0]
        if pos.harder:
            sub += " · " + self.tr("seize_rome.ui.crassus.harder")
        self.texts.draw_in(surface, sub, pygame.Rect(head.x, head.centery, head.w, head.h // 2), ui.font_px(13),
                           False, ROMAN["ink"], least=8)
        self.draw_crassus_markers(surface, b["markers"], pos, cs)
        self._cr_draw_tile(surface, b["tile"], pos)
        lines = [self.tr("seize_rome.ui.crassus.deck", n=len(pos.deck))]
        if pos.centurion:
            lines.append(self.tr("seize_rome.ui.crassus.stack", n=len(pos.beside[cs])))
        d = b["deck"]
        for i, line in enumerate(lines):
            self.texts.draw_in(surface, line, pygame.Rect(d.x, d.y + i * d.h // 2, d.w, d.h // 2), ui.font_px(13),
                               False, ROMAN["ink"], anchor="center", least=8)
        self.texts.draw(surface, self.tr("seize_rome.ui.crassus.row"), (col.x + ui.s(8), b["row_top"] - ui.s(24)),
                        ui.font_px(13), True, ROMAN["ink"], width=col.w - ui.s(16), least=8)
        rows = self.crassus_row_rects()
        for i, (code, r) in enumerate(rows):
            alpha = 255
            centre = r.center
            if code == self.cr["in_code"] and i == len(rows) - 1 and self.cr["in"] < 1.0:
                t = self.cr["in"]
                centre = (b["deck"].centerx + (r.centerx - b["deck"].centerx) * t,
                          b["deck"].centery + (r.centery - b["deck"].centery) * t)
                alpha = int(80 + 175 * t)
            if i == 0 and code == self.cr["out_code"] and self.cr["out"] < 1.0:
                t = self.cr["out"]
                centre = (r.centerx, r.centery - (r.centery - b["deck"].centery) * t)
                alpha = int(255 * (1 - t))
            draw_token(surface, self.texts, centre, r.w, code, colour, None, None, False, alpha, self.symbol(cs))
            self.drawn_row.append(code)
        # the reason of his last move
        why = b["why"]
        self.drawn_crassus_why = None
        if pos.clast is not None and not self.crassus_reason_stale():
            pygame.draw.line(surface, ROMAN["bronze"], (why.x, why.y - ui.s(4)), (why.right, why.y - ui.s(4)), 1)
            text = self.host.render(pos.clast.reason())
            px = self.whole_px(text, why.w, ui.font_px(12), 8)
            self.texts.wrapped(surface, text, why, px, False, ROMAN["ink"], least=min(8, px))
            self.drawn_crassus_why = text
        # a token flying to the map
        item = self.cr["fly_item"]
        if item is not None:
            code, a, z = item
            t = self.cr["fly"]
            lift = math.sin(math.pi * t) * ui.s(40)
            at = (a[0] + (z[0] - a[0]) * t, a[1] + (z[1] - a[1]) * t - lift)
            side = self.token_side() + (rows[0][1].w - self.token_side() if rows else 0) * (1 - t)
            draw_token(surface, self.texts, at, side, code, colour, None, None, False, 255, self.symbol(cs))

    def _cr_draw_tile(self, surface, rect: pygame.Rect, pos) -> None:
        """The command tile: its back while it turns, then its letter and steps."""
        ui = self.ui
        tile = pos.tile
        t = self.cr["flip"] if tile == self.cr["tile"] else 1.0
        scale = abs(math.cos(math.pi * t)) if t < 1.0 else 1.0
        face = t >= 0.5 and bool(tile)
        w = max(2, int(rect.w * scale))
        r = pygame.Rect(rect.centerx - w // 2, rect.y, w, rect.h)
        if not face:
            panel(surface, r, darken(ROMAN["red"], 0.2), ROMAN["gold"], radius=ui.s(8))
            if w > rect.w // 3:
                self.texts.draw(surface, "SPQR", r.center, ui.font_px(18), True, ROMAN["gold_light"], "center")
            return
        self.drawn_tile = tile
        panel(surface, r, lighten(ROMAN["parchment"], 0.3), ROMAN["gold_dark"], radius=ui.s(8))
        if w < rect.w // 2:
            return
        self.texts.draw(surface, tile, (r.x + ui.s(8), r.y + ui.s(4)), ui.font_px(26), True, ROMAN["red"])
        steps = faces().get(tile, ())
        line = min(ui.s(20), (r.h - ui.s(36)) // max(1, len(steps)))
        px = min(ui.font_px(14), max(8, line * 4 // 5))
        done = len(steps) - self._cr_left(pos)
        for i, step in enumerate(steps):
            y = r.y + ui.s(36) + i * line
            lit = i == done and pos.turn == self.solo_seat() and pos.phase != "over"
            text = ("▶ " if lit else "   ") + self.tr(f"seize_rome.crassus.step.{step}")
            self.texts.draw(surface, text, (r.x + ui.s(8), y), px, lit, ROMAN["red"] if lit else ROMAN["ink"],
                            width=r.w - ui.s(12), least=8)

    def _cr_left(self, pos) -> int:
        """How many printed steps of the tile are not yet begun (from the units left)."""
        units = list(pos.steps)
        n = 0
        for step in reversed(faces().get(pos.tile, ())):
            need = 2 if step == "draw2" else 1
            unit = "draw" if step.startswith("draw") else step
            if units[-need:] == [unit] * need and len(units) >= need:
                units = units[:-need]
                n += 1
            else:
                break
        return n
