"""Caesar positions for the reason and review tests: stacks laid by square name on an otherwise
empty board, in the play phase with the ten counters of the start placed."""
from __future__ import annotations

from games.caesar.components import parse_square as sq  # noqa: F401  (the tests name squares "C3")
from games.caesar.rules import PHASE_PLAY, new_game


def position(stacks: dict[str, tuple], turn: int = 6, hands: list | None = None, mover: int = 0):
    """A two-seat game on ``turn``, ``mover`` to play, with ``stacks`` (square name -> its
    counters' owners) on the board and, when given, ``hands``."""
    s = new_game(2, 0, {})
    board: list[tuple] = [()] * 25
    for name, stack in stacks.items():
        board[sq(name)] = stack
    s.board = board
    s.phase, s.current, s.placed, s.turn = PHASE_PLAY, mover, 10, turn
    if hands is not None:
        s.hands = hands
    return s
