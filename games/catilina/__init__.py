"""The Catilina Conspiracy (Reiner Knizia): deduction with 30 cards, 3-5 players.

``rules`` is the engine, ``deduction`` what a seat can prove from its view
(the notes-grid assist and the computer players' sampler), ``ai`` the
computer players.
"""
from ..core.state import GameInfo, Option

INFO = GameInfo(
    id="catilina",
    min_players=3,
    max_players=5,
    minutes=45,
    options=(
        Option("keep", (False, True), False),
        Option("individual", (False, True), False),
    ),
    keeps_score=False,
    order=3,
)
