"""Every game teaches itself: the tutorial runner (issue 30).

``lesson.py`` reads and replays a game's lessons (``games/<id>/lessons.json``, pure),
``progress.py`` keeps the step a learner stands at, ``scene.py`` is the layer that leads
a lesson over the real game screen, ``bubble.py`` places and draws its speech bubble.
:func:`open_tutorial` is what "Learn to play" calls.
"""
from __future__ import annotations

from games.core.text import Msg

from .lesson import has_lessons, load_lesson, replay

__all__ = ["has_lessons", "open_tutorial", "rival_key"]


def rival_key(game: str, seat: int) -> str:
    """The catalogue key of the name of the lesson's rival at ``seat`` (1: ``<game>.lesson.rival``,
    then ``<game>.lesson.rival2``, ...)."""
    return f"{game}.lesson.rival" + ("" if seat == 1 else str(seat))


def open_tutorial(app, game: str, step: int | None = None):
    """Open ``game``'s tutorial at the kept step (or ``step``); returns the tutorial scene.

    The game screen is the real one, without autosave (the tutorial keeps its own step):
    its record is the lesson's moves up to the step.
    """
    from .progress import read_progress
    lesson = load_lesson(game)
    problem: Msg | None = None
    if step is None:
        step, problem = read_progress(game, len(lesson.steps))
    _state, moves = replay(lesson, step)
    names = (app.tr("app.tutorial.learner"),) + tuple(app.tr(rival_key(game, s)) for s in range(1, lesson.seats))
    record = lesson.record(names)
    record.actions = list(moves)
    host = app.push("game", record=record, autosave_on=False, checked=True)
    scene = app.push("tutorial", host=host, lesson=lesson, step=step)
    if problem is not None:
        app.toast(problem, "error")
    return scene
