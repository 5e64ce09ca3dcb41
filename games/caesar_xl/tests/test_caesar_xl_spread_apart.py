"""Both sides' stacks at one place spread under the pointer stand apart: each spread avoided
the other stacks but not the other side's at the same place, so at Roma and Athenae the two
spreads lay over each other."""
from __future__ import annotations

import pytest

from games.app.board import SimpleHost
from games.caesar_xl import rules as R
from games.caesar_xl.scene import Board
from games.caesar_xl.tests.test_caesar_xl_spread_tags import BOARDS, playable  # noqa: F401
from games.caesar_xl.tests.xl_positions import position, put


@pytest.mark.parametrize("window", list(BOARDS))
@pytest.mark.parametrize("place", ["roma", "athenae"])
def test_two_sides_spread_at_one_place_stand_apart(window, place):
    s = position(phase="march", gold=(10, 0))
    put(s, R.CAESAR, place, "caesar", "legion", "legion", "legion", "legion")
    put(s, R.POMPEY, place, "pompey", "legion", "legion", "legion")
    host = SimpleHost(state=s, lang="ja", viewer=R.CAESAR)
    board = host.attach(Board(host), BOARDS[window])
    host.settle()
    p = board.painter
    p.draw_pieces(host.surface, stacks=board.stacks(), spread=place)
    red, blue = p.fans_drawn[(place, R.CAESAR)], p.fans_drawn[(place, R.POMPEY)]
    assert len(red) == 5 and len(blue) == 4
    assert not [(a, b) for a in red for b in blue if a.colliderect(b)], (red, blue)


def _on(rects, point) -> bool:
    """Whether one of ``rects`` is centred on ``point`` (to the pixel)."""
    return any(abs(r.centerx - point[0]) <= 1 and abs(r.centery - point[1]) <= 1 for r in rects)


@pytest.mark.parametrize("window", ["1280x800", "1000x700"])
def test_a_spread_stack_sits_on_its_city_the_other_sides_beside_it(window):
    # seen: at 1000x700, the blue stack spread at Roma stood just off Roma's square (the two
    # stacks of a city stand centred across its point, and each spread from where it stood)
    s = position(phase="march", gold=(10, 0))
    put(s, R.CAESAR, "roma", "caesar", "legion", "legion", "legion", "legion")
    put(s, R.POMPEY, "roma", "pompey", "legion", "legion", "legion")
    host = SimpleHost(state=s, lang="ja", viewer=R.CAESAR)
    board = host.attach(Board(host), BOARDS[window])
    host.settle()
    p = board.painter
    p.draw_pieces(host.surface, stacks=board.stacks(), spread="roma")
    point = p.screen_point("roma")
    red, blue = p.fans_drawn[("roma", R.CAESAR)], p.fans_drawn[("roma", R.POMPEY)]
    assert _on(red, point), (point, red)
    assert not _on(blue, point) and not [(a, b) for a in red for b in blue if a.colliderect(b)], (red, blue)
