"""The game screen's move log: the sentences of the game wrapped to the log's width, newest at
the foot, scrolled with the wheel; the line under the pointer is lit, and when a computer said
why it made that move, its reason shows as a tooltip there. A mixin of
:class:`~games.app.scenes.game.GameScene`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ..explaining import kept_note, shown_reason

from ..board.still import Same
from ..board.widgets import draw_tooltip, tooltip_rect
from ..draw import wrap_text
from .common import GOLD, GOLD_LIGHT, WHITE, readable_log, text

if TYPE_CHECKING:
    from games.core.record import Record

#: the log's font size at 1280x800, and the least and most it takes at other sizes (``log_px``)
LOG_PX, LOG_PX_LEAST, LOG_PX_MOST = 15, 12, 19
#: how far into the log's area a move's own sentence and a note start (after the dot), how far
#: the events under it, and the pixels kept free at the right of the area (before the scroll bar)
HEAD_INDENT, EVENT_INDENT, RIGHT_KEEP = 22, 32, 4


def clear_tip_at(texts: Any, words: str, at: tuple[int, int], bounds: pygame.Rect, px: int, width: int,
                 keep: list[pygame.Rect]) -> tuple[int, int]:
    """Where to point a tooltip of ``words`` meant for ``at`` so that it covers none of
    ``keep`` (the players' panels beside the log): ``at`` itself when it covers none, else the
    nearest height above or below one of them where it covers none; ``at`` when there is none."""
    box = tooltip_rect(texts, words, at, bounds, px, width)[0]
    if box.collidelist(keep) < 0:
        return at
    gap = max(6, px // 2)
    tries = [y for r in keep for y in (r.top - 4 + gap, r.bottom + 4 + box.h + gap)]
    clear = []
    for y in tries:
        got = tooltip_rect(texts, words, (at[0], y), bounds, px, width)[0]
        if got.collidelist(keep) < 0:
            clear.append((abs(got.centery - at[1]), y))
    return (at[0], min(clear)[1]) if clear else at


def wrap_width(log_w: int) -> int:
    """The width the log's sentences are wrapped to in a log ``log_w`` pixels wide: what is left
    of its area (``log_w - 16``) after the events' indent and the right margin."""
    return log_w - 16 - EVENT_INDENT - RIGHT_KEEP


def line_indent(head: bool, seat: int | None, index: int, note: tuple | None) -> int:
    """How far into the log's area a line is drawn: a move's own sentence and a public note
    at :data:`HEAD_INDENT` (after a seat's dot or a note's ring), the events of a move under it
    at :data:`EVENT_INDENT`."""
    return HEAD_INDENT if head or seat is not None or note is not None or not index else EVENT_INDENT


def line_colour(head: bool, note: tuple | None) -> tuple[int, int, int]:
    """A line's colour: a move's own sentence white, a public note gold, events a soft grey."""
    return WHITE if head else (GOLD_LIGHT if note is not None else (210, 198, 180))


class GameLog:
    """The log of a :class:`~games.app.scenes.game.GameScene`."""

    if TYPE_CHECKING:      # what it uses of the GameScene it is mixed into
        app: Any
        lang: str
        log_rect: pygame.Rect
        log_w: int
        log_foot: int
        log_scroll: int
        log_rows: list
        shown_log: list
        still_log: Any
        record: Record
        session: Any
        board: Any
        generation: int
        _log_cache: list | None

        def render(self, msg: Any) -> str: ...

        def tr(self, key: str, **params: Any) -> str: ...

        def seat_colour(self, seat: int) -> tuple[int, int, int]: ...

    # ----- the log ----------------------------------------------------------------------
    def release_started(self) -> None:
        """A move has just begun to show on the board: its own sentence (and a note that a seat
        asked for advice) joins the log now, as the board starts to show it. What the move
        brought about (a struggle won, the cards turned up, a region counted, a phase begun)
        waits for ``release_text`` once the board has shown it, so the log never tells what an
        animation is about to reveal. Nothing is held beyond the public log."""
        released = getattr(self, "_released", None)     # (the moves told: a change of game or an
        n = len(self.record.actions)                      # undo releases the whole log at once)
        if released is None or released[0] >= n:
            return
        key = (n, self.generation)
        if getattr(self, "_started", None) == key:
            return
        self._started = key
        upto = released[0]
        self.shown_log = [e for e in readable_log(self.board, self.session)
                          if e.index <= upto or e.seat is not None or getattr(e, "about", None) is not None]
        self._log_cache = None

    def release_told(self) -> None:
        """The board has shown all the move tells while it still animates (Caesar's verdict
        given, the stacks still sliding): the log takes the move's public lines now; the top
        bar's prompt and status still wait for the animation's end (``release_text``)."""
        key = (len(self.record.actions), self.generation)
        if getattr(self, "_told", None) == key or getattr(self, "_released", None) == key:
            return
        self._told = key
        self.shown_log = readable_log(self.board, self.session)
        self._log_cache = None

    def _log_lines(self, need: int | None = None) -> tuple[list[tuple], int]:
        """The log's last lines wrapped to its width, newest first, at least ``need`` of them
        (every line when ``None``), and the number of lines of the whole log, counting each
        sentence not wrapped yet as one line. A line is ``(move's index, words, first line of a
        move's own sentence, the mover on that first line, the move whose reason the line shows
        (its own sentence's and its events' under it, every line of them, or the ``why_of`` of a
        line a board's ``merge_log`` points at a move: Imperium's revealed selections), else
        ``None``, on a
        line of a public note (:class:`~games.app.scenes.common.PublicNote`) the seat it is about
        and whether it is the note's first line, else ``None``)``.
        Sentences are wrapped from the newest back only as far as the lines asked for reach (a
        finished game of a thousand actions opens without wrapping its whole log), each once per
        language and width (``_wrapped``)."""
        px = self.log_px()
        key = (len(self.shown_log), id(self.shown_log), self.lang, self.log_w, px)
        if self._log_cache is None or self._log_cache[0] != key:
            self._log_cache = [key, [], len(self.shown_log), {e.index for e in self.shown_log if e.seat is not None}]
        _, lines, upto, moves = self._log_cache
        if need is None or len(lines) < need:
            font = self.app.fonts.get(px)
            memo = getattr(self, "_wrapped", None)
            if memo is None or memo[0] != (self.lang, self.log_w, px):
                memo = self._wrapped = ((self.lang, self.log_w, px), {})
            wrapped = memo[1]
            while upto > 0 and (need is None or len(lines) < need):
                upto -= 1
                entry = self.shown_log[upto]
                s = self.render(entry.msg)
                got = wrapped.get(s)
                if got is None:
                    got = wrapped[s] = wrap_text(font, s, wrap_width(self.log_w))
                # (a line a board marks ``stands_alone``, Imperium's round turned up or region
                # counted, is a line of its own, not part of the move whose events brought it)
                alone = getattr(entry, "stands_alone", False)
                head = entry.seat is not None or alone
                note = getattr(entry, "about", None)
                why = entry.index if entry.seat is not None else getattr(entry, "why_of", None)   # (a line a board
                if why is None and note is None and not alone and entry.index in moves:  # points at a move;
                    why = entry.index              # an event under a move's sentence: that move's)
                for k in range(len(got) - 1, -1, -1):
                    lines.append((entry.index, got[k], head and k == 0, entry.seat if k == 0 else None, why,
                                  None if note is None else (note, k == 0)))
            self._log_cache[2] = upto
        return lines, len(lines) + upto

    def log_px(self) -> int:
        """The log's font size, following the window as the boards' panels do: 15 pixels at
        1280x800, 12 at 1000x650, at most 19 on a large window."""
        w, h = self.app.size
        return max(LOG_PX_LEAST, min(LOG_PX_MOST, round(LOG_PX * min(w / 1280, h / 800))))

    def draw_log(self, surface: pygame.Surface) -> None:
        """The log: kept (:class:`~games.app.board.StillLayer`) while its lines, its scroll and the
        row under the pointer stay the same."""
        r = self.log_rect
        area = pygame.Rect(r.x + 8, r.y + 40, r.w - 16, r.h - 48 - self.log_foot)
        mouse = pygame.mouse.get_pos()
        key = (tuple(r), self.lang, Same(self.shown_log), len(self.shown_log), self.log_scroll, self.log_foot,
               mouse if area.collidepoint(mouse) else None)
        self.still_log.draw(surface, self.log_rect, key, self._paint_log)

    def _paint_log(self, surface: pygame.Surface) -> None:
        r = self.log_rect
        surface.fill((44, 34, 30), r)
        pygame.draw.line(surface, GOLD, r.topleft, r.bottomleft, 2)
        px = self.log_px()
        text(self.app, surface, self.tr("app.game.log"), (r.x + 16, r.y + 10), px + 2, GOLD_LIGHT, bold=True)
        font = self.app.fonts.get(px)
        lh = font.get_linesize() + 2
        area = pygame.Rect(r.x + 8, r.y + 40, r.w - 16, r.h - 48 - self.log_foot)
        self.log_area = area
        fit = max(1, area.h // lh)
        newest, total = self._log_lines(fit + self.log_scroll)
        max_scroll = max(0, total - fit)
        self.log_scroll = min(self.log_scroll, max_scroll)
        start = max(0, total - fit - self.log_scroll)
        shown = [newest[total - 1 - i] for i in range(start, min(start + fit, total))]
        self.log_rows = []
        self.log_hover: tuple[int, pygame.Rect] | None = None
        mouse = pygame.mouse.get_pos()
        prev = surface.get_clip()
        surface.set_clip(area)
        y = area.y
        if not total:
            text(self.app, surface, self.tr("app.game.log_empty"), (area.x + 8, y), px, (180, 168, 150))
        for index, line, head, seat, why, note in shown:
            row = pygame.Rect(area.x, y, area.w, lh)
            self.log_rows.append((row, index))
            if row.collidepoint(mouse):
                pygame.draw.rect(surface, (70, 54, 46), row, border_radius=4)
                if why is not None:      # (any line of a move's own sentence, or of a line that
                    self.log_hover = (why, row)   # shows a move's result: that move's reason)
            if head and seat is not None:
                pygame.draw.circle(surface, self.seat_colour(seat), (area.x + 10, y + lh // 2), 5)
            elif head and note is None and index:     # a line of its own (Imperium's round lines)
                cx, cy = area.x + 10, y + lh // 2
                pygame.draw.polygon(surface, GOLD, [(cx, cy - 5), (cx + 5, cy), (cx, cy + 5), (cx - 5, cy)])
            if note is not None and note[1]:      # a public note (a seat asked): a line of its own
                pygame.draw.circle(surface, self.seat_colour(note[0]), (area.x + 10, y + lh // 2), 5, 1)
            at = (area.x + line_indent(head, seat, index, note), y + 1)
            surface.blit(font.render(line, True, line_colour(head, note)), at)
            y += lh
        surface.set_clip(prev)
        if max_scroll:
            bar_h = max(24, area.h * fit // total)
            pos = (start / max(1, max_scroll)) * (area.h - bar_h)
            pygame.draw.rect(surface, (110, 90, 70), (r.right - 6, area.y + pos, 4, bar_h), border_radius=2)

    def hovered_reason(self) -> tuple[str, pygame.Rect] | None:
        """The reason of the move whose line is under the pointer, and that line, when a
        computer said why it made it (a sealed reason: that it is kept, and until when)."""
        hover = getattr(self, "log_hover", None)
        if hover is None or not hover[1].collidepoint(pygame.mouse.get_pos()):
            return None
        words = self.reason_words(hover[0] - 1)
        return None if words is None else (words, hover[1])

    def reason_words(self, index: int) -> str | None:
        """The "Why: ..." line of move ``index``: its reason, or while that is sealed the line
        saying it is kept (until the card is revealed or the end, resting on what only the
        mover knows; a board that keeps the hands face down may say it in its own words, and
        keep it from a viewer other than the mover after the end too: ``reason_kept_from_view``);
        ``None`` when the move has no reason."""
        over = self.session.state.is_over()
        why = shown_reason(self.record, index, over)
        board = getattr(self, "board", None)
        stored = self.record.reason(index)
        if board is not None and stored is not None:
            note = board.reason_kept_from_view(stored, self.record.actions[index][0], board.viewer)
            if note is not None:
                return self.render(note)
        if why is not None:
            return self.tr("app.replay.why", reason=self.render(why))
        kept = kept_note(self.record, index, over)
        return None if kept is None else self.tr(kept[0], name=kept[1])

    def draw_reason_tip(self, surface: pygame.Surface, texts: Any) -> pygame.Rect | None:
        """The reason of the move under the pointer, as a tooltip left of the log (under the
        top bar: a long reason of a line near the top goes below the line)."""
        got = self.hovered_reason()
        if got is None:
            self.drawn_reason = None
            return None
        words, row = got
        px = max(12, self.log_px())
        width = min(360, self.log_rect.x - 16)
        over = self.panels_over_board()
        at = clear_tip_at(texts, words, (self.log_rect.x - width // 2 - 8, row.y), self.tip_area(surface), px,
                          width, [pygame.Rect(r) for r in self.board.tip_keep_clear()] + over)
        if tooltip_rect(texts, words, at, self.tip_area(surface), px, width)[0].collidelist(over) >= 0:
            self.drawn_reason = None                 # (the panel over the board wins: read, then closed)
            return None
        self.drawn_reason = draw_tooltip(surface, texts, words, at, self.tip_area(surface), px, max_w=width)
        return self.drawn_reason

    def panels_over_board(self) -> list[pygame.Rect]:
        """The screen's panels drawn over the board that a reason never covers: the "since
        your last turn" panel while it is up."""
        summary = getattr(self, "summary", None)
        rect = getattr(summary, "rect", None)
        return [pygame.Rect(rect)] if rect is not None else []

    def tip_area(self, surface: pygame.Surface) -> pygame.Rect:
        """Where the screen's own tooltips (a move's reason, the marker's) may stand: under the
        top bar, never over its line of what to do nor its Advice and Undo buttons."""
        r = surface.get_rect()
        return pygame.Rect(r.x, self.log_rect.y, r.w, r.bottom - self.log_rect.y)
