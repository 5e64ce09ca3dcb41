"""An advice bubble that advises a place on the board points at it however far it stands (kept
off what it must not hide, a long pointer finds its way round it): a bubble over Caesar's top
edge stood 120 pixels above the squares it lit, with no pointer, the gold frames alone saying
which move it meant."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from tests.app_kit import make_app, pump, pump_until  # noqa: E402
from tests.test_advice_bubble_clear import played  # noqa: E402

CASES = [("caesar", (1000, 650), "ja", n, seed) for n in (8, 12, 16, 20) for seed in (3, 7)]


@pytest.mark.parametrize("game_id, size, lang, moves, seed", CASES)
def test_the_bubble_points_at_a_place_it_advises(home, game_id, size, lang, moves, seed):
    app = make_app(home, size=size, lang=lang)
    try:
        game = app.push("game", record=played(game_id, moves, seed=seed), autosave_on=False)
        pump_until(app, lambda: game.board.acting and not game.busy() and not game.animating(),
                   what="the person's turn with nothing moving")
        game.toggle_advice()
        pump_until(app, lambda: game.advice is not None, what="the advice")
        pump(app, 2)
        assert game.advice_lit, "the advice lights a place"
        assert game.advice_pointed is not None, (game.advice_rect, game.advice_lit)
    finally:
        app.quit()
