"""The question dialog of the Catilina board: whom to ask (one player or
everyone), a colour or a value, and the button that asks.

Whom and what may be chosen in either order; which buttons are open comes
from the suite's picker (:meth:`games.app.picker.Picker.still_possible`)
over the legal questions, given what is chosen in the other row.
"""
from __future__ import annotations

import pygame

from games.app import draw as D
from games.app.picker import Picker

from .rules import Accuse, AccuseCard, Ask, EndTurn
from .scene_draw import SUIT_SYMBOLS, ROMAN_NUM, PAPER, ui_what, suit_rgb


class QuestionMixin:
    """The question dialog: hotspots, choices and drawing."""

    #: the fields of a question: whom, then a colour or a value (kind and attr go together)
    ASK_FIELDS = ("target", "kind", "attr")

    def _asks(self) -> list[Ask]:
        return [a for a in self._legal if isinstance(a, Ask)]

    def _ask_picker(self) -> Picker:
        """The picker over the legal questions (the rows of the dialog ask it in any order)."""
        return Picker(self._asks(), self.ASK_FIELDS)

    def _can_accuse(self) -> bool:
        return any(isinstance(a, (Accuse, AccuseCard, EndTurn)) for a in self._legal)

    def _question_layout(self) -> dict:
        r = pygame.Rect(self.L["info"])
        if r.w < self.ui.s(520):     # narrow (1024x640): the dialog takes the pile's room too
            r = pygame.Rect(self.L["centre"])
        pad = self.ui.s(12)
        inner = r.inflate(-2 * pad, -2 * pad)
        rows = 5
        rh = inner.h / rows
        lab_w = max(self.font(self.ui.s(15), True).size(self.tr(f"catilina.ui.ask_{n}"))[0]
                    for n in ("whom", "colour", "value")) + self.ui.s(10)
        lab_w = int(min(inner.w * 0.2, lab_w))
        out = {"panel": r, "title": pygame.Rect(inner.x, inner.y, inner.w, int(rh * 0.9))}
        for i, name in enumerate(("whom", "colour", "value")):
            out[name] = pygame.Rect(inner.x + lab_w, int(inner.y + rh * (i + 1)), inner.w - lab_w, int(rh * 0.82))
            out[name + "_label"] = pygame.Rect(inner.x, int(inner.y + rh * (i + 1)), lab_w - self.ui.s(6),
                                               int(rh * 0.82))
        by = int(inner.y + rh * 4)
        bw = inner.w
        accuse_w = int(bw * 0.3)
        out["go"] = pygame.Rect(inner.x, by, bw - accuse_w - self.ui.s(10), int(rh * 0.9))
        out["accuse"] = pygame.Rect(inner.right - accuse_w, by, accuse_w, int(rh * 0.9))
        return out

    def _question_targets(self) -> list[int]:
        return [-1] + self.others()

    def _selected_ask(self) -> Ask | None:
        if self.sel_target is None or self.sel_kind is None or self.sel_attr is None:
            return None
        return self._ask_picker().match(target=self.sel_target, kind=self.sel_kind, attr=self.sel_attr)

    def _build_question(self) -> None:
        v = self.view
        if not (self.acting and v.phase == "ask" and self._asks()):
            return
        Q = self._question_layout()
        self.L["question"] = Q
        picker = self._ask_picker()
        whom = set(picker.still_possible("target", kind=self.sel_kind, attr=self.sel_attr))
        colours = set(picker.still_possible("attr", kind="colour", target=self.sel_target))
        values = set(picker.still_possible("attr", kind="value", target=self.sel_target))
        gap = self.ui.s(6)
        targets = self._question_targets()
        for t, r in zip(targets, self._row(Q["whom"], len(targets), gap)):
            self.add_hotspot(r, on_click=lambda t=t: self._pick_target(t), key=("ask_target", t), glow=False,
                             enabled=t in whom)
        for c, r in enumerate(self._row(Q["colour"], 5, gap)):
            self.add_hotspot(r, on_click=lambda c=c: self._pick_attr("colour", c), key=("ask_colour", c),
                             glow=False, enabled=c in colours)
        for i, r in enumerate(self._row(Q["value"], 6, gap)):
            val = i + 1
            self.add_hotspot(r, on_click=lambda val=val: self._pick_attr("value", val), key=("ask_value", val),
                             glow=False, enabled=val in values)
        chosen = self._selected_ask()
        if chosen is not None:
            self.add_hotspot(Q["go"], chosen, self.viewer, key=("ask_go",), radius=10)
        else:
            self.add_hotspot(Q["go"], key=("ask_go",), glow=False, enabled=False)
        if self._can_accuse():
            self.add_hotspot(Q["accuse"], on_click=self._open_accuse, key=("accuse_open",), glow=False)

    def _pick_target(self, t: int) -> None:
        self.sfx.play("click")
        self.sel_target = t
        if not self._ask_picker().allows(target=t, kind=self.sel_kind, attr=self.sel_attr):
            self.sel_kind = self.sel_attr = None      # what was chosen cannot be asked of t
        self.rebuild()

    def _pick_attr(self, kind: str, attr: int) -> None:
        self.sfx.play("click")
        self.sel_kind, self.sel_attr = kind, attr
        if not self._ask_picker().allows(target=self.sel_target, kind=kind, attr=attr):
            self.sel_target = None                    # whom was chosen cannot be asked that
        self.rebuild()

    def _open_accuse(self) -> None:
        self.sfx.play("click")
        self.dialog = "accuse"
        self.rebuild()

    def _draw_question(self, surface) -> None:
        Q = self.L["question"]
        self.panel(surface, Q["panel"], fill=D.lighten(PAPER, 0.2), border=D.ROMAN["gold"], radius=self.ui.s(12),
                border_width=3)
        self.blit_fit(surface, self.tr("catilina.ui.ask_title"), Q["title"], self.ui.s(20), True,
                      D.ROMAN["red_dark"], anchor="midleft")
        for name in ("whom", "colour", "value"):
            self.blit_fit(surface, self.tr(f"catilina.ui.ask_{name}"), Q[name + "_label"], self.ui.s(15), True,
                          D.ROMAN["bronze"], anchor="midright")
        hover_key = self.hover.key if self.hover is not None else None
        for t in self._question_targets():
            sp = self._spot(("ask_target", t))
            if sp is None:
                continue
            label = self.tr("catilina.ui.everyone") if t == -1 else self.seat_name(t)
            self._chip(surface, sp.rect, label, self.sel_target == t, sp.enabled, hover_key == sp.key,
                       colour=None if t == -1 else self.colour(t), symbol=None if t == -1 else self.symbol(t))
        for c in range(5):
            sp = self._spot(("ask_colour", c))
            if sp is None:
                continue
            self._chip(surface, sp.rect, self.tr(f"catilina.colour.{c}"),
                       self.sel_kind == "colour" and self.sel_attr == c, sp.enabled, hover_key == sp.key,
                       colour=suit_rgb(c), symbol=SUIT_SYMBOLS[c])
        for val in range(1, 7):
            sp = self._spot(("ask_value", val))
            if sp is None:
                continue
            self._chip(surface, sp.rect, ROMAN_NUM[val], self.sel_kind == "value" and self.sel_attr == val,
                       sp.enabled, hover_key == sp.key, sub=str(val))
        chosen = self._selected_ask()
        go = Q["go"]
        if chosen is not None:
            label = self.msg("catilina.ui.ask_go", what=ui_what(chosen.kind, chosen.attr),
                             who=(self.tr("catilina.ui.everyone_obj") if chosen.target == -1
                                  else self.seat_name(chosen.target)))
            self._button(surface, go, label, True, primary=True)
        else:
            self._button(surface, go, self.tr("catilina.ui.ask_pick"), False)
        if self._can_accuse():
            sp = self._spot(("accuse_open",))
            self._button(surface, Q["accuse"], self.tr("catilina.ui.accuse_open"), True,
                         hover=sp is not None and hover_key == sp.key, danger=True)
