"""Draw the suite's pictures into ``art/`` with pygame primitives.

Deterministic: fixed seeds, no fonts other than the bundled Noto Sans JP,
no network; the same pygame-ce gives the same bytes on every run.

    python tools/make_art.py            # writes art/*
    python tools/make_art.py --out DIR  # somewhere else

Writes:
- ``menu_caesar.png``, ``menu_imperium.png``, ``menu_catilina.png``: 480x270 menu tiles;
- ``card_back_red.png``, ``card_back_blue.png``: 240x336 card backs;
- ``marble_tile.png``, ``parchment_tile.png``: 256x256 seamless textures;
- ``icon.png``: 256x256 app icon (and ``icon_64.png``);
- ``imperium_map.png`` (1000x620) and ``imperium_map.json``: the nine regions
  as polygons, label anchors and marker slots, for hit-testing and placing.
"""
from __future__ import annotations

import argparse
import json
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
from games.app.fonts import Fonts  # noqa: E402

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


# ----- the Roman empire map --------------------------------------------------------------------

MAP_W, MAP_H = 1000, 620


def project(lon: float, lat: float) -> tuple[float, float]:
    """Longitude/latitude to map pixels (a plain equirectangular stretch)."""
    return ((lon + 10.0) * 19.2, (56.0 - lat) * 22.0)


#: the nine regions: number, key, colour, outline in (lon, lat), label anchor (lon, lat)
REGIONS = [
    (1, "italia", (196, 104, 72), [
        (7.5, 43.8), (7.0, 44.4), (7.0, 46.0), (8.2, 46.6), (10.5, 46.8), (13.5, 46.5), (13.8, 45.6),
        (12.3, 45.2), (12.4, 44.2), (13.6, 43.5), (14.7, 42.1), (16.1, 41.9), (15.9, 41.5), (18.5, 40.2),
        (18.3, 39.8), (17.0, 40.5), (16.5, 39.6), (17.1, 39.0), (16.5, 38.4), (16.0, 37.9), (15.6, 38.3),
        (15.8, 39.6), (14.8, 40.4), (14.0, 40.8), (12.5, 41.5), (11.1, 42.4), (10.5, 43.0), (10.2, 43.9),
        (8.8, 44.4)], (12.3, 42.6)),
    (2, "sicilia", (214, 168, 84), [
        (12.4, 38.1), (13.3, 38.2), (15.5, 38.25), (15.1, 37.3), (15.1, 36.7), (14.4, 36.8), (12.6, 37.6)],
     (14.0, 37.55)),
    (3, "hispania", (186, 140, 82), [
        (-1.7, 43.3), (3.0, 42.5), (3.2, 41.8), (0.8, 40.7), (-0.3, 39.4), (0.2, 38.7), (-0.7, 37.6),
        (-2.1, 36.7), (-4.4, 36.7), (-5.6, 36.0), (-6.3, 36.8), (-7.4, 37.2), (-8.9, 37.0), (-8.8, 38.7),
        (-9.5, 38.8), (-8.9, 40.5), (-8.9, 42.0), (-9.3, 43.0), (-8.0, 43.7), (-5.8, 43.6), (-3.8, 43.4)],
     (-4.0, 40.0)),
    (4, "africa", (204, 150, 96), [
        (1.0, 36.5), (3.0, 36.8), (6.5, 37.0), (8.6, 36.9), (10.2, 37.3), (11.1, 37.0), (10.5, 36.1),
        (11.1, 35.2), (10.1, 34.3), (11.5, 33.2), (13.2, 32.9), (15.3, 32.3), (17.5, 31.0), (19.5, 30.3),
        (19.5, 29.5), (12.0, 30.0), (5.0, 31.5), (1.0, 32.5)], (6.5, 34.0)),
    (5, "macedonia", (150, 122, 160), [
        (19.3, 42.0), (19.5, 41.0), (19.4, 40.3), (20.0, 39.5), (20.7, 38.8), (21.1, 38.3), (21.5, 37.0),
        (22.0, 36.4), (22.6, 36.8), (23.2, 36.5), (23.0, 37.5), (23.9, 37.7), (24.0, 38.2), (23.0, 38.9),
        (22.9, 39.4), (23.6, 40.2), (24.0, 40.8), (25.9, 40.9), (26.5, 41.3), (26.2, 42.0), (23.5, 42.5),
        (21.5, 42.6)], (22.0, 40.6)),
    (6, "asia", (112, 146, 110), [
        (26.1, 40.1), (27.5, 40.4), (29.0, 41.1), (31.5, 41.3), (34.0, 42.0), (36.0, 41.6), (38.5, 40.9),
        (40.5, 41.0), (40.5, 37.5), (36.2, 36.6), (36.0, 36.8), (34.5, 36.8), (33.0, 36.1), (31.0, 36.8),
        (30.0, 36.2), (28.2, 36.7), (27.3, 37.4), (26.3, 38.3), (26.8, 39.2)], (33.0, 39.0)),
    (7, "gallia", (118, 140, 170), [
        (-4.6, 48.5), (-1.5, 48.7), (1.5, 50.0), (2.5, 51.1), (4.5, 51.8), (6.5, 51.5), (7.5, 49.5),
        (8.0, 47.7), (7.0, 46.0), (7.0, 44.4), (7.5, 43.8), (4.8, 43.3), (3.2, 43.2), (3.0, 42.5),
        (-1.7, 43.3), (-1.2, 44.7), (-1.1, 46.2), (-2.5, 47.2), (-4.5, 47.9)], (2.5, 47.0)),
    (8, "aegyptus", (222, 190, 110), [
        (19.5, 30.3), (19.9, 31.0), (20.1, 32.2), (21.5, 32.9), (23.2, 32.6), (25.2, 31.6), (29.0, 30.9),
        (30.5, 31.5), (32.2, 31.2), (34.2, 31.3), (34.9, 29.5), (34.5, 28.0), (20.0, 28.0), (19.5, 29.5)],
     (28.0, 29.6)),
    (9, "britannia", (128, 156, 128), [
        (-5.6, 50.0), (-3.0, 50.6), (1.4, 51.2), (1.7, 52.7), (0.2, 53.5), (-0.5, 54.5), (-1.6, 55.6),
        (-3.0, 56.6), (-5.0, 56.6), (-5.0, 55.0), (-3.2, 54.2), (-3.0, 53.3), (-4.5, 52.8), (-4.3, 51.7),
        (-5.5, 51.8)], (-2.0, 52.6)),
]

