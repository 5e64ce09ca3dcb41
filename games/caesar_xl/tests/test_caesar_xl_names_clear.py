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


def _game_under_way(app, lang):
    """The game scene of seed 5 forty moves in, its names placed for the stacks standing."""
    game = app.push("game", record=default_record("caesar_xl", 5, lang), autosave_on=False)
    assert autoplay(game, 40) == 40
    game.auto = False
    painter = game.board.painter
    pump_until(app, lambda: not app.tasks.pending() and not painter.names_draft and painter.stack_rects,
               what="the names placed for the stacks standing")
    return game


@pytest.mark.parametrize("size", [(1000, 650), (1000, 700), (1280, 800)])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_no_name_lies_under_a_stack_or_astray(home, lang, size):
    app = make_app(home, size=size, lang=lang)
    try:
        painter = _game_under_way(app, lang).board.painter
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


def test_a_stack_spread_under_the_pointer_leaves_the_names_beside_it_clear(home):
    # Nova Carthago's four spread in a row of four over Ilerda's name, or a block over Athenae's
    # neighbours': a block with its short row at the other end, or turned, leaves them clear
    app = make_app(home, size=(1280, 800), lang="en")
    try:
        board = _game_under_way(app, "en").board
        painter = board.painter
        stacks = [st for st in board.stacks() if list(st[2])]
        spots = painter.stack_spots(stacks)
        s = round(painter.counter_side())
        fanned = 0
        for (place, _, labels), at in zip(stacks, spots):
            if place != "nova_carthago":
                continue
            others = [r for (q, _, ls), c in zip(stacks, spots) if q != place for r in painter.stack_boxes(c, len(ls))]
            for centre in painter.fan_centres(place, at, len(labels), others):
                box = pygame.Rect(0, 0, s, s)
                box.center = (round(centre[0]), round(centre[1]))
                assert box.collidelist([r for r, _ in painter.name_rects]) < 0, (place, box)
                fanned += 1
        assert fanned == 4
    finally:
        app.quit()
        pygame.event.clear()

