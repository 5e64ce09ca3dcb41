"""Write the CAESAR! (Seize Rome) map as a Tiled file, deterministically.

    python tools/make_seize_rome_map.py            # writes games/seize_rome/maps/seize_rome.tmx
    python tools/make_seize_rome_map.py --out DIR  # somewhere else

The board data (18 provinces, 30 border spaces with their icons and the three
Border Control spaces) is read from ``games/seize_rome/data/board.json``. The
picture is a clean stylised partition of a north-up equirectangular frame of
2000 x 1400 map pixels (``x = (lon + 10) / 52 * 2000``, ``y = (47 - lat) / 36.4 *
1400``; the frame is written as map properties): each province is a union of
cells of a 20 x 14 grid of 100-pixel squares, laid around its real place, the
whole frame covered (the sea is split among the provinces, as on the printed
board). A province's space sits in the middle of the cell holding its real place. Each border space lies in the middle of one unit edge the two
provinces share, so it touches exactly those two.

Layers: ``provinces`` (polygons of class ``province``, name = province id,
``label``, ``abbr``), ``spaces`` (points of class ``space``, one per province
and two in Italia with ``kind`` ``senate`` / ``second``), ``borders`` (points of
class ``border`` named b01..b30 with ``icon``, ``province_a``, ``province_b``,
``border_control``, ``status`` and ``source``).

The same input always gives the same bytes (a test checks the committed file).
"""
from __future__ import annotations

import json
import sys
from pathlib import Path
from xml.sax.saxutils import quoteattr

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tools.tmx_kit import cli, num, props, write  # noqa: E402

GAME = ROOT / "games" / "seize_rome"
DATA = GAME / "data" / "board.json"

WIDTH, HEIGHT = 2000, 1400
TILE = 50
CELL = 100
LON0, LON1, LAT0, LAT1 = -10.0, 42.0, 10.6, 47.0

#: one letter per province; the grid below is drawn with them (north up, 20 x 14 cells)
LETTERS = {
    "H": "hispania_ulterior", "C": "hispania_citerior", "G": "gallia", "g": "gallia_cisalpina",
    "M": "mauritania", "N": "numidia", "S": "sardinia", "s": "sicilia", "I": "italia",
    "F": "africa", "D": "dalmatia", "m": "macedonia", "A": "achaia", "Y": "cyrene",
    "c": "creta", "E": "aegyptus", "a": "asia", "y": "syria",
}

GRID = """
GGGGGGGgggDDmmmmaaaa
CCCGGGGgIIDDmmmmaaaa
CCCCSSSSIIImmmaaaaaa
HHHMSSSSIsImAAaaaaaa
HHHMNNNsssAAAccaaayy
MMMMNNNFssAAAccaaayy
MMMMNNNFFsFYcccEEEyy
MMMNNNNFFFFYYcEEEEyy
MMMNNNNFFFFYYYEEEEyy
MMMNNNNFFFFYYYEEEEyy
MMMNNNNFFFFYYYEEEEyy
MMMNNNNFFFFYYYEEEEyy
MMMNNNNFFFFYYYEEEEyy
MMMNNNNFFFFYYYEEEEyy
"""

#: Italia's second (dashed) space, in map pixels (its Senate space is in the cell of its real place)
ITALIA_SECOND = (950, 250)


def to_map(lon: float, lat: float) -> tuple[float, float]:
    """Longitude and latitude to map pixels of the north-up frame.

    >>> to_map(-10, 47), to_map(42, 10.6)
    ((0.0, 0.0), (2000.0, 1400.0))
    """
    return ((lon - LON0) / (LON1 - LON0) * WIDTH, (LAT1 - lat) / (LAT1 - LAT0) * HEIGHT)


def grid() -> list[list[str]]:
    """The grid of province ids (rows north to south)."""
    rows = [r for r in GRID.strip().splitlines()]
    assert len(rows) == HEIGHT // CELL and all(len(r) == WIDTH // CELL for r in rows), "grid size"
    return [[LETTERS[ch] for ch in r] for r in rows]


