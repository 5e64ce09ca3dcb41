"""Esc puts the advice away, else opens the Pause menu. When a move (or a click) has just hid
the bubble, the Esc the person pressed to put it away does nothing; a moment later Esc opens
the Pause menu again. Time is the window's frame time (no wall clock)."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.app.scenes.game_escape import ESC_AFTER_ADVICE  # noqa: E402
from tests import advice_toy  # noqa: E402
from tests.app_kit import open_app, pump, pump_until  # noqa: E402
from tests.test_app_advice import ask_until_shown, start  # noqa: E402
from tests.toy import Guess  # noqa: E402


@pytest.fixture
def toy(monkeypatch):
    advice_toy.register(monkeypatch)


def esc(app) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b"))
    pump(app, 1)


def test_an_esc_just_after_a_move_hid_the_advice_does_not_open_the_pause_menu(home, toy):
    with open_app(home) as app:
        game = start(app, "ch")
        pump_until(app, lambda: game.session.state.to_act() == (1,) and game.advice_refusal() is None,
                   what="the person's turn")
        ask_until_shown(app, game)
        assert game.submit(1, Guess(0))                 # the move hides the bubble
        pump_until(app, lambda: game.advice is None, 60, "the bubble to go")
        esc(app)                                        # the Esc meant for the bubble
        assert app.top is game, "an Esc just after the bubble went opened the Pause menu"
        frames = int(ESC_AFTER_ADVICE * 60) + 2
        pump(app, frames)
        esc(app)                                        # a moment later Esc pauses as ever
        assert app.top is not game and app.top.name == "pause"


def test_esc_pauses_at_once_when_no_advice_was_shown(home, toy):
    with open_app(home) as app:
        game = start(app, "ch")
        pump_until(app, lambda: game.session.state.to_act() == (1,), what="the person's turn")
        esc(app)
        assert app.top.name == "pause"
