"""Write the Caesar XL map as a Tiled file, deterministically.

    python tools/make_caesar_xl_map.py            # writes maps/caesar_xl.tmx
    python tools/make_caesar_xl_map.py --out DIR  # somewhere else

The map data (37 cities, 55 march routes, 9 barbarian areas and the Barbarian
Invasion Table, each item with its status and source) are read from
``games/caesar_xl/data/map.json``. The frame is north-up equirectangular,
2400 x 1500 map pixels (16:10), longitudes -10..48 and latitudes 26..54:
``x = (lon + 10) / 58 * 2400``, ``y = (54 - lat) / 28 * 1500`` (about 41 pixels
a degree of longitude and 54 of latitude, true to scale near latitude 39°).
The frame is written as map properties; the board picture
(``tools/make_caesar_xl_art.py``) uses the same one.

Layers (every object's class is its layer's kind):

- ``routes``: polylines of class ``route`` named ``r01``..``r55``, from the
  point of city ``a`` (through the data's optional ``via`` points, lon/lat) to
  the point of city ``b``; properties ``a``, ``b``, ``kind`` (``land`` or
  ``sea``), ``status``, ``source``, ``why``;
- ``areas``: points of class ``area`` (the barbarian areas) named by their id;
  properties ``label`` (the English name; ``name`` is the
  id, which Tiled reserves), ``strength``, ``gold``, ``adjacent`` (city ids joined by
  commas), ``status``, ``source``;
- ``cities``: points of class ``city`` named by their id; properties ``label``,
  ``region``, ``shape`` (``square``, ``hexagon``, ``circle``), ``gold``,
  ``coastal``, ``start`` (``caesar``, ``pompey``, ``neutral``), ``status``
  (``field=TAG; …``), ``source``.

A place's point is its real place in whole map pixels, moved by the data's optional ``nudge``
(map pixels) where two places would overlap or touch the edge. Map properties: the frame
(``lon_min`` … ``lat_max``), ``title``, ``total_gold`` and the invasion table
``invasion_2`` … ``invasion_12`` (an area id, ``none`` or ``roll_twice``) with
its status.

>>> to_map(-10, 54), to_map(48, 26)
((0.0, 0.0), (2400.0, 1500.0))

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

from games.core.assets import asset_path  # noqa: E402
from tools.tmx_kit import cli, num, props, write  # noqa: E402

GAME = ROOT / "games" / "caesar_xl"
DATA = GAME / "data" / "map.json"

WIDTH, HEIGHT = 2400, 1500
TILE = 50
LON0, LON1, LAT0, LAT1 = -10.0, 48.0, 26.0, 54.0

SHAPES = ("square", "hexagon", "circle")
KINDS = ("land", "sea")
SIDES = ("caesar", "pompey", "neutral")


def to_map(lon: float, lat: float) -> tuple[float, float]:
    """Longitude and latitude to map pixels of the north-up frame."""
    return ((lon - LON0) / (LON1 - LON0) * WIDTH, (LAT1 - lat) / (LAT1 - LAT0) * HEIGHT)


def _status(status) -> str:
    """A status field as one string: a dict becomes ``field=TAG; …`` in the data's order.

    >>> _status({"name": "FOUND", "gold": "SILVER"}), _status("RECONSTRUCTED")
    ('name=FOUND; gold=SILVER', 'RECONSTRUCTED')
    """
    if isinstance(status, dict):
        return "; ".join(f"{k}={v}" for k, v in status.items())
    return str(status)


def load_data(path: Path = DATA) -> dict:
    """The map data, checked (``AssertionError`` naming the fault)."""
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    ids = [c["id"] for c in data["cities"]]
    aids = [a["id"] for a in data["barbarian_areas"]]
    assert len(set(ids + aids)) == len(ids) + len(aids), "a city or area id is used twice"
    for c in data["cities"]:
        assert c["shape"] in SHAPES and c["start"] in SIDES, c["id"]
        assert isinstance(c["gold"], int) and c["gold"] >= 0, c["id"]
    pairs = set()
    for r in data["routes"]:
        assert r["a"] in ids and r["b"] in ids and r["a"] != r["b"], r["id"]
        assert r["kind"] in KINDS, r["id"]
        assert all(LON0 < lon < LON1 and LAT0 < lat < LAT1 for lon, lat in r.get("via", ())), r["id"]
        pair = frozenset((r["a"], r["b"]))
        assert pair not in pairs, f"{r['id']}: a second route between {r['a']} and {r['b']}"
        pairs.add(pair)
    for a in data["barbarian_areas"]:
        assert a["adjacent"] and all(c in ids for c in a["adjacent"]), a["id"]
    rows = data["barbarian_invasion_table"]["rows"]
    assert sorted(int(k) for k in rows) == list(range(2, 13)), "the invasion table needs rows 2..12"
    assert all(v in aids or v in ("none", "roll_twice") for v in rows.values()), "invasion table"
    return data


def city_point(c: dict) -> tuple[float, float]:
    """A city's or area's point on the board (whole map pixels): its real place, moved by
    its ``nudge`` if any."""
    x, y = to_map(c["lon"], c["lat"])
    dx, dy = c.get("nudge", (0, 0))
    return (round(x + dx), round(y + dy))


def _whole(p: tuple[float, float]) -> tuple[int, int]:
    return (round(p[0]), round(p[1]))


def tmx_text(data: dict | None = None) -> str:
    """The whole ``caesar_xl.tmx`` as text."""
    data = load_data() if data is None else data
    points = {c["id"]: city_point(c) for c in data["cities"]}
    table = data["barbarian_invasion_table"]
    oid = 1
    L = ['<?xml version="1.0" encoding="UTF-8"?>',
         f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" '
         f'width="{WIDTH // TILE}" height="{HEIGHT // TILE}" tilewidth="{TILE}" tileheight="{TILE}" infinite="0" '
         f'backgroundcolor="#5c868c" nextlayerid="5" nextobjectid="@O">']
    mprops = [("frame", "string", "equirectangular, north up"),
              ("lat_max", "float", LAT1), ("lat_min", "float", LAT0),
              ("lon_max", "float", LON1), ("lon_min", "float", LON0),
              ("title", "string", data["title"]), ("total_gold", "int", data["total_gold"]),
              ("invasion_roll", "string", table["roll"]), ("invasion_status", "string", table["status"]),
              ("invasion_source", "string", table["source"])]
    mprops += [(f"invasion_{int(k):02d}", "string", v) for k, v in table["rows"].items()]
    L += props(sorted(mprops), " ")
    # the board picture (tools/make_caesar_xl_art.py) in the same frame, one map pixel per image pixel
    L.append(' <imagelayer id="4" name="background">')
    L.append(f'  <image source="../art/caesar_xl/board.png" width="{WIDTH}" height="{HEIGHT}"/>')
    L.append(" </imagelayer>")
    L.append(' <objectgroup id="1" name="routes">')
    for r in data["routes"]:
        pts = [points[r["a"]]] + [_whole(to_map(lon, lat)) for lon, lat in r.get("via", ())] + [points[r["b"]]]
        x0, y0 = pts[0]
        rel = " ".join(f"{num(x - x0)},{num(y - y0)}" for x, y in pts)
        L.append(f'  <object id="{oid}" name={quoteattr(r["id"])} type="route" x="{num(x0)}" y="{num(y0)}">')
        L += props([("a", "string", r["a"]), ("b", "string", r["b"]), ("kind", "string", r["kind"]),
                     ("source", "string", r["source"]), ("status", "string", _status(r["status"])),
                     ("why", "string", r.get("why", ""))], "   ")
        L += [f'   <polyline points="{rel}"/>', "  </object>"]
        oid += 1
    L.append(" </objectgroup>")
    L.append(' <objectgroup id="2" name="areas">')
    for a in data["barbarian_areas"]:
        x, y = city_point(a)
        L.append(f'  <object id="{oid}" name={quoteattr(a["id"])} type="area" x="{num(x)}" y="{num(y)}">')
        L += props([("adjacent", "string", ",".join(a["adjacent"])), ("gold", "int", a["gold"]),
                     ("label", "string", a["name"]), ("source", "string", a["source"]),
                     ("status", "string", _status(a["status"])), ("strength", "int", a["strength"])], "   ")
        L += ["   <point/>", "  </object>"]
        oid += 1
    L.append(" </objectgroup>")
    L.append(' <objectgroup id="3" name="cities">')
    for c in data["cities"]:
        x, y = points[c["id"]]
        L.append(f'  <object id="{oid}" name={quoteattr(c["id"])} type="city" x="{num(x)}" y="{num(y)}">')
        L += props([("coastal", "bool", c["coastal"]), ("gold", "int", c["gold"]), ("label", "string", c["name"]),
                     ("region", "string", c["region"]), ("shape", "string", c["shape"]),
                     ("source", "string", c["source"]), ("start", "string", c["start"]),
                     ("status", "string", _status(c["status"]))], "   ")
        L += ["   <point/>", "  </object>"]
        oid += 1
    L.append(" </objectgroup>")
    L.append("</map>")
    return "\n".join(L).replace("@O", str(oid)) + "\n"


def main(out_dir: Path | str | None = None) -> list[Path]:
    """Write the map into ``out_dir`` (default ``maps/``); returns the paths."""
    return write(out_dir, asset_path("maps"), "caesar_xl.tmx", tmx_text())


if __name__ == "__main__":
    cli(__doc__, main, "maps/")
