"""Caesar XL (Joseph Miranda, Victory Point Games 2008): the First Roman Civil War, 50-44 BC, two players.

Caesar (seat 0, red) and Pompey (seat 1, blue) march stacks of legions,
allies and leaders along the march routes of a map of the Mediterranean,
fight battles with dice, tax the cities they control and collect SPQR cards
(leaders, Forum cards, events, tactics) over 14 game turns, Caesar first in
each. A side wins politically with a Forum balance of 7, militarily with the
enemy's Supreme Commander dead, its own in Rome and 25 more gold of cities.

``rules`` is the engine (``combat`` the battle odds, ``cards`` the SPQR deck);
every number a player could correct is data in ``data/`` with its status
(FOUND / INFERRED / SILVER / RECONSTRUCTED) and source. The option
``silver`` (on by default) adds the Silver rules to the Bronze baseline.
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
    playable=False,
)
