"""Imperium computer players: legal, seeded, quick, blind to secrets, and stronger than chance."""
import random
import time

import pytest

from games.core.players import RandomPlayer
from games.imperium.ai import (HardPlayer, ImperiumHooks, best_fill, make_player, region_weights,
                               sample_selection, selection_values)
from games.imperium.rules import SELECTIONS, Fill, Select, new_game


def test_every_level_gives_a_legal_action():
    s = new_game(3, 0, {})
    for level in ("easy", "normal"):
        a = make_player(level, 1).choose(s.view_for(0), 0)
        assert a in s.legal_actions(0)
    a = HardPlayer(1, iterations=40, seconds=1.0).choose(s.view_for(1), 1)
    assert a in s.legal_actions(1)
    with pytest.raises(ValueError):
        make_player("godlike", 1)


def test_decisions_are_seeded():
    s = new_game(4, 0, {})
    s.apply(2, Select((4, 8, 9)))
    view = s.view_for(0)
    for level in ("easy", "normal"):
        assert make_player(level, 5).choose(view, 0) == make_player(level, 5).choose(view, 0)
    a = HardPlayer(5, iterations=60, seconds=5.0).choose(view, 0)
    assert a == HardPlayer(5, iterations=60, seconds=5.0).choose(view, 0)


def test_hard_decides_the_same_whatever_the_hidden_selections_are():
    s = new_game(3, 0, {})
    s.apply(1, Select((2, 2, 9)))
    s.apply(2, Select((1, 5, 6)))
    view = s.view_for(0)
    picks = set()
    for k in range(3):
        world = view.determinize(0, random.Random(k))
        picks.add(HardPlayer(9, iterations=40, seconds=5.0).choose(world.view_for(0), 0))
    assert len(picks) == 1


def test_hard_decision_is_within_two_seconds():
    s = new_game(5, 0, {})
    t = time.perf_counter()
    HardPlayer(3).choose(s.view_for(0), 0)
    assert time.perf_counter() - t < 2.0


def test_the_evaluation_takes_a_region_it_wins_now():
    s = new_game(2, 0, {})
    s.round = 7
    s.board[6] = [1, 1]          # Gallia counted now, level pegging
    s.board[7] = [0, 0]
    vals = selection_values(s, 0, random.Random(1), 12)
    best = SELECTIONS[max(range(len(vals)), key=vals.__getitem__)]
    assert 7 in best
    w = region_weights(s, 0)
    assert w[7] == max(w[1:])
    assert all(a <= b for a, b in zip(sample_selection(w, random.Random(2)),
                                      sample_selection(w, random.Random(2))[1:]))


def test_fill_keeps_the_region_counted_now():
    s = new_game(2, 0, {})
    s.round = 3
    s.supply = [1, 14]
    s.board[8] = [13, 0]
    s.board[2] = [0, 1]
    s.apply(0, Select((3, 7, 9)))
    s.apply(1, Select((1, 2, 4)))
    assert s.phase == "fill"
    assert best_fill(s.view_for(0), 0) == Fill((3,))
    assert make_player("hard", 1).choose(s.view_for(0), 0) == Fill((3,))


def test_hooks_prune_and_play_out():
    s = new_game(3, 0, {})
    hooks = ImperiumHooks(0, 1, [Select((1, 2, 3))])
    assert hooks.candidates(s, 0, s.legal_actions(0)) == [Select((1, 2, 3))]
    cands = hooks.candidates(s, 1, s.legal_actions(1))
    assert 1 <= len(cands) <= 8 and all(c in s.legal_actions(1) for c in cands)
    a = hooks.playout_action(s, 2, s.legal_actions(2), random.Random(1))
    assert a in s.legal_actions(2)
    assert len(hooks.evaluate(s)) == 3


def _play(players, seed):
    s = new_game(len(players), seed, {})
    while s.to_act():
        for seat in s.to_act():
            s.apply(seat, players[seat].choose(s.view_for(seat), seat))
    return s.outcome()


def test_hard_beats_random_players():
    wins = 0.0
    for g in range(3):
        players = [HardPlayer(g, iterations=60, seconds=1.0), RandomPlayer(g + 10), RandomPlayer(g + 20)]
        out = _play(players, g)
        wins += (1.0 / len(out.winners)) if 0 in out.winners else 0.0
    assert wins >= 2


def test_normal_beats_easy_more_often_than_not():
    wins = 0.0
    for g in range(6):
        order = [make_player("normal", g), make_player("easy", g + 10)]
        if g % 2:
            order.reverse()
        out = _play(order, g)
        me = 0 if g % 2 == 0 else 1
        wins += (1.0 / len(out.winners)) if me in out.winners else 0.0
    assert wins >= 4
