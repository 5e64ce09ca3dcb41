"""The tutorial runner: a layer over the real game screen that leads a lesson step by step.

The game screen below (``scenes/game.py``) keeps its board, log and animations; this
layer filters what reaches it. Only a click on the step's highlighted targets goes down
to the board, and the host's ``gate`` lets through only the step's expected move: any
other click or move is refused with the lesson's sentence and changes nothing. Scripted
moves and imposed chance outcomes are played one at a time once the board is at rest.
The board only says where things are (``rect_of(target)``).
"""
from __future__ import annotations

import random
from typing import Any

import pygame

from games.core.record import Record
from games.core.state import SeatInfo
from games.core.text import Msg

from ..scene import Scene
from .bubble import (
    BUBBLE_W,
    PAD,
    bubble_lines,
    draw_bubble,
    draw_highlight,
    place_bubble,
)
from .lesson import Lesson, Step
from .progress import clear_progress, write_progress

#: seconds between the frames of the breathing highlight at rest
HIGHLIGHT_FRAME = 0.1


class TutorialScene(Scene):
    """A lesson led over the game scene ``host`` from step ``step``."""

    overlay = True

    def __init__(self, app, host, lesson: Lesson, step: int = 0):
        super().__init__(app)
        self.host = host
        self.lesson = lesson
        self.index = step
        #: scripted moves of the step just done, still to play (then the next step starts)
        self.pending: list[tuple[int, Any]] = []
        self.moving = False
        self.finished = False
        self.refusals = 0
        self.bubble: pygame.Rect | None = None
        #: a click made while the last move was still shown (see handle_event)
        self.deferred: pygame.event.Event | None = None
        host.auto = False            # nobody thinks: the lesson plays the other seats
        host.end_shown = True        # the lesson says the end itself
        host.gate = self.gate
        self.save()

    # ----- the step ----------------------------------------------------------------------
    @property
    def step(self) -> Step:
        return self.lesson.steps[self.index]

    def save(self) -> None:
        """Keep where the learner stands (a file that cannot be written is said once)."""
        if not write_progress(self.lesson.game, self.index, self.lesson.name) and not getattr(self, "_said_unsaved", False):
            self._said_unsaved = True
            self.app.toast(Msg("app.tutorial.err.unsaved"), "error")

    def targets(self, names: tuple[str, ...]) -> list[pygame.Rect]:
        """The screen rectangles of the named targets the board draws now."""
        out = []
        rect_of = getattr(self.host.board, "rect_of", None)
        for name in names:
            r = rect_of(name) if rect_of is not None else None
            if r is not None:
                out.append(pygame.Rect(r))
        return out

    def gate(self, seat: int, action: Any) -> bool:
        """The host asks before applying a person's move: only the step's move passes."""
        step = self.step
        if self.moving or not step.needs_move or seat != self.lesson.learner or action != step.do:
            self.refuse()
            return False
        self.pending = list(step.then)
        self.moving = True
        return True

    def refuse(self) -> None:
        """A click or move the lesson is not waiting for: say what it waits for."""
        self.refusals += 1
        key = "app.tutorial.wait_move" if self.step.needs_move else "app.tutorial.wait_next"
        self.app.toast(Msg(key), "error")
        self.app.sfx.play("refuse")

    def next(self) -> None:
        """The Next button: a step with nothing to do is done."""
        if self.moving or self.step.needs_move:
            return
        self.pending = list(self.step.then)
        self.moving = True

    def advance(self) -> None:
        """The step's moves are all shown: on to the next step, or the end."""
        self.moving = False
        if self.index + 1 >= len(self.lesson.steps):
            self.finish()
            return
        self.index += 1
        self.save()
        self.rebuild()

    def finish(self) -> None:
        """The last step is done: say so and offer a real game against the easy computer."""
        self.finished = True
        clear_progress(self.lesson.game, self.lesson.name)
        game = self.lesson.game
        self.app.push("message", msg=Msg("app.tutorial.done", {"game": Msg(f"{game}.title")}),
                      on_yes=lambda: start_real_game(self.app, game), yes_key="app.tutorial.play_easy",
                      no_key="app.tutorial.to_menu")

    def resume(self) -> None:
        """The closing word was answered: "Menu" goes to the menu (a real game replaces all)."""
        if self.finished:
            self.app.reset("menu")

    def leave_lesson(self) -> None:
        """Back to the menu; the step stays kept for next time."""
        self.app.reset("menu")

    # ----- frame -------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.host.update(dt)
        if getattr(self.host, "summary", None) is not None:
            self.host.close_summary()        # the lesson tells what the other side did
        if not self.moving and self.deferred is not None and not self.host.board.busy():
            ev, self.deferred = self.deferred, None
            if self.step.needs_move and self.click_allowed(ev.pos):
                self.host.handle_event(ev)
        if not self.moving or self.host.board.busy():
            return
        if self.pending:
            seat, action = self.pending.pop(0)
            self.host.apply(seat, action)
            return
        if self.host.session.pending_automatic() is None:
            self.advance()

    def busy(self) -> bool:
        """True while the step's moves are played or the game screen below moves."""
        return self.moving or self.deferred is not None or self.host.busy()

    def animating(self) -> bool:
        """Every frame while the game screen below animates or the lesson has moves to play
        (the app asks only the scenes on top, so the lesson asks for the screen below)."""
        return self.busy() or self.host.animating()

    def frame_interval(self) -> float | None:
        """The highlight breathes: a few frames a second at rest."""
        below = self.host.frame_interval()
        return HIGHLIGHT_FRAME if below is None else min(below, HIGHLIGHT_FRAME)

    def build(self) -> None:
        w = self.app.size[0]
        self.leave_button = self.button((w - 200, 8, 190, 40), self.tr("app.tutorial.leave"), self.leave_lesson,
                                        cls="@quiet")
        self.next_button = None
        self.layout_bubble()
        if not self.step.needs_move and self.bubble is not None:
            r = self.bubble
            self.next_button = self.button((r.right - 130, r.bottom - 48, 118, 38), self.tr("app.tutorial.next"),
                                           self.next)

    def layout_bubble(self) -> None:
        """Where this step's bubble goes and its lines (beside the first highlighted target)."""
        font = self.app.fonts.get(17)
        w = min(BUBBLE_W, self.host.board_rect.w // 2)
        self.lines = bubble_lines(self.render(Msg(self.step.say, self.step.params)), font, w)
        foot = self.tr("app.tutorial.step", n=self.index + 1, total=len(self.lesson.steps))
        self.foot = foot
        h = 2 * PAD + len(self.lines) * font.get_linesize() + 52
        shown = self.targets(self.step.show)
        # (nor over a button the step lets the learner click, such as Place)
        self.bubble = place_bubble(shown + self.targets(self.step.see + self.step.allow), (w, h), self.host.board_rect)

    def draw(self, surface: pygame.Surface) -> None:
        if self.bubble is None:
            return
        shown = self.targets(self.step.show)
        if self.moving:
            return
        for r in shown:
            draw_highlight(surface, r, self.time)
        draw_bubble(surface, self.bubble, self.lines, self.app.fonts.get(17), shown[0] if shown else None,
                    self.foot)

    # ----- input -------------------------------------------------------------------------
    def handle_event(self, ev: pygame.event.Event) -> bool:
        if ev.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP):
            # a release ends a press the lesson let through (a flag picked up, a drag)
            self.host.handle_event(ev)
            return True
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            if self.moving:
                # a click skips the animation, as in a game; on the next step's target it is
                # that step's click too (a learner who clicks on does not lose it)
                self.host.anim.skip()
                self.deferred = ev
                return True
            if self.bubble is not None and self.bubble.collidepoint(ev.pos):
                return True
            if self.step.needs_move and self.click_allowed(ev.pos):
                self.host.handle_event(ev)
                return True
            self.refuse()
            return True
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.next()
            return True
        return ev.type != pygame.KEYDOWN or ev.key != pygame.K_ESCAPE

    def click_allowed(self, pos) -> bool:
        """True when ``pos`` is on a target the step lets the learner click."""
        return any(r.collidepoint(pos) for r in self.targets(self.step.show + self.step.allow))

    def back(self) -> None:
        self.leave_lesson()

    def help_topic(self) -> str | None:
        return self.lesson.game


def start_real_game(app, game: str) -> None:
    """A real game against the computer at the easy level (the learner starts)."""
    from games.core import registry
    colours = registry.info(game).colours
    seats = [SeatInfo(app.tr("app.tutorial.learner"), "human", None, colours[0]),
             SeatInfo(app.tr("app.tutorial.computer"), "ai", "easy", colours[1])]
    record = Record(game, seats, random.SystemRandom().randrange(1, 2 ** 62),
                    registry.info(game).default_options())
    app.reset("menu")
    app.push("game", record=record)
