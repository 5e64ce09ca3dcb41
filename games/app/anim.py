"""Animations: tweens with easing, card flips, movers, counters, highlights (dice:
:mod:`games.app.anim_dice`).

An :class:`Animator` holds the running animations. The board (or the host)
calls ``update(dt)`` every frame and ``draw(surface)`` after drawing the
board; ``busy()`` tells the host to wait before the next computer move;
``skip()`` (a click) finishes everything at once. ``speed`` scales time:
0 = off (everything completes the moment it is added), 1 = normal, 2 = fast.

Drawable animations (:class:`CardFlip`, :class:`Mover`, :class:`~games.app.anim_dice.DiceRoll`,
:class:`CountUp`, :class:`FloatText`, :class:`Pulse`, :class:`Glow`) carry
``keys``: the things they stand in for while they run. A board asks
``animator.hides(key)`` and does not draw a card or token that an animation
is drawing in its place.

>>> a = Animator(); box = type("Box", (), {})(); box.x = 0.0
>>> _ = a.tween(box, "x", 10.0, 0.5)
>>> a.update(0.25); 0 < box.x < 10
True
>>> a.skip(); box.x, a.busy()
(10.0, False)
"""
from __future__ import annotations

import math
from typing import Any, Callable, Iterable

import pygame

from .draw import blit_text, glow_rect, text_surface

SPEEDS: dict[str, float] = {"off": 0.0, "normal": 1.0, "fast": 2.0}


# ----- easing ----------------------------------------------------------------

class ease:
    """Easing functions ``f(t)`` for ``t`` in [0, 1], with ``f(0) == 0`` and ``f(1) == 1``.

    >>> ease.out_cubic(0.0), ease.out_cubic(1.0)
    (0.0, 1.0)
    >>> ease.get("in_out_quad") is ease.in_out_quad
    True
    """

    @staticmethod
    def linear(t: float) -> float:
        return t

    @staticmethod
    def in_quad(t: float) -> float:
        return t * t

    @staticmethod
    def out_quad(t: float) -> float:
        return 1 - (1 - t) * (1 - t)

    @staticmethod
    def in_out_quad(t: float) -> float:
        return 2 * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 2 / 2

    @staticmethod
    def in_cubic(t: float) -> float:
        return t ** 3

    @staticmethod
    def out_cubic(t: float) -> float:
        return 1 - (1 - t) ** 3

    @staticmethod
    def in_out_cubic(t: float) -> float:
        return 4 * t ** 3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2

    @staticmethod
    def in_out_sine(t: float) -> float:
        return -(math.cos(math.pi * t) - 1) / 2

    @staticmethod
    def out_back(t: float) -> float:
        c1 = 1.70158
        c3 = c1 + 1
        return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2

    @staticmethod
    def out_elastic(t: float) -> float:
        if t <= 0:
            return 0.0
        if t >= 1:
            return 1.0
        return 2 ** (-10 * t) * math.sin((t * 10 - 0.75) * (2 * math.pi) / 3) + 1

    @staticmethod
    def out_bounce(t: float) -> float:
        n1, d1 = 7.5625, 2.75
        if t < 1 / d1:
            return n1 * t * t
        if t < 2 / d1:
            t -= 1.5 / d1
            return n1 * t * t + 0.75
        if t < 2.5 / d1:
            t -= 2.25 / d1
            return n1 * t * t + 0.9375
        t -= 2.625 / d1
        return n1 * t * t + 0.984375

    NAMES = ("linear", "in_quad", "out_quad", "in_out_quad", "in_cubic", "out_cubic", "in_out_cubic",
             "in_out_sine", "out_back", "out_elastic", "out_bounce")

    @classmethod
    def get(cls, name_or_fn: "str | Callable[[float], float] | None") -> Callable[[float], float]:
        """The easing function named ``name_or_fn`` (a callable passes through)."""
        if name_or_fn is None:
            return cls.linear
        if callable(name_or_fn):
            return name_or_fn
        if name_or_fn not in cls.NAMES:
            raise ValueError(f"unknown easing {name_or_fn!r}")
        return getattr(cls, name_or_fn)


