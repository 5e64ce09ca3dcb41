"""Every game's computer players decide from the view alone.

At seeded random positions where the acting seat has secrets to keep, two true
states that differ only in those secrets (the game's ``resample_hidden``) must
get the same decision from a player of each level with the same seed. The
players' clock stands still (every game's computer-player module reads its time
caps from ``_clock``), so a decision depends on its seed alone, not on how fast
or busy the machine is.
"""
import random
import zlib

import pytest

from games import GAME_IDS, ai, info, rules
from games.core.chance import CHANCE
from games.core.conformance import snapshot
from games.core.budget import still

#: positions per game and level (hard players think longer)
POSITIONS = {"easy": 6, "normal": 6, "hard": 3}


def positions(game_id, n, seed, count):
    """Seeded random positions (state, seat) where the acting player ``seat`` has secrets."""
    mod = rules(game_id)
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        state = mod.new_game(n, seed, info(game_id).default_options())
        while state.to_act() and len(found) < count:
            seat = rng.choice(state.to_act())
            if seat != CHANCE and state.secrets(seat) and rng.random() < 0.4:   # (chance draws, no one decides)
                found.append((state.clone(), seat))
            s = rng.choice(state.to_act())
            state.apply(s, rng.choice(state.legal_actions(s)))
        seed += 1
    return found


def player(game_id, level):
    """A player with a fixed seed."""
    return ai(game_id).make_player(level, 7)


def check_no_peek(game_id, make, wanted, what=""):
    """At ``wanted`` seeded positions, a fresh player from ``make()`` chooses the same in
    three true states that differ only in what the acting seat may not know; raises
    ``AssertionError`` otherwise (or when too few positions had hidden truths that differ)."""
    n = min(info(game_id).min_players + 1, info(game_id).max_players)
    rng = random.Random(13)
    checked = 0
    for state, seat in positions(game_id, n, 11, wanted):
        worlds = [state] + [state.resample_hidden(seat, rng) for _ in range(2)]
        truths = {snapshot(w.secrets(seat)) for w in worlds}
        picks = {make().choose(w.view_for(seat), seat) for w in worlds}
        assert len(picks) == 1, f"{game_id}{what}: decision changed with the hidden truth"
        checked += len(truths) > 1
    assert checked >= wanted - 1, f"{game_id}: only {checked} positions had hidden truths that differ"


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_decision_does_not_depend_on_hidden_truth(game_id, level, monkeypatch):
    # no time cap is ever reached: the players' budgets of iterations, worlds or positions apply
    monkeypatch.setattr(ai(game_id), "_clock", still)
    check_no_peek(game_id, lambda: player(game_id, level), POSITIONS[level], f"/{level}")


class Peeker:
    """A player whose choice is a function of everything in the view it is given, secrets
    included when the view holds them."""

    def choose(self, view, seat, cancel=None):
        legal = view.legal_actions(seat)
        return legal[zlib.crc32(repr(snapshot(view)).encode()) % len(legal)]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_player_that_peeks_through_a_view_showing_everything_fails_the_check(game_id, monkeypatch):
    """The check can fail: a player deciding by the secrets passes while views hide them, and
    fails once ``view_for`` returns everything (the mutation the issue names)."""
    check_no_peek(game_id, Peeker, 4)
    monkeypatch.setattr(type(rules(game_id).new_game(info(game_id).min_players, 0, {})),
                        "view_for", lambda self, seat: self.clone())
    with pytest.raises(AssertionError, match="decision changed with the hidden truth"):
        check_no_peek(game_id, Peeker, 4)
