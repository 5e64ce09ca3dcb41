"""The game being played: the board host, the top bar, the move log, pass-and-play
hand-offs and the end of the game. Who looks at the screen is decided by
:mod:`games.app.handoff_policy`; the computer turns (:mod:`.game_computers`), the top bar
(:mod:`.game_top`), undo and redo (:mod:`.game_undo`) and the saves (:mod:`.game_saving`) are
mixins of their own."""
from __future__ import annotations

import logging
import random
from pathlib import Path
from typing import Any, Callable

import pygame

from games.core.actions import events_for
from games.core.chance import CHANCE
from games.core.errors import IllegalAction
from games.core.record import Record
from games.core.session import Session
from games.core.text import Msg
from games.core.views import shows_more

from .. import handoff_policy as policy
from ..anim import Animator
from ..board.base import BoardBase
from ..board.playback import play_events
from ..board.still import StillLayer
from ..scene import Scene
from ..worker import Worker
from .common import HostServices, board_class, readable_log
from ..advice_record import forget_requests_after
from .game_advice import Advising
from .game_computers import ComputerTurns, scripted_reason
from .game_escape import EscapeGuard
from .game_showing import Showing
from .game_log import GameLog
from .game_marker import Marking
from .game_saving import Saving
from .game_top import TopBar
from .game_undo import Undoing
from .turn_summary import TurnSummary, summary_input

__all__ = ["GameScene"]

log = logging.getLogger(__name__)

TOP_H = 84
#: the log's least width: at 1000 pixels a quarter of the window (240) wrapped a Japanese line
#: every dozen characters (「空いている15マスに｜中立カウンターが置かれ、｜…」); 272 holds a sentence
#: of about 18 in a line (a board may ask for less: ``log_least``)
LOG_LEAST = BoardBase.log_least


