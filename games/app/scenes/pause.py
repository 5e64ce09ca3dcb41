"""The pause menu (Esc in a game): resume, undo, redo, save under a name, rules,
settings, quit to the menu (the game is autosaved)."""
from __future__ import annotations

import pygame

from ..draw import ROMAN, panel
from ..gui import TEXT_ENTRY_FINISHED
from ..scene import Scene
from .common import INK, text


class PauseScene(Scene):
    overlay = True

    def __init__(self, app, host, hidden: bool = False):
        super().__init__(app)
        self.host = host
        self.hidden = hidden

    def build(self) -> None:
        w, h = self.app.size
        pw, bh, gap = 380, 44, 10
        n = 7
        ph = 76 + n * (bh + gap) + 20
        self.rect = pygame.Rect(0, 0, pw, ph)
        self.rect.center = (w // 2, h // 2)
        x = self.rect.x + 30
        y = self.rect.y + 76
        bw = pw - 60

        def row(label, cb, enabled=True, cls=None):
            nonlocal y
            b = self.button((x, y, bw, bh), label, cb, enabled=enabled, cls=cls)
            y += bh + gap
            return b

        host = self.host
        # nothing can be taken back (or put back) while the hand-off shows
        why = host.undo_refusal()
        self.resume_button = row(self.tr("app.pause.resume"), self.app.pop)
        self.undo_button = row(self.tr("app.pause.undo"), self.undo, enabled=not self.hidden and why is None)
        if why is not None:
            self.undo_button.set_tooltip(host.render(why))
        self.redo_button = row(self.tr("app.pause.redo"), self.redo, enabled=not self.hidden and host.can_redo())
        self.name_entry = self.add(self.gui.entry((x, y, bw - 120, bh), "", limit=40,
                                                  placeholder=self.tr("app.pause.save_name")))
        self.save_button = self.button((x + bw - 110, y, 110, bh), self.tr("app.pause.save"), self.save)
        y += bh + gap
        self.rules_button = row(self.tr("app.pause.rules"),
                                lambda: self.app.push("help", game_id=host.record.game))
        self.settings_button = row(self.tr("app.pause.settings"), lambda: self.app.push("settings"))
        self.quit_button = row(self.tr("app.pause.quit"), host.quit_to_menu, cls="@quiet")

    def handle_event(self, ev) -> bool:
        if ev.type == TEXT_ENTRY_FINISHED and getattr(ev, "ui_element", None) is self.name_entry:
            self.save()
            return True
        return False

    def undo(self) -> None:
        if self.hidden:
            return
        if self.host.undo():
            self.app.pop(self)
        else:
            self.rebuild()

    def redo(self) -> None:
        if self.host.redo():
            self.app.pop()

    def save(self) -> None:
        if self.host.save(self.name_entry.get_text()):
            self.name_entry.set_text("")

    def confirm(self) -> None:
        self.app.pop()

    def help_topic(self):
        return self.host.record.game

    def draw(self, surface: pygame.Surface) -> None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((10, 6, 4, 150))
        surface.blit(veil, (0, 0))
        if not hasattr(self, "rect"):
            return
        panel(surface, self.rect, fill=ROMAN["parchment"], border=ROMAN["gold_dark"], radius=16)
        text(self.app, surface, self.tr("app.pause.title"), (self.rect.centerx, self.rect.y + 38), 26, INK,
             bold=True, anchor="center")
