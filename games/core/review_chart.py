"""The review's chart measured: a seat's chance at a moment of the game as the chart draws it,
its lowest over the round after a move, and its points made the mean of a round of turns.
"""
from __future__ import annotations


def over_rounds(chart: list[tuple[int, list[float]]], outs: list[set[int]] | None = None) -> list[tuple[int, list[float]]]:
    """Each point of ``chart`` made the mean of the last round of turns (as many moments as
    seats, the point's own last): a seat's estimate is higher at the start of its own turn and
    lower at another's, so moment by moment the lines zigzag with who is to move (Caesar's
    alliance phase: 45, 55, 45, ...); over a round each seat was to move once, and the chart
    shows the game's course. The first points average the moments there are. A seat put out of
    the game at a point (``out``: per point, the seats the game's ``is_out`` says are out) reads
    none there: its earlier chances are no mean for it.

    >>> over_rounds([(0, [0.45, 0.55]), (1, [0.55, 0.45]), (2, [0.45, 0.55]), (3, [0.6, 0.4])])
    [(0, [0.45, 0.55]), (1, [0.5, 0.5]), (2, [0.5, 0.5]), (3, [0.525, 0.475])]
    >>> over_rounds([(0, [0.4, 0.6]), (1, [0.0, 1.0])], [set(), {0}])
    [(0, [0.4, 0.6]), (1, [0.0, 0.8])]
    """
    out = []
    for k, (i, _vals) in enumerate(chart):
        window = [v for _i, v in chart[max(0, k - len(_vals) + 1):k + 1]]
        means = [round(sum(col) / len(window), 6) for col in zip(*window)]
        gone = outs[k] if outs is not None else set()
        out.append((i, [0.0 if s in gone else m for s, m in enumerate(means)]))
    return out


def chart_at(chart: list[tuple[int, list[float]]], index: int, seat: int) -> float | None:
    """The seat's chance to win on the chart where it marks action ``index``: the chart's line
    there (straight between its points, as it is drawn), ``None`` on an empty chart.

    >>> chart_at([(0, [0.5, 0.5]), (4, [0.7, 0.3]), (8, [1.0, 0.0])], 2, 0), chart_at([(0, [0.5, 0.5])], 9, 1)
    (0.6, 0.5)
    """
    if not chart:
        return None
    before = [(i, v[seat]) for i, v in chart if i <= index] or [(chart[0][0], chart[0][1][seat])]
    after = [(i, v[seat]) for i, v in chart if i >= index] or [(chart[-1][0], chart[-1][1][seat])]
    (i0, v0), (i1, v1) = before[-1], after[0]
    return round(v0 if i1 == i0 else v0 + (v1 - v0) * (index - i0) / (i1 - i0), 4)


def low_after(chart: list[tuple[int, list[float]]], index: int, seat: int, n: int) -> float | None:
    """The seat's lowest chance on the chart over the round after action ``index`` (its next
    ``n`` points), ``None`` when none follows. (The review passes the chart without its last
    point, the game's outcome: the end itself is no drop a move made.)

    >>> low_after([(0, [0.5, 0.5]), (2, [0.3, 0.7]), (4, [0.2, 0.8]), (6, [0.6, 0.4])], 1, 0, 2)
    0.2
    """
    after = [v[seat] for i, v in chart if i > index][:n]
    return min(after) if after else None
