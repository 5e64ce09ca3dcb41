"""Caesar XL at 1000 pixels gave its move log 240 pixels, and Japanese wrapped every thirteen
characters (「マルクスはレギオンを｜行軍させる：」). The log takes the width every game's log
takes there; the side boxes beside it keep the width their rows need, the other panels giving way."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from games.app.draw import wrap_text
from games.app.scenes.game import LOG_LEAST
from games.app.scenes.game_log import wrap_width
from games.caesar_xl import INFO
from games.caesar_xl.scene_words import forum_lean
from games.core.registry import registered
from tests.app_kit import make_app, pump

LINES = ("マルクスはレギオンを行軍させる：", "マルクスは1ゴールド払い、同盟軍を")


@pytest.fixture(autouse=True)
def playable():
    with registered(dataclasses.replace(INFO, playable=True), "games.caesar_xl"):
        yield


@pytest.mark.parametrize("size", [(1000, 700), (1000, 650)])
def test_the_log_is_as_wide_as_other_games_and_the_side_rows_stay_whole(home, size):
    from games.core.record import Record
    from games.core.state import SeatInfo
    app = make_app(home, size=size, lang="ja")
    try:
        seats = [SeatInfo("リウィア", "human", None, "red"), SeatInfo("マルクス", "ai", "easy", "blue")]
        game = app.push("game", record=Record("caesar_xl", seats, seed=5, options={"silver": True}),
                        autosave_on=False)
        game.auto = False
        pump(app, 2)
        assert game.log_w >= LOG_LEAST, game.log_w
        font = app.fonts.get(game.log_px())
        for line in LINES:
            assert len(wrap_text(font, line, wrap_width(game.log_w))) == 1, (size, game.log_w, line)
        board, tr = game.board, game.board.tr
        rows = [tr("caesar_xl.ui.side_cities.short", cities=44, tax=44, hand=9),
                tr("caesar_xl.ui.side_cards.short", forum=forum_lean(tr, -6, True), n=9)]
        for box in board.geom["sides"]:
            room = box.w - board.ui.s(16)
            assert all(board.texts.width(row, 9) <= room for row in rows), (size, box, rows)
    finally:
        app.quit()
        pygame.event.clear()
