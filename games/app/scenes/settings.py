"""Settings: language, music and effects volume, animation speed, window or
fullscreen, window size, the colour-blind aid. Every change is saved at once."""
from __future__ import annotations

import pygame

from ..draw import ROMAN, panel
from ..gui import SLIDER_MOVED
from ..scene import Scene
from ..settings import SIZES, SPEEDS
from .common import INK, RED, text


class SettingsScene(Scene):
    def build(self) -> None:
        w, h = self.app.size
        s = self.app.settings
        pw = min(760, w - 60)
        self.rect = pygame.Rect((w - pw) // 2, 100, pw, min(h - 130, 600))
        x = self.rect.x + 330
        bw = pw - 360
        y = self.rect.y + 30
        self.rows: list[tuple[str, int]] = []

        def row(key):
            nonlocal y
            self.rows.append((key, y))
            y += 58
            return y - 58

        yy = row("app.settings.language")
        self.lang_button = self.button((x, yy, bw, 42), self.tr(f"app.lang.{self.lang}"), self.cycle_lang,
                                       cls="@choice")
        yy = row("app.settings.music")
        self.music_button = self.button((x, yy, 110, 42), self.tr("app.on" if s["music"] else "app.off"),
                                        self.toggle_music, cls="@choice")
        self.music_slider = self.add(self.gui.slider((x + 124, yy + 6, bw - 124, 30), round(s["music_volume"] * 100)))
        if not s["music"]:
            self.music_slider.disable()        # no volume to set while the music is off
        yy = row("app.settings.effects")
        self.sfx_slider = self.add(self.gui.slider((x, yy + 6, bw, 30), round(s["sfx_volume"] * 100)))
        yy = row("app.settings.speed")
        self.speed_button = self.button((x, yy, bw, 42), self.tr(f"app.speed.{s['anim_speed']}"),
                                        self.cycle_speed, cls="@choice")
        yy = row("app.settings.display")
        self.fullscreen_button = self.button((x, yy, bw, 42),
                                             self.tr("app.settings.fullscreen" if self.app.fullscreen
                                                     else "app.settings.window"), self.toggle_fullscreen,
                                             cls="@choice")
        yy = row("app.settings.size")
        ws = tuple(s["window_size"])
        self.size_button = self.button((x, yy, bw, 42), f"{ws[0]} × {ws[1]}", self.cycle_size, cls="@choice")
        yy = row("app.settings.colour_blind")
        self.cb_button = self.button((x, yy, bw, 42), self.tr("app.on" if s["colour_blind"] else "app.off"),
                                     self.toggle_cb, cls="@choice")
        self.back_button = self.button((self.rect.x + 30, self.rect.bottom - 66, 150, 48), self.tr("app.back"),
                                       self.app.pop, cls="@quiet")

    # ----- changes -------------------------------------------------------------------------
    def cycle_lang(self) -> None:
        self.app.set_lang("ja" if self.lang == "en" else "en")

    def toggle_music(self) -> None:
        s = self.app.settings
        s.set("music", not s["music"])
        self.app.sfx.refresh(s)
        self.music_button.set_text(self.tr("app.on" if s["music"] else "app.off"))
        self.music_slider.enable() if s["music"] else self.music_slider.disable()

    def cycle_speed(self) -> None:
        s = self.app.settings
        s.set("anim_speed", SPEEDS[(SPEEDS.index(s["anim_speed"]) + 1) % len(SPEEDS)])
        self.speed_button.set_text(self.tr(f"app.speed.{s['anim_speed']}"))
        for scene in self.app.stack:
            anim = getattr(scene, "anim", None)
            if anim is not None:
                anim.speed = s["anim_speed"]

    def toggle_fullscreen(self) -> None:
        self.app.set_fullscreen(not self.app.fullscreen)

    def cycle_size(self) -> None:
        cur = tuple(self.app.settings["window_size"])
        sizes = list(SIZES)
        i = sizes.index(cur) if cur in sizes else 0
        self.app.set_window_size(sizes[(i + 1) % len(sizes)])
        self.rebuild()

    def toggle_cb(self) -> None:
        s = self.app.settings
        s.set("colour_blind", not s["colour_blind"])
        self.cb_button.set_text(self.tr("app.on" if s["colour_blind"] else "app.off"))

    def handle_event(self, ev) -> bool:
        if ev.type == SLIDER_MOVED:
            s = self.app.settings
            if ev.ui_element is self.music_slider:
                s.set("music_volume", ev.value / 100)
            elif ev.ui_element is self.sfx_slider:
                s.set("sfx_volume", ev.value / 100)
                self.app.sfx.refresh(s)
                self.app.sfx.play("click")
            self.app.sfx.refresh(s)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """One cached picture under the widgets (painted again on a resize or a new language)."""
        key = (getattr(self, "rect", None) and tuple(self.rect), tuple(getattr(self, "rows", ())))
        surface.blit(self.layer("page", key, surface.get_size(), self.paint), (0, 0))

    def paint(self, surface: pygame.Surface) -> None:
        self.app.backdrop(surface)
        w, h = surface.get_size()
        text(self.app, surface, self.tr("app.settings.title"), (w // 2, 56), 32, RED, bold=True, anchor="center")
        if not hasattr(self, "rect"):
            return
        panel(surface, self.rect, fill=ROMAN["parchment"], border=ROMAN["gold_dark"], radius=16)
        for key, y in self.rows:
            text(self.app, surface, self.tr(key), (self.rect.x + 30, y + 21), 18, INK, anchor="midleft")
