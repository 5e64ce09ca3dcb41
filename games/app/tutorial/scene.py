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

from games.core import registry
from games.core.record import Record
from games.core.state import SeatInfo
from games.core.text import Msg

from ..scene import Scene
from .bubble import (
    BUBBLE_W,
    PAD,
    bubble_lines,
    draw_bubble,
    POINTER_REACH,
    draw_highlight,
    gap_between,
    place_bubble,
)
from .lesson import Lesson, Step, rival_key
from .progress import clear_progress, write_progress

#: seconds between the frames of the breathing highlight at rest
HIGHLIGHT_FRAME = 0.1
#: pixels the mouse moves between press and release for the release to be a drag's end
DRAG = 12


class TutorialScene(Scene):
    """A lesson led over the game scene ``host`` from step ``step`` (``replay``: the moves
    before it still to play on the board at once, when the lesson is resumed)."""

    overlay = True

    def __init__(self, app, host, lesson: Lesson, step: int = 0, replay: list[tuple[int, Any]] | None = None):
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
        #: where the targets were when the bubble was placed (see update)
        self.laid_for: tuple = ()
        #: a click made while the last move was still shown (see handle_event)
        self.deferred: pygame.event.Event | None = None
        #: how far the learner is through the step's clicks (see :meth:`clicks`)
        self.clicked = 0
        #: where the left button went down (a drag that ends on the next target is its click)
        self.pressed_at: tuple[int, int] | None = None
        host.auto = False            # nobody thinks: the lesson plays the other seats
        host.end_shown = True        # the lesson says the end itself
        host.gate = self.gate
        for seat, action in replay or ():    # (a resumed lesson: the last moves, as they were shown)
            host.apply(seat, action)
            host.anim.skip()
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

    def clicks(self) -> tuple[str, ...]:
        """The targets a move step's learner clicks, in order (its shown ones, then its allowed
        ones such as a confirm button); none on a Next step."""
        return self.step.show + self.step.allow if self.step.needs_move else ()

    def highlighted(self) -> list[pygame.Rect]:
        """What the step highlights now: on a move step the next of its clicks the board draws
        (a token, then its space, then Confirm: one at a time, as the learner goes), else its
        shown targets, or, once none of them is drawn (a dialog opened over them), its allowed
        ones."""
        for name in self.clicks()[self.clicked:]:
            found = self.targets((name,))
            if found:
                return found
        return self.targets(self.step.show) or self.targets(self.step.allow)

    def count_click(self, pos, drag: bool = False) -> None:
        """The learner clicked at ``pos``: the next click lit is the one after the target hit
        (the first such target from the one lit on; a target clicked again further back takes
        the count back there). The end of a ``drag`` counts only on the very target lit."""
        names = self.clicks()
        hit = [i for i, name in enumerate(names) if any(r.collidepoint(pos) for r in self.targets((name,)))]
        if drag:
            hit = [i for i in hit if i == self.clicked]
        ahead = [i for i in hit if i >= self.clicked]
        if ahead or hit:
            self.clicked = (ahead or hit)[0] + 1

    def gate(self, seat: int, action: Any) -> bool:
        """The host asks before applying a person's move: only the step's move passes."""
        step = self.step
        if self.moving or not step.needs_move or seat != self.lesson.learner or action != step.do:
            self.clicked = 0                 # the board lets go of what was chosen: start again
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
        self.clicked = 0
        self.save()
        self.rebuild()

    def finish(self) -> None:
        """The last step is done: say so and offer a real game against the easy computer, or,
        after a lesson against a scripted rival (Auto-Crassus), a solo game against that rival."""
        self.finished = True
        clear_progress(self.lesson.game, self.lesson.name)
        lesson = self.lesson
        title = Msg(f"{lesson.game}.title")
        if lesson.rival:
            rival = Msg(rival_key(lesson.game, 1, lesson.name))
            msg, yes = Msg("app.tutorial.done_rival", {"game": title, "rival": rival}), "app.tutorial.play_rival"
        else:
            msg, yes = Msg("app.tutorial.done", {"game": title}), "app.tutorial.play_easy"
        self.app.push("message", msg=msg, on_yes=lambda: start_real_game(self.app, lesson), yes_key=yes,
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
        nxt = self.next_button if self.built else None
        if nxt is not None and bool(nxt.visible) == self.moving:
            (nxt.hide if self.moving else nxt.show)()     # no Next without its bubble while moves play
        if getattr(self.host, "summary", None) is not None:
            self.host.close_summary()        # the lesson tells what the other side did
        if not self.moving and self.deferred is not None and not self.host.board.busy():
            ev, self.deferred = self.deferred, None
            if self.click_allowed(ev.pos):
                self.count_click(ev.pos)
                self.host.handle_event(ev)
        if not self.moving and self.bubble is not None and self.laid_for != self.layout_key():
            self.rebuild()           # what the step points at moved (a dialog opened): so does the bubble
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

    def toast_clear(self) -> list[list[pygame.Rect]]:
        """A refusal never covers the lesson's buttons (Leave, Next), and where there is room
        neither its bubble nor what the learner must click."""
        buttons = [b.rect for b in (self.leave_button, self.next_button) if b is not None] if self.built else []
        return [buttons, ([self.bubble] if self.bubble is not None else []) + self.highlighted()]

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
            label = self.tr("app.tutorial.next")            # says that Enter does it too
            bw = max(118, self.app.fonts.get(18).size(label)[0] + 36)
            self.next_button = self.button((r.right - 12 - bw, r.bottom - 48, bw, 38), label, self.next)

    def layout_bubble(self) -> None:
        """Where this step's bubble goes and its lines: beside the first highlighted target;
        when the width it has by default finds no room there (a battle panel to keep in sight
        beside a button), a wider, shorter bubble that does."""
        font = self.app.fonts.get(17)
        area = self.host.board_rect
        text = self.render(Msg(self.step.say, self.step.params))
        self.foot = self.tr("app.tutorial.step", n=self.index + 1, total=len(self.lesson.steps))
        # (nor over a button the step lets the learner click, such as Place)
        self.laid_for = self.layout_key()
        clear = self.keep_clear()
        first = self.highlighted()[:1]
        w0 = min(BUBBLE_W, area.w // 2)
        for w in (w0, w0 * 6 // 5, w0 * 7 // 5):
            lines = bubble_lines(text, font, w)
            h = 2 * PAD + len(lines) * font.get_linesize() + 52
            rect = place_bubble(clear, (w, h), area)
            if w == w0:
                self.lines, self.bubble = lines, rect
            if not first or gap_between(rect, first[0]) <= POINTER_REACH:
                self.lines, self.bubble = lines, rect
                return

    def keep_clear(self) -> list[pygame.Rect]:
        """What the bubble keeps clear of, the one it stands beside first: what the step
        lights now (it follows a move's clicks, its pointer short), then every other target of
        the step (it never covers the next one)."""
        step = self.step
        return self.highlighted() + self.targets(step.show + step.allow + step.see)

    def layout_key(self) -> tuple:
        """Where the targets the bubble keeps clear of are drawn now."""
        return tuple(tuple(r) for r in self.keep_clear())

    def draw(self, surface: pygame.Surface) -> None:
        if self.bubble is None:
            return
        shown = self.highlighted()
        if self.moving:
            return
        for r in shown:
            draw_highlight(surface, r, self.time)
        near = shown[0] if shown and gap_between(self.bubble, shown[0]) <= POINTER_REACH else None
        draw_bubble(surface, self.bubble, self.lines, self.app.fonts.get(17), near, self.foot)

    # ----- input -------------------------------------------------------------------------
    def handle_event(self, ev: pygame.event.Event) -> bool:
        if ev.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP):
            # a release ends a press the lesson let through (a flag picked up, a drag)
            if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and self.pressed_at is not None:
                if pygame.Vector2(ev.pos).distance_to(self.pressed_at) > DRAG:
                    self.count_click(ev.pos, drag=True)
                self.pressed_at = None
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
            if self.click_allowed(ev.pos):
                self.count_click(ev.pos)
                self.pressed_at = (int(ev.pos[0]), int(ev.pos[1]))
                self.host.handle_event(ev)
                return True
            self.refuse()
            return True
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.next()
            return True
        return ev.type != pygame.KEYDOWN or ev.key != pygame.K_ESCAPE

    def click_allowed(self, pos) -> bool:
        """True when ``pos`` is on a target the step lets the learner click: its shown and
        allowed targets on a move step, its allowed ones on a Next step (a choice on the board
        that is no move, such as a mark on a notes sheet; the gate still refuses any move)."""
        step = self.step
        names = step.show + step.allow if step.needs_move else step.allow
        return any(r.collidepoint(pos) for r in self.targets(names))

    def back(self) -> None:
        self.leave_lesson()

    def help_topic(self) -> str | None:
        return self.lesson.game


def start_real_game(app, lesson: Lesson) -> None:
    """The real game a finished ``lesson`` offers: as many seats as the lesson, the learner a
    person and the others computers at the easy level; a lesson against a scripted rival
    (Auto-Crassus) offers a solo game against that rival instead, with the lesson's options
    about him (his difficulty) and in the seat the rules give him (he starts when he does)."""
    info = registry.info(lesson.game)
    colours = info.colours
    options = info.default_options()
    learner = SeatInfo(app.tr("app.tutorial.learner"), "human", None, colours[0])
    if lesson.rival:
        script = lesson.rival.partition(":")[2]
        rival = SeatInfo(app.tr(rival_key(lesson.game, 1, lesson.name)), "script", script, colours[1 % len(colours)])
        options.update({o.id: lesson.options[o.id] for o in info.options
                        if o.script == script and o.id in lesson.options})
        seats = [rival, learner] if script in info.script_starts else [learner, rival]
    else:
        seats = [learner]
        for s in range(1, lesson.seats):
            name = app.tr("app.tutorial.computer") if lesson.seats == 2 else app.tr("app.tutorial.computer_n", n=s)
            seats.append(SeatInfo(name, "ai", "easy", colours[s % len(colours)]))
    record = Record(lesson.game, seats, random.SystemRandom().randrange(1, 2 ** 62), options)
    app.reset("menu")
    app.push("game", record=record)
