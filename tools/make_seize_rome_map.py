"""Write the CAESAR! (Seize Rome) map as a Tiled file, deterministically.

    python tools/make_seize_rome_map.py            # writes maps/seize_rome.tmx
    python tools/make_seize_rome_map.py --out DIR  # somewhere else

The board data (18 provinces, 30 border spaces with their icons and the three
Border Control spaces) is read from ``games/seize_rome/data/board.json``; the
geometry is written here. The frame is north-up equirectangular, 2000 x 1100 map
pixels, the board picture's (``tools/make_seize_rome_art.py``): ``x = (lon + 10) /
52 * 2000``, ``y = (47 - lat) / 28.6 * 1100`` (written as map properties).

The provinces split land and sea as on the printed board: over land they follow
the Roman boundaries roughly (the Pyrenees, the Alps, the Rubicon, ...; smoothed),
over the water straight lines split the sea. The outlines are made of *chains*
(``CHAINS``: polylines between junctions, each with the two areas it separates),
so an edge two provinces share is the very same vertices on both sides.
Provinces that are not neighbours meet at one point at most (like Sardinia and
Gallia Cisalpina in the Ligurian Sea). Macedonia and Asia would meet along the
Propontis and the Black Sea: that water and the land north of it are one area
that is no province (``offboard``; the printed board puts a player's supply box
there). Each province's space is a hand-placed point on its land (``SPACES``);
each border space is put on its two provinces' shared edge nearest a hand-placed
point (``BORDERS_AT``) and becomes a vertex of that edge, so it lies exactly on
both outlines.

Layers: ``provinces`` (polygons of class ``province``, name = province id,
``label``, ``abbr``), ``spaces`` (points of class ``space``, one per province
and two in Italia with ``kind`` ``senate`` / ``second``), ``borders`` (points of
class ``border`` named b01..b30 with ``icon``, ``province_a``, ``province_b``,
``border_control``, ``status`` and ``source``), ``edges`` (every shared edge once,
polylines of class ``edge`` with ``kind`` ``land`` or ``sea`` and the two areas,
for drawing) and ``offboard`` (one polygon of class ``offboard``).

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

GAME = ROOT / "games" / "seize_rome"
DATA = GAME / "data" / "board.json"

WIDTH, HEIGHT = 2000, 1100
TILE = 50
LON0, LON1, LAT0, LAT1 = -10.0, 42.0, 18.4, 47.0

#: The outlines, as chains of (longitude, latitude) between junctions. A chain is
#: ``(kind, left, right, points)``: ``kind`` is ``land`` (a boundary over land, smoothed),
#: ``sea`` (a straight line over the water, as the printed board splits the sea) or
#: ``frame`` (the picture's edge); ``left`` and ``right`` are the provinces on either side
#: (``None`` outside the frame, ``"offboard"`` for the area that is no province). Where
#: two provinces are not neighbours they meet at one point only (like Sardinia and Gallia
#: Cisalpina in the Ligurian Sea), never along an edge.
N, S, E, W = LAT1, LAT0, LON1, LON0
Q1, Q2, Q3 = (4.8, 39.8), (7.6, 38.2), (8.8, 43.55)      # corners where four (Q1: five) provinces meet
Q4, Q5 = (22.0, 34.3), (17.5, 35.8)
T1, T2 = (-1.0, 36.4), (11.8, 39.3)                        # a bend; a corner of three
T3, T4, T5 = (25.9, 33.6), (28.5, 34.6), (34.8, 34.3)
T6, T7, T8 = (18.8, 41.5), (13.2, 44.5), (19.3, 39.4)
D0 = (26.2, 40.05)                                          # the mouth of the Dardanelles
C_HU_HC, C_HC_GA, C_HC_GA_B = (-1.65, 37.35), (3.17, 42.45), (-1.75, 43.38)
C_GA_GC, C_GC_IT, C_GC_IT_A = (7.55, 43.78), (10.0, 44.05), (12.45, 44.05)
C_MT_NU, C_NU_AF, C_AF_CY, C_CY_AG = (5.05, 36.75), (8.75, 36.95), (18.9, 30.4), (25.15, 31.6)
C_AG_SY, C_AS_SY, C_DM_MD, C_MD_AC, C_AC_MD_W = (34.25, 31.3), (36.05, 36.75), (19.55, 41.8), (23.0, 39.05), (20.4, 39.3)
C_GC_DM = (13.85, 44.85)
BOSPORUS, BOSPORUS_E = (28.95, 41.1), (29.15, 41.05)
TOP = {"ga_gc": (9.2, N), "gc_dm": (15.8, N), "dm_md": (23.5, N), "md_off": (30.6, N)}
BOTTOM = {"mt_nu": (4.5, S), "nu_af": (7.2, S), "af_cy": (19.0, S), "cy_ag": (25.0, S), "ag_sy": (40.3, S)}
WEST = {"hu_hc": (W, 41.3), "hc_ga": (W, 45.3), "hu_mt": (W, 35.3)}
EAST = {"as_off": (E, 41.7), "as_sy": (E, 39.0)}

CHAINS = {
    # Hispania and Gallia
    "hu_hc": ("land", "hispania_citerior", "hispania_ulterior",
              [WEST["hu_hc"], (-8.7, 41.15), (-7.0, 40.7), (-5.0, 40.0), (-3.5, 38.9), (-2.2, 37.9), C_HU_HC]),
    "hu_hc_sea": ("sea", "hispania_citerior", "hispania_ulterior", [C_HU_HC, (-0.9, 37.45), (0.6, 38.0), Q1]),
    "hu_mt": ("sea", "hispania_ulterior", "mauritania",
              [Q1, (0.2, 37.2), T1, (-3.0, 35.95), (-4.6, 35.95), (-5.6, 35.95), (-6.3, 35.95), WEST["hu_mt"]]),
    "hc_ga_b": ("sea", "gallia", "hispania_citerior", [WEST["hc_ga"], (-5.0, 44.6), C_HC_GA_B]),
    "hc_ga": ("land", "gallia", "hispania_citerior",
              [C_HC_GA_B, (-0.5, 42.8), (1.0, 42.65), (2.5, 42.4), C_HC_GA]),
    "hc_ga_sea": ("sea", "gallia", "hispania_citerior", [C_HC_GA, Q1]),
    "ga_sd": ("sea", "gallia", "sardinia", [Q1, Q3]),
    "ga_gc_sea": ("sea", "gallia", "gallia_cisalpina", [Q3, C_GA_GC]),
    "ga_gc": ("land", "gallia", "gallia_cisalpina",
              [C_GA_GC, (7.0, 44.3), (7.0, 45.0), (7.5, 45.8), (8.5, 46.4), TOP["ga_gc"]]),
    # Italy and the islands
    "gc_it_sea": ("sea", "gallia_cisalpina", "italia", [C_GC_IT, Q3]),
    "gc_it": ("land", "gallia_cisalpina", "italia", [C_GC_IT, (10.8, 44.2), (11.7, 44.0), C_GC_IT_A]),
    "gc_it_sea_a": ("sea", "gallia_cisalpina", "italia", [C_GC_IT_A, T7]),
    "gc_dm_sea": ("sea", "gallia_cisalpina", "dalmatia", [T7, C_GC_DM]),
    "gc_dm": ("land", "gallia_cisalpina", "dalmatia",
              [C_GC_DM, (14.15, 45.25), (14.6, 45.7), (15.3, 46.3), TOP["gc_dm"]]),
    "sd_it": ("sea", "sardinia", "italia", [Q3, (9.75, 42.7), (10.4, 41.2), T2]),
    "sd_sc": ("sea", "sardinia", "sicilia", [T2, Q2]),
    "sd_mt": ("sea", "sardinia", "mauritania", [Q2, Q1]),
    "it_sc": ("sea", "italia", "sicilia", [T2, (14.9, 38.75), (15.35, 38.55), (15.63, 38.22), (15.75, 37.8), Q5]),
    "it_dm": ("sea", "dalmatia", "italia", [T7, (14.0, 43.9), (15.5, 43.0), (17.0, 42.1), T6]),
    "dm_md_sea": ("sea", "dalmatia", "macedonia", [T6, C_DM_MD]),
    "dm_md": ("land", "dalmatia", "macedonia",
              [C_DM_MD, (20.5, 42.6), (21.5, 43.5), (22.6, 44.6), TOP["dm_md"]]),
    "it_md": ("sea", "macedonia", "italia", [T6, T8]),
    "md_ac_sea_w": ("sea", "macedonia", "achaia", [T8, C_AC_MD_W]),
    "md_ac": ("land", "macedonia", "achaia", [C_AC_MD_W, (21.5, 39.3), (22.5, 39.1), C_MD_AC]),
    "md_ac_sea": ("sea", "macedonia", "achaia", [C_MD_AC, (24.3, 39.5), (25.4, 39.95), D0]),
    "it_ac": ("sea", "achaia", "italia", [T8, (18.3, 37.8), Q5]),
    # Africa
    "mt_nu_sea": ("sea", "mauritania", "numidia", [Q2, C_MT_NU]),
    "mt_nu": ("land", "mauritania", "numidia",
              [C_MT_NU, (5.0, 36.0), (5.3, 35.0), (5.5, 33.0), (5.0, 28.0), BOTTOM["mt_nu"]]),
    "nu_sc": ("sea", "numidia", "sicilia", [Q2, C_NU_AF]),
    "nu_af": ("land", "numidia", "africa", [C_NU_AF, (8.4, 35.5), (8.0, 34.0), (7.5, 31.0), BOTTOM["nu_af"]]),
    "sc_af": ("sea", "sicilia", "africa",
              [C_NU_AF, (10.0, 37.55), (11.3, 37.35), (12.3, 36.3), (15.0, 35.4), Q5]),
    "af_ac": ("sea", "achaia", "africa", [Q5, Q4]),
    "af_cy_sea": ("sea", "africa", "cyrene", [Q4, (19.8, 32.6), (19.4, 31.6), C_AF_CY]),
    "af_cy": ("land", "africa", "cyrene", [C_AF_CY, (18.7, 28.0), BOTTOM["af_cy"]]),
    "cy_cr": ("sea", "creta", "cyrene", [Q4, T3]),
    "cy_ag_sea": ("sea", "cyrene", "aegyptus", [T3, C_CY_AG]),
    "cy_ag": ("land", "cyrene", "aegyptus", [C_CY_AG, (25.0, 29.5), (25.0, 22.0), BOTTOM["cy_ag"]]),
    # the Aegean and the East
    "ac_cr": ("sea", "achaia", "creta", [Q4, (23.2, 35.7), (24.6, 37.1), (25.1, 38.4), (25.5, 39.4), D0]),
    "cr_ag": ("sea", "creta", "aegyptus", [T3, T4]),
    "cr_as": ("sea", "creta", "asia", [T4, (27.6, 35.8), (26.6, 37.0), (25.8, 38.3), (25.7, 39.3), D0]),
    "as_ag": ("sea", "asia", "aegyptus", [T4, T5]),
    "ag_sy_sea": ("sea", "aegyptus", "syria", [T5, (34.2, 32.5), C_AG_SY]),
    "ag_sy": ("land", "aegyptus", "syria",
              [C_AG_SY, (34.9, 29.5), (35.4, 26.0), (38.2, 22.0), BOTTOM["ag_sy"]]),
    "as_sy_sea": ("sea", "asia", "syria", [T5, (35.3, 35.6), C_AS_SY]),
    "as_sy": ("land", "asia", "syria", [C_AS_SY, (37.0, 37.3), (38.5, 38.0), (40.5, 38.6), EAST["as_sy"]]),
    # the area that is no province: the Propontis, the Black Sea and the lands north of it
    "md_off_m": ("sea", "macedonia", "offboard", [D0, (26.75, 40.45), (27.6, 40.95), BOSPORUS]),
    "md_off": ("sea", "macedonia", "offboard",
               [BOSPORUS, (28.2, 41.75), (27.9, 42.5), (28.3, 43.3), (28.9, 44.2), (29.9, 45.2), TOP["md_off"]]),
    "as_off_m": ("sea", "offboard", "asia", [D0, (26.9, 40.25), (28.0, 40.45), (29.0, 40.8), BOSPORUS_E]),
    "as_off": ("sea", "asia", "offboard",
               [BOSPORUS_E, (31.5, 41.25), (33.5, 41.95), (35.2, 42.05), (36.5, 41.45), (39.7, 41.0),
                (41.5, 41.4), EAST["as_off"]]),
}
#: the frame's edge from the north-west corner clockwise: (point, owner of the stretch after it)
FRAME = [((W, N), "gallia"), (TOP["ga_gc"], "gallia_cisalpina"), (TOP["gc_dm"], "dalmatia"),
         (TOP["dm_md"], "macedonia"), (TOP["md_off"], "offboard"), ((E, N), "offboard"),
         (EAST["as_off"], "asia"), (EAST["as_sy"], "syria"), ((E, S), "syria"), (BOTTOM["ag_sy"], "aegyptus"),
         (BOTTOM["cy_ag"], "cyrene"), (BOTTOM["af_cy"], "africa"), (BOTTOM["nu_af"], "numidia"),
         (BOTTOM["mt_nu"], "mauritania"), ((W, S), "mauritania"), (WEST["hu_mt"], "hispania_ulterior"),
         (WEST["hu_hc"], "hispania_citerior"), (WEST["hc_ga"], "gallia")]

#: each province's space (Italia: its Senate space, and its second space), on land
SPACES = {
    "hispania_ulterior": (-6.0, 38.3), "hispania_citerior": (-2.6, 41.0), "gallia": (3.0, 45.3),
    "gallia_cisalpina": (9.6, 45.55), "mauritania": (-5.6, 33.3), "numidia": (7.0, 35.75),
    "sardinia": (8.9, 40.05), "sicilia": (13.8, 37.45), "italia": (12.7, 42.1), "africa": (9.9, 35.3),
    "dalmatia": (17.6, 44.2), "macedonia": (22.4, 41.6), "achaia": (22.1, 37.45), "cyrene": (21.8, 32.3),
    "creta": (24.9, 35.25), "aegyptus": (30.6, 30.0), "asia": (31.0, 39.2), "syria": (37.6, 34.6),
}
ITALIA_SECOND = (15.1, 41.0)

#: where each border space goes (it is put on the nearest point of its two provinces' edge)
BORDERS_AT = {
    "b01": (-5.0, 40.0), "b02": (-3.0, 35.95), "b03": (0.5, 42.75), "b04": (6.2, 39.0), "b05": (5.2, 35.3),
    "b06": (6.8, 41.7), "b07": (10.7, 38.95), "b08": (10.1, 41.9), "b09": (7.0, 44.9), "b10": (8.2, 37.6),
    "b11": (8.0, 33.4), "b12": (15.35, 38.55), "b13": (12.0, 36.6), "b14": (11.5, 44.05), "b15": (18.4, 38.0),
    "b16": (19.0, 40.6), "b17": (15.8, 42.8), "b18": (14.7, 45.9), "b19": (19.8, 35.1), "b20": (18.8, 28.8),
    "b21": (21.5, 39.3), "b22": (24.7, 37.3), "b23": (20.9, 43.0), "b24": (23.0, 34.12), "b25": (25.0, 29.6),
    "b26": (27.2, 34.1), "b27": (27.0, 36.5), "b28": (31.6, 34.45), "b29": (34.6, 29.9), "b30": (37.6, 37.6),
}
#: a border space keeps this many map pixels from the junctions at the ends of its edge
JUNCTION_CLEARANCE = 30
#: corner cutting (Chaikin) rounds applied to the land boundaries
SMOOTHING = 2


def to_map(lon: float, lat: float) -> tuple[float, float]:
    """Longitude and latitude to map pixels of the north-up frame.

    >>> to_map(-10, 47), to_map(42, 18.4)
    ((0.0, 0.0), (2000.0, 1100.0))
    """
    return ((lon - LON0) / (LON1 - LON0) * WIDTH, (LAT1 - lat) / (LAT1 - LAT0) * HEIGHT)


def _px(p) -> tuple[int, int]:
    x, y = to_map(*p)
    return (round(x), round(y))


def smooth(pts: list, rounds: int = SMOOTHING) -> list:
    """Chaikin's corner cutting; the two ends stay where they are.

    >>> smooth([(0, 0), (4, 0), (4, 4)], 1)
    [(0, 0), (3.0, 0.0), (4.0, 1.0), (4, 4)]
    """
    for _ in range(rounds):
        if len(pts) < 3:
            return pts
        out = [pts[0]]
        for k, ((ax, ay), (bx, by)) in enumerate(zip(pts, pts[1:])):
            if k > 0:
                out.append((0.75 * ax + 0.25 * bx, 0.75 * ay + 0.25 * by))
            if k < len(pts) - 2:
                out.append((0.25 * ax + 0.75 * bx, 0.25 * ay + 0.75 * by))
        out.append(pts[-1])
        pts = out
    return pts


def _dedupe(pts: list) -> list:
    out = [pts[0]]
    for p in pts[1:]:
        if p != out[-1]:
            out.append(p)
    return out


def chains_px() -> dict[str, tuple[str, str, str, list[tuple[int, int]]]]:
    """Every chain in whole map pixels (land boundaries smoothed), the frame's stretches included."""
    out = {}
    for name, (kind, a, b, pts) in CHAINS.items():
        px = [to_map(*p) for p in pts]
        if kind == "land":
            px = smooth(px)
        px = [(round(x), round(y)) for x, y in px]
        out[name] = (kind, a, b, _dedupe(px))
    n = len(FRAME)
    for i, (p, owner) in enumerate(FRAME):
        out[f"frame{i:02d}"] = ("frame", owner, None, [_px(p), _px(FRAME[(i + 1) % n][0])])
    return out