def lerp(a, b, t: float):
    """Interpolate numbers, or tuples/lists/Vector2 of numbers, element-wise."""
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return a + (b - a) * t
    if isinstance(a, pygame.Vector2) or isinstance(b, pygame.Vector2):
        return pygame.Vector2(a).lerp(pygame.Vector2(b), max(0.0, min(1.0, t))) if 0 <= t <= 1 else \
            pygame.Vector2(a) + (pygame.Vector2(b) - pygame.Vector2(a)) * t
    return type(b)(x + (y - x) * t for x, y in zip(a, b)) if isinstance(b, tuple) else \
        [x + (y - x) * t for x, y in zip(a, b)]


# ----- base classes ----------------------------------------------------------

class Animation:
    """Something that runs for a while. Subclasses override :meth:`step` (and
    :meth:`draw` if ``drawable``).

    ``delay`` seconds pass before it starts; ``on_done`` is called once when
    it finishes (normally or by :meth:`finish`). ``blocking`` animations make
    the animator busy; a looping highlight is not blocking.
    """

    drawable = False
    blocking = True
    layer = 0

    def __init__(self, duration: float = 0.0, delay: float = 0.0, on_done: Callable[[], None] | None = None,
                 keys: Iterable[Any] = ()):
        self.duration = max(0.0, float(duration))
        self.delay = max(0.0, float(delay))
        self.elapsed = 0.0
        self.started = False
        self.done = False
        self.on_done = on_done
        self.keys = set(keys)

    @property
    def t(self) -> float:
        """Raw progress 0..1."""
        if self.done:
            return 1.0
        if self.duration <= 0:
            return 1.0 if self.started else 0.0
        return max(0.0, min(1.0, self.elapsed / self.duration))

    def start(self) -> None:
        """Called once when the delay has passed."""

    def step(self, t: float) -> None:
        """Show progress ``t`` (0..1)."""

    def _after_delay(self, dt: float) -> float | None:
        """Spend ``dt`` on what is left of the delay: the seconds left for the animation
        itself, or None while it is still waiting."""
        if self.delay > 0:
            if dt < self.delay:
                self.delay -= dt
                return None
            dt -= self.delay
            self.delay = 0.0
        return dt

    def update(self, dt: float) -> float:
        """Advance by ``dt`` seconds; returns the time left over after finishing."""
        if self.done:
            return dt
        dt = self._after_delay(dt)
        if dt is None:
            return 0.0
        return self._run(dt)

    def _run(self, dt: float) -> float:
        """Advance by ``dt`` seconds once the delay is spent (see :meth:`update`)."""
        if not self.started:
            self.started = True
            self.start()
        self.elapsed += dt
        if self.elapsed >= self.duration:
            left = self.elapsed - self.duration
            self.finish()
            return left
        self.step(self.t)
        return 0.0

    def finish(self) -> None:
        """Jump to the end (calls ``on_done`` once)."""
        if self.done:
            return
        self.delay = 0.0
        if not self.started:
            self.started = True
            self.start()
        self.elapsed = self.duration
        self.step(1.0)
        self.done = True
        if self.on_done is not None:
            cb, self.on_done = self.on_done, None
            cb()

    def draw(self, surface: pygame.Surface) -> None:
        """Draw (drawable animations only)."""

    @property
    def waiting(self) -> bool:
        """True while the delay has not yet passed."""
        return not self.started and not self.done


