"""The drawing kit shared by ``tools/make_art.py`` and every game's ``art_recipe.py``.

Textures, frames, the menu-tile frame and rays, drawn with pygame primitives and
fixed seeds (deterministic). ``R`` is the Roman palette, ``SS`` the whole-picture
supersampling, ``TILE`` the size of a menu picture.
"""
from __future__ import annotations

import math
import os
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from games.app import draw as D  # noqa: E402
from games.app.fonts import Fonts  # noqa: E402,F401 - the recipes take Fonts from here

R = D.ROMAN
SS = 2  # whole-picture supersampling


# ----- noise and textures ------------------------------------------------------------

class TileNoise:
    """Periodic value noise (period ``n`` cells), smooth-interpolated."""

    def __init__(self, n: int, seed: int):
        rng = random.Random(seed)
        self.n = n
        self.v = [[rng.random() for _ in range(n)] for _ in range(n)]

    def at(self, x: float, y: float) -> float:
        n = self.n
        x0, y0 = int(math.floor(x)), int(math.floor(y))
        fx, fy = x - x0, y - y0
        fx = fx * fx * (3 - 2 * fx)
        fy = fy * fy * (3 - 2 * fy)
        v = self.v
        a = v[y0 % n][x0 % n]
        b = v[y0 % n][(x0 + 1) % n]
        c = v[(y0 + 1) % n][x0 % n]
        d = v[(y0 + 1) % n][(x0 + 1) % n]
        return (a + (b - a) * fx) + ((c + (d - c) * fx) - (a + (b - a) * fx)) * fy


def fbm(layers, u: float, v: float) -> float:
    """Fractal sum of periodic noises at (u, v) in [0, 1)."""
    total, amp, norm = 0.0, 1.0, 0.0
    for nz in layers:
        total += amp * nz.at(u * nz.n, v * nz.n)
        norm += amp
        amp *= 0.5
    return total / norm


def seamless_upscale(small: pygame.Surface, size: int) -> pygame.Surface:
    """Smooth-scale a tileable surface without seams (scale a 3x3 tiling, keep the middle)."""
    w, h = small.get_size()
    big = pygame.Surface((3 * w, 3 * h))
    for i in range(3):
        for j in range(3):
            big.blit(small, (i * w, j * h))
    scaled = pygame.transform.smoothscale(big, (3 * size, 3 * size))
    return scaled.subsurface((size, size, size, size)).copy()


def noise_field(n: int, periods, seed: int) -> list[float]:
    """Tileable fractal noise on an ``n`` x ``n`` grid, values 0..1: for each period
    a grid of seeded random values, smoothly scaled up (in C) and summed."""
    rng = random.Random(seed)
    acc = [0.0] * (n * n)
    amp, norm = 1.0, 0.0
    for p in periods:
        small = pygame.Surface((p, p))
        for y in range(p):
            for x in range(p):
                v = rng.randrange(256)
                small.set_at((x, y), (v, v, v))
        up = seamless_upscale(small, n)
        red = pygame.image.tobytes(up, "RGB")[::3]
        acc = [a + amp * b for a, b in zip(acc, red)]
        norm += amp * 255
        amp *= 0.5
    return [a / norm for a in acc]


def _surface_from(n: int, pixels: bytearray) -> pygame.Surface:
    return pygame.image.frombytes(bytes(pixels), (n, n), "RGB").copy()


def marble_tile(size: int = 256) -> pygame.Surface:
    n = 128
    turb = noise_field(n, (4, 8, 16, 32), 11)
    cloud = noise_field(n, (32, 64), 15)
    base, dark, vein = R["marble"], R["marble_dark"], R["vein"]
    px = bytearray()
    two_pi = 2 * math.pi
    for i in range(n * n):
        y, x = divmod(i, n)
        t = turb[i]
        phase = two_pi * (x / n + 2 * y / n) + t * 7.0
        veins = max(0.0, 1.0 - abs(math.sin(phase)) * 12.0) ** 1.3
        m = min(1.0, max(0.0, 0.15 + 0.6 * (t - 0.5) + 0.25 * (cloud[i] - 0.5)))
        c0 = [base[k] + (dark[k] - base[k]) * m for k in range(3)]
        v = veins * 0.5
        px.extend(int(c0[k] + (vein[k] - c0[k]) * v + 0.5) for k in range(3))
    return seamless_upscale(_surface_from(n, px), size)


