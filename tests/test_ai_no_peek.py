"""Every game's computer players decide from the view alone.

For positions with hidden information, two full states that the acting seat
cannot tell apart (two determinizations of its view) must get the same
decision from a player with the same seed.
"""
import random

import pytest

from games import GAME_IDS, ai, info, rules
from games.core.conformance import snapshot


def positions(game_id, n, seed, count):
    """Seeded random positions where the acting seat's view hides something."""
    mod = rules(game_id)
    rng = random.Random(seed)
    state = mod.new_game(n, seed, info(game_id).default_options())
    found = []
    while state.to_act() and len(found) < count:
        seat = state.to_act()[0]
        view = state.view_for(seat)
        if rng.random() < 0.3:
            found.append((view, seat))
        s = rng.choice(state.to_act())
        state.apply(s, rng.choice(state.legal_actions(s)))
    return found


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("level", ["easy", "normal"])
def test_decision_does_not_depend_on_hidden_truth(game_id, level):
    n = info(game_id).min_players + 1
    checked = 0
    for view, seat in positions(game_id, n, 11, 4):
        worlds = [view.determinize(seat, random.Random(k)) for k in range(6)]
        distinct = {snapshot(w) for w in worlds}
        picks = {ai(game_id).make_player(level, 7).choose(w.view_for(seat), seat) for w in worlds}
        assert len(picks) == 1, f"{game_id}/{level}: decision changed with hidden truth"
        checked += len(distinct) > 1
    assert checked >= 0
