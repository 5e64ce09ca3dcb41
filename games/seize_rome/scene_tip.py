"""CAESAR! board: where a border space's tooltip goes (a mixin of the board, :mod:`.scene`).

A border space sits between two provinces, and the player pointing at it is weighing
them: their names and totals boxes (and the box of what the held token would close)
stay in sight. The tooltip and that box touch the space (a few pixels clear of it), inside
the map, on the side away from both provinces (across the line that joins their spaces)
where that covers none of those, else on another side; when no place so near clears them,
a little further off (a line then leads back), and else the place that covers least.
Every other tooltip is placed by the kit as before.
"""
from __future__ import annotations

import math

import pygame

from games.app.board.widgets import draw_tooltip, tip_pads, tooltip_rect
from games.app.draw.text import WORD_JOINER
from games.app.draw import ROMAN
from games.core import caches

from .scene_paint import token_rect
from .topology import load_topology


def _overlap(box: pygame.Rect, rects: list[pygame.Rect]) -> int:
    """The area of ``box`` that ``rects`` cover (summed)."""
    total = 0
    for r in rects:
        c = box.clip(r)
        total += c.w * c.h
    return total


#: where a closes-preview went, by everything its place depends on (looked for once, not each frame)
_CLOSES_PLACES: dict = caches.kept(f"{__name__}.closes_places")

#: where a space's tooltip went, likewise
_TIP_PLACES: dict = caches.kept(f"{__name__}.tip_places")

#: how far (in unscaled pixels) the closes box may stand from its space and still be read as
#: its own (touching distance), and the steps in which the places round the space are tried
CLOSES_NEAR, CLOSES_STEP = 12, 8
#: the least and the most gap (in unscaled pixels) between a border space and its tooltip or
#: closes box: touching distance, read as the space's own
BESIDE_GAP, BESIDE_MOST = 4, 12
#: the most gap (unscaled) when nothing that near clears what a box must not cover (a line leads back)
BESIDE_FAR = 48
#: the most gap (unscaled) of a closes box that covers another province's name or totals to stay
#: beside its space (at a corner of the map it stood 150-190 px off, across the sea)
CLOSES_BESIDE = 64
#: the same for the closes box, which names must not hide (a corner space's three lines need more)
CLOSES_FAR = 200
#: how many of its space's widths a border space's tooltip may stand off, only when no nearer
#: place clears both provinces' names and totals
TIP_FAR = 3
#: the widest (in unscaled pixels) a border space's tooltip goes to keep each line whole
TIP_WIDEST = 480


