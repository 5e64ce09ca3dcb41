"""Still layers: a part of the board that does not move, painted once and blitted again.

A map board redraws its whole map (the picture, outlines, names, every token and
marker) at every frame of an animation, although only a piece or two moves. A
:class:`StillLayer` keeps the painted rectangle: ``draw(surface, rect, key, paint)``
calls ``paint(surface)`` (which draws straight onto the screen, at its place, as
before) only when ``key`` differs from the last frame's, and keeps a copy of
``rect``; while the key stays the same it blits that copy instead. The board then
draws what moves over it.

The key must name everything the painting reads that can change: the view's
rectangle, zoom and camera, the language, the colour-blind aid, and the position's
pieces by *value* (a board's ``before`` is changed in place while pieces land, so
its identity says nothing). What lies under ``rect`` when it is painted must be
still too (the board's marble background); ``paint`` must draw inside ``rect``
only (set the clip). A key of ``None`` paints every time (nothing is kept).

>>> import pygame
>>> screen = pygame.Surface((40, 30))
>>> layer = StillLayer()
>>> paint = lambda s: s.fill((200, 0, 0), (5, 5, 10, 10))
>>> layer.draw(screen, (0, 0, 20, 20), ("pieces", 1), paint), layer.draw(screen, (0, 0, 20, 20), ("pieces", 1), paint)
(True, False)
>>> layer.paints, layer.hits, tuple(screen.get_at((6, 6)))
(1, 1, (200, 0, 0, 255))
>>> layer.draw(screen, (0, 0, 20, 20), ("pieces", 2), paint), layer.paints
(True, 2)
"""
from __future__ import annotations

from typing import Any, Callable

import pygame


def frozen(mapping) -> tuple:
    """A dict (or set) as a value for a key: its items (or members) in a tuple, sorted
    when they can be.

    >>> frozen({"b": (1, 2), "a": None}), frozen({3, 1})
    ((('a', None), ('b', (1, 2))), (1, 3))
    """
    items = list(mapping.items()) if hasattr(mapping, "items") else list(mapping)
    try:
        return tuple(sorted(items))
    except TypeError:
        return tuple(items)


class Same:
    """An object in a key compared by identity (and kept alive by the key, so its id is
    never another object's).

    >>> a = [1]
    >>> Same(a) == Same(a), Same(a) == Same([1])
    (True, False)
    """

    __slots__ = ("obj",)

    def __init__(self, obj: Any):
        self.obj = obj

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Same) and other.obj is self.obj

    def __hash__(self) -> int:
        return id(self.obj)


class StillLayer:
    """The kept picture of one still rectangle of the board (see the module text).

    ``paints`` counts the paintings, ``hits`` the frames that blitted the kept copy
    (tests count them); ``kept`` is what the board stored beside the picture at its
    last painting (e.g. where the painting put things, for hit-testing and tests)."""

    def __init__(self, settle: bool = False) -> None:
        #: keep the picture only when a key comes a second time in a row (a first frame at a new
        #: size, after a resize, paints without copying; a key that changes every frame, as
        #: while the map is dragged, never copies)
        self.settle = settle
        self._seen: Any = None
        self.key: Any = None
        self.picture: pygame.Surface | None = None
        #: where the picture is on the surface
        self.area = pygame.Rect(0, 0, 0, 0)
        self.paints = 0
        self.hits = 0
        self.kept: Any = None

    def draw(self, surface: pygame.Surface, rect, key: Any, paint: Callable[[pygame.Surface], Any]) -> bool:
        """Paint ``rect`` (``paint(surface)``) when ``key`` changed, else blit the kept copy;
        True when it painted. Only the part of ``rect`` inside the surface's clip is kept."""
        area = pygame.Rect(rect).clip(surface.get_clip()).clip(surface.get_rect())
        full = None if key is None else (key, tuple(area))
        if full is not None and full == self.key and self.picture is not None:
            surface.blit(self.picture, area)
            self.hits += 1
            return False
        paint(surface)
        self.paints += 1
        seen, self._seen = self._seen, full
        if full is None or area.w <= 0 or area.h <= 0 or (self.settle and seen != full):
            self.forget()
            return True
        self.picture = surface.subsurface(area).copy()
        self.area = area
        self.key = full
        return True

    def forget(self) -> None:
        """Paint again at the next frame (and free the picture)."""
        self.key = None
        self.picture = None
