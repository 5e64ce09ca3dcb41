"""Caesar XL board: the counters of both forces on the battle panel (a mix-in of the battle
panel, :class:`~.scene_battle.BattleMixin`).

Both forces' counters are drawn at one size (a force of 5 was drawn at half the size of the
other's 4), big enough for every label to be read whole on one line (「ポンペイウス」 broke
into ポンペ/イウス inside its counter), a big force on as many rows as its counters need at
that size (never one cut off), each counter with the faces that hit for it under it, and
under them the line of why (the cards, leaders and veterans that change the swords), wrapped
whole, each reason on one line where it fits (cut with "…" it lost the enemy's Siege, the
one reason that lowered them). The words are never under :data:`WORDS_PX` pixels.
"""
from __future__ import annotations

import math

import pygame

from games.app.draw import ROMAN, wrap_text

from . import rules as R
from .scene_battle_words import ambushed, side_reasons
from .scene_paint import AREA_GREEN

#: the least text size, pixels, at which a counter's label in the panel is read whole
LABEL_PX = 10
#: the least size of the panel's small words: the faces under the counters, the line of why
WORDS_PX = 10
#: a counter's label is drawn this part of the counter's size high (:meth:`~.scene_paint.Painter.draw_counter`)
LABEL_SHARE = 0.36


