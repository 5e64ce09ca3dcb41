"""Write the suite's sample Tiled map into ``maps/``, deterministically.

    python tools/make_maps.py            # writes maps/sample.tmx, maps/border.tx, maps/sample_bg.png
    python tools/make_maps.py --out DIR  # somewhere else

Writes ``sample.tmx`` (a Tiled 1.10 map, TMX 1.10), the object template
``border.tx`` it uses and its background picture ``sample_bg.png`` (kept beside the
sample, the only map that uses it). The sample
is a small province map for the map games' loader and board view:

- six provinces (class ``province``, polygons with ``gold`` and ``coast``
  properties) in three layers all called ``provinces``: one at the top with an
  offset, one in the group ``west`` (with its own offset) and one in the group
  ``east``;
- a harbour (ellipse, class ``port``) in the group ``east/sea`` (nested groups);
- border spaces (points, class ``border``) naming the two provinces they join
  in the properties ``a`` and ``b``; most come from the template ``border.tx``;
- a route (polyline, class ``route``), a sea rectangle and a turned cartouche
  (rectangle rotated 20 degrees) and a turned ellipse (the legend).

The same input always gives the same bytes (a test checks the committed files).
Coordinates are written relative to their layer and group offsets, as Tiled does.
"""
from __future__ import annotations

import argparse
import math
import os
import sys
from pathlib import Path
from xml.sax.saxutils import quoteattr

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
from games.core.assets import asset_path  # noqa: E402
from tools.tmx_kit import num  # noqa: E402
from tools.say import run, written  # noqa: E402
from tools.tmx_kit import props as tmx_props  # noqa: E402

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

TILE = 32
COLS, ROWS = 40, 25                     # 1280 x 800 pixels

#: layer offsets (added by Tiled to every object position in the layer)
TOP_OFFSET = (8, 4)
WEST_OFFSET = (-16, 12)                 # the group "west"
EAST_OFFSET = (24, 0)                   # the group "east"
SEA_OFFSET = (0, -20)                   # the group "east/sea", inside "east"

#: provinces: (layer, name, gold, coast, absolute outline)
PROVINCES = [
    ("top", "Italia", 3, True, [(640, 300), (760, 290), (800, 380), (880, 470), (850, 560), (770, 500),
                                (700, 420), (640, 380)]),
    ("top", "Africa", 2, True, [(180, 640), (520, 600), (900, 620), (1000, 700), (980, 770), (200, 770)]),
    ("west", "Hispania", 2, True, [(90, 190), (330, 170), (410, 260), (380, 430), (200, 460), (100, 380)]),
    ("west", "Gallia", 1, False, [(350, 70), (560, 50), (700, 150), (760, 280), (640, 300), (420, 260),
                                  (340, 170)]),
    ("east", "Graecia", 2, True, [(900, 300), (1030, 290), (1060, 380), (1000, 500), (930, 470), (880, 380)]),
    ("east", "Asia", 1, True, [(1060, 200), (1230, 190), (1250, 470), (1110, 520), (1060, 380)]),
]

#: border spaces: (name, province a, province b, kind, absolute point); "template" marks template use
BORDERS = [
    ("Alpes", "Gallia", "Italia", "land", (700, 295), True),
    ("Pyrenaei", "Hispania", "Gallia", "land", (380, 215), True),
    ("Fretum Gaditanum", "Hispania", "Africa", "sea", (250, 530), False),
    ("Fretum Siculum", "Italia", "Africa", "sea", (840, 590), True),
    ("Mare Ionium", "Italia", "Graecia", "sea", (890, 420), True),
    ("Hellespontus", "Graecia", "Asia", "sea", (1060, 300), True),
]

ROUTE = ("Via Domitia", [(200, 330), (380, 240), (520, 200), (690, 320), (760, 420)])
SEA = ("Mare Nostrum", (420, 470, 440, 120))              # x, y, w, h
LEGEND = ("Cartouche", (1000, 560, 200, 80), 20.0)         # x, y, w, h, rotation
SEAL = ("Sigillum", (60, 600, 90, 60), -30.0)              # an ellipse, turned
HARBOUR = ("Portus Piraeus", (960, 470, 60, 36))           # ellipse, in east/sea

COLOURS = {"sea": (64, 108, 140), "sea_light": (92, 140, 170), "land": (214, 196, 150),
           "land_dark": (168, 146, 98), "grid": (80, 124, 154)}


