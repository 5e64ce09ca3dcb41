"""Banners: a ribbon across a rectangle with a title and a line of text.

:func:`draw_banner` draws one at full strength (for a lasting message); :class:`Banner`
is the animation that slides it in, holds it and fades it out (for "play begins",
"game over", ...). Its sizes follow the rectangle, so it fits any window.
"""
from __future__ import annotations

import pygame

from ..anim import Animation, ease
from ..draw import ROMAN, darken, text_surface, wrap_text


def banner_surface(size: tuple[int, int], title: str, line: str, fonts, colour=None) -> pygame.Surface:
    """The ribbon for a rectangle of ``size``: returns a surface as wide as the rectangle
    (plus 8) and as tall as its text needs."""
    w, h = int(size[0]), int(size[1])
    colour = tuple(colour or ROMAN["red"])[:3]
    title_px = max(14, int(h * 0.075))
    tf = fonts.get(title_px, True)
    while tf.size(title)[0] > w * 0.92 and title_px > 12:
        title_px -= 1
        tf = fonts.get(title_px, True)
    lf = fonts.get(max(11, int(h * 0.036)))
    lines = wrap_text(lf, line, int(w * 0.82)) if line else []
    bh = int(tf.get_linesize() * 1.3 + len(lines) * lf.get_linesize() + h * 0.06)
    layer = pygame.Surface((w + 8, min(bh, h)), pygame.SRCALPHA)
    layer.fill(colour + (228,))
    band_w, band_h = layer.get_size()
    pygame.draw.line(layer, ROMAN["gold"], (0, 3), (band_w, 3), 3)
    pygame.draw.line(layer, ROMAN["gold"], (0, band_h - 4), (band_w, band_h - 4), 3)
    y = int(h * 0.03)
    ts = text_surface(title, tf, ROMAN["gold_light"], outline=darken(colour, 0.5), outline_px=2)
    layer.blit(ts, ts.get_rect(midtop=(band_w // 2, y)))
    y += int(tf.get_linesize() * 1.25)
    for ln in lines:
        ls = text_surface(ln, lf, ROMAN["white"])
        layer.blit(ls, ls.get_rect(midtop=(band_w // 2, y)))
        y += lf.get_linesize()
    return layer


def draw_banner(surface: pygame.Surface, rect, title: str, line: str, fonts, colour=None,
                alpha: int = 255, slide: int = 0) -> pygame.Rect:
    """Draw a ribbon centred on ``rect``; returns where it went."""
    r = pygame.Rect(rect)
    layer = banner_surface(r.size, title, line, fonts, colour)
    if alpha < 255:
        layer.set_alpha(alpha)
    band = layer.get_rect(midleft=(r.x - 4 + slide, r.centery))
    surface.blit(layer, band)
    return band


class Banner(Animation):
    """A ribbon across ``rect`` with a title and a line under it; fades in, stays, fades out."""

    drawable = True
    layer = 7

    def __init__(self, rect, title: str, line: str, fonts, colour=None, duration: float = 2.2,
                 delay: float = 0.0, on_done=None):
        super().__init__(duration, delay, on_done)
        self.rect = pygame.Rect(rect)
        self.title, self.line, self.fonts = title, line, fonts
        self.colour = tuple(colour or ROMAN["red"])[:3]
        self._layer: pygame.Surface | None = None

    def draw(self, surface: pygame.Surface) -> None:
        t = self.t
        a = min(1.0, t / 0.15) if t < 0.15 else (1.0 if t < 0.85 else max(0.0, (1 - t) / 0.15))
        r = self.rect
        if self._layer is None:
            self._layer = banner_surface(r.size, self.title, self.line, self.fonts, self.colour)
        slide = int((1 - ease.out_cubic(min(1.0, t / 0.15))) * r.w * 0.08)
        self._layer.set_alpha(int(255 * a))
        prev = surface.get_clip()
        surface.set_clip(r.inflate(8, 0).clip(prev))
        surface.blit(self._layer, self._layer.get_rect(midleft=(r.x - 4 + slide, r.centery)))
        surface.set_clip(prev)
