"""Only the first line of a move in the log gave the computer's reason: hovering 「マルクス（強さ2）が
B1にあるリウィアの集団（強さ16）に挑む。」, an event under 「マルクスが闘争を仕掛ける：B3からB1へ。」,
gave nothing. Every line of a move, its own sentence and the events under it, gives that move's."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from tests.app_kit import make_app, pump_until  # noqa: E402
from tests.test_advice_bubble_clear import played  # noqa: E402


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_line_of_a_move_points_at_its_reason(home, lang):
    app = make_app(home, size=(1000, 700), lang=lang)
    try:
        game = app.push("game", record=played("caesar", 24, seed=7), autosave_on=False)
        pump_until(app, lambda: game.board.acting and not game.busy() and not game.animating(), what="the turn")
        lines, _n = game._log_lines(None)
        moves = {index for index, _w, head, _s, _why, _note in lines if head}
        events = [(index, why) for index, _w, head, _s, why, note in lines if not head and note is None]
        under = [(index, why) for index, why in events if index in moves]
        assert len(under) >= 4, "no event lines under a move's sentence: the test shows nothing"
        assert all(why == index for index, why in under), under
        assert all(why == index for index, _w, head, _s, why, _note in lines if head)
    finally:
        app.quit()
