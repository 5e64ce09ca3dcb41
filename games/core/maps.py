"""Maps made in Tiled, read through pytmx into plain, immutable data.

A map game keeps one source of truth per map: a Tiled ``.tmx`` file (see
``maps/`` and ``tools/make_maps.py``). :func:`load_map` reads it once and
gives a :class:`MapData`: every object with its shape kind (``polygon``,
``polyline``, ``point``, ``ellipse``, ``rectangle``), its absolute position
(the offsets of its layer and of every enclosing group added, its rotation
applied), its class, its typed custom properties and the path of groups it
lies in. Templates (``.tx``) are resolved. Nothing here opens a window or
loads an image: the engine (``rules.py``) and the board read the same data.

This is the one module of ``games/core`` that imports pytmx (which imports
pygame modules when present); pytmx parses every object and its typed
properties, while the nesting of groups, their offsets, the shape kind and
templates, which pytmx 3.32 flattens or ignores, are read from the XML tree
beside it. A broken file raises :class:`MapError` naming the file and the
object.

Geometry helpers are pure Python for the rules:

>>> square = ((0, 0), (4, 0), (4, 4), (0, 4))
>>> point_in_polygon((1, 1), square), point_in_polygon((5, 1), square)
(True, False)
>>> polygon_area(square), polygon_centroid(square)
(16.0, (2.0, 2.0))
"""
from __future__ import annotations

import functools
import logging
import math
import os
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable, Iterator, Mapping

from .errors import LudiError

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def _import_pytmx():
    """pytmx, without pulling in pygame when nothing has imported it yet: pytmx imports
    pygame only for its image loader and types, which this reader does not use, and an
    engine that reads its map (CAESAR!'s) must stay free of pygame."""
    if "pygame" in sys.modules:
        import pytmx                    # (here, not at the top: pytmx would import pygame)
        return pytmx
    quiet = logging.getLogger("pytmx")
    level = quiet.level
    quiet.setLevel(logging.CRITICAL)    # (it would log that it found no pygame)
    sys.modules["pygame"] = None        # makes pytmx's own ``import pygame`` fail (it then goes without)
    try:
        import pytmx                    # (without pygame, for an engine that reads its map)
    finally:
        del sys.modules["pygame"]
        quiet.setLevel(level)
    return pytmx


pytmx = _import_pytmx()  # (the one pytmx import of games/core)

__all__ = ["MapError", "Properties", "MapObject", "MapLayer", "MapData", "load_map",
           "point_in_polygon", "polygon_area", "polygon_centroid", "SHAPES"]

#: the shape kinds a :class:`MapObject` can have
SHAPES = ("polygon", "polyline", "point", "ellipse", "rectangle")

Point = tuple[float, float]


class MapError(LudiError):
    """A map file that cannot be read; the message names the file and the object.

    ``file`` is the file's name, ``object`` a description such as
    ``"object 7 'Italia'"`` (empty when the fault is not in one object).
    """

    def __init__(self, file: str | Path, detail: str, obj: str = ""):
        self.file = str(file)
        self.object = obj
        self.detail = detail
        where = f"{Path(file).name}, {obj}" if obj else Path(file).name
        super().__init__("core.err.map_bad", file=where, detail=detail)


class Properties(Mapping):
    """Custom properties of a Tiled element: a read-only, hashable mapping.

    Values are typed as Tiled declares them (``int``, ``float``, ``bool``,
    ``str`` for string, colour and file; ``object`` properties are object ids;
    class properties are nested :class:`Properties`).

    >>> p = Properties({"gold": 2, "coast": True})
    >>> p["gold"], p.get("missing", 0), len(p), dict(p) == {"gold": 2, "coast": True}
    (2, 0, 2, True)
    """

    __slots__ = ("_d",)
    _d: dict[str, Any]

    def __init__(self, items: Mapping[str, Any] | Iterable[tuple[str, Any]] = ()):
        object.__setattr__(self, "_d", dict(items))

    def __getitem__(self, key: str) -> Any:
        return self._d[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._d)

    def __len__(self) -> int:
        return len(self._d)

    def __hash__(self) -> int:
        return hash(tuple(sorted(self._d.items())))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Mapping) and dict(self.items()) == dict(other.items())

    def __setattr__(self, name, value):
        raise AttributeError("Properties are read-only")

    def __repr__(self) -> str:
        return f"Properties({self._d!r})"


# ----- geometry --------------------------------------------------------------------------