class Tween(Animation):
    """Move ``target.attr`` (or ``target[attr]`` for a dict) to ``to`` with easing.

    The start value is read when the tween starts (after its delay). Numbers,
    tuples, lists and :class:`pygame.Vector2` interpolate.
    """

    def __init__(self, target, attr: str, to, duration: float, ease: "str | Callable" = "out_cubic",
                 delay: float = 0.0, on_done=None):
        super().__init__(duration, delay, on_done)
        self.target, self.attr, self.to = target, attr, to
        self.ease = globals()["ease"].get(ease)
        self.start_value = None

    def _get(self):
        return self.target[self.attr] if isinstance(self.target, dict) else getattr(self.target, self.attr)

    def _set(self, v) -> None:
        if isinstance(self.target, dict):
            self.target[self.attr] = v
        else:
            setattr(self.target, self.attr, v)

    def start(self) -> None:
        self.start_value = self._get()

    def step(self, t: float) -> None:
        if t >= 1.0:
            self._set(self.to)
        else:
            self._set(lerp(self.start_value, self.to, self.ease(t)))


class Wait(Animation):
    """Does nothing for ``duration`` seconds (a pause in a :class:`Sequence`)."""


class Call(Animation):
    """Calls ``fn()`` once, when it starts."""

    def __init__(self, fn: Callable[[], None], delay: float = 0.0):
        super().__init__(0.0, delay)
        self.fn = fn

    def start(self) -> None:
        fn, self.fn = self.fn, None
        if fn is not None:
            fn()


class Sequence(Animation):
    """Runs its animations one after another (drawing the current one)."""

    drawable = True

    def __init__(self, *anims: Animation, delay: float = 0.0, on_done=None):
        super().__init__(0.0, delay, on_done)
        self.anims = list(anims)
        self.index = 0
        for a in self.anims:
            self.keys |= a.keys

    def _run(self, dt: float) -> float:
        self.started = True
        while self.index < len(self.anims):
            dt = self.anims[self.index].update(dt)
            if not self.anims[self.index].done:
                return 0.0
            self.index += 1
        self.finish()
        return dt

    def finish(self) -> None:
        for a in self.anims[self.index:]:
            a.finish()
        self.index = len(self.anims)
        self.started = True
        if not self.done:
            self.done = True
            if self.on_done is not None:
                cb, self.on_done = self.on_done, None
                cb()

    @property
    def t(self) -> float:
        return self.index / max(1, len(self.anims)) if not self.done else 1.0

    def draw(self, surface: pygame.Surface) -> None:
        if self.index < len(self.anims):
            a = self.anims[self.index]
            if a.drawable and not a.waiting:
                a.draw(surface)


class Group(Animation):
    """Runs its animations together; done when all are."""

    drawable = True

    def __init__(self, *anims: Animation, on_done=None):
        super().__init__(0.0, 0.0, on_done)
        self.anims = list(anims)
        for a in self.anims:
            self.keys |= a.keys

    def update(self, dt: float) -> float:
        self.started = True
        left = min((a.update(dt) for a in self.anims), default=dt)
        if all(a.done for a in self.anims):
            self.finish()
            return left
        return 0.0

    def finish(self) -> None:
        for a in self.anims:
            a.finish()
        if not self.done:
            self.done = True
            if self.on_done is not None:
                cb, self.on_done = self.on_done, None
                cb()

    def draw(self, surface: pygame.Surface) -> None:
        for a in sorted(self.anims, key=lambda a: a.layer):
            if a.drawable and not a.done and not a.waiting:
                a.draw(surface)


# ----- the animator -------------------------------------------------------------

