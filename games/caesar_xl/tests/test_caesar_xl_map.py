"""Caesar XL: the Tiled map against the map data, and the topology read from it."""
import doctest
import importlib.util
import json
from pathlib import Path

import pytest

from games.caesar_xl import topology as topology_module
from games.caesar_xl.topology import MAP_PATH, load_topology, read_topology
from games.core.maps import MapError, load_map

ROOT = Path(__file__).resolve().parents[3]   # the project folder
DATA = ROOT / "games" / "caesar_xl" / "data" / "map.json"

#: a few cities in full from the research file (data/caesar_xl.md, section 5), written out on purpose:
#: id, shape, gold, coastal, start
SOME_CITIES = [("rubicon", "square", 0, False, "caesar"), ("roma", "square", 5, True, "pompey"),
               ("utica", "square", 3, True, "pompey"), ("massilia", "hexagon", 3, True, "caesar"),
               ("alexandria", "circle", 5, True, "neutral"), ("armenia", "circle", 2, False, "neutral"),
               ("gades", "hexagon", 3, True, "neutral"), ("pergamum", "square", 4, True, "pompey")]
#: the Barbarian Invasion Table (section 7), written out on purpose
INVASION = {2: "britanni", 3: "cantabri", 4: "lusitani", 5: "illyrii", 6: "germani", 7: "none",
            8: "daci", 9: "parthi", 10: "gaetuli", 11: "arabes", 12: "roll_twice"}
#: the barbarian areas (section 7): strength, gold, adjacent cities
AREAS = {"britanni": (2, 2, ("durocortorum", "burdigala")), "germani": (4, 3, ("durocortorum", "lugdunum")),
         "cantabri": (2, 1, ("burdigala", "ilerda")), "lusitani": (3, 2, ("corduba", "munda")),
         "illyrii": (2, 1, ("aquileia", "salonae", "dyrrachium")), "daci": (4, 2, ("thracia", "thessalonica")),
         "parthi": (5, 4, ("armenia", "antiochia")), "gaetuli": (2, 1, ("numidia", "mauretania")),
         "arabes": (2, 2, ("hierosolyma", "alexandria"))}


def _tool(name="make_caesar_xl_map"):
    spec = importlib.util.spec_from_file_location(f"_{name}", ROOT / "tools" / f"{name}.py")
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    return tool


