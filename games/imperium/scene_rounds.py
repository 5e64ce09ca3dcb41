"""Imperium board: the strip of rounds above the map and the score track below it."""
from __future__ import annotations

import pygame

from games.app.board import panel
from games.app.draw import ROMAN, darken, lighten, token

from .rules import ROUNDS, GOAL_POINTS, regions_of_round, track_max

def _cycle(rnd: int) -> int:
    """The cycle of the 30-point game a round belongs to (rounds 1-9 are the first)."""
    return 1 if rnd <= 9 else 2 + (rnd - 10) // 8


def _cycle_rounds(rnd: int) -> list[int]:
    c = _cycle(rnd)
    if c == 1:
        return list(range(1, 10))
    first = 10 + 8 * (c - 2)
    return list(range(first, first + 8))



class RoundsMixin:
    """The rounds strip and score track of :class:`~games.imperium.scene.Board`."""

    def _draw_timeline(self, surface) -> None:
        g = self.geom
        r = g["timeline"]
        s = self.s
        v = self.view
        src = self.shown
        if src.phase == "over" and self.count is None:
            title = self.tr("imperium.ui.round_over")
        elif v.goal == "rounds8":
            title = self.tr("imperium.ui.round", round=src.round, rounds=ROUNDS)
        else:
            title = self.tr("imperium.ui.round30", round=src.round, cycle=_cycle(src.round), goal=GOAL_POINTS)
        self.drawn_round_title = title
        tw = min(self.texts.width(title, self.px(18), True) + int(24 * s), int(r.w * 0.42))
        tr_ = pygame.Rect(r.x, r.y, tw, r.h)
        panel(surface, tr_, fill=ROMAN["red"], border=ROMAN["gold"], radius=r.h // 2, shadow=True)
        self.texts.draw(surface, title, tr_.center, self.px(18), True, ROMAN["white"], "center", width=tw - 16,
                        least=8)
        rounds = list(range(1, ROUNDS + 1)) if v.goal == "rounds8" else _cycle_rounds(src.round)
        x0 = tr_.right + int(8 * s)
        self.drawn_round_cells = []     # (cell, its name as drawn, its medallions) (tests)
        for rnd, box in zip(rounds, self._round_boxes(rounds, pygame.Rect(x0, r.y, r.right - x0, r.h))):
            regs = regions_of_round(rnd, v.goal)
            past = rnd < src.round or (src.phase == "over" and self.count is None)
            cur = rnd == src.round and not past
            fill = ROMAN["gold_light"] if cur else (ROMAN["marble_dark"] if past else ROMAN["parchment"])
            pygame.draw.rect(surface, darken(fill, 0.4), box, border_radius=6)
            pygame.draw.rect(surface, fill, box.inflate(-2, -2), border_radius=6)
            # the region medallions counted that round, right; the round's name in the room left
            mr = int(box.h * 0.36)
            mx = box.right - int(5 * s) - mr
            room = box.w - int(5 * s) - len(regs) * (2 * mr + 3) - int(8 * s)
            txt = self.tr("imperium.ui.rnd", round=rnd)
            drawn = self.texts.draw(surface, txt, (box.x + int(5 * s), box.centery), self.px(13), True,
                                    ROMAN["vein"] if past else ROMAN["ink"], "midleft", width=max(8, room), least=8)
            meds = []
            for reg in reversed(regs):
                meds.append(pygame.Rect(mx - mr, box.centery - mr, 2 * mr, 2 * mr))
                col = ROMAN["vein"] if past else ROMAN["red"]
                pygame.draw.circle(surface, col, (mx, box.centery), mr)
                self.texts.draw(surface, str(reg), (mx, box.centery), int(mr * 1.3), True, ROMAN["white"], "center")
                mx -= 2 * mr + 3
            self.drawn_round_cells.append((box, drawn, meds))

    def _round_boxes(self, rounds: list, r: pygame.Rect) -> list:
        """The cells of ``rounds`` side by side in ``r``: a round counting two regions is wider
        by a medallion, so its cell is as roomy as the others."""
        v = self.view
        med = int((r.h - 4) * 0.72) + 3
        weights = [1.0 + (len(regions_of_round(rnd, v.goal)) - 1) * med / max(1.0, r.w / len(rounds))
                   for rnd in rounds]
        unit = r.w / sum(weights)
        boxes, x = [], float(r.x)
        for w in weights:
            boxes.append(pygame.Rect(int(x) + 2, r.y + 2, int(x + w * unit) - int(x) - 4, r.h - 4))
            x += w * unit
        self.geom["round_boxes"] = boxes
        return boxes

    def _draw_track(self, surface) -> None:
        g = self.geom
        r = g["track"]
        s = self.s
        v = self.view
        src = self.shown
        panel(surface, r, fill=ROMAN["parchment"], border=ROMAN["gold_dark"], radius=int(8 * s))
        lab = self.tr("imperium.ui.track")
        lw = max(self.texts.width(lab, self.px(13), True) + int(12 * s), int(44 * s))
        self.texts.draw(surface, lab, (r.x + lw // 2 + 2, r.centery), self.px(13), True, ROMAN["red_dark"], "center")
        n = track_max() + 1
        x0 = r.x + lw
        cw = (r.right - int(4 * s) - x0) / n
        top = r.y + int(4 * s)
        ch = r.h - int(8 * s)
        fnum = max(9, int(min(cw * 0.5, ch * 0.34)))
        cells = []
        for i in range(n):
            c = pygame.Rect(int(x0 + i * cw), top, int(cw) - 1, ch)
            cells.append(c)
            col = ROMAN["gold_light"] if i % 5 == 0 else ROMAN["white"]
            if v.goal == "points30" and i == GOAL_POINTS:
                col = lighten(ROMAN["red"], 0.5)
            pygame.draw.rect(surface, col, c, border_radius=3)
            pygame.draw.rect(surface, ROMAN["parchment_dark"], c, 1, border_radius=3)
            self.texts.draw(surface, str(i), (c.centerx, c.bottom - 2), fnum, True,
                            ROMAN["ink"] if i % 5 == 0 else ROMAN["vein"], "midbottom")
        g["track_cells"] = cells
        # pawns, stacked when they share a space
        pr = int(max(6, min(cw * 0.42, ch * 0.3)))
        by_cell: dict[int, list[int]] = {}
        top = track_max()
        for seat in range(v.n_seats):
            sc = int(round(src.scores[seat]))
            by_cell.setdefault(min(sc, top), []).append(seat)
        for cell, seats in by_cell.items():
            c = cells[cell]
            for k, seat in enumerate(seats):
                cy = c.y + pr + 1 + k * int(pr * 0.55)
                cy = min(cy, c.bottom - pr)
                pos = (c.centerx, cy - 0 if len(seats) == 1 else cy)
                self._pawn(surface, pos, pr, seat)

    def _pawn(self, surface, pos, r, seat) -> None:
        col = self.colour(seat)
        img = token(r, col, self.symbol(seat))
        surface.blit(img, img.get_rect(center=pos))
