"""The tutorial's speech bubble: placed beside its target (never over it), text wrapped to fit.

Pure layout (:func:`place_bubble`) apart from drawing (:func:`draw_bubble`), so tests can
ask where a bubble goes without a window.
"""
from __future__ import annotations

import pygame

from ..draw import ROMAN, glow_rect, panel, wrap_text

INK = (40, 26, 16)
#: the bubble's width in pixels (less in a small window)
BUBBLE_W = 360
PAD = 16
GAP = 18
#: the farthest a lit target is from the bubble for the bubble to point at it (a bubble kept off
#: what it shows may stand far from it: a long pointer would cross the board and other buttons,
#: so the gold frame says it alone)
POINTER_REACH = 100


def place_bubble(targets: list[pygame.Rect], size: tuple[int, int], area: pygame.Rect) -> pygame.Rect:
    """Where a bubble of ``size`` goes: right of, left of, below or above the first of
    ``targets`` (centred on it, else level with its top or its foot: the first place inside
    ``area`` that touches none of them; when there is none, beside the next target), else
    where it covers least of them; in the middle of ``area`` when there is no target."""
    w, h = size
    if not targets:
        r = pygame.Rect(0, 0, w, h)
        r.center = area.center
        return r
    tries = [r for target in targets for r in beside(target, size, area)]
    for r in tries:
        if area.contains(r) and r.collidelist(targets) < 0:
            return r

    def covered(r: pygame.Rect) -> int:
        return sum(c.w * c.h for c in (r.clip(t) for t in targets))
    return min((r.clamp(area) for r in tries), key=covered)


def beside(target: pygame.Rect, size: tuple[int, int], area: pygame.Rect) -> list[pygame.Rect]:
    """The places of a bubble of ``size`` beside ``target``, best first, each as it is and
    moved into ``area``: right of, left of, below and above it, centred on it; then beside it
    level with its top or its foot (a short target with something to keep clear above or
    below it)."""
    w, h = size
    cy = min(max(target.centery - h // 2, area.y), area.bottom - h)
    cx = min(max(target.centerx - w // 2, area.x), area.right - w)
    tries = []
    for x, y in ((target.right + GAP, cy), (target.x - GAP - w, cy), (cx, target.bottom + GAP),
                 (cx, target.y - GAP - h), (target.x - GAP - w, target.y), (target.right + GAP, target.y),
                 (target.x - GAP - w, target.bottom - h), (target.right + GAP, target.bottom - h)):
        r = pygame.Rect(x, y, w, h)
        tries += [r, r.clamp(area)]
    return tries


def gap_between(a: pygame.Rect, b: pygame.Rect) -> float:
    """The distance in pixels between two rectangles' nearest edges (0 when they touch)."""
    dx = max(b.x - a.right, a.x - b.right, 0)
    dy = max(b.y - a.bottom, a.y - b.bottom, 0)
    return float((dx * dx + dy * dy) ** 0.5)


def nearest_target(rect: pygame.Rect, targets: list[pygame.Rect],
                   avoid: list[pygame.Rect] | None = None) -> pygame.Rect | None:
    """The target a bubble at ``rect`` points at: the nearest of ``targets``, when it is
    within :data:`POINTER_REACH` (a pointer drawn across the board to a far one misleads), and
    its pointer crosses none of ``avoid`` (buttons beside the ones lit: a pointer over one hides
    it): else the next nearest, or none (the gold frames say it alone)."""
    near = sorted((t for t in targets if gap_between(rect, t) <= POINTER_REACH), key=lambda t: gap_between(rect, t))
    for t in near:
        shape = pointer_shape(rect, t)
        if shape is None or not any(_crosses(shape, a) for a in avoid or ()
                                    if not a.colliderect(rect) and not a.colliderect(t)):
            return t
    return None


def pointer_shape(rect: pygame.Rect, target: pygame.Rect) -> list[pygame.Vector2] | None:
    """The pointer's triangle from a bubble at ``rect`` toward ``target`` (``None``: too short
    to draw)."""
    tip = (min(max(target.centerx, rect.x + 20), rect.right - 20),
           min(max(target.centery, rect.y + 20), rect.bottom - 20))
    d = pygame.Vector2(target.center) - pygame.Vector2(rect.center)
    if d.length() <= 1:
        return None
    side = pygame.Vector2(-d.y, d.x)
    side.scale_to_length(12)
    edge = pygame.Vector2(tip)
    return [edge + side, edge - side, pygame.Vector2(_toward(rect, target))]


def _crosses(shape: list[pygame.Vector2], box: pygame.Rect) -> bool:
    """True when the triangle ``shape`` (its edges) crosses ``box``."""
    pts = [(int(p.x), int(p.y)) for p in shape]
    return any(box.clipline(pts[i], pts[(i + 1) % 3]) for i in range(3))


def bubble_lines(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """The lines of ``text`` in a bubble ``width`` wide (:func:`~games.app.draw.wrap_text`, as
    every text of the window: Japanese broken between words, never inside a name)."""
    return wrap_text(font, text, width - 2 * PAD) or [""]


def draw_bubble(surface: pygame.Surface, rect: pygame.Rect, lines: list[str], font: pygame.font.Font,
                target: pygame.Rect | None, foot: str) -> None:
    """The bubble at ``rect`` with its ``lines``, a pointer toward ``target`` and a small
    ``foot`` line (the step count)."""
    shape = None if target is None else pointer_shape(rect, target)
    if shape is not None:
        pygame.draw.polygon(surface, ROMAN["gold_dark"], shape)
    panel(surface, rect, fill=ROMAN["parchment"], border=ROMAN["gold_dark"], radius=14)
    y = rect.y + PAD
    step = font.get_linesize()
    for line in lines:
        surface.blit(font.render(line, True, INK), (rect.x + PAD, y))
        y += step
    img = font.render(foot, True, ROMAN["gold_dark"])
    surface.blit(img, img.get_rect(bottomleft=(rect.x + PAD, rect.bottom - PAD // 2)))


def _toward(rect: pygame.Rect, target: pygame.Rect) -> tuple[int, int]:
    """The point of the pointer: the target's edge nearest the bubble."""
    x = min(max(rect.centerx, target.x), target.right)
    y = min(max(rect.centery, target.y), target.bottom)
    return (x, y)


def draw_highlight(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """A breathing gold ring around a target."""
    strength = 0.65 + 0.35 * abs(((t * 1.4) % 2.0) - 1.0)
    glow_rect(surface, rect, ROMAN["gold_light"], strength, radius=10, spread=8)
    pygame.draw.rect(surface, ROMAN["gold_light"], rect.inflate(6, 6), width=3, border_radius=10)