def _nearest_on(pts, q):
    """(distance, segment index, point) of the point of polyline ``pts`` nearest ``q``."""
    best = None
    for i in range(len(pts) - 1):
        (ax, ay), (bx, by) = pts[i], pts[i + 1]
        dx, dy = bx - ax, by - ay
        t = max(0.0, min(1.0, ((q[0] - ax) * dx + (q[1] - ay) * dy) / (dx * dx + dy * dy)))
        p = (ax + t * dx, ay + t * dy)
        d = ((p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2) ** 0.5
        if best is None or d < best[0]:
            best = (d, i, p)
    return best


def place_border(chains: dict, a: str, b: str, target) -> tuple[int, int]:
    """Put a border space on the edge between ``a`` and ``b`` nearest ``target`` (lon, lat):
    the point (whole pixels) becomes a vertex of that edge, so it lies on both outlines."""
    q = to_map(*target)
    found = []
    for name, (_kind, l, r, pts) in chains.items():
        if {l, r} == {a, b}:
            d, i, p = _nearest_on(pts, q)
            found.append((d, name, i, p))
    assert found, f"{a} and {b} share no edge"
    d, name, i, p = min(found)
    pts = chains[name][3]
    p = (round(p[0]), round(p[1]))
    for end in (pts[0], pts[-1]):
        assert ((p[0] - end[0]) ** 2 + (p[1] - end[1]) ** 2) ** 0.5 >= JUNCTION_CLEARANCE, \
            f"the border {a}-{b} at {target} is too near a junction"
    if p not in pts:
        pts.insert(i + 1, p)
    return p


def ring(chains: dict, pid: str) -> list[tuple[int, int]]:
    """The outline of ``pid``: its chains linked end to end into one closed ring (clockwise on screen)."""
    mine = [list(pts) for kind, a, b, pts in chains.values() if pid in (a, b)]
    assert mine, pid
    loop = mine.pop(0)
    while mine:
        for k, c in enumerate(mine):
            if c[0] == loop[-1]:
                loop += c[1:]
            elif c[-1] == loop[-1]:
                loop += c[-2::-1]
            else:
                continue
            mine.pop(k)
            break
        else:
            raise AssertionError(f"{pid}: its outline does not close at {loop[-1]}")
    assert loop[0] == loop[-1], f"{pid}: its outline does not close"
    loop = loop[:-1]
    assert len(set(loop)) == len(loop), f"{pid}: its outline touches itself"
    area = sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in zip(loop, loop[1:] + loop[:1]))
    return loop if area > 0 else loop[::-1]


