"""The last-move marker draws no outline across the accusation dialog: a seat's plaque it
outlines lies partly under the dialog, and the outline crossed the dialog's title."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.app.scenes.game_marker import LastMove, marker_rects  # noqa: E402
from games.catilina.rules import Ask  # noqa: E402
from games.catilina.tests.catilina_scene_kit import click, make  # noqa: E402


def test_no_marker_outline_crosses_the_accusation_dialog():
    state, _host, board = make(n=3, seed=2, viewer=0, size=(1280, 800))
    assert state.to_act() == (0,)
    moves = [LastMove(0, s, Ask(-1, "colour", 0), True) for s in (1, 2)]
    before = [r for m in moves for r in marker_rects(board, m)]
    assert before, "the plaques are outlined while no dialog is open"
    click(board, ("accuse_open",))
    assert board.dialog == "accuse"
    box = pygame.Rect(board.L["accuse"]["box"])
    assert any(r.inflate(8, 8).colliderect(box) for r in before), "no plaque lies under the dialog"
    after = [r for m in moves for r in marker_rects(board, m)]
    assert not any(r.inflate(8, 8).colliderect(box) for r in after), (after, box)

