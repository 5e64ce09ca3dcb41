"""A Caesar XL stack of ten spread under the pointer lies in a compact block round its city
(rows of up to five, four rows at most): at Nova Carthago, Messana and Roma it spread as a
column running down over Mauretania, Thapsus and Messana, five to ten counters' sides off its
city."""
from __future__ import annotations

import math

import pytest

from games.app.board import SimpleHost
from games.caesar_xl import rules as R
from games.caesar_xl.scene import Board
from games.caesar_xl.tests.test_caesar_xl_spread_names import playable  # noqa: F401
from games.caesar_xl.tests.xl_positions import position, put

#: the board's rectangle in a 1280x800 window (English) and a 1000x700 one (Japanese)
WINDOWS = {"en": (973, 716), "ja": (760, 616)}
#: how far (in counters' sides) a spread counter's centre may lie from its city's point
REACH = 4.0


@pytest.mark.parametrize("lang", list(WINDOWS))
@pytest.mark.parametrize("place", ["nova_carthago", "messana", "roma"])
def test_a_stack_of_ten_spreads_in_a_compact_block_by_its_city(lang, place):
    s = position(phase="march", gold=(10, 0))
    put(s, R.CAESAR, place, "caesar", *["legion"] * 9)
    host = SimpleHost(state=s, lang=lang, viewer=R.CAESAR)
    board = host.attach(Board(host), WINDOWS[lang])
    host.draw()
    if not board.work_done():
        board.finish_work()
        host.draw()
    p = board.painter
    p.draw_pieces(host.surface, stacks=board.stacks(), spread=place)
    fanned = p.fans_drawn[(place, R.CAESAR)]
    assert len(fanned) == 10
    x, y = p.screen_point(place)
    far = max(math.dist((x, y), r.center) for r in fanned) / p.counter_side()
    assert far <= REACH, (place, far)
    xs, ys = sorted({r.centerx for r in fanned}), sorted({r.centery for r in fanned})
    assert len(xs) <= 5 and len(ys) <= 4, (place, xs, ys)       # (rows of up to five, four at most)
