"""Animations of the Catilina board.

They run on the host's :class:`~games.app.anim.Animator` (speed setting,
click-to-skip, ``busy()``) but are drawn by the board itself, under its
dialogs, so they are not ``drawable`` for the animator (which would draw them
a second time above everything).
"""
from __future__ import annotations

import math

import pygame

from games.app import draw as D
from games.app.anim import Animation, ease
from games.app.board import draw_banner


def _lerp_rect(a: pygame.Rect, b: pygame.Rect, u: float) -> pygame.Rect:
    return pygame.Rect(round(a.x + (b.x - a.x) * u), round(a.y + (b.y - a.y) * u),
                       max(1, round(a.w + (b.w - a.w) * u)), max(1, round(a.h + (b.h - a.h) * u)))


def lane(a: pygame.Rect, b: pygame.Rect, row: pygame.Rect | None) -> list[pygame.Rect]:
    """Where a card going from ``a`` to ``b`` turns so as to cross no plaque of the ``row`` of
    plaques but its own ends': out of a plaque straight down under the row, and into one from
    straight under it (a card from one plaque to another runs under the row between)."""
    if row is None:
        return []
    gap = max(4, row.h // 20)
    turns = []
    if row.collidepoint(a.center) and a.centerx != b.centerx:
        turns.append(pygame.Rect(a.x, row.bottom + gap, a.w, a.h))
    if row.collidepoint(b.center) and a.centerx != b.centerx:
        turns.append(pygame.Rect(b.x, row.bottom + gap, b.w, b.h))
    return turns


def along(points: list[pygame.Rect], u: float) -> pygame.Rect:
    """The rectangle a fraction ``u`` (0..1) of the way along the path through ``points``
    (their centres), by length."""
    lengths = [math.dist(p.center, q.center) for p, q in zip(points, points[1:], strict=False)]
    total = sum(lengths)
    if total <= 0:
        return _lerp_rect(points[0], points[-1], u)
    at = u * total
    for (p, q), d in zip(zip(points, points[1:], strict=False), lengths, strict=True):
        if at <= d or q is points[-1]:
            return _lerp_rect(p, q, min(1.0, at / d) if d > 0 else 1.0)
        at -= d
    return pygame.Rect(points[-1])


class Fx(Animation):
    """An animation the board paints itself (``paint``)."""

    drawable = False
    layer = 3

    def paint(self, surface: pygame.Surface) -> None:
        """Draw (only while started and not done)."""


class CardTrip(Fx):
    """A card travelling ``a`` -> ``b`` (flipping face up on the way when ``face`` is given
    and ``flip_in``), resting at ``b`` for ``hold`` seconds, then going on to ``c``
    (flipping back when ``flip_out``). Without ``c`` it fades out at ``b``. Given the ``row`` of
    the seats' plaques, it leaves and enters a plaque from under the row (:func:`lane`): it
    never flies over another seat's plaque."""

    def __init__(self, a, b, c, back: pygame.Surface, face: pygame.Surface | None, delay: float = 0.0,
                 travel: float = 0.45, hold: float = 1.0, ret: float = 0.45, flip_in: bool = True,
                 flip_out: bool = True, keys=(), on_land=None, on_return=None, row: pygame.Rect | None = None):
        self.travel, self.hold = travel, hold
        self.ret = ret
        super().__init__(travel + hold + ret, delay, None, keys)
        self.a, self.b = pygame.Rect(a), pygame.Rect(b)
        self.c = pygame.Rect(c) if c is not None else None
        self.out = [self.a, *lane(self.a, self.b, row), self.b]
        self.home = [] if self.c is None else [self.b, *lane(self.b, self.c, row), self.c]
        self.back, self.face = back, face
        self.flip_in = flip_in and face is not None
        self.flip_out = flip_out and face is not None
        self.on_land, self.on_return = on_land, on_return
        self._landed = self._returned = False

    def step(self, t: float) -> None:
        e = self.elapsed
        if not self._landed and e >= self.travel:
            self._landed = True
            if self.on_land:
                self.on_land()
        if not self._returned and e >= self.travel + self.hold:
            self._returned = True
            if self.on_return:
                self.on_return()

    def geometry(self):
        """(rect, image, x-scale, alpha) now."""
        e = self.elapsed
        face = self.face
        if e < self.travel:
            u = ease.in_out_cubic(e / self.travel) if self.travel > 0 else 1.0
            rect = along(self.out, u)
            if self.flip_in:
                return rect, (self.back if u < 0.5 else face), abs(1 - 2 * u), 255
            return rect, (face or self.back), 1.0, 255
        if e < self.travel + self.hold:
            return pygame.Rect(self.b), (face or self.back), 1.0, 255
        u = min(1.0, (e - self.travel - self.hold) / self.ret) if self.ret > 0 else 1.0
        u = ease.in_out_cubic(u)
        if self.c is None:
            return pygame.Rect(self.b), (face or self.back), 1.0, int(255 * (1 - u))
        rect = along(self.home, u)
        if self.flip_out:
            return rect, (face if u < 0.5 else self.back), abs(1 - 2 * u), 255
        return rect, (face or self.back), 1.0, 255

    def paint(self, surface: pygame.Surface) -> None:
        rect, img, sx, alpha = self.geometry()
        w = max(1, int(rect.w * sx))
        lift = math.sin(math.pi * min(1.0, self.elapsed / max(0.01, self.travel))) if self.elapsed < self.travel else 0
        if lift > 0.05:
            D.drop_shadow(surface, rect.move(int(6 * lift), int(8 * lift)), radius=6, blur=6, alpha=70)
        scaled = pygame.transform.smoothscale(img, (w, rect.h)) if (w, rect.h) != img.get_size() else img
        if alpha < 255:
            scaled = scaled.copy()
            scaled.set_alpha(alpha)
        surface.blit(scaled, scaled.get_rect(center=rect.center))


class Cue(Fx):
    """A sound at a moment of the animations (not blocking, never drawn); dropped with the
    board's animations, so it never plays for a person who did not see what it belongs to."""

    blocking = False

    def __init__(self, sfx, name: str, delay: float = 0.0):
        super().__init__(0.0, delay)
        self.sfx, self.name = sfx, name

    def start(self) -> None:
        self.sfx.play(self.name)


class Bubble(Fx):
    """A speech bubble with a short text over ``rect`` ("2 cards", "none")."""

    layer = 5

    def __init__(self, rect, text: str, font, colour=(40, 30, 24), fill=None, duration: float = 1.6,
                 delay: float = 0.0, blocking: bool = True):
        super().__init__(duration, delay)
        self.rect = pygame.Rect(rect)
        self.text, self.font, self.colour = text, font, colour
        self.fill = fill or D.ROMAN["white"]
        self.blocking = blocking

    def paint(self, surface: pygame.Surface) -> None:
        t = self.t
        a = 1.0 if 0.12 < t < 0.82 else (t / 0.12 if t <= 0.12 else max(0.0, (1 - t) / 0.18))
        pop = ease.out_back(min(1.0, t / 0.15)) if t < 0.15 else 1.0
        txt = D.text_surface(self.text, self.font, self.colour)
        pad = max(6, self.font.get_height() // 3)
        w, h = int((txt.get_width() + 2 * pad) * pop), int((txt.get_height() + pad) * pop)
        if w < 4 or h < 4:
            return
        layer = pygame.Surface((w + 12, h + 14), pygame.SRCALPHA)
        body = pygame.Rect(0, 0, w, h)
        pygame.draw.rect(layer, self.fill + (255,), body, border_radius=h // 2)
        pygame.draw.rect(layer, D.ROMAN["gold_dark"] + (255,), body, 2, border_radius=h // 2)
        tail = [(w // 2 - 7, h - 2), (w // 2 + 7, h - 2), (w // 2, h + 10)]
        pygame.draw.polygon(layer, self.fill + (255,), tail)
        pygame.draw.lines(layer, D.ROMAN["gold_dark"] + (255,), False, [tail[0], tail[2], tail[1]], 2)
        if w >= txt.get_width() and h >= txt.get_height():     # (no empty bubble while it pops)
            layer.blit(txt, txt.get_rect(center=body.center))
        layer.set_alpha(int(255 * a))
        surface.blit(layer, layer.get_rect(midbottom=(self.rect.centerx + 6, self.rect.centery + 4)))


class Banner(Fx):
    """The kit's ribbon (:func:`games.app.board.draw_banner`) across ``rect`` with ``title``
    (a verdict), fading in and out, painted by the board under its own layers."""

    layer = 6

    def __init__(self, rect, title: str, fonts, colour, duration: float = 2.2, delay: float = 0.0):
        super().__init__(duration, delay)
        self.rect = pygame.Rect(rect)
        self.title, self.fonts, self.colour = title, fonts, colour

    def paint(self, surface: pygame.Surface) -> None:
        t = self.t
        a = max(0.0, min(1.0, t / 0.1, (1 - t) / 0.15)) if t < 1 else 0.0
        draw_banner(surface, self.rect, self.title, "", self.fonts, self.colour, alpha=int(255 * a))


class Flip(Fx):
    """Cards at ``rects`` turning from ``backs`` to ``faces`` one after another."""

    layer = 4

    def __init__(self, rects, backs, faces, duration: float = 0.45, stagger: float = 0.18, delay: float = 0.0,
                 keys=()):
        super().__init__(duration + stagger * max(0, len(rects) - 1) + 0.3, delay, None, keys)
        self.rects = [pygame.Rect(r) for r in rects]
        self.backs, self.faces = backs, faces
        self.flip_time, self.stagger = duration, stagger

    def paint(self, surface: pygame.Surface) -> None:
        for i, r in enumerate(self.rects):
            u = max(0.0, min(1.0, (self.elapsed - i * self.stagger) / self.flip_time))
            u = ease.in_out_sine(u)
            img = self.backs[i] if u < 0.5 else self.faces[i]
            sx = abs(1 - 2 * u)
            w = max(1, int(r.w * sx))
            s = pygame.transform.smoothscale(img, (w, r.h))
            surface.blit(s, s.get_rect(center=r.center))


class Ring(Fx):
    """Rings swelling out of ``rect`` (a "look here" on the new asker)."""

    layer = 1

    def __init__(self, rect, colour, duration: float = 1.0, count: int = 2, delay: float = 0.0):
        super().__init__(duration * count, delay)
        self.rect, self.colour, self.period = pygame.Rect(rect), tuple(colour)[:3], duration

    def paint(self, surface: pygame.Surface) -> None:
        u = (self.elapsed % self.period) / self.period
        g = int(16 * ease.out_cubic(u))
        r = self.rect.inflate(2 * g, 2 * g)
        layer = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, self.colour + (int(220 * (1 - u)),), layer.get_rect(), 4, border_radius=12 + g)
        surface.blit(layer, r)
