"""The last-move marker's tooltip over a square of the A column ran to the window's left edge
(at 1000x700 its frame stood on the edge and read as cut): it keeps a margin from every edge."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.app.scenes.game_marker import LastMove  # noqa: E402
from games.caesar.rules import Place  # noqa: E402
from games.core.record import Record  # noqa: E402
from tests.app_kit import make_app, pump, pump_until, seats  # noqa: E402


#: the least gap a tooltip keeps from the window's edges
MARGIN = 6


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_marker_tip_keeps_off_the_window_edge(home, lang, monkeypatch):
    app = make_app(home, size=(1000, 700), lang=lang)
    try:
        record = Record("caesar", seats("caesar", "ha"), seed=3)
        record.actions += [(0, Place(24)), (1, Place(10))]        # (the computer's counter on A3)
        game = app.push("game", record=record, autosave_on=False)
        pump_until(app, lambda: game.board.acting and not game.busy() and not game.animating(),
                   what="the person's turn with nothing moving")
        game.last_move = LastMove(1, 1, record.actions[1][1], False)
        pump(app, 1)
        spot = game.marker_lit[0]
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (spot.left + 4, spot.centery))
        pump_until(app, lambda: game.drawn_marker_tip is not None, 60, "the marker's tooltip")
        tip, screen = game.drawn_marker_tip, app.screen.get_rect()
        assert screen.inflate(-2 * MARGIN, -2 * MARGIN).contains(tip), (tip, screen)
    finally:
        app.quit()
