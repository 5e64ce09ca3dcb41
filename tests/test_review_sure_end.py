"""The review's chart of CAESAR! reads a nearly decided game as nearly sure: with 1 marker left
against 10 the seat about to win stands above 9 in 10, not about 2 in 3 before a jump to a sure
win at the end; early on, the same lead in markers still reads as a lead that can turn."""
from __future__ import annotations

import random

from games.core.bench import random_action
from games.core.chance import CHANCE
from games.core.registry import ai
from games.seize_rome import explain as X
from games.seize_rome.rules import new_game


def _near_the_end(seed: int):
    """A solo game (Auto-Crassus the second seat) played by the normal computer until one side
    has a single marker left (``None``: it ended first)."""
    s, rng = new_game(2, seed, {"scripts": (None, "crassus")}), random.Random(seed)
    player = ai("seize_rome").make_player("normal", seed)
    while s.to_act() and min(s.markers) > 1:
        seat = s.to_act()[0]
        s.apply(seat, player.choose(s.view_for(seat), seat) if seat == 0 else random_action(s, seat, rng)
                if seat == CHANCE else s.legal_actions(seat)[0])
    return s if s.winner is None and min(s.markers) == 1 else None


def test_one_marker_left_against_many_reads_nearly_sure():
    s = new_game(2, 1, {"scripts": (None, "crassus")})
    s.markers = [1, 10]
    assert X.standing(s.view_for(0), 0) > 0.95
    assert X.standing(s.view_for(1), 1) < 0.05
    early = new_game(2, 1, {"scripts": (None, "crassus")})
    early.markers = [3, 12]       # a lead of 9 with more still to play: a lead, not yet sure
    assert X.standing(early.view_for(0), 0) < X.standing(s.view_for(0), 0)


def test_a_played_game_one_marker_from_its_end_reads_nearly_decided():
    """Whichever side is one marker from placing its last, 8 or more ahead, reads nearly sure."""
    checked = 0
    for seed in (5, 9, 10):
        s = _near_the_end(seed)
        if s is None or abs(s.markers[0] - s.markers[1]) < 8:
            continue
        near = s.markers.index(1)
        assert X.standing(s.view_for(near), near) > 0.95, (seed, s.markers)
        checked += 1
    assert checked, "no game came one marker from its end with a wide lead"
