"""Imperium (Reiner Knizia, 2002): secret simultaneous placement over nine regions, 2-5 players.

``rules`` is the engine (it reads the score lists from ``regions.json``),
``ai`` the computer players. The option ``goal`` picks the ordinary game of
eight rounds (``rounds8``) or the variant played until someone has 30 points
(``points30``).
"""
from ..core.state import GameInfo, Option

INFO = GameInfo(
    id="imperium",
    min_players=2,
    max_players=5,
    minutes=10,
    options=(Option("goal", ("rounds8", "points30"), "rounds8"),),
    keeps_score=True,
    order=2,
)
