"""Ludi Romani: the registry of games.

The menu, the set-up screen and the command line read this registry and
nothing else to learn which games exist. Each game is a package
``games/<id>/`` with ``INFO`` (a :class:`~games.core.state.GameInfo`) in its
``__init__``, the engine in ``rules.py`` (``new_game``, ``CODEC``) and its
computer players in ``ai.py`` (``make_player(level, seed)``).

Only games that are really playable are listed here.

>>> [g.id for g in all_games()][:1]
['caesar']
"""
from __future__ import annotations

import importlib
from types import ModuleType

from .core.state import GameInfo

#: the playable games, in menu order
GAME_IDS: tuple[str, ...] = ("caesar", "imperium", "catilina")


def info(game_id: str) -> GameInfo:
    """The :class:`GameInfo` of ``game_id`` (``KeyError`` if unknown)."""
    if game_id not in GAME_IDS:
        raise KeyError(game_id)
    return importlib.import_module(f"games.{game_id}").INFO


def all_games() -> list[GameInfo]:
    """Every registered game, in menu order."""
    return [info(g) for g in GAME_IDS]


def rules(game_id: str) -> ModuleType:
    """The game's ``rules`` module (``new_game``, ``CODEC``, the state class)."""
    info(game_id)
    return importlib.import_module(f"games.{game_id}.rules")


def ai(game_id: str) -> ModuleType:
    """The game's ``ai`` module (``make_player(level, seed)``)."""
    info(game_id)
    return importlib.import_module(f"games.{game_id}.ai")
