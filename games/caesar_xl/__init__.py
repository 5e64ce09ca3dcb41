"""Caesar XL: The First Roman Civil War 50–44 B.C. (Joseph Miranda, Victory Point Games), two players.

Caesar (seat 0, red) and Pompey (seat 1, blue) march stacks of legions,
allies and leaders along the march routes of a point-to-point map of the
Mediterranean: 37 cities (square, hexagon or circle, each with a gold value)
joined by 55 march routes (land and sea), nine barbarian areas and a
Barbarian Invasion Table. They fight battles with dice, tax the cities they
control and collect SPQR cards (leaders, Forum cards, events, tactics) over 14
game turns, Caesar first in each. A side wins politically with a Forum
balance of 7, militarily with the enemy's Supreme Commander dead, its own in
Roma and 25 more gold of cities.

``topology`` reads the board from ``maps/caesar_xl.tmx`` (written by
``tools/make_caesar_xl_map.py`` from ``data/map.json``, whose every item says
whether it is found or reconstructed); ``scene_paint`` draws it. ``rules`` is
the engine: ``components`` holds the data it reads, ``moves`` its actions and
events, ``battle`` and ``cards`` the battles and the SPQR cards (mix-ins of
its state), ``combat`` the exact battle odds; every number a player could correct
is data in ``data/`` (units, cards, set-up, params) with its status (FOUND /
INFERRED / SILVER / RECONSTRUCTED) and source. The option ``silver`` (on by
default) adds the Silver rules to the Bronze baseline.
"""
from ..core.state import GameInfo, Option

INFO = GameInfo(
    id="caesar_xl",
    min_players=2,
    max_players=2,
    minutes=90,
    options=(Option("silver", (True, False), True),),
    keeps_score=True,
    colours=("red", "blue"),
    order=5,
    playable=True,
    starter_key="caesar_xl.setup.starter",
)
