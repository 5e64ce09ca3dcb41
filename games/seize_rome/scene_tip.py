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

#: how many steps further off a tooltip may go along each way, and the cost of a step (in
#: square pixels of another province's name or totals covered)
FURTHER, STEP_COST = 8, 150
#: how many steps off the closes box may go to keep clear of the names when nothing nearer is
#: clear (a line leads to its space)
CLOSES_FURTHER = 2 * FURTHER
#: how far (in unscaled pixels) the closes box may stand from its space and still be read as
#: its own, and the steps in which the places round the space are tried
CLOSES_NEAR, CLOSES_STEP = 150, 8
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


def tip_places(centre, side: float, across: tuple[float, float], size: tuple[int, int],
               gap: int, step: int = 0, further: int = FURTHER) -> list[tuple[pygame.Rect, int]]:
    """The boxes of ``size`` a tooltip may take round a space of ``side`` at ``centre``,
    each with how many steps of ``step`` pixels it stands further off: nearest first,
    and at each distance along ``across`` (a unit vector) either way, then the four sides,
    then the four corners -- each box as near as it may be while ``gap`` clear of the space
    (and up to ``further`` steps further off).

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
    for k in range(further + 1 if step else 1):
        for dx, dy, reach in ways:
            box = pygame.Rect(0, 0, w, h)
            box.center = (round(centre[0] + dx * (reach + k * step)), round(centre[1] + dy * (reach + k * step)))
            out.append((box, k))
    return out


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

    def clear_place(self, bid: str, size: tuple[int, int], must: list[pygame.Rect], rather: list[pygame.Rect],
                    within: pygame.Rect, further: int = FURTHER,
                    names: list[pygame.Rect] | None = None) -> tuple[pygame.Rect, tuple[int, ...]]:
        """The box of ``size`` beside border space ``bid`` (kept in ``within``) that covers
        none of ``must`` nor the space, nearest first (see :func:`tip_places`); when none is
        clear, the one that covers least of ``must``, then of ``names``, then of ``rather``;
        with its cost (what it covers of ``must``, of ``names``, then of ``rather`` plus its
        steps off)."""
        c = self.border_centre(bid)
        side = self.token_side()
        must = must + [token_rect(c, side)]
        best, cost = None, None
        for box, k in tip_places(c, side, self.space_across(bid), size, self.ui.s(6), self.ui.s(20), further):
            box = box.clamp(within)
            here = (_overlap(box, must), _overlap(box, names or []), _overlap(box, rather) + k * STEP_COST)
            if cost is None or here < cost:
                best, cost = box, here
            if here == (0, 0, 0):
                break
        return best, cost

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
            _TIP_PLACES[key] = self.beside_place(bid, size, must, rather)
        return pygame.Rect(_TIP_PLACES[key])

    def beside_place(self, bid: str, size: tuple[int, int], must: list[pygame.Rect],
                     rather: list[pygame.Rect]) -> pygame.Rect:
        """The box of ``size`` round border space ``bid``, inside the window, covering least
        of ``must`` and then of ``rather`` (the nearest of those that cover as little): at most
        the space's width clear of it, or, only when nothing that near clears ``must``, up to
        :data:`TIP_FAR` widths off (a line then joins it); the space itself is never covered."""
        space = token_rect(self.border_centre(bid), self.token_side())
        step, across = max(2, self.ui.s(CLOSES_STEP)), self.space_across(bid)
        best, cost = None, None
        for gap in range(self.ui.s(6), max(self.ui.s(6), int(space.w * TIP_FAR)) + 1, step):
            for box in ring_places(space, size, gap, step, across):
                apart = math.hypot(max(box.left - space.right, space.left - box.right, 0),
                                   max(box.top - space.bottom, space.top - box.bottom, 0))
                if apart > space.w * TIP_FAR or not self.rect.contains(box):
                    continue
                here = (_overlap(box, must), _overlap(box, rather))
                if cost is None or here < cost:
                    best, cost = box, here
            if cost == (0, 0) or (cost is not None and cost[0] == 0 and gap >= space.w):
                break
        if best is None:                  # (a box wider than the window's room round the space)
            best = pygame.Rect((0, 0), size)
            best.midbottom = (space.centerx, space.top - self.ui.s(6))
            best = best.clamp(self.rect)
        return best

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
        must = list(getattr(self, "drawn_boxes", {}).values())
        must += [t for _, _, t in getattr(self, "drawn_count_tags", {}).values()]
        must += [names[p] for p in pair if p in names]
        others = [r for p, r in names.items() if p not in pair]     # (then no other name it can avoid)
        for pid in pair:
            pts = self.space_points.get(pid)
            if pts:
                must.append(token_rect(self.map.world_to_screen(pts[0]), self.token_side() * 0.8))
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
        if near is None:                    # (nothing near is clear: further off, a line leads back)
            got = [(self.clear_place(bid, size, must, [], self.map.rect, CLOSES_FURTHER, others), i)
                   for i, size in enumerate(sizes)]
            (box, _cost), i = min(got, key=lambda g: (g[0][1], g[1]))
            near = (i, box)
        _CLOSES_PLACES[key] = near
        return near

    def closes_near(self, bid: str, sizes: list[tuple[int, int]],
                    keep_off: list[pygame.Rect]) -> tuple[int, pygame.Rect] | None:
        """The nearest place, within ``CLOSES_NEAR`` of border space ``bid`` and on the map, where
        a box of one of ``sizes`` covers none of ``keep_off`` nor the space; with which size
        (the wider at the same distance). None when there is none."""
        space = token_rect(self.border_centre(bid), self.token_side())
        keep_off = keep_off + [space]
        within, step, across = self.map.rect, max(2, self.ui.s(CLOSES_STEP)), self.space_across(bid)
        best: tuple[int, int, pygame.Rect] | None = None
        for gap in range(self.ui.s(6), self.ui.s(CLOSES_NEAR) + 1, step):
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
        size = tooltip_rect(self.texts, spot.tip, (0, 0), self.rect, px, max_w)[0].size
        box = self.space_tip_box(spot.key[1], size)
        if self.tip_gives_way(box):
            return                                 # (it gives way to a notice, as the kit's do)
        gap = max(6, px // 2)                      # (the kit's tooltip stands ``gap`` above its point)
        space = token_rect(self.border_centre(spot.key[1]), self.token_side())
        self.drawn_tip_line = draw_leader(surface, box, space, self.ui.s(3))
        self.drawn_tip = draw_tooltip(surface, self.texts, spot.tip, (box.centerx, box.bottom + gap), self.rect,
                                      px, max_w=max_w)

    def space_tip_width(self, tip: str, px: int) -> int:
        """The widest a border space's tooltip may be: its usual width, or wider (up to a
        bound) so that each line -- a province's name with its count -- stands whole on one
        (「サルディニア：4か所中｜1か所が埋まる」 broke at 1000x700)."""
        f, pad = self.texts.font(px), max(4, px // 3)
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
