"""Caesar's advice bubble stood in a thin column (240 pixels: 「強さ｜3にする」 broken every dozen
characters) over the stacks, or under the hand over the Pass button. It keeps a readable width
unless only a narrower one clears the move lit, and it stands clear of Pass."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.app.scenes.game_advice import READABLE_W  # noqa: E402
from tests.app_kit import make_app, pump, pump_until  # noqa: E402
from tests.test_advice_bubble_clear import played  # noqa: E402


@pytest.mark.parametrize("moves", [20, 24])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_bubble_is_readable_and_clear_of_pass(home, lang, moves):
    app = make_app(home, size=(1280, 800), lang=lang)
    try:
        game = app.push("game", record=played("caesar", moves, seed=7), autosave_on=False)
        pump_until(app, lambda: game.board.acting and not game.busy() and not game.animating(),
                   what="the person's turn with nothing moving")
        game.toggle_advice()
        pump_until(app, lambda: game.advice is not None, what="the advice")
        pump(app, 2)
        bubble = game.advice_rect
        assert bubble.w >= READABLE_W, (bubble, game.advice_text())
        button = game.board.rect_of("pass")
        assert button is None or not bubble.colliderect(button), (bubble, button)
    finally:
        app.quit()


@pytest.mark.parametrize("size, moves, seed", [((1280, 800), 12, 3), ((1280, 800), 24, 7)])
def test_the_bubble_is_wide_enough_not_to_break_its_words(home, size, moves, seed):
    """At 280 pixels the bubble broke 「強さ｜3」 and 「取り｜込んで」 to spare a corner of a far stack
    that a wider one covered too: it narrows only to leave clear something the wider one covers."""
    app = make_app(home, size=size, lang="ja")
    try:
        game = app.push("game", record=played("caesar", moves, seed=seed), autosave_on=False)
        pump_until(app, lambda: game.board.acting and not game.busy() and not game.animating(),
                   what="the person's turn with nothing moving")
        game.toggle_advice()
        pump_until(app, lambda: game.advice is not None, what="the advice")
        pump(app, 2)
        assert game.advice_rect.w >= 320, (size, game.advice_rect)
        assert not any(r.colliderect(game.advice_rect) for r in game.advice_lit)
    finally:
        app.quit()