class _Ids:
    def __init__(self):
        self.obj = 1
        self.layer = 1

    def next_obj(self) -> int:
        self.obj += 1
        return self.obj - 1

    def next_layer(self) -> int:
        self.layer += 1
        return self.layer - 1


def _polygon(ids: _Ids, name: str, cls: str, pts, off, props, tag: str = "polygon") -> list[str]:
    x0, y0 = pts[0]
    rel = " ".join(f"{num(x - x0)},{num(y - y0)}" for x, y in pts)
    head = (f'  <object id="{ids.next_obj()}" name={quoteattr(name)} type="{cls}" '
            f'x="{num(x0 - off[0])}" y="{num(y0 - off[1])}">')
    return [head] + tmx_props(props, "   ") + [f'   <{tag} points="{rel}"/>', "  </object>"]


def _province_layer(ids: _Ids, layer: str, off) -> list[str]:
    out = []
    for lay, name, gold, coast, pts in PROVINCES:
        if lay == layer:
            out += _polygon(ids, name, "province", pts, off,
                            [("coast", "bool", coast), ("gold", "int", gold), ("label", "string", name.upper())])
    return out


def tmx_text() -> str:
    """The whole ``sample.tmx`` as text."""
    ids = _Ids()
    L: list[str] = ['<?xml version="1.0" encoding="UTF-8"?>',
                    f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" '
                    f'width="{COLS}" height="{ROWS}" tilewidth="{TILE}" tileheight="{TILE}" infinite="0" '
                    f'backgroundcolor="#406c8c" nextlayerid="@L" nextobjectid="@O">']
    L += tmx_props([("players", "int", 4), ("sea_moves", "float", 1.5), ("title", "string", "Mare Nostrum")], " ")
    L += [f' <imagelayer id="{ids.next_layer()}" name="background">',
          f'  <image source="sample_bg.png" width="{COLS * TILE}" height="{ROWS * TILE}"/>',
          " </imagelayer>"]
    # the top layer "provinces", with its own offset
    L.append(f' <objectgroup id="{ids.next_layer()}" name="provinces" offsetx="{TOP_OFFSET[0]}" '
             f'offsety="{TOP_OFFSET[1]}">')
    L += _province_layer(ids, "top", TOP_OFFSET)
    L.append(" </objectgroup>")
    # group "west" with a layer of the same name
    L.append(f' <group id="{ids.next_layer()}" name="west" offsetx="{WEST_OFFSET[0]}" offsety="{WEST_OFFSET[1]}">')
    L.append(f'  <objectgroup id="{ids.next_layer()}" name="provinces">')
    L += [" " + s for s in _province_layer(ids, "west", WEST_OFFSET)]
    L += ["  </objectgroup>", " </group>"]
    # group "east" with provinces and the nested group "sea"
    L.append(f' <group id="{ids.next_layer()}" name="east" offsetx="{EAST_OFFSET[0]}" offsety="{EAST_OFFSET[1]}">')
    L.append(f'  <objectgroup id="{ids.next_layer()}" name="provinces">')
    L += [" " + s for s in _province_layer(ids, "east", EAST_OFFSET)]
    L.append("  </objectgroup>")
    sea_off = (EAST_OFFSET[0] + SEA_OFFSET[0], EAST_OFFSET[1] + SEA_OFFSET[1])
    L.append(f'  <group id="{ids.next_layer()}" name="sea" offsetx="{SEA_OFFSET[0]}" offsety="{SEA_OFFSET[1]}">')
    L.append(f'   <objectgroup id="{ids.next_layer()}" name="ports">')
    name, (x, y, w, h) = HARBOUR
    L += [f'    <object id="{ids.next_obj()}" name={quoteattr(name)} type="port" x="{num(x - sea_off[0])}" '
          f'y="{num(y - sea_off[1])}" width="{num(w)}" height="{num(h)}">']
    L += tmx_props([("province", "string", "Graecia")], "     ")
    L += ["     <ellipse/>", "    </object>", "   </objectgroup>", "  </group>", " </group>"]
    # border spaces, most from the template
    L.append(f' <objectgroup id="{ids.next_layer()}" name="borders">')
    for name, a, b, kind, (x, y), templ in BORDERS:
        oid = ids.next_obj()
        if templ:
            L.append(f'  <object id="{oid}" template="border.tx" name={quoteattr(name)} x="{num(x)}" y="{num(y)}">')
            props = [("a", "string", a), ("b", "string", b)] + ([("kind", "string", kind)] if kind != "land" else [])
            L += tmx_props(props, "   ") + ["  </object>"]
        else:
            L.append(f'  <object id="{oid}" name={quoteattr(name)} type="border" x="{num(x)}" y="{num(y)}">')
            L += tmx_props([("a", "string", a), ("b", "string", b), ("cost", "int", 2), ("kind", "string", kind)], "   ")
            L += ["   <point/>", "  </object>"]
    L.append(" </objectgroup>")
    # routes and decorations
    L.append(f' <objectgroup id="{ids.next_layer()}" name="routes">')
    L += _polygon(ids, ROUTE[0], "route", ROUTE[1], (0, 0), [("stages", "int", len(ROUTE[1]) - 1)], "polyline")
    name, (x, y, w, h) = SEA
    L += [f'  <object id="{ids.next_obj()}" name={quoteattr(name)} type="sea" x="{x}" y="{y}" width="{w}" '
          f'height="{h}"/>']
    name, (x, y, w, h), rot = LEGEND
    L += [f'  <object id="{ids.next_obj()}" name={quoteattr(name)} type="legend" x="{x}" y="{y}" width="{w}" '
          f'height="{h}" rotation="{num(rot)}"/>']
    name, (x, y, w, h), rot = SEAL
    L += [f'  <object id="{ids.next_obj()}" name={quoteattr(name)} type="legend" x="{x}" y="{y}" width="{w}" '
          f'height="{h}" rotation="{num(rot)}">', "   <ellipse/>", "  </object>"]
    L.append(" </objectgroup>")
    L.append("</map>")
    text = "\n".join(L) + "\n"
    return text.replace("@L", str(ids.layer)).replace("@O", str(ids.obj))


