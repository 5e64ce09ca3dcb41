"""Imperium board: where the region tags stand, and which region is under the mouse.

Pure geometry, no drawing:

- :func:`place_tags` puts one rectangle per region as near its anchor as it can
  without meeting another tag or leaving the map (collision-aware placement);
  :func:`layout_tags` shrinks the tags until such a placement exists.
- :func:`point_in_polygon` and :func:`region_at` hit-test the region polygons.

>>> bounds = pygame.Rect(0, 0, 100, 60)
>>> got = place_tags({1: (30, 30), 2: (32, 30)}, (40, 20), bounds)
>>> got[1].colliderect(got[2]), bounds.contains(got[1]) and bounds.contains(got[2])
(False, True)
>>> point_in_polygon((0.5, 0.5), [(0, 0), (1, 0), (1, 1), (0, 1)])
True
"""
from __future__ import annotations

import heapq
from typing import Callable, Mapping, Sequence

import pygame

Point = tuple[float, float]


def _offsets(bounds: pygame.Rect, step: int) -> list[tuple[int, int]]:
    """Every grid offset that can keep a tag inside ``bounds``, nearest first
    (vertical moves count a little more: tags sit in rows of text).

    >>> _offsets(pygame.Rect(0, 0, 10, 10), 10)[:5]
    [(0, 0), (-10, 0), (10, 0), (0, -10), (0, 10)]
    """
    return list(_nearest_first(bounds, step))


def _nearest_first(bounds: pygame.Rect, step: int):
    """:func:`_offsets` one at a time, in the same order, without sorting them all (a tag
    mostly finds room among the first few: sorting the whole grid cost 30-100 ms a resize).

    Each column ``i`` of the grid is already in order (``j`` = 0, -1, 1, -2, 2, ...: its key
    grows with ``|j|``, and ``-j`` comes before ``j`` as in the grid's order), so merging the
    columns (earlier columns first among equal keys) gives the order of the stable sort.
    """
    nx, ny = bounds.w // step + 1, bounds.h // step + 1

    def column(i: int):
        x = i * step
        yield x * x + 1.4 * 0 * 0, (x, 0)
        for j in range(1, ny + 1):
            y = j * step
            key = x * x + 1.4 * y * y
            yield key, (x, -y)
            yield key, (x, y)

    for _, d in heapq.merge(*(column(i) for i in range(-nx, nx + 1)), key=lambda kd: kd[0]):
        yield d


class _Lazy:
    """A sequence made as far as it is read, and kept for the next reader (the tags of one
    placement share it)."""

    def __init__(self, items):
        self._items, self._made = iter(items), []

    def __iter__(self):
        made = self._made
        i = 0
        while True:
            if i < len(made):
                yield made[i]
            else:
                try:
                    item = next(self._items)
                except StopIteration:
                    return
                made.append(item)
                yield item
            i += 1


def place_tags(anchors: Mapping[int, Point], size: tuple[int, int], bounds: pygame.Rect,
               gap: int = 2, step: int | None = None) -> dict[int, pygame.Rect] | None:
    """Rectangles of ``size`` centred as near each anchor (pixels) as possible.

    Tags are placed in the order of ``anchors``; each takes the nearest grid
    position (``step`` pixels) where it lies inside ``bounds`` and keeps ``gap``
    pixels from every tag already placed. Returns ``None`` when some tag finds
    no room at all.
    """
    w, h = size
    if w > bounds.w or h > bounds.h:
        return None
    step = step or max(3, min(w, h) // 10)
    offsets = _Lazy(_nearest_first(bounds, step))
    placed: dict[int, pygame.Rect] = {}
    grown: list[pygame.Rect] = []
    for key, (ax, ay) in anchors.items():
        base = pygame.Rect(0, 0, w, h)
        base.center = (int(round(ax)), int(round(ay)))
        base.clamp_ip(bounds)
        found = None
        for dx, dy in offsets:
            r = base.move(dx, dy)
            if not bounds.contains(r):
                continue
            if r.collidelist(grown) == -1:
                found = r
                break
        if found is None:
            return None
        placed[key] = found
        grown.append(found.inflate(2 * gap, 2 * gap))
    return placed


def layout_tags(anchors: Mapping[int, Point], bounds: pygame.Rect,
                size_at: Callable[[float], tuple[int, int]], gap: int = 2,
                scales: Sequence[float] = (1.0, 0.92, 0.85, 0.78, 0.72, 0.66, 0.6, 0.55, 0.5, 0.45, 0.4),
                ) -> tuple[float, dict[int, pygame.Rect]]:
    """The largest scale of ``scales`` whose tags (``size_at(scale)``) all find room,
    and their rectangles. The last scale is used whatever happens (clamped into
    ``bounds``) if none fits, so the board always has tags to draw."""
    for k in scales:
        got = place_tags(anchors, size_at(k), bounds, gap)
        if got is not None:
            return k, got
    k = scales[-1]
    w, h = size_at(k)
    out = {}
    for key, (ax, ay) in anchors.items():
        r = pygame.Rect(0, 0, w, h)
        r.center = (int(ax), int(ay))
        out[key] = r.clamp(bounds)
    return k, out


def point_in_polygon(p: Point, poly: Sequence[Point]) -> bool:
    """True if ``p`` lies inside ``poly`` (even-odd rule, by a ray to the right).

    >>> tri = [(0, 0), (4, 0), (0, 4)]
    >>> point_in_polygon((1, 1), tri), point_in_polygon((3, 3), tri)
    (True, False)
    """
    x, y = p
    inside = False
    n = len(poly)
    j = n - 1
    for i in range(n):
        xi, yi = poly[i]
        xj, yj = poly[j]
        if (yi > y) != (yj > y):
            cross = xi + (y - yi) * (xj - xi) / (yj - yi)
            if x < cross:
                inside = not inside
        j = i
    return inside


def region_at(pos: Point, mapr: pygame.Rect, polys: Mapping[int, Sequence[Point]],
              tags: Mapping[int, pygame.Rect] | None = None) -> int | None:
    """The region under ``pos``: its tag first (tags stand over the map), then its
    polygon (unit-square points stretched over ``mapr``); ``None`` over the sea."""
    if tags:
        for reg, r in tags.items():
            if r.collidepoint(pos):
                return reg
    if not mapr.collidepoint(pos) or mapr.w <= 0 or mapr.h <= 0:
        return None
    u = ((pos[0] - mapr.x) / mapr.w, (pos[1] - mapr.y) / mapr.h)
    for reg, poly in polys.items():
        if point_in_polygon(u, poly):
            return reg
    return None
