"""The one scheduler of work spread over frames (``app.tasks``).

Some work would hold a frame too long if it were done at once: painting the menu at a new
size, placing CAESAR!'s names, reading the saves of the Load screen, checking a save's actions,
working out Catilina's sums, replaying a game for its checkpoints or its score chart. Whoever
needs such work registers it here under a key (:meth:`Tasks.add`); the app runs the tasks, in
the order they were added, for at most :data:`FRAME_BUDGET` seconds of the slicing clock in
each frame (after the events and the scenes' updates, before drawing), and asks for frames
while any is left. A task starts in the frame after the one that added it: the frame of a
click shows what the click did (a pressed button saying "Opening…") before any work. A scene asks :meth:`Tasks.done` whether its work is over (and :meth:`Tasks.shown` whether a
frame has drawn it since) and takes :meth:`Tasks.result`; the tasks of a scene that leaves the stack are dropped with it.

A task is a generator (one ``next`` a step; what it returns is its result) or an object with
``step(budget) -> done`` (it works until the :class:`~games.core.budget.Budget` is spent; its
result is its ``result`` attribute, else the object itself). A ``ValueError`` the work raises
(a save that does not replay) ends the task and is raised again by :meth:`Tasks.result`.

>>> from games.core.budget import SteppingClock, use_clock
>>> def count(n):
...     for i in range(n):
...         yield i
...     return n
>>> tasks = Tasks(seconds=0.0)                  # (a budget of 0 holds one step a frame)
>>> tasks.add("count", count(2))
>>> with use_clock(SteppingClock(0.001)):
...     [(tasks.run(), tasks.done("count")) for _ in range(3)]
[(1, False), (1, False), (1, True)]
>>> tasks.result("count")
2
"""
from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from games.core.budget import Budget

#: seconds of the slicing clock each frame gives all the work spread over frames, together
FRAME_BUDGET = 0.012


class Task:
    """One piece of work under way: its key, the work, the object it belongs to (a scene: the
    task is dropped when the scene leaves the stack)."""

    __slots__ = ("frame", "key", "owner", "work")

    def __init__(self, key: Hashable, work: Any, owner: Any, frame: int):
        self.key, self.work, self.owner = key, work, owner
        #: the frame that added it (see Tasks.end_frame)
        self.frame = frame

    def step(self, budget: Budget) -> tuple[bool, Any]:
        """Work on until ``budget`` is spent (at least one step); (done, result)."""
        work = self.work
        if hasattr(work, "step"):
            done = bool(work.step(budget))
            return done, (getattr(work, "result", work) if done else None)
        while True:
            try:
                next(work)
            except StopIteration as end:
                return True, end.value
            if budget.spent():
                return False, None

    def close(self) -> None:
        """Stop the work where it is (a generator is closed)."""
        close = getattr(self.work, "close", None)
        if close is not None:
            close()


class Steps:
    """A task made of a function ``fn(budget) -> done`` (a method that works until a
    :class:`~games.core.budget.Budget` is spent, as :meth:`games.core.record.Record.prepare`)."""

    __slots__ = ("fn",)

    def __init__(self, fn):
        self.fn = fn

    def step(self, budget: Budget) -> bool:
        """Work until ``budget`` is spent; True once done."""
        return bool(self.fn(budget))


