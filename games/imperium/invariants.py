"""Imperium's invariants, from the rule text (checked by ``main.py fuzz`` after every action).

- **markers**: every player has 14 markers; each is in the supply or in a
  region, never negative, never more.
- **choices**: a committed choice is three regions (ascending; a region may
  repeat, by the flags); the choices stay face down until everyone has chosen.
- **turn and phase**: all players choose at once (those who have not chosen are
  to act); placing goes in turn order from the round's first player, who is
  ``round - 1`` seats after the first; only a player short of markers with more
  than one way to fill is asked, and only when their turn to place comes.
- **counting** (:func:`check_step`): when a round is counted, every player's
  points grow by exactly what the score lists give for the markers there
  (ranked by markers, ties take the lowest place they cover, the weakest scores
  nothing) and the counted regions' markers go back to the supplies; at any
  other step no points change.
- **the end**: after round 8 (or, playing to 30, once someone has 30 points, or
  after round 40); the winners are those with the most points.
"""
from __future__ import annotations

from collections import Counter

from ..core.invariants import no_negative, require

#: markers per player (rule: 14 markers)
MARKERS = 14
#: the score list of each region (rule text and the printed board, see the help page)
LISTS = {1: (1,), 2: (2, 1), 3: (3, 2, 1), 4: (4, 2, 1), 5: (5, 3, 2, 1), 6: (6, 3, 2, 1),
         7: (7, 4, 2, 1), 8: (8, 4, 2, 1), 9: (9, 5, 3, 2)}


def counted(rnd: int, goal: str) -> tuple[int, ...]:
    """The regions the counting of round ``rnd`` counts.

    >>> counted(3, "rounds8"), counted(8, "rounds8"), counted(8, "points30"), counted(18, "points30")
    ((3,), (8, 9), (8,), (1, 2))
    """
    if goal == "rounds8":
        return (8, 9) if rnd == 8 else (rnd,)
    if rnd <= 9:
        return (rnd,)
    k = (rnd - 10) % 8          # 10 -> 1 and 2, 11 -> 3, ..., 17 -> 9
    return (1, 2) if k == 0 else (k + 2,)


def points(region: int, markers: list[int]) -> list[int]:
    """What each player scores in ``region`` with ``markers`` there.

    >>> points(9, [3, 2, 1]), points(9, [2, 2, 1, 0]), points(5, [1, 1, 1])
    ([9, 5, 0], [5, 5, 3, 0], [0, 0, 0])
    """
    n = len(markers)
    everyone = all(m > 0 for m in markers)
    out = []
    for m in markers:
        if m == 0:
            out.append(0)                           # absent: the weakest
            continue
        above = sum(1 for x in markers if x > m)
        tied = sum(1 for x in markers if x == m)
        lowest = above + tied                       # the lowest place the tie covers (1-based)
        if everyone and lowest == n:
            out.append(0)                           # everyone present: the fewest are the weakest
            continue
        values = LISTS[region]
        out.append(values[lowest - 1] if lowest <= len(values) else 0)
    return out


