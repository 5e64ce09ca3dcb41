"""The pass-and-play hand-off: a screen that hides the whole board until the
next player says "I am <name>".

The game pushes it (by name, ``"handoff"``) whenever the person in front of the
screen changes and anything secret would show. It is opaque: nothing of the
game is drawn beneath it.
"""
from __future__ import annotations

from typing import Callable

import pygame

from .draw import ROMAN, laurel, panel
from .scene import Scene
from .scenes.common import GOLD_LIGHT, INK, text


class HandoffScene(Scene):
    """"Pass the computer to Livia" — "I am Livia"."""

    overlay = False

    def __init__(self, app, seat: int, seat_name: str, colour=(200, 40, 40),
                 on_confirm: Callable[[int], None] | None = None, on_undo: Callable[[], object] | None = None):
        super().__init__(app)
        self.on_undo = on_undo
        self.seat, self.seat_name, self.colour, self.on_confirm = seat, seat_name, tuple(colour), on_confirm

    def build(self) -> None:
        w, h = self.app.size
        bw = 340
        self.confirm_button = self.button((w // 2 - bw // 2, h // 2 + 70, bw, 56),
                                          self.tr("app.handoff.i_am", name=self.seat_name), self.confirm,
                                          cls="@big")
        self.undo_button = None
        if self.on_undo is not None:
            self.undo_button = self.button((w // 2 - bw // 2, h // 2 + 140, bw, 40), self.tr("app.handoff.undo"),
                                           self.on_undo, cls="@quiet")

    def confirm(self) -> None:
        self.app.pop(self)
        if self.on_confirm is not None:
            self.on_confirm(self.seat)

    def back(self) -> None:
        # Esc on the hand-off opens the game's pause menu (quit, save ...) without revealing anything
        game = self.app.find("game")
        if game is not None:
            self.app.push("pause", host=game, hidden=True)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.fill((30, 20, 18))
        self.app.backdrop(surface)
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        veil.fill((40, 14, 14, 200))
        surface.blit(veil, (0, 0))
        card = pygame.Rect(0, 0, min(640, w - 80), 330)
        card.center = (w // 2, h // 2)
        panel(surface, card, fill=ROMAN["parchment"], border=ROMAN["gold_dark"], radius=18)
        laurel(surface, (card.centerx, card.y + 70), 44, ROMAN["gold_dark"], 3)
        pygame.draw.circle(surface, self.colour, (card.centerx, card.y + 70), 22)
        pygame.draw.circle(surface, ROMAN["gold_light"], (card.centerx, card.y + 70), 22, 2)
        text(self.app, surface, self.tr("app.handoff.pass_to", name=self.seat_name), (card.centerx, card.y + 140),
             28, INK, bold=True, anchor="center")
        text(self.app, surface, self.tr("app.handoff.others_look_away"), (card.centerx, card.y + 184), 17, INK,
             anchor="center")
