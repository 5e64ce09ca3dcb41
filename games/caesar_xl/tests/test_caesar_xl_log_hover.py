"""Hovering a move's line in Caesar XL's log lights the places it tells of on the map, as the
last-move marker lights a move: a march's start and end, a battle's place, a city changing
hands. (It lit nothing: the map kept the marker of the last move only.)"""
from __future__ import annotations

import pygame

from games.caesar_xl import rules as R
from games.caesar_xl.moves import Dice, Marched, Note, PrivateCard
from games.caesar_xl.tests.test_caesar_xl_turn import _caesar_marches_one_by_one, playable  # noqa: F401
from games.caesar_xl.turn_log import line_places
from tests.app_kit import pump, pump_until


def test_a_line_names_its_marchs_ends_its_battle_and_the_places_changing_hands():
    events = [Marched(R.POMPEY, "brundisium", ("pharsalus",), False, ("legion",), ("standard",)),
              Dice("pharsalus", "heavy", (3,), (5,), (True,), (False,)),
              Note("marker_lost", R.CAESAR, "pharsalus", "", 0),
              Note("area_lost", -1, "daci", "", 0),
              PrivateCard(R.POMPEY, "fleet")]
    move = R.Move((1,), ("pharsalus",), False)
    assert line_places(move, events) == ["brundisium", "pharsalus", "daci"]
    assert line_places(R.Recruit("legion", "roma"), []) == ["roma"]
    assert line_places(R.EndPhase(), []) == []


def test_hovering_a_march_in_the_log_lights_where_it_came_from_and_went(app, monkeypatch):
    session, first, last = _caesar_marches_one_by_one()
    game = app.push("game", record=session.record.copy(), autosave_on=False)
    pump_until(app, lambda: app.top.name == "handoff", what="the hand-off to Livia")
    app.top.confirm()
    pump_until(app, lambda: not game.text_held() and game.viewer == R.CAESAR, what="Livia's view")
    pump(app, 2)
    screen = pygame.Surface(app.size)
    game.draw(screen)                                  # (the log's rows as drawn)
    row = next(r for r, i in game.log_rows if i == last)
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: row.center)
    lit = game.log_lit()
    assert lit is not None, "hovering the march's line lit nothing"
    want = [game.board.rect_of(f"place:{p}") for p in ("massilia", "lugdunum")]
    assert all(w is not None for w in want)
    assert lit[0] == want and lit[1] == game.seat_colour(R.CAESAR), (lit, want)
    game.draw(screen)
    box = want[0].inflate(6, 6)
    assert tuple(screen.get_at((box.centerx, box.top)))[:3] == game.seat_colour(R.CAESAR)
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (0, 0))
    assert game.log_lit() is None
