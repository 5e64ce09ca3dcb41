"""The window plays chance draws and scripted seats itself (the core's automatic steps), one
at a time, animated like any action; the set-up screen offers a game's scripted opponents."""
from __future__ import annotations

import sys

import pytest

pygame = pytest.importorskip("pygame")

from games.core.chance import CHANCE  # noqa: E402
from games.core.record import Record  # noqa: E402
from games.core.state import SeatInfo  # noqa: E402
from tests import toy_dice  # noqa: E402
from tests.app_kit import open_app, pump  # noqa: E402
from tests.toy import register_module  # noqa: E402


@pytest.fixture
def dice(monkeypatch):
    register_module(monkeypatch, "dice", toy_dice.INFO, sys.modules[toy_dice.__name__])


def test_the_window_plays_chance_and_a_scripted_seat_to_the_end(home, dice):
    with open_app(home) as app:
        record = Record("dice", [SeatInfo("Livia"), SeatInfo("Tiro", "script", "tiro")], seed=3)
        game = app.push("game", record=record)
        for _ in range(2000):
            if game.session.state.is_over():
                break
            top = app.top
            if top.name == "handoff":
                top.confirm()
            elif top is game and game.viewer == 0 and game.board.acting and not game.board.busy():
                assert 0 in game.session.state.to_act()
                assert game.submit(0, game.session.state.legal_actions(0)[0])
            pump(app, 1)
        assert game.session.state.is_over()
        movers = {seat for seat, _ in record.actions}
        assert {CHANCE, 0, 1} <= movers           # draws, the person and the scripted seat all acted
        assert game.humans == [0]                 # a scripted seat is nobody at the screen


def test_setup_offers_the_scripted_opponent(home, dice):
    with open_app(home) as app:
        setup = app.push("setup", game_id="dice")
        pump(app, 1)
        labels = []
        for _ in range(8):
            setup.cycle_kind(1)
            labels.append(setup.seats[1]["kind"])
        assert "script:tiro" in labels
        while setup.seats[1]["kind"] != "script:tiro":
            setup.cycle_kind(1)
        assert setup.kind_label("script:tiro") == setup.info.script_label("tiro").render(setup.lang)
        record = setup.make_record()
        assert record is not None            # (the seats may be rotated for who starts)
        assert [(s.kind, s.level) for s in record.seats if s.is_script] == [("script", "tiro")]


def test_a_roll_after_a_reveal_shows_no_private_view(home, dice):
    """Two persons: a card played face up is shown to everyone (the screen is nobody's alone
    any more), so while the roll that follows is made the screen shows the public view, not
    the player's remaining hand; the next secret waits for a hand-off again."""
    with open_app(home) as app:
        record = Record("dice", [SeatInfo("Livia"), SeatInfo("Marcus")], seed=5)
        game = app.push("game", record=record)
        for _ in range(3000):
            state = game.session.state
            if state.is_over():
                break
            top = app.top
            if top.name == "handoff":
                top.confirm()
            elif top is game and game.looking is not None and game.look_needs_click():
                game.finish_look()
            elif top is game and game.viewer is not None and game.board.acting and not game.board.busy():
                seat = game.viewer
                assert game.submit(seat, state.legal_actions(seat)[0])
            pump(app, 1)
            viewer = game.board.viewer
            if viewer is not None and game.secret(viewer):
                assert viewer == game.guard, (viewer, game.guard, game.session.state.phase)
        assert game.session.state.is_over()
        played = [seat for seat, a in record.actions if isinstance(a, toy_dice.Play)]
        assert {0, 1} <= set(played)          # each person's card was shown, then rolled for
