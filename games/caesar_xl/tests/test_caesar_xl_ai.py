"""Caesar XL's computer player: legal moves from its view only, the same choice whatever the
hidden cards, and whole games between two of them."""
import random

from games.core.chance import CHANCE, sample
from games.caesar_xl.ai import make_player
from games.caesar_xl.rules import new_game


def test_every_level_plays_legal_moves_to_the_end():
    for level, seed in (("easy", 1), ("normal", 2), ("hard", 3)):
        s = new_game(2, seed, {"silver": seed != 2})
        players = [make_player(level, seed), make_player("normal", seed + 10)]
        rng = random.Random(seed)
        while s.to_act():
            seat = s.to_act()[0]
            if seat == CHANCE:
                a = sample(s.chance_outcomes(), rng)
            else:
                a = players[seat].choose(s.view_for(seat), seat)
                assert s.is_legal(seat, a)
            s.apply(seat, a)
        assert s.outcome() is not None


def test_the_choice_does_not_depend_on_the_hidden_cards():
    s = new_game(2, 4, {})
    rng = random.Random(4)
    checked = 0
    for _ in range(400):
        seat = s.to_act()[0]
        if seat != CHANCE and s.secrets(seat):
            picks = set()
            for k in range(4):
                other = s.resample_hidden(seat, random.Random(k))
                picks.add(make_player("hard", 9).choose(other.view_for(seat), seat))
            assert len(picks) == 1
            checked += 1
        a = sample(s.chance_outcomes(), rng) if seat == CHANCE else rng.choice(s.legal_actions(seat))
        s.apply(seat, a)
        if not s.to_act():
            break
    assert checked > 20