#: land that belongs to no region (drawn muted under the regions)
OTHER_LAND = [
    [(1.5, 50.9), (4.0, 52.0), (5.0, 53.4), (8.6, 53.9), (8.3, 57.0), (43.0, 57.0), (43.0, 40.5),
     (36.0, 41.6), (29.0, 41.1), (26.3, 40.6), (24.0, 40.8), (22.9, 40.5), (19.4, 41.5), (18.5, 42.5),
     (16.0, 43.5), (15.0, 44.3), (14.0, 45.0), (13.6, 45.7), (12.3, 45.3), (11.0, 45.5), (7.5, 45.5),
     (7.0, 46.5), (6.5, 49.0)],
    [(36.0, 36.8), (43.0, 37.0), (43.0, 27.0), (34.5, 27.0), (34.9, 29.5), (34.2, 31.3), (34.9, 32.8),
     (35.5, 34.5), (35.9, 35.5)],
    [(-11.0, 27.0), (-11.0, 29.0), (-9.8, 30.0), (-9.5, 32.3), (-8.5, 33.3), (-6.8, 34.1), (-5.9, 35.8),
     (-5.3, 35.9), (-2.0, 35.1), (1.0, 36.5), (1.0, 32.5), (5.0, 31.5), (12.0, 30.0), (19.5, 29.5),
     (20.0, 27.0)],
    # islands: Corsica, Sardinia, Creta, Cyprus, the Balearics, Hibernia
    [(9.4, 43.0), (9.6, 42.2), (9.4, 41.4), (8.8, 41.6), (8.6, 42.4)],
    [(8.4, 41.1), (9.6, 41.0), (9.7, 39.3), (9.0, 39.0), (8.4, 39.2), (8.2, 40.6)],
    [(23.5, 35.6), (24.8, 35.4), (26.3, 35.3), (26.1, 34.9), (24.7, 35.0), (23.5, 35.2)],
    [(32.3, 35.1), (33.6, 35.4), (34.6, 35.7), (34.0, 34.7), (32.9, 34.6)],
    [(2.4, 39.9), (3.5, 39.9), (3.3, 39.3), (2.6, 39.5)],
    [(-10.0, 51.6), (-8.0, 51.7), (-6.0, 52.3), (-6.0, 54.0), (-6.2, 55.2), (-8.2, 55.2), (-10.0, 54.0)],
]

