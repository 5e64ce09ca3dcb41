"""The Tiled map loader (games/core/maps.py) on the committed sample map and on broken copies."""
import math
from pathlib import Path

import pytest

from games.core.errors import LudiError
from games.core.maps import (MapError, Properties, load_map, point_in_polygon, polygon_area,
                             polygon_centroid)
from tests.tool_kit import load_tool

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "maps" / "sample.tmx"


@pytest.fixture(scope="module")
def sample():
    return load_map(SAMPLE)


def test_the_committed_maps_are_the_tools_output(tmp_path):
    tool = load_tool("make_maps")
    first = tool.main(tmp_path / "a")
    second = tool.main(tmp_path / "b")
    assert [p.name for p in first] == ["sample.tmx", "border.tx", "sample_bg.png"]
    for p, q in zip(first, second):
        assert p.read_bytes() == q.read_bytes(), p.name
        committed = ROOT / "maps" / p.name
        assert committed.exists() and committed.read_bytes() == p.read_bytes(), \
            f"maps/{p.name} is stale: run tools/make_maps.py"


def test_map_attributes_and_typed_map_properties(sample):
    assert (sample.width, sample.height, sample.tile_width, sample.tile_height) == (40, 25, 32, 32)
    assert sample.pixel_size == (1280, 800) and sample.orientation == "orthogonal"
    assert dict(sample.properties) == {"players": 4, "sea_moves": 1.5, "title": "Mare Nostrum"}
    assert sample.background == "sample_bg.png" and sample.background_path.exists()
    assert sample.background_color == "#406c8c"


def test_every_shape_kind_is_told_apart(sample):
    kinds = {o.name: o.kind for o in sample.objects}
    assert kinds["Italia"] == "polygon"
    assert kinds["Via Domitia"] == "polyline"
    assert kinds["Fretum Gaditanum"] == "point"
    assert kinds["Alpes"] == "point"                # from the template
    assert kinds["Portus Piraeus"] == "ellipse"
    assert kinds["Mare Nostrum"] == "rectangle"
    assert {o.kind for o in sample.objects} == {"polygon", "polyline", "point", "ellipse", "rectangle"}


def test_positions_are_absolute_with_layer_and_group_offsets(sample):
    tool = load_tool("make_maps")
    provinces = sample.by_name("province")
    for _, name, _, _, outline in tool.PROVINCES:      # the tool wrote them relative to their offsets
        assert provinces[name].points == tuple((float(x), float(y)) for x, y in outline), name
    port = sample.by_name("port")["Portus Piraeus"]     # nested groups east (24, 0) + sea (0, -20)
    assert (port.x, port.y) == (960.0, 470.0)
    assert port.contains(port.center) and not port.contains((960.0, 470.0))  # a corner is outside
    route = sample.by_name("route")["Via Domitia"]
    assert route.points == tuple((float(x), float(y)) for x, y in tool.ROUTE[1])


def test_rotation_is_applied_around_the_object_origin(sample):
    card = sample.by_name()["Cartouche"]
    assert card.rotation == 20.0 and card.points[0] == (1000.0, 560.0)
    t = math.radians(20)
    expected = (1000 + 200 * math.cos(t) - 80 * math.sin(t), 560 + 200 * math.sin(t) + 80 * math.cos(t))
    assert card.points[2] == pytest.approx(expected)
    assert card.area == pytest.approx(200 * 80)
    # a point inside the unturned box but outside the turned one, and the reverse
    assert not card.contains((1195, 565)) and card.contains((1150, 680))
    seal = sample.by_name()["Sigillum"]
    assert seal.kind == "ellipse" and seal.rotation == -30.0
    cx, cy = seal.center
    along = (cx + 40 * math.cos(math.radians(-30)), cy + 40 * math.sin(math.radians(-30)))
    across = (cx + 40 * math.cos(math.radians(60)), cy + 40 * math.sin(math.radians(60)))
    assert seal.contains(along) and not seal.contains(across)


def test_nested_groups_and_layers_of_the_same_name_are_all_kept(sample):
    groups = [layer.group for layer in sample.layers]
    assert groups == [("provinces",), ("west", "provinces"), ("east", "provinces"), ("east", "sea", "ports"),
                      ("borders",), ("routes",)]
    assert [o.name for o in sample.in_layer("provinces")] == ["Italia", "Africa", "Hispania", "Gallia",
                                                             "Graecia", "Asia"]
    assert [o.name for o in sample.in_layer(("west", "provinces"))] == ["Hispania", "Gallia"]
    assert sample.by_name()["Portus Piraeus"].group == ("east", "sea", "ports")
    assert sample.by_name()["Portus Piraeus"].layer == "ports"


def test_typed_properties_classes_and_templates(sample):
    italia = sample.by_name("province")["Italia"]
    assert italia.cls == "province"
    assert italia.properties == {"coast": True, "gold": 3, "label": "ITALIA"}
    assert isinstance(italia.properties["gold"], int) and italia.properties["coast"] is True
    gallia = sample.by_name("province")["Gallia"]
    assert gallia.properties["coast"] is False
    alpes = sample.by_name("border")["Alpes"]             # template gives class, shape, cost and kind
    assert alpes.template == "border.tx" and alpes.cls == "border"
    assert dict(alpes.properties) == {"a": "Gallia", "b": "Italia", "cost": 1, "kind": "land"}
    siculum = sample.by_name("border")["Fretum Siculum"]  # the instance overrides the template's kind
    assert siculum.properties["kind"] == "sea" and siculum.properties["cost"] == 1
    with pytest.raises(TypeError):
        italia.properties["gold"] = 4                      # immutable data
    with pytest.raises(AttributeError):
        italia.name = "Roma"
    assert hash(italia) == hash(sample.by_name("province")["Italia"])


