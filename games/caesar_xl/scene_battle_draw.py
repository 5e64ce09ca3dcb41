"""Caesar XL board: the battle panel drawn (a mix-in of :class:`~.scene.Board`, under
:class:`~.scene_battle.BattleMixin`, which keeps the battle's story): each side's force with
its counters and the faces that hit, the rounds' dice and hits, the foot with the units lost
and the result, and the rounds before in a line."""
from __future__ import annotations

import pygame

from games.app.board import panel
from games.app.draw import ROMAN, darken, die_face, wrap_text

from . import rules as R
from .scene_battle_counters import CountersMixin
from .scene_battle_words import (card_effect, empty_row_words, end_words, history_lines, needs_words,
                                 sword_parts)
from .scene_info import sentences
from .scene_paint import AREA_GREEN
from .scene_words import counter_label, place_name, unit_order

STEPS = ("light", "heavy")
#: the battle panel's border, pixels (the Close button stands inside it)
PANEL_BORDER = 3


class BattleDrawMixin(CountersMixin):
    """The battle panel's drawing (see the module text)."""

    def draw_battle(self, surface: pygame.Surface) -> None:
        pos = self.shown
        self.drawn_fight = None
        if pos is None or not self.battle_geom or not self.battle_up():
            return
        self.drawn_fight = {"rows": {}, "needs": [[], []], "why": [[], []], "cards": [[], []], "band": ["", ""],
                            "result": None, "below": [(0, 0), (0, 0)], "lost": ["", ""], "before": "",
                            "dice_bottom": [0, 0], "lost_top": [0, 0]}
        b = self.fought(pos)
        rep = self._report_for(b)
        ui = self.ui
        r = self.battle_geom["rect"]
        panel(surface, r, (244, 234, 208), ROMAN["red_dark"], radius=ui.s(12), border_width=PANEL_BORDER)
        place = b["place"] if b is not None else rep["place"]
        n = max(1, b["round"]) if b is not None else max(rep["rounds"], default=1)
        # (a battle over says so: its panel stays until dismissed, and "round n" read as still on)
        over = b is None and rep is not None and rep["result"] is not None
        title = self.tr("caesar_xl.ui.battle_over" if over else "caesar_xl.ui.battle", place=place_name(self.tr, place),
                        n=n)
        title_w = r.w - 2 * (self.battle_geom["close"].w + ui.s(16))
        self.texts.draw(surface, title, (r.centerx, r.y + ui.s(6)), ui.font_px(18), True, ROMAN["red_dark"], "midtop",
                        width=title_w, least=9)
        att, dfn = (b["att"], b["dfn"]) if b is not None else (rep["att"], rep["dfn"])
        for k, (side, col) in enumerate(zip((att, dfn), self.battle_geom["cols"])):
            self._draw_force(surface, pos, rep, k, side, col)
        self._draw_foot(surface, pos, rep)

    def panel_place(self, mapr: pygame.Rect, wide: int, m: dict[str, int], race: pygame.Rect | None,
                    r: pygame.Rect) -> tuple[pygame.Rect, dict[str, int]]:
        """The battle panel ``wide`` on the map ``mapr``, and its metrics ``m`` grown to its words:
        ``r``, at the map's bottom, or its top when the battle is low (:meth:`_panel_rect`); where that
        covers the race's box ``race``, in the room beside the box, else above or below it,
        wherever the panel stands tallest (then narrowest moved). The race's box never moves for
        it: it went from one corner to the other during a battle and back after, and where it
        could not, the panel stood over its red warnings."""
        if race is None or not r.colliderect(race):
            return r, m
        gap = self.ui.s(8)
        rooms = [pygame.Rect(mapr.x, mapr.y, race.x - mapr.x, mapr.h),                # beside it
                 pygame.Rect(race.right, mapr.y, mapr.right - race.right, mapr.h),
                 pygame.Rect(mapr.x, mapr.y, mapr.w, race.y - mapr.y),                # above, below
                 pygame.Rect(mapr.x, race.bottom, mapr.w, mapr.bottom - race.bottom)]
        best = (True, 0, 0, r, m)
        for i, room in enumerate(rooms):
            w = min(wide, room.w - 2 * gap)
            if w < min(wide, self.ui.s(560)) or room.h <= 2 * gap + self.ui.s(40):
                continue                                # (too narrow for the dice, too low for anything)
            got = self._metrics()
            at = self._panel_rect(room, w, got)
            best = min(best, (at.colliderect(race), max(0, got["need"] - at.h), i, at, got), key=lambda t: t[:3])
        return best[3], best[4]

    def _draw_force(self, surface, pos, rep, k: int, side: int, col: pygame.Rect) -> None:
        """One side of the panel: who, the cards played and their effect, the counters with the
        faces that hit under them, why, this round's dice by step, and the losses."""
        ui = self.ui
        b = self.fought(pos)
        role = self.tr("caesar_xl.ui.attacker" if k == 0 else "caesar_xl.ui.defender")
        colour = AREA_GREEN if side == R.BARBARIANS else self.colour(side)
        who = self.tr("caesar_xl.ui.fight.role", role=role, seat=self.side_name(side))
        self.texts.draw(surface, who, col.topleft, ui.font_px(14), True,
                        darken_for_text(colour), width=col.w, least=8)
        cards = (b["cards"] if b is not None else (rep or {}).get("cards", {})).get(side, ())
        m = self.battle_geom["m"]
        y = col.y + m["name"]
        self.drawn_fight["cards"][k] = [card_effect(self.tr, c) for c in cards]
        box = pygame.Rect(col.x, y, col.w, m["cards"])
        if cards:
            words = self.drawn_fight["band"][k] = "; ".join(card_effect(self.tr, c) for c in cards)
            self.texts.wrapped(surface, words, box, ui.font_px(12, 10), True, ROMAN["red_dark"], least=7)
        else:                           # (the band says why it is empty: no card, or none chosen yet)
            choosing = b is not None and ("tactic", side) in tuple(pos.todo)
            words = self.tr("caesar_xl.ui.fight.card_pending" if choosing else "caesar_xl.ui.fight.no_card")
            self.drawn_fight["band"][k] = words
            self.texts.wrapped(surface, words, box, ui.font_px(12, 10), False, ROMAN["vein"], least=7)
        y += m["cards"]
        labels, needs = self._force(pos, rep, side)
        self.drawn_fight["needs"][k] = needs
        y = self._counter_row(surface, col, y, labels, needs, side)
        # (tests: the counters and the line of why end above the dice, light step first)
        self.drawn_fight["below"][k] = (y + m["why"], self._row_y(col, "light") - m["row"] // 2)
        if b is not None:
            why = self.drawn_fight["why"][k] = self.force_why(pos, side)
            self.draw_why(surface, why, col, y, k)
        self._draw_rounds(surface, rep, k, side, col, colour)
        lost = self._lost_shown(rep)[k] if rep is not None else []
        words = self.tr("caesar_xl.ui.fight.lost", units=" ".join(lost) if lost else self.tr("caesar_xl.ui.none"))
        self.drawn_fight["lost"][k] = words
        self.drawn_fight["lost_top"][k] = col.bottom - m["lost"]
        self.texts.draw(surface, words, (col.x, col.bottom - m["lost"]), ui.font_px(13, 10), bool(lost),
                        ROMAN["red_dark"] if lost else ROMAN["vein"], width=col.w, least=7)

    def _force(self, pos, rep, side: int) -> tuple[list[str], list[str]]:
        """The counters' labels of ``side`` in the battle and the faces that hit for each (none
        once the battle is over)."""
        b = self.fought(pos)
        if side == R.BARBARIANS:
            n = b["militia"] if b is not None else (rep or {}).get("militia", 0)
            sw = R.PARAMS["militia_swords"]
            return [str(sw)] * n, [needs_words(self.tr, sw)] * n
        place = b["place"] if b is not None else rep["place"]
        us = sorted(pos.pieces_at(place, side), key=lambda u: unit_order(pos, u))
        labels = [counter_label(self.tr, pos.units[u][1], pos.units[u][2]) for u in us]
        if b is None:
            return labels, [""] * len(us)
        return labels, [needs_words(self.tr, sword_parts(pos, u)[2]) for u in us]

    def _draw_rounds(self, surface, rep, k: int, side: int, col: pygame.Rect, colour) -> None:
        """The dice of the last round thrown, light step above heavy, hits framed and counted."""
        ui = self.ui
        m = self.battle_geom["m"]
        rounds = rep["rounds"] if rep is not None else {}
        if not rounds:
            return
        last = max(rounds)
        v = self.volley
        for step in STEPS:
            y = self._row_y(col, step)
            label = self.tr(f"caesar_xl.ui.fight.step.{step}")
            self.texts.draw(surface, label, (col.x, y), ui.font_px(13, 10), True, ROMAN["ink"], "midleft",
                            width=m["label_w"] - ui.s(4), least=7)
            got = rounds[last].get(step)
            if got is None and step == "light" and "heavy" in rounds[last]:
                got = {"faces": ((), ()), "hit": ((), ())}          # (no light unit fired: no dice)
            if got is None and step == "heavy" and "light" in rounds[last] and self.fought(self.shown) is None:
                # the battle ended in the light step: this side was wiped out first, or won before
                words = empty_row_words(self.tr, not self._force(self.shown, rep, side)[0])
                self.drawn_fight["rows"][(step, k)] = (words, 0)
                self.texts.draw(surface, words, (col.x + m["label_w"], y), ui.font_px(12, 9), False, ROMAN["vein"],
                                "midleft", width=col.w - m["label_w"], least=7)
            if got is None:
                continue
            rolling = (v is not None and v["rolling"] and v["step"] == step and v["round"] == last
                       and v["place"] == rep["place"])
            faces, hit = got["faces"][k], got["hit"][k]
            if not faces:
                self.drawn_fight["rows"][(step, k)] = ([], 0)
                self.texts.draw(surface, self.tr("caesar_xl.ui.fight.no_fire"), (col.x + m["label_w"], y),
                                ui.font_px(12, 9), False, ROMAN["vein"], "midleft", width=col.w - m["label_w"])
                continue
            centres, size = self._dice_centres(col, step, len(faces))
            if not rolling:
                self.drawn_fight["rows"][(step, k)] = (list(faces), sum(hit))
                self.drawn_fight.setdefault("die_px", {})[(step, k)] = size
                for f, h, c in zip(faces, hit, centres):
                    img = die_face(size, f, colour)
                    rect = img.get_rect(center=c)
                    surface.blit(img, rect)
                    bottom = rect.inflate(4, 4).bottom if h else rect.bottom
                    self.drawn_fight["dice_bottom"][k] = max(self.drawn_fight["dice_bottom"][k], bottom)
                    if h:
                        pygame.draw.rect(surface, ROMAN["gold"], rect.inflate(4, 4), 2, border_radius=size // 5)
                self.texts.draw(surface, self.tr("caesar_xl.ui.hits", n=sum(hit)), (col.right, y), ui.font_px(12),
                                True, ROMAN["red_dark"], "midright", width=m["hits_w"] - ui.s(2), least=7)

    def _draw_foot(self, surface, pos, rep) -> None:
        """Under both forces: the rounds before the last one thrown, then the hits to take or
        the battle's result."""
        ui = self.ui
        foot = self.battle_geom["foot"]
        history = self._history(rep, foot.w)
        if history:                                  # (every round before the last, each line whole)
            self.drawn_fight["before"] = "\n".join(history)
            step = ls_of(self.texts, ui.font_px(12, 10))
            for i, line in enumerate(history):
                self.texts.draw(surface, line, (foot.x, foot.y + i * step), ui.font_px(12, 10), False, ROMAN["ink"],
                                width=foot.w, least=7)
        elif self.fought(pos) is not None:           # how the dice work, until a round lies behind
            self.texts.draw(surface, self.tr("caesar_xl.ui.fight.legend"), foot.topleft, ui.font_px(12, 10), False,
                            ROMAN["vein"], width=foot.w, least=7)
        t = pos.todo[0] if pos.todo else None
        msg = None
        if self.fought(pos) is not None and t is not None and t[0] == "assign":
            msg = self.tr("caesar_xl.ui.to_take", seat=self.side_name(t[1]), n=t[2])
        elif self.fought(pos) is None and rep is not None:
            msg = self.drawn_fight["result"] = self.result_words(rep)
        if msg:              # (wrapped, never cut: the result's last words are its consequence)
            lines, px = self._result_lines(foot.w, msg)
            self.drawn_fight["result_lines"] = lines
            step = ls_of(self.texts, px, True)
            drawn = [self.texts.draw(surface, line, (foot.centerx, foot.bottom - (len(lines) - 1 - i) * step), px,
                                     True, ROMAN["red_dark"], "midbottom", width=foot.w, least=px)
                     for i, line in enumerate(lines)]
            self.drawn_fight["result_rect"] = drawn[0].unionall(drawn[1:])

    def _history(self, rep: dict | None, w: int) -> list[str]:
        """The lines of the rounds before the last one of ``rep``, ``w`` wide (:func:`history_lines`)."""
        px = self.ui.font_px(12, 10)
        return history_lines(self.tr, rep["rounds"] if rep is not None else {},
                             (self.side_name(rep["att"]), self.side_name(rep["dfn"])) if rep is not None else ("", ""),
                             lambda t: self.texts.width(t, px, False) <= w, lambda t: wrap_text(self.texts.font(px), t, w))

    def _result_lines(self, w: int, msg: str | None = None) -> tuple[list[str], int]:
        """The battle's result (``msg``, else the shown battle's if over) wrapped to ``w``."""
        if msg is None:
            pos = self.shown
            rep = self._report_for(self.fought(pos)) if pos is not None else None
            if pos is None or rep is None or self.fought(pos) is not None or rep["result"] is None:
                return [], self.ui.font_px(14)
            msg = self.result_words(rep)
        px = self.ui.font_px(14)
        while px > 8 and len(wrap_text(self.texts.font(px, True), msg, w)) > 3:
            px -= 1
        return wrap_text(self.texts.font(px, True), msg, w), px

    def _lost_shown(self, rep: dict) -> list[list[str]]:
        """Each side's losses as the panel shows them: while the dice of a volley still roll,
        not yet the units those dice took off (the battle's last volley removes them at once)."""
        v = self.volley
        if v is not None and v["rolling"] and v["place"] == rep["place"] and "lost_before" in rep:
            return rep["lost_before"]
        return rep["lost"]

    def result_words(self, rep: dict) -> str:
        """The battle's result: who won (or that it is over), a retreat, plunder."""
        place = place_name(self.tr, rep["place"])
        parts = []
        if rep["retreat"] is not None:
            s, to = rep["retreat"]
            parts.append(self.tr("caesar_xl.ui.fight.retreated", seat=self.side_name(s), place=place_name(self.tr, to)))
        if rep["result"] in (R.CAESAR, R.POMPEY):
            parts.append(self.tr("caesar_xl.ui.fight.won", seat=self.name(rep["result"]), place=place))
        else:
            parts.append(self.tr("caesar_xl.ui.fight.over", place=place))
        if rep["plunder"] is not None:
            s, n = rep["plunder"]
            parts.append(self.tr("caesar_xl.ui.fight.plunder", seat=self.name(s), n=n))
        return sentences(self.tr, parts + end_words(self.tr, rep, self.side_name))


def ls_of(texts, px: int, bold: bool = False) -> int:
    return texts.font(px, bold).get_linesize()


def darken_for_text(colour) -> tuple[int, int, int]:
    """A side's colour dark enough to read on the panel's parchment."""
    return darken(colour, 0.15)
