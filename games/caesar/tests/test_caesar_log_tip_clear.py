"""A computer's reason shown beside the log hid a player's name and count: it stood on the
players' panels. It stands clear of the panels and the hand, where the column has room."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from tests.app_kit import make_app  # noqa: E402
from tests.test_last_move_marker import computer_first  # noqa: E402


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_log_reason_stands_clear_of_the_panels(home, monkeypatch, lang):
    app = make_app(home, size=(1280, 800), lang=lang)
    try:
        game = computer_first(app, "caesar")
        app.step(1 / 60)
        keep = game.board.tip_keep_clear()
        assert keep, "the panels are kept clear"
        shown = 0
        for row, _index in list(game.log_rows):
            monkeypatch.setattr(pygame.mouse, "get_pos", lambda r=row: r.center)
            app.step(1 / 60)
            tip = game.drawn_reason
            if tip is None:
                continue
            shown += 1
            assert tip.collidelist(keep) < 0, f"the reason {tip} covers a panel or the hand: {keep}"
            assert tip.top >= game.top_rect.bottom
        assert shown, "no line of the log showed a reason"
    finally:
        app.quit()
        pygame.event.clear()
