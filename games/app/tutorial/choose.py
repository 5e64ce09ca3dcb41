"""The choice of a game's lessons, for a game that teaches itself in several ("Learn to play").

A small dialog over the menu or the rules page: one button per lesson, in the lesson file's
order, each titled by ``<game>.lesson.title.<name>``, and Back. A lesson of a map game whose
map pictures are not decoded and halved yet takes those steps first, one a frame, its button
pressed and saying so (:class:`~games.app.scenes.common.PicturesFirst`, as the set-up and Load
do): the lesson opens in a frame of its own.
"""
from __future__ import annotations

from functools import partial

import pygame

from games.core.text import Msg

from ..draw import ROMAN, draw_wrapped, panel
from ..mapview import map_pictures
from ..scene import Scene
from ..scenes.common import INK, PicturesFirst
from . import open_tutorial
from .lesson import lesson_names


class ChooseLessonScene(Scene):
    """Which of ``game``'s lessons to open."""

    overlay = True

    def __init__(self, app, game: str):
        super().__init__(app)
        self.game = game
        self.names = lesson_names(game)
        #: the lesson asked for and its map pictures' steps, while they are taken (see open)
        self.opening: tuple[str, PicturesFirst] | None = None

    def layout(self) -> None:
        """The dialog's buttons, one per lesson, and Back."""
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
        """Open the lesson ``name`` (the choice closes); when its map pictures are not
        ready, a frame a step first, the lesson's button pressed and saying so (see update)."""
        if self.opening is not None:
            return
        pictures = PicturesFirst(None, map_pictures([self.game]))
        if pictures.start(self.app.tasks, self):
            self.opening = (name, pictures)
            self.press(name)
            return
        self.lesson(name)

    def lesson(self, name: str) -> None:
        """The lesson ``name`` opened over the choice, which then leaves the stack: the screen
        beneath (the menu's 30 buttons) is not built again only to be covered."""
        open_tutorial(self.app, self.game, name=name)
        self.app.pop(self)

    def press(self, name: str) -> None:
        """The button of lesson ``name`` pressed and saying so, the others and Back disabled."""
        for key, b in self.lesson_buttons.items():
            if key == name:
                b.set_text(self.tr("app.menu.opening"))
            b.disable()
        self.back_button.disable()

    def build(self) -> None:
        self.layout()
        if self.opening is not None:          # (laid out again meanwhile: still pressed)
            self.press(self.opening[0])

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.opening is not None and self.app.top is self and self.opening[1].ready(self.app.tasks):
            name, self.opening = self.opening[0], None
            self.lesson(name)

    def busy(self) -> bool:
        return self.opening is not None or super().busy()

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
