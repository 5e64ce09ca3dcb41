"""The one clock that work spread over frames reads, and the budgets it is measured against.

The window cuts some work into slices so that no frame grows long: painting the menu a step
at a time, placing CAESAR!'s names, checking a save's actions, working out Catilina's sums,
making a replay's checkpoints. Each slice asks a :class:`Budget` whether its time is spent,
and every budget reads :func:`clock`: the processor time of this process, unless another
clock is installed with :func:`use_clock` (the tests install one that they control, so that
how much work a frame holds never depends on how busy the machine is).

>>> ticks = iter(range(100))
>>> with use_clock(lambda: next(ticks) / 1000):      # a clock that moves 1 ms a reading
...     budget = Budget(0.003)
...     [budget.spent() for _ in range(4)]
[False, False, True, True]
>>> Budget(None).spent()                               # no budget: never spent
False
"""
from __future__ import annotations

import contextlib
import time
from typing import Callable, Iterator

#: the clock every budget reads (seconds; only differences matter)
_clock: Callable[[], float] = time.process_time


def clock() -> float:
    """The slicing clock's reading now, in seconds."""
    return _clock()


def set_clock(fn: Callable[[], float] | None) -> Callable[[], float]:
    """Install ``fn`` as the slicing clock (``None``: processor time again); returns the
    clock it replaces."""
    global _clock
    before = _clock
    _clock = fn if fn is not None else time.process_time
    return before


@contextlib.contextmanager
def use_clock(fn: Callable[[], float] | None) -> Iterator[None]:
    """The slicing clock is ``fn`` inside the ``with`` block."""
    before = set_clock(fn)
    try:
        yield
    finally:
        set_clock(before)


def frozen() -> float:
    """A clock that never moves: every budget read by it lasts until its work is done (and a
    computer player's time cap read by it is never reached: its search ends at its own budget
    of iterations, worlds or positions, the same moves on every machine).

    >>> with use_clock(frozen):
    ...     Budget(0.010).spent(), Budget(0.0).spent()    # (a budget of 0 holds one step)
    (False, True)
    """
    return 0.0


#: the same clock under the name the computer players' tests use
still = frozen


class SteppingClock:
    """A clock that moves on by ``step`` seconds at each reading and counts its readings: a
    slice, or a search that respects its cap, then holds the same number of readings on
    every machine.

    >>> c = SteppingClock(0.5)
    >>> c(), c(), c(), c.readings
    (0.5, 1.0, 1.5, 3)
    """

    def __init__(self, step: float, start: float = 0.0):
        self.step = step
        self.now = start
        self.readings = 0

    def __call__(self) -> float:
        """The next reading: ``step`` seconds past the last one."""
        self.readings += 1
        self.now += self.step
        return self.now


class Budget:
    """``seconds`` of the slicing clock from now (``None``: no limit).

    >>> with use_clock(SteppingClock(0.01)):
    ...     b = Budget(0.025)
    ...     round(b.left(), 3), b.spent(), b.spent(), b.spent()
    (0.015, False, True, True)
    """

    __slots__ = ("seconds", "start")

    def __init__(self, seconds: float | None):
        self.seconds = seconds
        self.start = _clock() if seconds is not None else 0.0

    def used(self) -> float:
        """Seconds gone since the budget started (0 for no budget)."""
        return _clock() - self.start if self.seconds is not None else 0.0

    def spent(self) -> bool:
        """True once the budget's seconds are gone (never for no budget)."""
        return self.seconds is not None and _clock() - self.start >= self.seconds

    def left(self) -> float | None:
        """Seconds left (at least 0), or ``None`` for no budget."""
        if self.seconds is None:
            return None
        return max(0.0, self.seconds - (_clock() - self.start))
