"""Caesar's components: the 5x5 board's squares and the lines between them, the counters and cards
of each player, the phases and the end conditions, and the names of squares and cards in the log."""
from __future__ import annotations

from ..core.text import Msg

GAME = "caesar"
SIZE = 5
N_SQUARES = SIZE * SIZE
#: counters of each colour
COUNTERS = 5
#: the counter of no player
NEUTRAL = -1
#: the flag card
FLAG = 0
#: every player's cards at the start
ALL_CARDS: tuple[int, ...] = tuple(range(10))
#: a committed card another seat may not see
HIDDEN = -1
#: the end conditions, in the order the reason names them
END_REASONS = ("cards", "players", "stuck", "passes")

PHASE_PLACE = "place"
PHASE_PLAY = "play"
PHASE_STRUGGLE = "struggle"
PHASE_OVER = "over"


def square_name(square: int) -> str:
    """The log name of ``square``: column letter A-E, row number 1-5."""
    return "ABCDE"[square % SIZE] + str(square // SIZE + 1)


def parse_square(name: str) -> int:
    """Inverse of :func:`square_name` (``"C2"`` -> 7)."""
    col = "ABCDE".index(name[0].upper())
    row = int(name[1:]) - 1
    if not 0 <= row < SIZE:
        raise ValueError(name)
    return row * SIZE + col


def _rays(square: int) -> tuple[tuple[int, ...], ...]:
    """The squares seen from ``square`` going up, left, right, down (nearest first)."""
    row, col = divmod(square, SIZE)
    up = tuple((r * SIZE + col) for r in range(row - 1, -1, -1))
    left = tuple((row * SIZE + c) for c in range(col - 1, -1, -1))
    right = tuple((row * SIZE + c) for c in range(col + 1, SIZE))
    down = tuple((r * SIZE + col) for r in range(row + 1, SIZE))
    return tuple(r for r in (up, left, right, down) if r)


#: per square, its four rays (only the non-empty ones), ordered so targets come out sorted
RAYS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(_rays(sq) for sq in range(N_SQUARES))


def in_line(board, square: int) -> list[int]:
    """The squares holding a stack in line with ``square`` (sorted)."""
    out = []
    for ray in RAYS[square]:
        for t in ray:
            if board[t]:
                out.append(t)
                break
    return out


def between(a: int, b: int) -> tuple[int, ...] | None:
    """The squares strictly between ``a`` and ``b``, or ``None`` if not in one row or column."""
    ra, ca = divmod(a, SIZE)
    rb, cb = divmod(b, SIZE)
    if a == b or (ra != rb and ca != cb):
        return None
    step = 1 if ra == rb else SIZE
    if b < a:
        step = -step
    return tuple(range(a + step, b, step))


def card_msg(card: int) -> Msg:
    """The name of a card: "the flag", "a 7" or "an 8"."""
    if card == FLAG:
        return Msg("caesar.card.flag")
    return Msg("caesar.card.eight" if card == 8 else "caesar.card.n", {"n": card})
