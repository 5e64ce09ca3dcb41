"""Imperium board: the short note that says, next to the click, why a click did nothing.

A refused click (a fourth card, a flag with no card to lie on, a region while the
cards are already laid, a pick while a round is still being counted...) plays the
"refuse" sound and shows one catalogue sentence in a small bubble just above
the pointer for :data:`NOTE_SECONDS`. The note is not an animation: it never
makes the board busy.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from games.app.draw import ROMAN, wrap_text

from .scene_draw import blit_text, panel

#: how long a note stays (seconds of board time)
NOTE_SECONDS = 2.8


@dataclass
class Note:
    """A refusal shown at ``pos`` since board time ``born``; ``key`` names its catalogue text."""

    key: str
    text: str
    pos: tuple[int, int]
    born: float


class NoteMixin:
    """Refusal notes of :class:`~games.imperium.scene.Board`."""

    note: Note | None = None

    def refuse(self, key: str, pos=None, **params) -> None:
        """Say why the click at ``pos`` (default: the pointer) did nothing."""
        pos = tuple(int(c) for c in (pos if pos is not None else self.mouse))
        self.note = Note(key, self.tr(key, **params), pos, self.time)
        self.sfx.play("refuse")

    def current_note(self) -> Note | None:
        """The note still showing, if any."""
        if self.note is not None and self.time - self.note.born > NOTE_SECONDS:
            self.note = None
        return self.note

    def _draw_note(self, surface: pygame.Surface) -> None:
        note = self.current_note()
        if note is None:
            return
        s = self.s
        fnt = self.font(max(12, int(14 * s)), True)
        max_w = int(min(self.rect.w * 0.45, 360 * s))
        lines = wrap_text(fnt, note.text, max_w)
        lh = fnt.get_linesize()
        w = max(fnt.size(line)[0] for line in lines) + int(20 * s)
        h = lh * len(lines) + int(12 * s)
        box = pygame.Rect(0, 0, w, h)
        box.midbottom = (note.pos[0], note.pos[1] - int(14 * s))
        if box.top < self.rect.top + 4:          # no room above the pointer: below it
            box.midtop = (note.pos[0], note.pos[1] + int(22 * s))
        box.clamp_ip(self.rect.inflate(-8, -8))
        age = self.time - note.born
        alpha = 255 if age < NOTE_SECONDS - 0.5 else int(255 * max(0.0, (NOTE_SECONDS - age) / 0.5))
        layer = pygame.Surface(box.inflate(60, 60).size, pygame.SRCALPHA)
        local = pygame.Rect(30, 30, w, h)
        panel(layer, local, fill=ROMAN["ink"], border=ROMAN["red"], radius=int(8 * s), border_width=2)
        y = local.y + int(6 * s)
        for line in lines:
            blit_text(layer, line, (local.centerx, y), fnt, ROMAN["white"], "midtop")
            y += lh
        layer.set_alpha(alpha)
        surface.blit(layer, (box.x - 30, box.y - 30))
        self.drawn_note_rect = box
