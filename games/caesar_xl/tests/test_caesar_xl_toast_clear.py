"""Caesar XL: the toast "Only one move is possible here: there is nothing to advise." stood over
the very button it was about (the Forum's end button, at the foot of the panel): a toast covers
none of the board's buttons where there is room for it."""
from __future__ import annotations

import pygame
import pytest

from games.caesar_xl.tests.test_caesar_xl_turn import playable  # noqa: F401
from games.core.record import Record
from games.core.session import Session
from games.core.state import SeatInfo
from tests.app_kit import make_app, pump, pump_until


@pytest.mark.parametrize("lang,size", [("en", (1280, 800)), ("ja", (1280, 800)), ("en", (1000, 700)),
                                       ("ja", (1000, 700))])
def test_the_one_move_toast_covers_no_button(home, lang, size):
    seats = [SeatInfo("Livia", "human", None, "red"), SeatInfo("Marcus", "ai", "normal", "blue")]
    record = Record("caesar_xl", seats, seed=3, options={"silver": True})
    assert len(Session(record.copy()).state.legal_actions(0)) == 1      # (the first Forum: end it)
    app = make_app(home, size=size)
    try:
        app.set_lang(lang)
        game = app.push("game", record=record, autosave_on=False)
        pump_until(app, lambda: game.board.acting and not game.busy(), what="Livia's Forum")
        game.toggle_advice()
        pump(app, 2)
        assert app.toast_texts() == [app.tr("app.advice.one_choice")]
        end = [b for b in game.board.buttons if b.action is not None]
        assert end, "no button on the board"
        for _t, _lines, rect in app.toast_places(app.size):
            assert rect.collidelist([b.rect for b in game.board.buttons]) < 0, "the toast covers a button"
            assert not rect.colliderect(game.top_rect)
    finally:
        app.quit()
        pygame.event.clear()
