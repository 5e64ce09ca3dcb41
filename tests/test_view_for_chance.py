"""The chance seat is no player: every game's ``view_for(CHANCE)`` answers as CAESAR!'s does, with
the public view (every hand, bag and face-down piece hidden), and never raises."""
import random

import pytest

from games.core.chance import CHANCE, sample
from games.core.conformance import snapshot
from games.core.registry import all_game_ids, info, rules


@pytest.mark.parametrize("game", all_game_ids())
def test_the_chance_seats_view_is_the_public_view(game):
    gi = info(game)
    rng = random.Random(5)
    checked, seed = 0, 0
    while checked < 60:
        state = rules(game).new_game(gi.min_players, seed, {})
        seed += 1
        while True:
            assert snapshot(state.view_for(CHANCE)) == snapshot(state.view_for(None)), (game, seed, checked)
            if hasattr(state, "secrets"):
                assert state.secrets(CHANCE) == state.secrets(None)
            checked += 1
            to_act = state.to_act()
            if not to_act or checked % 60 == 0:
                break
            seat = rng.choice(to_act)
            state.apply(seat, sample(state.chance_outcomes(), rng) if seat == CHANCE
                        else rng.choice(state.legal_actions(seat)))
