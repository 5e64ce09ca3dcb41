"""Imperium at 1000x650: the advice bubble stood over the map, on the Asia tag (at times on
Marcus's row, Aegyptus, the points 25-30), though a free column 240 pixels wide stands below
the seats' rows, beside the map: the bubble took no width under 280 for what the board keeps
clear, only for the move lit or a dialog. It now narrows to stand in that column."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.core.explain import Advice  # noqa: E402
from games.core.text import Msg  # noqa: E402
from tests.app_kit import make_app, pump, pump_until  # noqa: E402
from tests.test_advice_bubble_clear import played  # noqa: E402


def shown_advice(home, record, lang: str, advise, size=(1000, 650)):
    """A game of ``record`` at ``size`` in ``lang``, at the person's turn, showing the advice
    ``advise(game, seat)`` gives; the App and the game scene."""
    app = make_app(home, size=size, lang=lang)
    game = app.push("game", record=record, autosave_on=False)
    pump_until(app, lambda: game.board.acting and not game.busy() and not game.animating(),
               what="the person's turn with nothing moving")
    seat = game.viewer
    game.advice = (seat, game.generation, advise(game, seat))
    pump(app, 2)
    return app, game


def _italia_now(game, seat: int) -> Advice:
    """Three regions laid, and the short reason of a region counted now."""
    action = game.session.state.legal_actions(seat)[0]
    why = Msg("imperium.why.just", {"what": Msg("imperium.why.now_gain", {
        "region": Msg("imperium.region.1"), "mine": 1, "theirs": 0, "points": 1})})
    return Advice(action, why, 0.5)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_bubble_stands_in_the_column_below_the_seats_rows(home, lang):
    app, game = shown_advice(home, played("imperium", 0, seed=7), lang, _italia_now)
    try:
        bubble, board = game.advice_rect, game.board
        kept = board.advice_keep_clear(game.advice[2])
        tags = board.geom["tags"]
        assert len(kept) >= len(tags) + 4, kept          # (every tag, the rows, the hand, the track)
        covered = [r for r in kept + game.advice_lit if bubble.colliderect(r)]
        assert not covered, (bubble, covered, game.advice_text())
        assert bubble.left >= max(r.right for r in tags.values()), (bubble, "over the map")
    finally:
        app.quit()
        pygame.event.clear()
