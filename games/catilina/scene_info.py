"""The info area in the middle of the Catilina board: whose turn it is and the
latest answer, the question everyone is answering, and the result at the end.
"""
from __future__ import annotations

import pygame

from games.app import draw as D
from games.core.text import Msg

from .rules import Ask, colour_of, value_of
from .scene_draw import INK, PAPER, ui_what


class InfoMixin:
    """The middle of the board when no dialog is open."""

    #: the label of the latest entry as last drawn (tests)
    drawn_latest: str | None = None

    def _draw_info(self, surface) -> None:
        v = self.view
        I = self.L["info"]
        if "question" in self.L and self.L.get("question") and self.acting and v.phase == "ask" \
                and self.dialog is None:
            self._draw_question(surface)
            return
        self.panel(surface, I, fill=PAPER, radius=self.ui.s(12))
        pad = self.ui.s(12)
        inner = I.inflate(-2 * pad, -2 * pad)
        if v.phase == "over":
            self._draw_result(surface, inner)
            return
        if v.phase == "give" and v.question is not None:
            asker, kind, attr = v.question
            head = self.msg("catilina.ui.now_all", seat=asker, what=ui_what(kind, attr))
            h = self.wrap(surface, head, pygame.Rect(inner.x, inner.y, inner.w, self.wrap_height(head, inner.w, 18)),
                          self.ui.s(18), True)
            y = inner.y + h + self.ui.s(6)
            if self.acting and self.viewer in v.givers and not self.has_chosen(self.viewer):
                help_text = self.tr("catilina.ui.give_help")
                y += self.wrap(surface, help_text, pygame.Rect(inner.x, y, inner.w, self.wrap_height(help_text, inner.w, 16)),
                               self.ui.s(16), True, D.ROMAN["terracotta_dark"]) + self.ui.s(6)
            # who is still choosing (also on their plaques: the list stops where the room ends)
            row_h = max(self.ui.s(22), self.font(self.ui.s(15)).get_height())
            for s in range(v.n_seats):
                if s == asker or s == self.viewer or y + row_h > inner.bottom:
                    continue
                status, colour = self._plaque_status(s)
                self._seat_badge(surface, s, (inner.x + self.ui.s(10), y + row_h // 2), self.ui.s(9))
                self.blit_fit(surface, f"{self.seat_name(s)} — {status}",
                              pygame.Rect(inner.x + self.ui.s(26), y, inner.w - self.ui.s(26), row_h),
                              self.ui.s(15), False, colour)
                y += row_h + self.ui.s(2)
            return
        if v.phase == "accusing":
            self.wrap(surface, self.host.render(v.prompt(self.viewer if self.viewer is not None else v.turn)),
                      inner, self.ui.s(18), True)
            return
        asking = getattr(self, "asking", None)
        if asking is not None and self.before is not None and not isinstance(asking[1], Ask):
            # an accusation's verdict is on its way: say the accusation, not "<seat> is asking"
            self.wrap(surface, self.host.render(asking[1].msg(asking[0])), inner, self.ui.s(18), True)
            return
        # waiting: who asks now, then the latest question and its answer
        who = self.msg("catilina.ui.turn_of", seat=v.turn)
        who_h = max(self.ui.s(26), self.font(self.ui.s(19), True).get_height())
        self.blit_fit(surface, who, pygame.Rect(inner.x, inner.y, inner.w, who_h), self.ui.s(19), True,
                      D.ROMAN["terracotta_dark"], anchor="topleft")
        if asking is not None and self.before is not None:
            # a question's answer is on its way (over this area): name that question, not the
            # one before it nor "no question yet"
            seat, ask = asking
            self.wrap(surface, self.host.render(ask.msg(seat)),
                      pygame.Rect(inner.x, inner.y + who_h + self.ui.s(8), inner.w, inner.h - who_h - self.ui.s(8)),
                      self.ui.s(17), True)
        elif v.history or v.accusations or v.accused:
            self._draw_latest(surface, pygame.Rect(inner.x, inner.y + who_h + self.ui.s(8), inner.w,
                                                   inner.h - who_h - self.ui.s(8)))
        else:
            self.wrap(surface, self.tr("catilina.ui.first_help"),
                      pygame.Rect(inner.x, inner.y + self.ui.s(36), inner.w, inner.h - self.ui.s(36)), self.ui.s(16))

    def _draw_latest(self, surface, box: pygame.Rect) -> None:
        """The latest public entry of the record under its label: the latest question and its
        answer, or an accusation made since (it is what happened last, not the question)."""
        _turn, _order, kind, obj = self._record_items()[-1]
        label = "catilina.ui.latest" if kind == "q" else "catilina.ui.latest_accusation"
        self.drawn_latest = label
        lab_h = self.font(self.ui.s(14)).get_height()
        self.blit_fit(surface, self.tr(label), pygame.Rect(box.x, box.y, box.w, lab_h),
                      self.ui.s(14), False, D.ROMAN["bronze"], anchor="topleft")
        top = box.y + lab_h + self.ui.s(2)
        if kind == "q":
            eh = min(box.h - lab_h - self.ui.s(2), self.ui.s(112))
            self._draw_question_entry(surface, obj, pygame.Rect(box.x, top, box.w, eh), big=True)
        elif kind == "acc":
            self._draw_accusation_entry(surface, obj, pygame.Rect(box.x, top, box.w, self.ui.s(34)))
        else:
            self._draw_card_entry(surface, obj, pygame.Rect(box.x, top, box.w, self.ui.s(48)))

    def _draw_result(self, surface, inner: pygame.Rect) -> None:
        v = self.view
        res = v.result
        title_h = max(self.ui.s(30), self.font(self.ui.s(24), True).get_height())
        self.blit_fit(surface, self.tr("catilina.ui.game_over"), pygame.Rect(inner.x, inner.y, inner.w, title_h),
                      self.ui.s(24), True, D.ROMAN["red_dark"], anchor="midtop")
        reason_h = max(self.ui.s(60), 2 * self.font(self.ui.s(18), True).get_linesize())
        if res is not None:
            self.wrap(surface, self.host.render(res.reason),
                      pygame.Rect(inner.x, inner.y + title_h + self.ui.s(8), inner.w, reason_h), self.ui.s(18), True,
                      align="center")
        y = inner.y + title_h + reason_h + self.ui.s(14)
        row_h = max(self.ui.s(22), self.font(self.ui.s(16), True).get_height())
        if not v.individual:
            for s in range(v.n_seats):
                if y + row_h > inner.bottom:
                    break
                status, colour = self._plaque_status(s)
                if not status:
                    status, colour = (self.tr("catilina.ui.out_short"), D.ROMAN["red"]) if v.out[s] else ("", INK)
                self._seat_badge(surface, s, (inner.x + self.ui.s(40), y + row_h // 2), self.ui.s(9))
                self.blit_fit(surface, self.seat_name(s), pygame.Rect(inner.x + self.ui.s(56), y,
                                                                      inner.w // 2 - self.ui.s(60), row_h),
                              self.ui.s(16), True)
                if status:
                    self.blit_fit(surface, status, pygame.Rect(inner.centerx, y, inner.w // 2, row_h), self.ui.s(16),
                                  True, colour)
                y += row_h + self.ui.s(4)
        if v.individual and v.accused:
            consp = set(v.conspirators or ())
            rows = (len(v.accused) + 1) // 2
            lh = max(self.font(self.ui.s(15), True).get_height(), min(self.ui.s(24), (inner.bottom - y) // max(1, rows)))
            col_w = inner.w // 2
            for i, a in enumerate(v.accused):
                col, row = divmod(i, rows)
                ok = a.card in consp
                x0, y0 = inner.x + col * col_w, y + row * lh
                if y0 + lh > inner.bottom + 2:
                    self.cuts.append(("rows", "accused", tuple(inner)))
                    continue
                self._seat_badge(surface, a.seat, (x0 + self.ui.s(8), y0 + lh // 2), self.ui.s(7))
                card = self.host.render(Msg("catilina.card", {"colour": Msg(f"catilina.colour.{colour_of(a.card)}"),
                                                              "value": value_of(a.card)}))
                txt = f"{'✓' if ok else '✗'} {self.seat_name(a.seat)}: {card}"
                self.blit_fit(surface, txt, pygame.Rect(x0 + self.ui.s(20), y0, col_w - self.ui.s(24), lh), self.ui.s(15),
                              True, D.ROMAN["olive"] if ok else D.ROMAN["red"])
