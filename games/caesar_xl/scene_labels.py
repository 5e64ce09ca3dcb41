"""Where the Caesar XL board writes each place's name: clear of every stack, every place and
every other name, and crossed by no route or tie that is not the place's own.

:func:`place_labels` is given, in screen pixels, each place's point, the sizes its name may
take (one line, or two for a name with a part in brackets), what each place keeps for
itself (its mark, the stack that may stand on it with its badge, its markers: see
:meth:`~.scene_paint.BoardPainter.reserved`) and the lines of the routes and ties with the
places they join. It tries the name under the place's stack, above it, beside it, at its
corners, a little further off, on two lines, a size smaller, and keeps the cheapest spot:
covering a stack, a mark or another name costs most, then a spot nearer another place than
its own, then one crossed by a route of other places, one on what an empty place keeps for
a stack, a tie of others across it; further off, on two lines a little. The most crowded
places choose first; the names that still cost choose again, two names in each other's way
both choose again. A name no spot near its place keeps clear of other places' routes is
drawn on a backing (:attr:`Spot.backed`). Placed once for a zoom with no stack, the names
then only move where the stacks standing now would cover them.

It knows no rules and draws nothing.

>>> a, b = pygame.Rect(90, 90, 20, 20), pygame.Rect(90, 120, 20, 20)
>>> spots = place_labels([("a", (100, 100), a, [(40, 12, 0)]), ("b", (100, 130), b, [(40, 12, 0)])],
...                      {"a": [a], "b": [b]}, [((100, 100), (100, 130), frozenset({"a", "b"}), False)],
...                      pygame.Rect(0, 0, 300, 300), 2)
>>> spots["a"].rect.colliderect(spots["b"].rect), spots["a"].rect.colliderect(b), spots["b"].cost
(False, False, 0)
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Mapping, Sequence

import pygame

Point = tuple[float, float]
#: a line of a route or a tie on the screen, the places it belongs to and whether it is a tie
Segment = tuple[Point, Point, frozenset, bool]

#: what a spot costs: covering a kept rectangle or another name; leaving the frame; nearer
#: another place than its own; a route of other places across it; covering what a place
#: keeps for a stack not there now; a tie of other places across it; a route or tie of its
#: own across it; two lines; each step further from the place
COVER, OUTSIDE, ASTRAY, FOREIGN, SPARE, TIE, OWN, TWO_LINES, STEP = 1000, 1000, 400, 300, 60, 50, 6, 3, 1
#: what writing a name a size smaller costs (where no spot is left for it at its size)
SMALLER = 200


@dataclass
class Spot:
    """Where a name goes: its box on the screen, which of the sizes it takes (0: one line,
    1: two), what the spot costs (0: clear of everything) and whether a route of other places
    crosses it (where no spot near the place is clear of them: the name is drawn on a backing,
    the route passing under it)."""

    rect: pygame.Rect
    form: int
    cost: int
    backed: bool = False


def candidates(centre: Point, box: pygame.Rect, size: tuple[int, int], gap: int) -> list[tuple[pygame.Rect, int]]:
    """The boxes a name of ``size`` may take round a place at ``centre`` keeping ``box`` (its
    stack), in the order they are preferred, each with its steps from the best one.

    >>> [r.topleft for r, _ in candidates((50, 50), pygame.Rect(40, 40, 20, 20), (10, 6), 2)[:4]]
    [(45, 62), (45, 32), (62, 47), (28, 47)]
    """
    w, h = size
    cx, cy = centre
    out: list[tuple[pygame.Rect, int]] = []

    def add(x: float, y: float, steps: int) -> None:
        out.append((pygame.Rect(round(x), round(y), w, h), steps))

    for far in (0, 1, 2):
        extra = far * max(3, h // 2)
        below, above = box.bottom + gap + extra, box.top - gap - h - extra
        right, left = box.right + gap + extra, box.left - gap - w - extra
        base = far * 4
        add(cx - w / 2, below, base)
        add(cx - w / 2, above, base + 1)
        add(right, cy - h / 2, base + 1)
        add(left, cy - h / 2, base + 1)
        for k, shift in enumerate((w / 4, w / 2 - box.w / 4)):
            for sign in (1, -1):
                add(cx - w / 2 + sign * shift, below, base + 2 + k)
                add(cx - w / 2 + sign * shift, above, base + 2 + k)
        for k, shift in enumerate((h / 2 + 1, h + 2, box.h / 2 + h / 2)):
            for sign in (1, -1):
                add(right, cy - h / 2 + sign * shift, base + 2 + k)
                add(left, cy - h / 2 + sign * shift, base + 2 + k)
        for x in (right, left):                 # the corners
            add(x, below, base + 3)
            add(x, above, base + 3)
    return out


class _Board:
    """What the spots are checked against."""

    def __init__(self, kept: Mapping[str, Sequence[pygame.Rect]], spare: Mapping[str, Sequence[pygame.Rect]],
                 segments: Sequence[Segment], frame: pygame.Rect, points: Mapping[str, Point]):
        self.kept = [pygame.Rect(r) for rs in kept.values() for r in rs]
        self.spare = [rs[0].unionall(list(rs[1:])) for rs in spare.values() if rs]   # one a place
        self.segments = list(segments)
        self.frame = frame
        self.points = dict(points)

    def near(self, area: pygame.Rect) -> "_Board":
        """The same board cut to what may touch ``area`` (the spots of one place)."""
        cut = _Board({}, {}, [], self.frame, {})
        cut.kept = [self.kept[i] for i in area.collidelistall(self.kept)]
        cut.spare = [self.spare[i] for i in area.collidelistall(self.spare)]
        for seg in self.segments:
            (x0, y0), (x1, y1) = seg[0], seg[1]
            if area.colliderect(pygame.Rect(min(x0, x1) - 2, min(y0, y1) - 2, abs(x1 - x0) + 5, abs(y1 - y0) + 5)):
                cut.segments.append(seg)
        reach = area.inflate(area.w, area.h)
        cut.points = {p: q for p, q in self.points.items() if reach.collidepoint(q)}
        return cut

    def crossed(self, place: str, rect: pygame.Rect) -> bool:
        """True when a route (not a tie) of other places crosses ``rect``."""
        return any(not tie and place not in owners and rect.clipline(a, b) for a, b, owners, tie in self.segments)

    def cost(self, place: str, rect: pygame.Rect, names: Sequence[pygame.Rect], own: Point,
             limit: float = float("inf")) -> int:
        """What ``rect`` costs as the name of ``place`` (at ``own``) beside the ``names``
        placed already (once it reaches ``limit``, what it has reached: the spot is no better)."""
        n = len(rect.collidelistall(self.kept)) + len(rect.inflate(2, 2).collidelistall(names))
        total = COVER * n + SPARE * len(rect.collidelistall(self.spare))
        if not self.frame.contains(rect):
            total += OUTSIDE
        if total >= limit:
            return total
        for a, b, owners, tie in self.segments:
            if rect.clipline(a, b):
                total += OWN if place in owners else (TIE if tie else FOREIGN)
        if total >= limit:
            return total
        # the name's point nearest its place: no other place nearer to it
        near = pygame.Rect(round(min(max(own[0], rect.left), rect.right)), round(min(max(own[1], rect.top),
                                                                                    rect.bottom)), 0, 0)
        d_own = _reach(near, own)
        if any(_reach(near, q) < d_own for p, q in self.points.items() if p != place):
            total += ASTRAY
        return total


def _reach(rect: pygame.Rect, q: Point) -> float:
    """How far the point ``q`` is from the box ``rect`` (0 inside), squared.

    >>> _reach(pygame.Rect(0, 0, 10, 10), (13, 14)), _reach(pygame.Rect(0, 0, 10, 10), (5, 5))
    (25, 0)
    """
    dx = max(rect.left - q[0], 0, q[0] - rect.right)
    dy = max(rect.top - q[1], 0, q[1] - rect.bottom)
    return dx * dx + dy * dy


def place_labels(places: Iterable[tuple[str, Point, pygame.Rect, Sequence[tuple[int, int]]]],
                 kept: Mapping[str, Sequence[pygame.Rect]], segments: Sequence[Segment], frame: pygame.Rect,
                 gap: int, spare: Mapping[str, Sequence[pygame.Rect]] | None = None,
                 start: Mapping[str, Spot] | None = None) -> dict[str, Spot]:
    """Each place's name spot (see the module text): ``places`` are ``(id, point, box, sizes)``
    (the box the name goes round, the ways the name may be written as ``(width, height,
    cost)``: on one line, on two if it may be broken, a size smaller), ``kept`` the
    rectangles each place keeps (its mark, the stacks on it),
    ``spare`` what places keep for a stack not there now (a name covers it only when nothing
    else is left), ``segments`` the routes' and ties' lines, ``frame`` where the names must
    stay, ``gap`` the room left round a box. From a ``start`` (the spots of the same places
    with no stack: the names stay put), only the names a stack or a line now covers move."""
    places = list(places)
    points = {p: pt for p, pt, _, _ in places}
    board = _Board(kept, spare or {}, segments, frame, points)

    def crowd(item) -> int:
        p, (x, y), box, _ = item
        reach = 3 * max(box.w, 1)
        return -sum(1 for q, (u, v) in points.items() if q != p and abs(u - x) < reach and abs(v - y) < reach)

    order = sorted(places, key=crowd)
    tries = {p: [(form, rect, steps + extra) for form, (w, h, extra) in enumerate(sizes)
                 for rect, steps in candidates(pt, box, (w, h), gap)] for p, pt, box, sizes in places}
    local = {p: board.near(ts[0][1].unionall([t[1] for t in ts])) for p, ts in tries.items()}
    spots: dict[str, Spot] = {}

    def best(p: str, pt: Point) -> Spot:
        others = [s.rect for q, s in spots.items() if q != p]
        top: Spot | None = None
        for form, rect, steps in tries[p]:
            if top is not None and STEP * steps >= top.cost:
                continue
            c = local[p].cost(p, rect, others, pt, top.cost - STEP * steps if top else float("inf")) + STEP * steps
            if top is None or c < top.cost:
                top = Spot(rect, form, c)
                if c == 0:
                    break
        assert top is not None
        return top

    def worth(p: str, pt: Point) -> int:
        return local[p].cost(p, spots[p].rect, [t.rect for q, t in spots.items() if q != p], pt)

    if start is not None:
        spots.update((p, Spot(start[p].rect.copy(), start[p].form, 0)) for p, _, _, _ in places)
        least = FOREIGN                               # what makes a name move from where it stood
    else:
        for p, pt, _, _ in order:
            spots[p] = best(p, pt)
        least = SPARE
    for _ in range(3):                                # names that cost choose again
        moved = False
        for p, pt, _, _ in order:
            now = worth(p, pt)
            if now >= least:
                again = best(p, pt)
                if again.cost < now:
                    spots[p], moved = again, True
        if not moved:
            break
    _untangle(order, spots, worth, best)
    for p, pt, _, _ in order:                         # what each spot itself costs, beside the others
        spots[p].cost = worth(p, pt)
        spots[p].backed = local[p].crossed(p, spots[p].rect)
    if start is not None and any(sp.cost >= COVER for sp in spots.values()):
        # some name found no room where it stood: every name chooses afresh, if that is better
        fresh = place_labels(places, kept, segments, frame, gap, spare)
        if _covering(fresh) < _covering(spots):
            return fresh
    return spots


def _untangle(order, spots: dict[str, Spot], worth, best) -> None:
    """Two names still in each other's way both choose again, in either order, if that is
    better for the two (``worth(place, point)``: what its spot costs now; ``best``: its best
    spot beside the others)."""
    at = {p: pt for p, pt, _, _ in order}
    for p, pt, _, _ in order:
        if worth(p, pt) < COVER:
            continue
        for q in [q for q, sq in spots.items() if q != p and sq.rect.inflate(4, 4).colliderect(spots[p].rect)]:
            was = {p: spots[p], q: spots[q]}
            before = worth(p, pt) + worth(q, at[q])
            tries = []
            for first, second in ((p, q), (q, p)):
                del spots[first], spots[second]
                spots[first] = best(first, at[first])
                spots[second] = best(second, at[second])
                tries.append((worth(p, pt) + worth(q, at[q]), {p: spots[p], q: spots[q]}))
                spots.update(was)
            cost, pair = min(tries, key=lambda t: t[0])
            if cost < before:
                spots.update(pair)
                break


def _covering(spots: Mapping[str, Spot]) -> tuple[int, int]:
    """How many names cover something, and what all the names cost."""
    return sum(sp.cost >= COVER for sp in spots.values()), sum(sp.cost for sp in spots.values())
