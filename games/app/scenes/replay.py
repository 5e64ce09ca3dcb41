"""The replay viewer: step through a game's record (first, back, forward, last,
play), with the sentence of each move. A game in progress is replayed in the
public view; a finished game keeps no secrets, so its replay shows the full
state (every hand, every hidden card), seen as a chosen seat or as everyone."""
from __future__ import annotations

from typing import Callable

import pygame

from games.core.chance import CHANCE
from ..explaining import shown_reason
from games.core.record import Record
from games.core.review import MomentsWork, moment_of
from games.core.session import Session
from games.core.views import hides_move

from ..anim import Animator
from ..board.playback import apply_and_play
from ..board.text import ELLIPSIS, ellipsize
from ..draw import panel, shared_gradient, wrap_text
from ..draw.breaks import NAME, SEAM, WORD_JOINER, break_ranks
from ..scene import Scene
from ..tasks import Steps
from .game_marker import LastMove, draw_marker, marker_clear_of, marker_rects
from .common import GOLD, GOLD_LIGHT, WHITE, HostServices, board_class, fit_text, readable_log, text

BAR_H = 84
STEP_SECONDS = 1.2


def cut_at_break(text: str, width: int, measure: Callable[[str], int]) -> str:
    """``text`` cut where a line may break and ended with an ellipsis to fit ``width`` (unchanged
    when it fits): between words, never inside one ("…who looks and…", not "…who looks and
    re…"); in Japanese between two characters but never inside a name, at a phrase's end
    when that keeps two thirds of the room (the strongest break there, the last of them: after
    a particle rather than inside a compound). Only a first word too wide alone is cut inside.

    >>> cut_at_break("who looks and reads", 15, len)
    'who looks and…'
    >>> cut_at_break("ガリア・キサルピナとダルマティアの境界に置く", 19, len)
    'ガリア・キサルピナとダルマティアの…'
    """
    s, ranks = break_ranks(text)
    if measure(s) <= width:
        return s
    places = [i for i in range(1, len(s)) if ranks[i] > NAME]
    lo, hi = 0, len(places)             # (how many places fit: the longer the cut, the wider)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        lo, hi = (mid, hi) if measure(s[:places[mid - 1]].rstrip() + ELLIPSIS) <= width else (lo, mid - 1)
    if lo == 0:
        return ellipsize(s, width, measure)
    at = places[lo - 1]
    near = [i for i in places[:lo] if measure(s[:i]) * 3 >= width * 2]
    top = max((ranks[i] for i in near), default=0)
    if top >= SEAM:                     # (a phrase's end close by rather than a word's inside)
        at = max(i for i in near if ranks[i] == top)
    return s[:at].rstrip() + ELLIPSIS


