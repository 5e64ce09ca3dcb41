"""Solo CAESAR! in Japanese at 1000x650: the top bar's status (turn, whose turn, the markers
each has left) and every row of the two players' panels are read whole, never cut with an
ellipsis."""
from __future__ import annotations

import dataclasses

import pytest

pygame = pytest.importorskip("pygame")

from games.app.board.text import ELLIPSIS  # noqa: E402
from games.core import registry  # noqa: E402
from games.core.record import Record  # noqa: E402
from games.core.state import SeatInfo  # noqa: E402
from games.seize_rome import INFO  # noqa: E402
from tests.app_kit import make_app, pump  # noqa: E402


def test_the_status_and_the_panels_read_whole_in_japanese_at_1000x650(home, monkeypatch):
    from games.app.board import text as board_text
    cut = []
    real = board_text.ellipsize

    def ellipsize(text, width, measure):
        out = real(text, width, measure)
        if out != text:
            cut.append(text)
        return out
    monkeypatch.setattr(board_text, "ellipsize", ellipsize)
    with registry.registered(dataclasses.replace(INFO, playable=True), "games.seize_rome"):
        app = make_app(home, size=(1000, 650))
        try:
            app.set_lang("ja")
            seats = [SeatInfo("リウィア", "human", None, "red"),
                     SeatInfo("オート・クラッスス", "script", "crassus", "blue")]
            record = Record("seize_rome", seats, seed=3, options={"expansions": "base", "difficulty": "normal"})
            game = app.push("game", record=record)
            pump(app, 3)
            game.draw(app.screen)
            lines = game.status_lines
            assert len(lines) <= 2 and not any(ELLIPSIS in ln for ln in lines), lines
            rows = [t for t in cut if any(w in t for w in ("マーカー", "元老院", "列", "袋", "ついたて"))]
            assert not rows, rows
        finally:
            app.quit()
            pygame.event.clear()
