"""The Caesar XL board's panel column: the turn and phase track, what the phase asks, both
sides' boxes (each person with the living commander, gold, cities, taxes, hand and Forum lean)
and the note of choices left on the map (a part of :class:`~.scene.Board`)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from games.app.board import panel
from games.app.draw import ROMAN, darken

from . import rules as R
from .scene_info import side_rows
from .scene_words import forum_lean


class SideMixin:
    """``_draw_side``, ``seat_side`` (a part of :class:`games.caesar_xl.scene.Board`)."""

    if TYPE_CHECKING:
        geom: dict[str, Any]
        ui: Any
        texts: Any
        shown: Any
        view: Any
        buttons: list
        host: Any
        drawn_heads: list[str]
        drawn_golds: list[str]
        side_kept: tuple | None

        def tr(self, key: str, **params: Any) -> str: ...

        def name(self, seat: int) -> str: ...

        def colour(self, seat: int) -> tuple[int, int, int]: ...

        def prompt_msg(self) -> Any: ...

        def draw_cards(self, surface: pygame.Surface) -> None: ...

        def side_heads(self, pos, golds: list[str]) -> list[str]: ...

        def side_tops(self, pos) -> tuple[list[str], list[str], bool]: ...

        def settled_shown(self) -> Any: ...

        def side_metrics(self) -> tuple[int, int, int, int]: ...

    def side_need(self) -> int:
        """The width the side boxes' column needs in a strip below the map: their rows in
        their short words (two-digit gold, a lean of 6 of 7) read whole at 9 pixels, with the
        box's and the column's margins; the other columns give way for it."""
        tr, ui = self.tr, self.ui
        rows = [tr("caesar_xl.ui.side_cities.short", cities=44, tax=44, hand=9),
                tr("caesar_xl.ui.side_cards.short", forum=forum_lean(tr, -6, True), n=9)]
        return max(self.texts.width(row, 9) for row in rows) + 2 * ui.s(16) + 2

    def _draw_side(self, surface) -> None:
        g, ui, pos = self.geom, self.ui, self.shown
        for c in g["cols"]:
            panel(surface, c, ROMAN["parchment"], ROMAN["gold_dark"], radius=ui.s(12))
        # turn and phase track
        tr_ = g["track"]
        last = R.PARAMS["game_turns"]
        turn = min(pos.turn_no, last)            # (a game over after its last turn stays on it)
        year = R.PARAMS["first_year_bc"] - (turn - 1) // R.PARAMS["turns_per_year"]
        head = self.tr("caesar_xl.ui.turn", n=turn, of=last, year=year)
        head_w = tr_.w
        if pos.winner is None:
            chooser = pos.out_of_turn_chooser()
            who = self.tr("caesar_xl.ui.player_turn", seat=self.name(pos.active)) if chooser is None else \
                self.tr("caesar_xl.ui.player_chooses", seat=self.name(chooser), seat_active=self.name(pos.active))
            room = tr_.w - self.texts.width(head, ui.font_px(18), True) - ui.s(8)    # (what the turn leaves)
            who_w = min(self.texts.width(who, ui.font_px(14), True), max(tr_.w * 34 // 100, room), tr_.w // 2)
            who_r = self.texts.draw(surface, who, (tr_.right, tr_.y + ui.s(2)), ui.font_px(14), True,
                                    darken(self.colour(pos.active), 0.1), "topright", width=who_w, least=8)
            head_w = who_r.x - tr_.x - ui.s(6)
        self.texts.draw(surface, head, tr_.topleft, ui.font_px(18), True, ROMAN["ink"], width=head_w, least=9)
        # each chip as wide as its word needs, the room left shared out (a narrow window fits them all)
        words = [self.tr(f"caesar_xl.ui.phase_short.{ph}") for ph in R.PHASES]
        need = [self.texts.width(w_, ui.font_px(12), True) + ui.s(8) for w_ in words]
        chips = ui.split(pygame.Rect(tr_.x, tr_.y + ui.s(28), tr_.w, ui.s(30)), [n / sum(need) for n in need],
                         gap=ui.s(3))
        for ph, r in zip(R.PHASES, chips):
            now = pos.phase == ph
            panel(surface, r, self.colour(pos.active) if now else (232, 222, 196),
                  ROMAN["gold"] if now else ROMAN["bronze"], radius=ui.s(6), border_width=2 if now else 1,
                  shadow=False)
            self.texts.draw(surface, self.tr(f"caesar_xl.ui.phase_short.{ph}"), r.center, ui.font_px(12), now,
                            ROMAN["white"] if now else ROMAN["ink"], "center", width=r.w - ui.s(4), least=7)
        # what the phase asks
        msg = self.prompt_msg()
        if msg is not None:
            self.texts.wrapped(surface, self.host.render(msg), g["prompt"], ui.font_px(14), True, ROMAN["red_dark"],
                               least=9)
        self._draw_sides(surface, pos)
        self.draw_cards(surface)                    # the Forum row and the viewer's hand
        if g.get("more"):
            y = max((b.rect.bottom for b in self.buttons if g["choices"].contains(b.rect)),   # (the panel's own:
                    default=g["choices"].y) + ui.s(4)                       # never a battle's Close)
            if y + ui.s(14) <= g["end"].y:             # (else the top bar's hint says it)
                room = pygame.Rect(g["choices"].x, y, g["choices"].w, g["end"].y - ui.s(4) - y)
                key = "caesar_xl.ui.more_map" if g.get("none_shown") else "caesar_xl.ui.more"   # ("more" than none)
                lines, px = self.texts.wrap_fit(self.tr(key, n=g["more"]), room, ui.font_px(12),
                                                least=9)
                step = self.texts.font(px).get_linesize()
                for line in lines[:max(1, room.h // step)]:   # (whole lines: never cut with "…")
                    self.texts.draw(surface, line, (room.x, y), px, False, ROMAN["vein"])
                    y += step

    def _draw_sides(self, surface, pos) -> None:
        """Each side's panel: its person and leader, gold, cities, hand and Forum lean."""
        g, ui = self.geom, self.ui
        golds, heads, up, rows, px = self._side_words(pos)
        self.drawn_heads, self.drawn_golds = heads, golds
        _h, top, step, _need = self.side_metrics()
        for s, r in enumerate(g["sides"]):
            active = pos.winner is None and pos.active == s
            panel(surface, r, (246, 238, 216), self.colour(s) if active else ROMAN["bronze"], radius=ui.s(8),
                  border_width=3 if active else 1, shadow=False)
            right = r.right - ui.s(8)
            if up:
                right = self.texts.draw(surface, golds[s], (right, r.y + ui.s(3)), ui.font_px(15), True,
                                        ROMAN["gold_dark"], "topright", width=r.w // 2 - ui.s(10)).x
            self.texts.draw(surface, heads[s], (r.x + ui.s(8), r.y + ui.s(3)), ui.font_px(15), True,
                            darken(self.colour(s), 0.15), width=right - r.x - ui.s(16), least=9)
            for i, row in enumerate(rows[s]):
                self.texts.draw(surface, row, (r.x + ui.s(8), r.y + top + i * step), px, False,
                                ROMAN["ink"], width=r.w - ui.s(16), least=9 if len(rows[s]) > 1 else 8)

    def _side_words(self, pos) -> tuple:
        """Both side boxes' gold, heads, whether the gold stands in the head's row, each box's rows
        and their font size, for the position ``pos`` shown: worked out once for that position in
        this layout (each frame measured every head and row again, and counted each side's taxes)."""
        key = (self.geom, pos, self.settled_shown())
        kept = getattr(self, "side_kept", None)
        if kept is not None and all(a is b for a, b in zip(kept[0], key)):
            return kept[1]
        g, ui = self.geom, self.ui
        golds, heads, up = self.side_tops(pos)      # (both boxes alike, each whole, each commander named)
        out, px = [], ui.font_px(13, 9)
        for s, r in enumerate(g["sides"]):
            # (cities, taxes, hand; lean, cards claimed): a row too long to read whole at 9 px in fewer words
            w = r.w - ui.s(16)
            full, brief = (side_rows(self.tr, key[2], s, short=k) for k in (False, True))
            if not up:                              # (the gold heads the row under the head)
                full, brief = ([self.tr("caesar_xl.ui.gold_row", money=golds[s], row=rs[0])] + rs[1:]
                               for rs in (full, brief))
            rows = [row if self.texts.width(row, 9) <= w else short for row, short in zip(full, brief)]
            if r.h < self.side_metrics()[3] - ui.s(3):      # (no room for two rows under the head: one)
                rows, px = [" · ".join(rows)], ui.font_px(12, 8)
            out.append(rows)
        self.side_kept = (key, (golds, heads, up, out, px))
        return self.side_kept[1]

    def seat_side(self, s: int, pos=None) -> str:
        """A side's person and living commander: "Livia (Caesar)", "Livia (Cato)" once Cato leads."""
        return self.tr("caesar_xl.ui.seat_side", name=self.name(s), side=self.commander_word(s, pos))

    def commander_word(self, s: int, pos=None) -> str:
        """The name of side ``s``'s Supreme Commander in ``pos`` (the shown position): its general,
        or the leader who took the command after him; the general while none is known."""
        pos = pos if pos is not None else (self.shown if self.shown is not None else self.view)
        kind = getattr(pos, "sc", [None, None])[s] or R.SIDES[s]
        return self.tr(f"caesar_xl.ui.leader_short.{kind}")
