"""CAESAR! (Seize Rome) computer players: legal, seeded, blind to secrets, within their time cap,
and sensible in the positions the heuristics are for (closing a province it wins, not handing one
over, Senate, Might).

Hard searches at most ``worlds`` deals of the hidden tokens and caps a decision in processor time as
well; the cap's clock stands still in these tests (:func:`no_time_cap`), so every decision is the
same on any machine. Decision times are measured by ``main.py bench``."""
import dataclasses
import random

import pytest

from games.core.chance import CHANCE, sample
from games.core.cli import play_one
from games.core.budget import SteppingClock, still
from games.core.registry import registered
from games.core.state import SeatInfo
from games.seize_rome import EXPANSIONS, INFO, ai
from games.seize_rome.ai import (HardPlayer, bonus_choice, evaluate, make_player, mobility, rate_place)
from games.seize_rome.rules import CAESAR, POMPEY, Bonus, Flip, new_game
from games.seize_rome.tests.test_seize_rome_rules import position
from games.seize_rome.topology import load_topology

TOPO = load_topology()
LEVELS = ("easy", "normal", "hard")


# ----- helpers -----------------------------------------------------------------------------
@pytest.fixture(autouse=True)
def no_time_cap(monkeypatch):
    """Hard's clock stands still: it searches as many worlds as it is given, never fewer because a
    slow or busy machine reached the time cap sooner."""
    monkeypatch.setattr(ai, "_clock", still)



def put(s, seat, border, token, toward):
    """Lay a token on the map directly (as if placed earlier)."""
    s.tokens[border] = (seat, token, toward, False, False)


def quick(level, seed):
    """A player of ``level``; the hard one with a smaller budget and no clock (for speed and repeatability)."""
    if level == "hard":
        return HardPlayer(seed, width=4, worlds=4, seconds=1e9)
    return make_player(level, seed)


def random_positions(expansions, count, seed):
    """Seeded positions reached by random play where the seat to act is not chance."""
    rng = random.Random(seed)
    out = []
    g = seed
    while len(out) < count:
        s = new_game(2, g, {"expansions": expansions})
        while s.to_act() and len(out) < count:
            seat = s.to_act()[0]
            if seat != CHANCE and rng.random() < 0.25:
                out.append((s.clone(), seat))
            if seat == CHANCE:
                s.apply(CHANCE, sample(s.chance_outcomes(), rng))
            else:
                s.apply(seat, rng.choice(s.legal_actions(seat)))
        g += 1
    return out


# ----- the contract --------------------------------------------------------------------------
@pytest.mark.parametrize("expansions", ["base", "all"])
def test_every_level_gives_a_legal_action_in_every_phase(expansions):
    phases = set()
    for s, seat in random_positions(expansions, 14, 3):
        phases.add(s.phase)
        for level in LEVELS:
            a = quick(level, 1).choose(s.view_for(seat), seat)
            assert a in s.legal_actions(seat), f"{level} chose {a} in phase {s.phase}"
    assert "place" in phases and "bonus" in phases
    with pytest.raises(ValueError):
        make_player("godlike", 1)


def test_decisions_are_seeded():
    views = [(s.view_for(seat), seat) for s, seat in random_positions("base", 16, 5) if s.phase == "place"][:8]
    assert len(views) >= 6
    for level in LEVELS:
        first = [quick(level, 4).choose(v, seat) for v, seat in views]
        assert first == [quick(level, 4).choose(v, seat) for v, seat in views], level


@pytest.mark.parametrize("expansions", ["base", "all"])
@pytest.mark.parametrize("level", LEVELS)
def test_a_decision_does_not_change_when_the_hidden_tokens_are_dealt_again(level, expansions):
    rng = random.Random(17)
    differing = 0
    for s, seat in random_positions(expansions, 4 if level == "hard" else 8, 21):
        worlds = [s] + [s.resample_hidden(seat, rng) for _ in range(2)]
        secrets = {repr(sorted(w.secrets(seat).items())) for w in worlds}
        differing += len(secrets) > 1
        picks = {quick(level, 9).choose(w.view_for(seat), seat) for w in worlds}
        assert len(picks) == 1, f"{level}: the decision changed with the hidden tokens"
    assert differing >= 2, "the positions must have hidden truths that differ"


@pytest.mark.parametrize("seconds, worlds", [(2.5, 3), (4.5, 5)])
def test_a_hard_decision_stops_searching_when_its_time_is_up(monkeypatch, seconds, worlds):
    """The clock is read when the decision starts and before each world after the first: on a
    clock moving one second a reading, hard searches ``worlds`` worlds of its ten under a cap of
    ``seconds`` and stops at the next reading (with the clock standing still it searches all ten)."""
    s = new_game(2, 4, {})
    view = s.view_for(CAESAR)
    free = make_player("hard", 2)
    assert free.choose(view, CAESAR) in s.legal_actions(CAESAR) and free.last_worlds == free.worlds == 10
    clock = SteppingClock(1.0)
    monkeypatch.setattr(ai, "_clock", clock)
    capped = HardPlayer(2, seconds=seconds)
    assert capped.choose(view, CAESAR) in s.legal_actions(CAESAR)
    assert capped.last_worlds == worlds and clock.readings == worlds + 1