def point_in_polygon(p: Point, poly: Iterable[Point]) -> bool:
    """Whether ``p`` lies inside the polygon (even-odd rule; edges count as inside at the
    lower/left side, as usual for a ray cast)."""
    x, y = p
    pts = list(poly)
    inside = False
    j = len(pts) - 1
    for i in range(len(pts)):
        xi, yi = pts[i]
        xj, yj = pts[j]
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
            inside = not inside
        j = i
    return inside


def _signed_area(pts: list[Point]) -> float:
    return sum(pts[i - 1][0] * pts[i][1] - pts[i][0] * pts[i - 1][1] for i in range(len(pts))) / 2.0


def polygon_area(poly: Iterable[Point]) -> float:
    """The area of a simple polygon (always positive)."""
    return abs(_signed_area(list(poly)))


def polygon_centroid(poly: Iterable[Point]) -> Point:
    """The centre of mass of a simple polygon (the vertex mean when it has no area).

    >>> polygon_centroid(((0, 0), (6, 0), (0, 6)))
    (2.0, 2.0)
    """
    pts = list(poly)
    a = _signed_area(pts)
    if abs(a) < 1e-12:
        return (sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts))
    cx = cy = 0.0
    for i in range(len(pts)):
        (x0, y0), (x1, y1) = pts[i - 1], pts[i]
        cross = x0 * y1 - x1 * y0
        cx += (x0 + x1) * cross
        cy += (y0 + y1) * cross
    return (round(cx / (6 * a), 9) + 0.0, round(cy / (6 * a), 9) + 0.0)


def _rotate(p: Point, origin: Point, degrees: float) -> Point:
    """``p`` turned clockwise on screen (y down) by ``degrees`` around ``origin``, as Tiled does."""
    if not degrees:
        return p
    t = math.radians(degrees)
    c, s = math.cos(t), math.sin(t)
    dx, dy = p[0] - origin[0], p[1] - origin[1]
    return (round(origin[0] + c * dx - s * dy, 6), round(origin[1] + s * dx + c * dy, 6))


def _seg_distance(p: Point, a: Point, b: Point) -> float:
    ax, ay = a
    dx, dy = b[0] - ax, b[1] - ay
    d2 = dx * dx + dy * dy
    t = 0.0 if d2 == 0 else max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / d2))
    return math.hypot(p[0] - (ax + t * dx), p[1] - (ay + t * dy))


# ----- the data --------------------------------------------------------------------------

@dataclass(frozen=True)
class MapObject:
    """One Tiled object, in absolute map pixels.

    ``x, y`` is the object's origin (top-left of a rectangle or ellipse before
    rotation, the point itself, the first reference point of a polygon) with
    every offset added. ``points`` is the outline in absolute coordinates with
    the rotation applied: a polygon's or polyline's vertices, a rectangle's four
    corners, ``((x, y),)`` for a point, and for an ellipse its four bounding
    corners (use :meth:`contains` and :attr:`center` for ellipses). ``group``
    is the path of enclosing group names, ending with the object layer's name.
    """

    id: int
    name: str
    cls: str
    kind: str
    x: float
    y: float
    width: float
    height: float
    rotation: float
    points: tuple[Point, ...]
    properties: Properties
    group: tuple[str, ...]
    template: str = ""
    visible: bool = True

    @property
    def layer(self) -> str:
        """The name of the object layer that holds the object."""
        return self.group[-1] if self.group else ""

    @property
    def center(self) -> Point:
        """The centre: the centroid of a polygon, the middle of a rectangle or ellipse,
        the point itself, the mean of a polyline's vertices."""
        if self.kind == "polygon":
            return polygon_centroid(self.points)
        if self.kind in ("rectangle", "ellipse"):
            return _rotate((self.x + self.width / 2, self.y + self.height / 2), (self.x, self.y), self.rotation)
        if self.kind == "point":
            return (self.x, self.y)
        return (sum(p[0] for p in self.points) / len(self.points),
                sum(p[1] for p in self.points) / len(self.points))

    @property
    def area(self) -> float:
        """The area covered (0 for points and polylines)."""
        if self.kind in ("polygon", "rectangle"):
            return polygon_area(self.points)
        if self.kind == "ellipse":
            return math.pi * self.width * self.height / 4
        return 0.0

    @property
    def bounds(self) -> tuple[float, float, float, float]:
        """``(left, top, right, bottom)`` of the outline."""
        xs = [p[0] for p in self.points]
        ys = [p[1] for p in self.points]
        return (min(xs), min(ys), max(xs), max(ys))

    def contains(self, p: Point, radius: float = 0.0) -> bool:
        """Whether map point ``p`` hits the object: inside a polygon, rectangle or
        ellipse, or within ``radius`` of a point or a polyline.

        >>> o = MapObject(1, "a", "", "point", 5, 5, 0, 0, 0, ((5, 5),), Properties(), ("l",))
        >>> o.contains((6, 5), radius=2), o.contains((9, 5), radius=2)
        (True, False)
        """
        if self.kind in ("polygon", "rectangle"):
            return point_in_polygon(p, self.points) or (
                radius > 0 and any(_seg_distance(p, self.points[i - 1], self.points[i]) <= radius
                                   for i in range(len(self.points))))
        if self.kind == "ellipse":
            if self.width <= 0 or self.height <= 0:
                return False
            local = _rotate(p, (self.x, self.y), -self.rotation)
            rx, ry = self.width / 2, self.height / 2
            dx = (local[0] - self.x - rx) / (rx + radius)
            dy = (local[1] - self.y - ry) / (ry + radius)
            return dx * dx + dy * dy <= 1.0
        if self.kind == "point":
            return math.hypot(p[0] - self.x, p[1] - self.y) <= radius
        return any(_seg_distance(p, self.points[i], self.points[i + 1]) <= radius
                   for i in range(len(self.points) - 1))


