"""A question advised lights the buttons the person presses to ask it: seen in a real window,
the advice "asking Marcus1 for yellow cards" lit Marcus1's plaque and the Ask button only, not
Marcus1 and yellow in "Your question"."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.catilina.rules import Ask  # noqa: E402
from games.core.record import Record  # noqa: E402
from tests.app_kit import pump_until, seats  # noqa: E402


def test_a_question_advised_lights_whom_and_what_to_ask(app):
    scene = app.push("game", record=Record("catilina", seats("catilina", "haa"), seed=3), autosave_on=False)
    board = scene.board
    pump_until(app, lambda: board.acting and not scene.busy() and not scene.animating(),
               what="the person's question to ask")
    seat = scene.viewer
    asks = [a for a in scene.session.state.legal_actions(seat) if isinstance(a, Ask)]
    for action in (next(a for a in asks if a.target >= 0 and a.kind == "colour"),
                   next(a for a in asks if a.target < 0 and a.kind == "value")):
        names = board.advice_targets(action)
        assert f"whom:{action.target}" in names and f"{action.kind}:{action.attr}" in names, names
        assert all(board.rect_of(n) is not None for n in names), names