# ----- the heuristics ----------------------------------------------------------------------
def test_the_evaluation_is_zero_sum_on_a_full_state_and_sees_a_win():
    s, _ = random_positions("base", 1, 2)[0]
    assert evaluate(s, 0) == pytest.approx(-evaluate(s, 1))
    s.winner = POMPEY
    assert evaluate(s, POMPEY) > 50 > -50 > evaluate(s, CAESAR)


def _sicilia_with_one_space_left(lead_to):
    """Sicilia (b07, b10, b12, b13) with every space but b12 (a sword) filled; ``lead_to`` leads 4 to 3."""
    s = position(hands=[["sword42", "ship33"], ["shield42", "shield33"]])
    put(s, lead_to, "b07", "ship42", "sicilia")
    put(s, lead_to, "b10", "ship60", "numidia")
    put(s, 1 - lead_to, "b13", "ship33", "sicilia")
    assert s.influence("sicilia")[lead_to] == 4 and s.influence("sicilia")[1 - lead_to] == 3
    return s


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_it_closes_a_province_it_wins(level):
    s = _sicilia_with_one_space_left(CAESAR)
    assert TOPO.border("b12").icon == "sword"
    a = quick(level, 1).choose(s.view_for(CAESAR), CAESAR)
    assert a.border == "b12", a
    s.apply(CAESAR, a)
    assert s.controller("sicilia") == CAESAR


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_it_does_not_hand_the_opponent_a_closing(level):
    # Numidia (b05, b10, b11) has Pompey's 6/0 facing it on b11; two spaces are free.
    # Caesar's 3/3 there leaves one space, which Pompey's likely tokens close for a win.
    s = position(hands=[["ship33", "shield33"], None])
    put(s, POMPEY, "b11", "sword60", "numidia")
    free = {"b05", "b10"}
    assert set(TOPO.province("numidia").borders) == free | {"b11"}
    view = s.view_for(CAESAR)
    a = quick(level, 1).choose(view, CAESAR)
    assert a.border not in free, a
    # and the evaluation says why: a token there is worse than the same token elsewhere
    inside = max(rate_place(view, CAESAR, p) for p in view.legal_actions(CAESAR) if p.border in free)
    outside = max(rate_place(view, CAESAR, p) for p in view.legal_actions(CAESAR) if p.border not in free)
    assert outside > inside


def test_senate_is_used_and_might_turns_the_token_that_decides_a_province():
    s = position(hands=[["sword42"], None])
    s.phase = s.stage = "bonus"
    s.pending = (("senate", "italia", False), ("might", "syria", False))
    put(s, POMPEY, "b01", TOPO.border("b01").icon + "33", TOPO.border("b01").provinces[0])
    assert Bonus("might", "syria", True) in s.legal_actions(CAESAR)
    assert bonus_choice(s.view_for(CAESAR), CAESAR) == Bonus("senate", "italia", True)
    # Might: Pompey leads Sicilia 6 to 4 with one space left; a neutral token of his lies elsewhere
    s = _sicilia_with_one_space_left(CAESAR)
    put(s, POMPEY, "b13", "ship60", "sicilia")
    put(s, POMPEY, "b01", TOPO.border("b01").icon + "33", TOPO.border("b01").provinces[0])
    s.phase = "might"
    s.stage = "bonus"
    view = s.view_for(CAESAR)
    assert set(view.might_targets(CAESAR)) == {"token:b13", "token:b01"}
    assert bonus_choice(view, CAESAR) == Flip("token:b13")


def test_mobility_counts_the_free_spaces_a_screen_fits():
    s = position(hands=[["laurel40"], ["sword60"]])
    assert mobility(s, CAESAR) == 30
    assert mobility(s, POMPEY) == 10
    put(s, CAESAR, "b12", "sword42", "sicilia")
    assert mobility(s, POMPEY) == 9


# ----- whole games ---------------------------------------------------------------------------
@pytest.mark.parametrize("expansions, pairs", [("base", [("normal", "easy"), ("easy", "hard")]),
                                               ("all", [("easy", "normal")])])
def test_short_games_of_every_level_end_with_a_winner(expansions, pairs):
    assert expansions in EXPANSIONS
    playable = dataclasses.replace(INFO, playable=True)
    with registered(playable, "games.seize_rome"):
        for k, levels in enumerate(pairs):
            seats = [SeatInfo(f"{lv}{i + 1}", "ai", lv) for i, lv in enumerate(levels)]
            session = play_one("seize_rome", seats, 40 + k, {"expansions": expansions})
            out = session.state.outcome()
            assert out is not None and len(out.winners) == 1


def test_normal_beats_easy_more_often_than_not():
    wins = 0
    for g in range(6):
        levels = ["normal", "easy"] if g % 2 == 0 else ["easy", "normal"]
        players = [make_player(levels[0], g), make_player(levels[1], g + 50)]
        s = new_game(2, 300 + g, {})
        rng = random.Random(g)
        while s.to_act():
            seat = s.to_act()[0]
            if seat == CHANCE:
                s.apply(CHANCE, sample(s.chance_outcomes(), rng))
            else:
                s.apply(seat, players[seat].choose(s.view_for(seat), seat))
        wins += levels[s.winner] == "normal"
    assert wins >= 4
