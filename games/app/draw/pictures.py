"""Pictures kept between frames and the plain ones everything else is painted on: the
byte-bounded :class:`PictureCache`, images decoded from ``art/`` once, linear and radial
gradients, shared veils and the marble background.
"""
from __future__ import annotations

import functools
from collections import OrderedDict
from functools import lru_cache
from types import SimpleNamespace
from typing import Any

import pygame

from games.core import caches

from ..fonts import asset_path
from .palette import ROMAN

#: a mebibyte (the caches' byte budgets are written in it)
MB = 1024 * 1024


def picture_bytes(value) -> int:
    """The pixel bytes of a surface, or of the surfaces in a tuple or list (a subsurface
    counts nothing: its parent holds the pixels).

    >>> picture_bytes((pygame.Surface((10, 4), pygame.SRCALPHA), None, [pygame.Surface((2, 2), 0, 8)]))
    164
    """
    if isinstance(value, pygame.Surface):
        return 0 if value.get_parent() is not None else value.get_width() * value.get_height() * value.get_bytesize()
    if isinstance(value, (tuple, list)):
        return sum(picture_bytes(v) for v in value)
    return 0


class PictureCache:
    """A function's pictures kept by arguments, the least recently used forgotten first once
    more than ``maxsize`` are kept or their pixels pass ``max_bytes`` (``lru_cache`` counts
    entries only: a board's big panels and shadows filled such caches with 30-40 MB after the
    five boards had been opened, never given back). ``cache_clear`` and ``cache_info``
    (``currsize``, and ``bytes``) as ``lru_cache``'s; ``__wrapped__`` is the function.

    >>> made = []
    >>> @PictureCache(max_bytes=100 * 100 * 4, maxsize=8)
    ... def square(side):
    ...     made.append(side)
    ...     return pygame.Surface((side, side), pygame.SRCALPHA)
    >>> square(80) is square(80), made
    (True, [80])
    >>> _ = square(90); square.cache_info().currsize   # 80 and 90 pass 40000 bytes: 80 went
    1
    >>> _ = square(80); made
    [80, 90, 80]
    """

    def __init__(self, max_bytes: int, maxsize: int = 256, fn=None):
        self.max_bytes = int(max_bytes)
        self.maxsize = int(maxsize)
        self._kept: OrderedDict[tuple, tuple[Any, int]] = OrderedDict()
        self._bytes = 0
        self.__wrapped__ = fn
        if fn is not None:
            functools.update_wrapper(self, fn)

    def __call__(self, *args):
        if self.__wrapped__ is None:             # used as a decorator with arguments
            return PictureCache(self.max_bytes, self.maxsize, args[0])
        hit = self._kept.get(args)
        if hit is not None:
            self._kept.move_to_end(args)
            return hit[0]
        value = self.__wrapped__(*args)
        size = picture_bytes(value)
        self._kept[args] = (value, size)
        self._bytes += size
        while len(self._kept) > 1 and (len(self._kept) > self.maxsize or self._bytes > self.max_bytes):
            _value, gone = self._kept.popitem(last=False)[1]
            self._bytes -= gone
        return value

    def cache_clear(self) -> None:
        self._kept.clear()
        self._bytes = 0

    def cache_info(self) -> SimpleNamespace:
        return SimpleNamespace(currsize=len(self._kept), bytes=self._bytes, maxsize=self.maxsize)


# ----- images and gradients ---------------------------------------------------------------

_images: dict[tuple, pygame.Surface] = caches.kept(f"{__name__}.images")


def image_loaded(name: str) -> bool:
    """True when ``art/<name>`` was decoded already (:func:`load_image` reads no file for it)."""
    return (name, None) in _images


def load_image(name: str, size: tuple[int, int] | None = None) -> pygame.Surface:
    """``art/<name>`` loaded once (scaled to ``size`` if given).

    A missing or unreadable file gives a plain marble surface rather than an
    error, so a broken install still shows a board.
    """
    key = (name, size)
    if key in _images:
        return _images[key]
    base = _images.get((name, None))
    if base is None:
        try:
            base = pygame.image.load(str(asset_path("art", name)))
            if pygame.display.get_surface() is not None:
                base = base.convert_alpha()
        except (pygame.error, FileNotFoundError, OSError):
            base = pygame.Surface(size or (64, 64), pygame.SRCALPHA)
            base.fill(ROMAN["marble"])
        _images[(name, None)] = base
    img = base if size is None or base.get_size() == tuple(size) else pygame.transform.smoothscale(base, size)
    _images[key] = img
    return img


