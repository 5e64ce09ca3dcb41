"""CAESAR! (Seize Rome): the Tiled map against the board data, and the topology read from it."""
import importlib.util
import json
import math
from itertools import combinations
from pathlib import Path

import pytest

from games.core.maps import load_map, point_in_polygon
from games.seize_rome.topology import MAP_PATH, load_topology

ROOT = Path(__file__).resolve().parents[3]   # the project folder

#: the adjacency table of the board (data/caesar_mori.md, section 2.2), written out here on purpose
ADJACENCY = {
    "hispania_ulterior": {"hispania_citerior", "mauritania"},
    "hispania_citerior": {"hispania_ulterior", "gallia"},
    "mauritania": {"hispania_ulterior", "sardinia", "numidia"},
    "sardinia": {"mauritania", "gallia", "sicilia", "italia"},
    "gallia": {"hispania_citerior", "sardinia", "gallia_cisalpina"},
    "numidia": {"mauritania", "sicilia", "africa"},
    "sicilia": {"sardinia", "numidia", "italia", "africa"},
    "italia": {"sardinia", "sicilia", "gallia_cisalpina", "achaia", "macedonia", "dalmatia"},
    "gallia_cisalpina": {"gallia", "italia", "dalmatia"},
    "africa": {"numidia", "sicilia", "achaia", "cyrene"},
    "achaia": {"italia", "africa", "macedonia", "creta"},
    "macedonia": {"italia", "achaia", "dalmatia"},
    "dalmatia": {"italia", "gallia_cisalpina", "macedonia"},
    "cyrene": {"africa", "creta", "aegyptus"},
    "creta": {"achaia", "cyrene", "aegyptus", "asia"},
    "aegyptus": {"cyrene", "creta", "asia", "syria"},
    "asia": {"creta", "aegyptus", "syria"},
    "syria": {"aegyptus", "asia"},
}
#: a few borders in full (id, provinces in the data's order, icon)
SOME_BORDERS = [("b01", ("hispania_ulterior", "hispania_citerior"), "shield"),
                ("b06", ("sardinia", "gallia"), "shield"), ("b11", ("numidia", "africa"), "sword"),
                ("b15", ("italia", "achaia"), "ship"), ("b28", ("aegyptus", "asia"), "ship"),
                ("b30", ("asia", "syria"), "shield")]


def _seg_dist(p, a, b):
    dx, dy = b[0] - a[0], b[1] - a[1]
    t = max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy)))
    return math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy)


def _on_edge(p, poly, eps=1e-6):
    return any(_seg_dist(p, poly[i - 1], poly[i]) < eps for i in range(len(poly)))


@pytest.fixture(scope="module")
def data():
    return load_map(MAP_PATH)


@pytest.fixture(scope="module")
def topo():
    return load_topology()


def test_the_committed_map_is_the_tools_output(tmp_path):
    spec = importlib.util.spec_from_file_location("_make_seize_rome_map", ROOT / "tools" / "make_seize_rome_map.py")
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    first, second = tool.main(tmp_path / "a")[0], tool.main(tmp_path / "b")[0]
    assert first.read_bytes() == second.read_bytes()
    assert MAP_PATH.read_bytes() == first.read_bytes(), "the map is stale: run tools/make_seize_rome_map.py"


def test_the_frame_is_recorded(data):
    assert data.pixel_size == (2000, 1100)
    p = data.properties
    assert (p["lon_min"], p["lon_max"], p["lat_min"], p["lat_max"]) == (-10.0, 42.0, 18.4, 47.0)


def test_provinces_borders_and_icons(topo):
    assert len(topo.provinces) == 18 and len(topo.borders) == 30
    assert [b.id for b in topo.borders] == [f"b{i:02d}" for i in range(1, 31)]
    for icon in ("sword", "shield", "ship"):
        assert sum(b.icon == icon for b in topo.borders) == 10
    assert [b.id for b in topo.borders if b.border_control] == ["b06", "b11", "b28"]
    for bid, provs, icon in SOME_BORDERS:
        assert (topo.border(bid).provinces, topo.border(bid).icon) == (provs, icon)


def test_every_border_as_in_the_data_file(topo):
    data = json.loads((ROOT / "games" / "seize_rome" / "data" / "board.json").read_text(encoding="utf-8"))
    assert [(b["id"], tuple(b["provinces"]), b["icon"], b["border_control"]) for b in data["borders"]] == \
        [(b.id, b.provinces, b.icon, b.border_control) for b in topo.borders]
    assert all(b["status"] and b["source"] for b in data["borders"] + data["provinces"])
    assert [p["id"] for p in data["provinces"]] == list(topo.province_ids)