class ReplayScene(HostServices, Scene):
    """Its own board in the public view (viewer None, never acting)."""

    def __init__(self, app, record: Record, index: int | None = None, final=None, log=None):
        """``final`` (the state the whole record leads to) and ``log`` (its public log), when
        the caller has them, spare replaying the game to find them."""
        super().__init__(app)
        self.record = record
        self.anim = Animator(app.settings["anim_speed"])
        self.total = len(record.actions)
        self.index = self.total if index is None else max(0, min(self.total, int(index)))
        if final is None:
            final = record.replay()
        self.state = final.clone() if self.index == self.total else record.replay(self.index, trusted=True)
        # the record's checkpoints, made over the next frames (see :attr:`prepared`)
        app.tasks.add(("replay checkpoints", self), Steps(record.prepare), owner=self)
        self.finished = final.is_over()
        # the moment of each move as the game counts it (:meth:`title`), worked out over frames
        self.moments = MomentsWork(record)
        app.tasks.add(("replay moments", self), Steps(self.moments_step), owner=self)
        self.seen_as: int | None = None       # finished games: the seat whose hand area is shown
        self.playing = False
        self.clock = 0.0
        self.board = board_class(record.game)(self)
        self.board.under_overlay = self.draw_marked
        self.log = log if log is not None else readable_log(self.board, Session(record))
        self._layout()
        self.board.set_view(self.shown(self.state), self.seen_as, False)

    def shown(self, state):
        """What the board may show of ``state``: all of it once the game is over, else the public view."""
        return state.clone() if self.finished else state.view_for(None)

    def cycle_seen_as(self) -> None:
        """Finished games: show the board as seen by each seat in turn, then by everyone."""
        order = [None] + list(range(len(self.record.seats)))
        self.seen_as = order[(order.index(self.seen_as) + 1) % len(order)]
        self.board.set_view(self.shown(self.state), self.seen_as, False)
        self.rebuild()

    def seen_as_label(self) -> str:
        if self.seen_as is None:        # (a board may name its view for everyone: its ``seen_all_label``)
            return self.board.seen_all_label() or self.tr("app.replay.seen_all")
        return self.tr("app.replay.seen_as", name=self.record.seats[self.seen_as].name)

    @property
    def lang(self) -> str:  # type: ignore[override]
        return self.app.lang

    def tr(self, key, **params):  # type: ignore[override]
        return self.app.tr(key, **params)

    def submit(self, seat, action) -> bool:
        return False

    def _layout(self) -> None:
        w, h = self.app.size
        self.board.layout(pygame.Rect(0, 0, w, h - BAR_H))

    def on_resize(self, size) -> None:
        self._layout()

    def resume(self) -> None:
        self._layout()

    def on_lang(self) -> None:
        self.board.set_view(self.board.view, self.seen_as, False)

    # ----- stepping -----------------------------------------------------------------------
    def goto(self, index: int) -> None:
        index = max(0, min(self.total, index))
        if index == self.index:
            return
        self.anim.skip()
        if index == self.index + 1:
            seat, action = self.record.actions[self.index]

            def put_up() -> None:
                self.index = index
                self.board.set_view(self.shown(self.state), self.seen_as, False)
            apply_and_play(self.state, self.board, seat, action, None, set_view=put_up, view=self.shown,
                           everything=self.finished)
        else:
            self.state = self.record.replay(index, trusted=True)
            self.index = index
            self.board.set_view(self.shown(self.state), self.seen_as, False)
        self.rebuild()

    def toggle_play(self) -> None:
        self.playing = not self.playing
        if self.playing and self.index >= self.total:
            self.goto(0)
        self.clock = 0.0
        self.rebuild()

    def build(self) -> None:
        w, h = self.app.size
        y = h - BAR_H + 20
        bw, gap = 64, 8
        x = w - 5 * (bw + gap) - 130
        self.first_button = self.button((x, y, bw, 44), "|◀", lambda: self.goto(0), enabled=self.index > 0,
                                        tooltip=self.tr("app.replay.first"))
        self.prev_button = self.button((x + (bw + gap), y, bw, 44), "◀", lambda: self.goto(self.index - 1),
                                       enabled=self.index > 0, tooltip=self.tr("app.replay.prev"))
        self.play_button = self.button((x + 2 * (bw + gap), y, bw, 44), "| |" if self.playing else "▶▶",
                                       self.toggle_play, tooltip=self.tr("app.replay.play"))
        self.next_button = self.button((x + 3 * (bw + gap), y, bw, 44), "▶", lambda: self.goto(self.index + 1),
                                       enabled=self.index < self.total, tooltip=self.tr("app.replay.next"))
        self.last_button = self.button((x + 4 * (bw + gap), y, bw, 44), "▶|", lambda: self.goto(self.total),
                                       enabled=self.index < self.total, tooltip=self.tr("app.replay.last"))
        self.back_button = self.button((w - 120, y, 104, 44), self.tr("app.back"), self.app.pop, cls="@quiet")
        self.seen_button = None
        if self.finished:
            self.seen_button = self.button((x - 250, y, 238, 44), f"◀  {self.seen_as_label()}  ▶",
                                           self.cycle_seen_as, cls="@choice", tooltip=self.tr("app.replay.seen_tip"))

    def handle_event(self, ev) -> bool:
        if ev.type == pygame.KEYDOWN:
            keys = {pygame.K_LEFT: self.index - 1, pygame.K_RIGHT: self.index + 1, pygame.K_HOME: 0,
                    pygame.K_END: self.total}
            if ev.key in keys:
                self.goto(keys[ev.key])
                return True
            if ev.key == pygame.K_SPACE:
                self.toggle_play()
                return True
        return False

    def help_topic(self):
        return self.record.game

    def update(self, dt: float) -> None:
        super().update(dt)
        self.anim.update(dt)
        self.board.update(dt)
        if self.playing:
            self.clock += dt
            if self.clock >= STEP_SECONDS and not self.board.busy():
                self.clock = 0.0
                if self.index >= self.total:
                    self.playing = False
                    self.rebuild()
                else:
                    self.goto(self.index + 1)

    def busy(self) -> bool:
        return self.playing or self.anim.busy()

    @property
    def prepared(self) -> bool:
        """True once the record's checkpoints are made (a task of the app's scheduler, so that
        a step back replays little)."""
        return self.app.tasks.done(("replay checkpoints", self))

    def moments_step(self, budget) -> bool:
        """Work out the moments for up to ``budget``; once done, the heading is drawn again."""
        done = self.moments.step(budget)
        if done:
            self.dirty = True
        return done

    def title(self) -> str:
        """The bar's heading: the game, the moment of the position shown as the game counts it
        (its turn or round, as its own top bar and the review name it: the moment the next move
        is made in) and the move's place in the record."""
        title = self.render(self.info.title)
        if self.index == 0:
            return self.tr("app.replay.title", title=title, n=self.index, total=self.total)
        if not self.moments.done:           # (until then the plain heading: a long game takes frames)
            return self.tr("app.replay.title", title=title, n=self.index, total=self.total)
        # (while a move animates, the moment of the position the board draws, as its top bar says)
        when = self.moments.moments[min(self.index, len(self.moments.moments) - 1)]
        drawn = self.board.status_shown() if self.board is not None and self.board.busy() else None
        when = moment_of(drawn, when) if drawn is not None else when     # (a status without a number keeps it)
        return self.tr("app.replay.title_at", title=title, when=self.render(when), n=self.index, total=self.total)

    def move_text(self) -> str:
        if self.index == 0:
            return self.tr("app.replay.start")
        # (a line standing for several actions, such as a group of marches, shows at each of them)
        lines = [self.render(e.msg) for e in self.log if getattr(e, "first", e.index) <= self.index <= e.index]
        return "  ".join(lines)

    def move_lines(self, width: int):
        """The font and the (at most two) lines the move's sentences take in ``width`` pixels:
        a smaller size if need be (they were cut after two lines at 15 px), the second line
        ending in an ellipsis only if they still do not fit at 11 px; one line at 13 px or
        more when that holds them (not two at 15). Worked out once per
        move, language and width (a long move's sentences, wrapped at five sizes at every
        frame, took 180 ms a frame); only the start that three lines could hold is wrapped."""
        said = self.move_text()
        key = (said, width, self.app.lang)
        if self._move_lines is not None and self._move_lines[0] == key:
            return self._move_lines[1]
        head = said[:max(40, 3 * width // 4)]       # (no character is narrower than 4 px at 11)
        # a short move that one line holds at a slightly smaller size is not broken in two
        one = next((p for p in (15, 14, 13) if len(said) < 200 and self.app.fonts.get(p).size(said)[0] <= width), None)
        if one is not None:
            self._move_lines = (key, (self.app.fonts.get(one), [said]))
            return self._move_lines[1]
        px = 15
        while px > 11 and (self.app.fonts.get(px).size(said[:400])[0] > 2 * width
                           or len(wrap_text(self.app.fonts.get(px), head, width)) > 2):
            px -= 1
        font = self.app.fonts.get(px)
        lines = wrap_text(font, head, width)
        if len(lines) > 2 or len(head) < len(said) and len(lines) == 2:
            flat = said.replace(WORD_JOINER, "")    # (the lines leave the word joiners out)
            rest = flat[len(lines[0]):].lstrip() if flat.startswith(lines[0]) \
                else ("" if self.app.lang == "ja" else " ").join(lines[1:])
            lines = [lines[0], cut_at_break(rest[:width // 2], width, lambda t: font.size(t)[0])]
        self._move_lines = (key, (font, lines))
        return self._move_lines[1]

    #: (move's sentences, width, language) and the font and lines they take (see move_lines)
    _move_lines = None

    def marked_move(self) -> LastMove | None:
        """The move just shown (``None`` at the start or after a chance draw), marked on the board
        as the game marks its last move; in a game still going a move the public could not tell
        from another shows only its mover's row (worked out once per move)."""
        i = self.index - 1
        kept = self._marked
        if kept is None or kept[0] != (i, self.finished):
            m = None
            if i >= 0 and self.record.actions[i][0] != CHANCE:
                seat, action = self.record.actions[i]
                hidden = not self.finished and hides_move(self.record.replay(i, trusted=True), seat, action)
                m = LastMove(i, seat, action, hidden)
            self._marked = kept = ((i, self.finished), m)
        return kept[1]

    def shown_mover(self) -> int | None:
        """The seat whose move was just shown (``None`` at the start or after a chance draw): a
        board's note of an earlier move (CAESAR!'s Auto-Crassus's reason) stands at its moves only."""
        m = self.marked_move()
        return None if m is None else m.seat

    #: (the move's index, finished) and its LastMove (see marked_move)
    _marked: tuple | None = None

    def draw_marked(self, surface: pygame.Surface) -> None:
        """The marker of the move just shown, at the board's depth (``board.under_overlay``:
        over the board, under its tooltips and notices)."""
        m = None if self.anim.busy() else self.marked_move()
        if m is None:
            return
        prev = surface.get_clip()
        surface.set_clip(None)
        try:
            draw_marker(surface, marker_rects(self.board, m), self.seat_colour(m.seat), marker_clear_of(self.board))
        finally:
            surface.set_clip(prev)

    def draw(self, surface: pygame.Surface) -> None:
        self.board.draw(surface)       # (the move's marker with it: draw_marked, under the board's tooltips)
        self.anim.draw(surface)
        w, h = surface.get_size()
        bar = pygame.Rect(0, h - BAR_H, w, BAR_H)
        surface.blit(shared_gradient(bar.size, (104, 22, 28), (66, 12, 18)), bar)
        pygame.draw.line(surface, GOLD, bar.topleft, bar.topright, 2)
        head = self.title()
        width = w - 5 * 72 - 130 - 40 - (250 if self.finished else 0)
        text(self.app, surface, head, (20, bar.y + 10), fit_text(self.app, head, width, 18, True), GOLD_LIGHT, bold=True)
        font, lines = self.move_lines(width)
        for i, line in enumerate(lines):
            surface.blit(font.render(line, True, WHITE), (20, bar.y + 38 + i * (font.get_linesize())))
        # a move too long for the bar's two lines: the pointer over them shows them all above it
        self.move_rect = pygame.Rect(16, bar.y + 34, width + 8, BAR_H - 36)
        self.showing_whole = bool(lines) and lines[-1].endswith(ELLIPSIS) \
            and self.move_rect.collidepoint(pygame.mouse.get_pos())
        if self.showing_whole:
            self.draw_whole_move(surface, bar, width)
        else:
            self.draw_reason(surface, bar)

    def reason_text(self) -> str | None:
        """Why the computer made the move shown, when it said so."""
        why = shown_reason(self.record, self.index - 1, self.finished, self.index) if self.index else None
        if why is not None:
            note = self.board.reason_kept_from_view(self.record.reason(self.index - 1),
                                                    self.record.actions[self.index - 1][0], self.seen_as)
            if note is not None:
                return self.render(note)
        return None if why is None else self.tr("app.replay.why", reason=self.render(why))

    def draw_reason(self, surface: pygame.Surface, bar: pygame.Rect) -> None:
        """The computer's reason for the move shown, in a panel over the board above the bar."""
        said = self.reason_text()
        self.reason_rect = None
        if said is None:
            return
        font = self.app.fonts.get(14)
        width, bottom = self.reason_room(min(420, bar.w // 2), bar)
        lines = wrap_text(font, said, width)[:4]
        step = font.get_linesize()
        box = pygame.Rect(0, 0, width + 24, len(lines) * step + 20)
        box.bottomright = (bar.right - 12, bottom)
        panel(surface, box, fill=(66, 12, 18), border=GOLD, radius=10)
        for i, line in enumerate(lines):
            surface.blit(font.render(line, True, WHITE), (box.x + 12, box.y + 10 + i * step))
        self.reason_rect = box

    def reason_room(self, width: int, bar: pygame.Rect) -> tuple[int, int]:
        """The reason's width of text and its box's bottom: beside what the board keeps clear
        (narrowed, while 200 pixels of text are left: the box cut the Caesar board's frame at
        1000x650), else above it (the box hid the Caesar legend's words)."""
        right, bottom = bar.right - 12, bar.y - 6
        for r in self.board.replay_reason_clear_of():
            if r.right <= right - width - 24 or r.bottom <= 6:
                continue
            room = right - (r.right + 8) - 24
            if room >= 200:
                width = min(width, room)
            else:
                bottom = min(bottom, r.top - 6)
        return width, bottom

    def whole_move_lines(self, width: int) -> list[str]:
        """The move's sentences wrapped whole at 14 px in ``width`` pixels (kept per move)."""
        key = (self.move_text(), width, self.app.lang)
        if self._whole_lines is None or self._whole_lines[0] != key:
            self._whole_lines = (key, wrap_text(self.app.fonts.get(14), key[0], width))
        return self._whole_lines[1]

    #: (move's sentences, width, language) and their lines whole (see whole_move_lines)
    _whole_lines = None
    showing_whole = False

    def draw_whole_move(self, surface: pygame.Surface, bar: pygame.Rect, width: int) -> None:
        """The whole move in a panel over the board, just above the bar."""
        font = self.app.fonts.get(14)
        lines = self.whole_move_lines(width)
        step = font.get_linesize()
        box = pygame.Rect(12, 0, width + 24, len(lines) * step + 20)
        box.bottom = bar.y - 6
        box.top = max(6, box.top)
        panel(surface, box, fill=(66, 12, 18), border=GOLD, radius=10)
        for i, line in enumerate(lines):
            y = box.y + 10 + i * step
            if y + step > box.bottom:
                break
            surface.blit(font.render(line, True, WHITE), (box.x + 12, y))
