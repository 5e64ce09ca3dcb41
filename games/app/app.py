"""The window, the scene stack and the main loop.

``App`` owns the display, the pygame_gui manager, the fonts, the sounds and
the settings, and a stack of scenes. Scenes never import each other: they ask
the app to open one by name (``app.push("setup", game_id="caesar")``).

The loop (:meth:`App.cycle`) draws a frame only when one is due: an event came,
the stack changed, a scene is dirty (:meth:`Scene.mark_dirty`), something moves
(:meth:`Scene.animating`: 60 frames a second), a slow motion wants its next
frame (:meth:`Scene.frame_interval`), a text entry's caret blinks, a tooltip is
about to open, or a toast ends. Otherwise it blocks in ``pygame.event.wait``,
so a window at rest costs next to nothing.
"""
from __future__ import annotations

import importlib
import logging
import time
import warnings
from typing import Any

import pygame

from games.core import files, folders, saves
from games.core.text import Msg, tr

from .draw import background, draw_wrapped, gradient, panel, wrap_text
from .fonts import asset_path, check_pygame_ce, default_fonts, quit_pygame
from . import heap
from .gui import Gui
from .memory import release
from .settings import Settings
from .sound import Sfx
from .scene import Scene
from .tasks import Tasks

log = logging.getLogger(__name__)

#: scene name -> (module under games.app, class)
SCENES: dict[str, tuple[str, str]] = {
    "menu": ("scenes.menu", "MenuScene"),
    "setup": ("scenes.setup", "SetupScene"),
    "load": ("scenes.load", "LoadScene"),
    "settings": ("scenes.settings", "SettingsScene"),
    "help": ("scenes.help", "HelpScene"),
    "game": ("scenes.game", "GameScene"),
    "pause": ("scenes.pause", "PauseScene"),
    "end": ("scenes.end", "EndScene"),
    "replay": ("scenes.replay", "ReplayScene"),
    "review": ("scenes.review", "ReviewScene"),
    "message": ("scenes.message", "MessageScene"),
    "handoff": ("handoff", "HandoffScene"),
    "tutorial": ("tutorial.scene", "TutorialScene"),
    "lessons": ("tutorial.choose", "ChooseLessonScene"),
}

MIN_SIZE = (800, 560)
#: frames a second while anything moves
FPS = 60
#: the longest the loop sleeps without an event (it then only looks whether a frame is due)
IDLE_WAKE = 0.5
#: seconds after the last input during which a widget under the pointer gets frames
#: (pygame_gui opens its tooltip after a hover delay)
HOVER_FRAMES = 2.0
#: seconds between frames while a text entry has the focus (its caret blinks)
CARET_INTERVAL = 0.1
#: after a window resize, the loop waits this long for the next one before laying out again
#: (dragging a window's edge sends many), and at most RESIZE_SETTLE_MAX in all
RESIZE_SETTLE = 0.04
RESIZE_SETTLE_MAX = 0.3


def coalesce_resizes(events: list) -> list:
    """``events`` without the window resizes a later one in the list makes pointless: the
    window is laid out again once, at the last size.

    >>> import pygame
    >>> evs = [pygame.event.Event(pygame.VIDEORESIZE, size=(900, 600)), pygame.event.Event(pygame.KEYDOWN),
    ...        pygame.event.Event(pygame.VIDEORESIZE, size=(1000, 700))]
    >>> [(pygame.event.event_name(e.type), getattr(e, "size", None)) for e in coalesce_resizes(evs)]
    [('KeyDown', None), ('VideoResize', (1000, 700))]
    """
    last = max((i for i, ev in enumerate(events) if ev.type == pygame.VIDEORESIZE), default=None)
    return [ev for i, ev in enumerate(events) if ev.type != pygame.VIDEORESIZE or i == last]


class Toast:
    """A short sentence at the bottom of the window (an error a player caused, a saved file)."""

    def __init__(self, msg: Msg | str, kind: str, until: float):
        self.msg, self.kind, self.until = msg, kind, until


