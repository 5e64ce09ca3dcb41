"""Panels drawn once per size and style, then blitted.

:func:`games.app.draw.panel` (rounded, bordered, sheen, soft shadow) is costly: it
builds several surfaces. :func:`panel` here caches the finished picture, shadow
included, keyed by size and style, so a board may call it every frame.

>>> import pygame
>>> screen = pygame.Surface((200, 100))
>>> panel(screen, (10, 10, 80, 40)) == pygame.Rect(10, 10, 80, 40)
True
>>> panel_image(80, 40) is panel_image(80, 40)
True
"""
from __future__ import annotations

import pygame

from ..draw import MB, ROMAN, PictureCache
from ..draw import panel as draw_panel

#: room around a cached panel for its shadow
PAD = 24


@PictureCache(max_bytes=4 * MB, maxsize=256)
def _image(w: int, h: int, fill: tuple, border: tuple, radius: int, border_width: int, shadow: bool,
           alpha: int, sheen: bool) -> pygame.Surface:
    surf = pygame.Surface((w + 2 * PAD, h + 2 * PAD), pygame.SRCALPHA)
    draw_panel(surf, pygame.Rect(PAD, PAD, w, h), fill, border, radius=radius, border_width=border_width,
               shadow=shadow, alpha=alpha, sheen=sheen)
    return surf


def panel_image(w: int, h: int, fill=None, border=None, radius: int = 12, border_width: int = 2,
                shadow: bool = True, alpha: int = 255, sheen: bool = True) -> pygame.Surface:
    """The cached picture of a panel of ``w`` x ``h`` with :data:`PAD` pixels around it."""
    return _image(max(1, int(w)), max(1, int(h)), tuple(fill or ROMAN["parchment"])[:3],
                  tuple(border or ROMAN["gold_dark"])[:3], int(radius), int(border_width), bool(shadow),
                  int(alpha), bool(sheen))


def panel(surface: pygame.Surface, rect, fill=None, border=None, radius: int = 12, border_width: int = 2,
          shadow: bool = True, alpha: int = 255, sheen: bool = True) -> pygame.Rect:
    """Draw a panel into ``rect`` (same arguments as :func:`games.app.draw.panel`), cached."""
    r = pygame.Rect(rect)
    if r.w <= 0 or r.h <= 0:
        return r
    radius = max(0, min(int(radius), r.w // 2, r.h // 2))
    img = panel_image(r.w, r.h, fill, border, radius, border_width, shadow, alpha, sheen)
    surface.blit(img, (r.x - PAD, r.y - PAD))
    return r