class Animator:
    """The running animations of a board.

    ``speed``: 0 (off), 1 (normal), 2 (fast), or ``"off"``/``"normal"``/``"fast"``.
    """

    def __init__(self, speed: "float | str" = 1.0):
        self.anims: list[Animation] = []
        self._speed = 1.0
        self.speed = speed  # type: ignore[assignment]
        self.time = 0.0     # seconds of (unscaled) time since creation, for pulsing highlights

    @property
    def speed(self) -> float:
        return self._speed

    @speed.setter
    def speed(self, value: "float | str") -> None:
        if isinstance(value, str):
            value = SPEEDS.get(value, 1.0)
        self._speed = max(0.0, float(value))
        if self._speed == 0:
            self.skip()

    def add(self, anim: Animation) -> Animation:
        """Start ``anim`` (finished at once when the speed is 0); returns it."""
        if isinstance(anim, Tween):
            # a newer tween of the same attribute takes over from the older
            for old in self.anims:
                if isinstance(old, Tween) and old.target is anim.target and old.attr == anim.attr \
                        and not old.done:
                    old.on_done, cb = None, old.on_done
                    old.done = True
                    if cb is not None:
                        cb()
        self.anims.append(anim)
        if self._speed == 0:
            self._finish(anim)
        return anim

    def tween(self, target, attr: str, to, duration: float, ease: "str | Callable" = "out_cubic",
              delay: float = 0.0, on_done=None) -> Tween:
        """Tween ``target.attr`` to ``to`` over ``duration`` seconds."""
        return self.add(Tween(target, attr, to, duration, ease, delay, on_done))  # type: ignore[return-value]

    def after(self, delay: float, fn: Callable[[], None]) -> Animation:
        """Call ``fn`` after ``delay`` seconds of animation time."""
        return self.add(Call(fn, delay))

    def _finish(self, anim: Animation) -> None:
        if not isinstance(anim, Glow):
            anim.finish()

    def update(self, dt: float) -> None:
        """Advance every animation by ``dt`` seconds times the speed."""
        self.time += dt
        if self._speed == 0:
            self.skip()
            return
        dt *= self._speed
        # animations may add animations from their callbacks: iterate over a copy
        for a in list(self.anims):
            if not a.done:
                a.update(dt)
        self.anims = [a for a in self.anims if not a.done]

    def busy(self) -> bool:
        """True while a blocking animation runs (the host waits before the next move)."""
        return any(a.blocking and not a.done for a in self.anims)

    def skip(self) -> None:
        """Finish every blocking animation at once (a click); looping glows stay."""
        for _ in range(20):  # callbacks may start more animations; finish those too
            pending = [a for a in self.anims if not a.done and not isinstance(a, Glow)]
            if not pending:
                break
            for a in pending:
                a.finish()
        self.anims = [a for a in self.anims if not a.done]

    def clear(self) -> None:
        """Drop every animation without finishing it (the board is being rebuilt)."""
        self.anims = []

    def hides(self, key: Any) -> bool:
        """True while a live drawable animation stands in for ``key``."""
        return any(key in a.keys for a in self.anims if a.drawable and not a.done)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the live drawable animations (call after drawing the board)."""
        for a in sorted((a for a in self.anims if a.drawable and not a.done), key=lambda a: a.layer):
            if isinstance(a, (Sequence, Group)) or not a.waiting or getattr(a, "show_waiting", False):
                a.draw(surface)

    def __len__(self) -> int:
        return len(self.anims)


# ----- card flip ------------------------------------------------------------------

class CardFlip(Animation):
    """Cards flipping together: each is squeezed horizontally (x-scale 1 -> 0) while a
    shade darkens it, the face is swapped at the midpoint, then it opens (0 -> 1).

    ``cards``: a list of ``(rect, before, after)`` or ``(rect, before, after, key)``,
    where ``before``/``after`` are surfaces (a back and a face, or two faces).
    ``stagger`` seconds between successive cards (0: all together); ``lift``
    raises each card a little at the midpoint.
    """

    drawable = True
    layer = 2
    show_waiting = True

    def __init__(self, cards: Sequence[tuple], duration: float = 0.5, delay: float = 0.0,
                 stagger: float = 0.0, lift: float = 0.08, on_done=None, on_midpoint=None):
        items = []
        keys = []
        for c in cards:
            rect, before, after = pygame.Rect(c[0]), c[1], c[2]
            key = c[3] if len(c) > 3 else None
            items.append((rect, before, after, key))
            if key is not None:
                keys.append(key)
        total = duration + stagger * max(0, len(items) - 1)
        super().__init__(total, delay, on_done, keys)
        self.cards = items
        self.flip_time = float(duration)
        self.stagger = float(stagger)
        self.lift = lift
        self.on_midpoint = on_midpoint
        self._mid_called = False

    def card_t(self, i: int) -> float:
        """Progress 0..1 of card ``i``."""
        if self.done:
            return 1.0
        if self.flip_time <= 0:
            return 1.0 if self.started else 0.0
        return max(0.0, min(1.0, (self.elapsed - i * self.stagger) / self.flip_time))

    def scale_x(self, i: int = 0) -> float:
        """Horizontal scale of card ``i``: 1 -> 0 at the midpoint -> 1."""
        t = ease.in_out_sine(self.card_t(i))
        return abs(1 - 2 * t)

    def showing_after(self, i: int = 0) -> bool:
        """True once card ``i`` has passed its midpoint (its new face shows)."""
        return self.card_t(i) >= 0.5

    def shade(self, i: int = 0) -> float:
        """Darkness 0..1 laid over card ``i`` (greatest edge-on)."""
        return (1 - self.scale_x(i)) * 0.55

    def step(self, t: float) -> None:
        if not self._mid_called and all(self.showing_after(i) for i in range(len(self.cards))):
            self._mid_called = True
            if self.on_midpoint is not None:
                self.on_midpoint()

    def finish(self) -> None:
        super().finish()
        if not self._mid_called:
            self._mid_called = True
            if self.on_midpoint is not None:
                self.on_midpoint()

    def draw(self, surface: pygame.Surface) -> None:
        for i, (rect, before, after, _key) in enumerate(self.cards):
            img = after if self.showing_after(i) else before
            sx = self.scale_x(i)
            w = max(1, int(round(rect.w * sx)))
            up = math.sin(math.pi * self.card_t(i)) * self.lift
            h = int(round(rect.h * (1 + up * 0.5)))
            w = max(1, int(round(w * (1 + up * 0.5))))
            scaled = pygame.transform.smoothscale(img, (w, h)) if img.get_size() != (w, h) else img.copy()
            sh = self.shade(i)
            if sh > 0.01:
                k = int(255 * (1 - sh))
                scaled.fill((k, k, k), special_flags=pygame.BLEND_RGB_MULT)
            r = scaled.get_rect(center=(rect.centerx, rect.centery - int(rect.h * up * 0.3)))
            if up > 0.005:
                shadow = pygame.Surface((w, h), pygame.SRCALPHA)
                pygame.draw.rect(shadow, (0, 0, 0, 70), shadow.get_rect(), border_radius=max(2, w // 10))
                surface.blit(shadow, r.move(int(3 + 40 * up), int(4 + 60 * up)))
            surface.blit(scaled, r)


# ----- movers -----------------------------------------------------------------------

def path_point(points: Sequence, t: float):
    """The point at fraction ``t`` of the polyline's length."""
    pts = [pygame.Vector2(p) for p in points]
    if not pts:
        return pygame.Vector2()
    if len(pts) == 1 or t <= 0:
        return pygame.Vector2(pts[0])
    if t >= 1:
        return pygame.Vector2(pts[-1])
    lengths = [(pts[i + 1] - pts[i]).length() for i in range(len(pts) - 1)]
    total = sum(lengths)
    if total <= 0:
        return pygame.Vector2(pts[-1])
    d = t * total
    for i, seg in enumerate(lengths):
        if d <= seg and seg > 0:
            return pts[i].lerp(pts[i + 1], d / seg)
        d -= seg
    return pygame.Vector2(pts[-1])


