"""Where each place's stack stands on the Caesar XL board: on its place, moved a little off
its point where a neighbour's stack would touch it (a part of the board painter's geometry).

Some places stand closer on the screen than a stack is wide (Tarsus and Antiochia are 26
pixels apart in a 1280x800 window, a stack of many units 35 wide with its badge), so a stack
right on its point covered half of the next one. Each stack may stand off its place's point
by up to :data:`REACH` of a counter's side in each direction: its place's point stays well
inside its top counter (the stack sits unmistakably on its place), and the stacks of
neighbours move apart. The search is a few passes over the places, each taking the spot
that overlaps the least of the other places' stacks and symbols (the centred spot when it
is clear); it depends only on where the places are on the screen and the counters' size.

>>> pts = {"a": (0, 0), "b": (20, 0)}
>>> room = Room(pts, [pygame.Rect(-15, -15, 30, 30)], pygame.Rect(-5, -5, 10, 10), 30, pts)
>>> off = room.offsets()
>>> off["a"][0] < 0 and off["a"][1] == 0, off["b"]       # (the first moves away, the second stays)
(True, (0.0, 0.0))
>>> room.clear(off)
True
"""
from __future__ import annotations

import math
from typing import Collection, Mapping, Sequence

import pygame

#: how far a stack may stand off its place's point, of a counter's side, in each direction
REACH = 0.4
#: the steps of that reach tried on each side of the point
STEPS = 2
#: what covering another place's zone weighs against covering its stack, and each pixel moved
ZONE_WEIGHT = 3.0
MOVE_WEIGHT = 2.0
#: passes of the search at most
PASSES = 6
#: how many times the board places the names at most, barring the moves of the stacks that left
#: a name astray (or of those moved within this many counters' sides of it: :func:`barring`)
KEEP_ROUNDS, KEEP_REACH = 6, 2.5

Point = tuple[float, float]


def _shifted(rects: Sequence[pygame.Rect], at: Point) -> list[pygame.Rect]:
    """``rects`` (drawn round the point (0, 0)) moved to ``at``."""
    return [r.move(round(at[0]), round(at[1])) for r in rects]


def _overlap(a: Sequence[pygame.Rect], b: Sequence[pygame.Rect]) -> int:
    """The area where the rectangles ``a`` cover the rectangles ``b``."""
    total = 0
    for ra in a:
        for rb in b:
            c = ra.clip(rb)
            total += c.w * c.h
    return total


