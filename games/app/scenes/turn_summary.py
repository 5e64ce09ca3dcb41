"""The "since your last turn" panel of the game scene: what the other side did while the person
at the screen waited, offered when their turn begins and dismissed with a click or a key.

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

from ..draw import ROMAN, panel, wrap_text


@dataclass
class TurnSummary:
    """A summary offered to ``seat``: ``title``, ``lines`` and ``close`` are messages."""

    seat: int
    title: Any
    lines: list = field(default_factory=list)
    close: Any = None
    #: where the panel was last drawn (tests, clicks)
    rect: pygame.Rect | None = None

    def words(self, render) -> tuple[str, list[str], str]:
        """The panel's words in the host's language (``render``: the host's Msg renderer)."""
        return render(self.title), [render(m) for m in self.lines], render(self.close) if self.close else ""

    def draw(self, surface: pygame.Surface, fonts, render, area: pygame.Rect) -> pygame.Rect:
        """The panel centred on ``area`` (the board's rectangle), as tall as its lines need."""
        title, lines, close = self.words(render)
        w = max(280, min(area.w - 40, 620))
        body = fonts.get(15)
        head = fonts.get(19, True)
        foot = fonts.get(13)
        wrapped = [wrap_text(body, "• " + line, w - 40) for line in lines]
        step = body.get_linesize()
        rows = sum(len(x) for x in wrapped)
        h = min(area.h - 40, 64 + rows * step + len(wrapped) * 3 + 36)
        box = pygame.Rect(0, 0, w, h)
        box.center = area.center
        panel(surface, box, (250, 244, 226), ROMAN["gold_dark"], radius=12, border_width=3)
        surface.blit(head.render(title, True, ROMAN["red_dark"]), (box.x + 20, box.y + 16))
        y = box.y + 52
        bottom = box.bottom - 34
        for chunk in wrapped:
            for k, line in enumerate(chunk):
                if y + step > bottom:
                    break
                surface.blit(body.render(line, True, ROMAN["ink"]), (box.x + 20 + (14 if k else 0), y))
                y += step
            y += 3
        if close:
            img = foot.render(close, True, ROMAN["vein"])
            surface.blit(img, img.get_rect(midbottom=(box.centerx, box.bottom - 10)))
        self.rect = box
        return box


def closes(ev: pygame.event.Event, board_rect: pygame.Rect) -> bool:
    """True for the input that dismisses the panel: a click on the board (the panel is over
    it), or Return, Space or Escape."""
    if ev.type == pygame.MOUSEBUTTONDOWN and ev.button in (1, 3):
        return board_rect.collidepoint(ev.pos)
    return ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE,
                                                    pygame.K_ESCAPE)
