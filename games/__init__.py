"""Ludi Romani: board games of ancient Rome.

A game is one folder ``games/<id>/``; :mod:`games.core.registry` finds them.
The names below are the registry's, re-exported for convenience:

>>> [g.id for g in all_games()][:1]
['caesar']
"""
from __future__ import annotations

#: the suite's version (``pyproject.toml`` reads it from here)
__version__ = "0.1.0"

from .core.registry import GAME_IDS, ai, all_game_ids, all_games, game_ids, info, rules

__all__ = ["__version__", "GAME_IDS", "ai", "all_game_ids", "all_games", "game_ids", "info", "rules"]