#: seas drawn over the other land
INLAND_SEAS = [
    [(28.0, 41.6), (29.5, 41.3), (31.5, 41.3), (34.0, 42.0), (36.0, 41.6), (38.5, 40.9), (41.5, 41.6),
     (41.6, 42.6), (39.5, 44.0), (37.5, 44.7), (36.5, 45.4), (35.0, 45.0), (33.5, 44.5), (32.5, 45.5),
     (30.7, 46.5), (29.7, 45.2), (28.7, 44.3), (27.9, 43.0)],
    # the Adriatic's northern end and the Aegean north coast are left to the region shapes
]


def polygon_centroid(pts):
    a = cx = cy = 0.0
    for i in range(len(pts)):
        x0, y0 = pts[i]
        x1, y1 = pts[(i + 1) % len(pts)]
        cr = x0 * y1 - x1 * y0
        a += cr
        cx += (x0 + x1) * cr
        cy += (y0 + y1) * cr
    a *= 0.5
    if abs(a) < 1e-9:
        return pts[0]
    return (cx / (6 * a), cy / (6 * a))


def point_in_polygon(p, pts) -> bool:
    x, y = p
    inside = False
    j = len(pts) - 1
    for i in range(len(pts)):
        xi, yi = pts[i]
        xj, yj = pts[j]
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi + 1e-12) + xi:
            inside = not inside
        j = i
    return inside


def marker_slots(poly, anchor, count: int = 8, spacing: float = 26.0):
    """Up to ``count`` points inside ``poly`` near ``anchor``, ``spacing`` apart (for markers)."""
    cands = []
    ax, ay = anchor
    for ring in range(1, 8):
        n = 6 * ring
        for k in range(n):
            a = 2 * math.pi * k / n + ring * 0.5
            cands.append((ax + ring * spacing * math.cos(a), ay + ring * spacing * 0.8 * math.sin(a)))
    out = []
    for c in cands:
        if point_in_polygon(c, poly) and all(math.hypot(c[0] - o[0], c[1] - o[1]) >= spacing * 0.9 for o in out) \
                and math.hypot(c[0] - ax, c[1] - ay) >= spacing * 0.9:
            out.append(c)
        if len(out) >= count:
            break
    return [[round(x, 1), round(y, 1)] for x, y in out]


def _slots(poly, anchor):
    """Marker slots, closer together in the small regions."""
    for spacing in (26.0, 20.0, 16.0, 12.0):
        slots = marker_slots(poly, anchor, 8, spacing)
        if len(slots) >= 4:
            return slots
    return slots


def map_data() -> dict:
    """The regions in map pixels: polygons, anchors, colours and marker slots."""
    regions = []
    for num, key, colour, outline, anchor in REGIONS:
        poly = [[round(v, 1) for v in project(*p)] for p in outline]
        anc = [round(v, 1) for v in project(*anchor)]
        regions.append({
            "id": num, "key": key, "colour": list(colour), "anchor": anc, "polygon": poly,
            "bbox": [min(p[0] for p in poly), min(p[1] for p in poly), max(p[0] for p in poly),
                     max(p[1] for p in poly)],
            "slots": _slots(poly, anc),
        })
    return {"format": 1, "size": [MAP_W, MAP_H], "image": "imperium_map.png",
            "note": "Made by tools/make_art.py. Polygons in image pixels; anchor = label centre; "
                    "slots = free spots for markers near the label.",
            "regions": regions}


