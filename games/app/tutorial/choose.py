"""The choice of a game's lessons, for a game that teaches itself in several ("Learn to play").

A small dialog over the menu or the rules page: one button per lesson, in the lesson file's
order, each titled by ``<game>.lesson.title.<name>``, and Back.
"""
from __future__ import annotations

from functools import partial

import pygame

from games.core.text import Msg

from ..draw import ROMAN, draw_wrapped, panel
from ..scene import Scene
from ..scenes.common import INK
from . import open_tutorial
from .lesson import lesson_names


class ChooseLessonScene(Scene):
    """Which of ``game``'s lessons to open."""

    overlay = True

    def __init__(self, app, game: str):
        super().__init__(app)
        self.game = game
        self.names = lesson_names(game)

    def build(self) -> None:
        w, h = self.app.size
        bh, gap = 46, 12
        self.rect = pygame.Rect(0, 0, min(720, w - 60), 120 + len(self.names) * (bh + gap) + 66)
        self.rect.center = (w // 2, h // 2)
        self.lesson_buttons = {}
        y = self.rect.y + 100
        for name in self.names:
            self.lesson_buttons[name] = self.button((self.rect.x + 40, y, self.rect.w - 80, bh),
                                                    self.tr(f"{self.game}.lesson.title.{name}"),
                                                    partial(self.open, name))
            y += bh + gap
        self.back_button = self.button((self.rect.centerx - 75, self.rect.bottom - 62, 150, 44), self.tr("app.back"),
                                       self.app.pop, cls="@quiet")

    def open(self, name: str) -> None:
        """Open the lesson ``name`` (the choice closes first)."""
        self.app.pop(self)
        open_tutorial(self.app, self.game, name=name)

    def draw(self, surface: pygame.Surface) -> None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((10, 6, 4, 140))
        surface.blit(veil, (0, 0))
        if not hasattr(self, "rect"):
            return
        panel(surface, self.rect, fill=ROMAN["parchment"], border=ROMAN["gold_dark"], radius=16)
        text = self.render(Msg("app.tutorial.choose", {"game": Msg(f"{self.game}.title")}))
        draw_wrapped(surface, text, pygame.Rect(self.rect.x + 30, self.rect.y + 24, self.rect.w - 60, 64),
                     self.app.fonts.get(18), INK, align="center")
