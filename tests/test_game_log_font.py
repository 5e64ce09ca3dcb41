"""The move log's words follow the window's size: at 1000x650 the boards' panels shrink, and a
log that kept its 1280x800 font took room the panels needed; at a large window it grows."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.core.record import Record  # noqa: E402
from tests.app_kit import open_app, pump_until, seats, settle  # noqa: E402


def _log_row_height(home, size) -> int:
    with open_app(home, size=size) as app:
        scene = app.push("game", record=Record("caesar", seats("caesar", "hh"), 3), autosave_on=False)
        settle(app)
        board = scene.board
        for _ in range(3):                  # a few placements, so that the log has rows
            seat = scene.session.state.to_act()[0]
            scene.apply(seat, scene.session.state.legal_actions(seat)[0])
            settle(app)
        pump_until(app, lambda: len(scene.log_rows) >= 3, what="three rows in the log")
        heights = {r.h for r, _i in scene.log_rows}
        assert len(heights) == 1 and board is scene.board
        return heights.pop()


def test_the_log_font_follows_the_window_size(home):
    small, base, large = (_log_row_height(home, s) for s in ((1000, 650), (1280, 800), (1920, 1080)))
    assert small <= base * 0.85, (small, base)
    assert large > base, (large, base)
