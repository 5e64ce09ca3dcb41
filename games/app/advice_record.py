"""What a game's record keeps of advice (``extras["advice"]``), pure (no pygame): ``allowed``
(the set-up screen's choice; when absent, advice is allowed when a computer plays) and
``asked``, a list of ``[moves made, seat]``, one per request. The game screen adds the
requests (:mod:`games.app.scenes.game_advice`), its log shows them and the end screen counts them.
"""
from __future__ import annotations

from games.core.record import Record


def advice_allowed(record: Record) -> bool:
    """True when the game's set-up allows advice (by default: when a computer plays)."""
    got = record.extras.get("advice")
    if isinstance(got, dict) and isinstance(got.get("allowed"), bool):
        return got["allowed"]
    return any(not s.is_person for s in record.seats)


def advice_requests(record: Record) -> list[tuple[int, int]]:
    """The requests for advice kept with the game: ``(moves made then, seat)``, in order, only
    those of moves still in the record (a request before a move taken back is forgotten)."""
    got = record.extras.get("advice")
    asked = got.get("asked") if isinstance(got, dict) else None
    if not isinstance(asked, list):
        return []
    n, seats = len(record.actions), len(record.seats)
    return [(k, s) for k, s in (x for x in asked if isinstance(x, list) and len(x) == 2)
            if type(k) is int and type(s) is int and 0 <= k <= n and 0 <= s < seats]


def forget_requests_after(record: Record) -> None:
    """After moves were taken back: forget the requests made after the moves the record still
    holds (the log's line and the end screen's count go with the moves)."""
    got = record.extras.get("advice")
    asked = got.get("asked") if isinstance(got, dict) else None
    if isinstance(asked, list):
        n = len(record.actions)
        asked[:] = [x for x in asked if not (isinstance(x, list) and x and type(x[0]) is int and x[0] > n)]


def advice_counts(record: Record) -> list[int]:
    """How many times each seat asked for advice."""
    out = [0] * len(record.seats)
    for _k, s in advice_requests(record):
        out[s] += 1
    return out