class GameScene(ComputerTurns, Advising, EscapeGuard, Showing, Marking, GameLog, TopBar, Undoing, Saving, HostServices,
                Scene):
    """The in-game host (implements the board API's ``BoardHost``)."""

    def __init__(self, app, record: Record, autosave_on: bool = True, checked: bool = False,
                 kept_from: Path | None = None, opened_from: Path | None = None):
        """``checked``: ``record`` was just read by :func:`~games.core.saves.load_record`,
        which replayed it with every action checked (Continue, Load): the session trusts it.
        ``kept_from``: the file of a game kept aside (``saves.keep_other_autosave``) it was
        opened from, removed once the autosave holds the game (one game, one row in Load).
        ``opened_from``: the save a game already over was opened from (its review and marks are
        kept there, see ``save_extras``)."""
        super().__init__(app)
        self.record = record
        self.autosave_on = autosave_on
        self.autosave_failing = False    # the last autosave failed (said once, until one works)
        self.autosave_kept = False       # another game's autosave looked at (see autosave_file)
        self.kept_from = kept_from
        self.opened_from, self.opened_n = opened_from, len(record.actions)
        #: where this game's autosaves go when another window saved the same game (see autosave_file)
        self.autosave_into: Path | None = None
        self.anim = Animator(app.settings["anim_speed"])
        self.known_n = len(record.actions)      # (the moves the record's reasons were kept for)
        self.session = Session(record, on_change=self._on_change, trusted=checked)
        self.humans = [i for i, s in enumerate(record.seats) if s.is_person]
        self.players: dict[int, Any] = {}
        self.auto_since: float | None = None   # when the board was free for a scripted move
        self.worker: Worker | None = None
        self.worker_since = 0.0     # (the window's clock when the worker was started)
        self.generation = 0
        self.screen_seat: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.viewer: int | None = self.screen_seat
        self.pending_handoff: int | None = None
        self.pending_look = False    # the pending hand-off only shows the person something (no move)
        self.handoff_open = False
        self.handoffs = 0
        #: the person who clicked the last hand-off and has had the screen alone since
        self.guard: int | None = None
        #: private events for persons away from the screen: (seat, acting seat, action, events, before, after)
        self.peeks: list[tuple] = []
        self.looking: int | None = None   # a person shown a peek, until the board is done with it
        self.end_shown = False
        #: the top bar and the log, kept while they say the same (see draw_top and draw_log)
        self.still_top = StillLayer()
        self.still_log = StillLayer()
        self.log_scroll = 0          # lines scrolled up from the bottom
        self._log_cache: list | None = None
        self.log_rows: list[tuple[pygame.Rect, int]] = []
        #: pixels kept free at the foot of the log (the end dialog's "Show the result" button lives there)
        self.log_foot = 0
        #: the scheduler's record of this screen's opening: shown once a frame has drawn it
        self.opened_key = ("game.opened", id(self))
        self.app.tasks.mark(self.opened_key, owner=self)
        self.last_mover: int | None = None   # the person who moved last and is still at the screen
        self.auto = True             # computers play on their own (a screenshot turns it off)
        self.waits = 0               # clicks refused (skipping the animation) while the board was busy
        #: asked before a person's move is applied (a tutorial lets only its step's move through)
        self.gate: Callable[[int, Any], bool] | None = None
        self.board = board_class(record.game)(self)
        self.board.under_overlay = self.draw_last_move     # (under the board's tooltips and notices)
        self._layout()
        self.sync()
        self.shown_log: list = []    # the log and top bar as last released (text follows the animation)
        self.shown_status: Msg | None = None
        self.drawn_status: pygame.Rect | None = None     # where the status line was drawn (tests)
        self.status_lines: list[str] = []                # its lines as drawn (tests)
        self.drawn_line: pygame.Rect | None = None       # where the line of what to do was drawn (tests)
        self.drawn_line_words = ""                       # its words (tests)
        self.shown_prompt: tuple[int | None, Msg | None] = (None, None)
        #: the "since your last turn" panel over the board (see turn_summary), while it is up
        self.summary: TurnSummary | None = None
        self.release_text()
        self.mark_opened()
        if autosave_on and not record.actions:      # a new game: the kept game is said at Start
            self.keep_other_game(record)

    # ----- the BoardHost services ---------------------------------------------------------
    @property
    def lang(self) -> str:  # type: ignore[override]
        return self.app.lang

    def tr(self, key: str, **params: Any) -> str:  # type: ignore[override]
        return self.app.tr(key, **params)

    def submit(self, seat: int, action: Any) -> bool:
        """A person's action from the board: applied through the Session, or refused with a sentence."""
        state = self.session.state
        if self.pending_handoff is not None or self.handoff_open or self.looking is not None:
            return False
        if not self.is_person(seat) or seat != self.viewer:
            self.refuse(Msg("core.err.not_your_turn", {"seat": seat}))
            return False
        if seat not in state.to_act():
            self.refuse(Msg("core.err.not_your_turn", {"seat": seat}))
            return False
        if self.gate is not None and not self.gate(seat, action):   # (a tutorial's step says no)
            return False
        if self.summary is not None:       # (acting puts the "since your last turn" panel away)
            self.close_summary()
        return self.apply(seat, action)

    def refuse(self, msg: Msg) -> None:
        self.app.toast(msg, "error")
        self.sfx.play("refuse")

    # ----- what the board keeps with the game (a seat's notes) --------------------------
    @property
    def extras(self) -> dict:
        """The record's extras: kept with every save, never read by the rules."""
        return self.record.extras

    # ----- applying -------------------------------------------------------------------
    def _on_change(self, record: Record) -> None:
        # (one source of reasons: a game's explain module, through the worker, for a computer's
        # move and a scripted one alike; a scripted move's own words only in a game without one)
        why = self.reason_next if self.explain() is not None else scripted_reason(record, self.known_n)
        record.keep_reasons(self.known_n, why)
        if len(record.actions) < self.known_n:
            forget_requests_after(record)
            self.forget_marker()
        self.known_n, self.reason_next = len(record.actions), None
        self.generation += 1
        self._log_cache = None
        self.log_scroll = 0
        if self.autosave_on:
            self.autosave_now(record)

    def apply(self, seat: int, action: Any) -> bool:
        """Apply ``action`` for ``seat``; animate its events on the board."""
        prev = self.session.state.clone()
        try:
            events = self.session.act(seat, action)
        except IllegalAction as exc:
            self.refuse(exc.msg)
            return False
        return self._show_action(seat, action, events, prev)

    def _show_action(self, seat: int, action: Any, events: list, prev) -> bool:
        """After ``seat``'s ``action`` was applied: hand-off bookkeeping, then the board
        animates its events as the person now at the screen may see them."""
        if self.is_person(seat):
            self.last_mover = seat
        self.note_move(seat, action, prev)
        was = self.viewer
        self._after_action(seat, action, events, prev)
        self.sync()
        if self.looking is not None:   # (nobody moves during a look: the mover's look, just shown by
            return True                # sync, showed these events; not twice)
        viewer = self.viewer
        # the position before, as the person now at the screen may see it: their own view if
        # they had the screen, else the public one (a screen that changed hands in public)
        before = prev.view_for(viewer if viewer == was else None)
        try:
            play_events(self.board, seat, action, events, before, self.session.state.view_for(viewer), viewer)
        except Exception as exc:  # an animation bug must not lose the game
            self.anim.skip()
            log.error("board animation failed: %r", exc)
        self.release_started()        # (the move's own line as its animation starts)
        return True

    # ----- who looks at the screen (the rule: games.app.handoff_policy) ---------------------

    def secret(self, seat: int) -> bool:
        """True if ``seat``'s view shows something the public view does not."""
        return shows_more(self.session.state, seat)

    def _after_action(self, seat: int, action: Any, events: list, prev) -> None:
        """Keep ``guard`` honest and queue what persons away from the screen must see."""
        self.guard = policy.guard_after(self.guard, seat, events, self.is_person)
        if len(self.humans) <= 1:
            return
        for person in self.humans:
            if person == seat:
                # the mover sees what their own move showed them on the board, unless the
                # screen passes on at once: another seat's cards shown to them as its asker
                # (Catilina: asking one player) are a look of theirs before the hand-off
                if self.shown_to_asker(person, events) or self.mover_must_see(person, events):
                    self.peeks.append((person, seat, action, events_for(events, person), prev.view_for(person),
                                       self.session.state.view_for(person)))
                continue
            if person == self.viewer and self.pending_handoff is None and not self.handoff_open:
                continue
            if self.must_see(person, events):
                self.peeks.append((person, seat, action, events_for(events, person), prev.view_for(person),
                                   self.session.state.view_for(person)))

    @staticmethod
    def shown_to_asker(person: int, events: list) -> bool:
        """True when ``events`` show ``person``, as the one who asked, what another seat holds."""
        return policy.shown_to_asker(person, events)

    def mover_must_see(self, person: int, events: list) -> bool:
        """True when the board holds the screen for the mover to see their own move's outcome
        before it passes (``board.mover_must_see(seat, events)``)."""
        return bool(self.board.mover_must_see(person, events))

    def must_see(self, person: int, events: list) -> bool:
        """True when ``events`` show ``person`` something they must look at (though another
        seat acted): the board's ``must_see(seat, events)``, by default a private event meant
        for that person alone, or one naming them as its ``asker``."""
        return bool(self.board.must_see(person, events))

    def sync(self) -> None:
        """Decide the viewer (and any hand-off) after a change; give the board its view."""
        state = self.session.state
        screen = policy.decide(
            state, self.humans,
            policy.Screen(screen_seat=self.screen_seat, viewer=self.viewer, guard=self.guard, looking=self.looking),
            peek=self.peeks[0][0] if self.peeks else None,
            chance_next=self.looking is None and len(self.humans) > 1 and not state.is_over()
            and self.session.pending_automatic() == CHANCE, is_person=self.is_person)
        self.screen_seat, self.viewer, self.guard = screen.screen_seat, screen.viewer, screen.guard
        self.pending_handoff, self.pending_look, self.cover_now = (screen.pending_handoff, screen.pending_look,
                                                                   screen.cover_now)
        if screen.drop_peeks:
            self.peeks.clear()
        if screen.show_peek:
            self._show_peek()
        viewer = self.viewer
        acting = (viewer is not None and self.pending_handoff is None and not self.handoff_open
                  and self.looking is None and viewer in state.to_act() and self.is_person(viewer))
        if self.looking is None:
            self.board.set_view(state.view_for(viewer), viewer, acting)

    def board_holding(self) -> bool:
        """True while the board holds the screen for its viewer to read (``board.holding()``)."""
        return bool(self.board.holding())

    def board_public_show(self) -> bool:
        """True while the board, showing the public view, plays something everyone at the table
        may watch to its end (``board.public_show()``: e.g. battle dice rolling)."""
        return bool(self.board.viewer is None and self.board.public_show())

    def hand_over_now(self) -> bool:
        """True when the pending hand-off covers the screen at once: it shows something private
        (the board's animations of it are cut), unless the board holds it for its viewer to
        read (``board.holding()``) or, already showing the public view, plays
        something public to its end (``board.public_show()``: the dice of a volley
        roll before everyone's eyes, then the screen passes). A public screen first finishes
        its animations."""
        if self.board_holding() or self.looking is not None:
            return False
        if self.cover_now and not self.board_public_show():
            return True
        return not self.board.busy()

    def _open_handoff(self) -> None:
        seat = self.pending_handoff
        self.summary = None
        self.drop_advice()          # (advice is the asking seat's secret)
        # hide everything first: the board forgets the previous person's view
        self.anim.skip()
        self.viewer = None
        self.board.set_view(self.session.state.view_for(None), None, False)
        self.board.handed_over()          # (what it keeps beside the view)
        self.handoff_open = True
        self.release_text()
        self.handoffs += 1
        same = seat == self.screen_seat
        self.app.push("handoff", seat=seat, seat_name=self.record.seats[seat].name,
                      colour=self.seat_colour(seat), on_confirm=self.handoff_done,
                      reason="look" if self.pending_look else ("secret" if same else "turn"),
                      note=self.board.handoff_note(seat))     # (public news for that person)

    def handoff_done(self, seat: int) -> None:
        """The hand-off screen was passed to ``seat``: show that seat's view (or its pending peek)
        (the screenshot command calls it to pass a hand-off without a click)."""
        self.handoff_open = False
        self.screen_seat = self.guard = seat
        self.last_mover = None
        self.pending_handoff = None
        if self.peeks and self.peeks[0][0] == seat:
            self._show_peek()
            return
        self.sync()

    def _show_peek(self) -> None:
        """Show the person at the screen (after their click) what was shown to them alone."""
        seat, actor, action, events, before, after = self.peeks.pop(0)
        self.looking = self.viewer = self.screen_seat = seat
        self.board.set_view(after, seat, False)
        try:
            play_events(self.board, actor, action, events, before, after, seat, everything=True)
        except Exception as exc:  # an animation bug must not lose the game
            self.anim.skip()
            log.error("board animation failed: %r", exc)
        if self.app.top is self:
            self.rebuild()             # the "I have seen it" button

    def look_needs_click(self) -> bool:
        """A board that does not manage holds itself (no ``holding()``) gets a host button: the
        person looking says when they have seen enough."""
        return self.looking is not None and not self.board.overrides("holding")

    def finish_look(self) -> None:
        """The person looking is done: hide their view and go on (the next hand-off)."""
        if self.looking is not None:
            self._end_peek()

    def _end_peek(self) -> None:
        self.looking = None
        self.anim.skip()
        self.sync()
        if self.app.top is self:
            self.rebuild()

    def rematch(self) -> None:
        rec = Record(self.record.game, list(self.record.seats), random.randrange(1, 10 ** 9),
                     dict(self.record.options))
        self.cancel_worker()
        self.app.reset("menu")
        self.app.push("game", record=rec)

    def open_replay(self, index: int | None = None) -> None:
        """The replay of this game, handed what the session already knows (the final state and
        the public log), so a long game's replay opens without replaying it all again."""
        current = getattr(self, "_released", None) == (len(self.record.actions), self.generation)
        log = self.shown_log if current else readable_log(self.board, self.session)   # (the same public log)
        self.app.push("replay", record=self.record.copy(), index=index, final=self.session.state, log=log)

    # ----- scene hooks -----------------------------------------------------------------
    def help_topic(self) -> str | None:
        return self.record.game

    def leave(self) -> None:
        self.cancel_worker()
        self.drop_advice()
        # what the board kept (its pictures) is dropped now, and the freed memory given back
        # to the system at the next frame (games.app.memory)
        self.board.release()
        self.still_top.forget()
        self.still_log.forget()
        self.app.release_due = True

    def pause(self) -> None:
        pass

    def resume(self) -> None:
        self.anim.speed = self.app.settings["anim_speed"]
        self._layout()

    def on_lang(self) -> None:
        self._log_cache = None
        self.board.set_view(self.board.view, self.board.viewer, self.board.acting)

    def on_resize(self, size) -> None:
        self._layout()

    def back(self) -> None:
        if not self.drop_advice() and not self.esc_meant_for_advice():
            self.open_pause()

    def refresh_log(self) -> None:
        """Make the log and the top bar say the game as it is now (a line added beside the moves)."""
        self._released = None
        self.release_text()

    def open_pause(self) -> None:
        self.app.push("pause", host=self)

    def _layout(self) -> None:
        w, h = self.app.size
        self.log_w = max(self.board.log_least, min(340, int(w * 0.24)))
        self.top_rect = pygame.Rect(0, 0, w, TOP_H)
        self.log_rect = pygame.Rect(w - self.log_w, TOP_H, self.log_w, h - TOP_H)
        self.board_rect = pygame.Rect(0, TOP_H, w - self.log_w, h - TOP_H)
        self._log_cache = None
        self.board.layout(self.board_rect)

    def build(self) -> None:
        w = self.app.size[0]
        bw, gap = 104, 8
        x = w - 3 * bw - 2 * gap - 14
        y = 12
        self.menu_button = self.button((x + 2 * (bw + gap), y, bw, 34), self.tr("app.game.menu"),
                                       self.open_pause, tooltip=self.tr("app.key.esc"))
        self.advice_button = None
        if self.advice_offered():
            self.build_advice_button(pygame.Rect(x - bw - gap, y, bw, 34))
        self.undo_button = self.button((x, y, bw, 34), self.tr("app.game.undo"), self.undo, cls="@quiet",
                                       tooltip=self.tr("app.key.undo"))
        self.update_undo_button()
        self.rules_button = self.button((x + bw + gap, y, bw, 34), self.tr("app.game.rules"),
                                        lambda: self.app.push("help", game_id=self.record.game), cls="@quiet",
                                        tooltip=self.tr("app.key.f1"))
        self.done_button = None
        if self.look_needs_click():
            r = self.board_rect
            dw = min(r.w - 40, 360)
            self.done_button = self.button((r.centerx - dw // 2, r.bottom - 64, dw, 48),
                                           self.tr("app.game.look_done"), self.finish_look,
                                           tooltip=self.tr("app.game.look_done_tip"))

    def confirm(self) -> None:
        if self.look_needs_click():
            self.finish_look()

    # ----- events -----------------------------------------------------------------------
    def handle_event(self, ev: pygame.event.Event) -> bool:
        if ev.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.marker_rest = None          # (a click is not a rest: the tooltip waits again)
        return self._handle_event(ev)

    def _handle_event(self, ev: pygame.event.Event) -> bool:
        if self.advice_key(ev):
            return True
        said = summary_input(ev, self.board_rect, self.summary) if self.summary is not None else None
        if said in ("close", "close_through"):
            self.close_summary()
        if said is not None and said != "close_through":
            return True
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE and (self.drop_advice() or self.esc_meant_for_advice()):
            return True           # (Esc puts the advice away first, even over a dialog of the board)
        if ev.type == pygame.KEYDOWN:
            ctrl = ev.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
            if ctrl and ev.key == pygame.K_z:
                if ev.mod & pygame.KMOD_SHIFT:
                    self.redo()
                else:
                    self.undo()
                return True
            if ctrl and ev.key == pygame.K_y:
                self.redo()
                return True
            if ctrl and ev.key == pygame.K_s:
                self.save()
                return True
        if ev.type == pygame.MOUSEWHEEL and self.log_rect.collidepoint(pygame.mouse.get_pos()):
            self.log_scroll = max(0, self.log_scroll + ev.y * 3)
            return True
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button in (4, 5) and self.log_rect.collidepoint(ev.pos):
            self.log_scroll = max(0, self.log_scroll + (3 if ev.button == 4 else -3))
            return True
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.log_rect.collidepoint(ev.pos):
            for r, index in self.log_rows:
                if r.collidepoint(ev.pos):
                    self.open_replay(index)
                    return True
            return True
        self.click_while_thinking(ev)            # (no move: a toast says whose turn it waits for)
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.board_rect.collidepoint(ev.pos) \
                and self.anim.busy():
            # a click during an animation skips it; the board decides first, so a choice it
            # offers already (a ``live`` hotspot, such as a struggle card) acts at once and a
            # refused click is explained by the board
            self.waits += 1
            if self.pending_handoff is None and not self.handoff_open:
                self.board.handle_event(ev)
            self.anim.skip()
            return True
        if ev.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.KEYDOWN,
                       pygame.KEYUP, pygame.MOUSEWHEEL, pygame.TEXTINPUT):
            free = self.pending_handoff is None and not self.handoff_open
            if ev.type == pygame.KEYDOWN and self.anim.busy():   # keys wait for the animation (Esc still
                return bool(free and self.board.end_hold_by(ev))  # opens the menu) but the board's that
                #                                                    end what holds it (a banner up)
            if free:
                return bool(self.board.handle_event(ev))
        return False

    # ----- frame ------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.anim.update(dt)
        self.board.update(dt)
        if not self.board.busy():
            self.release_text()
            self.offer_summary()
        elif self.board.told_all():
            self.release_told()
        self.update_advice()
        self.go_on()
        self.update_undo_button()        # (after this frame's moves: drawn as a click would find it)
        self.update_advice_button()
        self.note_advice()

    def go_on(self) -> None:
        """The game goes on: a look ends, a hand-off opens, a computer moves, the end shows."""
        if self.looking is not None:
            if not self.look_needs_click() and not self.board.busy() and not self.board_holding():
                self._end_peek()
            return
        if self.pending_handoff is not None and not self.handoff_open:
            if self.hand_over_now():
                self._open_handoff()
            return
        if self.auto:
            self.step_computer()
        state = self.session.state
        # the summary opens once the board has been drawn whole, as the scheduler says: a finished
        # game opened from the menu shows its board in one frame and the summary over it in the
        # next (two short frames; a board that drew a draft first paints it whole in between)
        if state.is_over() and not self.end_shown and not self.board.busy() and self.worker is None \
                and self.app.tasks.shown(self.opened_key) and self.board.work_shown():
            self.end_shown = True
            self.release_text()        # (the last move's text: with no animation it came this frame)
            self.sfx.play("win")
            self.app.push("end", host=self)

    # ----- text follows the animation --------------------------------------------------
    def release_text(self) -> None:
        """Let the log and the top bar catch up with the game (called when the board is idle:
        new log lines and the status wait until the board has shown what they tell)."""
        n = len(self.record.actions)
        if getattr(self, "_released", None) == (n, self.generation):
            return
        self._released = (n, self.generation)
        state = self.session.state
        self.shown_log = readable_log(self.board, self.session)
        self.shown_status = state.status()
        to_act = state.to_act()
        seat = self.viewer if self.viewer in to_act else (to_act[0] if to_act else None)
        self.shown_prompt = (seat, self.prompt_for(state) if seat is not None else None)
        #: the seats the line spoke of, and the actions then made: once one of them acts, the line is stale
        self._prompt_about = (frozenset(to_act), n)
        self._log_cache = None

    def prompt_for(self, state):
        """The line of what to do: the person's own when they are to act; for a person at the
        screen who is not (waiting, or out of the game), whom everyone waits for, in their
        words; else the prompt of the first seat to act."""
        to_act = state.to_act()
        if self.viewer is not None and self.is_person(self.viewer):
            return state.prompt(self.viewer)
        return state.prompt(to_act[0])

    def held_line_stale(self) -> bool:
        """True while the board still shows the last move and the line kept from before it is
        stale: a seat it spoke of has acted since (its instruction carried out, or the card it
        waited for played)."""
        about = getattr(self, "_prompt_about", None)
        if about is None:
            return False
        seats, n = about
        return any(seat in seats for seat, _a in self.record.actions[n:])

    def offer_summary(self) -> None:
        """When a person's turn begins (after the computer's, or after their hand-off), the
        board's ``turn_summary(seat, session)`` may give what happened since their last
        turn, shown over the board until a click; it goes when the screen is no longer theirs."""
        seat = self.viewer
        alone = (seat is not None and self.pending_handoff is None and not self.handoff_open
                 and self.looking is None and self.board.acting)
        if self.summary is not None:
            if not alone or self.summary.seat != seat:
                self.close_summary()
            return
        if not alone:
            return
        got = self.board.turn_summary(seat, self.session)
        if got is not None:
            self.summary = TurnSummary(seat, *got)
            self.mark_dirty()

    def close_summary(self) -> None:
        """Take the "since your last turn" panel away."""
        self.summary = None
        self.mark_dirty()

    def text_held(self) -> bool:
        """True while the log and the top bar wait for the board's animation."""
        return getattr(self, "_released", None) != (len(self.record.actions), self.generation)

    def busy(self) -> bool:
        return self.worker is not None or self.anim.busy() or self.board.busy()

    def advice_due(self) -> bool:
        """Never while the board holds the screen for its viewer to read what is theirs (a
        verdict on their own accusation): nothing is waited for, so the Advice button is off
        and says why."""
        return not self.board_holding() and super().advice_due()

    def toast_clear(self) -> list[list[pygame.Rect]]:
        """A toast moved up (a lesson keeps the bottom clear) leaves the top bar's prompt in
        sight where there is room (a third tier: after what a lesson keeps clear); it covers
        none of the board's buttons where there is room (the second tier: "only one move is
        possible here" once stood over that very button). The advice bubble shown is kept clear
        first (a toast said while it was asked for stays on after it comes, and would hide its
        last lines); the board's own ``toast_keep_clear()`` last (the players' boxes)."""
        shown = self.advice is not None and not self.board.busy() and getattr(self, "advice_rect", None)
        bubble = [pygame.Rect(self.advice_rect)] if shown else []
        buttons = [pygame.Rect(b.rect) for b in self.board.buttons]
        own = [pygame.Rect(r) for r in self.board.toast_keep_clear()]
        return [bubble, buttons, [self.top_rect], own] if hasattr(self, "top_rect") else [bubble, buttons, own]

    def toast_top(self) -> int:
        """A toast at the top starts under the top bar."""
        return self.top_rect.bottom + 8 if hasattr(self, "top_rect") else 12

    def animating(self) -> bool:
        """Every frame while something moves (an animation, a notice fading, a computer
        thinking) or :meth:`update` has work of its own: a computer's or an automatic move
        due, a hand-off to open, a look to end, the end screen to show, text to release (a
        board's own work over frames gets its frames from the app's scheduler)."""
        if self.busy() or self.board.notices or self.advice_worker is not None:
            return True
        if self.pending_handoff is not None and not self.handoff_open:
            return True
        if self.looking is not None and not self.look_needs_click() and not self.board_holding():
            return True
        if self.text_held():
            return True
        state = self.session.state
        if state.is_over():
            return not self.end_shown
        return self.auto and (bool(self.computers_to_act()) or self.session.pending_automatic() is not None)

    def frame_interval(self) -> float | None:
        """A board at rest asks for no frame: its glows are steady (they show where a click
        goes without moving), so a window waiting for a person sleeps in the event wait. The
        one frame owed is the last-move marker's tooltip once the pointer has rested on it, and
        the frames a board asks for itself (:meth:`BoardBase.frame_interval`)."""
        due = [d for d in (self.marker_tip_due(), self.board.frame_interval()) if d is not None]
        return min(due) if due else None

    def draw(self, surface: pygame.Surface) -> None:
        if self.pending_handoff is None or not self.handoff_open:
            self.board_tips_give_way()
            self.board.draw(surface)           # (the last-move marker with it: board.under_overlay)
            self.anim.draw(surface)
            self.draw_advice(surface)
            if self.summary is not None:
                self.summary.draw(surface, self.app.fonts, self.render, self.board_rect, self.board.summary_keep_clear())
        self.draw_top(surface)
        self.draw_log(surface)
        self.draw_reason_tip(surface, self.board.texts)
        if self.pending_handoff is None or not self.handoff_open:
            self.draw_marker_tip(surface)

    def board_tips_give_way(self) -> None:
        """One tooltip at a time, none under the advice: the board draws no tooltip while the
        last-move marker's is due, nor one meeting the advice bubble (where it was last drawn)."""
        self.board.tip_taken = self.marker_tip_ready()
        rect = getattr(self, "advice_rect", None)
        self.board.tips_clear_of = [rect] if self.advice is not None and rect is not None else []