def gradient(size: tuple[int, int], top, bottom, horizontal: bool = False) -> pygame.Surface:
    """A surface filled with a linear gradient (alpha kept if given 4-tuples)."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    alpha = len(top) == 4 or len(bottom) == 4
    t4 = tuple(top) + ((255,) if len(top) == 3 else ())
    b4 = tuple(bottom) + ((255,) if len(bottom) == 3 else ())
    line = _gradient_line(w if horizontal else h, t4, b4, alpha, bool(horizontal))
    return pygame.transform.scale(line, (w, h))


@lru_cache(maxsize=256)
def _gradient_line(n: int, t4: tuple, b4: tuple, alpha: bool, horizontal: bool) -> pygame.Surface:
    """The one-pixel line a :func:`gradient` is stretched from (made once; never drawn on)."""
    line = pygame.Surface((n, 1) if horizontal else (1, n), pygame.SRCALPHA if alpha else 0)
    for i in range(n):
        t = i / max(1, n - 1)
        c = tuple(round(t4[k] + (b4[k] - t4[k]) * t) for k in range(4))
        line.set_at((i, 0) if horizontal else (0, i), c if alpha else c[:3])
    return line


@lru_cache(maxsize=64)
def _shared_gradient(size: tuple[int, int], top: tuple, bottom: tuple, horizontal: bool) -> pygame.Surface:
    return gradient(size, top, bottom, horizontal)


def shared_gradient(size: tuple[int, int], top, bottom, horizontal: bool = False) -> pygame.Surface:
    """:func:`gradient`, made once per size and colours and shared: blit it, never draw on it.

    >>> shared_gradient((4, 3), (0, 0, 0), (9, 9, 9)) is shared_gradient((4, 3), (0, 0, 0), (9, 9, 9))
    True
    """
    return _shared_gradient((int(size[0]), int(size[1])), tuple(top), tuple(bottom), bool(horizontal))


@lru_cache(maxsize=8)
def _veil(size: tuple[int, int], colour: tuple) -> pygame.Surface:
    v = pygame.Surface(size, pygame.SRCALPHA)
    v.fill(colour)
    return v


def veil(size: tuple[int, int], colour) -> pygame.Surface:
    """A surface of ``size`` filled with the translucent ``colour`` (RGBA), made once per size
    and colour and shared: blit it, never draw on it."""
    return _veil((int(size[0]), int(size[1])), tuple(colour))


def radial_gradient(radius: int, inner, outer) -> pygame.Surface:
    """A disc of ``2*radius`` pixels shading from ``inner`` (centre) to ``outer`` (rim)."""
    r = max(1, int(radius))
    inner4 = tuple(inner) + ((255,) if len(inner) == 3 else ())
    outer4 = tuple(outer) + ((255,) if len(outer) == 3 else ())
    surf = pygame.Surface((2 * r, 2 * r), pygame.SRCALPHA)
    steps = min(r, 64)
    for i in range(steps, 0, -1):
        t = i / steps
        c = tuple(round(inner4[k] + (outer4[k] - inner4[k]) * t) for k in range(4))
        pygame.draw.circle(surf, c, (r, r), max(1, int(r * t)))
    return surf


def background(size: tuple[int, int], tint=None) -> pygame.Surface:
    """A surface of ``size`` tiled with the marble texture (optionally tinted)."""
    w, h = int(size[0]), int(size[1])
    tile = load_image("marble_tile.png")
    out = pygame.Surface((w, h))
    tw, th = tile.get_size()
    for y in range(0, h, th):
        for x in range(0, w, tw):
            out.blit(tile, (x, y))
    if tint is not None:
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        veil.fill(tuple(tint[:3]) + ((tint[3],) if len(tint) == 4 else (60,)))
        out.blit(veil, (0, 0))
    return out


def shrink(big: pygame.Surface, size) -> pygame.Surface:
    """``big`` scaled down smoothly to ``size`` (how a supersampled drawing gets its final size)."""
    return pygame.transform.smoothscale(big, (max(1, int(size[0])), max(1, int(size[1]))))
