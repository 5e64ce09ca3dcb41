"""Drawing helpers the boards share: one Roman look for every game.

Everything here is drawn with pygame primitives, anti-aliased by drawing at
a larger size and scaling down smoothly (``SS`` times), and cached: calling
:func:`card_face` or :func:`token` every frame costs a dictionary look-up.

- colours: :data:`ROMAN` (marble, parchment, terracotta, gold, deep red, ink),
  :data:`PLAYER_COLOURS` (five distinguishable colours plus neutral) and the
  colour-blind :data:`SEAT_SYMBOLS` drawn on tokens by :func:`draw_symbol`;
- panels: :func:`panel` (rounded, bordered, with a soft drop shadow; its body and shadow
  are made once per size and colours), :func:`drop_shadow`, :func:`gradient`,
  :func:`shared_gradient` and :func:`veil` (cached, for blitting only), :func:`background`
  (the marble tile);
- pieces: :func:`card_face`, :func:`card_back`, :func:`token`, :func:`stack`,
  :func:`die_face`, :func:`laurel`;
- text: :func:`text_surface` (with outline or shadow), :func:`blit_text`,
  :func:`wrap_text` (Latin by words, Japanese by characters with the usual
  line-breaking rules), :func:`draw_wrapped`.

>>> seat_rgb("red") == PLAYER_COLOURS["red"]
True
>>> wrap_text(None, "a bb ccc", 3, measure=len)
['a', 'bb', 'ccc']
"""
from __future__ import annotations

import functools
import math
from collections import OrderedDict
from functools import lru_cache
from types import SimpleNamespace
from typing import Any, Sequence

import pygame

from games.core import caches
from .fonts import asset_path, default_fonts

__all__ = [
    "asset_path", "ROMAN", "PLAYER_COLOURS", "NEUTRAL", "SEAT_SYMBOLS", "seat_rgb", "lighten",
    "darken", "mix", "readable_on", "load_image", "gradient", "background", "drop_shadow",
    "panel", "draw_symbol", "symbol_surface", "token", "stack", "card_face", "card_back",
    "die_face", "laurel", "text_surface", "blit_text", "wrap_text", "draw_wrapped", "glow_rect",
    "aa_polygon", "aa_circle", "stack_topleft", "blit_stack", "blit_centred", "stack_size",
    "radial_gradient", "rotate_aa", "shared_gradient", "veil", "draw_card_back", "COLOUR_SYMBOLS", "CARD_SUIT_COLOURS",
]

Colour = tuple[int, int, int]
MB = 1024 * 1024

#: the suite's palette
ROMAN: dict[str, Colour] = {
    "marble": (236, 231, 220),
    "marble_dark": (205, 198, 185),
    "vein": (178, 170, 160),
    "parchment": (240, 226, 192),
    "parchment_dark": (214, 192, 146),
    "terracotta": (190, 92, 58),
    "terracotta_dark": (140, 62, 38),
    "gold": (212, 170, 60),
    "gold_light": (245, 214, 120),
    "gold_dark": (150, 112, 30),
    "red": (128, 24, 30),
    "red_dark": (84, 12, 18),
    "ink": (40, 30, 24),
    "bronze": (150, 100, 50),
    "olive": (96, 110, 52),
    "sea": (70, 120, 150),
    "sea_dark": (44, 84, 112),
    "shadow": (0, 0, 0),
    "white": (252, 250, 244),
}

#: player colours, by the names :class:`GameInfo.colours` uses; chosen to stay
#: apart for the common colour-vision deficiencies (with the symbols as backup)
PLAYER_COLOURS: dict[str, Colour] = {
    "red": (196, 42, 38),
    "blue": (36, 96, 186),
    "green": (40, 140, 72),
    "yellow": (236, 186, 28),
    "purple": (128, 66, 160),
    "orange": (232, 120, 30),
    "black": (46, 42, 40),
    "white": (238, 234, 226),
    "neutral": (150, 138, 120),
}
NEUTRAL: Colour = PLAYER_COLOURS["neutral"]

#: one symbol per seat for the colour-blind aid (names :func:`draw_symbol` knows)
SEAT_SYMBOLS: tuple[str, ...] = ("circle", "square", "triangle", "diamond", "star", "cross", "hexagon")

#: the symbol that goes with each player colour by default
COLOUR_SYMBOLS: dict[str, str] = {
    "red": "circle", "blue": "square", "green": "triangle", "yellow": "diamond",
    "purple": "star", "orange": "cross", "black": "hexagon", "white": "hexagon",
}

#: supersampling factor for anti-aliased pieces
SS = 3


# ----- colours -------------------------------------------------------------

def seat_rgb(colour) -> Colour:
    """An RGB triple from a colour name, ``"#rrggbb"`` or a triple."""
    if isinstance(colour, str):
        if colour.startswith("#") and len(colour) == 7:
            return tuple(int(colour[i:i + 2], 16) for i in (1, 3, 5))  # type: ignore[return-value]
        return PLAYER_COLOURS.get(colour, ROMAN.get(colour, NEUTRAL))
    return tuple(int(c) for c in colour[:3])  # type: ignore[return-value]


def mix(a, b, t: float) -> Colour:
    """Linear mix of two colours (t=0: a, t=1: b)."""
    t = max(0.0, min(1.0, t))
    return tuple(int(round(a[i] + (b[i] - a[i]) * t)) for i in range(3))  # type: ignore[return-value]


def lighten(c, t: float = 0.3) -> Colour:
    """``c`` mixed towards white."""
    return mix(c, (255, 255, 255), t)


def darken(c, t: float = 0.3) -> Colour:
    """``c`` mixed towards black."""
    return mix(c, (0, 0, 0), t)


def luminance(c) -> float:
    """Perceived brightness 0..255."""
    return 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]


def readable_on(c) -> Colour:
    """Ink or white, whichever reads better on ``c``."""
    return ROMAN["ink"] if luminance(c) > 150 else ROMAN["white"]


# ----- kept pictures ----------------------------------------------------------

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
        self._kept: "OrderedDict[tuple, tuple[Any, int]]" = OrderedDict()
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


# ----- images ---------------------------------------------------------------

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
        c = tuple(int(round(t4[k] + (b4[k] - t4[k]) * t)) for k in range(4))
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
        c = tuple(int(round(inner4[k] + (outer4[k] - inner4[k]) * t)) for k in range(4))
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


# ----- shapes ----------------------------------------------------------------