class Room:
    """The stacks' spots for the places with a stack at the screen ``points`` ({place: (x, y)}):
    ``stack`` is what a stack of many units covers round its top counter's centre (0, 0),
    ``zone`` what a place keeps round its point for its symbol and its name (a stack moved
    onto another place's zone would push that place's name away from it), ``side`` a
    counter's side and ``places`` every place's point (a place with no stack keeps its zone)."""

    def __init__(self, points: Mapping[str, Point], stack: Sequence[pygame.Rect], zone: pygame.Rect,
                 side: float, places: Mapping[str, Point]):
        self.points = dict(points)
        self.stack = list(stack)
        self.zone = zone
        hull = self.stack[0].unionall(self.stack[1:])
        reach = REACH * side
        self.moves = [(reach * i / STEPS, reach * j / STEPS) for i in range(-STEPS, STEPS + 1)
                      for j in range(-STEPS, STEPS + 1)]
        self.moves.sort(key=lambda m: (math.hypot(*m), m))
        near = 2 * reach + max(hull.w, hull.h) + max(abs(c) for c in (hull.left, hull.right, hull.top, hull.bottom))
        self.near = {p: [q for q, b in self.points.items() if q != p and math.dist(a, b) < near]
                     for p, a in self.points.items()}
        reach_zone = near + max(zone.w, zone.h)
        self.zones = {p: [zone.move(round(b[0]), round(b[1])) for q, b in places.items()
                          if q != p and math.dist(a, b) < reach_zone] for p, a in self.points.items()}

    def covers(self, place: str, move: Point, offsets: Mapping[str, Point]) -> int:
        """How much of the neighbours' stacks (where they stand with ``offsets``) the stack of
        ``place`` moved by ``move`` covers."""
        x, y = self.points[place]
        mine = _shifted(self.stack, (x + move[0], y + move[1]))
        total = 0
        for q in self.near[place]:
            qx, qy = self.points[q]
            ox, oy = offsets.get(q, (0.0, 0.0))
            total += _overlap(mine, _shifted(self.stack, (qx + ox, qy + oy)))
        return total

    def cost(self, place: str, move: Point, offsets: Mapping[str, Point]) -> float:
        """What standing moved by ``move`` costs the stack of ``place``: the neighbours' stacks it
        covers, the other places' zones it covers, and how far it moved."""
        x, y = self.points[place]
        mine = _shifted(self.stack, (x + move[0], y + move[1]))
        return (self.covers(place, move, offsets) + ZONE_WEIGHT * _overlap(mine, self.zones[place])
                + MOVE_WEIGHT * math.hypot(*move))

    def offsets(self, barred: Mapping[str, Collection[Point]] | None = None) -> dict[str, Point]:
        """Each place's stack's move off its point (``(0, 0)`` where no other stack is near),
        never one of the moves ``barred`` for its place (``{place: moves}``: where its name or a
        neighbour's was left astray, :func:`astray`)."""
        barred = barred or {}
        offsets: dict[str, Point] = {p: (0.0, 0.0) for p in self.points}
        crowded = sorted(p for p, near in self.near.items() if near)
        for _ in range(PASSES):
            changed = False
            for p in crowded:
                if not self.covers(p, offsets[p], offsets):
                    continue
                now = self.cost(p, offsets[p], offsets)
                moves = [m for m in self.moves if m not in barred.get(p, ())]
                best = min(moves, key=lambda m: self.cost(p, m, offsets))
                if self.cost(p, best, offsets) < now - 1e-6:
                    offsets[p] = best
                    changed = True
            if not changed:
                break
        return offsets

    def clear(self, offsets: Mapping[str, Point]) -> bool:
        """No two stacks standing with ``offsets`` overlap."""
        def at(p: str) -> list[pygame.Rect]:
            return _shifted(self.stack, (self.points[p][0] + offsets[p][0], self.points[p][1] + offsets[p][1]))
        return not any(_overlap(at(p), at(q)) for p in self.points for q in self.near[p])


def astray(names: Mapping[str, pygame.Rect], points: Mapping[str, Point], margin: float = 1.0) -> list[str]:
    """The places whose name's box (``names``) is not plainly nearer (by ``margin`` pixels) the
    place's own point than every other place's (``points``), from the box to the points.

    A stack moved off its point moves the name round it: where the name then finds no spot
    nearer its own place, the board places it again with that move of the stack barred
    (:meth:`Room.offsets`).

    >>> astray({"a": pygame.Rect(0, 10, 10, 5), "b": pygame.Rect(40, 0, 10, 5)}, {"a": (5, 0), "b": (5, 20)})
    ['a', 'b']
    """
    out = []
    for p, r in names.items():
        left, top, right, bottom = r.left, r.top, r.right, r.bottom
        px, py = points[p]
        own = math.hypot(max(left - px, 0, px - right), max(top - py, 0, py - bottom)) + margin
        for q, (x, y) in points.items():       # (the distance from the box, each axis alone first)
            dx = left - x if x < left else (x - right if x > right else 0)
            if dx > own or q == p:
                continue
            dy = top - y if y < top else (y - bottom if y > bottom else 0)
            if dy <= own and math.hypot(dx, dy) <= own:
                out.append(p)
                break
    return sorted(out)


def barring(names: Mapping[str, pygame.Rect], bare: Mapping[str, pygame.Rect], points: Mapping[str, Point],
            offsets: Mapping[str, Point], reach: float,
            barred: Mapping[str, frozenset]) -> dict[str, frozenset] | None:
    """The moves of the stacks to bar (``{place: moves}``, with those ``barred`` already) where
    the stacks standing with ``offsets`` left a name astray (``names``; :func:`astray`) that was
    not astray with no stack (``bare``): the move of the place's own stack, else those of the
    stacks moved within ``reach`` of its point; None where no move is newly barred.

    >>> names, pts = {"a": pygame.Rect(0, 10, 10, 5)}, {"a": (5, 0), "b": (5, 20)}
    >>> barring(names, {"a": pygame.Rect(0, -10, 10, 5)}, pts, {"a": (0, 3)}, 30, {})
    {'a': frozenset({(0, 3)})}
    """
    moved = {p: off for p, off in offsets.items() if off != (0.0, 0.0)}
    lost = set(astray(names, points)) - set(astray(bare, points))
    bar = {p for p in moved if p in lost}
    bar = bar or {p for p in moved if any(math.dist(points[p], points[q]) <= reach for q in lost)}
    bar = {p for p in bar if moved[p] not in barred.get(p, ())}
    if not bar:
        return None
    out = dict(barred)
    for p in bar:
        out[p] = out.get(p, frozenset()) | {moved[p]}
    return out