def _cells(cells: list[list[str]], pid: str) -> set[tuple[int, int]]:
    return {(c, r) for r, row in enumerate(cells) for c, v in enumerate(row) if v == pid}


def outline(cells: list[list[str]], pid: str) -> list[tuple[int, int]]:
    """The outline of a province's cells as one simple polygon (map pixels, corners only).

    The cells must be 4-connected, without holes or corners where the province
    touches itself diagonally (``AssertionError`` otherwise).
    """
    own = _cells(cells, pid)
    # connected
    start = min(own)
    seen, todo = {start}, [start]
    while todo:
        c, r = todo.pop()
        for n in ((c + 1, r), (c - 1, r), (c, r + 1), (c, r - 1)):
            if n in own and n not in seen:
                seen.add(n)
                todo.append(n)
    assert seen == own, f"{pid} is not in one piece"
    # directed boundary edges, the province on the left-hand... (clockwise in screen coordinates)
    nxt: dict[tuple[int, int], list[tuple[int, int]]] = {}
    for c, r in own:
        if (c, r - 1) not in own:
            nxt.setdefault((c, r), []).append((c + 1, r))
        if (c + 1, r) not in own:
            nxt.setdefault((c + 1, r), []).append((c + 1, r + 1))
        if (c, r + 1) not in own:
            nxt.setdefault((c + 1, r + 1), []).append((c, r + 1))
        if (c - 1, r) not in own:
            nxt.setdefault((c, r + 1), []).append((c, r))
    assert all(len(v) == 1 for v in nxt.values()), f"{pid} touches itself at a corner"
    first = min(nxt)
    loop, p = [first], nxt[first][0]
    while p != first:
        loop.append(p)
        p = nxt[p][0]
    assert len(loop) == len(nxt), f"{pid} has a hole"
    corners = []
    for i, p in enumerate(loop):
        a, b = loop[i - 1], loop[(i + 1) % len(loop)]
        if (p[0] - a[0], p[1] - a[1]) != (b[0] - p[0], b[1] - p[1]):
            corners.append((p[0] * CELL, p[1] * CELL))
    return corners


def shared_edges(cells: list[list[str]], a: str, b: str) -> list[tuple[float, float]]:
    """The midpoints (map pixels) of every unit edge between a cell of ``a`` and one of ``b``."""
    out = []
    for r, row in enumerate(cells):
        for c, v in enumerate(row):
            if v != a:
                continue
            for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                c2, r2 = c + dc, r + dr
                if 0 <= r2 < len(cells) and 0 <= c2 < len(row) and cells[r2][c2] == b:
                    out.append(((c + 0.5 + dc / 2) * CELL, (r + 0.5 + dr / 2) * CELL))
    return sorted(out)


