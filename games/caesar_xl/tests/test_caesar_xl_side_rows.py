"""The rows of Caesar XL's side boxes are read whole at 9 px at least: at 1000x650 the second
row was drawn at 8 px and still cut ("Forum: Optimates 2/7 · cards cl…"); a row too long says
the same in fewer words."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from games.caesar_xl import INFO
from games.caesar_xl.scene_info import side_rows
from games.core.registry import registered
from tests.app_kit import make_app, pump


@pytest.fixture(autouse=True)
def playable():
    with registered(dataclasses.replace(INFO, playable=True), "games.caesar_xl"):
        yield


@pytest.mark.parametrize("size", [(1000, 650), (1000, 700), (1280, 800)])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_side_boxes_rows_are_drawn_whole_and_readable(home, lang, size):
    from games.core.record import Record
    from games.core.state import SeatInfo
    app = make_app(home, size=size, lang=lang)
    try:
        seats = [SeatInfo("Livia", "human", None, "red"), SeatInfo("Marcus", "ai", "easy", "blue")]
        game = app.push("game", record=Record("caesar_xl", seats, seed=5, options={"silver": True}),
                        autosave_on=False)
        game.auto = False
        board = game.board
        drawn: dict[str, tuple[str, int]] = {}
        real_fit = board.texts.fit

        def fit(text, width, px, bold=False, least=10, shrink=True):
            out = real_fit(text, width, px, bold, least, shrink)
            drawn[str(text)] = out
            return out
        board.texts.fit = fit
        pump(app, 3)
        v = board.view
        rows = {row for s in (0, 1) for short in (False, True) for row in side_rows(board.tr, v, s, short)}
        seen = {t: out for t, out in drawn.items() if t in rows}
        assert len(seen) >= 4, (sorted(drawn), rows)
        for text, (shown, px) in seen.items():
            assert shown == text and px >= 9, (text, shown, px)
    finally:
        app.quit()
        pygame.event.clear()
