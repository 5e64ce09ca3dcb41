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
        data["assist"] = bool(data.get("assist", True))          # on unless the player turned it off

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
    """What logic proves for one seat from one view (cheap parts at once, the sums a slice at
    a time).

    ``mark(card, loc)`` -> ``"has"``/``"not"``/``None``; ``total(line, idx, loc)``
    -> an exact count or ``None``; ``sums`` -> the conspirator sums still
    possible (``None`` while being worked out, by :meth:`steps`).
    """

    def __init__(self, view, seat: int, want_sums: bool = True):
        self.n_seats = view.n_seats
        self.k = Knowledge.from_view(view, seat)
        self.ok = self.k.model.ok
        self._possible = [self.k.possible(c) if self.ok else set() for c in range(N_COLOURS * N_VALUES)]
        self.sums: list[int] | None = None
        self._totals: dict = {}
        self._found: list[int] = []
        self._left = self._sums_to_try() if want_sums and self.ok else None

    def _sums_to_try(self) -> list[int]:
        try:
            return self.k.sums_to_try()
        except Exception:  # pragma: no cover - the assist is a help, never a crash
            return []

    def cancel(self) -> None:
        """Stop working out the sums (a newer view replaced this one)."""
        self._left = None

    def working(self) -> bool:
        """True while the sums are being worked out."""
        return self._left is not None

    def steps(self):
        """Work out the sums not yet ruled out, a sum a step (a search per sum, 1-16 ms each; a
        view's sums took 100-270 ms, on a thread whose processor time fell in the window's
        frames): a task of the app's scheduler. ``sums`` is known at its end."""
        try:
            while self._left:
                total = self._left.pop(0)
                if self.k.sum_listed(total):         # (the list a reason counts: the same test)
                    self._found.append(total)
                if self._left:
                    yield
        except Exception:  # pragma: no cover - the assist is a help, never a crash
            self._found = []
        if self._left is not None:
            self.sums, self._left = self._found, None

    def work(self) -> bool:
        """Work out every sum left now; True once ``sums`` is known (or nothing is left to do)."""
        for _ in self.steps():
            pass
        return True

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
        """The count proved for a total box, or None (each box worked out once per view: the
        notes sheet asks at every drawing, and a count runs over every hand still possible)."""
        if not self.ok:
            return None
        key = (line, idx, self._loc(loc))
        if key not in self._totals:
            who = key[2]
            if line == "col":
                lo, hi = self.k.count_range(who, colour=idx)
            else:
                lo, hi = self.k.count_range(who, value=idx)
            self._totals[key] = lo if lo == hi else None
        return self._totals[key]
