"""A Caesar XL stack spread under the pointer hides no place's name: each name its counters
would cover is written again on a backing just clear of them, over seeded positions of large
stacks in Italy, Greece and round them (a spread Athenae of 4 covered Pharsalus at 1280x800,
spread stacks of 8 to 11 units in Italy and Greece one or two names).
"""
from __future__ import annotations

import dataclasses
import random

import pytest

from games.app.board import SimpleHost
from games.caesar_xl import INFO
from games.caesar_xl import rules as R
from games.caesar_xl.scene import Board
from games.caesar_xl.tests.xl_positions import position, put
from games.core.registry import registered

#: the board's rectangle in 1280x800 and 1000x650 windows
BOARDS = {"1280x800": (973, 716), "1000x650": (760, 566)}
PLACES = ("roma", "brundisium", "rubicon", "aquileia", "messana", "athenae", "pharsalus", "thessalonica",
          "dyrrachium", "salonae", "pergamum")


@pytest.fixture(autouse=True)
def playable():
    with registered(dataclasses.replace(INFO, playable=True), "games.caesar_xl"):
        yield


def placed_board(s, lang: str, size) -> Board:
    """A board of ``size`` showing the position ``s`` to Caesar in ``lang``, drawn with its
    names placed (the work of placing them run to its end)."""
    host = SimpleHost(state=s, lang=lang, viewer=R.CAESAR)
    board = host.attach(Board(host), size)
    host.settle()
    host.draw()
    if not board.work_done():
        board.finish_work()
        host.draw()
    return board


def _hidden(board, place: str) -> list:
    """The names the stack at ``place`` covers when spread, not written again clear of it."""
    p = board.painter
    p.draw_pieces(board.host.surface, stacks=board.stacks(), spread=place)
    fanned = [r for r, q in p.counter_hits if q == place]
    out = []
    for rect, key in p.name_rects:
        if rect.collidelist(fanned) < 0:
            continue
        to = p.names_lifted.get(key)
        if to is None or to.collidelist(fanned) >= 0:
            out.append((place, key))
    return out


@pytest.mark.parametrize("window, lang", [
    pytest.param(w, lang, id=f"{w}-{lang}",
                 marks=() if (w, lang) in (("1000x650", "ja"), ("1280x800", "en")) else pytest.mark.long)
    for w in BOARDS for lang in ("en", "ja")])
def test_a_spread_stack_hides_no_name(lang, window):
    hidden, spread = [], 0
    for seed in range(6):
        rng = random.Random(seed)
        s = position(phase="march", gold=(10, 0))
        places = rng.sample(PLACES, 4)
        for k, place in enumerate(places):
            put(s, (R.CAESAR, R.POMPEY)[k % 2], place, *(["legion"] * rng.randint(4, 11)))
        board = placed_board(s, lang, BOARDS[window])
        for place in places:
            hidden += _hidden(board, place)
            spread += 1
    assert spread >= 20
    assert not hidden, hidden
