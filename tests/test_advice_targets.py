"""Every board names where a move is made (``advice_targets``), so that the advice can light it:
at the start of each game, with a person to act, each target named for a legal move is drawn
on the board (``rect_of`` finds it)."""
from __future__ import annotations

import pytest

from games import game_ids, info
from games.core.record import Record
from tests.app_kit import pump_until, seats


@pytest.mark.parametrize("game", game_ids())
def test_each_legal_moves_targets_are_drawn(app, game):
    kinds = "h" + "a" * (info(game).min_players - 1)
    scene = app.push("game", record=Record(game, seats(game, kinds), seed=3), autosave_on=False)
    board = scene.board
    pump_until(app, lambda: board.acting and not scene.busy() and not scene.animating(),
               what="the person's turn with nothing moving")
    seat = scene.viewer
    legal = scene.session.state.view_for(seat).legal_actions(seat)
    step = max(1, len(legal) // 12)
    named = 0
    for action in legal[::step]:
        names = board.advice_targets(action)
        missing = [n for n in names if board.rect_of(n) is None]
        assert not missing, (action, missing)
        named += bool(names)
    assert named, "no legal move names where it is made"
