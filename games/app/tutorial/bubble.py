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
                   avoid: list[pygame.Rect] | None = None, reach: float | None = POINTER_REACH) -> pygame.Rect | None:
    """The target a bubble at ``rect`` points at: the nearest of ``targets`` within ``reach``
    (the tutorial's :data:`POINTER_REACH`: a pointer drawn across the board to a far one
    misleads; ``None``, the advice's: any distance) whose pointer (:func:`pointer_route`)
    crosses none of ``avoid`` (buttons beside the ones lit: a pointer over one hides it): else
    the next nearest, or none (the gold frames say it alone)."""
    near = sorted((t for t in targets if reach is None or gap_between(rect, t) <= reach),
                  key=lambda t: gap_between(rect, t))
    for t in near:
        if pointer_route(rect, t, avoid or []) is not None:
            return t
    return None


def advice_pointer(rect: pygame.Rect, targets: list[pygame.Rect], avoid: list[pygame.Rect]
                   ) -> tuple[pygame.Rect | None, list[pygame.Vector2] | None, list[pygame.Rect]]:
    """An advice bubble's target, pointer and what the pointer keeps off: the nearest target
    whose pointer crosses none of ``avoid`` (:func:`nearest_target`, at any distance), else the
    nearest target under the bubble's straight pointer over whatever lies between (a pointer over
    a stack hides less than a bubble that points nowhere); no pointer only when no target stands
    clear of the bubble.

    >>> bubble, square = pygame.Rect(0, 0, 100, 60), pygame.Rect(300, 20, 20, 20)
    >>> wall = pygame.Rect(150, -500, 20, 1000)           # (no way round it)
    >>> target, shape, kept_off = advice_pointer(bubble, [square], [wall])
    >>> target == square, shape is not None, kept_off
    (True, True, [])
    """
    target = nearest_target(rect, targets, avoid, reach=None)
    if target is not None:
        return target, pointer_route(rect, target, avoid), avoid
    clear = sorted((t for t in targets if not t.colliderect(rect)), key=lambda t: gap_between(rect, t))
    for t in clear:
        shape = pointer_shape(rect, t)
        if shape is not None:
            return t, shape, []
    return None, None, avoid


#: the routes found, newest last: (bubble, target, what they keep off) -> the pointer's triangle
_routes: dict[tuple, list[pygame.Vector2] | None] = {}


def pointer_route(rect: pygame.Rect, target: pygame.Rect,
                  avoid: list[pygame.Rect]) -> list[pygame.Vector2] | None:
    """The pointer from a bubble at ``rect`` to ``target`` crossing none of ``avoid`` (those
    not under the bubble or the target): the straight one (:func:`pointer_shape`) when it is
    clear, else the shortest clear one from a point along the bubble's edge to a point of the
    target's edge (a pointer from far above a square passed over the stack between); ``None``
    when there is none."""
    walls = [a for a in avoid if not a.colliderect(rect) and not a.colliderect(target)]
    key = (tuple(rect), tuple(target), tuple(tuple(a) for a in walls))
    if key in _routes:
        return _routes[key]
    shape = pointer_shape(rect, target)
    if shape is not None and any(_crosses(shape, a) for a in walls):
        tries = sorted(((b, e) for b in _edge_points(rect.inflate(-40, -40), 24)
                        for e in [_toward(rect, target), *_edge_points(target.inflate(-8, -8), 20)]),
                       key=lambda be: pygame.Vector2(be[0]).distance_to(be[1]))
        shape = next((t for t in (_triangle(b, e) for b, e in tries)
                      if t is not None and not any(_crosses(t, a) for a in walls)), None)
    if len(_routes) > 64:
        _routes.clear()
    _routes[key] = shape
    return shape


def _edge_points(box: pygame.Rect, step: int) -> list[tuple[int, int]]:
    """Points every ``step`` pixels or so round ``box``'s edge (its corners among them)."""
    nx, ny = max(1, box.w // step), max(1, box.h // step)
    xs = [box.x + box.w * i // nx for i in range(nx + 1)]
    ys = [box.y + box.h * i // ny for i in range(ny + 1)]
    return sorted({(x, y) for x in xs for y in (box.y, box.bottom)} | {(x, y) for y in ys for x in (box.x, box.right)})


def _triangle(base: tuple[int, int], end: tuple[int, int]) -> list[pygame.Vector2] | None:
    """A pointer's triangle 24 pixels wide at ``base``, its point at ``end``."""
    d = pygame.Vector2(end) - pygame.Vector2(base)
    if d.length() <= 1:
        return None
    side = pygame.Vector2(-d.y, d.x)
    side.scale_to_length(12)
    return [pygame.Vector2(base) + side, pygame.Vector2(base) - side, pygame.Vector2(end)]


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
                target: pygame.Rect | None, foot: str, avoid: list[pygame.Rect] | None = None) -> None:
    """The bubble at ``rect`` with its ``lines``, a pointer toward ``target`` (round ``avoid``:
    :func:`pointer_route`) and a small ``foot`` line (the step count)."""
    shape = None if target is None else pointer_route(rect, target, avoid or [])
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