@dataclass(frozen=True)
class MapLayer:
    """An object layer: its id, name, group path (ending with its own name), offset, properties."""

    id: int
    name: str
    group: tuple[str, ...]
    offset: Point
    properties: Properties
    visible: bool = True


@dataclass(frozen=True)
class MapData:
    """A whole map: size in pixels, map properties, object layers and objects (file order).

    ``background`` is the image of the first image layer as a path relative to
    the map file ("" if none); :attr:`background_path` resolves it.
    """

    file: str
    width: int
    height: int
    tile_width: int
    tile_height: int
    orientation: str
    properties: Properties
    layers: tuple[MapLayer, ...]
    objects: tuple[MapObject, ...]
    background: str = ""
    background_offset: Point = (0.0, 0.0)
    background_color: str = ""

    @property
    def pixel_size(self) -> tuple[int, int]:
        """``(width, height)`` of the map in pixels."""
        return (self.width * self.tile_width, self.height * self.tile_height)

    @property
    def background_path(self) -> Path | None:
        """The background image's path, or ``None``."""
        return Path(self.file).parent / self.background if self.background else None

    def of_class(self, cls: str) -> tuple[MapObject, ...]:
        """Every object of class (Tiled "class", formerly "type") ``cls``."""
        return tuple(o for o in self.objects if o.cls == cls)

    def in_layer(self, name_or_path: str | tuple[str, ...]) -> tuple[MapObject, ...]:
        """The objects of every layer called ``name`` (or of the layer at a group path
        such as ``("west", "provinces")``); several layers may share a name."""
        if isinstance(name_or_path, str):
            return tuple(o for o in self.objects if o.layer == name_or_path)
        path = tuple(name_or_path)
        return tuple(o for o in self.objects if o.group == path)

    def by_name(self, cls: str | None = None) -> dict[str, MapObject]:
        """Objects (of class ``cls`` if given) keyed by name; a name used twice is an error."""
        out: dict[str, MapObject] = {}
        for o in self.objects:
            if cls is not None and o.cls != cls:
                continue
            if o.name in out:
                raise MapError(self.file, "the name is used twice", _describe(o.id, o.name))
            out[o.name] = o
        return out

    def get(self, object_id: int) -> MapObject:
        """The object with this id (``KeyError`` if none)."""
        for o in self.objects:
            if o.id == object_id:
                return o
        raise KeyError(object_id)

    def adjacency(self, cls: str, keys: tuple[str, ...] = ("a", "b"),
                  nodes: str | None = None) -> dict[str, frozenset[str]]:
        """A neighbour graph from linking objects: every object of class ``cls`` names
        the nodes it joins in its properties ``keys`` (e.g. a border space with
        ``a="Italia"``, ``b="Gallia"``). With ``nodes`` (a class), every object of that
        class is a node (possibly without neighbours) and a name outside it is an error.
        """
        names = {o.name for o in self.of_class(nodes)} if nodes else set()
        graph: dict[str, set[str]] = {n: set() for n in names}
        for o in self.of_class(cls):
            ends = []
            for k in keys:
                v = o.properties.get(k)
                if not isinstance(v, str) or not v:
                    raise MapError(self.file, f"property {k!r} naming a {nodes or 'node'} is missing",
                                   _describe(o.id, o.name))
                if nodes and v not in names:
                    raise MapError(self.file, f"property {k}={v!r} names no {nodes}", _describe(o.id, o.name))
                ends.append(v)
            for a in ends:
                for b in ends:
                    if a != b:
                        graph.setdefault(a, set()).add(b)
        return {k: frozenset(v) for k, v in sorted(graph.items())}

    def object_at(self, p: Point, radius: float = 0.0, cls: str | None = None) -> MapObject | None:
        """The topmost visible object under map point ``p`` (later objects are drawn on top)."""
        for o in reversed(self.objects):
            if o.visible and (cls is None or o.cls == cls) and o.contains(p, radius):
                return o
        return None


