"""In a Caesar XL game under way, at 1000x650, 1000x700 and 1280x800, in English and Japanese,
no place's name lies under a stack and every name stands nearer its own place than any
other (the stacks' spots and the names' search worked out together)."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from games.app.screenshot import autoplay, default_record
from games.caesar_xl import INFO
from games.caesar_xl.scene_room import astray
from games.core.registry import registered
from tests.app_kit import make_app, pump_until


@pytest.fixture(autouse=True)
def playable():
    with registered(dataclasses.replace(INFO, playable=True), "games.caesar_xl"):
        yield


@pytest.mark.parametrize("size", [(1000, 650), (1000, 700), (1280, 800)])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_no_name_lies_under_a_stack_or_astray(home, lang, size):
    app = make_app(home, size=size, lang=lang)
    try:
        game = app.push("game", record=default_record("caesar_xl", 5, lang), autosave_on=False)
        assert autoplay(game, 40) == 40
        game.auto = False
        painter = game.board.painter
        pump_until(app, lambda: not app.tasks.pending() and not painter.names_draft and painter.stack_rects,
                   what="the names placed for the stacks standing")
        names: dict[str, pygame.Rect] = {}
        for r, key in painter.name_rects:
            place = key.rsplit(".", 1)[1]
            names[place] = names[place].union(r) if place in names else r
        assert len(painter.stack_rects) >= 8, "a game under way has stacks on the map"
        under = sorted({(place, on) for place, r in names.items() for s, on in painter.stack_rects
                        if r.colliderect(s)})
        assert not under, under
        points = {p: painter.screen_point(p) for p in painter._points}
        assert not astray(names, points), astray(names, points)
    finally:
        app.quit()
        pygame.event.clear()
