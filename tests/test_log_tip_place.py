"""The reason of a move in the log, shown as a tooltip left of the log, stands under the top
bar: in Caesar a long reason of a line near the top of the log rose over the top bar, its
line of what to do and its Advice and Undo buttons. So does the last-move marker's."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.app.board.widgets import tooltip_rect  # noqa: E402
from tests.app_kit import open_app, pump_until  # noqa: E402
from tests.test_last_move_marker import computer_first  # noqa: E402


@pytest.mark.parametrize("lang, size", [pytest.param("en", (1280, 800), marks=pytest.mark.long),
                                        pytest.param("ja", (1280, 800), marks=pytest.mark.long), ("en", (1000, 650)),
                                        ("ja", (1000, 650))])
def test_a_log_reason_tooltip_stays_under_the_top_bar(home, monkeypatch, lang, size):
    with open_app(home, size=size, lang=lang) as app:
        game = computer_first(app, "caesar")
        app.step(1 / 60)
        buttons = [b.rect for b in (game.advice_button, game.undo_button, game.menu_button, game.rules_button)
                   if b is not None]
        shown, would_cross = 0, 0
        for row, _index in list(game.log_rows):
            monkeypatch.setattr(pygame.mouse, "get_pos", lambda r=row: r.center)
            app.step(1 / 60)
            tip = game.drawn_reason
            if tip is None:
                continue
            shown += 1
            assert tip.top >= game.top_rect.bottom, f"the reason's tooltip {tip} rises over the top bar"
            assert tip.collidelist(buttons) < 0, "the reason's tooltip covers a button of the top bar"
            # (placed as before, over the whole window, it would have crossed the bar)
            words, hovered = game.hovered_reason()
            px, width = max(12, game.log_px()), min(360, game.log_rect.x - 16)
            was = tooltip_rect(game.board.texts, words, (game.log_rect.x - width // 2 - 8, hovered.y),
                               app.screen.get_rect(), px, width)[0]
            would_cross += was.top < game.top_rect.bottom
        assert shown, "no line of the log showed a reason"
        assert would_cross, "no reason's tooltip would have reached the top bar: the test shows nothing"


def test_the_marker_tooltip_stays_under_the_top_bar(home, monkeypatch):
    """A move marked near the top of the board: its tooltip, which would rise from the place
    over the top bar, goes under the place."""
    with open_app(home) as app:
        game = computer_first(app, "caesar")
        m = game.marked()
        lit = game.marker_lit[0]
        px = max(13, min(17, app.size[1] // 50))
        h = tooltip_rect(game.board.texts, game.marker_words(m), (0, 400), app.screen.get_rect(), px, 380)[0].h
        # (the marked place moved up so that a tooltip above it starts inside the top bar)
        top = lit.move(0, game.top_rect.bottom + h - 20 - lit.top)
        monkeypatch.setattr("games.app.scenes.game_marker.marker_rects", lambda board, m: [top])
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: top.center)
        was = tooltip_rect(game.board.texts, game.marker_words(m), (top.centerx, top.top), app.screen.get_rect(),
                           px, 380)[0]
        assert 0 <= was.top < game.top_rect.bottom, "placed as before, the tooltip would not meet the bar"
        pump_until(app, lambda: game.drawn_marker_tip is not None, 120, "the marker's tooltip")
        assert game.drawn_marker_tip.top >= game.top_rect.bottom
