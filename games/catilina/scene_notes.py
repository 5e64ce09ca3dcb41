"""The notes sheet of Catilina: the person's private information sheet.

The rules recommend a sheet with one box per card (values across, colours
down) and an extra box at the end of every row and column for totals; every
box holds the symbols of the other players. This module keeps the marks
(a JSON-ready dict stored in the record's extras under ``notes:<seat>``) and
the optional assist: what :class:`~games.catilina.deduction.Knowledge` proves
from that seat's own view.

Marks are ``"has"`` or ``"not"`` per ``(card, location)``; a location is a seat
number as a string or ``"c"`` for the conspirators. Totals are small numbers
per row or column and location.

>>> n = Notes({})
>>> n.cycle(3, "1")
'has'
>>> n.cycle(3, "1")
'not'
>>> n.cycle(3, "1") is None, n.data["marks"]
(True, {})
"""
from __future__ import annotations

import threading
from typing import Any

from .deduction import CONSPIRATOR, N_COLOURS, N_VALUES, Knowledge

CONSP = "c"
CYCLE = {None: "has", "has": "not", "not": None}


def loc_key(loc) -> str:
    """The notes key of a location (a seat number or the conspirators)."""
    return CONSP if loc in (CONSP, CONSPIRATOR) else str(int(loc))


class Notes:
    """A seat's marks, kept in ``data`` (the dict stored in the record's extras)."""

    def __init__(self, data: dict):
        self.data = data
        if not isinstance(data.get("marks"), dict):
            data["marks"] = {}
        if not isinstance(data.get("totals"), dict):
            data["totals"] = {}
        data["assist"] = bool(data.get("assist", False))

    # ----- marks -----------------------------------------------------------
    def mark(self, card: int, loc) -> str | None:
        """The hand mark of a card for a location: ``"has"``, ``"not"`` or ``None``."""
        v = self.data["marks"].get(f"{card}:{loc_key(loc)}")
        return v if v in ("has", "not") else None

    def cycle(self, card: int, loc) -> str | None:
        """unknown -> has -> has not -> unknown; returns the new mark."""
        key = f"{card}:{loc_key(loc)}"
        new = CYCLE.get(self.mark(card, loc))
        if new is None:
            self.data["marks"].pop(key, None)
        else:
            self.data["marks"][key] = new
        return new

    # ----- totals -----------------------------------------------------------
    def total(self, line: str, idx: int, loc) -> int | None:
        """The count written in a total box (``line`` "col" for a colour row, "val" for a value column)."""
        v = self.data["totals"].get(f"{line}{idx}:{loc_key(loc)}")
        return int(v) if isinstance(v, int) else None

    def step_total(self, line: str, idx: int, loc, delta: int, most: int) -> int | None:
        """Blank -> 0 -> 1 ... -> ``most`` -> blank (``delta`` -1 goes back)."""
        key = f"{line}{idx}:{loc_key(loc)}"
        seq: list[Any] = [None] + list(range(most + 1))
        cur = self.total(line, idx, loc)
        i = seq.index(cur) if cur in seq else 0
        new = seq[(i + delta) % len(seq)]
        if new is None:
            self.data["totals"].pop(key, None)
        else:
            self.data["totals"][key] = new
        return new

    @property
    def assist(self) -> bool:
        return bool(self.data.get("assist"))

    @assist.setter
    def assist(self, on: bool) -> None:
        self.data["assist"] = bool(on)


class Assist:
    """What logic proves for one seat from one view (cheap parts at once, the sums in a thread).

    ``mark(card, loc)`` -> ``"has"``/``"not"``/``None``; ``total(line, idx, loc)``
    -> an exact count or ``None``; ``sums`` -> the conspirator sums still
    possible (``None`` while being worked out).
    """

    def __init__(self, view, seat: int, want_sums: bool = True):
        self.n_seats = view.n_seats
        self.k = Knowledge.from_view(view, seat)
        self.ok = self.k.model.ok
        self._possible = [self.k.possible(c) if self.ok else set() for c in range(N_COLOURS * N_VALUES)]
        self.sums: list[int] | None = None
        self.cancelled = False
        self._lock = threading.Lock()
        if want_sums and self.ok:
            t = threading.Thread(target=self._work_sums, daemon=True)
            t.start()
            self.thread: threading.Thread | None = t
        else:
            self.thread = None

    def cancel(self) -> None:
        """Stop working out the sums (a newer view replaced this one)."""
        self.cancelled = True

    def _work_sums(self) -> None:
        """The sums not yet ruled out, one search per sum (stops early when cancelled)."""
        out = []
        try:
            model = self.k.model
            lo, hi = self.k.sum_bounds()
            for total in range(lo, hi + 1):
                if self.cancelled:
                    return
                if total in model.forbidden:
                    continue
                if model.exists_sum(total, 1500) is not False:
                    out.append(total)
        except Exception:  # pragma: no cover - the assist is a help, never a crash
            out = []
        with self._lock:
            self.sums = out

    def _loc(self, loc):
        return CONSPIRATOR if loc in (CONSP, CONSPIRATOR) else int(loc)

    def mark(self, card: int, loc) -> str | None:
        if not self.ok:
            return None
        poss = self._possible[card]
        where = self._loc(loc)
        if where not in poss:
            return "not"
        if len(poss) == 1:
            return "has"
        return None

    def total(self, line: str, idx: int, loc) -> int | None:
        if not self.ok:
            return None
        who = self._loc(loc)
        if line == "col":
            lo, hi = self.k.count_range(who, colour=idx)
        else:
            lo, hi = self.k.count_range(who, value=idx)
        return lo if lo == hi else None
