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
    #: the size of the lines' font as last drawn, and how many lines were cut off (tests)
    drawn_px: int = 0
    cut: int = 0

    def words(self, render) -> tuple[str, list[str], str]:
        """The panel's words in the host's language (``render``: the host's Msg renderer)."""
        return render(self.title), [render(m) for m in self.lines], render(self.close) if self.close else ""

    def draw(self, surface: pygame.Surface, fonts, render, area: pygame.Rect) -> pygame.Rect:
        """The panel centred on ``area`` (the board's rectangle), as tall as its lines need."""
        title, lines, close = self.words(render)
        w = max(280, min(area.w - 40, 620))
        head = fonts.get(19, True)
        foot = fonts.get(13)
        for px in range(15, 9, -1):           # (smaller lines rather than lines lost under the panel)
            body = fonts.get(px)
            wrapped = [wrap_text(body, "• " + line, w - 40) for line in lines]
            step = body.get_linesize()
            need = 64 + sum(len(x) for x in wrapped) * step + len(wrapped) * 3 + 44
            if need <= area.h - 40:
                break
        h = min(area.h - 40, need)
        self.drawn_px = px
        box = pygame.Rect(0, 0, w, h)
        box.center = area.center
        panel(surface, box, (250, 244, 226), ROMAN["gold_dark"], radius=12, border_width=3)
        surface.blit(head.render(title, True, ROMAN["red_dark"]), (box.x + 20, box.y + 16))
        y = box.y + 52
        bottom = box.bottom - 42
        self.cut = 0
        for chunk in wrapped:
            for k, line in enumerate(chunk):
                if y + step > bottom:
                    self.cut += 1
                    continue
                surface.blit(body.render(line, True, ROMAN["ink"]), (box.x + 20 + (14 if k else 0), y))
                y += step
            y += 3
        button = pygame.Rect(0, 0, CLOSE_W, CLOSE_H)
        button.bottomright = (box.right - 14, box.bottom - 10)
        panel(surface, button, ROMAN["red_dark"], ROMAN["gold_dark"], radius=6, border_width=2)
        label = foot.render(render(Msg("app.summary.close_button")), True, ROMAN["white"])
        surface.blit(label, label.get_rect(center=button.center))
        if close:
            img = foot.render(close, True, ROMAN["vein"])
            surface.blit(img, img.get_rect(midleft=(box.x + 20, button.centery)))
        self.close_rect = button
        self.rect = box
        return box


def summary_input(ev: pygame.event.Event, board_rect: pygame.Rect, summary: TurnSummary) -> str | None:
    """What ``ev`` does to the panel: ``"close"`` (its Close button, Return, Space or Escape),
    ``"close_through"`` (a click on the board outside it: the panel closes and the click goes on
    to what it was aimed at), ``"keep"`` (a click inside it: the panel stays and the click reaches
    nothing under it), or ``None`` (the event is not the panel's)."""
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
