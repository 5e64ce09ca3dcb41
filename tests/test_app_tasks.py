"""The scheduler of work spread over frames (``games.app.tasks``): tasks run in the order they
were added, a frame's work stays within the one budget under a clock the test moves, a
cancelled task does no more work, a task starts in the frame after the one that added it, and
the tasks of a scene that leaves the stack are dropped.
"""
from __future__ import annotations

import pytest

from games.app.tasks import Tasks
from games.core.budget import SteppingClock, use_clock

pygame = pytest.importorskip("pygame")


def steps(name: str, n: int, log: list):
    """A task of ``n`` steps that writes each into ``log``; its result is its name."""
    for i in range(n):
        log.append((name, i))
        yield
    return name


class Counter:
    """A task with ``step(budget)``: a unit of work at each reading of the budget."""

    def __init__(self, n: int):
        self.left, self.result = n, None

    def step(self, budget) -> bool:
        while self.left:
            self.left -= 1
            if budget.spent():
                break
        if not self.left:
            self.result = "counted"
        return not self.left


def test_tasks_run_in_the_order_they_were_added():
    log: list = []
    tasks = Tasks(seconds=None)
    tasks.add("b", steps("b", 2, log))
    tasks.add("a", steps("a", 2, log))
    assert tasks.run() == 2
    assert log == [("b", 0), ("b", 1), ("a", 0), ("a", 1)]
    assert tasks.done("a") and tasks.done("b") and not tasks.pending()
    assert tasks.result("a") == "a" and tasks.result("b") == "b"


def test_a_frame_holds_no_more_work_than_its_budget():
    log: list = []
    tasks = Tasks(seconds=0.0045)
    tasks.add("one", steps("one", 5, log))
    tasks.add("two", steps("two", 5, log))
    tasks.add("three", Counter(3))
    clock = SteppingClock(0.001)
    frames = []
    with use_clock(clock):
        while tasks.pending():
            before, readings = len(log), clock.readings
            tasks.run()
            frames.append(len(log) - before)
            # one reading starts the budget, one follows each step (5 fit in 4.5 ms: the fifth
            # finds the budget spent) and one more before the next task is started
            assert frames[-1] <= 5 and clock.readings - readings <= 7, f"a frame read the clock {clock.readings - readings} times"
            assert len(frames) < 20, "the tasks never ended"
    assert frames[0] == 5 and log[:5] == [("one", i) for i in range(5)]
    assert sum(frames) == 10 and len(frames) >= 3
    assert tasks.result("three") == "counted"


def test_work_is_shown_once_a_frame_has_drawn_it_after_it_ended():
    """``shown`` says what a scene waits for before it covers its board (the game's end dialog):
    the work is done and a frame was drawn since, or since a scene marked its opening."""
    log: list = []
    tasks = Tasks(seconds=None)
    tasks.end_frame()                       # frame 0 is being made
    tasks.mark("opened")
    tasks.add("paint", steps("paint", 1, log))
    assert not tasks.shown("opened") and not tasks.shown("paint")
    tasks.run()                             # (added in this frame: starts in the next)
    tasks.end_frame()                       # frame 0 drawn: the opening shown, the painting not begun
    assert tasks.shown("opened") and not tasks.shown("paint")
    tasks.run()
    assert tasks.done("paint") and not tasks.shown("paint")     # ended in this frame, not yet drawn
    tasks.end_frame()
    assert tasks.shown("paint") and tasks.shown("never added")


def test_a_budget_of_nothing_still_takes_a_step_a_frame():
    log: list = []
    tasks = Tasks(seconds=0.0)
    tasks.add("x", steps("x", 3, log))
    tasks.add("y", steps("y", 1, log))
    with use_clock(SteppingClock(0.001)):
        for _ in range(4):          # (the fourth finds the generator's end)
            tasks.run()
    assert log == [("x", 0), ("x", 1), ("x", 2)]
    assert tasks.done("x") and tasks.pending("y")


def test_a_cancelled_task_does_no_more_work():
    log: list = []
    tasks = Tasks(seconds=0.0)
    tasks.add("x", steps("x", 5, log))
    with use_clock(SteppingClock(0.001)):
        tasks.run()
        tasks.cancel("x")
        tasks.run()
    assert log == [("x", 0)] and tasks.done("x") and tasks.result("x") is None
    tasks.add("x", steps("x", 1, log))
    tasks.add("x", steps("again", 1, log))                  # (a new task under a key replaces it)
    assert tasks.finish("x") == "again" and log[-1] == ("again", 0) and len(log) == 2


def test_an_error_of_the_work_reaches_whoever_asks_for_its_result():
    def bad():
        yield
        raise ValueError("no")
    tasks = Tasks(seconds=None)
    tasks.add("bad", bad())
    tasks.run()
    assert tasks.done("bad")
    with pytest.raises(ValueError):
        tasks.result("bad")


def test_the_tasks_of_a_popped_scene_are_dropped(app):
    from tests.app_kit import pump_until
    log: list = []
    scene = app.push("settings")
    app.tasks.add("mine", steps("mine", 10_000, log), owner=scene)
    app.tasks.add("menu's", steps("menu's", 2, log), owner=app.find("menu"))
    app.tasks.seconds = 0.0
    with use_clock(SteppingClock(0.001)):
        assert app.tasks.waiting("mine")
        app.step(1 / 60)                     # (added in the frame under way: it starts in the next)
        assert log == [] and not app.tasks.waiting("mine") and app.busy()
        app.step(1 / 60)
        assert log == [("mine", 0)] and app.busy()
        app.pop()
        assert app.tasks.done("mine") and app.tasks.pending("menu's")
        pump_until(app, lambda: app.tasks.done("menu's"), what="the menu's task")
    assert ("mine", 1) not in log and log[-1] == ("menu's", 1)
    assert app.tasks.result("menu's") == "menu's"


def test_a_menu_paused_under_a_game_leaves_the_window_at_rest(home):
    """The menu's picture at a new size is painted by a task; a game opened over the menu
    before it ends stops the menu's drawing, and the window must still come to rest once the
    task is done (the menu's own "painting" flag, set by its last drawing, does not count)."""
    from games.core.record import Record
    from tests.app_kit import make_app, open_app, seats, settle
    make_app(home, size=(1000, 650)).quit()     # the menu's picture kept at 1000x650
    with open_app(home, size=(1280, 800)) as app:
        menu = app.stack[-1]
        assert menu.painting, "the menu's picture at a new size is painted over frames"
        app.push("game", record=Record("caesar", seats("caesar", "hh"), 3), autosave_on=False)
        settle(app)
        assert not app.busy()
