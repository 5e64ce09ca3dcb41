"""CAESAR! board: where a border space's tooltip goes (a mixin of the board, :mod:`.scene`).

A border space sits between two provinces, and the player pointing at it is weighing
them: their names and totals boxes (and the box of what the held token would close)
stay in sight. The tooltip goes beside the space on the side away from both provinces
(across the line that joins their spaces), else above, below, left or right of it,
else diagonally -- the first place, kept on the board, that covers none of those; when
none is clear, the one that covers least of them (then of the other provinces' names
and totals). Every other tooltip is placed by the kit as before.
"""
from __future__ import annotations

import math

import pygame

from games.app.board.widgets import draw_tooltip, tooltip_rect

from .scene_paint import token_rect
from .topology import load_topology


def _overlap(box: pygame.Rect, rects: list[pygame.Rect]) -> int:
    """The area of ``box`` that ``rects`` cover (summed)."""
    total = 0
    for r in rects:
        c = box.clip(r)
        total += c.w * c.h
    return total


#: how many steps further off a tooltip may go along each way, and the cost of a step (in
#: square pixels of another province's name or totals covered)
FURTHER, STEP_COST = 8, 150


def tip_places(centre, side: float, across: tuple[float, float], size: tuple[int, int],
               gap: int, step: int = 0) -> list[tuple[pygame.Rect, int]]:
    """The boxes of ``size`` a tooltip may take round a space of ``side`` at ``centre``,
    each with how many steps of ``step`` pixels it stands further off: nearest first,
    and at each distance along ``across`` (a unit vector) either way, then the four sides,
    then the four corners -- each box as near as it may be while ``gap`` clear of the space.

    >>> [(b.center, k) for b, k in tip_places((100, 100), 20, (0.0, -1.0), (40, 10), 4)[:3]]
    [((100, 81), 0), ((100, 119), 0), ((66, 100), 0)]
    """
    w, h = size
    half = side / 2 + gap
    diag = math.sqrt(0.5)
    dirs = [across, (-across[0], -across[1]), (0.0, -1.0), (0.0, 1.0), (-1.0, 0.0), (1.0, 0.0),
            (diag, -diag), (-diag, -diag), (diag, diag), (-diag, diag)]
    ways, seen = [], set()
    for dx, dy in dirs:
        key = (round(dx, 6), round(dy, 6))
        if key not in seen and (dx or dy):
            seen.add(key)
            # the nearest centre along the way at which the box and the space part on one axis
            ways.append((dx, dy, min((w / 2 + half) / abs(dx) if dx else math.inf,
                                     (h / 2 + half) / abs(dy) if dy else math.inf)))
    out = []
    for k in range(FURTHER + 1 if step else 1):
        for dx, dy, reach in ways:
            box = pygame.Rect(0, 0, w, h)
            box.center = (round(centre[0] + dx * (reach + k * step)), round(centre[1] + dy * (reach + k * step)))
            out.append((box, k))
    return out


class SpaceTip:
    """The placement of a border space's tooltip (see the module text). Needs the board's
    ``pointed``, ``space_points``, ``name_rects``, ``drawn_boxes``, ``drawn_closes_box``,
    ``border_centre``, ``token_side``, ``map``, ``ui``, ``texts`` and ``notices``."""

    def tip_keep_clear(self, bid: str) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
        """What a tooltip of ``bid`` must not cover (the two provinces' names, totals boxes
        and spaces, and the box of what the held token would close), and what it had better
        not (the other provinces' names and totals)."""
        pair = load_topology().border(bid).provinces
        names = self.name_rects()
        boxes = getattr(self, "drawn_boxes", {})
        must, rather = [], []
        for pid in names.keys() | boxes.keys():
            into = must if pid in pair else rather
            into += [r for r in (names.get(pid), boxes.get(pid)) if r is not None]
        for pid in pair:
            pts = self.space_points.get(pid)
            if pts:
                must.append(token_rect(self.map.world_to_screen(pts[0]), self.token_side() * 0.8))
        if getattr(self, "drawn_closes_box", None) is not None:
            must.append(self.drawn_closes_box)
        return must, rather

    def space_tip_box(self, bid: str, size: tuple[int, int]) -> pygame.Rect:
        """Where the tooltip of ``size`` for the border space ``bid`` goes (see the module text)."""
        topo = load_topology()
        a, b = (self.space_points.get(p) for p in topo.border(bid).provinces)
        c = self.border_centre(bid)
        across = (0.0, -1.0)
        if a and b:
            pa, pb = self.map.world_to_screen(a[0]), self.map.world_to_screen(b[0])
            dx, dy = pb[0] - pa[0], pb[1] - pa[1]
            n = math.hypot(dx, dy)
            if n > 0:
                across = (dy / n, -dx / n)
                if across[1] > 0 or (across[1] == 0 and across[0] < 0):   # (up first, then right)
                    across = (-across[0], -across[1])
        side = self.token_side()
        space = token_rect(c, side)
        must, rather = self.tip_keep_clear(bid)
        must = must + [space]
        best, cost = None, None
        for box, k in tip_places(c, side, across, size, self.ui.s(6), self.ui.s(20)):
            box = box.clamp(self.rect)
            here = (_overlap(box, must), _overlap(box, rather) + k * STEP_COST)
            if cost is None or here < cost:
                best, cost = box, here
            if here == (0, 0):
                break
        return best

    def space_tip_spot(self):
        """The pointed hotspot when it is a border space with a tooltip, else None."""
        spot = self.pointed
        if spot is None or not spot.tip or not (isinstance(spot.key, tuple) and spot.key[0] in ("border", "space")):
            return None
        return spot

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """A border space's tooltip where it hides nothing weighed (the kit draws the rest)."""
        spot = self.space_tip_spot()
        if spot is None or self.anim.busy():
            super().draw_overlay(surface)
            self.draw_still_tip(surface)
            return
        self.pointed = None                        # (the kit draws the notices alone)
        try:
            super().draw_overlay(surface)
        finally:
            self.pointed = spot
        px, max_w = self.ui.font_px(15, 12), self.ui.s(340)
        size = tooltip_rect(self.texts, spot.tip, (0, 0), self.rect, px, max_w)[0].size
        box = self.space_tip_box(spot.key[1], size)
        if any(n.box is not None and n.box.colliderect(box) for n in self.notices):
            return                                 # (it gives way to a notice, as the kit's do)
        gap = max(6, px // 2)                      # (the kit's tooltip stands ``gap`` above its point)
        self.drawn_tip = draw_tooltip(surface, self.texts, spot.tip, (box.centerx, box.bottom + gap), self.rect,
                                      px, max_w=max_w)

    def draw_still_tip(self, surface: pygame.Surface) -> None:
        """While a move still plays (the kit then draws no tooltip, the map moving), the
        pointed bonus row -- which stands still in the controls -- still says what its bonus
        does: the player reads it before choosing Use or Discard."""
        spot = self.pointed
        if self.drawn_tip is not None or spot is None or not spot.tip or spot.key is None \
                or not (isinstance(spot.key, tuple) and spot.key[0] == "bonus_tip"):
            return
        px, max_w = self.ui.font_px(15, 12), self.ui.s(340)
        at = (self.mouse[0], spot.rect.y)
        box = tooltip_rect(self.texts, spot.tip, at, self.rect, px, max_w)[0]
        if any(n.box is not None and n.box.colliderect(box) for n in self.notices):
            return
        self.drawn_tip = draw_tooltip(surface, self.texts, spot.tip, at, self.rect, px, max_w=max_w)
