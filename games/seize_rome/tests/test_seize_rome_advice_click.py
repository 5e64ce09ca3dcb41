"""Following the advice from its glowing space: with the advice naming a placement and no
token picked yet, a click on the space it lights stands the advised token there, turned the
way the advice says (the token's gold ring and the space's glow are the advice's, and a
click on them must not be told to choose a token first)."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.seize_rome import rules as R  # noqa: E402
from games.seize_rome.tests.test_seize_rome_scene import Table, playable  # noqa: E402,F401


@pytest.mark.parametrize("size", [(1280, 800), (1000, 700)])
def test_a_click_on_the_advised_space_stands_the_advised_token(size):
    table = Table(4, size=size)
    table.chance()
    table.face(0)
    table.host.settle()
    act = next(a for a in table.state.legal_actions(0) if isinstance(a, R.Place) and a.toward)
    table.board.advice_given(act)
    assert table.board.sel_token is None
    table.click(table.board.border_centre(act.border))
    assert table.board.refused_key != "seize_rome.ui.why.no_token"
    assert (table.board.sel_token, table.board.sel_border, table.board.sel_toward) == (
        act.token, act.border, act.toward)
    assert table.board.preview_action() == act
    assert table.click_key("confirm") == [(0, act)]


def test_another_space_still_asks_for_a_token_first():
    table = Table(4)
    table.chance()
    table.face(0)
    table.host.settle()
    act = next(a for a in table.state.legal_actions(0) if isinstance(a, R.Place) and a.toward)
    table.board.advice_given(act)
    other = next(b for b in R.TOPO.border_ids if b != act.border)
    table.click(table.board.border_centre(other))
    assert table.board.refused_key == "seize_rome.ui.why.no_token"
    assert table.board.sel_token is None
