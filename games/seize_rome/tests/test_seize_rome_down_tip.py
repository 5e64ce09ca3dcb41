"""A face-down token (a dark square with a dot) says, pointed at, whose it is and that it
counts 0 for both provinces: laid face down on a double ring, or turned by Might."""
from __future__ import annotations

import pytest

from games.seize_rome import rules as R
from games.seize_rome.tests.seize_rome_scene_kit import point
from games.seize_rome.tests.test_seize_rome_scene import Table


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_face_down_token_says_whose_it_is_and_that_it_counts_nothing(lang):
    table = Table(1, lang=lang)
    s = R.new_game(2, 0, {"expansions": "base"})
    s.tokens["b30"] = (R.POMPEY, "shield42", "asia", True, True)        # (laid face down)
    s.tokens["b28"] = (R.CAESAR, "ship51", "asia", True, False)         # (turned by Might)
    s.tokens["b27"] = (R.CAESAR, "sword60", "asia", False, False)       # (face up: said by its face)
    table.host.state = s
    table.host.refresh()
    b = table.board
    tr = table.host.tr
    said = {}
    for bid in ("b30", "b28", "b27"):
        point(table, b.border_centre(bid))
        table.host.draw()
        assert b.pointed is not None and b.pointed.tip, bid
        said[bid] = b.pointed.tip
    laid = tr("seize_rome.ui.token_down", seat=b.name(R.POMPEY))
    turned = tr("seize_rome.ui.token_down_might", seat=b.name(R.CAESAR))
    assert laid in said["b30"] and b.name(R.POMPEY) in said["b30"], said["b30"]
    assert turned in said["b28"] and b.name(R.CAESAR) in said["b28"], said["b28"]
    assert "0" in laid and "0" in turned
    assert laid not in said["b27"] and turned not in said["b27"], said["b27"]
