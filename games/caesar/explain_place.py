"""What a counter placed in Caesar's set-up is for, and why one square rather than the next best
(the set-up's half of :mod:`games.caesar.explain`)."""
from __future__ import annotations

from ..core.text import Msg
from .rules import NEUTRAL, RAYS, Place, State, square_name

WHY = "caesar.why."


def _place_words(view: State, seat: int, square: int) -> Msg:
    """What a counter on ``square`` is for, by the square heuristic's terms (its empty
    neighbours to ally with, a counter of its own beside it, another player's beside it), said as
    what decides this square: a counter of its own beside it, a corner, another player's counter
    beside it, another player's counter touching it only at a corner (which never faces it), an
    inner square or an edge square with every neighbour empty, or none of another player's beside
    it; on an empty board, that an inner square has the most neighbours. "Beside" is up, down, left
    or right, and the words say so where a diagonal could be read into them. (Every square is
    filled before the first struggle: a counter two squares off along a line will not face this
    one.)"""
    board = view.board
    near = [r[0] for r in RAYS[square]]
    own = [sq for sq in near if board[sq] and board[sq][-1] == seat]
    empty = [sq for sq in near if not board[sq]]
    foes = [sq for sq in near if board[sq] and board[sq][-1] not in (seat, NEUTRAL)]
    name = square_name(square)
    if own:
        return Msg(WHY + "place_own", {"square": name, "other": square_name(own[0])})
    if len(near) == 2 and not foes:
        return Msg(WHY + "place_corner", {"square": name})
    if foes and not empty:
        return Msg(WHY + "place_against", {"square": name, "seat_foe": board[foes[0]][-1],
                                           "other": square_name(foes[0])})
    if foes:                    # (beside another player's counter: the two will face each other)
        return Msg(WHY + "place_open_foe", {"square": name, "n": len(empty), "seat_foe": board[foes[0]][-1],
                                            "other": square_name(foes[0])})
    if not any(board):
        return Msg(WHY + "place_first", {"square": name, "n": len(empty)})
    diagonal = [sq for sq in _corners_of(square) if board[sq] and board[sq][-1] not in (seat, NEUTRAL)]
    if diagonal:                # (touching at a corner only: never in line, never facing it)
        return Msg(WHY + "place_diagonal", {"square": name, "n": len(empty), "seat_foe": board[diagonal[0]][-1],
                                            "other": square_name(diagonal[0])})
    if len(empty) == len(near) >= 3:
        return Msg(WHY + ("place_inner" if len(near) == 4 else "place_edge"), {"square": name, "n": len(empty)})
    if any(st and st[-1] not in (seat, NEUTRAL) for st in board):
        return Msg(WHY + "place_clear", {"square": name, "n": len(empty)})
    return Msg(WHY + "place_open", {"square": name, "n": len(empty)})


def _around(board, square: int, seat: int) -> tuple[int, int]:
    """How many of ``seat``'s counters and how many empty squares are beside ``square``."""
    near = [board[r[0]] for r in RAYS[square]]
    return sum(1 for st in near if st and st[-1] == seat), sum(1 for st in near if not st)


def _place_versus(view: State, seat: int, a: Place, b: Place, alt: Msg) -> Msg | None:
    """Why a counter on ``a`` rather than ``b``, the next best square, as the square heuristic
    weighs them: a counter of its own beside ``a`` and none beside ``b``, or more empty squares
    beside ``a`` (neutrals to ally with); ``None`` when neither."""
    (own_a, empty_a), (own_b, empty_b) = (_around(view.board, x.square, seat) for x in (a, b))
    if own_a and not own_b:
        return Msg(WHY + "vs.place_alone", {"alt": alt})
    if empty_a > empty_b:
        return Msg(WHY + "vs.place_fewer", {"alt": alt, "k": empty_a, "j": empty_b})
    return None


def _corners_of(square: int) -> list[int]:
    """The squares that touch ``square`` only at a corner.

    >>> [square_name(sq) for sq in _corners_of(0)], len(_corners_of(12))
    (['B2'], 4)
    """
    row, col = divmod(square, 5)
    return [r * 5 + c for r in (row - 1, row + 1) for c in (col - 1, col + 1) if 0 <= r < 5 and 0 <= c < 5]