# ----- reading -------------------------------------------------------------------------

def _describe(oid: Any, name: Any) -> str:
    return f"object {oid} {name!r}" if name else f"object {oid}"


def _typed(value: Any) -> Any:
    """pytmx's property values made plain and immutable (class values become Properties)."""
    if isinstance(value, (str, int, float, bool)) or value is None:
        return value
    members = {k: _typed(v) for k, v in vars(value).items() if not k.startswith("_")}
    return Properties(members)


class _Reader:
    """One read of one file: the XML tree (structure) beside pytmx (objects and values)."""

    def __init__(self, path: Path):
        self.path = path
        try:
            self.root = ET.parse(path).getroot()
        except FileNotFoundError:
            raise MapError(path, "no such file") from None
        except (ET.ParseError, OSError) as exc:
            raise MapError(path, f"not XML: {exc}") from None
        if self.root.tag != "map":
            raise MapError(path, "the root element is not <map>")
        self.parent = pytmx.TiledMap()          # the owner pytmx objects need; reads nothing
        self.parent.filename = str(path)
        self.templates: dict[str, ET.Element] = {}
        self.layers: list[MapLayer] = []
        self.objects: list[MapObject] = []
        self.background = ""
        self.background_offset: Point = (0.0, 0.0)
        self.ids: set[int] = set()

    def _float(self, elem: ET.Element, key: str, default: float = 0.0, obj: str = "") -> float:
        raw = elem.get(key)
        if raw is None:
            return default
        try:
            return float(raw)
        except ValueError:
            raise MapError(self.path, f"{key}={raw!r} is not a number", obj) from None

    def _offset(self, elem: ET.Element, base: Point) -> Point:
        return (base[0] + self._float(elem, "offsetx"), base[1] + self._float(elem, "offsety"))

    def walk(self, elem: ET.Element, path: tuple[str, ...], offset: Point, visible: bool) -> None:
        for child in elem:
            vis = visible and child.get("visible", "1") != "0"
            if child.tag == "group":
                self.walk(child, path + (child.get("name", ""),), self._offset(child, offset), vis)
            elif child.tag == "objectgroup":
                self.object_layer(child, path, self._offset(child, offset), vis)
            elif child.tag == "imagelayer" and not self.background:
                image = child.find("image")
                source = image.get("source") if image is not None else None
                if source:
                    self.background = source
                    self.background_offset = self._offset(child, offset)

    def object_layer(self, elem: ET.Element, path: tuple[str, ...], offset: Point, visible: bool) -> None:
        name = elem.get("name", "")
        group = path + (name,)
        try:
            props = Properties({k: _typed(v) for k, v in pytmx.pytmx.parse_properties(elem).items()})
        except (TypeError, ValueError, KeyError, AttributeError) as exc:
            raise MapError(self.path, f"bad property: {exc}", f"layer {name!r}") from None
        self.layers.append(MapLayer(int(self._float(elem, "id")), name, group, offset, props, visible))
        for o in elem.findall("object"):
            self.objects.append(self.object(o, group, offset, visible))

    def template(self, source: str, obj: str) -> ET.Element:
        if source not in self.templates:
            tpath = (self.path.parent / source)
            try:
                troot = ET.parse(tpath).getroot()
            except (OSError, ET.ParseError) as exc:
                raise MapError(self.path, f"template {source} cannot be read: {exc}", obj) from None
            tobj = troot.find("object") if troot.tag == "template" else None
            if tobj is None:
                raise MapError(self.path, f"template {source} holds no <object>", obj)
            self.templates[source] = tobj
        return self.templates[source]

    def merged(self, elem: ET.Element, obj: str) -> ET.Element:
        """The object with its template (if any) filled in: the instance's attributes,
        properties and shape win over the template's."""
        source = elem.get("template")
        if not source:
            return elem
        tobj = self.template(source, obj)
        out = ET.Element("object", {**tobj.attrib, **elem.attrib})
        del out.attrib["template"]
        props: dict[str, ET.Element] = {}
        for src in (tobj, elem):
            block = src.find("properties")
            if block is not None:
                for p in block.findall("property"):
                    props[p.get("name", "")] = p
        if props:
            block = ET.SubElement(out, "properties")
            block.extend(props.values())
        shape_src = elem if any(elem.find(t) is not None for t in ("polygon", "polyline", "ellipse", "point", "text")) else tobj
        for child in shape_src:
            if child.tag != "properties":
                out.append(child)
        return out

    def object(self, raw: ET.Element, group: tuple[str, ...], offset: Point, visible: bool) -> MapObject:
        desc = _describe(raw.get("id", "?"), raw.get("name", ""))
        elem = self.merged(raw, desc)
        try:
            t = pytmx.TiledObject(self.parent, elem, self.parent.custom_types)
        except (TypeError, ValueError, KeyError, AttributeError) as exc:
            raise MapError(self.path, f"pytmx cannot read it: {exc}", desc) from None
        if not t.id:
            raise MapError(self.path, "it has no id", desc)
        if t.id in self.ids:
            raise MapError(self.path, "its id is used twice", desc)
        self.ids.add(t.id)
        for key in ("x", "y", "width", "height", "rotation"):
            self._float(elem, key, obj=desc)
        ox, oy = offset
        x, y = float(t.x) + ox, float(t.y) + oy
        w, h, rot = float(elem.get("width", 0) or 0), float(elem.get("height", 0) or 0), float(t.rotation or 0)
        if elem.find("polygon") is not None or elem.find("polyline") is not None:
            kind = "polygon" if t.closed else "polyline"
            if len(t.points) < (3 if t.closed else 2):
                raise MapError(self.path, f"a {kind} needs at least {3 if t.closed else 2} points", desc)
            w, h = float(t.width), float(t.height)
            outline = [(px + ox, py + oy) for px, py in t.points]
        elif elem.find("point") is not None:
            kind, w, h = "point", 0.0, 0.0
            outline = [(x, y)]
        else:
            kind = "ellipse" if elem.find("ellipse") is not None else "rectangle"
            if t.gid:                      # a tile object is anchored at its bottom-left corner
                y -= h
            if w < 0 or h < 0:
                raise MapError(self.path, "a negative width or height", desc)
            outline = [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]
        origin = (x, y + h) if (t.gid and kind == "rectangle") else (x, y)
        points = tuple(_rotate(p, origin, rot) for p in outline)
        if t.gid and kind == "rectangle" and rot:
            x, y = _rotate((x, y), origin, rot)
        cls = elem.get("class") or elem.get("type") or ""
        try:
            props = Properties({k: _typed(v) for k, v in t.properties.items()})
        except (TypeError, ValueError) as exc:
            raise MapError(self.path, f"bad property: {exc}", desc) from None
        return MapObject(int(t.id), t.name or "", cls, kind, round(x, 6) + 0.0, round(y, 6) + 0.0, w, h, rot,
                         points, props, group, elem.get("template", raw.get("template", "")) or "",
                         visible and t.visible not in (0, False, "0"))

    def read(self) -> MapData:
        try:
            tm = pytmx.TiledMap(str(self.path))      # map attributes and properties; loads no image
        except Exception as exc:                      # noqa: BLE001 - pytmx raises anything
            tm = exc
        # walk first: a fault in one object is reported with that object's name
        self.walk(self.root, (), (0.0, 0.0), True)
        if isinstance(tm, Exception):
            raise MapError(self.path, f"pytmx cannot read it: {tm}")
        props = Properties({k: _typed(v) for k, v in tm.properties.items()})
        return MapData(str(self.path), int(tm.width), int(tm.height), int(tm.tilewidth), int(tm.tileheight),
                       tm.orientation, props, tuple(self.layers), tuple(self.objects),
                       self.background, self.background_offset, tm.background_color or "")


@functools.lru_cache(maxsize=32)
def _load(path: str, mtime: float) -> MapData:
    return _Reader(Path(path)).read()


def load_map(path: str | Path) -> MapData:
    """Read a Tiled map (``.tmx``) into :class:`MapData`; the result is cached per file
    (it is immutable, so callers may share it). Raises :class:`MapError`.
    """
    p = Path(path).resolve()
    try:
        mtime = p.stat().st_mtime
    except OSError:
        raise MapError(p, "no such file") from None
    return _load(str(p), mtime)
