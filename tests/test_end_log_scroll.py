"""After a game the reasons of the computer's hidden moves are unsealed and can be read in the
move log; with the end summary put aside ("Look at the board"), the wheel over the log must
scroll it back to the first move. The dialog on top took every event and the log stayed at
its last lines, so only the last round's reasons could be read."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from tests.app_kit import finished_record, pump_until  # noqa: E402


def test_the_log_scrolls_under_the_end_dialog_put_aside(app, monkeypatch):
    game = app.push("game", record=finished_record("imperium", "haa", 4))
    pump_until(app, lambda: app.top.name == "end", what="the end screen")
    app.top.toggle()
    assert app.top.hidden and game.log_scroll == 0
    wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False)
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: game.log_rect.center)
    app.dispatch(wheel)
    assert game.log_scroll > 0, "the wheel over the log did not scroll it"
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=game.log_rect.center, button=4))
    scrolled = game.log_scroll
    # over the board the wheel leaves the log alone
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: game.board_rect.center)
    app.dispatch(wheel)
    assert game.log_scroll == scrolled
