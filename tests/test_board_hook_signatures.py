"""A board's override of a :class:`~games.app.board.BoardBase` method takes what the base's
callers pass: seen in CAESAR!, a mix-in's own ``tip_keep_clear(bid)`` shadowed the board hook
``tip_keep_clear()`` that the log's reason tooltip calls, and hovering a log line closed the
game."""
from __future__ import annotations

import importlib
import inspect

import pytest

pygame = pytest.importorskip("pygame")

from games import GAME_IDS  # noqa: E402
from games.app.board import BoardBase  # noqa: E402


def _takes_like(base, over) -> bool:
    """True when ``over`` can be called with every call ``base`` accepts: the same positional
    parameters (names aside) up to those with a default, each later one optional, and the
    base's keywords."""
    b, o = inspect.signature(base).parameters, inspect.signature(over).parameters
    if any(p.kind is p.VAR_POSITIONAL for p in o.values()):
        return True
    b_pos = [p for p in b.values() if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    o_pos = [p for p in o.values() if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    if len(o_pos) < len(b_pos):
        return False
    if any(p.default is p.empty for p in o_pos[len(b_pos):]):
        return False
    required_base = sum(1 for p in b_pos if p.default is p.empty)
    required_over = sum(1 for p in o_pos if p.default is p.empty)
    return required_over <= required_base


def test_the_check_sees_a_hook_shadowed_with_another_signature():
    def hook(self) -> list:
        return []

    def shadow(self, bid: str) -> tuple:
        return ([], [])

    def widened(self, bid: str = "") -> list:
        return []
    assert not _takes_like(hook, shadow)
    assert _takes_like(hook, widened) and _takes_like(hook, hook)


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_board_method_over_the_base_takes_the_bases_calls(game):
    board = importlib.import_module(f"games.{game}.scene").Board
    wrong = []
    for name, base in inspect.getmembers(BoardBase, inspect.isfunction):
        over = inspect.getattr_static(board, name, None)
        if over is None or over is inspect.getattr_static(BoardBase, name) or not inspect.isfunction(over):
            continue
        if not _takes_like(base, over):
            wrong.append(f"{name}{inspect.signature(over)} over {name}{inspect.signature(base)}")
    assert not wrong, wrong
