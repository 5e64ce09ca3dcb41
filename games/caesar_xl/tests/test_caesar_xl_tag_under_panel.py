"""A leader's name tag never peeks half-cut from under a panel drawn over the map: with the
battle panel over a stack, the tag is placed whole clear of the panel, or hidden with its
stack (a "Caesar" tag stood half under the panel's top edge)."""
from __future__ import annotations

import pytest

from games.app.board import SimpleHost
from games.app.board.host import HostSeat
from games.caesar_xl import rules as R
from games.caesar_xl.scene import Board
from games.caesar_xl.tests.xl_positions import position, put

SEATS = [HostSeat("Livia", kind="human"), HostSeat("Marcus", kind="human")]


def _battle_with_leaders_near():
    """Pompey attacks Caesar in Roma; leaders stand in the cities round it."""
    s = position(phase="march", gold=(10, 10), active=R.POMPEY)
    put(s, R.CAESAR, "roma", "legion", "legion", "caesar")
    put(s, R.POMPEY, "roma", "legion", "legion", "legion", "pompey")
    put(s, R.CAESAR, "brundisium", "legion", "antonius")
    put(s, R.CAESAR, "rubicon", "legion", "lepidus")
    put(s, R.POMPEY, "messana", "legion", "labienus")
    put(s, R.POMPEY, "massilia", "legion", "scipio")
    put(s, R.POMPEY, "corduba", "legion", "afranius")    # (left of the panel where it stands mid-map)
    put(s, R.CAESAR, "antiochia", "legion", "curio")     # (right of it where it keeps off the race box)
    return s


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1000, 650), (1000, 700), (1280, 800)])
def test_no_tag_is_cut_by_the_battle_panel(lang, size):
    host = SimpleHost(state=_battle_with_leaders_near(), lang=lang, viewer=R.CAESAR, seats=SEATS)
    board = host.attach(Board(host), size)
    assert host.apply(R.POMPEY, R.EndPhase())
    host.settle()
    host.draw()
    host.draw()
    assert board.battle_up()
    panel = board.battle_geom["rect"]
    tags = board.painter.tag_rects
    assert tags, "no leader's tag drawn"
    for r, name in tags:
        assert not r.colliderect(panel), (name, r, panel)
