"""Every game teaches itself: the tutorial runner (issue 30).

``lesson.py`` reads and replays a game's lessons (``games/<id>/lessons.json``, pure),
``progress.py`` keeps the step a learner stands at, ``choose.py`` offers the lessons of a
game that teaches in several (CAESAR!: the game, Auto-Crassus, the expansions), ``scene.py``
is the layer that leads a lesson over the real game screen (only clicks on the step's targets
reach the board, and through the game screen's ``gate`` only the step's move is applied),
``bubble.py`` places and draws its speech bubble. A board grows no tutorial: it only answers
``rect_of(target)`` from its where-module.
:func:`open_tutorial` is what "Learn to play" calls.
"""
from __future__ import annotations

from games.core.text import Msg

from .lesson import has_lessons, lesson_names, load_lesson, replay, rival_key
from .progress import read_progress

__all__ = ["has_lessons", "learn", "lesson_names", "open_tutorial", "rival_key"]


def learn(app, game: str):
    """"Learn to play": the game's lesson, or a choice of its lessons when it has several."""
    if len(lesson_names(game)) > 1:
        return app.push("lessons", game=game)
    return open_tutorial(app, game)


def open_tutorial(app, game: str, step: int | None = None, name: str = ""):
    """Open ``game``'s tutorial (its lesson ``name``) at the kept step (or ``step``); returns
    the tutorial scene.

    The game screen is the real one, without autosave (the tutorial keeps its own step):
    its record is the lesson's moves up to the step, the last of them played on the board
    as in the lesson (:meth:`Lesson.shown_from`), so it shows what the step speaks of.
    """
    lesson = load_lesson(game, name)
    problem: Msg | None = None
    if step is None:
        step, problem = read_progress(game, len(lesson.steps), lesson.name)
    live = lesson.shown_from(step)
    _state, moves = replay(lesson, live)
    _state, shown = replay(lesson, step)
    own = lesson.name if lesson.rival else ""
    names = (app.tr("app.tutorial.learner"),) + tuple(
        app.tr(rival_key(game, s, own)) for s in range(1, lesson.seats))
    record = lesson.record(names)
    record.actions = list(moves)
    host = app.push("game", record=record, autosave_on=False, checked=True)
    scene = app.push("tutorial", host=host, lesson=lesson, step=step, replay=shown[len(moves):])
    if problem is not None:
        app.toast(problem, "error")
    return scene
