"""Caesar (Reiner Knizia): stacks of supporters on a 5x5 board, 2-5 players.

``rules`` is the engine (board, alliances, struggles with secret cards),
``ai`` the computer players.
"""
from ..core.state import GameInfo

INFO = GameInfo(
    id="caesar",
    min_players=2,
    max_players=5,
    minutes=20,
    options=(),
    keeps_score=True,
    order=1,
)
