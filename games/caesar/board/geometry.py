"""Where everything of the Caesar board goes, for any size of window.

The wooden board is a square on the left as tall as the area allows; the column on its
right holds one panel per player, the viewer's hand (real cards) and the foot (legend and
Pass). The struggle panel covers the wooden board. Every size follows the board's
:class:`~games.app.board.Layout` (``self.ui``) or the rectangles derived from it.
"""
from __future__ import annotations

from typing import Any

import pygame

from .art import pile_step


#: the room (pixels) the struggle panel leaves on its right, up to the board's edge: a readable
#: advice bubble (280), the gap to the panel (18) and the margin of the bubble's area (8)
BUBBLE_ROOM = 310
#: the narrowest the struggle panel grows for it, of the board's width (narrower, ten cards in its
#: row leave less than 40 pixels of each to click)
DUEL_NARROWEST = 0.93


class Geometry:
    """Layout of the Caesar board (a part of :class:`games.caesar.board.Board`)."""

    geo: dict[str, Any]

    def _layout(self) -> None:
        r = self.rect
        ui = self.ui
        g: dict[str, Any] = {}
        n = self.view.n_seats if self.view is not None else 2
        m = max(6, ui.s(12))
        gap = max(4, ui.s(7))
        col_min = max(ui.s(270), int(r.w * 0.3))
        side = min(r.h - 2 * m, r.w - 3 * m - col_min)
        side = max(min(r.h, r.w) // 3, side)
        board = pygame.Rect(r.x + m, r.y + (r.h - side) // 2, side, side)
        frame = max(12, int(side * 0.07))
        grid = board.inflate(-2 * frame, -2 * frame)
        cell = grid.w / 5
        g.update(m=m, gap=gap, board=board, frame=frame, grid=grid, cell=cell, radius=max(6, int(cell * 0.28)))
        # the column: the panels, the viewer's hand, the foot
        col = pygame.Rect(board.right + m, r.y + m, r.right - board.right - 2 * m, r.h - 2 * m)
        foot_h = max(30, min(ui.s(52), int(col.h * 0.09)))
        foot = pygame.Rect(col.x, col.bottom - foot_h, col.w, foot_h)
        has_hand = self.viewer is not None and self.view is not None and 0 <= self.viewer < n
        hand_h = min(ui.s(200), int(col.h * 0.34), int(col.w * 0.56)) if has_hand else 0
        room = foot.y - col.y - gap - (hand_h + gap if hand_h else 0)
        ph = max(24, min(ui.s(150), (room - (n - 1) * gap) // n))
        panels = []
        y = col.y
        for _s in range(n):
            panels.append(pygame.Rect(col.x, y, col.w, ph))
            y += ph + gap
        # the hand (a caption and a row of cards) right under the panels
        hand = pygame.Rect(col.x, y, col.w, max(0, min(hand_h, foot.y - gap - y))) if hand_h else None
        pass_w = max(ui.s(96), int(col.w * 0.34))
        g.update(col=col, panels=panels, foot=foot, hand=hand,
                 pass_rect=pygame.Rect(foot.right - pass_w, foot.y + 2, pass_w, foot.h - 4),
                 legend=pygame.Rect(foot.x, foot.y, foot.w - pass_w - gap, foot.h))
        # the struggle panel covers the board; in a narrow window it leaves the card advice a
        # wider bubble's room on its right, as far as its cards allow (the bubble stood 200
        # pixels wide beside it, a line every eight characters)
        duel = board.inflate(-int(side * 0.04), -int(side * 0.04))
        short = BUBBLE_ROOM - (r.right - duel.right)
        if short > 0:
            duel.w = max(int(duel.w * DUEL_NARROWEST), duel.w - short)
        g["duel"] = duel
        self.geo = g

    def square_centre(self, sq: int) -> tuple[float, float]:
        g = self.geo
        row, col = divmod(sq, 5)
        return g["grid"].x + (col + 0.5) * g["cell"], g["grid"].y + (row + 0.5) * g["cell"]

    def square_rect(self, sq: int) -> pygame.Rect:
        g = self.geo
        row, col = divmod(sq, 5)
        c = g["cell"]
        x0, y0 = int(g["grid"].x + col * c), int(g["grid"].y + row * c)
        return pygame.Rect(x0 + 2, y0 + 2, int(g["grid"].x + (col + 1) * c) - x0 - 4,
                           int(g["grid"].y + (row + 1) * c) - y0 - 4)

    def square_at(self, pos) -> int | None:
        """The square under ``pos``, if any."""
        grid = self.geo.get("grid")
        if grid is None or not grid.collidepoint(pos):
            return None
        c = self.geo["cell"]
        col = min(4, int((pos[0] - grid.x) / c))
        row = min(4, int((pos[1] - grid.y) / c))
        return row * 5 + col

    def pile_base(self, sq: int, count: int) -> tuple[float, float]:
        """Where the bottom counter of a pile of ``count`` stands on ``sq`` (the pile is centred)."""
        cx, cy = self.square_centre(sq)
        n = max(1, min(count, 6))
        return cx, cy + (n - 1) * pile_step(self.geo["radius"]) / 2

    def token_pos(self, seat: int) -> tuple[int, int]:
        """Centre of the big counter on a player's panel."""
        p = self.geo["panels"][seat]
        pad, tr = self.panel_metrics(p)
        return p.x + pad + tr, p.y + pad + tr

    @staticmethod
    def panel_metrics(p: pygame.Rect) -> tuple[int, int]:
        """Padding and counter radius of a player panel."""
        pad = max(4, p.h // 12)
        tr = max(8, min(int(p.h * 0.19), int(p.w * 0.075)))
        return pad, tr

    def duel_geo(self) -> dict[str, Any]:
        """The struggle panel's parts."""
        P = self.geo["duel"]
        ch = int(P.h * 0.24)
        cw = int(ch / 1.45)
        out = {"P": P, "title_y": P.y + int(P.h * 0.045), "names_y": P.y + int(P.h * 0.115),
               "pile_radius": max(8, int(P.h * 0.065)), "card": (cw, ch)}
        xs = (P.x + int(P.w * 0.25), P.right - int(P.w * 0.25))
        out["xs"] = xs
        out["pile_base"] = [(x, P.y + int(P.h * 0.345)) for x in xs]
        out["strength_y"] = P.y + int(P.h * 0.405)
        out["slots"] = [pygame.Rect(x - cw // 2, P.y + int(P.h * 0.47), cw, ch) for x in xs]
        out["totals_y"] = P.y + int(P.h * 0.76)
        out["verdict_y"] = P.y + int(P.h * 0.84)
        # while the person chooses: the hand, large, below the slots, and "Play it" between them
        # (below the caption "not played yet" under the slot: the row's raised card stays clear of it)
        out["pick"] = pygame.Rect(P.x + int(P.w * 0.03), P.y + int(P.h * 0.775), P.w - 2 * int(P.w * 0.03),
                                  int(P.h * 0.21))
        bw, bh = int(P.w * 0.26), max(26, int(P.h * 0.075))
        out["confirm"] = pygame.Rect(P.centerx - bw // 2, out["slots"][0].centery - bh // 2 + int(P.h * 0.05), bw, bh)
        return out