def ring_places(space: pygame.Rect, size: tuple[int, int], gap: int, step: int,
                across: tuple[float, float]) -> list[pygame.Rect]:
    """The boxes of ``size`` standing exactly ``gap`` clear of ``space`` (above, below, left or
    right of it, slid along that side in steps of ``step``), those whose centre lies most along
    ``across`` (a unit vector) first, then those nearest the space's own axes.

    >>> [tuple(b) for b in ring_places(pygame.Rect(90, 90, 20, 20), (40, 10), 4, 100, (0.0, -1.0))[:2]]
    [(80, 76, 40, 10), (46, 76, 40, 10)]
    """
    w, h = size
    out = []
    for lo, hi, fixed, vertical in ((space.left - gap - w, space.right + gap, space.top - gap - h, False),
                                    (space.left - gap - w, space.right + gap, space.bottom + gap, False),
                                    (space.top - gap - h, space.bottom + gap, space.left - gap - w, True),
                                    (space.top - gap - h, space.bottom + gap, space.right + gap, True)):
        at = list(range(lo, hi + 1, step)) + [hi, (space.centerx - w // 2) if not vertical else (space.centery - h // 2)]
        for v in at:
            out.append(pygame.Rect(fixed, v, w, h) if vertical else pygame.Rect(v, fixed, w, h))

    def rank(box: pygame.Rect) -> tuple[float, float]:
        dx, dy = box.centerx - space.centerx, box.centery - space.centery
        n = math.hypot(dx, dy) or 1.0
        return (-round((dx * across[0] + dy * across[1]) / n, 1), n)
    return sorted(out, key=rank)


def draw_leader(surface: pygame.Surface, box: pygame.Rect, space: pygame.Rect, width: int):
    """A gold line from ``box`` to the ``space`` it speaks of, when the box does not stand
    beside it (further than the space's width): the box is read as the space's own. Returns
    the line's ends, or None when the box stands beside its space."""
    near = (min(max(space.centerx, box.left), box.right), min(max(space.centery, box.top), box.bottom))
    if math.dist(near, space.center) <= space.w:
        return None
    to = (min(max(near[0], space.left), space.right), min(max(near[1], space.top), space.bottom))
    wide = max(2, width)
    pygame.draw.line(surface, ROMAN["ink"], near, to, wide + 2)
    pygame.draw.line(surface, ROMAN["gold"], near, to, wide)
    return near, to


class SpaceTip:
    """The placement of a border space's tooltip (see the module text). Needs the board's
    ``pointed``, ``space_points``, ``name_rects``, ``drawn_boxes``, ``drawn_closes_box``,
    ``border_centre``, ``token_side``, ``map``, ``ui``, ``texts`` and ``notices``."""

    def space_keep_clear(self, bid: str) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
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

    def space_across(self, bid: str) -> tuple[float, float]:
        """The unit vector across the line joining the spaces of ``bid``'s two provinces,
        pointing up (else right): the way from the space away from both of them."""
        a, b = (self.space_points.get(p) for p in load_topology().border(bid).provinces)
        across = (0.0, -1.0)
        if a and b:
            pa, pb = self.map.world_to_screen(a[0]), self.map.world_to_screen(b[0])
            dx, dy = pb[0] - pa[0], pb[1] - pa[1]
            n = math.hypot(dx, dy)
            if n > 0:
                across = (dy / n, -dx / n)
                if across[1] > 0 or (across[1] == 0 and across[0] < 0):   # (up first, then right)
                    across = (-across[0], -across[1])
        return across

    def space_tip_box(self, bid: str, size: tuple[int, int]) -> pygame.Rect:
        """Where the tooltip of ``size`` for the border space ``bid`` goes: always beside the
        space (no further off than the space is wide) and inside the window -- clear of what
        is weighed there and of the other provinces' names and totals when some place so near
        is, else covering as little as it may of them (:meth:`beside_place`). A box sent
        further off, or pushed back into the window, stood over other provinces or in the
        map's corner, read as no space's own."""
        must, rather = self.space_keep_clear(bid)
        key = (bid, tuple(size), tuple(self.map.rect), tuple(self.rect), tuple(token_rect(self.border_centre(bid), self.token_side())),
               tuple(tuple(r) for r in must), tuple(tuple(r) for r in rather))
        if key not in _TIP_PLACES:
            if len(_TIP_PLACES) > 500:
                _TIP_PLACES.clear()
            shut = getattr(self, "drawn_closes_box", None)      # (the two boxes never meet)
            box, cost = self.beside_best(bid, size, must, rather, [] if shut is None else [shut])
            if cost[0] and shut is not None:    # (the closes box took the room beside it: a little further, on a line)
                far, far_cost = self.beside_best(bid, size, must, rather, [shut], CLOSES_BESIDE)
                box = far if far_cost < cost else box
            _TIP_PLACES[key] = box
        return pygame.Rect(_TIP_PLACES[key])

    def beside_place(self, bid: str, size: tuple[int, int], must: list[pygame.Rect],
                     rather: list[pygame.Rect]) -> pygame.Rect:
        """The box of ``size`` touching border space ``bid`` (a few pixels clear of it, at most
        :data:`BESIDE_MOST`), inside the map, covering least of ``must`` and then of ``rather``
        (the nearest of those that cover as little); the space itself is never covered. Further
        off (at edge spaces, over Auto-Crassus's column) a box was read as no space's own."""
        return self.beside_best(bid, size, must, rather)[0]

    def beside_best(self, bid: str, size: tuple[int, int], must: list[pygame.Rect], rather: list[pygame.Rect],
                    never: list[pygame.Rect] | None = None,
                    further: int = BESIDE_FAR) -> tuple[pygame.Rect, tuple[int, int]]:
        """:meth:`beside_place` with what its box covers of ``must`` and of ``rather``; no box
        that meets one of ``never`` is taken."""
        space = token_rect(self.border_centre(bid), self.token_side())
        step, across, within = max(2, self.ui.s(CLOSES_STEP)), self.space_across(bid), self.map.rect
        best, cost = None, None
        gaps = list(range(self.ui.s(BESIDE_GAP), self.ui.s(BESIDE_MOST) + 1, max(1, self.ui.s(4))))
        # further off (a line then leads to the space) only while nothing nearer clears ``must``
        far = list(range(gaps[-1] + step, self.ui.s(further) + 1, step))
        for gap in gaps + far:
            if best is not None and gap > gaps[-1] and cost is not None and cost[0] == 0:
                break
            for box in ring_places(space, size, gap, step, across):
                if not within.contains(box) or (never and box.collidelist(never) >= 0):
                    continue
                here = (_overlap(box, must), _overlap(box, rather))
                if cost is None or here < cost:
                    best, cost = box, here
            if cost == (0, 0):
                break
        if best is None:                  # (a box wider than the map's room round the space)
            best = pygame.Rect((0, 0), size)
            over = space.unionall(never or [])           # (above the space and what it never meets)
            best.midbottom = (space.centerx, over.top - self.ui.s(BESIDE_GAP))
            if best.top < within.top:
                best.midtop = (space.centerx, over.bottom + self.ui.s(BESIDE_GAP))
            best = best.clamp(within)
            cost = (_overlap(best, must), _overlap(best, rather))
        return best, cost

    def closes_box(self, bid: str, sizes: list[tuple[int, int]],
                   small: list[tuple[int, int]] | None = None) -> tuple[int, pygame.Rect]:
        """Where the box of what a token held over ``bid`` would close goes, and which of
        ``sizes`` (its lines wrapped wide to narrow), else of ``small`` (the same in a smaller
        font, counted on after ``sizes``) it takes: the nearest place within ``CLOSES_NEAR``
        of the space, on the map, covering no province's name, totals box or "3/4" tag, nor
        the two provinces' spaces -- read as the space's own. Only when no such place is
        there does it go further off (a line leads to its space), covering as little as it
        may of the other names."""
        pair = load_topology().border(bid).provinces
        names = self.name_rects()
        boxes, tags = getattr(self, "drawn_boxes", {}), getattr(self, "drawn_count_tags", {})
        own = [boxes[p] for p in pair if p in boxes] + [tags[p][2] for p in pair if p in tags]
        own += [names[p] for p in pair if p in names]
        for pid in pair:
            pts = self.space_points.get(pid)
            if pts:
                own.append(token_rect(self.map.world_to_screen(pts[0]), self.token_side() * 0.8))
        must = own + [r for p, r in boxes.items() if p not in pair] + [t for p, (_, _, t) in tags.items() if p not in pair]
        others = [r for p, r in names.items() if p not in pair]     # (then no other name it can avoid)
        key = (bid, tuple(sizes), tuple(small), tuple(self.map.rect), tuple(token_rect(self.border_centre(bid), self.token_side())),
               tuple(tuple(r) for r in must), tuple(tuple(r) for r in others))
        if key in _CLOSES_PLACES:
            return _CLOSES_PLACES[key]
        if len(_CLOSES_PLACES) > 500:
            _CLOSES_PLACES.clear()
        near = self.closes_near(bid, sizes, must + others)
        if near is None and small:          # (in a smaller font where the usual finds no room near)
            got = self.closes_near(bid, list(small), must + others)
            near = None if got is None else (len(sizes) + got[0], got[1])
        for keep_off, most in ((must, CLOSES_NEAR), (must, CLOSES_BESIDE), (own, CLOSES_NEAR), (own, CLOSES_BESIDE)):
            if near is None:                # (beside it over another province's name, then its totals: not far off)
                near = self.closes_near(bid, sizes + list(small or []), keep_off, most)
        if near is None:                    # (nothing beside it is clear: what covers least)
            got = [(self.beside_best(bid, size, must, others, None, CLOSES_FAR), i)
                   for i, size in enumerate(sizes + list(small or []))]
            (box, _cost), i = min(got, key=lambda g: (g[0][1], g[1]))
            near = (i, box)
        _CLOSES_PLACES[key] = near
        return near

    def closes_near(self, bid: str, sizes: list[tuple[int, int]],
                    keep_off: list[pygame.Rect], most: int = CLOSES_NEAR) -> tuple[int, pygame.Rect] | None:
        """The nearest place, within ``most`` (unscaled) of border space ``bid`` and on the map, where
        a box of one of ``sizes`` covers none of ``keep_off`` nor the space; with which size
        (the wider at the same distance). None when there is none."""
        space = token_rect(self.border_centre(bid), self.token_side())
        keep_off = keep_off + [space]
        within, step, across = self.map.rect, max(2, self.ui.s(CLOSES_STEP)), self.space_across(bid)
        best: tuple[int, int, pygame.Rect] | None = None
        for gap in range(self.ui.s(BESIDE_GAP), self.ui.s(most) + 1, max(1, self.ui.s(4))):
            if best is not None:
                break
            for i, size in enumerate(sizes):
                box = next((b for b in ring_places(space, size, gap, step, across)
                            if within.contains(b) and b.collidelist(keep_off) < 0), None)
                if box is not None:
                    best = (gap, i, box)
                    break
        return None if best is None else (best[1], best[2])

    def space_tip_spot(self):
        """The pointed hotspot when it is a border space with a tooltip, else None."""
        spot = self.pointed
        if spot is None or not spot.tip or not (isinstance(spot.key, tuple) and spot.key[0] in ("border", "space")):
            return None
        return spot

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """A border space's tooltip where it hides nothing weighed (the kit draws the rest)."""
        spot = self.space_tip_spot()
        self.drawn_tip_line = None
        if spot is None or self.anim.busy():
            super().draw_overlay(surface)
            self.draw_still_tip(surface)
            return
        self.pointed = None                        # (the kit draws the notices alone)
        try:
            super().draw_overlay(surface)
        finally:
            self.pointed = spot
        px = self.ui.font_px(15, 12)
        max_w = self.space_tip_width(spot.tip, px)
        size = tooltip_rect(self.texts, spot.tip, (0, 0), self.map.rect, px, max_w)[0].size
        box = self.space_tip_box(spot.key[1], size)
        if self.tip_gives_way(box):
            return                                 # (it gives way to a notice, as the kit's do)
        gap = max(6, px // 2)                      # (the kit's tooltip stands ``gap`` above its point)
        space = token_rect(self.border_centre(spot.key[1]), self.token_side())
        self.drawn_tip_line = draw_leader(surface, box, space, self.ui.s(3))
        self.drawn_tip = draw_tooltip(surface, self.texts, spot.tip, (box.centerx, box.bottom + gap), self.map.rect,
                                      px, max_w=max_w)

    def space_tip_width(self, tip: str, px: int) -> int:
        """The widest a border space's tooltip may be: its usual width, or wider (up to a
        bound) so that each line -- a province's name with its count -- stands whole on one
        (「サルディニア：4か所中｜1か所が埋まる」 broke at 1000x700)."""
        f, pad = self.texts.font(px), tip_pads(px)[0]
        widest = max((f.size(ln.replace(WORD_JOINER, ""))[0] for ln in tip.split("\n")), default=0)
        return max(self.ui.s(340), min(self.ui.s(TIP_WIDEST), widest + 2 * pad))

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
        if self.tip_gives_way(box):
            return
        self.drawn_tip = draw_tooltip(surface, self.texts, spot.tip, at, self.rect, px, max_w=max_w)

    def tip_gives_way(self, box: pygame.Rect) -> bool:
        """Whether a tooltip of this board at ``box`` gives way, as the kit's do: to a notice it
        would meet, to what the scene draws over the board (``tips_clear_of``: the advice
        bubble) and to the scene's own tooltip at the pointer (``tip_taken``)."""
        if getattr(self, "tip_taken", False):
            return True
        if box.collidelist(list(getattr(self, "tips_clear_of", []))) >= 0:
            return True
        return any(n.box is not None and n.box.colliderect(box) for n in self.notices)