#: how much a spread counter over another place's symbol weighs, against one over a stack or a
#: name (100): a name it covers is written again clear of the spread, a symbol is hidden (and
#: the marker on it)
MARK_WEIGHT = 300


def fan(centre: Point, n: int, s: float, gap: int, inside: pygame.Rect, avoid: Sequence[pygame.Rect],
        marks: Sequence[pygame.Rect]) -> list[Point]:
    """The centres of ``n`` counters of side ``s`` spread out from a stack at ``centre``: a
    block of rows with one counter where the stack stands, of the shape and on the side that
    covers the least of what lies outside ``inside`` (weighing most: a stack spread at Roma
    ran under the header), of ``avoid`` (stacks and names) and of ``marks`` (places' symbols),
    each counter with ``gap`` round it.

    >>> fan((100, 100), 3, 10, 0, pygame.Rect(0, 0, 200, 200), [pygame.Rect(80, 80, 60, 19)], [])  # (a name above)
    [(100.0, 110.8), (110.8, 110.8), (100.0, 100.0)]
    """
    cell = s * 1.08
    reach = round((n + APART / 2 + 1) * cell + s + 2 * gap)     # (what no counter of the fan can reach is let be)
    near = pygame.Rect(round(centre[0]) - reach, round(centre[1]) - reach, 2 * reach, 2 * reach)
    avoid = [avoid[i] for i in near.collidelistall(list(avoid))]
    marks = [marks[i] for i in near.collidelistall(list(marks))]
    costs: dict[tuple[int, int], float] = {}

    def covers(di: int, dj: int) -> float:
        """What a counter ``(di, dj)`` half cells off the stack covers (worked out once)."""
        out = costs.get((di, dj))
        if out is None:
            x, y = centre[0] + di * cell / 2, centre[1] + dj * cell / 2
            b = pygame.Rect(round(x - s / 2 - gap), round(y - s / 2 - gap), round(s + 2 * gap), round(s + 2 * gap))
            inner = b.clip(inside)
            out = 1000 * (b.w * b.h - inner.w * inner.h) + MARK_WEIGHT * _area(b, marks) + 100 * _area(b, avoid)
            costs[(di, dj)] = out
        return out
    best: tuple[float, list] | None = None
    for cols, cells in _blocks(n):
        rows = 1 + max(j for _, j in cells)
        for ai, aj in sorted(cells, key=lambda c: (abs(c[0] - (cols - 1) / 2), c[1])):
            cost = rows + sum(covers(2 * (i - ai), 2 * (j - aj)) for i, j in cells)
            if best is None or cost < best[0]:
                best = (cost, [(centre[0] + (i - ai) * cell, centre[1] + (j - aj) * cell) for i, j in cells])
    if best is not None and best[0] >= DETACHED and n > 1:
        def crosses(a: Point, b: Point) -> float:
            """What a line from ``a`` to ``b`` crosses of the symbols and the stacks and names."""
            return LINE_WEIGHT * sum(1 for r in marks + avoid if r.clipline(a, b))
        best = min(best, _apart(centre, n, cell, covers, crosses), key=lambda b: b[0])
    return best[1] if best is not None else [centre]


#: what a spread block standing apart from its city's counter costs over one joined to it, and
#: each half cell further away (a block joined to its counter is the plainer, where it is clear)
DETACHED, FURTHER = 60.0, 8.0
#: what a line joining a block apart to its counter weighs for each symbol, stack or name it crosses
LINE_WEIGHT = 2000.0
#: how far a block standing apart may stand from its city's counter at most, half cells
APART = 8


