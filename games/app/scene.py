"""The base of every scene on the app's stack.

A scene draws itself, handles events and owns pygame_gui widgets while it is
on top. Hooks: :meth:`enter` (pushed), :meth:`leave` (popped), :meth:`pause`
(covered by another scene), :meth:`resume` (uncovered). Widgets are made in
:meth:`build` and dropped in :meth:`clear`; the app rebuilds the top scene on
a language switch or a resize, so every text re-renders.

An ``overlay`` scene draws over the scene beneath it (the pause menu, the end
screen); an opaque one hides everything below.

Frames: the app draws only when something changed or moves (see
:meth:`games.app.app.App.cycle`). An event, a push, a pop, a resize or a toast
draws a frame by itself; a scene that changes on its own says so with
:meth:`mark_dirty`, asks for every frame with :meth:`animating` (60 a second) and
for a few frames a second with :meth:`frame_interval` (a slow, endless motion).

>>> Scene.frame_interval(None) is None
True
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

import pygame

from games.core.text import Msg, tr

from .gui import BUTTON_PRESSED

if TYPE_CHECKING:  # pragma: no cover
    from .app import App


class Scene:
    """A screen of the app. Subclasses override what they need."""

    #: draws over the scene below (which is drawn first)
    overlay = False
    #: the scene name the app knows it by
    name = ""
    #: layers kept beyond the scene, shared by every scene of its class (a dict: the menu, made
    #: afresh at every return to it, finds its picture painted); None: each scene keeps its own
    shared_layers: dict | None = None

    def __init__(self, app: "App", **kwargs: Any):
        self.app = app
        self.kwargs = kwargs
        self.widgets: list = []
        self.callbacks: dict = {}
        self.built = False
        self.time = 0.0
        #: what the scene shows changed outside an event: the app draws a frame, then clears it
        self.dirty = True
        #: how many times a cached layer was painted (see :meth:`layer`)
        self.repaints = 0

    # ----- text --------------------------------------------------------------------
    @property
    def lang(self) -> str:
        return self.app.settings["lang"]

    def tr(self, key: str, **params: Any) -> str:
        return tr(key, self.lang, **params)

    def render(self, msg: Msg | str | None, names=None) -> str:
        if msg is None:
            return ""
        if isinstance(msg, str):
            return msg
        return msg.render(self.lang, names)

    # ----- life cycle ------------------------------------------------------------------
    def enter(self) -> None:
        """Pushed onto the stack (the app builds the widgets right after)."""

    def leave(self) -> None:
        """Popped off the stack."""

    def pause(self) -> None:
        """Another scene now covers this one."""

    def resume(self) -> None:
        """The scene above was popped."""

    # ----- widgets ------------------------------------------------------------------
    @property
    def gui(self):
        return self.app.gui

    def build(self) -> None:
        """Create the widgets for the current size and language (override)."""

    def rebuild(self) -> None:
        self.clear()
        self.build()
        self.built = True

    def clear(self) -> None:
        for w in self.widgets:
            w.kill()
        self.widgets = []
        self.callbacks = {}
        self.built = False

    def add(self, widget, callback: Callable[[], Any] | None = None):
        """Keep ``widget`` (killed in :meth:`clear`) and bind ``callback`` to its press."""
        self.widgets.append(widget)
        if callback is not None:
            self.callbacks[widget] = callback
        return widget

    def button(self, rect, text: str, callback: Callable[[], Any] | None = None, cls: str | None = None,
               enabled: bool = True, tooltip: str | None = None):
        return self.add(self.gui.button(rect, text, cls, tooltip, enabled), callback)

    def on_widget(self, ev: pygame.event.Event) -> bool:
        """A pygame_gui event for this scene's widgets (button presses); True if handled."""
        if ev.type == BUTTON_PRESSED:
            cb = self.callbacks.get(ev.ui_element)
            if cb is not None:
                self.app.sfx.play("click")
                cb()
                return True
        return False

    # ----- frame -----------------------------------------------------------------------
    def handle_event(self, ev: pygame.event.Event) -> bool:
        """A pygame event; True if consumed."""
        return False

    def update(self, dt: float) -> None:
        self.time += dt

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def busy(self) -> bool:
        """True while something moves (the app then draws at the full frame rate)."""
        return False

    def toast_clear(self) -> list[list[pygame.Rect]]:
        """What the app's toasts must not cover, in tiers (the first kept clear before the
        next when there is no place clear of all): nothing by default."""
        return []

    def toast_top(self) -> int:
        """Where a toast placed at the top of the window may start, below this scene's own
        bar (the app tries the highest asked of its scenes, then the window's top)."""
        return 12

    def layer(self, name: str, key: Any, size: tuple[int, int], paint: Callable[[pygame.Surface], Any],
              alpha: bool = False) -> pygame.Surface:
        """A cached picture of a static part of the scene: ``paint(surface)`` draws it
        again only when ``key`` (with ``size``, the language and the colour-blind aid)
        changes; otherwise the same surface is returned, to blit. ``alpha``: a
        transparent surface (for overlays). Counts repaints in ``self.repaints``. A class
        with :attr:`shared_layers` keeps them there, for its next scene too."""
        layers = self.shared_layers if self.shared_layers is not None else self.__dict__.setdefault("_layers", {})
        full = (key, tuple(size), self.lang, self.app.settings.get("colour_blind"))
        hit = layers.get(name)
        if hit is not None and hit[0] == full:
            return hit[1]
        surf = pygame.Surface((max(1, size[0]), max(1, size[1])), pygame.SRCALPHA if alpha else 0)
        paint(surf)
        layers[name] = (full, surf)
        self.repaints += 1
        return surf

    def layer_in_slices(self, name: str, key: Any, size: tuple[int, int],
                        steps: Callable[[pygame.Surface], Any]) -> tuple[pygame.Surface, bool]:
        """:meth:`layer` painted over the next frames: ``steps(surface)`` is a generator painting
        the picture a step at a time; at a new key it is given to the app's scheduler
        (``app.tasks``, under :meth:`layer_task`), and until it is done the frame gets a draft
        (the picture kept before, scaled to ``size``) and False. With no picture kept before
        (the first), the first step is painted at once and the draft is what it painted (a
        backdrop: not a picture half painted). Returns the picture to blit and whether it is
        the finished one."""
        layers = self.shared_layers if self.shared_layers is not None else self.__dict__.setdefault("_layers", {})
        full = (key, tuple(size), self.lang, self.app.settings.get("colour_blind"))
        hit = layers.get(name)
        if hit is not None and hit[0] == full:
            return hit[1], True
        job = layers.get(name + "/painting")
        task = self.layer_task(name)
        if job is None or job[0] != full or self.app.tasks.done(task):
            surf = pygame.Surface((max(1, size[0]), max(1, size[1])))
            layers[name + "/painting"] = (full, surf)
            work = steps(surf)
            if hit is None:
                next(work, None)
                layers[name + "/draft"] = (None, surf.copy())
            self.app.tasks.add(task, self._paint_layer(layers, name, full, surf, work), owner=self)
        if hit is None:
            return layers[name + "/draft"][1], False
        draft = layers.get(name + "/draft")
        if draft is None or draft[0] != (id(hit[1]), tuple(size)):
            draft = ((id(hit[1]), tuple(size)), pygame.transform.smoothscale(hit[1], (max(1, size[0]), max(1, size[1]))))
            layers[name + "/draft"] = draft
        return draft[1], False

    def layer_task(self, name: str) -> tuple:
        """The scheduler's key of the painting of layer ``name`` (see :meth:`layer_in_slices`)."""
        layers = self.shared_layers if self.shared_layers is not None else self.__dict__.get("_layers")
        return ("layer", id(layers), name)

    def _paint_layer(self, layers: dict, name: str, full: tuple, surf: pygame.Surface, steps):
        """The task of :meth:`layer_in_slices`: the steps, then the picture kept as the layer."""
        yield from steps
        layers[name] = (full, surf)
        layers.pop(name + "/painting", None)
        layers.pop(name + "/draft", None)
        self.repaints += 1
        self.mark_dirty()

    def drop_layers(self) -> None:
        """Forget every cached layer (they are painted again when next drawn)."""
        self.__dict__.pop("_layers", None)
        if self.shared_layers is not None:
            self.shared_layers.clear()

    def mark_dirty(self) -> None:
        """Ask for one frame: what the scene shows changed without an event."""
        self.dirty = True

    def animating(self) -> bool:
        """True while the scene needs every frame (something moves, or its ``update``
        has work to do); the app then draws at 60 frames a second. Default: :meth:`busy`."""
        return self.busy()

    def frame_interval(self) -> float | None:
        """Seconds between the frames a slow, endless motion needs (a lesson's highlight),
        or None when nothing moves at rest (the default: the scene is drawn only when
        something changes)."""
        return None

    def on_resize(self, size: tuple[int, int]) -> None:
        """The window changed size (the app rebuilds the widgets afterwards)."""

    # ----- keys --------------------------------------------------------------------
    def back(self) -> None:
        """Esc: close this scene (override for the menu and the game)."""
        self.app.pop()

    def confirm(self) -> None:
        """Enter: the scene's main action (override)."""

    def help_topic(self) -> str | None:
        """The game whose rules F1 opens from here (None: the first game)."""
        return None
