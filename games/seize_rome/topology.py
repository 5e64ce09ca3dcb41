"""The CAESAR! board as the engine reads it: provinces, border spaces, neighbours.

The one source is the Tiled map ``maps/seize_rome.tmx`` (written by
``tools/make_seize_rome_map.py``), read through :mod:`games.core.maps`.
:func:`load_topology` turns it into frozen, pure-Python data and keeps it.

>>> topo = load_topology()
>>> len(topo.provinces), len(topo.borders)
(18, 30)
>>> b = topo.border("b28")
>>> b.provinces, b.icon, b.border_control
(('aegyptus', 'asia'), 'ship', True)
>>> topo.province("italia").spaces
('senate', 'second')
>>> sorted(topo.neighbours("syria"))
['aegyptus', 'asia']
>>> b.other("asia")
'aegyptus'
"""
from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path

from ..core.assets import asset_path
from ..core.maps import MapError, load_map

#: the map file
MAP_PATH = asset_path("maps", "seize_rome.tmx")
#: the icons printed on border spaces (the laurel is on tokens only)
ICONS = ("sword", "shield", "ship")


@dataclass(frozen=True)
class Border:
    """A border space: its id (``b01``..``b30``), the two provinces it touches
    (the data's order), its icon and whether it is a Border Control (double ring) space."""

    id: str
    provinces: tuple[str, str]
    icon: str
    border_control: bool
    point: tuple[float, float]

    def other(self, province: str) -> str:
        """The province on the other side of ``province``."""
        a, b = self.provinces
        return b if province == a else a

    def side(self, province: str) -> int:
        """0 when ``province`` is the first of the two, 1 when it is the second."""
        return self.provinces.index(province)


@dataclass(frozen=True)
class Province:
    """A province: its id, its catalogue name key, its spaces (``("bonus",)``, or
    Italia's ``("senate", "second")``), its border spaces and its neighbours."""

    id: str
    name_key: str
    abbr: str
    spaces: tuple[str, ...]
    borders: tuple[str, ...]
    neighbours: tuple[str, ...]


@dataclass(frozen=True)
class Topology:
    """The whole board. Provinces and borders keep the map's order (west to east)."""

    provinces: tuple[Province, ...]
    borders: tuple[Border, ...]

    def __post_init__(self):
        object.__setattr__(self, "_p", {p.id: p for p in self.provinces})
        object.__setattr__(self, "_b", {b.id: b for b in self.borders})

    def province(self, pid: str) -> Province:
        """The province ``pid`` (``KeyError`` if none)."""
        return self._p[pid]  # type: ignore[attr-defined]

    def border(self, bid: str) -> Border:
        """The border space ``bid`` (``KeyError`` if none)."""
        return self._b[bid]  # type: ignore[attr-defined]

    def neighbours(self, pid: str) -> tuple[str, ...]:
        """The provinces that share a border space with ``pid``."""
        return self._p[pid].neighbours  # type: ignore[attr-defined]

    def between(self, a: str, b: str) -> Border | None:
        """The border space between two provinces, or ``None``."""
        for bid in self._p[a].borders:  # type: ignore[attr-defined]
            bd = self._b[bid]  # type: ignore[attr-defined]
            if b in bd.provinces:
                return bd
        return None

    @property
    def province_ids(self) -> tuple[str, ...]:
        return tuple(p.id for p in self.provinces)

    @property
    def border_ids(self) -> tuple[str, ...]:
        return tuple(b.id for b in self.borders)


def read_topology(path: str | Path = MAP_PATH) -> Topology:
    """Read a map file into a :class:`Topology` (:class:`MapError` when it is inconsistent)."""
    data = load_map(path)
    provs = data.of_class("province")
    names = [p.name for p in provs]
    borders = []
    for o in data.of_class("border"):
        a, b = o.properties.get("province_a"), o.properties.get("province_b")
        icon = o.properties.get("icon")
        if a not in names or b not in names or a == b:
            raise MapError(path, "a border must name two different provinces", f"object {o.id} {o.name!r}")
        if icon not in ICONS:
            raise MapError(path, f"unknown icon {icon!r}", f"object {o.id} {o.name!r}")
        borders.append(Border(o.name, (a, b), icon, bool(o.properties.get("border_control", False)),
                              (o.x, o.y)))
    spaces: dict[str, list[str]] = {n: [] for n in names}
    for o in data.of_class("space"):
        pid = o.properties.get("province")
        if pid not in spaces:
            raise MapError(path, "a space must name its province", f"object {o.id} {o.name!r}")
        spaces[pid].append(str(o.properties.get("kind", "bonus")))
    out = []
    for p in provs:
        mine = tuple(b.id for b in borders if p.name in b.provinces)
        nbrs = tuple(b.other(p.name) for b in borders if p.name in b.provinces)
        out.append(Province(p.name, f"seize_rome.province.{p.name}", str(p.properties.get("abbr", "")),
                            tuple(spaces[p.name]), mine, nbrs))
    return Topology(tuple(out), tuple(borders))


@functools.lru_cache(maxsize=None)
def load_topology() -> Topology:
    """The board of the game (read once)."""
    return read_topology(MAP_PATH)