def keep_on_desktop() -> bool:
    """Bring the window back onto the desktop when it no longer fits where it stands (a window
    grown from the settings keeps its corner: on a small screen its right and bottom went off
    the edge). True if it was moved."""
    try:
        with warnings.catch_warnings():     # (the display module's window, as a Window)
            warnings.simplefilter("ignore", DeprecationWarning)
            win = pygame.Window.from_display_module()
        desk = pygame.display.get_desktop_sizes()[0]
    except (AttributeError, IndexError, pygame.error):
        return False
    (x, y), (w, h) = win.position, win.size
    to = (max(0, min(x, desk[0] - w)), max(0, min(y, desk[1] - h)))
    if to == (x, y):
        return False
    win.position = to
    return True


class App:
    """The suite's window.

    ``headless`` skips the real fullscreen switch (tests, screenshots);
    ``audio=False`` never opens the mixer.
    """

    def __init__(self, size: tuple[int, int] | None = None, headless: bool = False,
                 settings: Settings | None = None, lang: str | None = None, audio: bool = True):
        check_pygame_ce()
        pygame.init()
        self.headless = headless
        self.settings = settings if settings is not None else Settings.load()
        if lang in ("en", "ja"):
            self.settings["lang"] = lang
        if size is None:
            size = tuple(self.settings["window_size"])
        self.fullscreen = False
        self.window_size = (max(MIN_SIZE[0], int(size[0])), max(MIN_SIZE[1], int(size[1])))
        self.screen = pygame.display.set_mode(self.window_size, pygame.RESIZABLE)
        pygame.display.set_caption(tr("app.title", self.settings["lang"]))
        icon = asset_path("art", "icon.png")
        if icon.exists():
            try:
                pygame.display.set_icon(pygame.image.load(str(icon)))
            except pygame.error:
                pass
        try:
            pygame.key.set_repeat(350, 40)
        except pygame.error:
            pass
        self.fonts = default_fonts()     # one per process: pictures cached by font outlive an App
        self.sfx = Sfx(self.settings, mixer=audio)
        self.gui = Gui(self.window_size)
        self.stack: list[Scene] = []
        #: the work spread over frames (see games.app.tasks), run in each frame before drawing
        self.tasks = Tasks()
        self.toasts: list[Toast] = []
        self.clock = pygame.time.Clock()
        #: the window's time when it is stepped by hand (:meth:`use_frame_time`), else None
        self.frame_time: float | None = None
        self.running = True
        self.frames = 0
        #: times the window was laid out again at a new size (see :func:`coalesce_resizes`)
        self.resizes = 0
        self._bg: pygame.Surface | None = None
        #: a frame is owed (an event, the stack or the window changed)
        self.dirty = True
        self._last_frame = self.now()
        self._last_input = -1e9
        #: something moved at the last frame (the next frame's time step is the real time since)
        self._moving = False
        #: a board's screen was left: the next frame gives back what it kept (games.app.memory)
        self.release_due = False
        if self.settings["fullscreen"] and not headless:
            self.set_fullscreen(True)
        self.startup_checks()

    def startup_checks(self) -> None:
        """Remove what interrupted autosaves left, find out whether saving works, and say
        in a sentence what went wrong with the settings file, the key file or the data folder."""
        saves.clean_temporary()
        problem = saves.check_writable()
        msgs = list(getattr(self.settings, "problems", ()))
        if problem:
            msgs.append(Msg("app.err.read_only", {"folder": str(saves.data_dir())}))
        else:
            try:
                saves.installation_secret()     # a key file that cannot be used is kept aside, said now
            except OSError:
                pass
        msgs.extend(saves.take_notices())
        for msg in msgs:
            self.toast(msg, "error", 10)

    # ----- text --------------------------------------------------------------------
    @property
    def lang(self) -> str:
        return self.settings["lang"]

    def tr(self, key: str, **params: Any) -> str:
        return tr(key, self.lang, **params)

    def set_lang(self, lang: str) -> None:
        """Switch the language live: every scene re-renders its text."""
        if lang == self.lang:
            return
        self.settings.set("lang", lang)
        self.dirty = True
        pygame.display.set_caption(self.tr("app.title"))
        for scene in self.stack:
            if hasattr(scene, "on_lang"):
                scene.on_lang()
        if self.stack:
            self.stack[-1].rebuild()

    # ----- the stack -------------------------------------------------------------------
    def make(self, name: str, **kwargs: Any) -> Scene:
        mod, cls = SCENES[name]
        scene = getattr(importlib.import_module(f"games.app.{mod}"), cls)(self, **kwargs)
        scene.name = name
        return scene

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, name: str, **kwargs: Any) -> Scene:
        """Open scene ``name`` on top of the current one."""
        self.dirty = True
        scene = self.make(name, **kwargs)
        if self.stack:
            self.stack[-1].clear()
            self.stack[-1].pause()
        self.stack.append(scene)
        scene.enter()
        if self.stack and self.stack[-1] is scene:
            scene.rebuild()
        return scene

    def pop(self, scene: Scene | None = None) -> None:
        """Close the top scene (or ``scene``, wherever it is); the one beneath resumes."""
        if not self.stack:
            return
        self.dirty = True
        if scene is not None and scene is not self.stack[-1]:
            if scene in self.stack:
                self.stack.remove(scene)
                self._close(scene)
            return
        self._close(self.stack.pop())
        if self.stack:
            self.stack[-1].resume()
            if self.stack and not self.stack[-1].built:
                self.stack[-1].rebuild()
        else:
            self.running = False

    def replace(self, name: str, **kwargs: Any) -> Scene:
        """Close the top scene and open ``name`` in its place."""
        self.dirty = True
        if self.stack:
            self._close(self.stack.pop())
        scene = self.make(name, **kwargs)
        self.stack.append(scene)
        scene.enter()
        if self.stack and self.stack[-1] is scene:
            scene.rebuild()
        return scene

    def reset(self, name: str = "menu", **kwargs: Any) -> Scene:
        """Close every scene and open ``name`` alone."""
        while self.stack:
            self._close(self.stack.pop())
        return self.push(name, **kwargs)

    def _close(self, scene: Scene) -> None:
        """A scene left the stack: its widgets go, it is told, its work over frames is dropped."""
        scene.clear()
        scene.leave()
        self.tasks.drop(scene)

    def find(self, name: str) -> Scene | None:
        """The topmost scene called ``name`` on the stack."""
        for scene in reversed(self.stack):
            if scene.name == name:
                return scene
        return None

    # ----- toasts ------------------------------------------------------------------
    def toast(self, msg: Msg | str, kind: str = "info", seconds: float = 3.5) -> None:
        """Show a sentence for a few seconds (``kind``: info or error)."""
        self.toasts = [t for t in self.toasts if t.msg != msg][-2:]
        self.toasts.append(Toast(msg, kind, self.now() + seconds))
        self.dirty = True

    def untoast(self, *keys: str) -> None:
        """Take down the toasts saying a sentence of one of ``keys`` (what they said is past)."""
        kept = [t for t in self.toasts if getattr(t.msg, "key", None) not in keys]
        if len(kept) != len(self.toasts):
            self.toasts, self.dirty = kept, True

    def toast_texts(self) -> list[str]:
        return [self._toast_text(t) for t in self.toasts]

    def _toast_text(self, t: Toast) -> str:
        if isinstance(t.msg, Msg):
            names = None
            top = self.find("game")
            if top is not None and hasattr(top, "names"):
                names = top.names
            return t.msg.render(self.lang, names)
        return str(t.msg)

    # ----- window ------------------------------------------------------------------
    def set_fullscreen(self, on: bool) -> None:
        """Window or fullscreen (F11)."""
        self.fullscreen = bool(on)
        self.settings.set("fullscreen", self.fullscreen)
        if self.headless:
            return
        try:
            if on:
                self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            else:
                self.screen = pygame.display.set_mode(tuple(self.settings["window_size"]), pygame.RESIZABLE)
        except pygame.error:
            self.fullscreen = False
            self.screen = pygame.display.set_mode(self.window_size, pygame.RESIZABLE)
        self.resized(self.screen.get_size())

    def set_window_size(self, size: tuple[int, int]) -> None:
        """Resize the window (from the settings)."""
        self.settings.set("window_size", list(size))
        if self.fullscreen and not self.headless:
            return
        self.screen = pygame.display.set_mode(tuple(self.settings["window_size"]), pygame.RESIZABLE)
        if not self.headless:
            keep_on_desktop()
        self.resized(self.screen.get_size())

    def resized(self, size: tuple[int, int]) -> None:
        """Follow the window to ``size`` (at least :data:`MIN_SIZE`): keep it in the settings and
        lay out the scenes again (the bench calls it to time a resize)."""
        size = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
        if self.screen.get_size() != size and not self.fullscreen:
            self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.window_size = self.screen.get_size()
        if not self.fullscreen:
            self.settings["window_size"] = list(self.window_size)
        self._bg = None
        self.dirty = True
        self.resizes += 1
        self.gui.resize(self.window_size)
        for scene in self.stack:
            scene.on_resize(self.window_size)
        if self.stack:
            self.stack[-1].rebuild()

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def backdrop(self, surface: pygame.Surface) -> None:
        """The marble background every menu screen shares (cached per size)."""
        if self._bg is None or self._bg.get_size() != surface.get_size():
            bg = background(surface.get_size())
            shade = gradient(surface.get_size(), (0, 0, 0, 0), (60, 30, 20, 90))
            bg.blit(shade, (0, 0))
            self._bg = bg
        surface.blit(self._bg, (0, 0))

    # ----- the loop ------------------------------------------------------------------
    def dispatch(self, ev: pygame.event.Event) -> None:
        """One event: window keys, then the widgets, then the scene on top."""
        top = self.top
        if ev.type == pygame.QUIT:
            self.quit()
            return
        if ev.type == pygame.VIDEORESIZE and not self.fullscreen:
            self.resized(ev.size)
            return
        typing = self.gui.focused() is not None
        if ev.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.pointer = ev.pos          # where the click fell, for a widget that has halves
        if ev.type == pygame.KEYDOWN:
            if ev.key == pygame.K_F11:
                self.set_fullscreen(not self.fullscreen)
                return
            if ev.key == pygame.K_F1 and top is not None and top.name != "help":
                self.push("help", game_id=top.help_topic())
                return
        if self.gui.process(ev):
            return
        if top is None:
            return
        if top.on_widget(ev):
            return
        if top.handle_event(ev):
            return
        if ev.type == pygame.KEYDOWN and not typing:
            if ev.key == pygame.K_ESCAPE:
                top.back()
            elif ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                top.confirm()
        elif ev.type == pygame.KEYDOWN and typing and ev.key == pygame.K_ESCAPE:
            for el in list(self.gui.manager.get_focus_set() or ()):
                el.unfocus()

    def now(self) -> float:
        """The window's clock, in seconds (only differences matter): the wall clock, or the
        frames' own time once :meth:`use_frame_time` was called."""
        return time.monotonic() if self.frame_time is None else self.frame_time

    def use_frame_time(self) -> None:
        """From now on the window's clock is the sum of the frames' time steps given to
        :meth:`step`: what waits for time (a toast, the pause before a computer's move, a
        tooltip's delay) waits for frames, the same on every machine;
        a computer's thinking takes none of it (the frame waits for the answer)."""
        self.frame_time = 0.0
        self._last_frame = self._last_input = 0.0

    def step(self, dt: float | None = None) -> None:
        """One frame, always drawn: events, update, draw, flip (tests and screenshots;
        the window's own loop is :meth:`cycle`, which draws only when a frame is due)."""
        if dt is None:
            fps = FPS if self.busy() else 30
            dt = self.clock.tick(fps) / 1000.0
        if self.frame_time is not None:
            self.frame_time += dt
        for ev in coalesce_resizes(pygame.event.get()):
            self.dispatch(ev)
            if not self.running:
                return
        self.frame(dt)

    def frame(self, dt: float) -> None:
        """Update the widgets and the scenes by ``dt`` seconds, drop ended toasts, draw, flip. The
        scenes step at most a tenth of a second (an animation never leaps); the widgets count the
        time that passed, up to half a second: on a busy machine, frames a fifth of a second apart
        would otherwise hold a tooltip's one-second delay past the hover frames."""
        passed = min(max(0.0, dt), 0.5)
        dt = min(passed, 0.1)
        if self.release_due:           # a board's screen was left: give back what it kept
            self.release_due = False
            release()
        # cleared before the updates: a scene opened during them (a hand-off pushed by the game)
        # owes one more frame, in which the widgets it made are updated and drawn
        self.dirty = False
        self.gui.update(passed)
        for scene in list(self.stack):
            scene.update(dt) if scene is self.top else getattr(scene, "update_covered", lambda d: None)(dt)
        self.tasks.run()
        now = self.now()
        # (a frame is drawn up to a millisecond before it is due: a toast ending by then is gone)
        self.toasts = [t for t in self.toasts if t.until > now + 0.001]
        for scene in self.stack:
            scene.dirty = False
        self.draw(self.screen)
        pygame.display.flip()
        self.tasks.end_frame()
        self.frames += 1
        self._last_frame = self.now()

    def _live(self) -> list[Scene]:
        """The scenes that are updated each frame: the top one and any that update while covered."""
        return [s for s in self.stack if s is self.top or hasattr(s, "update_covered")]

    def frame_due(self, now: float | None = None) -> float | None:
        """Seconds until the next frame is due (0: now), or None while nothing changed or moves."""
        now = self.now() if now is None else now
        live = self._live()
        if self.dirty or any(s.dirty for s in self.stack) or self.tasks.pending():
            return 0.0
        since = now - self._last_frame
        due: float | None = None

        def soon(interval: float) -> None:
            nonlocal due
            d = max(0.0, interval - since)
            due = d if due is None else min(due, d)

        if any(s.animating() for s in live):
            soon(1.0 / FPS)
        for s in live:
            interval = s.frame_interval()
            if interval is not None:
                soon(interval)
        if self.gui.focused() is not None:
            soon(CARET_INTERVAL)
        if self.hover_frames(now):
            soon(1.0 / 30)
        if self.toasts:
            d = max(0.0, min(t.until for t in self.toasts) - now)
            due = d if due is None else min(due, d)
        return due

    def hover_frames(self, now: float) -> bool:
        """True while a widget under the pointer gets frames (for :data:`HOVER_FRAMES` seconds
        after the last input: pygame_gui opens its tooltip after a hover delay)."""
        return now - self._last_input < HOVER_FRAMES and self._hovering_widget()

    def _hovering_widget(self) -> bool:
        try:
            return bool(self.gui.manager.get_hovering_any_element())
        except AttributeError:   # pragma: no cover - an older pygame_gui
            return True

    def cycle(self, max_wait: float | None = None) -> bool:
        """One turn of the window's loop: sleep in ``pygame.event.wait`` until an event
        comes or a frame is due (at most ``max_wait`` seconds), handle the events, then
        draw a frame if one is due. True if a frame was drawn."""
        due = self.frame_due()
        if due is None:
            heap.collect_idle()            # nothing to draw: collect now, not within a frame
        wait = IDLE_WAKE if due is None else due
        if max_wait is not None:
            wait = min(wait, max_wait)
        events = pygame.event.get()
        if not events and wait > 0.001:
            ev = pygame.event.wait(max(1, int(wait * 1000)))
            if ev.type != pygame.NOEVENT:
                events = [ev] + pygame.event.get()
        if any(ev.type == pygame.VIDEORESIZE for ev in events):
            events = self._settle_resize(events)
        for ev in events:
            if ev.type != pygame.NOEVENT:
                self.dirty = True
                if ev.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
                               pygame.MOUSEWHEEL, pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT):
                    self._last_input = self.now()
            self.dispatch(ev)
            if not self.running:
                return False
        now = self.now()
        due = self.frame_due(now)
        if due is None or due > 0.001:
            return False
        # after a rest, what starts now starts from its beginning (no leap by the time slept)
        self.frame(now - self._last_frame if self._moving else 1.0 / FPS)
        live = self._live()
        # (a widget under the pointer is given frames too: its tooltip's delay counts the time
        # that passed, not one sixtieth of a second a frame, or it never opens in a real window)
        self._moving = any(s.animating() or s.frame_interval() is not None for s in live) or self.hover_frames(now)
        return True

    def _settle_resize(self, events: list) -> list:
        """While the window's edge is dragged, wait for the size to settle (no new resize for
        :data:`RESIZE_SETTLE` seconds, at most :data:`RESIZE_SETTLE_MAX`), then keep only the
        last resize: the window is laid out again once, not at every size it passed."""
        end = time.monotonic() + RESIZE_SETTLE_MAX
        while time.monotonic() < end:
            ev = pygame.event.wait(max(1, int(RESIZE_SETTLE * 1000)))
            if ev.type == pygame.NOEVENT:
                break
            more = [ev] + pygame.event.get()
            events += more
            if not any(e.type == pygame.VIDEORESIZE for e in more):
                break
        return coalesce_resizes(events)

    def busy(self) -> bool:
        return bool(self.toasts) or self.tasks.pending() or any(s.busy() for s in self.stack)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the opaque scene nearest the top and every overlay above it, then widgets and toasts."""
        start = 0
        for i in range(len(self.stack) - 1, -1, -1):
            if not self.stack[i].overlay:
                start = i
                break
        if not self.stack:
            surface.fill((20, 14, 12))
        for scene in self.stack[start:]:
            scene.draw(surface)
        self.gui.draw(surface)
        self.draw_toasts(surface)

    def toast_places(self, size: tuple[int, int]) -> list[tuple[Toast, list[str], pygame.Rect]]:
        """Each shown toast, its lines and its rectangle: stacked at the bottom of the window,
        or, where that would cover something a scene keeps clear (:meth:`Scene.toast_clear`,
        such as a lesson's buttons), at the top (under a scene's own bar,
        :meth:`Scene.toast_top`, else the window's top), or to a side; the first place that covers
        nothing of the most it can keep clear (its first tiers before its last ones)."""
        font = self.fonts.get(18)
        most = min(720, size[0] - 80)
        w = min(most, 40 + max((font.size(line)[0] for t in self.toasts
                                for line in self._toast_text(t).split("\n")), default=0))
        laid = []                   # (as wide as its longest line: a short sentence is a small toast)
        for t in reversed(self.toasts):
            lines = wrap_text(font, self._toast_text(t), w - 40)
            laid.append((t, lines, pygame.Rect(0, 0, w, 20 + len(lines) * font.get_linesize())))
        total = sum(r.h + 8 for _t, _l, r in laid) - 8
        xs = (size[0] // 2 - w // 2, 12, size[0] - 12 - w)
        tops = (size[1] - 24 - total, max([s.toast_top() for s in self.stack] + [12]), 12)
        places = [(x, y) for y in tops for x in xs]
        tiers: list[list[pygame.Rect]] = []
        for scene in self.stack:
            for k, rects in enumerate(scene.toast_clear()):
                while len(tiers) <= k:
                    tiers.append([])
                tiers[k] += [pygame.Rect(r) for r in rects]
        x, y = places[0]
        for n in range(len(tiers), 0, -1):
            keep = [r for tier in tiers[:n] for r in tier]
            clear = [p for p in places if pygame.Rect(p[0], p[1], w, total).collidelist(keep) < 0]
            if clear:
                x, y = clear[0]
                break
        for _t, _lines, rect in reversed(laid):    # the newest at the bottom, as before
            rect.topleft = (x, y)
            y += rect.h + 8
        return laid

    def draw_toasts(self, surface: pygame.Surface) -> None:
        if not self.toasts:
            return
        font = self.fonts.get(18)
        for t, lines, rect in self.toast_places(surface.get_size()):     # (wrapped there: once a frame)
            fill = (120, 24, 28) if t.kind == "error" else (40, 32, 28)
            panel(surface, rect, fill=fill, border=(212, 170, 60), radius=10)
            draw_wrapped(surface, self._toast_text(t), rect.inflate(-40, -20), font, colour=(252, 250, 244),
                         align="center", lines=lines)

    def run(self) -> int:
        """The main loop, until the last scene closes or the window is closed; after the first
        frame, what start-up made is frozen out of garbage collection (:mod:`.heap`)."""
        settled = False
        while self.running:
            if self.cycle() and not settled:
                heap.settle()
                settled = True
        self.shutdown()
        return 0

    def quit(self) -> None:
        """Close everything (games autosave after every action; workers are cancelled)."""
        while self.stack:
            self._close(self.stack.pop())
        self.running = False

    def shutdown(self) -> None:
        self.settings.save()
        try:
            self.sfx.stop()
        except Exception:
            pass
        quit_pygame()


def run(argv: list[str] | None = None) -> int:
    """Open the window on the main menu and play until it is closed."""
    argv = list(argv or [])
    stuck: list = []
    folders.move_old_folders(stuck=stuck)     # the folder of older versions, moved on the first start
    for src, exc in stuck:                    # said at start, tried again at the next
        files.notice(Msg("core.folders.stuck", {"path": str(src), "why": files.os_reason(exc)}))
    lang = None
    if "--lang" in argv:
        i = argv.index("--lang")
        lang = argv[i + 1] if i + 1 < len(argv) else None
    try:
        app = App(lang=lang)
    except RuntimeError as exc:   # the classic pygame shadows pygame-ce
        log.error("%s", exc)
        return 2
    app.push("menu")
    return app.run()
