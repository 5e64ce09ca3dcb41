"""The pass-and-play hand-off: a screen that hides the whole board until the
next player says "I am <name>".

The game pushes it (by name, ``"handoff"``) before a person makes a secret choice
or sees something private while another person could be at the screen. It is
opaque: nothing of the game is drawn beneath it, and nothing can be taken back
from it (the pause menu opened here has Undo and Redo disabled). ``reason`` says
why it shows: ``"turn"`` (another person's turn), ``"secret"`` (the same person
chooses in secret: the others look away) or ``"look"`` (the person is shown
something that concerns them alone). ``note``: public news the person should hear as
they take the screen (CAESAR!: the token Poison took from them), under the title.
"""
from __future__ import annotations

from typing import Callable

import pygame

from .draw import ROMAN, laurel, panel
from .scene import Scene
from .scenes.common import INK, fit_text, text


class HandoffScene(Scene):
    """"Pass the computer to Livia" — "I am Livia"."""

    overlay = False

    def __init__(self, app, seat: int, seat_name: str, colour=(200, 40, 40),
                 on_confirm: Callable[[int], None] | None = None, reason: str = "turn", note: str | None = None):
        super().__init__(app)
        self.seat, self.seat_name, self.colour, self.on_confirm = seat, seat_name, tuple(colour), on_confirm
        #: public news for this person, said under the title (a board's ``handoff_note``)
        self.note = note
        self.reason = reason if reason in ("turn", "secret", "look") else "turn"

    def card_rect(self) -> pygame.Rect:
        """The dialog, fitted to the window (1024x640 and up)."""
        w, h = self.app.size
        card = pygame.Rect(0, 0, min(640, w - 80), min(360, h - 60))
        card.center = (w // 2, h // 2)
        return card

    def build(self) -> None:
        card = self.card_rect()
        name = self.tr("app.handoff.i_am", name=self.seat_name)
        bw = min(card.w - 60, max(340, self.app.fonts.get(20, True).size(name)[0] + 60))
        self.confirm_button = self.button((card.centerx - bw // 2, card.bottom - 86, bw, 56),
                                          self.tr("app.handoff.i_am", name=self.seat_name), self.confirm,
                                          cls="@big")

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
        card = self.card_rect()
        panel(surface, card, fill=ROMAN["parchment"], border=ROMAN["gold_dark"], radius=18)
        laurel(surface, (card.centerx, card.y + 70), 44, ROMAN["gold_dark"], 3)
        pygame.draw.circle(surface, self.colour, (card.centerx, card.y + 70), 22)
        pygame.draw.circle(surface, ROMAN["gold_light"], (card.centerx, card.y + 70), 22, 2)
        title = self.tr(f"app.handoff.title_{self.reason}", name=self.seat_name)
        text(self.app, surface, title, (card.centerx, card.y + 140), fit_text(self.app, title, card.w - 40, 28, True),
             INK, bold=True, anchor="center")
        line = self.tr(f"app.handoff.line_{self.reason}", name=self.seat_name)
        text(self.app, surface, line, (card.centerx, card.y + 184), fit_text(self.app, line, card.w - 40, 17), INK,
             anchor="center")
        if self.note:
            text(self.app, surface, self.note, (card.centerx, card.y + 222),
                 fit_text(self.app, self.note, card.w - 40, 17, True), ROMAN["red"], bold=True, anchor="center")
