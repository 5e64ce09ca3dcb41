"""Caesar XL's components as data: the map (from the Tiled file), units, cards, set-up and the
rule numbers, with the names the log gives them.

Every number comes from ``data/*.json`` (each with its status and source) or the
map; nothing here changes during a game.

>>> gold_of("roma"), gold_of("britanni"), swords_of("legion", "veteran")
(5, 2, 3)
>>> [n for n, _ in ADJ["durocortorum"]]
['britanni', 'germani', 'lugdunum']
"""
from __future__ import annotations

import json
from pathlib import Path

from ..core.text import Msg
from .topology import load_topology

GAME = "caesar_xl"
CAESAR, POMPEY = 0, 1
SIDES = ("caesar", "pompey")
#: a card another seat may not see
HIDDEN = "?"
#: the side of the barbarian militia in a battle
BARBARIANS = 2
PHASES = ("forum", "draw", "purchase", "taxation", "march", "combat")


def _load(name: str) -> dict:
    with open(Path(__file__).resolve().parent / "data" / name, encoding="utf-8") as fh:
        return json.load(fh)


UNITS = _load("units.json")
CARDS: dict[str, dict] = {c["id"]: c for c in _load("cards.json")["cards"]}
SETUP = _load("setup.json")
PARAMS: dict = {k: v["value"] for k, v in _load("params.json")["params"].items()}
TOPO = load_topology()
CITY = {c.id: c for c in TOPO.cities}
AREA = {a.id: a for a in TOPO.areas}
PLACES = tuple(sorted(CITY)) + tuple(sorted(AREA))
COMBAT_KINDS = ("legion", "legio_x", "ally")
LIGHT_KINDS = ("ally",)
SC_KINDS = ("caesar", "pompey")
CAPS = UNITS["counter_mix"]["square"]


def _adjacency() -> dict[str, tuple[tuple[str, str], ...]]:
    """Per place: ``(neighbour, route kind)``; barbarian areas join their adjacent cities by land."""
    adj: dict[str, dict[str, str]] = {p: {} for p in PLACES}
    for r in TOPO.routes:
        adj[r.a][r.b] = r.kind
        adj[r.b][r.a] = r.kind
    for a in TOPO.areas:
        for c in a.adjacent:
            adj[a.id].setdefault(c, "land")
            adj[c].setdefault(a.id, "land")
    return {p: tuple(sorted(v.items())) for p, v in adj.items()}


ADJ = _adjacency()


def gold_of(place: str) -> int:
    """The gold value of a city or a barbarian area."""
    return CITY[place].gold if place in CITY else AREA[place].gold


def place_msg(place: str) -> Msg:
    """A city's or an area's name."""
    return Msg(f"caesar_xl.city.{place}" if place in CITY else f"caesar_xl.area.{place}")


def card_msg(card: str) -> Msg:
    """A card's (or a Supreme Commander's) name, or "a card" for a hidden one."""
    if card in SC_KINDS:
        return Msg(f"caesar_xl.leader.{card}")
    return Msg(f"caesar_xl.card.{card}") if card in CARDS else Msg("caesar_xl.card_hidden")


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
        return UNITS["unit_types"][kind]["swords"][grade]
    if kind in SC_KINDS:
        return UNITS["supreme_commanders"][kind]["swords"]
    return CARDS[kind]["swords"]


def political_of(kind: str) -> int:
    """Populares minus Optimates points of a leader or Forum card."""
    d = UNITS["supreme_commanders"][kind]["political"] if kind in SC_KINDS else CARDS[kind].get("political", {})
    return d.get("populares", 0) - d.get("optimates", 0)
