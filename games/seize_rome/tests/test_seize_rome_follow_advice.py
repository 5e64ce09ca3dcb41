"""Following the advice by its lit places makes the advised move whole: once the advice named
a placement, choosing its token and its space stands the token turned the way the advice says
(not the default way, which gave "Asia 6 / Syria 0" where "Syria 6 / Asia 0" was advised),
even after the advice bubble was put away; the next move forgets the advice."""
from __future__ import annotations

import random

import pytest

pygame = pytest.importorskip("pygame")

from games.seize_rome import rules as R  # noqa: E402
from games.seize_rome.tests.test_seize_rome_scene import Table, playable  # noqa: E402,F401


def turned_placement(table: Table):
    """A legal placement of the seat at the screen that is not the way its token first stands
    on its space (the other way round), or None."""
    seat = table.state.to_act()[0]
    for act in table.state.legal_actions(seat):
        if not isinstance(act, R.Place) or not act.toward:
            continue
        table.click_key(("hand", act.token))
        table.click_key(("border", act.border))
        first = table.board.sel_toward
        table.board.clear_selection()
        if first != act.toward:
            return act
    return None


def test_the_lit_token_and_space_stand_turned_as_advised():
    table = Table(3)
    rng = random.Random(3)
    for _ in range(40):
        table.chance()
        seat = table.state.to_act()[0]
        table.face(seat)
        table.host.settle()
        if table.state.phase == "place" and (act := turned_placement(table)) is not None:
            break
        table.play_one(rng)
        table.host.settle()
    else:
        pytest.fail("no placement whose advised turn differs from the first one")
    table.board.advice_given(act)
    table.click_key(("hand", act.token))
    table.click_key(("border", act.border))
    assert table.board.sel_toward == act.toward
    assert table.board.preview_action() == act
    sent = table.click_key("confirm")
    assert sent == [(seat, act)]
    table.host.settle()
    assert table.board.advised is None          # the next move forgets it
