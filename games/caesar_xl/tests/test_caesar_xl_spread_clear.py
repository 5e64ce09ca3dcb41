"""A large Caesar XL stack spread under the pointer covers no other place's symbol or name: a
spread of 10 at Nova Carthago ran two columns down over Mauretania's mark, at Roma over
Aquileia's, at Athenae over Pergamum's. The counter on the city stays; the rest of the block
may stand a little away from it, joined to it by a line over no other place's symbol. (The counter on the city stood there
before the spread: where cities stand closer than a counter, as Antiochia and Tarsus, it
covers its neighbour's symbol spread or not.)"""
from __future__ import annotations

import random

import pytest

from games.caesar_xl import rules as R
from games.caesar_xl.tests.test_caesar_xl_spread_names import placed_board
from games.caesar_xl.tests.test_caesar_xl_spread_tags import BOARDS, playable  # noqa: F401
from games.caesar_xl.tests.xl_positions import position, put

PLACES = ("nova_carthago", "roma", "athenae", "massilia", "brundisium", "utica", "antiochia")
NEAR = ("messana", "pharsalus", "ilerda", "corduba", "salonae", "tarsus", "creta")


def _spread(window: str, place: str, n: int, seed: int, lang: str = "en"):
    """The board with ``n`` units at ``place`` and a few small stacks near (Pompey's own at
    Aquileia), drawn with the pointer on ``place`` (its stacks spread)."""
    rng = random.Random(seed)
    s = position(phase="march", gold=(10, 0))
    put(s, R.CAESAR, place, "caesar", *(["legion"] * (n - 2)), "ally")
    put(s, R.POMPEY, "aquileia", "pompey", "legion", "legion")
    for q in rng.sample([q for q in NEAR if q != place], 2):
        put(s, R.POMPEY, q, *(["legion"] * rng.randint(2, 4)))
    board = placed_board(s, lang, BOARDS[window])
    x, y = board.painter.screen_point(place)
    board.mouse = (round(x), round(y))
    board.host.draw()
    assert board.hover_place == place
    return board


@pytest.mark.parametrize("window", list(BOARDS))
@pytest.mark.parametrize("place", PLACES)
def test_a_spread_stack_covers_no_other_places_symbol_or_name(window, place):
    covered = []
    for n in (8, 10, 12):
        p = _spread(window, place, n, seed=n).painter
        fanned = p.fans_drawn[(place, R.CAESAR)]
        x, y = p.screen_point(place)
        city = min(fanned, key=lambda r: abs(r.centerx - x) + abs(r.centery - y))
        assert len(fanned) == n and city.collidepoint(x, y), ("on its city", city)
        fanned = [r for r in fanned if r is not city]    # (the stack's own counter stood there before)
        apart = city.inflate(city.w // 2, city.h // 2).collidelist(fanned) < 0      # (no counter beside it)
        assert apart == bool(p.fan_joins), ("a line joins a block apart, only", p.fan_joins)
        covered += [(n, "symbol", q) for q in p._points
                    if q != place and p._mark(p.screen_point(q), q in p._areas).collidelist(fanned) >= 0]
        covered += [(n, "name", key) for r, key in p.name_rects
                    if not key.endswith("." + place) and r.collidelist(fanned) >= 0]
        assert not [(a, b) for i, a in enumerate(fanned) for b in fanned[i + 1:] if a.colliderect(b)], "apart"
        covered += [(n, "line over", q) for line in p.fan_joins for q in p._points     # (the line to a block apart)
                    if q != place and p._mark(p.screen_point(q), q in p._areas).clipline(*line)]
    assert not covered, covered


@pytest.mark.parametrize("window, lang", [("1280x800", "en"), ("1000x700", "ja")])
def test_the_places_tooltip_leaves_a_spread_block_apart_clear(window, lang):
    # seen: the place's tooltip (over the stack) hid the lower rows of a block spread from Roma
    # and the line to it
    board = _spread(window, "roma", 10, seed=10, lang=lang)
    p = board.painter
    fanned = p.fans_drawn[("roma", R.CAESAR)]
    assert p.fan_joins, "a block apart"
    assert board.drawn_place_tip is not None and board.drawn_place_tip.collidelist(fanned) < 0, board.drawn_place_tip