def aa_polygon(surface: pygame.Surface, colour, points: Sequence, width: int = 0) -> None:
    """A polygon with anti-aliased edges (filled when ``width`` is 0)."""
    from pygame import gfxdraw
    pts = [(int(round(x)), int(round(y))) for x, y in points]
    if len(pts) < 3:
        return
    if width == 0:
        gfxdraw.filled_polygon(surface, pts, colour)
        gfxdraw.aapolygon(surface, pts, colour)
    else:
        pygame.draw.polygon(surface, colour, pts, width)
        gfxdraw.aapolygon(surface, pts, colour)


def aa_circle(surface: pygame.Surface, colour, center, radius: float, width: int = 0) -> None:
    """A circle with anti-aliased edges."""
    if hasattr(pygame.draw, "aacircle"):
        pygame.draw.aacircle(surface, colour, center, int(round(radius)), width)
    else:  # pragma: no cover
        pygame.draw.circle(surface, colour, center, int(round(radius)), width)


def _shrink(big: pygame.Surface, size) -> pygame.Surface:
    return pygame.transform.smoothscale(big, (max(1, int(size[0])), max(1, int(size[1]))))


@PictureCache(max_bytes=1 * MB, maxsize=128)
def _blurred_shadow(w: int, h: int, radius: int, blur: int, alpha: int) -> pygame.Surface:
    """The soft shadow of a ``w`` x ``h`` rounded rectangle, blurred whole (costly on big sizes;
    the small shadows big ones are cut from come in few sizes and are kept)."""
    pad = blur * 2
    small = max(1, blur // 2)
    base = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    pygame.draw.rect(base, (0, 0, 0, alpha), (pad, pad, w, h), border_radius=radius)
    if blur > 0:
        k = max(2, small)
        tiny = pygame.transform.smoothscale(base, (max(1, base.get_width() // k), max(1, base.get_height() // k)))
        tiny = pygame.transform.smoothscale(tiny, (max(1, tiny.get_width() // 2), max(1, tiny.get_height() // 2)))
        base = pygame.transform.smoothscale(tiny, base.get_size())
        if hasattr(pygame.transform, "gaussian_blur"):
            base = pygame.transform.gaussian_blur(base, max(1, blur // 2))
    return base


def _shadow_reach(radius: int, blur: int) -> int:
    """Pixels from a shadow's outer edge within which it is not yet flat: its corners and edges
    (the blur spreads a few times ``blur``; the rounded corner adds ``radius``)."""
    return 4 * blur + radius + 16


def _shadow_side(radius: int, blur: int) -> int:
    """The side (blur's margins included) every long side of a shadow is cut from: long
    enough for a flat middle (its extra 4 px measured closest to shadows blurred whole: the
    blur's coarse grid ripples its rim a little, differently at each length).

    >>> _shadow_side(12, 8)
    244
    """
    return 4 * _shadow_reach(radius, blur) + 4


@PictureCache(max_bytes=1 * MB, maxsize=128)
def _shadow_kit(SW: int, SH: int, radius: int, blur: int, alpha: int, long_w: bool, long_h: bool) -> tuple:
    """The pieces big shadows are put together from, cut once from the small shadow of
    ``SW`` x ``SH`` (margins included): along a long side its two ends (``reach`` each) and one
    line of its middle, along a short side the whole; ``kit[i][j]`` is column ``i``, row ``j``.
    The small shadow itself is not kept: its pieces are a fifth of its bytes, so the budget
    keeps the small shadows of every radius the boards' panels take at any window size (each
    blurred once a process, not again when the window is resized)."""
    pad = blur * 2
    reach = _shadow_reach(radius, blur)
    small = _blurred_shadow.__wrapped__(SW - 2 * pad, SH - 2 * pad, radius, blur, alpha)

    def cuts(S: int, long: bool) -> list[tuple[int, int]]:
        return [(0, reach), (S // 2, 1), (S - reach, reach)] if long else [(0, S)]

    return tuple(tuple(small.subsurface((sx, sy, sw, sh)).copy() for sy, sh in cuts(SH, long_h))
                 for sx, sw in cuts(SW, long_w))


@PictureCache(max_bytes=3 * MB, maxsize=32)
def _shadow_slices(w: int, h: int, radius: int, blur: int, alpha: int) -> tuple | None:
    """A big shadow in slices: ``(rim, middle)``, the rim a tuple of ``(piece, (x, y))`` and the
    middle ``(one pixel, (x, y, w, h))`` to stretch (kept small: it is flat) or None when only
    one side is long; None when the shadow is small enough to blur whole (see :func:`_shadow`)."""
    pad = blur * 2
    reach = _shadow_reach(radius, blur)
    W, H = w + 2 * pad, h + 2 * pad
    short = _shadow_side(radius, blur)

    def shrunk(S: int) -> int:
        # a side long enough for a flat middle becomes the one short side of every long
        # one: shadows of every size share their small one, blurred once (a shadow's rim
        # then differs from the whole one blurred at its size only by the blur's grid:
        # within a few of 255 in alpha)
        if blur <= 0 or S <= short:
            return S
        return short

    SW, SH = shrunk(W), shrunk(H)
    if (SW, SH) == (W, H):
        return None
    kit = _shadow_kit(SW, SH, radius, blur, alpha, W > SW, H > SH)

    def spans(S: int, T: int) -> list[tuple[int, int, int, int]]:
        # (source start, source length, target start, target length) along one side
        if T <= S:
            return [(0, S, 0, S)]
        return [(0, reach, 0, reach), (S // 2, 1, reach, T - 2 * reach), (S - reach, reach, T - reach, reach)]

    pieces, middle = [], None
    for i, (_sx, sw, tx, tw) in enumerate(spans(SW, W)):
        for j, (_sy, sh, ty, th) in enumerate(spans(SH, H)):
            piece = kit[i][j]
            if (i, j) == (1, 1):
                middle = (piece, (tx, ty, tw, th))
                continue
            if (sw, sh) != (tw, th):
                piece = pygame.transform.scale(piece, (tw, th))
            pieces.append((piece, (tx, ty)))
    return tuple(pieces), middle


@PictureCache(max_bytes=4 * MB, maxsize=256)
def _shadow(w: int, h: int, radius: int, blur: int, alpha: int) -> pygame.Surface:
    """The shadow of :func:`drop_shadow`, made once per size.

    A big shadow is flat in its middle, so it is put together from the shadow of a small
    rectangle with the same corners (nine slices: its corners as they are, its edges and
    middle stretched; :func:`_shadow_slices`), which looks the same and costs a fraction of
    blurring the whole.

    >>> big, whole = _shadow(900, 700, 12, 8, 90), _blurred_shadow(900, 700, 12, 8, 90)
    >>> big.get_size() == whole.get_size() == (932, 732)
    True
    >>> points = [(0, 0), (12, 30), (466, 366), (931, 731), (20, 400), (466, 3), (925, 700)]
    >>> max(abs(big.get_at(p).a - whole.get_at(p).a) for p in points) <= 6
    True
    """
    slices = _shadow_slices(w, h, radius, blur, alpha)
    if slices is None:
        return _blurred_shadow(w, h, radius, blur, alpha)
    pad = blur * 2
    out = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    rim, middle = slices
    if middle is not None:
        pixel, (x, y, mw, mh) = middle
        rim = rim + ((pygame.transform.scale(pixel, (mw, mh)), (x, y)),)
    for piece, pos in rim:
        out.blit(piece, pos, special_flags=pygame.BLEND_RGBA_ADD)   # onto nothing: a copy
    return out


def drop_shadow(surface: pygame.Surface, rect, radius: int = 10, offset=(3, 5), blur: int = 8,
                alpha: int = 90, covered: bool = False) -> None:
    """A soft shadow under ``rect`` (draw it before the thing that casts it).

    ``covered``: an opaque thing will cover ``rect``, so a big shadow's flat middle (well
    inside ``rect``) is left out and only its rim is drawn (the same pixels in the end).
    """
    r = pygame.Rect(rect)
    radius, blur, alpha = int(radius), int(blur), int(alpha)
    pad = blur * 2
    at = (r.x - pad + offset[0], r.y - pad + offset[1])
    reach = _shadow_reach(radius, blur)
    if covered and max(abs(offset[0]), abs(offset[1])) <= reach - pad - radius:
        slices = _shadow_slices(r.w, r.h, radius, blur, alpha)
        if slices is not None and slices[1] is not None:
            # the middle lies inside rect, more than radius away from its edges: only the rim
            surface.blits([(piece, (at[0] + x, at[1] + y)) for piece, (x, y) in slices[0]], doreturn=False)
            return
    surface.blit(_shadow(r.w, r.h, radius, blur, alpha), at)


def panel(surface: pygame.Surface, rect, fill=None, border=None, radius: int = 12,
          border_width: int = 2, shadow: bool = True, alpha: int = 255, sheen: bool = True) -> pygame.Rect:
    """A rounded panel with a border, a faint top sheen and a drop shadow."""
    r = pygame.Rect(rect)
    fill = tuple(fill or ROMAN["parchment"])[:3]
    border = tuple(border or ROMAN["gold_dark"])[:3]
    if shadow:
        drop_shadow(surface, r, radius=radius, offset=(2, 4), blur=8, alpha=min(alpha, 110),
                    covered=alpha >= 255)
    args = (tuple(r.size), fill, border, int(radius), int(border_width), int(alpha), bool(sheen))
    if r.w * r.h <= BIG_PANEL:
        surface.blit(_panel_body(*args), r.topleft)
    elif alpha >= 255:
        # a big opaque panel (a whole page) is drawn straight onto the surface: the same
        # pixels as its body blitted, without a page-sized picture in between
        _paint_panel_body(surface, r, *args[1:])
    else:
        surface.blit(_make_panel_body(*args), r.topleft)
    return r


#: panels of more pixels than this are made afresh each time (not kept by :func:`panel`)
BIG_PANEL = 400_000


def _make_panel_body(size: tuple[int, int], fill: tuple, border: tuple, radius: int, border_width: int, alpha: int,
                sheen: bool) -> pygame.Surface:
    """The body of a :func:`panel` (fill, sheen, border), made once per size and colours."""
    body = pygame.Surface(size, pygame.SRCALPHA)
    _paint_panel_body(body, body.get_rect(), fill, border, radius, border_width, alpha, sheen)
    return body


def _paint_panel_body(surface: pygame.Surface, r: pygame.Rect, fill: tuple, border: tuple, radius: int,
                      border_width: int, alpha: int, sheen: bool) -> None:
    """Paint a panel's body (fill, sheen, border) on ``surface`` at ``r``."""
    pygame.draw.rect(surface, fill + (alpha,), r, border_radius=radius)
    if sheen and r.h > 8:
        # the sheen covers the top half only: its masks are no taller
        half = max(1, r.h // 2)
        g = gradient((r.w, half), (255, 255, 255, 46), (255, 255, 255, 0))
        mask = pygame.Surface((r.w, half), pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), pygame.Rect((0, 0), r.size), border_radius=radius)
        mask.blit(g, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        shade = pygame.Surface((r.w, half), pygame.SRCALPHA)
        shade.blit(g, (0, 0))
        shade.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surface.blit(shade, r.topleft)
    if border_width:
        pygame.draw.rect(surface, border + (alpha,), r, border_width, border_radius=radius)


_panel_body = PictureCache(max_bytes=3 * MB, maxsize=128)(_make_panel_body)


def glow_rect(surface: pygame.Surface, rect, colour=None, strength: float = 1.0, radius: int = 12,
              spread: int = 8) -> None:
    """A soft coloured halo around ``rect`` (for highlights, hover, legal targets)."""
    r = pygame.Rect(rect)
    colour = tuple(colour or ROMAN["gold_light"])[:3]
    a = max(0, min(255, int(200 * strength)))
    if a == 0:
        return
    small = (r.w + 4 * spread) * (r.h + 4 * spread) <= GLOW_KEPT_PX
    if small:
        layer = _glow(r.w, r.h, colour, int(radius), int(spread))
        layer.set_alpha(a)              # the strength, over the halo's own per-pixel alpha
    else:
        layer = _paint_glow(r.w, r.h, colour, a, int(radius), int(spread))
    surface.blit(layer, (r.x - 2 * spread, r.y - 2 * spread))


#: halos up to this many pixels are kept (see :func:`_glow`); bigger ones are painted each time
GLOW_KEPT_PX = 256 * 256


@lru_cache(maxsize=64)
def _glow(w: int, h: int, colour: tuple, radius: int, spread: int) -> pygame.Surface:
    """The halo of :func:`glow_rect` at full strength, made once per size, colour and shape
    (every strength of a breathing glow shares it, drawn with the strength as the surface's
    alpha; a row of squares shares one): blit it."""
    return _paint_glow(w, h, colour, 255, radius, spread)


def _paint_glow(w: int, h: int, colour: tuple, a: int, radius: int, spread: int) -> pygame.Surface:
    layer = pygame.Surface((w + 4 * spread, h + 4 * spread), pygame.SRCALPHA)
    for i in range(spread, 0, -1):
        t = i / spread
        pygame.draw.rect(layer, colour + (int(a * (1 - t) ** 1.5 * 0.6),),
                         (2 * spread - i, 2 * spread - i, w + 2 * i, h + 2 * i), 2,
                         border_radius=radius + i)
    pygame.draw.rect(layer, colour + (a,), (2 * spread, 2 * spread, w, h), 3, border_radius=radius)
    return layer


def _star_points(cx, cy, r_out, r_in, n=5, rot=-math.pi / 2):
    pts = []
    for i in range(2 * n):
        r = r_out if i % 2 == 0 else r_in
        a = rot + i * math.pi / n
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def _regular(cx, cy, r, n, rot=-math.pi / 2):
    return [(cx + r * math.cos(rot + 2 * math.pi * i / n), cy + r * math.sin(rot + 2 * math.pi * i / n))
            for i in range(n)]


def draw_symbol(surface: pygame.Surface, name: str | None, center, size: float, colour=None,
                outline=None) -> None:
    """Draw the colour-blind symbol ``name`` (see :data:`SEAT_SYMBOLS`) centred at ``center``.

    ``size`` is the symbol's overall height; ``outline`` an optional contrasting rim.
    """
    if not name:
        return
    colour = tuple(colour or ROMAN["ink"])[:3]
    cx, cy = center
    r = size / 2
    shapes = []
    if name == "circle":
        if outline is not None:
            aa_circle(surface, outline, (cx, cy), r + max(1, r * 0.18))
        aa_circle(surface, colour, (cx, cy), r * 0.82)
        return
    if name == "square":
        s = r * 0.78
        shapes = [[(cx - s, cy - s), (cx + s, cy - s), (cx + s, cy + s), (cx - s, cy + s)]]
    elif name == "triangle":
        shapes = [_regular(cx, cy + r * 0.15, r * 1.05, 3)]
    elif name == "diamond":
        shapes = [[(cx, cy - r), (cx + r * 0.78, cy), (cx, cy + r), (cx - r * 0.78, cy)]]
    elif name == "star":
        shapes = [_star_points(cx, cy + r * 0.06, r * 1.02, r * 0.44)]
    elif name == "hexagon":
        shapes = [_regular(cx, cy, r * 0.95, 6, 0)]
    elif name == "cross":
        a, b = r * 0.9, r * 0.32
        shapes = [[(cx - b, cy - a), (cx + b, cy - a), (cx + b, cy - b), (cx + a, cy - b), (cx + a, cy + b),
                   (cx + b, cy + b), (cx + b, cy + a), (cx - b, cy + a), (cx - b, cy + b), (cx - a, cy + b),
                   (cx - a, cy - b), (cx - b, cy - b)]]
    else:
        return
    for pts in shapes:
        if outline is not None:
            grown = [(cx + (x - cx) * 1.25, cy + (y - cy) * 1.25) for x, y in pts]
            aa_polygon(surface, outline, grown)
        aa_polygon(surface, colour, pts)


@lru_cache(maxsize=256)
def symbol_surface(name: str, size: int, colour: Colour, outline: Colour | None = None) -> pygame.Surface:
    """A cached anti-aliased surface of a symbol."""
    big = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)
    draw_symbol(big, name, (size * SS / 2, size * SS / 2), size * SS * 0.7, colour, outline)
    return _shrink(big, (size, size))


# ----- tokens, stacks, dice --------------------------------------------------

@lru_cache(maxsize=512)
def _token(radius: int, colour: Colour, symbol: str | None, ring: Colour | None, flat: bool) -> pygame.Surface:
    R = radius * SS
    d = 2 * R + 2 * SS
    big = pygame.Surface((d, d), pygame.SRCALPHA)
    c = (d // 2, d // 2)
    rim = darken(colour, 0.35)
    pygame.draw.circle(big, rim, c, R)
    face = radial_gradient(int(R * 0.9), lighten(colour, 0.22), darken(colour, 0.08))
    big.blit(face, (c[0] - face.get_width() // 2, c[1] - face.get_height() // 2 - (0 if flat else SS)))
    # a bevelled inner ring like a pressed counter
    pygame.draw.circle(big, lighten(colour, 0.35) + (150,), c, int(R * 0.72), max(1, SS))
    pygame.draw.circle(big, darken(colour, 0.2) + (120,), (c[0], c[1] + SS), int(R * 0.72), max(1, SS))
    if ring is not None:
        pygame.draw.circle(big, ring, c, R, max(2, int(R * 0.12)))
    if symbol:
        ink = readable_on(colour)
        draw_symbol(big, symbol, c, R * 0.95, ink, None)
    return _shrink(big, (2 * radius + 2, 2 * radius + 2))


def token(radius: int, colour, symbol: str | None = None, ring=None, flat: bool = False) -> pygame.Surface:
    """A round counter of ``colour`` (name or RGB) with an optional colour-blind ``symbol``.

    The surface is ``2*radius+2`` pixels square; blit it centred.
    """
    return _token(int(radius), seat_rgb(colour), symbol, tuple(ring) if ring else None, flat)


def _edge(radius: int, colour: Colour) -> pygame.Surface:
    return _token(int(radius), darken(colour, 0.25), None, None, True)


def stack(count: int, colour, radius: int = 18, symbol: str | None = None, max_drawn: int = 6,
          step: int | None = None, fonts=None, label: str | None = None) -> pygame.Surface:
    """A stack of ``count`` counters seen from above and a little to the side, with the
    number on a badge when there is more than one (or ``label`` if given).

    The surface's bottom-centre is where the stack stands; :func:`stack_anchor`
    gives that point for blitting.
    """
    return _stack(int(count), seat_rgb(colour), int(radius), symbol, int(max_drawn),
                  int(step if step is not None else max(3, radius // 4)), label, fonts)


def stack_size(count: int, radius: int = 18, max_drawn: int = 6, step: int | None = None) -> tuple[int, int]:
    """The size of the surface :func:`stack` returns."""
    step = step if step is not None else max(3, radius // 4)
    n = max(1, min(count, max_drawn))
    badge = radius if count > 1 else 0
    return 2 * radius + 2 + badge // 2, 2 * radius + 2 + (n - 1) * step + badge // 3


@lru_cache(maxsize=512)
def _stack(count, colour, radius, symbol, max_drawn, step, label, fonts) -> pygame.Surface:
    n = max(1, min(count, max_drawn))
    w, h = stack_size(count, radius, max_drawn, step)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    top_y = h - (2 * radius + 2) - (n - 1) * step
    # soft contact shadow
    sh = pygame.Surface((2 * radius + 6, radius), pygame.SRCALPHA)
    pygame.draw.ellipse(sh, (0, 0, 0, 60), sh.get_rect())
    surf.blit(sh, (0, h - radius + 2 - radius // 2))
    for i in range(n):
        y = h - (2 * radius + 2) - i * step
        if count == 0:
            break
        piece = token(radius, colour, symbol if i == n - 1 else None)
        surf.blit(_edge(radius, colour), (0, y + 2))
        surf.blit(piece, (0, y))
    if (label is None and count > 1) or label:
        fonts = fonts or default_fonts()
        txt = label if label is not None else str(count)
        f = fonts.get(max(10, int(radius * 0.8)), bold=True)
        ts = text_surface(txt, f, ROMAN["ink"])
        bw = max(ts.get_width() + 8, ts.get_height())
        bh = ts.get_height()
        badge = pygame.Rect(0, 0, bw, bh)
        badge.center = (w - bw // 2 - 1, top_y + bh // 2)
        big = pygame.Surface((bw * SS, bh * SS), pygame.SRCALPHA)
        pygame.draw.rect(big, ROMAN["gold_dark"], big.get_rect(), border_radius=bh * SS // 2)
        pygame.draw.rect(big, ROMAN["gold_light"], big.get_rect().inflate(-2 * SS, -2 * SS),
                         border_radius=bh * SS // 2)
        surf.blit(_shrink(big, (bw, bh)), badge.topleft)
        surf.blit(ts, ts.get_rect(center=badge.center))
    return surf


def stack_topleft(surf: pygame.Surface, radius: int, centre) -> tuple[int, int]:
    """Top-left at which to blit a :func:`stack` surface so that its lowest counter's
    centre sits at ``centre``."""
    return (int(centre[0] - radius - 1), int(centre[1] - surf.get_height() + radius + 1))


def blit_stack(surface: pygame.Surface, centre, count: int, colour, radius: int = 18,
               symbol: str | None = None, **kw) -> pygame.Rect:
    """Draw a :func:`stack` standing on ``centre``; returns the rect it covers."""
    s = stack(count, colour, radius, symbol, **kw)
    r = s.get_rect(topleft=stack_topleft(s, radius, centre))
    surface.blit(s, r)
    return r


def blit_centred(surface: pygame.Surface, surf: pygame.Surface, centre) -> pygame.Rect:
    """Blit ``surf`` centred on ``centre``; returns its rect."""
    r = surf.get_rect(center=(int(centre[0]), int(centre[1])))
    surface.blit(surf, r)
    return r


PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.28, 0.28), (0.72, 0.72)],
    3: [(0.27, 0.27), (0.5, 0.5), (0.73, 0.73)],
    4: [(0.28, 0.28), (0.72, 0.28), (0.28, 0.72), (0.72, 0.72)],
    5: [(0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)],
    6: [(0.28, 0.25), (0.72, 0.25), (0.28, 0.5), (0.72, 0.5), (0.28, 0.75), (0.72, 0.75)],
}


@lru_cache(maxsize=256)
def _die(size: int, value: int, colour: Colour, pips: Colour) -> pygame.Surface:
    S = size * SS
    big = pygame.Surface((S, S), pygame.SRCALPHA)
    rad = S // 6
    pygame.draw.rect(big, darken(colour, 0.35), big.get_rect(), border_radius=rad)
    inner = big.get_rect().inflate(-S // 14, -S // 14)
    inner.move_ip(-S // 60, -S // 40)
    face = gradient(inner.size, lighten(colour, 0.25), colour)
    mask = pygame.Surface(inner.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=rad)
    face = face.convert_alpha() if pygame.display.get_surface() else face
    f2 = pygame.Surface(inner.size, pygame.SRCALPHA)
    f2.blit(face, (0, 0))
    f2.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    big.blit(f2, inner.topleft)
    pr = max(2, int(S * 0.085))
    for px, py in PIPS.get(int(value), []):
        p = (int(inner.x + px * inner.w), int(inner.y + py * inner.h))
        pygame.draw.circle(big, lighten(colour, 0.4), (p[0] + SS, p[1] + SS), pr)
        pygame.draw.circle(big, pips, p, pr)
    if int(value) not in PIPS:
        f = default_fonts().get(int(S * 0.55), bold=True)
        t = f.render(str(value), True, pips)
        big.blit(t, t.get_rect(center=inner.center))
    return _shrink(big, (size, size))


def die_face(size: int, value: int, colour=None, pips=None) -> pygame.Surface:
    """A die of ``size`` pixels showing ``value`` (1-6 as pips, anything else as a number)."""
    colour = seat_rgb(colour) if colour is not None else ROMAN["marble"]
    pips = seat_rgb(pips) if pips is not None else readable_on(colour)
    if pips == ROMAN["ink"] and colour == ROMAN["marble"]:
        pips = ROMAN["red_dark"]
    return _die(int(size), int(value), colour, pips)


# ----- cards -----------------------------------------------------------------

CARD_SUIT_COLOURS: dict[str, Colour] = {
    "red": (170, 36, 36), "blue": (38, 84, 160), "green": (38, 120, 60), "yellow": (206, 160, 24),
    "purple": (110, 56, 140), "white": (200, 196, 186), "black": (50, 46, 44),
}


def _roman(n: int) -> str:
    vals = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"), (50, "L"),
            (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
    out = ""
    for v, s in vals:
        while n >= v:
            out += s
            n -= v
    return out


def card_face(size: tuple[int, int], value=None, colour=None, symbol: str | None = None,
              label: str | None = None, fonts=None, roman: bool = False, dim: bool = False) -> pygame.Surface:
    """A card face: parchment with a coloured frame, the value in the corners and big in
    the middle (``roman`` numerals if asked), an optional symbol and a label at the foot.

    ``colour`` is a suit/player colour name or RGB; ``dim`` greys the card (unplayable).
    """
    col = CARD_SUIT_COLOURS.get(colour, None) if isinstance(colour, str) else None
    col = col or (seat_rgb(colour) if colour is not None else ROMAN["terracotta"])
    return _card_face((int(size[0]), int(size[1])), value, col, symbol, label, roman, dim,
                      fonts or default_fonts())


@lru_cache(maxsize=512)
def _card_face(size, value, col, symbol, label, roman, dim, fonts) -> pygame.Surface:
    w, h = size
    W, H = w * SS, h * SS
    rad = max(4, W // 12)
    big = pygame.Surface((W, H), pygame.SRCALPHA)
    pygame.draw.rect(big, darken(col, 0.35), big.get_rect(), border_radius=rad)
    inner = big.get_rect().inflate(-2 * SS, -2 * SS)
    pygame.draw.rect(big, col, inner, border_radius=rad - SS)
    paper = inner.inflate(-int(W * 0.12), -int(W * 0.12))
    pg = gradient(paper.size, ROMAN["white"], ROMAN["parchment"])
    m = pygame.Surface(paper.size, pygame.SRCALPHA)
    pygame.draw.rect(m, (255, 255, 255, 255), m.get_rect(), border_radius=rad // 2)
    p2 = pygame.Surface(paper.size, pygame.SRCALPHA)
    p2.blit(pg, (0, 0))
    p2.blit(m, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    big.blit(p2, paper.topleft)
    pygame.draw.rect(big, ROMAN["gold_dark"], paper, max(1, SS), border_radius=rad // 2)
    # a meander band at top and bottom of the paper
    band_h = max(2, int(H * 0.035))
    for yy in (paper.y + int(H * 0.19), paper.bottom - int(H * 0.19) - band_h):
        pygame.draw.rect(big, lighten(col, 0.15), (paper.x + SS * 3, yy, paper.w - SS * 6, band_h))
    # a medallion behind the value
    mr = int(min(paper.w * 0.40, paper.h * 0.26))
    mc = (paper.centerx, big.get_rect().centery)
    pygame.draw.circle(big, lighten(col, 0.72), mc, mr)
    pygame.draw.circle(big, lighten(col, 0.35), mc, mr, max(1, SS))
    pygame.draw.circle(big, lighten(col, 0.55), mc, int(mr * 0.86), max(1, SS // 2))
    if symbol:
        draw_symbol(big, symbol, (paper.centerx, paper.bottom - int(H * 0.1)), W * 0.16,
                    col, None)
    small = big
    out = _shrink(small, (w, h))
    # text is rendered at final size for crispness
    if value is not None:
        sv = _roman(int(value)) if roman and isinstance(value, int) and value > 0 else str(value)
        fbig = fonts.get(int(h * (0.36 if len(sv) <= 2 else 0.26)), bold=True)
        t = text_surface(sv, fbig, darken(col, 0.15), outline=ROMAN["white"], outline_px=1)
        out.blit(t, t.get_rect(center=(w // 2, int(h * 0.5))))
        fs = fonts.get(max(9, int(h * 0.13)), bold=True)
        c1 = fs.render(sv, True, ROMAN["white"])
        out.blit(c1, (max(2, int(w * 0.08)), max(1, int(h * 0.02))))
        c2 = pygame.transform.rotate(c1, 180)
        out.blit(c2, (w - c2.get_width() - max(2, int(w * 0.08)), h - c2.get_height() - max(1, int(h * 0.02))))
    if label:
        fl = fonts.get(max(9, int(h * 0.09)))
        lines = wrap_text(fl, label, int(w * 0.8))[:2]
        y = int(h * 0.72)
        for line in lines:
            t = fl.render(line, True, ROMAN["ink"])
            out.blit(t, t.get_rect(midtop=(w // 2, y)))
            y += fl.get_linesize()
    if dim:
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(veil, (60, 60, 60, 120), veil.get_rect(), border_radius=max(2, rad // SS))
        out.blit(veil, (0, 0))
    return out


def card_back(size: tuple[int, int], style: str = "red") -> pygame.Surface:
    """A card back: the committed ``art/card_back_<style>.png`` scaled, else drawn."""
    return _card_back((int(size[0]), int(size[1])), style)


@lru_cache(maxsize=64)
def _card_back(size, style) -> pygame.Surface:
    path = asset_path("art", f"card_back_{style}.png")
    if path.exists():
        return load_image(f"card_back_{style}.png", size)
    return draw_card_back(size, style)


def draw_card_back(size, style: str = "red") -> pygame.Surface:
    """Draw a card back from scratch (the art script uses this too)."""
    w, h = int(size[0]), int(size[1])
    W, H = w * SS, h * SS
    base = {"red": ROMAN["red"], "blue": (34, 52, 100), "green": (34, 80, 50),
            "terracotta": ROMAN["terracotta_dark"]}.get(style, ROMAN["red"])
    big = pygame.Surface((W, H), pygame.SRCALPHA)
    rad = max(4, W // 12)
    pygame.draw.rect(big, ROMAN["gold_dark"], big.get_rect(), border_radius=rad)
    inner = big.get_rect().inflate(-3 * SS, -3 * SS)
    g = gradient(inner.size, lighten(base, 0.12), darken(base, 0.25))
    m = pygame.Surface(inner.size, pygame.SRCALPHA)
    pygame.draw.rect(m, (255, 255, 255, 255), m.get_rect(), border_radius=rad - SS)
    g2 = pygame.Surface(inner.size, pygame.SRCALPHA)
    g2.blit(g, (0, 0))
    g2.blit(m, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    big.blit(g2, inner.topleft)
    frame = inner.inflate(-int(W * 0.12), -int(W * 0.12))
    pygame.draw.rect(big, ROMAN["gold"], frame, max(2, SS * 2), border_radius=rad // 2)
    f2 = frame.inflate(-int(W * 0.06), -int(W * 0.06))
    pygame.draw.rect(big, ROMAN["gold_dark"], f2, max(1, SS), border_radius=rad // 3)
    # diagonal lattice
    step = max(6, int(W * 0.12))
    lat = pygame.Surface(f2.size, pygame.SRCALPHA)
    for k in range(-f2.h, f2.w + f2.h, step):
        pygame.draw.line(lat, lighten(base, 0.18) + (120,), (k, 0), (k + f2.h, f2.h), max(1, SS))
        pygame.draw.line(lat, lighten(base, 0.18) + (120,), (k, f2.h), (k + f2.h, 0), max(1, SS))
    big.blit(lat, f2.topleft)
    # central medallion with a laurel
    cr = int(min(W, H) * 0.26)
    c = big.get_rect().center
    pygame.draw.circle(big, darken(base, 0.3), c, cr + 2 * SS)
    pygame.draw.circle(big, ROMAN["gold"], c, cr + 2 * SS, max(2, SS * 2))
    laurel(big, c, cr * 0.8, ROMAN["gold"], width=max(1, SS))
    pygame.draw.circle(big, ROMAN["gold_light"], c, max(2, cr // 6))
    return _shrink(big, (w, h))


def _leaf(surface: pygame.Surface, base, angle: float, length: float, width: float, colour) -> None:
    """A pointed oval leaf from ``base`` in direction ``angle``."""
    bx, by = base
    ca, sa = math.cos(angle), math.sin(angle)
    left, right = [], []
    for i in range(9):
        u = i / 8
        w = width * math.sin(math.pi * u) ** 0.9
        x, y = bx + ca * length * u, by + sa * length * u
        left.append((x - sa * w, y + ca * w))
        right.append((x + sa * w, y - ca * w))
    aa_polygon(surface, colour, left + right[::-1])


def laurel(surface: pygame.Surface, center, radius: float, colour=None, width: int = 1,
           leaves: int = 9, open_angle: float = 50) -> None:
    """A laurel wreath: two branches of paired leaves rising from the bottom, open at the top."""
    colour = tuple(colour or ROMAN["gold"])[:3]
    stem = darken(colour, 0.25)
    cx, cy = center
    leaf_len = radius * 0.34
    leaf_w = radius * 0.075
    for side in (-1, 1):
        # angles measured from the bottom (pi/2), going up each side
        start = math.pi / 2 + side * math.radians(10)
        end = math.pi / 2 + side * math.radians(180 - open_angle)
        pts = [(cx + radius * math.cos(start + (end - start) * i / 40),
                cy + radius * math.sin(start + (end - start) * i / 40)) for i in range(41)]
        pygame.draw.lines(surface, stem, False, pts, max(1, int(width * 1.5)))
        for i in range(leaves):
            t = (i + 0.5) / leaves
            a = start + (end - start) * t
            px, py = cx + radius * math.cos(a), cy + radius * math.sin(a)
            # the direction of growth along the branch (towards the opening)
            ga = a - side * math.pi / 2
            size = 1.0 - 0.35 * t
            for k, off in enumerate((-0.62, 0.62)):
                la = ga + off
                ll = leaf_len * size
                shade = colour if k == 0 else lighten(colour, 0.12)
                _leaf(surface, (px, py), la, ll, leaf_w * size, shade)
        # a leaf at the tip of the branch
        px, py = pts[-1]
        ga = end - side * math.pi / 2
        _leaf(surface, (px, py), ga, leaf_len * 0.7, leaf_w * 0.7, colour)
    aa_circle(surface, stem, (cx, cy + radius), max(2, radius * 0.06))


# ----- text ------------------------------------------------------------------

def text_surface(text: str, font, colour=None, outline=None, outline_px: int = 2,
                 shadow: bool = False) -> pygame.Surface:
    """``text`` rendered anti-aliased, with an optional ``outline`` or drop ``shadow``."""
    colour = tuple(colour or ROMAN["ink"])[:3]
    if str(text) and not font.size(str(text))[0]:   # nothing to draw (a name of combining marks only):
        text = ""                                     # pygame says "Text has zero width"; "" draws nothing
    core = font.render(str(text), True, colour)
    if outline is None and not shadow:
        return core
    pad = outline_px if outline is not None else 0
    sh = 2 if shadow else 0
    out = pygame.Surface((core.get_width() + 2 * pad + sh, core.get_height() + 2 * pad + sh), pygame.SRCALPHA)
    if shadow:
        s = font.render(str(text), True, (0, 0, 0))
        s.set_alpha(110)
        out.blit(s, (pad + sh, pad + sh))
    if outline is not None:
        o = font.render(str(text), True, tuple(outline)[:3])
        for dx in range(-pad, pad + 1):
            for dy in range(-pad, pad + 1):
                if dx * dx + dy * dy <= pad * pad + 1 and (dx or dy):
                    out.blit(o, (pad + dx, pad + dy))
    out.blit(core, (pad, pad))
    return out


def blit_text(surface: pygame.Surface, text: str, pos, font, colour=None, anchor: str = "topleft",
              outline=None, outline_px: int = 2, shadow: bool = False) -> pygame.Rect:
    """Draw ``text`` with its ``anchor`` ("center", "midtop", ...) at ``pos``; returns the rect."""
    s = text_surface(text, font, colour, outline, outline_px, shadow)
    r = s.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
    surface.blit(s, r)
    return r


#: characters that may not start a line (Japanese line-breaking rules, kinsoku): closing
#: brackets and quotes, stops and commas, the long-vowel mark, iteration marks, small kana
_NO_START = set("、。，．・：；？！ー〜…‥ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ"
                "ㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿゝゞヽヾ々゛゜"
                "」』）］｝〉》】〕〗〙〟’”｣％,.;:!?)]}")
#: characters that may not end a line: opening brackets and quotes
_NO_END = set("「『（［｛〈《【〔〖〘〝‘“｢([{")
#: U+2060 WORD JOINER: no line break here (a catalogue puts it where a no-break space would show,
#: e.g. between a Japanese name and its value); :func:`wrap_text` drops it
WORD_JOINER = "\u2060"


def _is_cjk(ch: str) -> bool:
    o = ord(ch)
    return (0x3000 <= o <= 0x9FFF) or (0xF900 <= o <= 0xFAFF) or (0xFF00 <= o <= 0xFFEF)


def _katakana(ch: str) -> bool:
    """A katakana letter, ・ or ー (the letters of a Japanese name of a place or person)."""
    return 0x30A0 <= ord(ch) <= 0x30FF


def _tokens(text: str) -> list[str]:
    """Split into breakable pieces: Latin words (with their trailing space) and CJK characters.
    A no-break space is part of its word; a word joiner (:data:`WORD_JOINER`) glues the pieces
    either side into one (in Japanese the whole katakana word before it) and is dropped."""
    out: list[str] = []
    cur = ""
    join = False                 # the next piece goes onto the last one (a word joiner came)

    def push(piece: str) -> None:
        nonlocal join
        if out and (join or (out[-1] and out[-1][-1] in _NO_END)):     # (「（」 never ends a line: 「（9対10）」)
            out[-1] += piece
        else:
            out.append(piece)
        join = False
    for ch in text:
        if ch == WORD_JOINER:
            if cur:
                push(cur)
                cur = ""
            while len(out) > 1 and _katakana(out[-2][-1]) and _katakana(out[-1][0]):
                last = out.pop()         # the whole katakana word before it (a name) stays together
                out[-1] += last
            join = True
        elif _is_cjk(ch):
            if cur:
                push(cur)
                cur = ""
            if ch in _NO_START and out:
                out[-1] += ch
                join = False
            elif out and out[-1] and out[-1][-1] in _NO_END:
                out[-1] += ch
                join = False
            else:
                push(ch)
        elif ch == " ":
            cur += ch
            push(cur)
            cur = ""
        else:
            if ch in _NO_START and not cur and out:
                out[-1] += ch
            else:
                cur += ch
    if cur:
        push(cur)
    return out


def aligned_x(r: pygame.Rect, width: int, align: str) -> int:
    """The left edge of a line ``width`` wide in ``r``: ``left``, ``center`` or ``right``.

    >>> aligned_x(pygame.Rect(10, 0, 100, 20), 40, "center"), aligned_x(pygame.Rect(10, 0, 100, 20), 40, "right")
    (40, 70)
    """
    if align == "center":
        return r.centerx - width // 2
    if align == "right":
        return r.right - width
    return r.x


def wrap_text(font, text: str, width: int, measure=None) -> list[str]:
    """Break ``text`` into lines no wider than ``width`` pixels.

    Latin breaks between words, Japanese between characters following the
    Japanese line-breaking rules (kinsoku): no line starts with 。、」』）！？ー・,
    small kana or other closing marks, none ends with 「『（; a last line that
    would hold one character and its closing marks alone (「た。」) takes the
    character before it along. ``\\n`` forces a break. A word wider than the
    line is cut by characters. The work grows with the length of the text (each
    measurement is of at most a line), so a very long name cannot hang the
    window. ``measure`` overrides the width function (default: ``font.size(s)[0]``).
    No line breaks at a no-break space (U+00A0) or at a word joiner (U+2060, which
    keeps a value with its name where no space may show, and is dropped); in Japanese
    a word joiner after a katakana word (a name) keeps the whole word with what follows.

    >>> wrap_text(None, "abc def", 4, measure=len)
    ['abc', 'def']
    >>> wrap_text(None, "xxxxxxxxx", 4, measure=len)
    ['xxxx', 'xxxx', 'x']
    >>> wrap_text(None, "カードを出した。", 6, measure=len)
    ['カードを出', 'した。']
    >>> wrap_text(None, "token 6\u00a0Asia / 2\u00a0Syria", 9, measure=len)
    ['token', '6\xa0Asia /', '2\xa0Syria']
    >>> wrap_text(None, "剣（アジア\u20606／シリア\u20602）", 8, measure=len)
    ['剣（アジア6／', 'シリア2）']
    >>> wrap_text(None, "閉じる（9\u2060対\u206010）。", 7, measure=len)
    ['閉じる', '（9対10）。']
    """
    if measure is None:
        def measure(s):
            return font.size(s)[0]
    lines: list[str] = []
    for para in str(text).split("\n"):
        if not para:
            lines.append("")
            continue
        if len(para) <= 160 and measure(para.replace(WORD_JOINER, "").rstrip()) <= width:
            lines.append(para.replace(WORD_JOINER, "").rstrip())   # fits whole: one measurement (most log lines)
            continue
        out: list[str] = []
        line = ""
        for tok in _tokens(para):
            cand = line + tok
            if not line or measure(cand.rstrip()) <= width:
                line = cand
            else:
                out.append(line.rstrip())
                line = tok.lstrip() if not _is_cjk(tok[:1] or "a") else tok
            if len(line) > 1 and measure(line.rstrip()) > width:
                # a piece wider than the line: cut it by characters
                pieces = _cut(line, width, measure)
                out.extend(pieces[:-1])
                line = pieces[-1]
        out.append(line.rstrip())
        _no_lone_tail(out, width, measure)
        lines.extend(out)
    return lines


def _cut(s: str, width: int, measure) -> list[str]:
    """``s`` cut into pieces no wider than ``width`` (at least one character each),
    none starting with a character that may not start a line. Character widths
    are added up (each measured once), and each piece is measured once whole."""
    widths: dict[str, int] = {}
    pieces: list[str] = []
    i, n = 0, len(s)
    while i < n:
        j, w = i, 0
        while j < n:
            ch = s[j]
            cw = widths.get(ch)
            if cw is None:
                cw = widths[ch] = measure(ch)
            if w + cw > width and j > i:
                break
            w += cw
            j += 1
        while j - i > 1 and j < n and measure(s[i:j]) > width:   # kerning made it wider after all
            j -= 1
        k = j
        while i + 1 < k < n and s[k] in _NO_START:   # keep closing marks with the character before
            k -= 1
        if k > i + 1 and k < n:
            j = k
        pieces.append(s[i:j])
        i = j
    return pieces or [""]


def _lone(line: str) -> bool:
    """True for a line holding one Japanese character and only its closing marks (「た。」)."""
    return (bool(line) and _is_cjk(line[0]) and line[0] not in _NO_START
            and 2 <= len(line) <= 4 and all(ch in _NO_START for ch in line[1:]))


def _no_lone_tail(out: list[str], width: int, measure) -> None:
    """Pull the character before a lone last line (「た。」) down to it, in place."""
    if len(out) < 2 or not _lone(out[-1]):
        return
    prev = out[-2]
    k = 1
    while k < len(prev) and (prev[-k] in _NO_START or prev[-k - 1] in _NO_END):
        k += 1
    if k < len(prev) and not _is_cjk(prev[-k]):        # a Latin word (a square "D4") comes whole
        while k < len(prev) and prev[-k - 1] != " " and not _is_cjk(prev[-k - 1]):
            k += 1
    if k >= len(prev) or prev[-k] == " ":
        return
    tail = prev[-k:] + out[-1]
    if measure(tail) <= width:
        out[-2], out[-1] = prev[:-k], tail


def draw_wrapped(surface: pygame.Surface, text: str, rect, font, colour=None, align: str = "left",
                 line_spacing: float = 1.0, outline=None) -> int:
    """Draw ``text`` wrapped into ``rect``; returns the height used (lines beyond the
    rect's bottom are not drawn)."""
    r = pygame.Rect(rect)
    y = r.y
    step = int(font.get_linesize() * line_spacing)
    for line in wrap_text(font, text, r.w):
        if y + step > r.bottom + step // 3 and y > r.y:
            break
        if line:
            s = text_surface(line, font, colour, outline, 1)
            surface.blit(s, (aligned_x(r, s.get_width(), align), y))
        y += step
    return y - r.y


def rotate_aa(surf: pygame.Surface, angle: float, scale: float = 1.0) -> pygame.Surface:
    """Rotate (and scale) smoothly."""
    return pygame.transform.rotozoom(surf, angle, scale)