def _apart(centre: Point, n: int, cell: float, covers, crosses) -> tuple[float, list]:
    """The cheapest spread of ``n`` counters (by ``covers`` of half-cell steps) with one on the
    stack's spot and the other ``n - 1`` in a block standing apart from it, at least half a cell
    clear of it (a line joins them, crossing the least by ``crosses``): a block joined to its
    city's counter ran over the next city's symbol wherever it was turned. The counter on the
    city comes first."""
    best: tuple[float, list] = (math.inf, [centre])
    for _, cells in _blocks(n - 1):
        w, h = 1 + max(i for i, _ in cells), 1 + max(j for _, j in cells)
        for bx in range(-2 * w - APART, APART + 3):
            for by in range(-2 * h - APART, APART + 3):
                far = max(bx - 3, -2 * w - bx - 1, by - 3, -2 * h - by - 1)     # (the gap, half cells)
                if far < 0:
                    continue
                cost = DETACHED + FURTHER * far + h + covers(0, 0)
                for i, j in cells:
                    cost += covers(bx + 2 * i, by + 2 * j)
                    if cost >= best[0]:
                        break
                if cost < best[0]:
                    block = [(centre[0] + (bx + 2 * i) * cell / 2, centre[1] + (by + 2 * j) * cell / 2) for i, j in cells]
                    cost += crosses(centre, min(block, key=lambda c: math.dist(centre, c)))
                    if cost < best[0]:
                        best = (cost, [centre] + block)
    return best


def _area(box: pygame.Rect, rects: Sequence[pygame.Rect]) -> int:
    """The area where ``box`` covers ``rects``."""
    return sum(box.clip(rects[i]).w * box.clip(rects[i]).h for i in box.collidelistall(rects))


def _blocks(n: int) -> list[tuple[int, list[tuple[int, int]]]]:
    """The blocks ``n`` counters may be spread in, as ``(columns, cells)``: rows of 4, 3, 2, 6
    or 1, and, where the last row is short, that row at either end and the block either way up
    (or turned a quarter), so that a fan beside a name finds the shape that leaves it clear.

    >>> [cells for _, cells in _blocks(3)][:3]
    [[(0, 0), (1, 0), (2, 0)], [(0, 0), (0, 1), (0, 2)], [(0, 0), (1, 0), (0, 1)]]
    """
    out: dict[tuple, tuple[int, list[tuple[int, int]]]] = {}
    for cols in dict.fromkeys((min(n, 4), min(n, 3), min(n, 2), min(n, 6), 1)):
        rows = -(-n // cols)
        base = [(k % cols, k // cols) for k in range(n)]
        for flip_x in (False, True):
            for flip_y in (False, True):
                for turn in (False, True):
                    cells = [(cols - 1 - i if flip_x else i, rows - 1 - j if flip_y else j) for i, j in base]
                    if turn:
                        cells = [(j, i) for i, j in cells]
                    key = tuple(sorted(cells))
                    if key not in out:
                        out[key] = (rows if turn else cols, cells)
    return list(out.values())


def lifted(name: pygame.Rect, fanned: Sequence[pygame.Rect], inside: pygame.Rect) -> pygame.Rect | None:
    """Where a name's box ``name`` goes while a stack is spread over it (its counters'
    boxes ``fanned``): None when no counter touches it, else the nearest of its box moved
    straight up, down, left or right just clear of the spread counters, inside ``inside``
    if it can be (a spread stack never hides a name).

    >>> lifted(pygame.Rect(0, 0, 20, 10), [pygame.Rect(5, 5, 10, 10)], pygame.Rect(-50, -50, 100, 100))
    Rect(0, -6, 20, 10)
    >>> lifted(pygame.Rect(0, 0, 20, 10), [pygame.Rect(30, 5, 10, 10)], pygame.Rect(-50, -50, 100, 100)) is None
    True
    """
    if name.collidelist(list(fanned)) < 0:
        return None
    block = fanned[0].unionall(list(fanned[1:])) if len(fanned) > 1 else pygame.Rect(fanned[0])
    tries = [name.move(0, block.top - 1 - name.bottom), name.move(0, block.bottom + 1 - name.top),
             name.move(block.left - 1 - name.right, 0), name.move(block.right + 1 - name.left, 0)]
    tries.sort(key=lambda r: (not inside.contains(r), abs(r.x - name.x) + abs(r.y - name.y)))
    return tries[0]
