"""A small dialog: a sentence and buttons (OK, or Yes/No)."""
from __future__ import annotations

from typing import Callable

import pygame

from games.core.text import Msg

from ..draw import ROMAN, draw_wrapped, panel
from ..scene import Scene
from .common import INK


class MessageScene(Scene):
    overlay = True

    def __init__(self, app, msg: Msg | str, on_yes: Callable[[], None] | None = None, yes_key: str = "app.ok",
                 no_key: str | None = None):
        super().__init__(app)
        self.msg, self.on_yes, self.yes_key, self.no_key = msg, on_yes, yes_key, no_key

    def build(self) -> None:
        w, h = self.app.size
        self.rect = pygame.Rect(0, 0, min(560, w - 60), 230)
        self.rect.center = (w // 2, h // 2)
        bw = 150
        if self.no_key:
            self.yes_button = self.button((self.rect.centerx - bw - 10, self.rect.bottom - 66, bw, 44),
                                          self.tr(self.yes_key), self.confirm)
            self.no_button = self.button((self.rect.centerx + 10, self.rect.bottom - 66, bw, 44),
                                         self.tr(self.no_key), self.app.pop, cls="@quiet")
        else:
            self.yes_button = self.button((self.rect.centerx - bw // 2, self.rect.bottom - 66, bw, 44),
                                          self.tr(self.yes_key), self.confirm)

    def confirm(self) -> None:
        self.app.pop(self)
        if self.on_yes is not None:
            self.on_yes()

    def draw(self, surface: pygame.Surface) -> None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((10, 6, 4, 140))
        surface.blit(veil, (0, 0))
        if not hasattr(self, "rect"):
            return
        panel(surface, self.rect, fill=ROMAN["parchment"], border=ROMAN["gold_dark"], radius=16)
        draw_wrapped(surface, self.render(self.msg), self.rect.inflate(-60, -90).move(0, -20),
                     self.app.fonts.get(18), INK, align="center")
