"""The secrecy checks of games/core/conformance.py, and proof that they fail when they should.

Each game declares what is hidden from whom (``secrets``, ``resample_hidden``);
the checks compare the views of true states that differ only in those secrets.
A view that shows everything, or one that keeps a generator or a seed, must
make them fail, for every game.
"""
import random

import pytest

from games import GAME_IDS, info, rules
from games.core.conformance import check_no_generator, check_random_game, check_secrecy, snapshot


def secret_positions(game_id, count, seed=3):
    """Seeded random positions (state, seat) where ``seat`` has secrets to keep."""
    gi = info(game_id)
    n = min(gi.min_players + 1, gi.max_players)
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        state = rules(game_id).new_game(n, seed, gi.default_options())
        while state.to_act() and len(found) < count:
            for seat in range(n):
                if state.secrets(seat) and rng.random() < 0.3:
                    found.append((state.clone(), seat))
            s = rng.choice(state.to_act())
            state.apply(s, rng.choice(state.legal_actions(s)))
        seed += 1
    return found


def run_checks(game_id, count=6):
    rng = random.Random(5)
    return [check_secrecy(state, seat, rng) for state, seat in secret_positions(game_id, count)]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_keeps_its_secrets_and_they_vary(game_id):
    varied = run_checks(game_id)
    assert sum(varied) >= len(varied) - 1, f"{game_id}: resamples left the secrets unchanged"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_view_showing_everything_fails_the_checks(game_id, monkeypatch):
    monkeypatch.setattr(type(rules(game_id).new_game(info(game_id).min_players, 0, {})),
                        "view_for", lambda self, seat: self.clone())
    with pytest.raises(AssertionError, match="changes with secrets"):
        run_checks(game_id)
    with pytest.raises(AssertionError, match="changes with secrets"):
        check_random_game(game_id, info(game_id).max_players, 1, deep=False)


def leaky_class(cls, name, value):
    """A subclass of a state class with one more slot, ``name``."""
    return type(cls.__name__, (cls,), {"__slots__": (name,), "__module__": cls.__module__, "_leak": value})


def with_extra_field(cls, name, make):
    real = cls.view_for
    sub = leaky_class(cls, name, None)

    def view_for(self, seat):
        v = real(self, seat)
        out = sub.__new__(sub)
        for c in cls.__mro__:
            for slot in getattr(c, "__slots__", ()):
                if hasattr(v, slot):
                    setattr(out, slot, getattr(v, slot))
        setattr(out, name, make())
        return out
    return view_for


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("name,make", [("rng", lambda: random.Random(1)), ("deal_seed", lambda: 1234),
                                       ("later", lambda: [random.Random(2)])])
def test_a_view_keeping_a_generator_or_a_seed_fails_the_checks(game_id, name, make, monkeypatch):
    cls = type(rules(game_id).new_game(info(game_id).min_players, 0, {}))
    monkeypatch.setattr(cls, "view_for", with_extra_field(cls, name, make))
    state, seat = secret_positions(game_id, 1)[0]
    with pytest.raises(AssertionError, match="generator|seed"):
        check_no_generator(state.view_for(seat), seat)
    with pytest.raises(AssertionError):
        check_secrecy(state, seat, random.Random(0))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_secrets_that_never_vary_fail_the_game_check(game_id, monkeypatch):
    """(b): a resample that changes nothing would make (a) vacuous; the game check refuses it."""
    cls = type(rules(game_id).new_game(info(game_id).min_players, 0, {}))
    monkeypatch.setattr(cls, "resample_hidden", lambda self, seat, rng: self.clone())
    assert not any(run_checks(game_id, 4))
    with pytest.raises(AssertionError, match="resample_hidden changed a secret at only"):
        check_random_game(game_id, info(game_id).max_players, 2, deep=False)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_resampled_states_differ_only_in_secrets(game_id):
    """The resample keeps every other seat's turn and the public view, and is a true state."""
    rng = random.Random(8)
    for state, seat in secret_positions(game_id, 4):
        other = state.resample_hidden(seat, rng)
        assert snapshot(other.view_for(None)) == snapshot(state.view_for(None))
        for s in other.to_act():
            assert other.legal_actions(s)
