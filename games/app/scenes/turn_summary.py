"""The "since your last turn" panel of the game scene: what the other side did while the person
at the screen waited, offered when their turn begins. It closes by its Close button, a click on
the board outside it, Return, Space or Escape; a click outside it also does what it was aimed at
(a button of the board is pressed at the first click, not the second); a click inside it (a
player reading it, or aiming at a line) leaves it open and reaches nothing under it.

The host asks the board (its optional ``turn_summary(seat, session)``) once the board is idle
and a person must act; the board says whether a turn of that person has just begun and, if so,
what to list (a title, lines and the words that say how to close it, all catalogue messages),
as that person's view shows it. The panel is the host's, drawn over the board: the board
itself draws exactly what a board opened on that view draws.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from games.core.text import Msg

from ..draw import ROMAN, panel, wrap_text

#: the Close button's size, pixels
CLOSE_W, CLOSE_H = 96, 26
#: the least size of the lines (the log's own least): below it, the lines scroll
LEAST_PX = 12
#: the keys that scroll the lines: by a line, by a page
SCROLL_KEYS = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -5, pygame.K_PAGEDOWN: 5}


@dataclass
class TurnSummary:
    """A summary offered to ``seat``: ``title``, ``lines`` and ``close`` are messages."""

    seat: int
    title: Any
    lines: list = field(default_factory=list)
    close: Any = None
    #: where the panel and its Close button were last drawn (tests, clicks)
    rect: pygame.Rect | None = None
    close_rect: pygame.Rect | None = None
    #: the size of the lines' font as last drawn, and how many lines were cut off (tests: none)
    drawn_px: int = 0
    cut: int = 0
    #: the first line shown, the most it may be, the line's height and how many show (as drawn)
    scroll: int = 0
    max_scroll: int = 0
    page: tuple[int, int] = (0, 0)
    #: the words drawn at the foot (how to close, or that more lines are below)
    foot_words: str = ""
    #: the last place worked out: (what it was worked out for, (box, lines' size, rows))
    laid: tuple | None = field(default=None, repr=False, compare=False)

    def words(self, render) -> tuple[str, list[str], str]:
        """The panel's words in the host's language (``render``: the host's Msg renderer)."""
        return render(self.title), [render(m) for m in self.lines], render(self.close) if self.close else ""

    def draw(self, surface: pygame.Surface, fonts, render, area: pygame.Rect, keep_clear=()) -> pygame.Rect:
        """The panel centred on ``area`` (the board's rectangle), or beside what the board keeps
        in sight (``keep_clear``, :meth:`_place`), as tall as its lines need; lines smaller down
        to :data:`LEAST_PX`, then the lines that do not fit scroll (the wheel or the arrow keys),
        with a bar and the words saying so."""
        title, lines, close = self.words(render)
        head = fonts.get(19, True)
        foot = fonts.get(13)
        box, px, rows = self._place(fonts, lines, area, [pygame.Rect(k) for k in keep_clear])
        body = fonts.get(px)
        step = body.get_linesize()
        self.drawn_px = px
        panel(surface, box, (250, 244, 226), ROMAN["gold_dark"], radius=12, border_width=3)
        surface.blit(head.render(title, True, ROMAN["red_dark"]), (box.x + 20, box.y + 16))
        top, bottom = box.y + 52, box.bottom - 42
        fit = self._fit(rows, step, bottom - top)
        self.max_scroll = max(0, len(rows) - fit)
        self.scroll = max(0, min(self.scroll, self.max_scroll))
        self.cut = 0                              # (nothing is cut: what does not fit scrolls)
        self.page = (step, fit)
        y = top
        for line, k, new in rows[self.scroll:self.scroll + fit]:
            y += 3 if new else 0
            surface.blit(body.render(line, True, ROMAN["ink"]), (box.x + 20 + (14 if k else 0), y))
            y += step
        if self.max_scroll:                       # the bar: where the lines shown stand among all
            track = pygame.Rect(box.right - 12, top, 4, bottom - top)
            bar = max(16, track.h * fit // len(rows))
            at = track.y + (track.h - bar) * self.scroll // self.max_scroll
            pygame.draw.rect(surface, ROMAN["parchment_dark"], track, border_radius=2)
            pygame.draw.rect(surface, ROMAN["gold_dark"], (track.x, at, 4, bar), border_radius=2)
        button = pygame.Rect(0, 0, CLOSE_W, CLOSE_H)
        button.bottomright = (box.right - 14, box.bottom - 10)
        panel(surface, button, ROMAN["red_dark"], ROMAN["gold_dark"], radius=6, border_width=2)
        label = foot.render(render(Msg("app.summary.close_button")), True, ROMAN["white"])
        surface.blit(label, label.get_rect(center=button.center))
        said = render(Msg("app.summary.more_below")) if self.scroll < self.max_scroll else close
        self.foot_words = said
        if said:
            img = foot.render(said, True, ROMAN["red_dark"] if self.scroll < self.max_scroll else ROMAN["vein"])
            surface.blit(img, img.get_rect(midleft=(box.x + 20, button.centery)))
        self.close_rect = button
        self.rect = box
        return box

    def _place(self, fonts, lines: list[str], area: pygame.Rect, keep: list[pygame.Rect]) -> tuple:
        """The panel's box, its lines' size and rows: centred on ``area``; where that covers one
        of ``keep`` (the board's boxes that stay in sight: its rows went under the panel's top
        edge), centred on the room beside it, above or below it instead, the one whose lines
        scroll least, then read biggest, then wrap least. Kept while nothing changes."""
        key = (tuple(area), tuple(map(tuple, keep)), tuple(lines))
        if self.laid is not None and self.laid[0] == key:
            return self.laid[1]
        rooms = [area] + [room.clip(area) for k in keep for room in (
            pygame.Rect(area.x, area.y, k.x - area.x, area.h), pygame.Rect(k.right, area.y, area.right - k.right, area.h),
            pygame.Rect(area.x, area.y, area.w, k.y - area.y), pygame.Rect(area.x, k.bottom, area.w, area.bottom - k.bottom))]
        best: tuple = ()
        for n, room in enumerate(rooms):
            if n and (room.w < 320 or room.h < 160):     # (no room for the panel's least size)
                continue
            w = max(280, min(room.w - 40, 620))
            for px in range(15, LEAST_PX - 1, -1):    # (smaller lines rather than lines to scroll to)
                body = fonts.get(px)
                rows = [(line, k, i and not k) for i, text in enumerate(lines)
                        for k, line in enumerate(wrap_text(body, "• " + text, w - 40))]
                need = 64 + len(rows) * body.get_linesize() + len(lines) * 3 + 44
                if need <= room.h - 40:
                    break
            box = pygame.Rect(0, 0, w, min(room.h - 40, need))
            box.center = room.center
            got = (box.collidelist(keep) >= 0, need > room.h - 40, -px, len(rows), n, box, px, rows)
            best = min(best, got, key=lambda t: t[:5]) if best else got
            if n == 0 and not got[0]:                 # (centred and clear: there)
                break
        self.laid = (key, best[5:])
        return best[5:]

    @staticmethod
    def _fit(rows: list, step: int, room: int) -> int:
        """How many of ``rows`` fit ``room`` pixels (``step`` a line, 3 more before each item)."""
        used = n = 0
        for _line, _k, new in rows:
            used += step + (3 if new else 0)
            if used > room:
                break
            n += 1
        return max(1, n)

    def scroll_by(self, lines: int) -> None:
        """Scroll the lines by ``lines`` (down when positive); kept in range as drawn."""
        self.scroll = max(0, min(self.scroll + lines, self.max_scroll))


def summary_input(ev: pygame.event.Event, board_rect: pygame.Rect, summary: TurnSummary) -> str | None:
    """What ``ev`` does to the panel: ``"close"`` (its Close button, Return, Space or Escape),
    ``"close_through"`` (a click on the board outside it: the panel closes and the click goes on
    to what it was aimed at), ``"keep"`` (a click inside it: the panel stays and the click reaches
    nothing under it; the wheel over it, or an arrow key while its lines scroll: they scroll),
    or ``None`` (the event is not the panel's)."""
    over = summary.rect is not None and summary.rect.collidepoint(getattr(ev, "pos", None) or pygame.mouse.get_pos())
    if ev.type == pygame.MOUSEWHEEL and over:
        summary.scroll_by(-3 * ev.y)
        return "keep"
    if ev.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and ev.button in (4, 5) and over:
        summary.scroll_by((3 if ev.button == 5 else -3) if ev.type == pygame.MOUSEBUTTONDOWN else 0)
        return "keep"
    if ev.type == pygame.KEYDOWN and ev.key in SCROLL_KEYS and summary.max_scroll:
        summary.scroll_by(SCROLL_KEYS[ev.key])
        return "keep"
    if ev.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and ev.button in (1, 3):
        if summary.close_rect is not None and summary.close_rect.collidepoint(ev.pos):
            return "close" if ev.type == pygame.MOUSEBUTTONDOWN else "keep"
        if summary.rect is not None and summary.rect.collidepoint(ev.pos):
            return "keep"
        if ev.type == pygame.MOUSEBUTTONDOWN and board_rect.collidepoint(ev.pos):
            return "close_through"
        return None
    if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE,
                                                pygame.K_ESCAPE):
        return "close"
    return None
