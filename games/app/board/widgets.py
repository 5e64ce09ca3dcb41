"""Buttons, tooltips and short notices: the small interactive pieces of a board.

- :class:`Button`: a labelled rounded button with hover, a primary (red) and a plain
  (parchment) style, and a disabled look whose ``reason`` shows as a tooltip when the
  pointer rests on it. A board adds one with :meth:`BoardBase.add_button`, which also
  makes its hotspot; :meth:`BoardBase.draw_buttons` draws them.
- :func:`draw_tooltip`: a small dark box of wrapped text near a point, kept inside bounds.
- :class:`Notice`: a sentence shown for a moment near where the player clicked (the
  reason an illegal click was refused); :meth:`BoardBase.notice` shows one. Notices do
  not count as animation: the host never waits for them.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

import pygame

from ..draw import ROMAN, lighten, wrap_text
from .panels import panel

TIP_FILL = (44, 34, 28)
TIP_BORDER = ROMAN["gold_dark"]
TIP_INK = (246, 236, 214)
NOTICE_FILL = (104, 26, 24)


@dataclass
class Button:
    """A button on a board. ``action`` is submitted for ``seat`` (default: the viewer) or
    ``on_click()`` is called; a disabled button does nothing and explains ``reason``."""

    rect: pygame.Rect
    label: str
    action: Any = None
    on_click: Callable[[], Any] | None = None
    enabled: bool = True
    reason: str | None = None
    primary: bool = False
    key: Any = None
    seat: int | None = None
    least: int = 0      # the least font size its words may shrink to (0: two thirds of the size)

    def draw(self, surface: pygame.Surface, texts, px: int, hover: bool = False) -> None:
        """Draw with ``texts`` (a :class:`~games.app.board.text.Texts`) at font size ``px``."""
        r = self.rect
        if self.primary:
            fill = ROMAN["red"] if self.enabled else ROMAN["marble_dark"]
            ink = ROMAN["gold_light"] if self.enabled else ROMAN["vein"]
        else:
            fill = ROMAN["parchment"] if self.enabled else ROMAN["marble_dark"]
            ink = ROMAN["ink"] if self.enabled else ROMAN["vein"]
        if hover and self.enabled:
            fill = lighten(fill, 0.15)
        panel(surface, r, fill, ROMAN["gold"] if self.enabled else ROMAN["vein"], radius=r.h // 3,
              border_width=2, shadow=self.enabled)
        width, least = max(8, r.w - r.h // 2), self.least_px(px)
        if not self.fits(texts, px) and 2 * texts.font(least, True).get_linesize() <= r.h - 4:
            box = pygame.Rect(0, 0, width, r.h - 4)         # a tall button: two lines, never a cut label
            box.center = r.center
            texts.wrapped(surface, self.label, box, px, True, ink, align="center", least=least, middle=True)
            return
        texts.draw(surface, self.label, r.center, px, True, ink, "center", width=width, least=least)

    def fits(self, texts, px: int, rect=None) -> bool:
        """The label fits on one line of the button (``rect``: another size) at the least font."""
        r = self.rect if rect is None else pygame.Rect(rect)
        return texts.width(self.label, self.least_px(px), True) <= max(8, r.w - r.h // 2)

    def least_px(self, px: int) -> int:
        """The least font size the label may shrink to at size ``px``."""
        return min(int(px), self.least) if self.least else max(8, px * 2 // 3)


def tip_pads(px: int) -> tuple[int, int]:
    """A tooltip's margins inside its frame at ``px``: across, then down. Across is the wider:
    at 4 pixels a Japanese line's last character (「…境界スペース：盾」) touched the rounded
    frame on the right.

    >>> tip_pads(15)
    (8, 5)
    """
    return max(8, px // 2), max(4, px // 3)


def tooltip_rect(texts, text: str, at, bounds, px: int, max_w: int) -> tuple[pygame.Rect, list[str], int]:
    """Where a tooltip for ``text`` goes: above ``at`` when there is room, else below, kept
    inside ``bounds``. Returns the box, its lines and the font size. The text is wrapped to
    the narrower of ``max_w`` and ``bounds`` (as the log is, between words), so a box kept
    inside narrow bounds never cuts its lines at its edge (「オート・クラッススはアフ」)."""
    f = texts.font(px)
    pad, pad_y = tip_pads(px)
    b = pygame.Rect(bounds)
    lines = wrap_text(f, str(text), max(20, min(max_w, b.w) - 2 * pad))
    w = max((f.size(ln)[0] for ln in lines), default=0) + 2 * pad
    h = len(lines) * f.get_linesize() + 2 * pad_y
    box = pygame.Rect(0, 0, min(w, b.w), min(h, b.h))
    gap = max(6, px // 2)
    box.midbottom = (int(at[0]), int(at[1]) - gap)
    if box.top < b.top:
        box.midtop = (int(at[0]), int(at[1]) + gap + px)
    return box.clamp(b), lines, px


def draw_tooltip(surface: pygame.Surface, texts, text: str, at, bounds, px: int, max_w: int = 320,
                 fill=TIP_FILL, alpha: int = 235) -> pygame.Rect:
    """A box of wrapped ``text`` near the point ``at`` inside ``bounds``; returns the box."""
    box, lines, px = tooltip_rect(texts, text, at, bounds, px, max_w)
    layer = pygame.Surface(box.size, pygame.SRCALPHA)
    rad = max(4, px // 2)
    pygame.draw.rect(layer, tuple(fill)[:3] + (alpha,), layer.get_rect(), border_radius=rad)
    pygame.draw.rect(layer, TIP_BORDER + (alpha,), layer.get_rect(), 1, border_radius=rad)
    pad, y = tip_pads(px)
    step = texts.font(px).get_linesize()
    for ln in lines:
        img = texts.render(ln, px, False, TIP_INK)
        layer.blit(img, (pad, y))
        y += step
    surface.blit(layer, box)
    return box


@dataclass
class Notice:
    """A sentence shown near ``pos`` for ``seconds`` (fading out at the end)."""

    text: str
    pos: tuple[int, int]
    seconds: float = 2.6
    age: float = 0.0
    box: pygame.Rect | None = None

    @property
    def done(self) -> bool:
        return self.age >= self.seconds

    def alpha(self) -> int:
        left = self.seconds - self.age
        return int(235 * max(0.0, min(1.0, left / 0.4)))
