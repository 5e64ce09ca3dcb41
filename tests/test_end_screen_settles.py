"""The end screen is not left by a key or a click meant for the game: Enter does not mean
"Menu" there, and for a short moment after it appears (counted in frames' time, not the clock)
its buttons and keys take nothing, so the click or Enter that closed the last battle does not
throw away the end screen and its Review."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.app.scenes.end import SETTLE_SECONDS  # noqa: E402
from games.app.gui import BUTTON_PRESSED  # noqa: E402
from games.core.record import Record  # noqa: E402
from tests.app_kit import pump_until  # noqa: E402
from tests.test_no_undo_after_end import finished  # noqa: E402


def _end(app, live: bool = True):
    """The end screen of a game of Caesar: ``live``, the game's last moves played on its board
    (the end screen comes up under the hand that made them); else a finished game opened."""
    whole = finished("caesar", "hh", 1)
    k = max(i for i, (seat, _a) in enumerate(whole.actions) if seat >= 0) if live else len(whole.actions)
    record = Record(whole.game, whole.seats, whole.seed)
    record.actions = list(whole.actions[:k])
    game = app.push("game", record=record, autosave_on=False)
    for seat, action in whole.actions[k:]:
        pump_until(app, lambda: not game.board.busy(), what="the board at rest")
        assert game.apply(seat, action)
    pump_until(app, lambda: game.end_shown, what="the end of the game shown")
    assert app.top.name == "end"
    return app.top


def _enter(app) -> None:
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))


def _press(app, button) -> None:
    app.dispatch(pygame.event.Event(BUTTON_PRESSED, ui_element=button))


def test_enter_does_not_leave_the_end_screen(app):
    end = _end(app)
    for _ in range(int(SETTLE_SECONDS * 60) + 10):
        app.step(1 / 60)
    _enter(app)
    assert app.top is end, "Enter on the end screen left it"


def test_a_click_as_the_end_screen_appears_is_ignored_then_works(app):
    end = _end(app)
    _press(app, end.menu_button)
    assert app.top is end, "a click that arrived as the end screen appeared took its Menu button"
    for _ in range(int(SETTLE_SECONDS * 60) + 10):
        app.step(1 / 60)
    _press(app, end.menu_button)
    assert app.top is not end, "the Menu button did nothing once the end screen had settled"


def test_a_finished_game_opened_takes_the_first_click(app):
    """A game opened finished (from Load) shows its end screen under no pending click."""
    end = _end(app, live=False)
    _press(app, end.menu_button)
    assert app.top is not end


def test_the_window_keeps_drawing_until_the_end_screen_has_settled(app):
    """The settling moment is counted in frames: the window must not fall asleep in it, or the
    first click after a pause (the player reading the result) is still thrown away."""
    end = _end(app)
    for _ in range(6):                  # (the frames the screen's first drawing owes)
        app.step(1 / 60)
    assert end.settling()
    assert app.frame_due() is not None, "the window would sleep with the end screen still settling"
    for _ in range(int(SETTLE_SECONDS * 60) + 10):
        app.step(1 / 60)
    assert not end.settling()
    assert end.frame_interval() is None
