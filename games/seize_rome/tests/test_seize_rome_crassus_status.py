"""While Auto-Crassus's turn still plays on the screen (his tile resolving, his tokens
flying, his discard), the line under the top bar says it is his turn, never the person's
whose turn the rules have already reached, and agrees with the status above it."""
from __future__ import annotations

import dataclasses
import random

import pytest

pygame = pytest.importorskip("pygame")

from games.core import registry  # noqa: E402
from games.core.record import Record  # noqa: E402
from games.core.state import SeatInfo  # noqa: E402
from games.seize_rome import INFO  # noqa: E402
from tests.app_kit import make_app, pump  # noqa: E402


@pytest.mark.parametrize("lang", [pytest.param("en", marks=pytest.mark.long), "ja"])
def test_the_line_under_the_bar_says_auto_crassus_plays_while_his_turn_is_shown(home, lang):
    with registry.registered(dataclasses.replace(INFO, playable=True), "games.seize_rome"):
        app = make_app(home, speed="normal")
        try:
            app.set_lang(lang)
            seats = [SeatInfo("Livia", "human", None, "red"), SeatInfo("Auto-Crassus", "script", "crassus", "blue")]
            record = Record("seize_rome", seats, seed=3, options={"expansions": "base", "difficulty": "normal"})
            game = app.push("game", record=record)
            rng = random.Random(2)
            livia = game.tr("app.game.turn_of", name="Livia")
            his_frames, placed = 0, 0
            for _ in range(4000):
                state = game.session.state
                if state.is_over() or placed >= 3:
                    break
                board = game.board
                if app.top is not game:
                    app.top.confirm()
                elif 0 in state.to_act() and board.acting and not board.busy() and not game.text_held():
                    assert game.submit(0, rng.choice(state.legal_actions(0)))
                    placed += 1
                pump(app, 1)
                shown = board.shown
                if shown is not None and shown.turn == 1 and not shown.is_over() and app.top is game:
                    his_frames += 1
                    line = game.turn_line()[0]
                    assert livia not in line, (line, game.render(board.status_shown()))
            assert his_frames > 10 and placed >= 3, (his_frames, placed)
        finally:
            app.quit()
            pygame.event.clear()
