"""Dice that tumble across the board and land on their values (:class:`DiceRoll`), an
animation of :mod:`games.app.anim`."""
from __future__ import annotations

import math
import random
from typing import Any, Sequence

import pygame

from .anim import Animation, ease
from .draw import die_face


class DiceRoll(Animation):
    """Dice that tumble and land on ``values``.

    Each die is thrown from ``origin`` (default: below the landing spot)
    towards its landing point in ``centres`` (default: a row centred on
    ``centre``), spinning and showing random faces that change more slowly as
    it settles, bouncing twice, then showing its value. The tumble uses its
    own ``random.Random(seed)`` (never the game's generator), so it looks the
    same on every replay. ``faces`` is what each die shows now; at the end it
    equals ``values``. ``colours``: one per die (name or RGB).
    """

    drawable = True
    layer = 4

    def __init__(self, values: Sequence[int], centre=(0, 0), size: int = 48, duration: float = 1.1,
                 delay: float = 0.0, colours: Sequence | None = None, centres: Sequence | None = None,
                 origin=None, sides: int = 6, seed: int | None = None, on_done=None, key: Any = None,
                 on_land=None):
        super().__init__(duration, delay, on_done, [key] if key is not None else [])
        self.values = [int(v) for v in values]
        self.size = int(size)
        self.sides = sides
        n = len(self.values)
        gap = int(size * 1.35)
        if centres is None:
            cx, cy = centre
            centres = [(cx + (i - (n - 1) / 2) * gap, cy) for i in range(n)]
        self.centres = [pygame.Vector2(c) for c in centres]
        rng = random.Random(seed if seed is not None else hash(tuple(self.values)) & 0xFFFF)
        self.rng = rng
        if origin is None:
            self.origins = [c + pygame.Vector2(rng.uniform(-1.5, 1.5) * size, rng.uniform(2.0, 3.0) * size)
                            for c in self.centres]
        else:
            self.origins = [pygame.Vector2(origin) + pygame.Vector2(rng.uniform(-0.4, 0.4) * size, 0)
                            for _ in self.centres]
        self.spins = [rng.choice((-1, 1)) * rng.uniform(540, 900) for _ in self.values]
        self.end_angles = [rng.uniform(-8, 8) for _ in self.values]
        self.colours = list(colours) if colours is not None else [None] * n
        # the sequence of faces shown while tumbling: changes at decelerating moments
        self.schedule = []
        for _v in self.values:
            times, faces, tt, last = [], [], 0.0, 0
            while tt < 0.8:
                f = rng.randint(1, sides)
                while f == last:
                    f = rng.randint(1, sides)
                times.append(tt)
                faces.append(f)
                last = f
                tt += 0.05 + tt * 0.18
            self.schedule.append((times, faces))
        self.faces = [s[1][0] for s in self.schedule]
        self.positions = list(self.origins)
        self.angles = [0.0] * n
        self.heights = [0.0] * n
        self.on_land = on_land

    @staticmethod
    def _bounce(t: float) -> float:
        """Height profile 1 -> 0 with two small bounces."""
        if t < 0.55:
            return (1 - t / 0.55) ** 2
        if t < 0.8:
            u = (t - 0.55) / 0.25
            return 0.22 * math.sin(math.pi * u)
        if t < 0.95:
            u = (t - 0.8) / 0.15
            return 0.06 * math.sin(math.pi * u)
        return 0.0

    def step(self, t: float) -> None:
        for i in range(len(self.values)):
            if t >= 1:
                self.faces[i] = self.values[i]
                self.positions[i] = pygame.Vector2(self.centres[i])
                self.angles[i] = self.end_angles[i]
                self.heights[i] = 0.0
                continue
            travel = ease.out_cubic(min(1.0, t / 0.85))
            self.positions[i] = self.origins[i].lerp(self.centres[i], travel)
            self.heights[i] = self._bounce(t) * self.size * 1.2
            self.angles[i] = self.end_angles[i] + self.spins[i] * (1 - travel)
            if t >= 0.85:
                self.faces[i] = self.values[i]
            else:
                times, faces = self.schedule[i]
                k = 0
                for j, tt in enumerate(times):
                    if tt <= t:
                        k = j
                self.faces[i] = faces[k]

    def finish(self) -> None:
        was = self.done
        super().finish()
        if not was and self.on_land is not None:
            cb, self.on_land = self.on_land, None
            cb()

    def die_rect(self, i: int) -> pygame.Rect:
        """Where die ``i`` rests once landed."""
        r = pygame.Rect(0, 0, self.size, self.size)
        r.center = (round(self.centres[i].x), round(self.centres[i].y))
        return r

    def draw(self, surface: pygame.Surface) -> None:
        for i in range(len(self.values)):
            img = die_face(self.size, self.faces[i], self.colours[i])
            h = self.heights[i]
            pos = self.positions[i]
            sh = pygame.Surface((self.size, self.size // 3), pygame.SRCALPHA)
            pygame.draw.ellipse(sh, (0, 0, 0, max(25, 90 - int(h))), sh.get_rect())
            surface.blit(sh, sh.get_rect(center=(pos.x + h * 0.2, pos.y + self.size * 0.45)))
            rot = pygame.transform.rotozoom(img, self.angles[i], 1 + h / (self.size * 8))
            surface.blit(rot, rot.get_rect(center=(round(pos.x), round(pos.y - h))))
