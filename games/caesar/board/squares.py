"""The wooden board: its 25 squares, the piles of counters on them, and the clicks there.

- set-up: the empty squares glow; a click places a counter;
- play: your stacks with a move glow; a click selects one, and its alliance targets light up
  green (linked rings) and its struggle targets red (crossed swords), each with a line from
  the stack; a click on a target acts, a click on the frame lets go;
- a click that cannot act is explained near the pointer, in the rules' words.
"""
from __future__ import annotations


import pygame

from games.app.draw import ROMAN, darken, drop_shadow, glow_rect
from games.app.board import panel
from games.app.picker import Picker
from games.core.text import Msg

from .. import rules as R
from .art import (ALLY_COLOUR, STRUGGLE_COLOUR, arrow_head, begin_frame, board_picture, dashed_line, pile_anchor,
                  pile_surface, rings_icon, swords_icon)

NEUTRAL_RGB = (150, 138, 120)


class Squares:
    """The wooden board (a part of :class:`games.caesar.board.Board`)."""

    # ----- hotspots ----------------------------------------------------------------------------
    def build_squares(self) -> None:
        v = self.view
        legal = v.legal_actions(self.viewer)
        if v.phase == R.PHASE_PLACE:
            for a in legal:
                if isinstance(a, R.Place):
                    self.add_hotspot(self.square_rect(a.square), a, key=("place", a.square), radius=8)
        elif v.phase == R.PHASE_PLAY:
            # a move is chosen in two clicks, source then target: the suite's one picker narrows it
            picker = Picker([a for a in legal if isinstance(a, (R.Ally, R.Struggle))], ("src", "dst"))
            sources = sorted(picker.values())
            if self.selected not in sources:
                self.selected = None
            for src in sources:
                self.add_hotspot(self.square_rect(src), on_click=lambda s=src: self._select(s), key=("src", src),
                                 glow=self.selected is None, radius=8)
            if self.selected is not None:
                picker.pick(self.selected)
                for a in picker.remaining():
                    kind = "ally" if isinstance(a, R.Ally) else "struggle"
                    self.add_hotspot(self.square_rect(a.dst), a, key=(kind, a.dst), glow=False)

    def _select(self, sq: int) -> None:
        self.selected = None if self.selected == sq else sq
        self.sfx.play("click")
        self._rebuild()

    # ----- refused clicks -------------------------------------------------------------------------
    def square_refusal(self, sq: int) -> Msg | None:
        """Why a click on square ``sq`` does nothing now (None: nothing to say)."""
        v = self.view
        if v is None or self.viewer is None or v.phase not in (R.PHASE_PLACE, R.PHASE_PLAY):
            return None
        if v.phase == R.PHASE_PLACE:
            return self.refusal(R.Place(sq))
        if self.viewer not in v.to_act():
            return self.refusal(R.Pass())
        name = R.square_name(sq)
        if self.selected is None:
            if not v.board[sq]:
                return Msg("caesar.err.empty", {"square": name})
            if v.owner(sq) != self.viewer:
                return Msg("caesar.err.not_yours", {"square": name})
            return Msg("caesar.ui.no_moves", {"square": name})
        if sq == self.selected:
            return None
        owner = v.owner(sq)
        action = R.Struggle(self.selected, sq) if owner is not None and owner >= 0 and owner != self.viewer \
            else R.Ally(self.selected, sq)
        return self.refusal(action)

    # ----- drawing ---------------------------------------------------------------------------------
    def counter_rgb(self, c: int) -> tuple:
        return NEUTRAL_RGB if c is None or c < 0 else self.colour(c)

    def pile_image(self, stack: tuple, radius: int, badge: bool = True) -> pygame.Surface:
        cols = tuple(self.counter_rgb(c) for c in stack)
        top = stack[-1] if stack else R.NEUTRAL
        sym = self.symbol(top) if top is not None and top >= 0 else None
        return pile_surface(cols, radius, sym, len(stack), self.host.fonts, badge)

    def stack_on(self, sq: int) -> tuple:
        """The stack drawn on ``sq`` (from the position shown)."""
        shown = self.shown
        return tuple(shown.board[sq]) if shown is not None else ()

    def draw_squares(self, surface) -> None:
        g = self.geo
        board = g["board"]
        drop_shadow(surface, board, radius=10, offset=(4, 8), blur=12, alpha=120)
        # cards at a new size: painted within a frame's budget, drafts after it (see art)
        tasks = self.tasks()
        begin_frame(tasks.budget() if tasks is not None else None)
        # the board at a new size may be a draft this frame (draw_board then has it painted)
        picture, _ = board_picture(board.w, g["frame"], max(10, int(g["frame"] * 0.55)), self.host.fonts)
        surface.blit(picture, board.topleft)
        targets = self._targets() if (self.acting and not self.anim.busy()) else []
        self._draw_lines(surface, targets)
        self._draw_piles(surface)
        self._draw_target_icons(surface, targets)

    def _targets(self) -> list[tuple[str, int]]:
        return [(s.key[0], s.key[1]) for s in self.hotspots
                if isinstance(s.key, tuple) and s.key[0] in ("ally", "struggle")]

    def _draw_lines(self, surface, targets) -> None:
        if self.selected is None:
            return
        g = self.geo
        sel = self.square_rect(self.selected)
        glow_rect(surface, sel, ROMAN["gold_light"], 1.0, 8, spread=8)
        pygame.draw.rect(surface, ROMAN["gold"], sel.inflate(2, 2), 4, border_radius=8)
        pygame.draw.rect(surface, ROMAN["gold_light"], sel.inflate(-4, -4), 1, border_radius=6)
        a = pygame.Vector2(self.square_centre(self.selected))
        width0 = max(2, self.ui.s(3))
        for kind, dst in targets:
            colour = ALLY_COLOUR if kind == "ally" else STRUGGLE_COLOUR
            hover = self.hover is not None and self.hover.key == (kind, dst)
            b = pygame.Vector2(self.square_centre(dst))
            u = (b - a).normalize()
            p0, p1 = a + u * g["cell"] * 0.3, b - u * g["cell"] * 0.36
            width = width0 + (2 if hover else 0)
            dash, space = self.ui.s(12), self.ui.s(7)
            dashed_line(surface, darken(colour, 0.45), p0 + (1, 1), p1 + (1, 1), width + 2, dash, space,
                        self.time * 24)
            dashed_line(surface, colour, p0, p1, width, dash, space, self.time * 24)
            arrow_head(surface, colour, b - u * g["cell"] * 0.28, a, g["cell"] * 0.16)
            glow_rect(surface, self.square_rect(dst), colour, 1.0 if hover else 0.6, 8, spread=7)

    def _draw_piles(self, surface) -> None:
        r = self.geo["radius"]
        for sq in range(R.N_SQUARES):
            if sq in self.hidden:
                continue
            st = self.stack_on(sq)
            if not st:
                continue
            img = self.pile_image(st, r)
            surface.blit(img, pile_anchor(img, r, self.pile_base(sq, len(st))))

    def _draw_target_icons(self, surface, targets) -> None:
        cell = self.geo["cell"]
        size = max(12, int(cell * 0.3))
        for kind, dst in targets:
            icon = rings_icon(size) if kind == "ally" else swords_icon(size)
            colour = ALLY_COLOUR if kind == "ally" else STRUGGLE_COLOUR
            c = self.target_icon_centre(dst, size)
            pygame.draw.circle(surface, darken(colour, 0.35), c, size // 2 + 3)
            pygame.draw.circle(surface, colour, c, size // 2 + 1)
            surface.blit(icon, icon.get_rect(center=c))
            if self.hover is not None and self.hover.key == (kind, dst) and self.selected is not None:
                self._draw_preview(surface, kind, dst)

    def target_icon_centre(self, dst: int, size: int) -> tuple[int, int]:
        """Where the icon of a target (the rings of an alliance, the swords of a struggle) stands
        on ``dst``: in its lower right corner, clear of the stack's count badge at the top right
        of its pile (the icon at the top right hid the count of the very stack attacked)."""
        rect = self.square_rect(dst)
        return rect.right - size // 2 - 2, rect.bottom - size // 2 - 2

    def _draw_preview(self, surface, kind: str, dst: int) -> None:
        """A small label under the hovered target: what the move would do."""
        n_src, n_dst = len(self.stack_on(self.selected)), len(self.stack_on(dst))
        if kind == "ally":
            text = self.tr("caesar.ui.preview_ally", n=n_src, m=n_dst, total=n_src + n_dst)
            colour = ALLY_COLOUR
        else:
            text = self.tr("caesar.ui.preview_struggle", n=n_src, m=n_dst)
            colour = STRUGGLE_COLOUR
        px = max(11, int(self.geo["cell"] * 0.16))
        text, px = self.texts.fit(text, self.geo["board"].w - 20, px, True)
        ts = self.texts.render(text, px, True, ROMAN["white"])
        rect = self.square_rect(dst)
        box = ts.get_rect(midbottom=(rect.centerx, rect.bottom - 3)).inflate(14, 6)
        box.clamp_ip(self.geo["board"])
        panel(surface, box, darken(colour, 0.45), colour, radius=box.h // 2, shadow=True)
        surface.blit(ts, ts.get_rect(center=box.center))

