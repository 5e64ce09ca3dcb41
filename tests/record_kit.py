"""What the tests of records and saves share: a record grown by first legal moves.

>>> # record = first_moves(Record("caesar", seats, seed=4), 2)
"""
from __future__ import annotations

from games.core.record import Record


def first_moves(record: Record, n: int) -> Record:
    """``record`` with ``n`` more moves, each the first legal move of the seat to act."""
    state = record.replay()
    for _ in range(n):
        seat = state.to_act()[0]
        action = state.legal_actions(seat)[0]
        state.apply(seat, action)
        record.actions.append((seat, action))
    return record
