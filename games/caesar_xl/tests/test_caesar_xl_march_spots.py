"""A march on the Caesar XL map goes from the spot where its stack stood to the spot where it
will stand, not from point to point: a third stack marching into a battle of two stacks at
Rubicon ended on the place's point, over both stacks, until its march was over."""
from __future__ import annotations

import dataclasses
import math

import pytest

from games.app.board import SimpleHost
from games.caesar_xl import INFO
from games.caesar_xl import rules as R
from games.caesar_xl.scene import Board
from games.caesar_xl.tests.xl_positions import position, put
from games.core.registry import registered


@pytest.fixture(autouse=True)
def playable():
    with registered(dataclasses.replace(INFO, playable=True), "games.caesar_xl"):
        yield


def _spot(board, place: str, side: int) -> tuple[float, float]:
    """Where the stack of ``side`` at ``place`` was drawn last."""
    board.host.draw()
    stacks = board.stacks()
    spots = board.painter.stack_spots(stacks)
    return next(at for (p, s, _), at in zip(stacks, spots) if (p, s) == (place, side))


@pytest.mark.parametrize("size", [(1280, 800), (1000, 650)])
def test_a_march_into_a_battle_ends_on_its_sides_stack_not_over_both(size):
    s = position(phase="march", gold=(10, 0))
    put(s, R.CAESAR, "rubicon", "legion")
    put(s, R.POMPEY, "rubicon", "legion")
    units = put(s, R.CAESAR, "vercellae", "legion", "ally")
    host = SimpleHost(state=s, lang="en", viewer=R.CAESAR)
    board = host.attach(Board(host), size)
    move = next(a for a in s.legal_actions(R.CAESAR) if isinstance(a, R.Move) and set(a.units) == set(units)
                and a.path == ("rubicon",) and not a.fleet)
    start = _spot(board, "vercellae", R.CAESAR)
    assert host.apply(R.CAESAR, move)
    march = board.drawn_marches[-1]
    side = board.painter.counter_side()
    assert math.dist(march.at(0.0), start) < 1.5, (march.at(0.0), start)
    host.settle()
    end, theirs = _spot(board, "rubicon", R.CAESAR), _spot(board, "rubicon", R.POMPEY)
    assert math.dist(march.at(1.0), end) < 1.5, (march.at(1.0), end)
    assert math.dist(march.at(1.0), theirs) > 0.9 * side, "the march ends over the other side's stack"
    assert all(board.shown.units[u][3] == "rubicon" for u in units)


def test_a_march_leaves_from_a_stack_standing_off_its_point():
    # Tarsus and Antiochia stand close: their stacks move apart, off the places' points
    s = position(phase="march", gold=(10, 0))
    put(s, R.POMPEY, "antiochia", "legion")
    units = put(s, R.CAESAR, "tarsus", "legion")
    host = SimpleHost(state=s, lang="en", viewer=R.CAESAR)
    board = host.attach(Board(host), (1000, 650))
    start = _spot(board, "tarsus", R.CAESAR)
    assert math.dist(start, board.painter.screen_point("tarsus")) > 1.5, "the stack stands on its point"
    move = next(a for a in s.legal_actions(R.CAESAR) if isinstance(a, R.Move) and a.units == tuple(units)
                and len(a.path) == 1 and not a.fleet and a.path[0] != "antiochia")
    assert host.apply(R.CAESAR, move)
    march = board.drawn_marches[-1]
    assert math.dist(march.at(0.0), start) < 1.5, (march.at(0.0), start)
    host.settle()
    assert math.dist(march.at(1.0), _spot(board, move.path[0], R.CAESAR)) < 1.5


@pytest.mark.parametrize("size", [(1280, 800), (1000, 650)])
def test_a_stack_marched_into_makes_room_when_the_march_starts(size):
    """One stack marching alone into an enemy stack: the enemy stands aside, where it will
    stand in the battle, from the march's first frame (it stayed centred until the march was
    over, half under the arriving stack)."""
    s = position(phase="march", gold=(10, 0))
    put(s, R.POMPEY, "rubicon", "legion", "legion")
    units = put(s, R.CAESAR, "vercellae", "legion")
    host = SimpleHost(state=s, lang="en", viewer=R.CAESAR)
    board = host.attach(Board(host), size)
    move = next(a for a in s.legal_actions(R.CAESAR) if isinstance(a, R.Move) and a.units == tuple(units)
                and a.path == ("rubicon",) and not a.fleet)
    assert host.apply(R.CAESAR, move)
    march = board.drawn_marches[-1]
    for _ in range(200):                     # the march under way, its stack on the road
        host.tick(0.02)
        if 0.0 < march.t < 0.5:
            break
    assert 0.0 < march.t < 0.5, f"the march has begun and is not over: t={march.t}"
    host.draw()
    during = board.painter.spots_drawn[("rubicon", R.POMPEY)]
    host.settle()
    host.draw()
    after = board.painter.spots_drawn[("rubicon", R.POMPEY)]
    assert math.dist(during, after) < 1.5, f"the defender stood at {during} during the march, {after} after it"
    assert math.dist(march.at(1.0), after) > 0.9 * board.painter.counter_side(), "the march ends over the defender"