class Tasks:
    """The work spread over frames, run a frame's budget at a time (see the module)."""

    def __init__(self, seconds: float | None = FRAME_BUDGET):
        #: seconds each frame gives the tasks (None: no limit, every task ends in one frame)
        self.seconds = seconds
        self._tasks: dict[Hashable, Task] = {}
        #: key -> (owner, result, error, the frame the work ended in)
        self._results: dict[Hashable, tuple[Any, Any, BaseException | None, int | None]] = {}
        #: steps of work run since the scheduler was made (for tests and the bench)
        self.runs = 0
        #: the frame now, once the app marks frames (:meth:`end_frame`); None: not marked
        self.frame: int | None = None

    # ----- registering -----------------------------------------------------------------
    def add(self, key: Hashable, work: Any, owner: Any = None) -> None:
        """Run ``work`` in the next frames under ``key`` (a task under the same key is
        cancelled first); ``owner`` (a scene): dropped when it leaves the stack."""
        self.cancel(key)
        self._tasks[key] = Task(key, work, owner, self.frame if self.frame is not None else -1)

    def cancel(self, key: Hashable) -> None:
        """Stop the task under ``key`` and forget its result."""
        task = self._tasks.pop(key, None)
        if task is not None:
            task.close()
        self._results.pop(key, None)

    def drop(self, owner: Any) -> None:
        """Cancel every task of ``owner`` (a scene leaving the stack) and forget their results."""
        for key in [k for k, t in self._tasks.items() if t.owner is owner]:
            self.cancel(key)
        for key in [k for k, r in self._results.items() if r[0] is owner]:
            del self._results[key]

    # ----- asking ----------------------------------------------------------------------
    def pending(self, key: Hashable | None = None) -> bool:
        """True while the task under ``key`` (None: any task) has work left."""
        return bool(self._tasks) if key is None else key in self._tasks

    def done(self, key: Hashable) -> bool:
        """True once no work under ``key`` is left (finished, cancelled or never added)."""
        return key not in self._tasks

    def result(self, key: Hashable, default: Any = None) -> Any:
        """What the finished task under ``key`` gave (``default`` while none); an error the
        work raised is raised here."""
        got = self._results.get(key)
        if got is None:
            return default
        if got[2] is not None:
            raise got[2]
        return got[1]

    def shown(self, key: Hashable) -> bool:
        """True once no work under ``key`` is left and a frame has been drawn since it ended
        (or since :meth:`mark`): what the work made has been on the screen. A key never added
        is shown; without frames marked (:meth:`end_frame`), done is shown."""
        if key in self._tasks:
            return False
        got = self._results.get(key)
        return got is None or got[3] is None or self.frame is None or got[3] < self.frame

    def mark(self, key: Hashable, owner: Any = None) -> None:
        """Record under ``key`` an end of work now, with nothing to do: :meth:`shown` is True
        once this frame has been drawn (a scene that opens asks when it has been seen)."""
        self.cancel(key)
        self._results[key] = (owner, None, None, self.frame)

    def waiting(self, key: Hashable) -> bool:
        """True while the task under ``key`` waits for its first frame (added in this one)."""
        task = self._tasks.get(key)
        return task is not None and task.frame == self.frame

    def keys(self) -> list:
        """The keys of the tasks with work left, in the order they run."""
        return list(self._tasks)

    # ----- running ---------------------------------------------------------------------
    def end_frame(self) -> None:
        """A frame was drawn: a task added from now on (between frames, by the next frame's
        events or updates) starts in the frame after that one. Without this call (a headless
        board's host) every task starts at once."""
        self.frame = 0 if self.frame is None else self.frame + 1

    def budget(self) -> Budget:
        """A frame's budget from now, for work a frame needs before it draws (the part of a
        help page it shows): the same seconds the tasks get."""
        return Budget(self.seconds)

    def run(self, seconds: float | None | bool = False) -> int:
        """One frame's share: the tasks in the order they were added, until the frame's budget
        (``seconds``; default :attr:`seconds`) is spent; the first always takes a step. Returns
        the number of tasks that worked."""
        if not self._tasks:
            return 0
        budget = self.budget() if seconds is False else Budget(seconds)
        worked = 0
        for task in list(self._tasks.values()):
            if worked and budget.spent():
                break
            if self._tasks.get(task.key) is not task:        # (cancelled by another task)
                continue
            if task.frame == self.frame:                     # (added in this frame: from the next)
                continue
            worked += 1
            self._advance(task, budget)
        self.runs += worked
        return worked

    def finish(self, key: Hashable) -> Any:
        """Run the task under ``key`` to its end now (its result is needed in this frame);
        returns its result (None for no task)."""
        task = self._tasks.get(key)
        if task is not None:
            self._advance(task, Budget(None))
        return self.result(key)

    def _advance(self, task: Task, budget: Budget) -> None:
        try:
            done, value = task.step(budget)
        except ValueError as exc:       # (an error a player caused: kept for whoever asks)
            self._tasks.pop(task.key, None)
            self._results[task.key] = (task.owner, None, exc, self.frame)
            return
        if done and self._tasks.get(task.key) is task:
            del self._tasks[task.key]
            self._results[task.key] = (task.owner, value, None, self.frame)