def check(state) -> None:
    """Raise :class:`~games.core.invariants.InvariantError` when the position breaks a rule."""
    n = state.n_seats
    require(len(state.board) == 9, "the map has not nine regions")
    for s in range(n):
        on_map = sum(row[s] for row in state.board)
        require(state.supply[s] + on_map == MARKERS,
                f"seat {s}: {state.supply[s]} in supply + {on_map} on the map != {MARKERS} markers")
        no_negative(f"seat {s}'s markers", [state.supply[s]] + [row[s] for row in state.board])
    no_negative("scores", state.scores)
    goal, rnd, phase = state.goal, state.round, state.phase
    last = 8 if goal == "rounds8" else 40
    require(1 <= rnd <= last, f"round {rnd} out of 1-{last}")
    require(state.start == (rnd - 1) % n, f"round {rnd}'s first player is {state.start}")
    for s, sel in enumerate(state.selections):
        require(sel is None or _valid(sel), f"seat {s} chose {sel!r}")
    to_act = state.to_act()
    if phase == "select":
        want = tuple(s for s in range(n) if state.selections[s] is None)
        require(set(to_act) == set(want) and want, f"to_act {to_act} while {want} have not chosen")
        require(state.pending is None and not state.placed, "placing before everyone chose")
        if rnd > 1:
            for r in counted(rnd - 1, goal):
                require(not any(state.board[r - 1]), f"region {r} was counted but keeps markers")
    elif phase == "fill":
        order = tuple((state.start + i) % n for i in range(n))
        require(tuple(state.order) == order, f"placing order {state.order}, expected {order}")
        k = len(state.placed)
        require(list(state.placed) == list(order[:k]), f"placed {state.placed} out of turn order {order}")
        p = state.pending
        require(k < n and p == order[k], f"seat {p} fills, but {order[k] if k < n else None} places next")
        require(to_act == (p,), f"to_act {to_act} while seat {p} fills")
        sel = state.shown[p]
        require(all(sel is not None and _valid(sel) for sel in state.shown), "a choice not shown while placing")
        require(0 < state.supply[p] < 3 and len(set(sel)) > 1,
                f"seat {p} asked to fill {sel} with {state.supply[p]} markers: only one way")
        require(all(sel is not None for sel in state.selections), "placing before everyone chose")
    else:
        require(phase == "over", f"unknown phase {phase!r}")
        require(to_act == (), "to_act after the end")
    ends = rnd >= 8 if goal == "rounds8" else (max(state.scores) >= 30 or rnd >= 40)
    if phase == "over":
        require(ends, f"the game ended in round {rnd} with {state.scores}")
        out = state.outcome()
        require(list(out.scores) == list(state.scores), f"outcome scores {out.scores} != {state.scores}")
        best = max(state.scores)
        want = tuple(s for s in range(n) if state.scores[s] == best)
        require(tuple(out.winners) == want, f"winners {out.winners}, recomputed {want}")
    else:
        require(goal == "rounds8" or max(state.scores) < 30, f"someone has 30 points but round {rnd} goes on")
        require(state.outcome() is None, "an outcome before the end")


def _valid(sel) -> bool:
    return (isinstance(sel, tuple) and len(sel) == 3 and list(sel) == sorted(sel)
            and all(1 <= r <= 9 for r in sel))


def check_step(before, seat, action, after) -> None:
    """The points of a counting, recomputed from the markers placed (see the module)."""
    n = before.n_seats
    if type(action).__name__ == "Select":
        require(after.phase != "select" or after.round != before.round or after.selections[seat] == action.regions,
                "a choice was not kept")
    was_counted = after.round != before.round or (after.phase == "over" and before.phase != "over")
    if not was_counted:
        require(after.scores == before.scores, f"points changed without a counting: {before.scores} -> {after.scores}")
        return
    # what every player still to place put down in this step
    shown = after.shown
    put = {}
    for s in range(n):
        if s in before.placed:
            put[s] = ()
            continue
        sel, sup = shown[s], before.supply[s]
        if type(action).__name__ == "Fill" and s == seat:
            require(not Counter(action.regions) - Counter(sel) and len(action.regions) == sup,
                    f"seat {s} filled {action.regions} of its choices {sel} with {sup} markers")
            put[s] = tuple(action.regions)
        elif sup >= 3:
            put[s] = tuple(sel)
        elif sup == 0:
            put[s] = ()
        else:
            require(len(set(sel)) == 1, f"seat {s} filled {sel} with {sup} markers without being asked")
            put[s] = tuple(sel[:sup])
    gained = [0] * n
    back = [0] * n
    for r in counted(before.round, before.goal):
        there = [before.board[r - 1][s] + put[s].count(r) for s in range(n)]
        for s, p in enumerate(points(r, there)):
            gained[s] += p
            back[s] += there[s]
    for s in range(n):
        require(after.scores[s] - before.scores[s] == gained[s],
                f"seat {s} scored {after.scores[s] - before.scores[s]} in round {before.round}'s counting, "
                f"the score lists give {gained[s]}")
        want = before.supply[s] - len(put[s]) + back[s]
        require(after.supply[s] == want, f"seat {s} has {after.supply[s]} markers in supply after the counting, "
                                         f"expected {want}")
