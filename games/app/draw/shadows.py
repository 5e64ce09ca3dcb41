"""Soft shadows, panels and halos: :func:`drop_shadow` (big shadows put together from the
kept pieces of a small one), :func:`panel` (rounded, bordered, with a sheen and a shadow;
its body kept per size and colours) and :func:`glow_rect`.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from .palette import ROMAN
from .pictures import MB, PictureCache, gradient


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
    (every strength of a glow shares it, drawn with the strength as the surface's
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
