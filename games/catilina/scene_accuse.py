"""The accusation dialog of the Catilina board: a sum (base game) or single
cards (individual variant), confirmed with a button.

Which sums or cards are open, and the accusation the button makes, come from
the suite's picker (:class:`games.app.picker.Picker`) over the legal actions.
"""
from __future__ import annotations

import pygame

from games.app import draw as D
from games.app.picker import Picker

from .rules import Accuse, AccuseCard, EndTurn, INDIVIDUAL_LIMIT, sum_range
from .scene_notes import CONSP
from .scene_draw import PAPER, LOGIC, ranges


class AccuseMixin:
    """The accusation dialog: hotspots, choices and drawing."""

    def _close_dialog(self) -> None:
        self.sfx.play("click")
        self.dialog = None
        self.sel_sum = self.sel_card = None
        self.rebuild()

    def _accuse_layout(self) -> dict:
        left = pygame.Rect(self.L["left"])
        w = int(min(left.w * 0.92, self.ui.s(720)))
        h = int(min(left.h * 0.86, self.ui.s(520)))
        box = pygame.Rect(0, 0, w, h)
        box.center = left.center
        pad = self.ui.s(16)
        inner = box.inflate(-2 * pad, -2 * pad)
        title = pygame.Rect(inner.x, inner.y, inner.w, max(self.ui.s(34), self.font(self.ui.s(22), True).get_height()))
        f = self.font(self.ui.s(15))
        help_text = (self.tr("catilina.ui.accuse_card_help", count=len(self.view.accused), limit=INDIVIDUAL_LIMIT)
                     if self.view.individual else self.tr("catilina.ui.accuse_help"))
        sub = pygame.Rect(inner.x, title.bottom, inner.w, len(D.wrap_text(f, help_text, inner.w)) * f.get_linesize())
        bh = self.ui.s(44)
        buttons = pygame.Rect(inner.x, inner.bottom - bh, inner.w, bh)
        grid = pygame.Rect(inner.x, sub.bottom + self.ui.s(6), inner.w, buttons.y - sub.bottom - self.ui.s(16))
        return {"box": box, "title": title, "sub": sub, "grid": grid, "buttons": buttons}

    def _sum_cells(self, grid: pygame.Rect) -> list[tuple[int, pygame.Rect]]:
        lo, hi = sum_range(self.view.n_conspirators)
        nums = list(range(lo, hi + 1))
        cols = 10
        rows = (len(nums) + cols - 1) // cols
        gap = self.ui.s(6)
        cw = (grid.w - gap * (cols - 1)) / cols
        ch = min(self.ui.s(54), (grid.h - gap * (rows - 1)) / rows)
        y0 = grid.y + self.ui.s(8)
        return [(n, pygame.Rect(int(grid.x + (i % cols) * (cw + gap)), int(y0 + (i // cols) * (ch + gap)),
                                int(cw), int(ch))) for i, n in enumerate(nums)]

    def _card_cells(self, grid: pygame.Rect) -> list[tuple[int, pygame.Rect]]:
        gap = self.ui.s(6)
        ch = (grid.h - gap * 4) / 5
        cw = min((grid.w - gap * 5) / 6, ch * 0.7)
        ch = cw / 0.7
        x0 = grid.centerx - (cw * 6 + gap * 5) / 2
        y0 = grid.y + (grid.h - (ch * 5 + gap * 4)) / 2
        return [(c * 6 + v, pygame.Rect(int(x0 + v * (cw + gap)), int(y0 + c * (ch + gap)), int(cw), int(ch)))
                for c in range(5) for v in range(6)]

    def _build_accuse(self) -> None:
        A = self._accuse_layout()
        self.L["accuse"] = A
        v = self.view
        picker = Picker(self._legal, ("class", "total", "card"))
        b1, b2 = self._row(A["buttons"], 2, self.ui.s(16))
        A["confirm"], A["cancel"] = b1, b2
        if not v.individual:
            accuse = {"class": Accuse.__name__}
            sums = set(picker.still_possible("total", accuse))
            assist = self.assist()
            dotted = set(assist.sums) if assist is not None and assist.sums is not None else set()
            tip = self.tr("catilina.ui.dot_tip")
            for n, r in self._sum_cells(A["grid"]):
                self.add_hotspot(r, on_click=lambda n=n: self._pick_sum(n), key=("sum", n), glow=False,
                                 enabled=n in sums, tip=tip if n in dotted else None)
            go = picker.match(accuse, total=self.sel_sum) if self.sel_sum is not None else None
        else:
            accuse = {"class": AccuseCard.__name__}
            cards = set(picker.still_possible("card", accuse))
            for c, r in self._card_cells(A["grid"]):
                self.add_hotspot(r, on_click=lambda c=c: self._pick_card(c), key=("acc_card", c), glow=False,
                                 enabled=c in cards)
            go = picker.match(accuse, card=self.sel_card) if self.sel_card is not None else None
        if go is not None:
            self.add_hotspot(b1, go, self.viewer, key=("accuse_go",))
        else:
            self.add_hotspot(b1, key=("accuse_go",), glow=False, enabled=False)
        end_turn = picker.match({"class": EndTurn.__name__})
        if end_turn is not None:
            self.add_hotspot(b2, end_turn, self.viewer, key=("end_turn",), glow=False)
        else:
            self.add_hotspot(b2, on_click=self._close_dialog, key=("cancel",), glow=False)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """A sum chip's tooltip (what its dot means) stands above the first row of chips, as
        any tooltip stands above what it explains: drawn over the row above the chip pointed
        at, it hid those chips' dots (a possible sum seen without its dot)."""
        spot = getattr(self, "pointed", None)
        A = self.L.get("accuse") if self.dialog == "accuse" else None
        if A is None or spot is None or not (isinstance(spot.key, tuple) and spot.key[0] == "sum") \
                or self.view is None or self.view.individual:
            super().draw_overlay(surface)  # type: ignore[misc]
            return
        real = spot.rect
        spot.rect = pygame.Rect(real.x, self._sum_cells(A["grid"])[0][1].y, real.w, real.h)
        try:
            super().draw_overlay(surface)  # type: ignore[misc]
        finally:
            spot.rect = real

    def sum_dot(self, surface, r: pygame.Rect) -> None:
        """The pink dot of a sum the notes still allow, at the chip's top right corner."""
        at = (r.right - self.ui.s(7), r.y + self.ui.s(7))
        pygame.draw.circle(surface, D.ROMAN["white"], at, self.ui.s(4) + 1)
        pygame.draw.circle(surface, LOGIC, at, self.ui.s(4))

    def _pick_sum(self, n: int) -> None:
        self.sfx.play("click")
        self.sel_sum = n
        self.rebuild()

    def _pick_card(self, c: int) -> None:
        self.sfx.play("click")
        self.sel_card = c
        self.rebuild()

    def _draw_accuse(self, surface) -> None:
        A = self.L["accuse"]
        v = self.view
        veil = pygame.Surface(self.L["left"].size, pygame.SRCALPHA)
        veil.fill((30, 20, 15, 120))
        surface.blit(veil, self.L["left"])
        self.panel(surface, A["box"], fill=D.lighten(PAPER, 0.2), border=D.ROMAN["red"], radius=self.ui.s(14),
                border_width=3)
        hover_key = self.hover.key if self.hover is not None else None
        assist = self.assist()
        if not v.individual:
            self.blit_fit(surface, self.tr("catilina.ui.accuse_title"), A["title"], self.ui.s(22), True,
                          D.ROMAN["red_dark"], anchor="midleft")
            self.wrap(surface, self.tr("catilina.ui.accuse_help"), A["sub"], self.ui.s(15), False)
            wrong = {a.total for a in v.accusations if not a.correct}
            cands = set(assist.sums) if (assist is not None and assist.sums is not None) else None
            cells = self._sum_cells(A["grid"])
            for n, r in cells:
                sp = self._spot(("sum", n))
                enabled = sp is not None and sp.enabled
                ruled_out = cands is not None and n not in cands
                self._chip(surface, r, str(n), self.sel_sum == n, enabled and not ruled_out,
                           hover_key == ("sum", n))
            for n, r in cells:         # the marks over every chip, whichever is selected or hovered
                if n in wrong:
                    pygame.draw.line(surface, D.ROMAN["red"], r.bottomleft, r.topright, 3)
                elif cands is not None and n in cands:
                    self.sum_dot(surface, r)
            below = pygame.Rect(A["grid"].x, cells[-1][1].bottom + self.ui.s(16), A["grid"].w,
                                A["grid"].bottom - cells[-1][1].bottom - self.ui.s(16))
            if below.h > self.ui.s(20):
                if assist is None:
                    hint, ink = self.tr("catilina.ui.accuse_tip"), D.ROMAN["bronze"]
                elif assist.sums is None:
                    hint, ink = self.tr("catilina.ui.sums_working"), LOGIC
                elif len(assist.sums) == 1:
                    hint, ink = self.tr("catilina.ui.sum_proved", total=assist.sums[0]), LOGIC
                else:
                    hint, ink = self.tr("catilina.ui.sums_dotted", sums=ranges(assist.sums)), LOGIC
                self.wrap(surface, hint, below, self.ui.s(16), True, ink)
            go = self._spot(("accuse_go",))
            label = (self.tr("catilina.ui.accuse_go", total=self.sel_sum) if self.sel_sum is not None
                     else self.tr("catilina.ui.accuse_pick"))
            self._button(surface, A["confirm"], label, go is not None and go.enabled, danger=True,
                         hover=go is not None and hover_key == go.key)
        else:
            self.blit_fit(surface, self.tr("catilina.ui.accuse_card_title"), A["title"], self.ui.s(22), True,
                          D.ROMAN["red_dark"], anchor="midleft")
            self.wrap(surface, self.tr("catilina.ui.accuse_card_help", count=len(v.accused), limit=INDIVIDUAL_LIMIT),
                      A["sub"], self.ui.s(15), False)
            by = {a.card: a.seat for a in v.accused}
            for c, r in self._card_cells(A["grid"]):
                sp = self._spot(("acc_card", c))
                enabled = sp is not None and sp.enabled
                rr = pygame.Rect(r)
                if self.sel_card == c:
                    rr.y -= self.ui.s(6)
                    D.glow_rect(surface, rr, D.ROMAN["gold_light"], 1.0, self.ui.s(8), spread=5)
                surface.blit(self.card_img(c, rr.w, rr.h, dim=not enabled), rr)
                if c in by:
                    self._seat_badge(surface, by[c], (rr.right - self.ui.s(8), rr.y + self.ui.s(8)), self.ui.s(7))
                if assist is not None and assist.mark(c, CONSP) == "has" and enabled:
                    pygame.draw.rect(surface, LOGIC, rr.inflate(4, 4), 2, border_radius=self.ui.s(6))
                if hover_key == ("acc_card", c) and enabled:
                    pygame.draw.rect(surface, D.ROMAN["gold"], rr.inflate(4, 4), 2, border_radius=self.ui.s(6))
            go = self._spot(("accuse_go",))
            self._button(surface, A["confirm"], self.tr("catilina.ui.accuse_card_go") if self.sel_card is not None
                         else self.tr("catilina.ui.accuse_card_pick"), go is not None and go.enabled, danger=True,
                         hover=go is not None and hover_key == go.key)
        if self._spot(("end_turn",)) is not None:
            sp = self._spot(("end_turn",))
            self._button(surface, A["cancel"], self.tr("catilina.ui.end_turn"), True, primary=True,
                         hover=hover_key == sp.key)
        else:
            sp = self._spot(("cancel",))
            self._button(surface, A["cancel"], self.tr("catilina.ui.cancel"), True,
                         hover=sp is not None and hover_key == sp.key)
