"""Clocks a test controls, for the computer players' time caps.

Every computer player that caps its thinking in seconds reads its clock from one module-level
function of its own module (``_clock``: processor time in real play). A test replaces it with
one of these, so the player's choice and where its search stops do not depend on the machine's
speed or load:

- :func:`still`: the clock stands still, no cap is ever reached, and the search ends at its own
  budget of iterations, worlds or judged positions (the same moves on every machine);
- :class:`SteppingClock`: the clock moves on by a fixed step at each reading, so a search that
  respects its cap stops after a known number of readings.

>>> clock = SteppingClock(0.5)
>>> clock(), clock(), clock.readings
(0.5, 1.0, 2)
>>> still()
0.0
"""
from __future__ import annotations


def still() -> float:
    """A clock that never moves: a time cap measured on it is never reached."""
    return 0.0


class SteppingClock:
    """A clock that moves on by ``step`` seconds at each reading, and counts its readings."""

    def __init__(self, step: float, start: float = 0.0):
        self.step = step
        self.now = start
        self.readings = 0

    def __call__(self) -> float:
        """The next reading: ``step`` seconds past the last one."""
        self.readings += 1
        self.now += self.step
        return self.now