def template_text() -> str:
    """``border.tx``: a border space (a point of class ``border``, land, cost 1)."""
    L = ['<?xml version="1.0" encoding="UTF-8"?>', "<template>", ' <object type="border">']
    L += tmx_props([("cost", "int", 1), ("kind", "string", "land")], "  ")
    L += ["  <point/>", " </object>", "</template>"]
    return "\n".join(L) + "\n"


def background():
    """The sea, the land under the provinces and a faint grid, as a pygame surface."""
    import pygame
    w, h = COLS * TILE, ROWS * TILE
    surf = pygame.Surface((w, h))
    for y in range(h):                                   # a vertical sea gradient
        t = y / (h - 1)
        c = tuple(round(a + (b - a) * t) for a, b in zip(COLOURS["sea_light"], COLOURS["sea"]))
        pygame.draw.line(surf, c, (0, y), (w - 1, y))
    for x in range(0, w, TILE):
        pygame.draw.line(surf, COLOURS["grid"], (x, 0), (x, h - 1))
    for y in range(0, h, TILE):
        pygame.draw.line(surf, COLOURS["grid"], (0, y), (w - 1, y))
    for _, _, _, _, pts in PROVINCES:
        # the coast: the province grown a little around its centre
        cx = sum(p[0] for p in pts) / len(pts)
        cy = sum(p[1] for p in pts) / len(pts)
        grown = [(cx + (x - cx) * 1.06, cy + (y - cy) * 1.06) for x, y in pts]
        pygame.draw.polygon(surf, COLOURS["land_dark"], grown)
        pygame.draw.polygon(surf, COLOURS["land"], pts)
    for i in range(0, 24):                               # a compass rose in the corner
        a = math.tau * i / 24
        r = 40 if i % 6 == 0 else 20
        pygame.draw.line(surf, COLOURS["sea_light"], (1180, 720), (1180 + r * math.cos(a), 720 + r * math.sin(a)), 2)
    return surf



def main(out_dir: Path | str | None = None) -> list[Path]:
    """Write the maps into ``out_dir`` (default ``maps/``); returns the paths written."""
    import pygame
    out = Path(out_dir) if out_dir is not None else asset_path("maps")
    out.mkdir(parents=True, exist_ok=True)
    paths = []
    for name, text in (("sample.tmx", tmx_text()), ("border.tx", template_text())):
        p = out / name
        p.write_bytes(text.encode("utf-8"))
        paths.append(p)
    p = out / "sample_bg.png"
    pygame.image.save(background(), str(p))
    paths.append(p)
    return paths


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=None, help="output folder (default: maps/)")
    out = ap.parse_args().out
    run(lambda: written(main(out)))
