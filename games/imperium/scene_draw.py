"""Imperium board: drawing helpers shared by its panels (cached text and panels, place colours)."""
from __future__ import annotations

import pygame

from games.app.draw import panel as _draw_panel
from games.app.draw import text_surface

PLACE_COLOURS = [(232, 190, 72), (196, 200, 206), (196, 132, 80), (170, 160, 148), (150, 140, 130)]


_TEXTS: dict = {}


def blit_text(surface: pygame.Surface, text: str, pos, font, colour=None, anchor: str = "topleft",
              outline=None, outline_px: int = 2, shadow: bool = False) -> pygame.Rect:
    """The toolkit's ``blit_text`` with the rendered text kept (a frame draws ~150 labels)."""
    key = (text, id(font), tuple(colour or ()), tuple(outline or ()), outline_px, shadow)
    img = _TEXTS.get(key)
    if img is None:
        if len(_TEXTS) > 3000:
            _TEXTS.clear()
        img = _TEXTS[key] = text_surface(text, font, colour, outline, outline_px, shadow)
    r = img.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
    surface.blit(img, r)
    return r


_PANELS: dict = {}
_PANEL_MARGIN = 26


def panel(surface: pygame.Surface, rect, fill=None, border=None, radius: int = 12, border_width: int = 2,
          shadow: bool = True, alpha: int = 255) -> pygame.Rect:
    """The toolkit's panel, drawn once per size and look and then blitted (it is slow to draw)."""
    r = pygame.Rect(rect)
    key = (r.size, tuple(fill or ()), tuple(border or ()), radius, border_width, shadow, alpha)
    img = _PANELS.get(key)
    if img is None:
        if len(_PANELS) > 600:
            _PANELS.clear()
        m = _PANEL_MARGIN
        img = pygame.Surface((r.w + 2 * m, r.h + 2 * m), pygame.SRCALPHA)
        _draw_panel(img, pygame.Rect(m, m, r.w, r.h), fill=fill, border=border, radius=radius,
                    border_width=border_width, shadow=shadow, alpha=alpha)
        _PANELS[key] = img
    surface.blit(img, (r.x - _PANEL_MARGIN, r.y - _PANEL_MARGIN))
    return r


def fit_text(font_at, text: str, width: int, px: int, min_px: int = 8, bold: bool = False):
    """The font (``font_at(px, bold)``) at the largest size from ``px`` down to ``min_px``
    at which ``text`` fits ``width`` pixels, and the text, cut short with "…" if even
    ``min_px`` is too wide. Returns ``(font, text)``."""
    px = max(min_px, int(px))
    fnt = font_at(px, bold)
    while fnt.size(text)[0] > width and px > min_px:
        px -= 1
        fnt = font_at(px, bold)
    if fnt.size(text)[0] > width:
        while len(text) > 1 and fnt.size(text + "…")[0] > width:
            text = text[:-1]
        text = text + "…"
    return fnt, text
