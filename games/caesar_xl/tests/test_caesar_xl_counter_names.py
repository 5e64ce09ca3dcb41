"""A leader's name on a Caesar XL counter is read at 9 px at least, at every window size: at
1000x650 a counter is 21 pixels and "ポンペ/イウス" or "Labie-/nus" fell to 6-7 px on two
lines; a name that does not fit readable is written in the catalogue's brief form, and a
Latin name is never hyphenated inside itself ("Labie-/nus" on a lone counter)."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from games.caesar_xl import INFO
from games.caesar_xl import components as C
from games.caesar_xl.scene_labels import READABLE
from games.caesar_xl.scene_words import leader_brief, leader_short
from games.core.registry import registered
from tests.app_kit import make_app, pump


@pytest.fixture(autouse=True)
def playable():
    with registered(dataclasses.replace(INFO, playable=True), "games.caesar_xl"):
        yield


@pytest.mark.parametrize("size", [(1000, 650), (1000, 700), (1280, 800)])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_leaders_counter_name_is_readable(home, lang, size):
    from games.core.record import Record
    from games.core.state import SeatInfo
    app = make_app(home, size=size, lang=lang)
    try:
        seats = [SeatInfo("Livia", "human", None, "red"), SeatInfo("Marcus", "ai", "easy", "blue")]
        game = app.push("game", record=Record("caesar_xl", seats, seed=5, options={"silver": True}),
                        autosave_on=False)
        game.auto = False
        pump(app, 3)
        board = game.board
        p = board.painter
        side = round(p.counter_side())
        kinds = list(C.SC_KINDS) + [c for c, d in C.CARDS.items() if d["type"] == "leader"]
        assert len(kinds) == 14
        for kind in kinds:
            name = leader_short(board.tr, kind)
            lines, px = p.counter_words(name, side, p.label_px(side))
            assert px >= READABLE, (kind, side, lines, px)
            assert lines == [name] or "".join(lines) == name or \
                lines == [leader_brief(board.tr, name)], (kind, lines)
    finally:
        app.quit()
        pygame.event.clear()