def cell_centre(p: tuple[float, float]) -> tuple[float, float]:
    """The centre of the grid cell holding map point ``p`` (spaces sit there, clear of the borders).

    >>> cell_centre((885.2, 192.3))
    (850.0, 150.0)
    """
    return ((p[0] // CELL + 0.5) * CELL, (p[1] // CELL + 0.5) * CELL)


def _inside(cells, pid: str, p: tuple[float, float]) -> bool:
    c, r = int(p[0] // CELL), int(p[1] // CELL)
    return cells[r][c] == pid


def build() -> dict:
    """Every object of the map: provinces (outline), spaces and border points, checked."""
    data = json.loads(DATA.read_text(encoding="utf-8"))
    cells = grid()
    provinces, spaces, borders = [], [], []
    for p in data["provinces"]:
        pid = p["id"]
        home = to_map(p["lon"], p["lat"])
        assert _inside(cells, pid, home), f"{pid}: its real place {home} is not inside it"
        provinces.append((p, outline(cells, pid)))
        if pid == "italia":
            assert _inside(cells, pid, ITALIA_SECOND)
            spaces.append((pid, "senate", cell_centre(home)))
            spaces.append((pid, "second", ITALIA_SECOND))
        else:
            spaces.append((pid, "bonus", cell_centre(home)))
    homes = {p["id"]: to_map(p["lon"], p["lat"]) for p in data["provinces"]}
    for b in data["borders"]:
        a, c = b["provinces"]
        edges = shared_edges(cells, a, c)
        assert edges, f"{b['id']}: {a} and {c} share no edge"
        mid = ((homes[a][0] + homes[c][0]) / 2, (homes[a][1] + homes[c][1]) / 2)
        best = min(edges, key=lambda e: ((e[0] - mid[0]) ** 2 + (e[1] - mid[1]) ** 2, e))
        borders.append((b, best))
    return {"provinces": provinces, "spaces": spaces, "borders": borders}


def tmx_text() -> str:
    """The whole ``seize_rome.tmx`` as text."""
    objs = build()
    oid = 1
    L = ['<?xml version="1.0" encoding="UTF-8"?>',
         f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" '
         f'width="{WIDTH // TILE}" height="{HEIGHT // TILE}" tilewidth="{TILE}" tileheight="{TILE}" infinite="0" '
         f'backgroundcolor="#4a7a9a" nextlayerid="5" nextobjectid="@O">']
    L += props([("frame", "string", "equirectangular, north up"),
                 ("lat_max", "float", LAT1), ("lat_min", "float", LAT0),
                 ("lon_max", "float", LON1), ("lon_min", "float", LON0),
                 ("title", "string", "CAESAR! Seize Rome in 20 Minutes")], " ")
    # the board picture (tools/make_seize_rome_art.py) in the same frame, one map pixel per image pixel
    L.append(' <imagelayer id="4" name="background">')
    L.append(f'  <image source="../art/board.png" width="{WIDTH}" height="{HEIGHT}"/>')
    L.append(" </imagelayer>")
    L.append(' <objectgroup id="1" name="provinces">')
    for p, pts in objs["provinces"]:
        x0, y0 = pts[0]
        rel = " ".join(f"{num(x - x0)},{num(y - y0)}" for x, y in pts)
        L.append(f'  <object id="{oid}" name={quoteattr(p["id"])} type="province" x="{num(x0)}" y="{num(y0)}">')
        L += props([("abbr", "string", p["abbr"]), ("label", "string", p["board_label"]),
                     ("source", "string", p["source"]), ("status", "string", p["status"])], "   ")
        L += [f'   <polygon points="{rel}"/>', "  </object>"]
        oid += 1
    L.append(" </objectgroup>")
    L.append(' <objectgroup id="2" name="spaces">')
    for pid, kind, (x, y) in objs["spaces"]:
        name = pid if kind == "bonus" else f"{pid}_{kind}"
        L.append(f'  <object id="{oid}" name={quoteattr(name)} type="space" x="{num(x)}" y="{num(y)}">')
        L += props([("kind", "string", kind), ("province", "string", pid)], "   ")
        L += ["   <point/>", "  </object>"]
        oid += 1
    L.append(" </objectgroup>")
    L.append(' <objectgroup id="3" name="borders">')
    for b, (x, y) in objs["borders"]:
        L.append(f'  <object id="{oid}" name={quoteattr(b["id"])} type="border" x="{num(x)}" y="{num(y)}">')
        L += props([("border_control", "bool", b["border_control"]), ("icon", "string", b["icon"]),
                     ("province_a", "string", b["provinces"][0]), ("province_b", "string", b["provinces"][1]),
                     ("source", "string", b["source"]), ("status", "string", b["status"])], "   ")
        L += ["   <point/>", "  </object>"]
        oid += 1
    L.append(" </objectgroup>")
    L.append("</map>")
    return "\n".join(L).replace("@O", str(oid)) + "\n"


def main(out_dir: Path | str | None = None) -> list[Path]:
    """Write the map into ``out_dir`` (default ``games/seize_rome/maps/``); returns the paths."""
    return write(out_dir, GAME / "maps", "seize_rome.tmx", tmx_text())


if __name__ == "__main__":
    cli(__doc__, main, "games/seize_rome/maps/")
