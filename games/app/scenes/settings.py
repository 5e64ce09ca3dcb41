"""Settings: language, music and effects volume, animation speed, window or
fullscreen, window size, the colour-blind aid. Every change is saved at once."""
from __future__ import annotations

import pygame

from ..draw import ROMAN, panel
from ..gui import SLIDER_MOVED
from ..scene import Scene
from ..settings import SIZES, SPEEDS
from .common import INK, RED, text


#: the window sizes offered, smallest first: the settings' sizes, 1000x650 (the smallest a game is
#: laid out for) and 1000x700
OFFERED: tuple[tuple[int, int], ...] = tuple(sorted(set(SIZES) | {(1000, 650), (1000, 700)}, key=lambda s: s[0] * s[1]))


def offered_sizes(desktop: tuple[int, int] | None) -> list[tuple[int, int]]:
    """The window sizes the settings offer: those that fit the desktop ``desktop`` (a window
    larger than the screen runs off it), smallest first; all when the desktop is unknown.

    >>> offered_sizes((1280, 800))
    [(1000, 650), (1024, 640), (1000, 700), (1280, 800)]
    >>> offered_sizes((800, 600))
    [(1000, 650)]
    """
    if desktop is None:
        return list(OFFERED)
    fit = [s for s in OFFERED if s[0] <= desktop[0] and s[1] <= desktop[1]]
    return fit or [OFFERED[0]]


def next_size(current: tuple[int, int], sizes: list[tuple[int, int]]) -> tuple[int, int]:
    """The size after ``current`` in ``sizes`` (the next larger for a size not offered, such as a
    window resized by hand; back to the smallest after the largest).

    >>> next_size((1280, 800), [(1000, 650), (1280, 800)]), next_size((1100, 700), [(1000, 650), (1280, 800)])
    ((1000, 650), (1280, 800))
    """
    area = current[0] * current[1]
    return next((s for s in sizes if s[0] * s[1] > area), sizes[0])


def desktop_size() -> tuple[int, int] | None:
    """The size of the desktop the window is on (the first), or ``None`` when unknown."""
    try:
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        return None
    return tuple(sizes[0]) if sizes else None


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
        self.app.set_window_size(next_size(cur, offered_sizes(desktop_size())))
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