def _inside(poly, p) -> bool:
    x, y = p
    inside = False
    for (x0, y0), (x1, y1) in zip(poly, poly[1:] + poly[:1]):
        if (y0 > y) != (y1 > y) and x < x0 + (y - y0) * (x1 - x0) / (y1 - y0):
            inside = not inside
    return inside


def build() -> dict:
    """Every object of the map: provinces (outline), spaces, border points and edges, checked."""
    data = json.loads(DATA.read_text(encoding="utf-8"))
    chains = chains_px()
    borders = []
    for b in data["borders"]:
        a, c = b["provinces"]
        borders.append((b, place_border(chains, a, c, BORDERS_AT[b["id"]])))
    provinces, spaces = [], []
    for p in data["provinces"]:
        pid = p["id"]
        poly = ring(chains, pid)
        provinces.append((p, poly))
        here = [("senate", SPACES[pid]), ("second", ITALIA_SECOND)] if pid == "italia" else [("bonus", SPACES[pid])]
        for kind, at in here:
            pt = _px(at)
            assert _inside(poly, pt), f"{pid}: its space {at} is not inside it"
            spaces.append((pid, kind, pt))
    edges = [(name, kind, a, b, pts) for name, (kind, a, b, pts) in chains.items() if kind != "frame"]
    return {"provinces": provinces, "spaces": spaces, "borders": borders, "edges": edges,
            "offboard": ring(chains, "offboard")}


