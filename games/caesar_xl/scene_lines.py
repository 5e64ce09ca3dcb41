"""The outlines and dashed lines the Caesar XL board painter draws (pure geometry): a city's
square or hexagon, the pieces of a sea route's dashes."""
from __future__ import annotations

import math
from typing import Sequence


def shape_points(shape: str, centre, r: float) -> list[tuple[float, float]]:
    """The outline of a square or hexagon of half-size ``r`` (a circle has none: ``[]``).

    >>> shape_points("square", (0, 0), 2)
    [(-2, -2), (2, -2), (2, 2), (-2, 2)]
    >>> len(shape_points("hexagon", (0, 0), 2)), shape_points("circle", (0, 0), 2)
    (6, [])
    """
    cx, cy = centre
    if shape == "square":
        return [(cx - r, cy - r), (cx + r, cy - r), (cx + r, cy + r), (cx - r, cy + r)]
    if shape == "hexagon":
        return [(cx + r * 1.08 * math.cos(math.pi / 3 * i), cy + r * 1.08 * math.sin(math.pi / 3 * i))
                for i in range(6)]
    return []


def dashes(points: Sequence[tuple[float, float]], dash: float, gap: float) -> list[tuple]:
    """The pieces ``(start, end)`` of a dashed line along ``points``.

    >>> dashes([(0, 0), (10, 0)], 4, 2)
    [((0.0, 0.0), (4.0, 0.0)), ((6.0, 0.0), (10.0, 0.0))]
    """
    out = []
    on, left = True, dash
    for (x0, y0), (x1, y1) in zip(points, points[1:]):
        seg = math.hypot(x1 - x0, y1 - y0)
        t = 0.0
        while seg > 0 and t < seg:
            step = min(left, seg - t)
            a = (x0 + (x1 - x0) * t / seg, y0 + (y1 - y0) * t / seg)
            b = (x0 + (x1 - x0) * (t + step) / seg, y0 + (y1 - y0) * (t + step) / seg)
            if on:
                out.append((a, b))
            t += step
            left -= step
            if left <= 1e-9:
                on = not on
                left = dash if on else gap
    return out