class Mover(Animation):
    """A token or stack surface travelling along a path of points (its centre follows
    the path), with an optional hop (``arc`` pixels up at mid-way), a growing
    shadow when lifted, and a small scale-up in flight.

    ``pos`` is the current centre; at the end it is exactly ``path[-1]``.
    ``on_arrive`` (alias of ``on_done``) runs when it lands (play "place" there).
    """

    drawable = True
    layer = 3

    def __init__(self, surface: pygame.Surface | None, path: Sequence, duration: float = 0.6,
                 ease: "str | Callable" = "in_out_cubic", delay: float = 0.0, arc: float = 0.0,
                 key: Any = None, on_done=None, on_arrive=None, scale_in_flight: float = 0.06,
                 fade_out: bool = False):
        super().__init__(duration, delay, on_done or on_arrive, [key] if key is not None else [])
        self.image = surface
        self.path = [pygame.Vector2(p) for p in path] or [pygame.Vector2()]
        self.ease = globals()["ease"].get(ease)
        self.arc = float(arc)
        self.scale_in_flight = scale_in_flight
        self.fade_out = fade_out
        self.pos = pygame.Vector2(self.path[0])
        self.height = 0.0

    def step(self, t: float) -> None:
        e = self.ease(t)
        self.pos = path_point(self.path, e)
        self.height = math.sin(math.pi * t) * self.arc if t < 1 else 0.0
        if t >= 1:
            self.pos = pygame.Vector2(self.path[-1])

    def draw(self, surface: pygame.Surface) -> None:
        if self.image is None:
            return
        t = self.t
        s = 1 + math.sin(math.pi * t) * self.scale_in_flight
        img = self.image
        if abs(s - 1) > 0.005:
            img = pygame.transform.smoothscale(img, (max(1, int(img.get_width() * s)),
                                                     max(1, int(img.get_height() * s))))
        if self.fade_out:
            img = img.copy()
            img.set_alpha(int(255 * (1 - t)))
        if self.height > 1:
            w = img.get_width()
            sh = pygame.Surface((w, max(2, w // 3)), pygame.SRCALPHA)
            pygame.draw.ellipse(sh, (0, 0, 0, max(20, 80 - int(self.height))), sh.get_rect())
            surface.blit(sh, sh.get_rect(center=(self.pos.x + self.height * 0.15,
                                                 self.pos.y + img.get_height() * 0.35)))
        surface.blit(img, img.get_rect(center=(round(self.pos.x), round(self.pos.y - self.height))))


# ----- numbers and words -------------------------------------------------------------------

class CountUp(Animation):
    """A number counting from ``start`` to ``end``, drawn at ``pos`` (anchor) with an
    outline; ``value`` is the integer shown now. ``fmt`` formats it ("{}" or "+{}").
    With ``font=None`` it only counts (draw the value yourself)."""

    drawable = True
    layer = 5

    def __init__(self, start: float, end: float, pos=(0, 0), font=None, colour=(252, 250, 244),
                 duration: float = 0.8, delay: float = 0.0, fmt: str = "{}", anchor: str = "center",
                 outline=(40, 30, 24), ease: "str | Callable" = "out_cubic", on_done=None,
                 target=None, attr: str | None = None, keep: float = 0.0):
        super().__init__(duration + keep, delay, on_done)
        self.start_value, self.end = start, end
        self.count_time = duration
        self.pos, self.font, self.colour = pos, font, colour
        self.fmt, self.anchor, self.outline = fmt, anchor, outline
        self.ease = globals()["ease"].get(ease)
        self.value = int(round(start))
        self.target, self.attr = target, attr

    def step(self, t: float) -> None:
        u = 1.0 if t >= 1 else min(1.0, self.elapsed / self.count_time) if self.count_time > 0 else 1.0
        self.value = int(round(self.start_value + (self.end - self.start_value) * self.ease(u)))
        if t >= 1:
            self.value = int(round(self.end))
        if self.target is not None and self.attr:
            setattr(self.target, self.attr, self.value)

    def draw(self, surface: pygame.Surface) -> None:
        if self.font is None:
            return
        blit_text(surface, self.fmt.format(self.value), self.pos, self.font, self.colour, self.anchor,
                  outline=self.outline, outline_px=2)


class FloatText(Animation):
    """A short text (e.g. "+3") that rises ``rise`` pixels and fades out."""

    drawable = True
    layer = 6
    blocking = False

    def __init__(self, text: str, pos, font, colour=(245, 214, 120), duration: float = 1.2,
                 delay: float = 0.0, rise: float = 40, outline=(40, 30, 24)):
        super().__init__(duration, delay)
        self.text, self.pos, self.font, self.colour = text, pygame.Vector2(pos), font, colour
        self.rise, self.outline = rise, outline

    def draw(self, surface: pygame.Surface) -> None:
        t = self.t
        s = text_surface(self.text, self.font, self.colour, self.outline, 2)
        s.set_alpha(int(255 * (1 - ease.in_quad(t))))
        surface.blit(s, s.get_rect(center=(self.pos.x, self.pos.y - self.rise * ease.out_cubic(t))))


# ----- highlights ----------------------------------------------------------------------

class Pulse(Animation):
    """Rings that swell out of ``rect`` and fade (``count`` times): "look here"."""

    drawable = True
    layer = 1

    def __init__(self, rect, colour=(245, 214, 120), duration: float = 0.9, count: int = 1,
                 delay: float = 0.0, circle: bool = False, grow: int = 18, blocking: bool = False):
        super().__init__(duration * count, delay)
        self.rect = pygame.Rect(rect)
        self.colour = tuple(colour)[:3]
        self.period, self.count = duration, count
        self.circle, self.grow = circle, grow
        self.blocking = blocking

    def draw(self, surface: pygame.Surface) -> None:
        if self.period <= 0:
            return
        u = (self.elapsed % self.period) / self.period
        g = int(self.grow * ease.out_cubic(u))
        a = int(220 * (1 - u))
        r = self.rect.inflate(2 * g, 2 * g)
        layer = pygame.Surface(r.size, pygame.SRCALPHA)
        if self.circle:
            pygame.draw.ellipse(layer, self.colour + (a,), layer.get_rect(), 4)
        else:
            pygame.draw.rect(layer, self.colour + (a,), layer.get_rect(), 4, border_radius=10 + g)
        surface.blit(layer, r)


class Glow(Animation):
    """A soft halo breathing around ``rect`` until :meth:`stop` (not blocking).

    Use for standing highlights such as the legal targets of the acting player.
    """

    drawable = True
    layer = 0
    blocking = False

    def __init__(self, rect, colour=(245, 214, 120), period: float = 1.4, radius: int = 12,
                 duration: float = math.inf, delay: float = 0.0):
        super().__init__(0.0, delay)
        self.duration = duration
        self.rect = pygame.Rect(rect)
        self.colour, self.period, self.radius = tuple(colour)[:3], period, radius

    @property
    def strength(self) -> float:
        """0.45..1, breathing."""
        if self.period <= 0:
            return 1.0
        return 0.45 + 0.55 * (0.5 + 0.5 * math.sin(2 * math.pi * self.elapsed / self.period))

    def stop(self) -> None:
        """End the glow."""
        self.done = True

    def draw(self, surface: pygame.Surface) -> None:
        glow_rect(surface, self.rect, self.colour, self.strength, self.radius)


class Shake(Animation):
    """Wobble ``target.attr`` (a number, e.g. an x offset) and return it to its start:
    the "no" of a refused move."""

    def __init__(self, target, attr: str, amplitude: float = 8.0, duration: float = 0.35, shakes: int = 3):
        super().__init__(duration)
        self.target, self.attr, self.amplitude, self.shakes = target, attr, amplitude, shakes
        self.base = 0.0

    def start(self) -> None:
        self.base = getattr(self.target, self.attr)

    def step(self, t: float) -> None:
        off = 0.0 if t >= 1 else math.sin(t * math.pi * 2 * self.shakes) * self.amplitude * (1 - t)
        setattr(self.target, self.attr, self.base + off)
