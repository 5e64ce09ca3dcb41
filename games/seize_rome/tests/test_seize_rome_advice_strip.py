"""At 1280x800 the advice bubble opened over the player's own strip of buttons and prompt
(Turn, Place, Cancel, "Pick a token…"), and read as if they were gone, and at 1000x700 a
long Japanese reason covered it and the space it advised: the board's
``advice_keep_clear`` names the strip right after the screen of tokens and the seats' boxes, and the bubble keeps
clear of it, in a solo game and a game of two people."""
from __future__ import annotations

import dataclasses

import pytest

pygame = pytest.importorskip("pygame")

from games.core import registry  # noqa: E402
from games.core.record import Record  # noqa: E402
from games.core.state import SeatInfo  # noqa: E402
from games.seize_rome import INFO  # noqa: E402
from games.seize_rome.tests.test_seize_rome_advice_clear import _placing  # noqa: E402
from tests.app_kit import make_app, pump, pump_until  # noqa: E402


@pytest.mark.parametrize("lang,size,seed,turns", [("en", (1280, 800), 5, 6),
                                                  pytest.param("ja", (1280, 800), 5, 6, marks=pytest.mark.long),
                                                  ("ja", (1000, 700), 4, 3)])
def test_the_advice_bubble_leaves_the_players_strip_in_sight(home, lang, size, seed, turns):
    """(At 1000x700 the third advice's Japanese reason stood 584 pixels tall at 320 wide,
    over the strip: a long reason goes wider before it goes taller.)"""
    with registry.registered(dataclasses.replace(INFO, playable=True), "games.seize_rome"):
        app = make_app(home, size=size)
        try:
            app.set_lang(lang)
            seats = [SeatInfo("Livia", "human", None, "red"), SeatInfo("Auto-Crassus", "script", "crassus", "blue")]
            record = Record("seize_rome", seats, seed=seed, options={"expansions": "poison", "difficulty": "hard"})
            game = app.push("game", record=record, autosave_on=False)
            b = game.board
            for _ in range(turns):      # (Livia's turns, each advised and followed)
                pump_until(app, lambda: _placing(app, game), 6000, "Livia's turn to place")
                strip = b.rect_of("controls")
                assert strip is not None and b.advice_keep_clear(None)[3] == strip
                game.toggle_advice()
                pump_until(app, lambda: game.advice is not None, 3000, "the advice")
                pump(app, 2)
                bubble = pygame.Rect(game.advice_rect)
                assert not bubble.colliderect(strip), (bubble, strip)
                assert game.advice_lit and bubble.collidelist(game.advice_lit) < 0, (bubble, game.advice_lit)
                action = game.advice[2].action
                game.drop_advice()
                assert game.submit(0, action)
                pump(app, 2)
        finally:
            app.quit()
            pygame.event.clear()