def test_the_whole_adjacency_table(topo):
    assert {p.id: set(p.neighbours) for p in topo.provinces} == ADJACENCY
    assert sum(len(p.borders) for p in topo.provinces) == 60
    for a, b in combinations(ADJACENCY, 2):
        assert (topo.between(a, b) is not None) == (b in ADJACENCY[a])


def test_spaces_one_per_province_and_two_in_italia(data, topo):
    for p in topo.provinces:
        assert p.spaces == (("senate", "second") if p.id == "italia" else ("bonus",))
    polys = {o.name: o.points for o in data.of_class("province")}
    for s in data.of_class("space"):
        assert point_in_polygon(s.center, polys[s.properties["province"]]), s.name
        # clear of every border space and of the province's edge, so tokens drawn there do not overlap
        assert min(math.dist(s.center, b.point) for b in topo.borders) >= 40, s.name
        assert not _on_edge(s.center, polys[s.properties["province"]], eps=40), s.name


def test_every_border_point_is_on_the_edge_of_exactly_its_two_provinces(data, topo):
    polys = {o.name: o.points for o in data.of_class("province")}
    for b in topo.borders:
        touching = {name for name, poly in polys.items() if _on_edge(b.point, poly)}
        assert touching == set(b.provinces), b.id


def test_polygons_are_disjoint_and_cover_the_frame(data):
    """Each point of the frame is in exactly one province, or in the one area that is no
    province (the Propontis and the Black Sea, where Macedonia and Asia would otherwise meet)."""
    polys = [o.points for o in data.of_class("province")]
    off = [o.points for o in data.of_class("offboard")]
    assert len(off) == 1
    counts = {0: 0, 1: 0}
    for x in range(7, 2000, 20):
        for y in range(3, 1100, 20):
            inside = sum(point_in_polygon((x, y), poly) for poly in polys)
            outside = point_in_polygon((x, y), off[0])
            assert inside + outside == 1, (x, y)
            counts[outside] += 1
    assert counts[1] < counts[0] / 10      # the area off the board is small


def _segments(pts, closed=True):
    """The segments of a polygon (or, ``closed=False``, of a polyline), each as an unordered pair."""
    return {frozenset((tuple(pts[i - 1]), tuple(pts[i]))) for i in range(0 if closed else 1, len(pts))}


def test_only_neighbours_share_an_edge(data, topo):
    """Two provinces that are not neighbours meet at one point at most (as Sardinia and Gallia
    Cisalpina do on the printed board), never along an edge a player would read as a border."""
    segs = {o.name: _segments(o.points) for o in data.of_class("province")}
    for a, b in combinations(sorted(segs), 2):
        shared = segs[a] & segs[b]
        assert bool(shared) == (b in ADJACENCY[a]), (a, b)


def test_the_edges_layer_is_every_shared_edge_once(data):
    """The outlines drawn on the board (layer ``edges``): each names its two provinces and
    lies on both their outlines; together they are every inner edge of the partition."""
    polys = {o.name: o.points for o in data.of_class("province")}
    polys["offboard"] = data.of_class("offboard")[0].points
    drawn = set()
    for e in data.of_class("edge"):
        a, b = e.properties["province_a"], e.properties["province_b"]
        assert e.properties["kind"] in ("land", "sea"), e.name
        segs = _segments(e.points, closed=False)
        assert segs <= _segments(polys[a]) and segs <= _segments(polys[b]), e.name
        assert not segs & drawn, e.name
        drawn |= segs
    inner = set()
    names = sorted(polys)
    for a, b in combinations(names, 2):
        inner |= _segments(polys[a]) & _segments(polys[b])
    assert drawn == inner


def test_spaces_and_borders_are_well_apart(data, topo):
    """Tokens (58 map pixels wide) on border spaces and bonus tokens never overlap."""
    pts = [(b.id, b.point) for b in topo.borders] + [(s.name, s.center) for s in data.of_class("space")]
    for (a, p), (b, q) in combinations(pts, 2):
        assert math.dist(p, q) >= 70, (a, b)


def test_the_graph_is_connected(topo):
    seen, todo = {"italia"}, ["italia"]
    while todo:
        for n in topo.neighbours(todo.pop()):
            if n not in seen:
                seen.add(n)
                todo.append(n)
    assert seen == set(topo.province_ids)
