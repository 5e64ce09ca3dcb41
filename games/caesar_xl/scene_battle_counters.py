"""Caesar XL board: the counters of both forces on the battle panel (a mix-in of the battle
panel, :class:`~.scene_battle.BattleMixin`).

Both forces' counters are drawn at one size (a force of 5 was drawn at half the size of the
other's 4), big enough for every label to be read whole on one line (「ポンペイウス」 broke
into ポンペ/イウス inside its counter), a big force on as many rows as its counters need at
that size (never one cut off), each counter with the faces that hit for it under it.
"""
from __future__ import annotations

import math

import pygame

from games.app.draw import ROMAN

from . import rules as R
from .scene_paint import AREA_GREEN

#: the least text size, pixels, at which a counter's label in the panel is read whole
LABEL_PX = 9


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
        least = max([self.ui.s(20)] + [math.ceil((self.texts.width(w, LABEL_PX - 1, True) - 1) / 0.92)
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
                self.texts.draw(surface, need, (x, cy + s // 2 + ui.s(1)), ui.font_px(13, 10), True, ROMAN["red_dark"],
                                "midtop", width=int(s * 1.1), least=7)
        return y + rows * step_y + ui.s(2)

    def _counter_size(self, col_w: int, labels: list[str], needs: list[str], m: dict) -> tuple[int, int, int, int]:
        """A force's counters in a column ``col_w`` wide: their size, the rows they take (two
        for a big force, so each stays big enough to read), the height of the faces under each
        and the least size its labels and faces need."""
        ui = self.ui
        n = max(1, len(labels))
        tag = m["tag"] if any(needs) else 0
        # a counter is as wide as the faces under it need at least, and as its label needs to be
        # read uncut on one line (a leader's name: "カエサル" was cut to "カエ…")
        least = max([ui.s(22)] + [self.texts.width(w, ui.font_px(13, 10), True) + 2 for w in needs if w]
                    + [math.ceil(self.texts.width(w, LABEL_PX, True) / 0.92) + 1 for w in labels])
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
