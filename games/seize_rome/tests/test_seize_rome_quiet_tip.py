"""After Place, the pointer rests on the now disabled button: its tooltip ("pick a token and
a glowing space first") popped up over the player's tokens at the start of their next turn.
It waits until the pointer moves again."""
from __future__ import annotations

import random

import pygame

from games.seize_rome import rules as R
from games.seize_rome.tests.test_seize_rome_scene import Table, playable  # noqa: F401


def test_the_place_buttons_tooltip_waits_for_the_pointer_to_move():
    table = Table(3)
    rng = random.Random(3)
    b = table.board
    act = next(a for a in table.state.legal_actions(0) if isinstance(a, R.Place))
    table.face(0)
    table.click_key(("hand", act.token))
    table.click_key(("border", act.border))
    at = table.spot("confirm").rect.center
    table.click_key("confirm")
    table.host.settle()
    for _ in range(20):                       # the other seat plays; chance draws; seat 0 again
        table.chance()
        if table.state.to_act() == (0,) and table.state.phase == "place":
            break
        seat = table.state.to_act()[0]
        acts = table.state.legal_actions(seat)
        table.host.apply(seat, rng.choice(acts))
        table.host.settle()
    assert table.state.to_act() == (0,) and table.state.phase == "place"
    table.host.refresh()
    table.host.draw()
    spot = table.spot("confirm")
    assert spot.rect.collidepoint(at) and not spot.enabled
    assert b.drawn_tip is None, "the disabled Place button's tooltip showed before the pointer moved"
    b.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(at[0] + 3, at[1]), rel=(3, 0), buttons=(0, 0, 0)))
    table.host.draw()
    assert b.drawn_tip is not None
