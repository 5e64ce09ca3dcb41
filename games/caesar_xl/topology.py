"""The Caesar XL board as the engine reads it: cities, march routes, barbarian areas.

The one source is the Tiled map ``maps/caesar_xl.tmx`` (written by
``tools/make_caesar_xl_map.py`` from ``data/map.json``), read through
:mod:`games.core.maps`. :func:`load_topology` turns it into frozen, pure-Python
data and keeps it.

>>> topo = load_topology()
>>> len(topo.cities), len(topo.routes), len(topo.areas), topo.total_gold
(37, 55, 9, 86)
>>> rome = topo.city("roma")
>>> rome.name_key, rome.shape, rome.gold, rome.coastal, rome.start
('caesar_xl.city.roma', 'square', 5, True, 'pompey')
>>> sorted(topo.neighbours("rubicon"))
['aquileia', 'roma', 'vercellae']
>>> topo.route_between("dyrrachium", "brundisium").kind
'sea'
>>> topo.route_between("roma", "athenae") is None
True
>>> topo.area("parthi").strength, topo.area("parthi").adjacent
(5, ('armenia', 'antiochia'))
>>> topo.invasion[2], topo.invasion[7], topo.invasion[12]
('britanni', 'none', 'roll_twice')
"""
from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path

from ..core.assets import asset_path
from ..core.maps import MapError, load_map

#: the map file
MAP_PATH = asset_path("maps", "caesar_xl.tmx")
#: the shapes a city can have (square: Roman city, hexagon: free or native town, circle: client kingdom)
SHAPES = ("square", "hexagon", "circle")
#: the kinds of march route (a sea route is drawn dashed)
KINDS = ("land", "sea")
#: who holds a city at the start
STARTS = ("caesar", "pompey", "neutral")
#: what an invasion-table row may say besides an area id
INVASION_OTHER = ("none", "roll_twice")

Point = tuple[float, float]


@dataclass(frozen=True)
class City:
    """A city: its id, catalogue name key (``caesar_xl.city.<id>``), region, shape,
    gold value, whether it is on the coast, who holds it at the start
    (``caesar``, ``pompey`` or ``neutral``) and its point on the board (map pixels)."""

    id: str
    name_key: str
    region: str
    shape: str
    gold: int
    coastal: bool
    start: str
    point: Point


@dataclass(frozen=True)
class Route:
    """A march route between two places ``a`` and ``b`` (the data's order), ``land`` or
    ``sea``, with the points of its line on the board (from ``a`` to ``b``)."""

    id: str
    a: str
    b: str
    kind: str
    points: tuple[Point, ...]

    def other(self, place: str) -> str:
        """The end of the route that is not ``place``."""
        return self.b if place == self.a else self.a


@dataclass(frozen=True)
class Area:
    """A barbarian area: its id, catalogue name key (``caesar_xl.area.<id>``), militia
    strength, gold value, the cities next to it and its point on the board."""

    id: str
    name_key: str
    strength: int
    gold: int
    adjacent: tuple[str, ...]
    point: Point