def draw_map(size=(MAP_W, MAP_H), fonts: Fonts | None = None, labels: bool = True,
             parchment: pygame.Surface | None = None, frame: bool = True) -> pygame.Surface:
    """The map picture at ``size`` (drawn at twice the size, then smoothed)."""
    fonts = fonts or Fonts()
    sx, sy = size[0] / MAP_W, size[1] / MAP_H
    k = SS
    W, H = int(size[0] * k), int(size[1] * k)

    def P(lonlat):
        x, y = project(*lonlat)
        return (x * sx * k, y * sy * k)

    big = pygame.Surface((W, H))
    big.blit(D.gradient((W, H), (96, 140, 160), (58, 98, 124)), (0, 0))
    # sea ripples: faint arcs on a seeded grid
    rng = random.Random(7)
    ripple = pygame.Surface((W, H), pygame.SRCALPHA)
    for _ in range(int(140 * sx * sy) + 10):
        x, y = rng.uniform(0, W), rng.uniform(0, H)
        r = rng.uniform(6, 14) * k * sx
        pygame.draw.arc(ripple, (220, 235, 240, 46), (x - r, y - r / 2, 2 * r, r), 0.3, 2.8, max(1, k))
    big.blit(ripple, (0, 0))
    # shallow water: a blurred, light copy of every coast under the land
    lands = [[P(p) for p in poly] for poly in OTHER_LAND] + [[P(p) for p in r[3]] for r in REGIONS]
    shallow = pygame.Surface((W, H), pygame.SRCALPHA)
    for pts in lands:
        pygame.draw.polygon(shallow, (170, 212, 218, 255), pts)
        pygame.draw.polygon(shallow, (170, 212, 218, 255), pts, int(10 * k * sx))
    for f in (6, 3):
        small = pygame.transform.smoothscale(shallow, (max(1, W // (f * 2)), max(1, H // (f * 2))))
        shallow = pygame.transform.smoothscale(small, (W, H))
    shallow.fill((255, 255, 255, 175), special_flags=pygame.BLEND_RGBA_MULT)
    big.blit(shallow, (0, 0))
    land = (214, 202, 168)
    for poly in OTHER_LAND:
        pts = [P(p) for p in poly]
        pygame.draw.polygon(big, land, pts)
        pygame.draw.polygon(big, D.darken(land, 0.35), pts, max(1, int(1.5 * k)))
    # texture the land with parchment (multiply)
    if parchment is not None:
        tex = tiled(parchment, (W, H))
        mask = pygame.Surface((W, H), pygame.SRCALPHA)
        for pts in lands:
            pygame.draw.polygon(mask, (255, 255, 255, 255), pts)
        tex = tex.convert_alpha() if pygame.display.get_surface() else tex
        t2 = pygame.Surface((W, H), pygame.SRCALPHA)
        t2.blit(tex, (0, 0))
        t2.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        t2.set_alpha(70)
        big.blit(t2, (0, 0))
    for poly in INLAND_SEAS:
        pts = [P(p) for p in poly]
        pygame.draw.polygon(big, (72, 114, 140), pts)
        pygame.draw.polygon(big, (120, 170, 186), pts, max(1, int(4 * k * sx)))
        pygame.draw.polygon(big, D.darken(land, 0.35), pts, max(1, int(1.5 * k)))
    # the regions
    for num, key, colour, outline, anchor in REGIONS:
        pts = [P(p) for p in outline]
        body = pygame.Surface((W, H), pygame.SRCALPHA)
        pygame.draw.polygon(body, colour + (235,), pts)
        big.blit(body, (0, 0))
        # an inner lighter band along the border
        pygame.draw.polygon(big, D.lighten(colour, 0.35), pts, max(1, int(5 * k * sx)))
        pygame.draw.polygon(big, D.darken(colour, 0.45), pts, max(1, int(2 * k * sx)))
    # mountains: little gold-brown chevrons along Alps, Pyrenees, Taurus, Atlas
    ranges = [[(6.8, 45.2), (8.5, 46.2), (10.5, 46.4), (12.5, 46.2)], [(-1.2, 43.0), (0.8, 42.7), (2.5, 42.5)],
              [(30.0, 37.3), (32.5, 37.2), (35.0, 37.5)], [(-6.0, 32.5), (-2.0, 33.5), (2.0, 34.5)],
              [(13.5, 42.6), (15.5, 41.2)], [(21.2, 40.0), (22.3, 39.0)]]
    for rg in ranges:
        pts = [P(p) for p in rg]
        for i in range(len(pts) - 1):
            (x0, y0), (x1, y1) = pts[i], pts[i + 1]
            n = max(1, int(math.hypot(x1 - x0, y1 - y0) / (18 * k * sx)))
            for j in range(n):
                t = (j + 0.5) / n
                x, y = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t
                s = 7 * k * sx
                pygame.draw.polygon(big, (120, 96, 70), [(x - s, y + s * 0.5), (x, y - s * 0.8), (x + s, y + s * 0.5)])
                pygame.draw.polygon(big, (236, 226, 206), [(x - s * 0.35, y - s * 0.25), (x, y - s * 0.8),
                                                          (x + s * 0.35, y - s * 0.25)])
    # compass rose in the Atlantic
    cx, cy = P((-8.0, 46.5))
    cr = 34 * k * sx
    for a in range(8):
        ang = a * math.pi / 4 - math.pi / 2
        long = cr if a % 2 == 0 else cr * 0.55
        tip = (cx + long * math.cos(ang), cy + long * math.sin(ang))
        l = (cx + cr * 0.16 * math.cos(ang - math.pi / 2), cy + cr * 0.16 * math.sin(ang - math.pi / 2))
        r_ = (cx + cr * 0.16 * math.cos(ang + math.pi / 2), cy + cr * 0.16 * math.sin(ang + math.pi / 2))
        pygame.draw.polygon(big, R["gold"] if a % 2 == 0 else R["parchment"], [l, tip, (cx, cy)])
        pygame.draw.polygon(big, R["gold_dark"] if a % 2 == 0 else R["parchment_dark"], [r_, tip, (cx, cy)])
    pygame.draw.circle(big, R["gold_dark"], (cx, cy), cr * 0.62, max(1, k))
    out = finish(big, size)
    vignette(out, 55)
    fr = pygame.Surface(size, pygame.SRCALPHA)
    bw = max(2, int(6 * sx)) if frame else 0
    if frame:
        pygame.draw.rect(fr, R["gold_dark"], fr.get_rect(), bw + 2)
        pygame.draw.rect(fr, R["gold"], fr.get_rect().inflate(-2, -2), bw)
        out.blit(fr, (0, 0))
    if labels:
        for num, key, colour, outline, anchor in REGIONS:
            x, y = project(*anchor)
            medallion(out, (x * sx, y * sy), max(9, int(17 * sx)), num, fonts)
    return out


def medallion(surf: pygame.Surface, centre, radius: int, number: int, fonts: Fonts) -> None:
    """A gold disc with a number, as the map's region labels."""
    size = radius * 2 + 6
    big = pygame.Surface((size * 3, size * 3), pygame.SRCALPHA)
    c = (size * 3 // 2, size * 3 // 2)
    pygame.draw.circle(big, (0, 0, 0, 90), (c[0] + 4, c[1] + 6), radius * 3)
    pygame.draw.circle(big, R["gold_dark"], c, radius * 3)
    big.blit(D.radial_gradient(int(radius * 3 * 0.86), R["gold_light"], R["gold"]),
             (c[0] - int(radius * 3 * 0.86), c[1] - int(radius * 3 * 0.86)))
    pygame.draw.circle(big, R["gold_dark"], c, int(radius * 3 * 0.74), 3)
    sm = pygame.transform.smoothscale(big, (size, size))
    r = sm.get_rect(center=(int(centre[0]), int(centre[1])))
    surf.blit(sm, r)
    f = fonts.get(int(radius * 1.15), bold=True)
    D.blit_text(surf, str(number), (r.centerx, r.centery), f, R["red_dark"], "center")


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


def menu_caesar(marble: pygame.Surface, fonts: Fonts) -> pygame.Surface:
    big = tile_base(marble, R["red"])
    W, H = big.get_size()
    sun_rays(big, (W * 0.78, H * 0.42), R["gold_light"], 28, 22)
    # the board: a 5x5 grid seen slightly from above (a trapezoid)
    cell = 40 * SS
    bx, by = 36 * SS, 30 * SS
    n = 5
    topw, botw = cell * n * 0.86, cell * n * 1.04
    height = cell * n * 0.88
    cx = bx + botw / 2

    def corner(u, v):
        w = topw + (botw - topw) * v
        return (cx - w / 2 + w * u, by + height * v)

    shadow = [corner(0, 0), corner(1, 0), corner(1, 1), corner(0, 1)]
    sh = pygame.Surface((W, H), pygame.SRCALPHA)
    pygame.draw.polygon(sh, (0, 0, 0, 110), [(x + 8 * SS, y + 12 * SS) for x, y in shadow])
    big.blit(sh, (0, 0))
    edge = [(x, y) for x, y in shadow]
    pygame.draw.polygon(big, R["terracotta_dark"], [(x, y + 8 * SS) for x, y in edge])
    pygame.draw.polygon(big, R["gold_dark"], edge)
    inner = lambda u, v: corner(0.02 + 0.96 * u, 0.02 + 0.96 * v)  # noqa: E731
    for i in range(n):
        for j in range(n):
            quad = [inner(i / n, j / n), inner((i + 1) / n, j / n), inner((i + 1) / n, (j + 1) / n),
                    inner(i / n, (j + 1) / n)]
            base = R["terracotta"] if (i + j) % 2 == 0 else D.lighten(R["terracotta"], 0.18)
            if (i, j) == (2, 2):
                base = R["parchment"]
            pygame.draw.polygon(big, base, quad)
            pygame.draw.polygon(big, D.darken(R["terracotta"], 0.35), quad, max(1, SS))
    # a tiny laurel in the centre cell
    c = inner(0.5, 0.5)
    D.laurel(big, c, cell * 0.32, R["gold_dark"], SS)
    # stacks of counters on some cells
    rng = random.Random(5)
    colours = ["red", "blue", "green", "yellow", "purple"]
    spots = [(0, 0, 3, 0), (1, 1, 2, 1), (3, 0, 4, 2), (4, 3, 1, 3), (0, 4, 2, 4), (2, 3, 5, 0),
             (3, 2, 1, 1), (1, 3, 3, 2), (4, 1, 2, 3), (2, 0, 1, 4)]
    for i, j, cnt, ci in sorted(spots, key=lambda s: s[1]):
        p = inner((i + 0.5) / n, (j + 0.62) / n)
        rad = int(13 * SS * (0.9 + 0.1 * j / n))
        s = D.stack(cnt, colours[ci], rad, D.COLOUR_SYMBOLS[colours[ci]] if rng.random() < 0 else None,
                    max_drawn=5, step=max(3, rad // 3), fonts=fonts, label="")
        big.blit(s, D.stack_topleft(s, rad, p))
    # the laurel wreath and a gold victory disc on the right
    lc = (int(W * 0.775), int(H * 0.44))
    glow = D.radial_gradient(int(H * 0.42), R["gold_light"] + (90,), R["gold"] + (0,))
    big.blit(glow, (lc[0] - glow.get_width() // 2, lc[1] - glow.get_height() // 2))
    # a gold coin inside the wreath
    cr = int(H * 0.17)
    sh = pygame.Surface((W, H), pygame.SRCALPHA)
    pygame.draw.circle(sh, (0, 0, 0, 100), (lc[0] + 5 * SS, lc[1] + 8 * SS), cr)
    big.blit(sh, (0, 0))
    pygame.draw.circle(big, R["gold_dark"], lc, cr)
    coin = D.radial_gradient(int(cr * 0.9), R["gold_light"], R["gold"])
    big.blit(coin, (lc[0] - coin.get_width() // 2, lc[1] - coin.get_height() // 2))
    pygame.draw.circle(big, R["gold_dark"], lc, int(cr * 0.78), max(1, SS))
    f = fonts.get(int(cr * 0.52), bold=True)
    D.blit_text(big, "SPQR", lc, f, R["red_dark"], "center")
    D.laurel(big, (lc[0] + SS, lc[1] + 2 * SS), H * 0.27, R["gold_dark"], 2 * SS, leaves=11)
    D.laurel(big, lc, H * 0.27, R["gold"], 2 * SS, leaves=11)
    # counters beside the wreath
    for dx, dy, col in [(-0.13, 0.40, "red"), (-0.02, 0.46, "blue"), (0.11, 0.42, "yellow")]:
        t = D.token(15 * SS, col)
        big.blit(t, t.get_rect(center=(lc[0] + W * dx, lc[1] + H * dy)))
    meander(big, pygame.Rect(20 * SS, H - 22 * SS, W - 40 * SS, 8 * SS), R["gold"] + (200,), 3 * SS)
    return tile_finish(big)


def menu_imperium(marble: pygame.Surface, parchment: pygame.Surface, fonts: Fonts) -> pygame.Surface:
    s = TILE[1] / MAP_H
    mw = int(MAP_W * s)
    m = draw_map((mw, TILE[1]), fonts, labels=False, parchment=parchment, frame=False)
    canvas = D.gradient((TILE[0] * SS, TILE[1] * SS), (96, 140, 160), (58, 98, 124))
    ox = (TILE[0] - mw) // 2
    canvas.blit(pygame.transform.smoothscale(m, (mw * SS, TILE[1] * SS)), (ox * SS, 0))
    out = tile_finish(canvas)
    for num, key, colour, outline, anchor in REGIONS:
        x, y = project(*anchor)
        medallion(out, (ox + x * s, y * s), 10, num, fonts)
    return out


def senate(big: pygame.Surface, rect: pygame.Rect) -> None:
    """A temple front: steps, columns, pediment."""
    x, y, w, h = rect
    stone = (236, 230, 214)
    shade = (196, 186, 166)
    steps = 3
    sh = h * 0.06
    for i in range(steps):
        r = pygame.Rect(x - i * w * 0.025, y + h - (i + 1) * sh, w + i * w * 0.05, sh)
        pygame.draw.rect(big, D.mix(stone, shade, i / steps), r)
        pygame.draw.line(big, shade, r.topleft, r.topright, max(1, SS))
    top = y + h * 0.36
    base = y + h - steps * sh
    # entablature
    ent = pygame.Rect(x - w * 0.03, top - h * 0.1, w * 1.06, h * 0.1)
    ncol = 8
    colw = w / (ncol * 1.7)
    for i in range(ncol):
        cxp = x + w * (i + 0.5) / ncol
        col = pygame.Rect(cxp - colw / 2, top, colw, base - top)
        big.blit(D.gradient((int(col.w), int(col.h)), shade, stone, horizontal=True), col)
        for f in range(1, 4):
            fx = col.x + col.w * f / 4
            pygame.draw.line(big, shade, (fx, col.y + 4), (fx, col.bottom - 4), max(1, SS // 2))
        pygame.draw.rect(big, stone, (col.x - colw * 0.2, col.y - 4 * SS, col.w * 1.4, 5 * SS))
        pygame.draw.rect(big, stone, (col.x - colw * 0.2, col.bottom - 4 * SS, col.w * 1.4, 5 * SS))
    pygame.draw.rect(big, stone, ent)
    pygame.draw.rect(big, shade, ent, max(1, SS))
    pygame.draw.rect(big, R["red"], (ent.x, ent.y + ent.h * 0.45, ent.w, ent.h * 0.2))
    ped = [(ent.x - w * 0.01, ent.y), (ent.right + w * 0.01, ent.y), (x + w / 2, ent.y - h * 0.22)]
    pygame.draw.polygon(big, stone, ped)
    pygame.draw.polygon(big, shade, ped, max(2, SS * 2))
    inner = [(ent.x + w * 0.08, ent.y - 3 * SS), (ent.right - w * 0.08, ent.y - 3 * SS), (x + w / 2, ent.y - h * 0.18)]
    pygame.draw.polygon(big, D.darken(R["terracotta"], 0.1), inner)
    D.laurel(big, (x + w / 2, ent.y - h * 0.085), h * 0.05, R["gold"], max(1, SS // 2), leaves=5)


def menu_catilina(marble: pygame.Surface, fonts: Fonts) -> pygame.Surface:
    big = tile_base(marble, (70, 40, 60))
    W, H = big.get_size()
    sun_rays(big, (W * 0.5, H * 0.9), R["gold_light"], 30, 16)
    senate(big, pygame.Rect(int(W * 0.16), int(H * 0.08), int(W * 0.68), int(H * 0.58)))
    # a dark veil at the foot so the cards stand out
    big.blit(D.gradient((W, H // 2), (0, 0, 0, 0), (20, 8, 14, 170)), (0, H // 2))
    # fanned cards of five colours
    cw, ch = 92 * SS, 130 * SS
    colours = ["red", "blue", "green", "yellow", "purple"]
    values = [3, 5, 1, 4, 2]
    pivot = (W * 0.5, H * 1.28)
    for i, (col, val) in enumerate(zip(colours, values)):
        angle = (2 - i) * 11.0
        face = D.card_face((cw // SS, ch // SS), val, col, D.COLOUR_SYMBOLS[col], fonts=fonts, roman=True)
        face = pygame.transform.smoothscale(face, (cw, ch))
        # place the card's centre on a circle around the pivot
        rad = H * 0.86
        a = math.radians(-90 - angle)
        centre = (pivot[0] + rad * math.cos(a), pivot[1] + rad * math.sin(a))
        shadow = pygame.Surface((cw, ch), pygame.SRCALPHA)
        pygame.draw.rect(shadow, (0, 0, 0, 110), shadow.get_rect(), border_radius=cw // 12)
        rs = pygame.transform.rotozoom(shadow, angle, 1.0)
        big.blit(rs, rs.get_rect(center=(centre[0] + 6 * SS, centre[1] + 8 * SS)))
        rc = pygame.transform.rotozoom(face, angle, 1.0)
        big.blit(rc, rc.get_rect(center=centre))
    # a dagger's glint: a thin gold line across the corner (the conspiracy)
    return tile_finish(big)


# ----- card backs and the icon ---------------------------------------------------------------------

def card_back_png(style: str) -> pygame.Surface:
    return D.draw_card_back((240, 336), style)


def icon(fonts: Fonts, size: int = 256) -> pygame.Surface:
    S = size * 4
    big = pygame.Surface((S, S), pygame.SRCALPHA)
    c = (S // 2, S // 2)
    pygame.draw.circle(big, R["gold_dark"], c, S // 2 - 2)
    pygame.draw.circle(big, R["gold"], c, S // 2 - S // 40)
    disc = D.radial_gradient(int(S * 0.43), D.lighten(R["red"], 0.15), R["red_dark"])
    big.blit(disc, (c[0] - disc.get_width() // 2, c[1] - disc.get_height() // 2))
    D.laurel(big, (c[0], c[1] + S * 0.02), S * 0.31, R["gold"], S // 200 + 2, leaves=9)
    D.laurel(big, (c[0], c[1] + S * 0.02), S * 0.31, R["gold_light"], S // 300 + 1, leaves=9)
    out = pygame.transform.smoothscale(big, (size, size))
    f = fonts.get(int(size * 0.3), bold=True)
    D.blit_text(out, "LR", (size // 2, int(size * 0.47)), f, R["gold_light"], "center", outline=R["red_dark"],
                outline_px=max(1, size // 100))
    return out


# ----- main -------------------------------------------------------------------------------------------

def main(out_dir: Path | str | None = None) -> list[Path]:
    """Write every picture into ``out_dir`` (default ``art/``); returns the paths."""
    out = Path(out_dir) if out_dir is not None else ROOT / "art"
    out.mkdir(parents=True, exist_ok=True)
    pygame.init()
    fonts = Fonts()
    paths: list[Path] = []

    def save(surf: pygame.Surface, name: str) -> None:
        p = out / name
        pygame.image.save(surf, str(p))
        paths.append(p)

    marble = marble_tile()
    parchment = parchment_tile()
    save(marble, "marble_tile.png")
    save(parchment, "parchment_tile.png")
    save(card_back_png("red"), "card_back_red.png")
    save(card_back_png("blue"), "card_back_blue.png")
    ic = icon(fonts)
    save(ic, "icon.png")
    save(pygame.transform.smoothscale(ic, (64, 64)), "icon_64.png")
    save(menu_caesar(marble, fonts), "menu_caesar.png")
    save(menu_imperium(marble, parchment, fonts), "menu_imperium.png")
    save(menu_catilina(marble, fonts), "menu_catilina.png")
    save(draw_map((MAP_W, MAP_H), fonts, labels=True, parchment=parchment), "imperium_map.png")
    p = out / "imperium_map.json"
    p.write_text(json.dumps(map_data(), indent=1) + "\n", encoding="utf-8")
    paths.append(p)
    return paths


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=None, help="output folder (default: art/)")
    args = ap.parse_args()
    for p in main(args.out):
        print(p)
