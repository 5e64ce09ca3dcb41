"""Map topology from Tiled ``.tmx`` files, read without pygame.

The map games keep one source of truth per map: a real Tiled file under
``maps/``. The board scene draws it through pytmx (which imports pygame);
the engine reads the same file here with the standard library, taking only
what the rules need: object layers with each object's id, name, class
(``type``), position, polygon and custom properties.

>>> import io
>>> tmx = '''<map version="1.10" orientation="orthogonal" width="2" height="2"
...  tilewidth="32" tileheight="32"><objectgroup id="1" name="provinces">
...  <object id="3" name="Italia" type="province" x="10" y="20">
...   <properties><property name="gold" type="int" value="2"/></properties>
...   <polygon points="0,0 5,0 5,5"/></object></objectgroup></map>'''
>>> m = TiledMap.parse(io.StringIO(tmx))
>>> obj = m.layer("provinces")[0]
>>> obj.name, obj.type, obj.properties["gold"], obj.points[1]
('Italia', 'province', 2, (15.0, 20.0))
"""
from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any


@dataclass(frozen=True)
class MapObject:
    """One Tiled object: polygon points are absolute (object position added)."""

    id: int
    name: str
    type: str
    x: float
    y: float
    width: float = 0.0
    height: float = 0.0
    points: tuple[tuple[float, float], ...] = ()
    properties: dict = field(default_factory=dict, hash=False, compare=False)


def _convert(kind: str, value: str) -> Any:
    if kind == "int" or kind == "object":
        return int(value)
    if kind == "float":
        return float(value)
    if kind == "bool":
        return value == "true"
    return value


def _properties(elem: ET.Element) -> dict:
    out = {}
    props = elem.find("properties")
    if props is not None:
        for p in props.findall("property"):
            value = p.get("value")
            if value is None:
                value = p.text or ""
            out[p.get("name")] = _convert(p.get("type", "string"), value)
    return out


class TiledMap:
    """The object layers and map properties of a ``.tmx`` file."""

    def __init__(self, width: int, height: int, tile_w: int, tile_h: int,
                 properties: dict, layers: dict[str, list[MapObject]]):
        self.width, self.height = width, height
        self.tile_w, self.tile_h = tile_w, tile_h
        self.properties = properties
        self.layers = layers

    @staticmethod
    def parse(source: str | Path | IO) -> "TiledMap":
        """Read a TMX file (path or file object). Raises ``ValueError`` if it is not one."""
        try:
            root = ET.parse(source).getroot()
        except ET.ParseError as exc:
            raise ValueError(f"not a Tiled map: {exc}") from None
        if root.tag != "map":
            raise ValueError("not a Tiled map: the root element is not <map>")
        layers: dict[str, list[MapObject]] = {}
        for group in root.iter("objectgroup"):
            objs = []
            for o in group.findall("object"):
                x, y = float(o.get("x", 0)), float(o.get("y", 0))
                pts: tuple = ()
                poly = o.find("polygon")
                if poly is None:
                    poly = o.find("polyline")
                if poly is not None:
                    pts = tuple((x + float(a), y + float(b))
                                for a, b in (p.split(",") for p in poly.get("points", "").split()))
                objs.append(MapObject(int(o.get("id", 0)), o.get("name", ""),
                                      o.get("type") or o.get("class") or "", x, y,
                                      float(o.get("width", 0)), float(o.get("height", 0)), pts,
                                      _properties(o)))
            layers[group.get("name", "")] = objs
        return TiledMap(int(root.get("width", 0)), int(root.get("height", 0)),
                        int(root.get("tilewidth", 0)), int(root.get("tileheight", 0)),
                        _properties(root), layers)

    def layer(self, name: str) -> list[MapObject]:
        """The objects of the layer called ``name`` (``KeyError`` if none)."""
        return self.layers[name]

    def by_name(self, layer: str) -> dict[str, MapObject]:
        """The objects of a layer keyed by name."""
        return {o.name: o for o in self.layers[layer]}