@dataclass(frozen=True)
class Topology:
    """The whole board. Cities, routes and areas keep the map's order;
    ``invasion`` maps a 2d6 total (2..12) to an area id, ``"none"`` or ``"roll_twice"``."""

    cities: tuple[City, ...]
    routes: tuple[Route, ...]
    areas: tuple[Area, ...]
    invasion: dict[int, str]

    def __post_init__(self):
        object.__setattr__(self, "_c", {c.id: c for c in self.cities})
        object.__setattr__(self, "_a", {a.id: a for a in self.areas})
        nb: dict[str, list[str]] = {c.id: [] for c in self.cities}
        by_pair: dict[frozenset, Route] = {}
        for r in self.routes:
            nb.setdefault(r.a, []).append(r.b)
            nb.setdefault(r.b, []).append(r.a)
            by_pair[frozenset((r.a, r.b))] = r
        object.__setattr__(self, "_n", {k: tuple(v) for k, v in nb.items()})
        object.__setattr__(self, "_r", by_pair)

    def city(self, cid: str) -> City:
        """The city ``cid`` (``KeyError`` if none)."""
        return self._c[cid]  # type: ignore[attr-defined]

    def area(self, aid: str) -> Area:
        """The barbarian area ``aid`` (``KeyError`` if none)."""
        return self._a[aid]  # type: ignore[attr-defined]

    def neighbours(self, cid: str) -> tuple[str, ...]:
        """The places joined to ``cid`` by a march route (in the order of the routes)."""
        return self._n.get(cid, ())  # type: ignore[attr-defined]

    def route_between(self, a: str, b: str) -> Route | None:
        """The march route between ``a`` and ``b``, or ``None``."""
        return self._r.get(frozenset((a, b)))  # type: ignore[attr-defined]

    def coastal(self) -> tuple[str, ...]:
        """The ids of the coastal cities (the Fleet card's ports), in the map's order."""
        return tuple(c.id for c in self.cities if c.coastal)

    @property
    def total_gold(self) -> int:
        """The gold value of all cities together."""
        return sum(c.gold for c in self.cities)

    @property
    def city_ids(self) -> tuple[str, ...]:
        return tuple(c.id for c in self.cities)

    @property
    def area_ids(self) -> tuple[str, ...]:
        return tuple(a.id for a in self.areas)


def _choice(path, o, key: str, allowed: tuple[str, ...]) -> str:
    v = o.properties.get(key)
    if v not in allowed:
        raise MapError(path, f"{key} must be one of {', '.join(allowed)}", f"object {o.id} {o.name!r}")
    return v


def _int(path, o, key: str) -> int:
    v = o.properties.get(key)
    if not isinstance(v, int) or isinstance(v, bool) or v < 0:
        raise MapError(path, f"{key} must be a whole number of 0 or more", f"object {o.id} {o.name!r}")
    return v


def read_topology(path: str | Path = MAP_PATH) -> Topology:
    """Read a map file into a :class:`Topology` (:class:`MapError` when it is inconsistent)."""
    data = load_map(path)
    cities = []
    for o in data.of_class("city"):
        cities.append(City(o.name, f"caesar_xl.city.{o.name}", str(o.properties.get("region", "")),
                           _choice(path, o, "shape", SHAPES), _int(path, o, "gold"),
                           bool(o.properties.get("coastal", False)), _choice(path, o, "start", STARTS),
                           (o.x, o.y)))
    names = [c.id for c in cities]
    areas = []
    for o in data.of_class("area"):
        adjacent = tuple(s.strip() for s in str(o.properties.get("adjacent", "")).split(",") if s.strip())
        if not adjacent or any(c not in names for c in adjacent):
            raise MapError(path, "adjacent must name cities of the map", f"object {o.id} {o.name!r}")
        areas.append(Area(o.name, f"caesar_xl.area.{o.name}", _int(path, o, "strength"), _int(path, o, "gold"),
                          adjacent, o.center))
    places = set(names) | {a.id for a in areas}
    if len(places) != len(cities) + len(areas):
        raise MapError(path, "a city or area name is used twice")
    routes, pairs = [], set()
    for o in data.of_class("route"):
        a, b = o.properties.get("a"), o.properties.get("b")
        desc = f"object {o.id} {o.name!r}"
        if a not in places or b not in places or a == b:
            raise MapError(path, "a route must join two different places of the map", desc)
        if frozenset((a, b)) in pairs:
            raise MapError(path, f"a second route between {a} and {b}", desc)
        pairs.add(frozenset((a, b)))
        routes.append(Route(o.name, a, b, _choice(path, o, "kind", KINDS), tuple(o.points)))
    invasion = {}
    for roll in range(2, 13):
        v = data.properties.get(f"invasion_{roll:02d}")
        if v not in {a.id for a in areas} and v not in INVASION_OTHER:
            raise MapError(path, f"the invasion table's row {roll} names no area")
        invasion[roll] = v
    return Topology(tuple(cities), tuple(routes), tuple(areas), invasion)


@functools.lru_cache(maxsize=None)
def load_topology() -> Topology:
    """The board of the game (read once)."""
    return read_topology(MAP_PATH)