class CountersMixin:
    """The forces' counters on the battle panel (see the module text)."""

    def _counters_height(self, col_w: int, m: dict[str, int]) -> int:
        """The height the taller side's counters (with the faces under them) take in a column
        ``col_w`` wide: a big force takes two rows, and the panel grows to hold them."""
        tall = 0
        for _side, (labels, s, rows, tag) in self._force_sizes(col_w, m).items():
            tall = max(tall, rows * (s + tag + self.ui.s(2)) + self.ui.s(2) if labels else 0)
        return max(self.ui.s(4), tall)          # (no floor: a small battle, a small panel)

    def _force_sizes(self, col_w: int, m: dict[str, int],
                     room: int | None = None) -> dict[int, tuple[list[str], int, int, int]]:
        """Each side of the battle shown: its counters' labels, their one size (the same for
        both sides: the smaller of the two, never under what either side's labels need, but
        smaller where their rows would pass ``room`` pixels, a panel held to a small map), the
        rows they take at that size (two where one does not hold them) and the height of the
        faces under them. Empty when no battle shows."""
        pos = self.shown
        b = self.fought(pos)
        rep = self._report_for(b)
        if pos is None or (b is None and rep is None):
            return {}
        att, dfn = (b["att"], b["dfn"]) if b is not None else (rep["att"], rep["dfn"])
        sized = {}
        for side in (att, dfn):
            labels, needs = self._force(pos, rep, side)
            sized[side] = (labels, needs) + self._counter_size(col_w, labels, needs, m)
        shown = [v for v in sized.values() if v[0]]
        one = max(min(v[2] for v in shown), max(v[5] for v in shown)) if shown else 0
        least = max([self.ui.s(20)] + [math.ceil((self.texts.width(w, LABEL_PX - 3, True) - 1) / 0.92)
                                       for v in shown for w in v[0]])       # (each name still whole)
        while True:
            out = {}
            for side, (labels, _needs, _s, _rows, tag, _least) in sized.items():
                fit = max(1, int((col_w - one) / (one * 1.12)) + 1) if one else 1      # counters a row holds
                out[side] = (labels, one, max(1, -(-len(labels) // fit)), tag)   # as many rows as it needs
            tall = max((r * (one + t + self.ui.s(2)) + self.ui.s(2) for _l, _s, r, t in out.values()), default=0)
            if room is None or tall <= room or one <= least:
                return out
            one -= 1                    # (the words under them and the dice keep their room)

    def _counter_row(self, surface, col: pygame.Rect, y: int, labels: list[str], needs: list[str], side: int) -> int:
        """The force's counters from ``y``, each with the faces that hit for it under it; returns
        the line under them."""
        ui = self.ui
        if not labels:
            return y + ui.s(4)
        n, m = len(labels), self.battle_geom["m"]
        room = self._row_y(col, "light") - m["row"] // 2 - m["gap"] - m["why"] - y    # (the why line's, the dice's)
        _labels, s, rows, tag = self._force_sizes(col.w, m, room)[side]
        per_row = -(-n // rows)
        step_y = s + tag + ui.s(2)
        for i, (label, need) in enumerate(zip(labels, needs)):
            row, k = divmod(i, per_row)
            x = col.x + s // 2 + k * int(s * 1.12)
            cy = y + s // 2 + row * step_y
            if x + s // 2 > col.right:
                self.texts.draw(surface, f"+{n - i}", (x - s // 2, cy), ui.font_px(13), True, ROMAN["ink"], "midleft")
                break
            self._counter(surface, (x, cy), s, side, label)
            if need:
                self.texts.draw(surface, need, (x, cy + s // 2 + ui.s(1)), ui.font_px(13, WORDS_PX), True,
                                ROMAN["red_dark"], "midtop", width=int(s * 1.1), least=WORDS_PX)
        return y + rows * step_y + ui.s(2)

    def force_why(self, pos, side: int) -> list[str]:
        """Why ``side``'s units in the battle need what they need (the cards, the leaders, the
        veterans; an ambush that keeps them from firing)."""
        why = side_reasons(self.tr, pos, side)
        if ambushed(pos, side):
            why.append(self.tr("caesar_xl.ui.fight.ambushed"))
        return why

    def why_px(self) -> int:
        return self.ui.font_px(12, WORDS_PX)

    def why_lines(self, why: list[str], w: int) -> list[str]:
        """The reasons ``why`` on lines ``w`` pixels wide, joined by " · " as long as they fit,
        a reason broken only when it is wider than a line on its own."""
        font = self.texts.font(self.why_px())
        lines: list[str] = []
        whole = False                       # (the last line ends with a reason whole: another may join it)
        for reason in why:
            joined = f"{lines[-1]} · {reason}" if lines else reason
            if whole and font.size(joined)[0] <= w:
                lines[-1] = joined
                continue
            more = wrap_text(font, reason, w)
            lines += more
            whole = len(more) == 1
        return lines

    def why_height(self, col_w: int) -> int:
        """The height of the taller side's line of why in a column ``col_w`` wide (one line at
        least: the panel keeps its place while the battle is on)."""
        pos = self.shown
        b = self.fought(pos) if pos is not None else None
        n = 1
        if b is not None:
            n = max([n] + [len(self.why_lines(self.force_why(pos, side), col_w)) for side in (b["att"], b["dfn"])])
        return n * self.texts.font(self.why_px()).get_linesize()

    def draw_why(self, surface, why: list[str], col: pygame.Rect, y: int, k: int) -> None:
        """The line of why of the ``k``-th side (attacker 0), in column ``col`` from ``y``."""
        step = self.texts.font(self.why_px()).get_linesize()
        lines = self.drawn_fight.setdefault("why_lines", [[], []])[k] = self.why_lines(why, col.w)
        for i, line in enumerate(lines):
            self.texts.draw(surface, line, (col.x, y + i * step), self.why_px(), False, ROMAN["ink"])

    def label_least(self, labels: list[str], px: int) -> int:
        """The least size of a counter whose label, at ``px`` pixels, is read whole on one line."""
        return max([math.ceil(px / LABEL_SHARE)] + [math.ceil(self.texts.width(w, px, True) / 0.92) + 1
                                                   for w in labels])

    def _counter_size(self, col_w: int, labels: list[str], needs: list[str], m: dict) -> tuple[int, int, int, int]:
        """A force's counters in a column ``col_w`` wide: their size, the rows they take (two
        for a big force, so each stays big enough to read), the height of the faces under each
        and the least size its labels and faces need."""
        ui = self.ui
        n = max(1, len(labels))
        tag = m["tag"] if any(needs) else 0
        # a counter is as wide as the faces under it need at least, and as its label needs to be
        # read uncut on one line (a leader's name: "カエサル" was cut to "カエ…")
        least = max([ui.s(22), self.label_least(labels, LABEL_PX)]
                    + [self.texts.width(w, ui.font_px(13, WORDS_PX), True) + 2 for w in needs if w])
        s = max(least, min(ui.s(36), int(col_w / n / 1.12)))
        rows = 1
        if s < max(least + 1, ui.s(28)) and n > 1 and int(col_w / n / 1.12) < least:
            rows = 2                          # a big force: two rows of counters big enough to read
            s = max(least, min(ui.s(30), int(col_w / ((n + 1) // 2) / 1.12)))
        return s, rows, tag, least

    def _counter(self, surface, centre, s: int, side: int, label: str) -> None:
        if side == R.BARBARIANS:
            rect = pygame.Rect(0, 0, s, s)
            rect.center = centre
            pygame.draw.rect(surface, AREA_GREEN, rect, border_radius=max(2, s // 7))
            self.texts.draw(surface, label, rect.center, max(8, s // 2), True, (200, 30, 28), "center",
                            outline=ROMAN["parchment"])
            return
        self.painter.draw_counter(surface, centre, side, label, size=s, one_line=True)
