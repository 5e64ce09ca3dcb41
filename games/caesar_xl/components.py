"""Caesar XL's components as data: the map (from the Tiled file), units, cards, set-up and the
rule numbers, with the names the log gives them.

Every number comes from ``data/*.json`` (each with its status and source) or the
map; nothing here changes during a game.

The data (:data:`DATA`: units, cards, set-up, rule numbers, the board and what follows from
it) is read on first use, not when the module is imported, and kept in the module's globals,
so a later ``components.ADJ`` is a plain attribute read. Modules read it as ``C.ADJ`` after
``from . import components as C``: a name imported with ``from .components import ADJ`` would
read the file at import.

>>> gold_of("roma"), gold_of("britanni"), swords_of("legion", "veteran")
(5, 2, 3)
>>> from games.caesar_xl import components as C
>>> [n for n, _ in C.ADJ["durocortorum"]]
['britanni', 'germani', 'lugdunum']
"""
from __future__ import annotations

import json
import sys
import threading
from pathlib import Path
from typing import Any

from ..core.text import Msg
from .topology import Area, City, Topology, load_topology

GAME = "caesar_xl"
CAESAR, POMPEY = 0, 1
SIDES = ("caesar", "pompey")
#: a card another seat may not see
HIDDEN = "?"
#: the side of the barbarian militia in a battle
BARBARIANS = 2
PHASES = ("forum", "draw", "purchase", "taxation", "march", "combat")
COMBAT_KINDS = ("legion", "legio_x", "ally")
LIGHT_KINDS = ("ally",)
SC_KINDS = ("caesar", "pompey")

#: the names read on first use (:func:`__getattr__`)
DATA = ("UNITS", "CARDS", "SETUP", "PARAMS", "TOPO", "CITY", "AREA", "PLACES", "CAPS", "ADJ", "POLITICAL")
# the data's types, for the type checker: the values come from _read_data on first use
UNITS: dict
CARDS: dict[str, dict]
SETUP: dict
PARAMS: dict
TOPO: Topology
CITY: dict[str, City]
AREA: dict[str, Area]
PLACES: tuple[str, ...]
CAPS: dict
ADJ: dict[str, tuple[tuple[str, str], ...]]
#: Populares minus Optimates points of each leader and Forum card (:func:`political_of`)
POLITICAL: dict[str, int]


#: held while the data is read
_reading = threading.Lock()


def _load(name: str) -> dict:
    with open(Path(__file__).resolve().parent / "data" / name, encoding="utf-8") as fh:
        return json.load(fh)


def _adjacency(topo: Topology, places: tuple[str, ...]) -> dict[str, tuple[tuple[str, str], ...]]:
    """Per place: ``(neighbour, route kind)``; barbarian areas join their adjacent cities by land."""
    adj: dict[str, dict[str, str]] = {p: {} for p in places}
    for r in topo.routes:
        adj[r.a][r.b] = r.kind
        adj[r.b][r.a] = r.kind
    for a in topo.areas:
        for c in a.adjacent:
            adj[a.id].setdefault(c, "land")
            adj[c].setdefault(a.id, "land")
    return {p: tuple(sorted(v.items())) for p, v in adj.items()}


def _read_data() -> dict[str, Any]:
    """Every name of :data:`DATA` with its value, read from the data files and the map."""
    units = _load("units.json")
    topo = load_topology()
    city = {c.id: c for c in topo.cities}
    area = {a.id: a for a in topo.areas}
    places = tuple(sorted(city)) + tuple(sorted(area))
    cards = {c["id"]: c for c in _load("cards.json")["cards"]}
    points = {k: c.get("political", {}) for k, c in cards.items()}
    points.update((k, units["supreme_commanders"][k]["political"]) for k in SC_KINDS)
    return {"UNITS": units, "CARDS": cards, "SETUP": _load("setup.json"),
            "PARAMS": {k: v["value"] for k, v in _load("params.json")["params"].items()},
            "TOPO": topo, "CITY": city, "AREA": area, "PLACES": places,
            "CAPS": units["counter_mix"]["square"], "ADJ": _adjacency(topo, places),
            "POLITICAL": {k: d.get("populares", 0) - d.get("optimates", 0) for k, d in points.items()}}


def __getattr__(name: str) -> Any:
    """A name of :data:`DATA`, read the first time any of them is asked for and then kept in the
    module's globals (so this runs once: a later read finds the global; a lock keeps a computer
    player's thread and the window from reading it twice)."""
    if name in DATA:
        with _reading:
            if name not in globals():
                globals().update(_read_data())
        return globals()[name]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


#: this module, through which the functions below read the data (a bare name would not call
#: ``__getattr__``)
_self = sys.modules[__name__]


def gold_of(place: str) -> int:
    """The gold value of a city or a barbarian area."""
    return _self.CITY[place].gold if place in _self.CITY else _self.AREA[place].gold


def place_msg(place: str) -> Msg:
    """A city's or an area's name."""
    return Msg(f"caesar_xl.city.{place}" if place in _self.CITY else f"caesar_xl.area.{place}")


def card_msg(card: str) -> Msg:
    """A card's (or a Supreme Commander's) name, or "a card" for a hidden one."""
    if card in SC_KINDS:
        return Msg(f"caesar_xl.leader.{card}")
    return Msg(f"caesar_xl.card.{card}") if card in _self.CARDS else Msg("caesar_xl.card_hidden")


def unit_msg(kind: str, grade: str) -> Msg:
    """A unit's or a leader's name."""
    if kind in COMBAT_KINDS:
        return Msg(f"caesar_xl.unit.{kind}.{grade}")
    return card_msg(kind)


def swords_of(kind: str, grade: str) -> int:
    """Printed swords of a unit (leaders: their card's value).

    >>> swords_of("legion", "veteran"), swords_of("ally", "standard"), swords_of("caesar", "")
    (3, 1, 2)
    """
    if kind in COMBAT_KINDS:
        return _self.UNITS["unit_types"][kind]["swords"][grade]
    if kind in SC_KINDS:
        return _self.UNITS["supreme_commanders"][kind]["swords"]
    return _self.CARDS[kind]["swords"]


def political_of(kind: str) -> int:
    """Populares minus Optimates points of a leader or Forum card.

    >>> political_of("caesar"), political_of("pompey"), political_of("cato"), political_of("dictatorship")
    (2, -2, -2, 3)
    """
    return _self.POLITICAL[kind]
