"""The replay opened from a game is handed the public log the game shows when it is up to date
(working it out again was half of the frame that opens a long game's replay), and works it
out when the game's log waits for an animation."""
from __future__ import annotations

import pytest

pytest.importorskip("pygame")

from games.app.scenes import common, game as game_module  # noqa: E402
from tests.app_kit import pump_until  # noqa: E402
from tests.app_kit import finished_record  # noqa: E402


def test_the_replay_is_handed_the_log_the_game_shows(app, monkeypatch):
    record = finished_record("caesar", "hh", 5)
    game = app.push("game", record=record)
    pump_until(app, lambda: app.top.name == "end", what="the end screen")
    asked = []
    real = common.readable_log
    monkeypatch.setattr(game_module, "readable_log", lambda *a, **k: asked.append(1) or real(*a, **k))
    game.open_replay()
    replay = app.top
    assert replay.name == "replay"
    assert not asked, "the public log was worked out again"
    assert [e.msg for e in replay.log] == [e.msg for e in real(game.board, game.session)]
    app.pop()
    game.generation += 1                      # (the game's log no longer up to date: worked out)
    game.open_replay()
    assert asked == [1] and [e.msg for e in app.top.log] == [e.msg for e in real(game.board, game.session)]