def parchment_tile(size: int = 256) -> pygame.Surface:
    n = 128
    tone_ = noise_field(n, (4, 8, 16, 64), 21)
    fib = noise_field(n, (64,), 25)
    light, darkc = R["parchment"], R["parchment_dark"]
    streak = D.darken(darkc, 0.1)
    px = bytearray()
    for i in range(n * n):
        y, x = divmod(i, n)
        m = max(0.0, min(1.0, 0.25 + (tone_[i] - 0.5) * 1.6))
        # fibres: the fine noise sampled stretched along y
        f = fib[(y // 4 * 4) * n + x] * 0.6 + fib[((y // 4 * 4 + 4) % n) * n + x] * 0.4
        c0 = [light[k] + (darkc[k] - light[k]) * m for k in range(3)]
        v = max(0.0, f - 0.66) * 0.7
        px.extend(int(c0[k] + (streak[k] - c0[k]) * v + 0.5) for k in range(3))
    return seamless_upscale(_surface_from(n, px), size)


def tiled(tile: pygame.Surface, size) -> pygame.Surface:
    out = pygame.Surface(size)
    tw, th = tile.get_size()
    for y in range(0, size[1], th):
        for x in range(0, size[0], tw):
            out.blit(tile, (x, y))
    return out


def vignette(surf: pygame.Surface, strength: int = 110) -> None:
    """Darken the edges of ``surf`` softly."""
    w, h = surf.get_size()
    small = pygame.Surface((64, 36), pygame.SRCALPHA)
    for y in range(36):
        for x in range(64):
            dx, dy = (x + 0.5) / 32 - 1, (y + 0.5) / 18 - 1
            d = min(1.0, math.hypot(dx * 0.85, dy * 0.95))
            small.set_at((x, y), (20, 10, 5, int(strength * d ** 2.4)))
    surf.blit(pygame.transform.smoothscale(small, (w, h)), (0, 0))


def gold_frame(surf: pygame.Surface, inset: int, width: int, radius: int = 0) -> None:
    r = surf.get_rect().inflate(-2 * inset, -2 * inset)
    pygame.draw.rect(surf, R["gold_dark"], r, width + 2 * SS, border_radius=radius)
    pygame.draw.rect(surf, R["gold"], r.inflate(-SS, -SS), width, border_radius=radius)
    pygame.draw.rect(surf, R["gold_light"], r.inflate(-width * 2, -width * 2), max(1, SS // 2),
                     border_radius=max(0, radius - width))


def meander(surf: pygame.Surface, rect: pygame.Rect, colour, unit: int) -> None:
    """A Greek-key band along ``rect`` (horizontal)."""
    x = rect.x
    y0, y1 = rect.y, rect.y + unit * 4
    w = max(1, unit // 2)
    while x + unit * 4 <= rect.right:
        pts = [(x, y1), (x, y0), (x + unit * 3, y0), (x + unit * 3, y0 + unit * 3), (x + unit, y0 + unit * 3),
               (x + unit, y0 + unit), (x + unit * 2, y0 + unit), (x + unit * 2, y0 + unit * 2)]
        pygame.draw.lines(surf, colour, False, pts, w)
        pygame.draw.line(surf, colour, (x, y1), (x + unit * 4, y1), w)
        x += unit * 4


def finish(big: pygame.Surface, size) -> pygame.Surface:
    return pygame.transform.smoothscale(big, size)


# ----- menu tiles ------------------------------------------------------------------------------

TILE = (480, 270)


def tile_base(marble: pygame.Surface, top=None) -> pygame.Surface:
    W, H = TILE[0] * SS, TILE[1] * SS
    big = tiled(pygame.transform.smoothscale(marble, (256 * SS, 256 * SS)), (W, H))
    if top is not None:
        veil = D.gradient((W, H), top + (150,), D.darken(top, 0.4) + (210,))
        big.blit(veil, (0, 0))
    return big


def tile_finish(big: pygame.Surface) -> pygame.Surface:
    out = finish(big, TILE)
    vignette(out, 120)
    fr = pygame.Surface(TILE, pygame.SRCALPHA)
    pygame.draw.rect(fr, R["gold_dark"], fr.get_rect(), 5, border_radius=14)
    pygame.draw.rect(fr, R["gold"], fr.get_rect().inflate(-4, -4), 2, border_radius=12)
    pygame.draw.rect(fr, R["gold_light"] + (160,), fr.get_rect().inflate(-10, -10), 1, border_radius=9)
    out.blit(fr, (0, 0))
    # round the corners away
    mask = pygame.Surface(TILE, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=14)
    o2 = pygame.Surface(TILE, pygame.SRCALPHA)
    o2.blit(out, (0, 0))
    o2.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return o2


def sun_rays(big: pygame.Surface, centre, colour, n: int = 24, alpha: int = 36) -> None:
    W, H = big.get_size()
    rays = pygame.Surface((W, H), pygame.SRCALPHA)
    L = math.hypot(W, H)
    for i in range(n):
        a0 = 2 * math.pi * i / n
        a1 = a0 + math.pi / n
        pygame.draw.polygon(rays, colour + (alpha,), [centre, (centre[0] + L * math.cos(a0), centre[1] + L * math.sin(a0)),
                                                     (centre[0] + L * math.cos(a1), centre[1] + L * math.sin(a1))])
    big.blit(rays, (0, 0))
