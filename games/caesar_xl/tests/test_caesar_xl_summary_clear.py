"""The "since your last turn" panel stood over the Forum race's box (its third line, an event in
force, was hidden under the panel's top edge). The panel keeps clear of the box at every window
size, in both languages, however long the list, and stays on the board."""
from __future__ import annotations

import dataclasses

import pytest

from games.caesar_xl import INFO
from games.caesar_xl.tests.test_caesar_xl_turn import _at_pompeys_first_turn, _summary_up
from games.core.registry import registered
from tests.app_kit import make_app, pump


@pytest.fixture(autouse=True)
def playable():
    with registered(dataclasses.replace(INFO, playable=True), "games.caesar_xl"):
        yield


@pytest.fixture(scope="module")
def session():
    return _at_pompeys_first_turn()


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1280, 800), (1000, 700), (1000, 650)])
def test_the_summary_keeps_clear_of_the_race_box(home, session, lang, size):
    app = make_app(home, size=size, lang=lang)
    try:
        game = _summary_up(app, session)
        game.summary.lines = game.summary.lines * 30     # (a long turn: the panel as tall as the board)
        pump(app, 2)
        panel, race = game.summary.rect, game.board.forum_geom["rect"]
        assert not panel.colliderect(race), (panel, race)
        assert game.board_rect.contains(panel), (panel, game.board_rect)
        assert panel.contains(game.summary.close_rect)
        assert game.summary.cut == 0
    finally:
        app.quit()
