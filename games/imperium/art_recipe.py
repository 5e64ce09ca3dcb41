"""Imperium's pictures, drawn by ``tools/make_art.py`` into ``art/imperium/``.

``make(ctx)`` returns ``[(file name, surface or text)]``:
- ``menu.png``: the 480x270 menu tile;
- ``map.png`` (1000x620) and ``map.json``: the nine regions as polygons, label
  anchors and marker slots, for hit-testing and placing.
"""
from __future__ import annotations

import json
import math
import random

import pygame

from tools.art_kit import D, R, SS, TILE, Fonts, finish, tile_finish, tiled, vignette


def make(ctx) -> list:
    """The pictures of the game (``ctx`` has ``marble``, ``parchment`` and ``fonts``)."""
    return [("menu.png", menu_imperium(ctx.marble, ctx.parchment, ctx.fonts)),
            ("map.png", draw_map((MAP_W, MAP_H), ctx.fonts, labels=True, parchment=ctx.parchment)),
            ("map.json", json.dumps(map_data(), indent=1) + "\n")]


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
    return {"format": 1, "size": [MAP_W, MAP_H], "image": "map.png",
            "note": "Made by tools/make_art.py (games/imperium/art_recipe.py). Polygons in image pixels; anchor = label centre; "
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
    for _num, _key, colour, outline, _anchor in REGIONS:
        pts = [P(p) for p in outline]
        body = pygame.Surface((W, H), pygame.SRCALPHA)
        pygame.draw.polygon(body, colour + (235,), pts)
        big.blit(body, (0, 0))
        # an inner lighter band along the border
        pygame.draw.polygon(big, D.lighten(colour, 0.35), pts, max(1, int(5 * k * sx)))
        pygame.draw.polygon(big, D.darken(colour, 0.45), pts, max(1, int(2 * k * sx)))
    _draw_mountains(big, P, k, sx)
    _draw_compass(big, P, k, sx)
    out = finish(big, size)
    vignette(out, 55)
    fr = pygame.Surface(size, pygame.SRCALPHA)
    bw = max(2, int(6 * sx)) if frame else 0
    if frame:
        pygame.draw.rect(fr, R["gold_dark"], fr.get_rect(), bw + 2)
        pygame.draw.rect(fr, R["gold"], fr.get_rect().inflate(-2, -2), bw)
        out.blit(fr, (0, 0))
    if labels:
        for num, _key, _colour, _outline, anchor in REGIONS:
            x, y = project(*anchor)
            medallion(out, (x * sx, y * sy), max(9, int(17 * sx)), num, fonts)
    return out


def _draw_mountains(big: pygame.Surface, P, k: int, sx: float) -> None:
    """Little gold-brown chevrons along the Alps, Pyrenees, Taurus and Atlas (``P`` projects a
    (lon, lat) onto ``big``)."""
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


def _draw_compass(big: pygame.Surface, P, k: int, sx: float) -> None:
    """The compass rose in the Atlantic."""
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


def menu_imperium(marble: pygame.Surface, parchment: pygame.Surface, fonts: Fonts) -> pygame.Surface:
    s = TILE[1] / MAP_H
    mw = int(MAP_W * s)
    m = draw_map((mw, TILE[1]), fonts, labels=False, parchment=parchment, frame=False)
    canvas = D.gradient((TILE[0] * SS, TILE[1] * SS), (96, 140, 160), (58, 98, 124))
    ox = (TILE[0] - mw) // 2
    canvas.blit(pygame.transform.smoothscale(m, (mw * SS, TILE[1] * SS)), (ox * SS, 0))
    out = tile_finish(canvas)
    for num, _key, _colour, _outline, anchor in REGIONS:
        x, y = project(*anchor)
        medallion(out, (ox + x * s, y * s), 10, num, fonts)
    return out
