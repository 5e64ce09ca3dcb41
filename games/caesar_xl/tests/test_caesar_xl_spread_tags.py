"""A leader's counter in a stack spread under the pointer carries its whole name on a tag
across its own edge (the spread counters showed the brief form, カエ, アン), the tags apart,
and no place's name under a tag (each name a tag would cover is written again clear of it)."""
from __future__ import annotations

import dataclasses

import pytest

from games.app.board import SimpleHost
from games.caesar_xl import INFO
from games.caesar_xl import rules as R
from games.caesar_xl.scene import Board
from games.caesar_xl.scene_counter_words import TAG_PX
from games.caesar_xl.tests.xl_positions import position, put
from games.core.registry import registered

BOARDS = {"1280x800": (1253, 816), "1000x700": (973, 716), "1000x650": (760, 566)}


@pytest.fixture(autouse=True)
def playable():
    with registered(dataclasses.replace(INFO, playable=True), "games.caesar_xl"):
        yield


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("window", list(BOARDS))
@pytest.mark.parametrize("place", ["roma", "athenae", "massilia"])
def test_a_spread_stacks_leaders_carry_their_names_on_their_own_edge(lang, window, place):
    s = position(phase="march", gold=(10, 0))
    put(s, R.CAESAR, place, "caesar", "antonius", "legion", "legion", "legion:veteran", "ally")
    host = SimpleHost(state=s, lang=lang, viewer=R.CAESAR)
    board = host.attach(Board(host), BOARDS[window])
    host.settle()
    p = board.painter
    drawn: list = []
    real = p.draw_counter

    def spy(surface, centre, side, label, size=None, one_line=False):
        rect = real(surface, centre, side, label, size, one_line)
        drawn.append((rect, label))
        return rect
    p.draw_counter = spy
    p.draw_pieces(host.surface, stacks=board.stacks(), spread=place)
    fanned = [r for r, q in p.counter_hits if q == place]
    names = {tr: label for label, tr in (("caesar", board.tr("caesar_xl.ui.leader_short.caesar")),
                                         ("antonius", board.tr("caesar_xl.ui.leader_short.antonius")))}
    tags = [(r, label) for r, label in p.tag_rects if label in names]
    assert sorted(label for _, label in tags) == sorted(names), p.tag_rects
    assert not [label for r, label in drawn if r in fanned and p.is_leader(label)], "no brief form on a counter"
    for i, (rect, label) in enumerate(tags):
        assert rect.w >= p.texts.width(label, TAG_PX, True), ("cut", label)
        assert rect.collidelist(fanned) >= 0, ("apart from its counter", label)
        assert all(not rect.colliderect(o) for o, _ in tags[:i]), ("on another tag", label)
        for box, key in p.name_rects:
            assert not p.names_lifted.get(key, box).colliderect(rect), ("on a name", label, key)