def test_topology_helpers(sample):
    graph = sample.adjacency("border", nodes="province")
    assert graph["Italia"] == {"Gallia", "Africa", "Graecia"}
    assert graph["Asia"] == {"Graecia"}
    assert all(a in graph[b] for a in graph for b in graph[a])       # symmetric
    assert [o.name for o in sample.of_class("province")] == ["Italia", "Africa", "Hispania", "Gallia",
                                                            "Graecia", "Asia"]
    assert sample.object_at((700, 400), cls="province").name == "Italia"
    assert sample.object_at((700, 296), radius=6, cls="border").name == "Alpes"
    assert sample.object_at((30, 30)) is None
    for p in sample.of_class("province"):                 # the centre of every province lies inside it
        assert p.contains(p.center), p.name
        assert p.area == pytest.approx(polygon_area(p.points)) and p.area > 10000
    assert sample.get(14).name == "Via Domitia"


def test_geometry():
    tri = ((0, 0), (6, 0), (0, 6))
    assert polygon_area(tri) == polygon_area(tuple(reversed(tri))) == 18.0
    assert polygon_centroid(tri) == (2.0, 2.0)
    notch = ((0, 0), (10, 0), (10, 10), (5, 2), (0, 10))   # concave
    assert point_in_polygon((1, 5), notch) and not point_in_polygon((5, 5), notch)
    assert Properties({"a": 1}) == {"a": 1} and hash(Properties({"a": 1})) == hash(Properties({"a": 1}))


# ----- broken copies: the error names the file and the object -----------------------------------------

def _broken(tmp_path, old, new, name="broken.tmx"):
    text = SAMPLE.read_text(encoding="utf-8")
    assert old in text, old
    p = tmp_path / name
    p.write_text(text.replace(old, new, 1), encoding="utf-8")
    (tmp_path / "border.tx").write_bytes((SAMPLE.parent / "border.tx").read_bytes())
    return p


@pytest.mark.parametrize("old,new,obj", [
    ('<property name="gold" type="int" value="3"/>', '<property name="gold" type="int" value="three"/>',
     "object 1 'Italia'"),
    ('name="Gallia" type="province" x="366"', 'name="Gallia" type="province" x="west"', "object 4 'Gallia'"),
    ('<polygon points="0,0 340,-40 720,-20 820,60 800,130 20,130"/>', '<polygon points="0,0 340,-40"/>',
     "object 2 'Africa'"),
    ('<property name="label" value="ASIA"/>', '<property name="name" value="ASIA"/>', "object 6 'Asia'"),
    ('template="border.tx" name="Pyrenaei"', 'template="missing.tx" name="Pyrenaei"', "object 9 'Pyrenaei'"),
    ('<object id="15" name="Mare Nostrum"', '<object id="14" name="Mare Nostrum"', "object 14 'Mare Nostrum'"),
])
def test_errors_name_the_file_and_the_object(tmp_path, old, new, obj):
    p = _broken(tmp_path, old, new)
    with pytest.raises(MapError) as info:
        load_map(p)
    err = info.value
    assert isinstance(err, ValueError) and isinstance(err, LudiError)
    assert err.object == obj and Path(err.file).name == "broken.tmx"
    assert "broken.tmx" in str(err) and obj in str(err)
    assert "broken.tmx" in err.msg.render("ja") and obj in err.msg.render("ja")


def test_unreadable_files(tmp_path):
    with pytest.raises(MapError, match="nothing.tmx"):
        load_map(tmp_path / "nothing.tmx")
    bad = _broken(tmp_path, "</map>", "", "cut.tmx")
    with pytest.raises(MapError, match="cut.tmx"):
        load_map(bad)
    other = tmp_path / "other.tmx"
    other.write_text("<tileset/>", encoding="utf-8")
    with pytest.raises(MapError, match="other.tmx"):
        load_map(other)


def test_adjacency_names_the_border_that_names_no_province(tmp_path):
    p = _broken(tmp_path, '<property name="b" value="Asia"/>', '<property name="b" value="Persia"/>')
    m = load_map(p)
    with pytest.raises(MapError) as info:
        m.adjacency("border", nodes="province")
    assert info.value.object == "object 13 'Hellespontus'" and "Persia" in str(info.value)


def test_tile_objects_the_1_9_class_attribute_and_hidden_layers(tmp_path):
    p = tmp_path / "small.tmx"
    p.write_text('''<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" width="4" height="4" tilewidth="16" tileheight="16">
 <objectgroup id="1" name="tokens">
  <object id="1" name="legion" class="unit" gid="1" x="10" y="50" width="32" height="32"/>
 </objectgroup>
 <objectgroup id="2" name="hidden" visible="0">
  <object id="2" name="ghost" type="unit" x="0" y="0" width="64" height="64"/>
 </objectgroup>
</map>
''', encoding="utf-8")
    m = load_map(p)
    legion, ghost = m.objects
    assert legion.cls == "unit" and legion.kind == "rectangle"
    assert (legion.x, legion.y) == (10.0, 18.0) and legion.bounds == (10.0, 18.0, 42.0, 50.0)  # anchored bottom-left
    assert not ghost.visible and m.layers[1].visible is False
    assert m.object_at((5, 5)) is None and m.object_at((20, 40)).name == "legion"
