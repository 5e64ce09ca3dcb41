"""A stand-in for ``topology.py`` while the Tiled map is being drawn.

It reads ``data/interim_map.json`` (a copy of the research dossier's map) into
the same shapes as ``topology.py`` will give (City, Route, Area, Topology), so
the rules can be built and tested now. ``rules.py`` prefers ``topology.py``
whenever it exists; this module and its data file go once it does.

>>> t = load_topology()
>>> len(t.cities), len(t.routes), len(t.areas), t.total_gold
(37, 55, 9, 86)
>>> "roma" in t.neighbours("rubicon"), t.invasion[7]
(True, 'none')
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path


@dataclass(frozen=True)
class City:
    id: str
    name_key: str
    region: str
    shape: str
    gold: int
    coastal: bool
    start: str
    point: tuple


@dataclass(frozen=True)
class Route:
    id: str
    a: str
    b: str
    kind: str
    points: tuple


@dataclass(frozen=True)
class Area:
    id: str
    name_key: str
    strength: int
    gold: int
    adjacent: tuple
    point: tuple


class Topology:
    """Cities, routes, barbarian areas and the invasion table."""

    def __init__(self, cities, routes, areas, invasion):
        self.cities = tuple(cities)
        self.routes = tuple(routes)
        self.areas = tuple(areas)
        self.invasion = dict(invasion)
        self._city = {c.id: c for c in self.cities}
        self._area = {a.id: a for a in self.areas}
        nb: dict = {c.id: [] for c in self.cities}
        self._route = {}
        for r in self.routes:
            nb[r.a].append(r.b)
            nb[r.b].append(r.a)
            self._route[(r.a, r.b)] = self._route[(r.b, r.a)] = r
        self._nb = {k: tuple(v) for k, v in nb.items()}
        self.total_gold = sum(c.gold for c in self.cities)

    def city(self, cid: str) -> City:
        return self._city[cid]

    def area(self, aid: str) -> Area:
        return self._area[aid]

    def neighbours(self, cid: str) -> tuple:
        return self._nb[cid]

    def route_between(self, a: str, b: str):
        return self._route.get((a, b))

    def coastal(self) -> tuple:
        return tuple(c.id for c in self.cities if c.coastal)


@lru_cache(maxsize=1)
def load_topology() -> Topology:
    with open(Path(__file__).resolve().parent / "data" / "interim_map.json", encoding="utf-8") as fh:
        d = json.load(fh)
    cities = [City(k, f"caesar_xl.city.{k}", v["region"], v["shape"], v["gold"], v["coastal"], v["start"],
                   tuple(v["lonlat"])) for k, v in d["cities"].items()]
    routes = [Route(f"{a}-{b}", a, b, kind, ()) for a, b, kind, _why in d["routes"]]
    areas = [Area(k, f"caesar_xl.area.{k}", v["strength"], v["gold"], tuple(v["adjacent"]), tuple(v["lonlat"]))
             for k, v in d["barbarian_areas"].items()]
    invasion = {int(k): v for k, v in d["invasion"].items()}
    return Topology(cities, routes, areas, invasion)