@pytest.fixture(scope="module")
def data():
    return json.loads(DATA.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def topo():
    return load_topology()


def test_the_committed_map_is_the_tools_output(tmp_path):
    tool = _tool()
    first, second = tool.main(tmp_path / "a")[0], tool.main(tmp_path / "b")[0]
    assert first.read_bytes() == second.read_bytes()
    assert MAP_PATH.read_bytes() == first.read_bytes(), "the map is stale: run tools/make_caesar_xl_map.py"


def test_the_examples_in_the_docstrings_hold():
    for module in (topology_module, _tool(), _tool("tmx_kit")):
        result = doctest.testmod(module)
        assert result.attempted > 0 and result.failed == 0, module.__name__


def test_the_frame_is_recorded():
    m = load_map(MAP_PATH)
    assert m.pixel_size == (2400, 1500)
    p = m.properties
    assert (p["lon_min"], p["lon_max"], p["lat_min"], p["lat_max"]) == (-10.0, 48.0, 26.0, 54.0)
    assert m.background == "../art/caesar_xl/board.png"


def test_counts_and_total_gold(topo):
    assert len(topo.cities) == 37 and len(topo.routes) == 55 and len(topo.areas) == 9
    assert topo.total_gold == 86
    assert [r.id for r in topo.routes] == [f"r{i:02d}" for i in range(1, 56)]
    assert {c.shape for c in topo.cities} == {"square", "hexagon", "circle"}
    # the five circle cities named in the reports are circles
    assert {c.id for c in topo.cities if c.shape == "circle"} >= {"thracia", "pontus", "armenia", "hierosolyma",
                                                                   "alexandria"}
    # start of the game: Caesar 11 gold, Pompey 26, neutral 49 (section 5)
    held = {s: sum(c.gold for c in topo.cities if c.start == s) for s in ("caesar", "pompey", "neutral")}
    assert held == {"caesar": 11, "pompey": 26, "neutral": 49}


def test_some_cities_in_full(topo):
    for cid, shape, gold, coastal, start in SOME_CITIES:
        c = topo.city(cid)
        assert (c.shape, c.gold, c.coastal, c.start) == (shape, gold, coastal, start), cid
        assert c.name_key == f"caesar_xl.city.{cid}"


def test_every_number_matches_the_data_file(data, topo):
    assert [c["id"] for c in data["cities"]] == list(topo.city_ids)
    for c in data["cities"]:
        city = topo.city(c["id"])
        assert (city.region, city.shape, city.gold, city.coastal, city.start) == \
            (c["region"], c["shape"], c["gold"], c["coastal"], c["start"]), c["id"]
    assert [(r["id"], r["a"], r["b"], r["kind"]) for r in data["routes"]] == \
        [(r.id, r.a, r.b, r.kind) for r in topo.routes]
    assert [a["id"] for a in data["barbarian_areas"]] == list(topo.area_ids)
    for a in data["barbarian_areas"]:
        area = topo.area(a["id"])
        assert (area.strength, area.gold, area.adjacent) == (a["strength"], a["gold"], tuple(a["adjacent"]))
    assert {int(k): v for k, v in data["barbarian_invasion_table"]["rows"].items()} == topo.invasion
    assert data["total_gold"] == topo.total_gold


def test_every_item_carries_its_status_and_source(data):
    for item in data["cities"] + data["routes"] + data["barbarian_areas"] + [data["barbarian_invasion_table"]]:
        assert item["status"] and item["source"], item.get("id")
    for c in data["cities"]:
        assert set(c["status"]) == {"name", "gold", "shape", "start"}, c["id"]
    m = load_map(MAP_PATH)
    for o in m.objects:
        assert o.properties["status"] and o.properties["source"], o.name
    assert m.properties["invasion_status"] == "RECONSTRUCTED"


def test_areas_and_the_invasion_table(topo):
    assert {a.id: (a.strength, a.gold, a.adjacent) for a in topo.areas} == AREAS
    assert topo.invasion == INVASION
    assert sorted(topo.invasion) == list(range(2, 13))
    assert all(v in topo.area_ids or v in ("none", "roll_twice") for v in topo.invasion.values())
    # every area can be rolled exactly once
    assert sorted(v for v in topo.invasion.values() if v in topo.area_ids) == sorted(topo.area_ids)


def test_every_route_joins_two_places_that_exist_and_runs_between_their_points(topo):
    places = {c.id: c.point for c in topo.cities} | {a.id: a.point for a in topo.areas}
    pairs = set()
    for r in topo.routes:
        assert r.a in places and r.b in places and r.a != r.b, r.id
        assert r.points[0] == pytest.approx(places[r.a]) and r.points[-1] == pytest.approx(places[r.b]), r.id
        pairs.add(frozenset((r.a, r.b)))
        assert topo.route_between(r.a, r.b) is r and topo.route_between(r.b, r.a) is r
        assert r.other(r.a) == r.b and r.other(r.b) == r.a
    assert len(pairs) == 55
    # a sea route joins two coastal cities
    for r in topo.routes:
        if r.kind == "sea":
            assert topo.city(r.a).coastal and topo.city(r.b).coastal, r.id
    assert sum(r.kind == "sea" for r in topo.routes) == 11


def test_neighbours_and_coast(topo):
    assert set(topo.neighbours("roma")) == {"rubicon", "vercellae", "brundisium", "messana", "sardinia"}
    assert set(topo.neighbours("utica")) == {"nova_carthago", "sardinia", "messana", "thapsus", "numidia"}
    assert sum(len(topo.neighbours(c)) for c in topo.city_ids) == 2 * 55
    assert topo.route_between("roma", "utica") is None
    coast = topo.coastal()
    assert len(coast) == sum(c.coastal for c in topo.cities) and "roma" in coast and "rubicon" not in coast
    assert all(topo.city(c).coastal for c in coast)


def test_the_graph_is_connected(topo):
    seen, todo = {"roma"}, ["roma"]
    while todo:
        for n in topo.neighbours(todo.pop()):
            if n not in seen:
                seen.add(n)
                todo.append(n)
    assert seen == set(topo.city_ids)


def test_every_place_is_inside_the_frame_and_apart(topo):
    pts = [(c.id, c.point) for c in topo.cities] + [(a.id, a.point) for a in topo.areas]
    for name, (x, y) in pts:
        assert 40 <= x <= 2360 and 40 <= y <= 1460, name
    for i, (n1, p1) in enumerate(pts):
        for n2, p2 in pts[i + 1:]:
            assert (p1[0] - p2[0]) ** 2 + (p1[1] - p2[1]) ** 2 >= 60 ** 2, (n1, n2)


def _broken(tmp_path, old: str, new: str) -> Path:
    text = MAP_PATH.read_text(encoding="utf-8")
    assert old in text
    p = tmp_path / "broken.tmx"
    p.write_text(text.replace(old, new, 1), encoding="utf-8")
    return p


@pytest.mark.parametrize("old,new,what", [
    ('name="b" value="roma"', 'name="b" value="carthago"', "route"),
    ('name="shape" value="square"', 'name="shape" value="triangle"', "shape"),
    ('name="adjacent" value="durocortorum,burdigala"', 'name="adjacent" value="londinium"', "adjacent"),
    ('name="invasion_09" value="parthi"', 'name="invasion_09" value="roma"', "invasion"),
    ('name="kind" value="land"', 'name="kind" value="air"', "kind"),
])
def test_a_broken_map_is_refused(tmp_path, old, new, what):
    with pytest.raises(MapError):
        read_topology(_broken(tmp_path, old, new))
