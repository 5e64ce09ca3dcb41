"""A marker Might turned face down says what it is when pointed at: a province's control
marker (either of Italia's two spaces) that the province stays won but gives no border
markers, a border marker that it changes nothing else; a face-up marker says neither."""
from __future__ import annotations

import pytest

from games.seize_rome import rules as R
from games.seize_rome.tests.test_seize_rome_scene import Table


def _turned(lang):
    """Pompey won Italia (its second marker turned face down by Might) and Sicilia (face up),
    and has a border marker turned face down on b12."""
    table = Table(1, lang=lang)
    s = R.new_game(2, 0, {"expansions": "base"})
    s.spaces["italia"] = ((R.POMPEY, True), (R.POMPEY, False))
    s.spaces["sicilia"] = ((R.POMPEY, True),) + tuple(s.spaces["sicilia"][1:])
    for pid in ("italia", "sicilia"):
        s.closed.add(pid)
        s.bonuses.pop(pid, None)
    s.tokens["b12"] = (R.POMPEY, "sword51", "sicilia", False, False)
    s.covers["b12"] = (R.POMPEY, False)
    table.host.state = s
    table.board._sel_key = None
    table.host.refresh()
    return table


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_marker_turned_by_might_says_so(lang):
    table = _turned(lang)
    tr = table.host.tr
    down, border_down = tr("seize_rome.ui.marker_down"), tr("seize_rome.ui.border_marker_down")
    assert down != "seize_rome.ui.marker_down" and border_down != "seize_rome.ui.border_marker_down"
    for key in (("tip", "italia"), ("tip", "italia", 1)):
        assert table.spot(key).tip.splitlines()[-1] == down, key
    assert down not in table.spot(("tip", "sicilia")).tip
    assert table.board.space_tip("b12").splitlines()[-1] == border_down
    table.state.covers["b12"] = (R.POMPEY, True)
    table.host.refresh()
    assert border_down not in table.board.space_tip("b12")
