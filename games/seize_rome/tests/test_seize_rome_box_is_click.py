"""The box of what a held token would close speaks of the very placement a click makes: a
token held over a space shows the way the click will stand it there, also when the last advice
turned it the other way ("Syria one space from closing: you 1" above, "you 5" once clicked)."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.seize_rome import rules as R  # noqa: E402
from games.seize_rome.tests.seize_rome_scene_kit import each_held_border, point  # noqa: E402
from games.seize_rome.tests.test_seize_rome_scene import Table  # noqa: E402


def turned(table: Table, token: str, bid: str) -> R.Place | None:
    """The held token on ``bid`` turned away from its first face-up way, when it may be."""
    ways = [w for w in table.board.picker.still_possible("toward", token=token, border=bid) if w]
    return R.Place(token, bid, ways[1]) if len(ways) > 1 else None


@pytest.mark.parametrize("lang", [pytest.param("en", marks=pytest.mark.long), "ja"])
def test_the_held_box_shows_what_the_click_stands(lang):
    table = Table(5, lang=lang)
    b = table.board
    seen = 0
    for token, bid in each_held_border(table, 5, 8):
        act = turned(table, token, bid)
        if act is None:
            continue
        b.advice_given(act)                         # (the advice turned it the other way)
        point(table, b.border_centre(bid))
        table.host.draw()
        shown, said = b.hover_action(), list(b.drawn_closes) + list(b.drawn_warns)
        table.click_key(("border", bid))
        assert b.preview_action() == shown == act, (shown, b.preview_action())
        table.host.draw()
        assert list(b.drawn_closes) + list(b.drawn_warns) == said
        b.advice_given(None)
        b.sel_border = b.sel_toward = None
        b.picker.reset()
        seen += 1
    assert seen >= 10, seen
