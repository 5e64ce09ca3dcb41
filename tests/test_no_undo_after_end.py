"""Once a game is over nothing can be taken back, in every game: the Undo button is grey under
the "Game over" banner, and Undo (button, Ctrl+Z) and Redo change nothing."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

import random  # noqa: E402

from games.core.players import random_action  # noqa: E402
from games.core.record import Record  # noqa: E402
from games.core.session import Session  # noqa: E402
from tests.app_kit import pump_until, seats  # noqa: E402

#: each game with every seat a person (their last move could be taken back by the rules of undo)
GAMES = [("caesar", "hh", 1), ("imperium", "hh", 2), ("catilina", "hhh", 3), ("seize_rome", "hh", 4),
         ("caesar_xl", "hh", 5)]


def finished(game: str, kinds: str, seed: int) -> Record:
    """A game played to its end by random moves (chance too), each seat seeing only its view."""
    record = Record(game, seats(game, kinds), seed)
    session = Session(record)
    rng = random.Random(seed)
    while not session.state.is_over():
        seat = session.state.to_act()[0]
        view = session.state.view_for(seat) if seat >= 0 else session.state
        session.act(seat, random_action(view, seat, rng))
    return record


@pytest.mark.parametrize("game_id,kinds,seed", GAMES)
def test_nothing_is_taken_back_once_the_game_is_over(app, game_id, kinds, seed):
    record = finished(game_id, kinds, seed)
    game = app.push("game", record=record, autosave_on=False)
    pump_until(app, lambda: game.end_shown, what="the end of the game shown")
    n = len(record.actions)
    assert game.undo_refusal() is not None, "undo is offered after the end of the game"
    game.update_undo_button()
    assert not game.undo_button.is_enabled, "the Undo button is lit under the Game over banner"
    assert game.render(game.undo_refusal()) == game.tr("app.err.undo_over")
    assert not game.undo() and not game.redo()
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="z", scancode=0))
    assert len(game.record.actions) == n and game.session.state.is_over()
