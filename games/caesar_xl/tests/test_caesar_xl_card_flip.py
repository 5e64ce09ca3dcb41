"""An event or Forum card drawn face up turns over the map: its back, then its face. The first
half of the turn was a blank card growing out of nothing, a white box flashing over Messana as
the computer's turn began; now no moment of it shows a card with nothing on it."""
from __future__ import annotations

import pygame
import pytest

from games.app.board import SimpleHost
from games.caesar_xl import rules as R
from games.caesar_xl.scene import Board
from games.caesar_xl.scene_cards import CARD_BACK
from games.caesar_xl.tests.xl_positions import position

PARCHMENT = (250, 244, 226)


def _near(seen: set, colour: tuple, tol: int = 14) -> bool:
    return any(all(abs(a - b) <= tol for a, b in zip(c, colour)) for c in seen)


def _colours(board, host, t: float) -> set:
    board.flip = {"card": "grain_dole", "t": t}
    surface = host.draw()
    m = board.geom["map"]
    box = pygame.Rect(0, 0, board.ui.s(40), board.ui.s(80))
    box.center = m.center
    return {tuple(surface.get_at((x, y)))[:3] for x in range(box.left, box.right, 2)
            for y in range(box.top, box.bottom, 2)}


@pytest.mark.parametrize("size", [(1253, 716), (973, 616)])
def test_a_card_turning_shows_its_back_then_its_face_never_a_blank(size):
    assert R.CARDS["grain_dole"]["type"] in ("event", "forum")
    host = SimpleHost(state=position(phase="draw"), lang="en", viewer=R.CAESAR)
    board = host.attach(Board(host), size)
    for t in (0.05, 0.2, 0.4):
        seen = _colours(board, host, t)
        assert _near(seen, CARD_BACK) and not _near(seen, PARCHMENT), (t, len(seen))
    for t in (0.6, 0.8, 0.95):
        seen = _colours(board, host, t)
        assert _near(seen, PARCHMENT) and len(seen) > 4, (t, len(seen))     # (its words on it)
