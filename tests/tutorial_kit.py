"""What the tutorial tests call: open a game's tutorial headless, click through its steps as
a learner would (real mouse events through the window), and find where things are."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from tests.app_kit import pump, pump_until


def click(app, pos, frames: int = 2) -> None:
    """A left click at ``pos`` through the window's event queue."""
    pos = (int(pos[0]), int(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    pump(app, frames)


def at_rest(scene) -> bool:
    """True when the step is shown and waits for the learner (and the board has no moment of its
    own to let pass first: Caesar XL's battle choices that just changed take no click)."""
    board = scene.host.board
    return not scene.moving and not board.busy() and board.frame_interval() is None and scene.app.top is scene


def step_said(lesson, key: str) -> int:
    """The index of the step of ``lesson`` that says the catalogue text ``key``."""
    return next(i for i, s in enumerate(lesson.steps) if s.say == key)


def shown_step(app, game: str, step: int | None = None, name: str = "", what: str = "the step to be shown"):
    """``game``'s tutorial (its lesson ``name``) opened at ``step``, once the step is shown and
    waits for the learner (:func:`at_rest`; ``what`` names it if it never does)."""
    from games.app.tutorial import open_tutorial
    scene = open_tutorial(app, game, step=step, name=name)
    pump_until(app, lambda: at_rest(scene), what=what)
    return scene


def do_step(app, scene) -> None:
    """Do the current step as the bubble says: click its targets in order, then the extra
    ones (such as a confirm button), once more while the move is not made; or click Next."""
    pump_until(app, lambda: at_rest(scene), what=f"step {scene.index} to be shown")
    index = scene.index
    step = scene.step
    if not step.needs_move:
        click(app, scene.next_button.rect.center)
    else:
        for name in (step.show + step.allow) * 2:
            if scene.moving or scene.index != index or scene.finished:
                break
            rect = scene.host.board.rect_of(name)
            if rect is not None:
                click(app, rect.center)
    pump_until(app, lambda: scene.finished or (scene.index != index and at_rest(scene)),
               what=f"step {index} ({step.say}) to be done")


def play_to(app, scene, upto: int | None = None, shots=None) -> None:
    """Do steps until step ``upto`` is shown (the end by default); ``shots(index)`` is called at
    each step once it is shown."""
    while not scene.finished and (upto is None or scene.index < upto):
        if shots is not None:
            pump_until(app, lambda: at_rest(scene), what="the step to be shown")
            shots(scene.index)
        do_step(app, scene)
