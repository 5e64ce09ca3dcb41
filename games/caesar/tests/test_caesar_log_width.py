"""At 1000x700 the log wrapped a Japanese line every dozen characters: 「マルクスがC3にカウンターを｜
置く。」, 「リウィアは8、マルクスは旗印を｜公開する。」. A placement and a reveal read in one line."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.app.draw import wrap_text  # noqa: E402
from games.app.scenes.game_log import wrap_width  # noqa: E402
from tests.app_kit import make_app  # noqa: E402
from tests.test_advice_bubble_clear import played  # noqa: E402

LINES = ("マルクスがC3にカウンターを置く。", "リウィアは8、マルクスは2を公開する。", "リウィアがB2の集団をB1に重ねて")


@pytest.mark.parametrize("size", [(1000, 650), (1000, 700), (1024, 640)])
def test_a_short_log_line_reads_in_one_line(home, size):
    app = make_app(home, size=size, lang="ja")
    try:
        game = app.push("game", record=played("caesar", 2, seed=1), autosave_on=False)
        font = app.fonts.get(game.log_px())
        for line in LINES:
            assert len(wrap_text(font, line, wrap_width(game.log_w))) == 1, (size, game.log_w, line)
    finally:
        app.quit()
