"""At 1000x650 the advice bubble leaves the player's own screen of tokens and both seats'
boxes in sight (it covered them every time): the board's ``advice_keep_clear`` names them
first, then what the reason names and the rest of the map."""
from __future__ import annotations

import dataclasses

import pytest

pygame = pytest.importorskip("pygame")

from games.core import registry  # noqa: E402
from games.core.record import Record  # noqa: E402
from games.core.state import SeatInfo  # noqa: E402
from games.seize_rome import INFO  # noqa: E402
from tests.app_kit import make_app, pump, pump_until  # noqa: E402


def _placing(app, game) -> bool:
    """True when Livia is to place, nothing moving; any other choice of hers (a bonus to
    use, a token to draw) is made with her first legal move meanwhile."""
    state = game.session.state
    if app.top is not game:
        app.top.confirm()
        return False
    if 0 not in state.to_act() or game.busy() or not game.board.acting or game.text_held():
        return False
    if state.phase == "place":
        return True
    game.submit(0, state.legal_actions(0)[0])
    return False


@pytest.mark.parametrize("lang", [pytest.param("en", marks=pytest.mark.long), "ja"])
def test_the_advice_bubble_leaves_the_screen_and_the_seats_in_sight(home, lang):
    with registry.registered(dataclasses.replace(INFO, playable=True), "games.seize_rome"):
        app = make_app(home, size=(1000, 650))
        try:
            app.set_lang(lang)
            seats = [SeatInfo("Livia", "human", None, "red"), SeatInfo("Auto-Crassus", "script", "crassus", "blue")]
            record = Record("seize_rome", seats, seed=5, options={"expansions": "base", "difficulty": "normal"})
            game = app.push("game", record=record, autosave_on=False)
            b = game.board
            for _ in range(4):          # (four of Livia's turns, each advised and followed)
                pump_until(app, lambda: _placing(app, game), 6000, "Livia's turn to place")
                keep = b.advice_keep_clear(None)
                assert keep[:3] == [b.rect_of("screen"), b.rect_of("seat:0"), b.rect_of("seat:1")]
                game.toggle_advice()
                pump_until(app, lambda: game.advice is not None, 3000, "the advice")
                pump(app, 2)
                bubble = pygame.Rect(game.advice_rect)
                for part in ("screen", "seat:0", "seat:1"):
                    assert not bubble.colliderect(b.rect_of(part)), (part, bubble)
                action = game.advice[2].action
                game.drop_advice()
                assert game.submit(0, action)
                pump(app, 2)
        finally:
            app.quit()
            pygame.event.clear()