def tmx_text() -> str:
    """The whole ``seize_rome.tmx`` as text."""
    objs = build()
    oid = 1
    L = ['<?xml version="1.0" encoding="UTF-8"?>',
         f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" '
         f'width="{WIDTH // TILE}" height="{HEIGHT // TILE}" tilewidth="{TILE}" tileheight="{TILE}" infinite="0" '
         f'backgroundcolor="#4a7a9a" nextlayerid="7" nextobjectid="@O">']
    L += props([("frame", "string", "equirectangular, north up"),
                 ("lat_max", "float", LAT1), ("lat_min", "float", LAT0),
                 ("lon_max", "float", LON1), ("lon_min", "float", LON0),
                 ("title", "string", "CAESAR! Seize Rome in 20 Minutes")], " ")
    # the board picture (tools/make_seize_rome_art.py) in the same frame, one map pixel per image pixel
    L.append(' <imagelayer id="4" name="background">')
    L.append(f'  <image source="../art/seize_rome/board.png" width="{WIDTH}" height="{HEIGHT}"/>')
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
    # the outlines once each, for drawing: strong over land, faint over the sea
    L.append(' <objectgroup id="5" name="edges">')
    for name, kind, a, b, pts in objs["edges"]:
        x0, y0 = pts[0]
        rel = " ".join(f"{num(x - x0)},{num(y - y0)}" for x, y in pts)
        L.append(f'  <object id="{oid}" name={quoteattr(name)} type="edge" x="{num(x0)}" y="{num(y0)}">')
        L += props([("kind", "string", kind), ("province_a", "string", a), ("province_b", "string", b)], "   ")
        L += [f'   <polyline points="{rel}"/>', "  </object>"]
        oid += 1
    L.append(" </objectgroup>")
    # the part of the frame that is no province (the Propontis, the Black Sea and beyond)
    L.append(' <objectgroup id="6" name="offboard">')
    pts = objs["offboard"]
    x0, y0 = pts[0]
    rel = " ".join(f"{num(x - x0)},{num(y - y0)}" for x, y in pts)
    L.append(f'  <object id="{oid}" name="offboard" type="offboard" x="{num(x0)}" y="{num(y0)}">')
    L += [f'   <polygon points="{rel}"/>', "  </object>"]
    oid += 1
    L.append(" </objectgroup>")
    L.append("</map>")
    return "\n".join(L).replace("@O", str(oid)) + "\n"


def main(out_dir: Path | str | None = None) -> list[Path]:
    """Write the map into ``out_dir`` (default ``maps/``); returns the paths."""
    return write(out_dir, asset_path("maps"), "seize_rome.tmx", tmx_text())


if __name__ == "__main__":
    cli(__doc__, main, "maps/")
