"""The Caesar board for the host (``games.<id>.scene.Board``): it lives in the package
:mod:`games.caesar.board`, one file per part of the screen."""
from __future__ import annotations

from .board import CARD_ORDER, Board, Duel

__all__ = ["Board", "Duel", "CARD_ORDER"]
