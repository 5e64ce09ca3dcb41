"""The last-move marker on a mover's row (a move with no place on the board: a bonus used, a
pass) is an outline on the row's own border and a dot on its corner: the dot, pointed at, says
what it marks (the last move, who made it and what it was), as the outline does. (Caesar's
rows carry the outline without a dot: its own test says so.)"""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.app.scenes.game_marker import DOT_R, LastMove, dot_corner, marker_clear_of  # noqa: E402
from tests.app_kit import open_app, pump  # noqa: E402
from tests.test_last_move_marker import computer_first, hover  # noqa: E402


@pytest.mark.parametrize("game", ["seize_rome"])
def test_the_dot_of_a_marked_row_says_it_marks_the_last_move(home, game, monkeypatch):
    with open_app(home) as app:
        scene = computer_first(app, game)
        m = scene.marked()
        scene.last_move = LastMove(m.index, m.seat, m.action, True)        # (no place: the mover's row)
        pump(app, 1)
        row = scene.board.rect_of(f"{scene.board.SEAT_TARGET}:{m.seat}")
        assert scene.marker_lit == [pygame.Rect(row)]
        box = scene.marker_lit[0].inflate(6, 6)
        corner = dot_corner(box, marker_clear_of(scene.board))
        assert corner is not None
        step = DOT_R // 2 + 1                                                 # (on the dot, off the outline)
        outer = (corner[0] + (-step if corner[0] == box.left else step),
                 corner[1] + (-step if corner[1] == box.top else step))
        assert not box.collidepoint(outer)
        words = hover(app, scene, monkeypatch, outer)
        assert words.split("\n")[0] == scene.tr("app.marker.head", name=f"P{m.seat + 1}")
        assert len(words.split("\n")) >= 2                                 # (and what the move was)
