"""Caesar (Knizia): the computer players decide legally, seeded, from the view alone.

The hard player's search is bounded by a budget of judged positions and capped in processor time
as well; the cap's clock stands still in these tests (:func:`no_time_cap`), so every decision is
the budget's alone and the same on any machine. Its speed is measured by ``main.py bench``."""
import random

import pytest

from games.caesar import ai
from games.caesar.rules import ALL_CARDS, HIDDEN, Place, PlayCard, Struggle, new_game, parse_square as sq
from games.core.cli import play_one, parse_seats
from games.core.budget import SteppingClock, still
from games.caesar.tests.test_caesar_rules import fight, position

BUSY = ["0 n 00 n 1",
        "n 1 n 11 n",
        "0 n 1 n 0",
        "n 00 n 1 n",
        "1 n 0 n 0"]


@pytest.fixture(autouse=True)
def no_time_cap(monkeypatch):
    """Hard's clock stands still: its search ends at its budget of judged positions, never at its
    time cap (which a slow or busy machine would reach sooner, changing the move)."""
    monkeypatch.setattr(ai, "_clock", still)


def seeded_positions(n, seed, count):
    s = new_game(n, seed, {})
    rng = random.Random(seed)
    out = []
    while s.to_act() and len(out) < count:
        if rng.random() < 0.4:
            out.append(s.clone())
        seat = rng.choice(s.to_act())
        s.apply(seat, rng.choice(s.legal_actions(seat)))
    return out


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_plays_legal_moves(level):
    for n in (2, 3):
        for k, st in enumerate(seeded_positions(n, 3 + n, 5)):
            for seat in st.to_act():
                a = ai.make_player(level, k).choose(st.view_for(seat), seat)
                assert a in st.legal_actions(seat)


def test_hard_is_seeded():
    s = position(BUSY)
    a = ai.make_player("hard", 4).choose(s.view_for(0), 0)
    assert a in s.legal_actions(0)
    assert a == ai.make_player("hard", 4).choose(s.view_for(0), 0)


@pytest.mark.parametrize("seconds", [3, 5])
def test_hard_stops_searching_when_its_time_is_up(monkeypatch, seconds):
    """With a budget it would not spend for long, the search stops at the first reading of its
    clock past the cap: the clock is read when the turn starts and then every 500 positions of the
    second ply onwards, so a clock moving one second a reading stops it at reading ``seconds + 2``,
    in its second ply (with the clock standing still it finishes both plies)."""
    s = position(BUSY)
    free = ai.HardPlayer(4, depth=2, budget=10 ** 6, seconds=seconds)
    free.choose(s.view_for(0), 0)
    assert free.reached == 2
    clock = SteppingClock(1.0)
    monkeypatch.setattr(ai, "_clock", clock)
    capped = ai.HardPlayer(4, depth=2, budget=10 ** 6, seconds=seconds)
    assert capped.choose(s.view_for(0), 0) in s.legal_actions(0)
    assert clock.readings == seconds + 2
    assert capped.reached == 1 and capped.nodes < free.nodes
    assert capped.deadline == float("inf")          # and the cap is lifted again for the next turn


def test_card_choice_ignores_the_committed_card():
    for level in ("easy", "normal", "hard"):
        picks = set()
        for theirs in (0, 3, 9):
            s = position(["00 1 . . .", ". . . . .", ". . . . .", ". . . . 1", ". . . . 0"])
            s.apply(0, Struggle(sq("A1"), sq("B1")))
            s.apply(1, PlayCard(theirs))
            view = s.view_for(0)
            assert view.committed[1] == HIDDEN
            picks.add(ai.make_player(level, 1).choose(view, 0))
        assert len(picks) == 1, level


def test_matrix_solver_finds_mixed_equilibria():
    # matching pennies: half and half, value 0
    sr, sc, v = ai.solve_matrix([[1.0, -1.0], [-1.0, 1.0]], 2000)
    assert abs(sr[0] - 0.5) < 0.05 and abs(sc[0] - 0.5) < 0.05 and abs(v) < 0.05
    # a dominated row gets (almost) nothing
    sr, _, _ = ai.solve_matrix([[3.0, 3.0], [0.0, 1.0]], 500)
    assert sr[0] > 0.95


def test_hopeless_defence_with_the_flag():
    """Defending a stack of 4 against 10 with the flag in hand: the flag is the likeliest card."""
    s = position(["nnnnn00000 nnn1 . . .", ". . . . .", ". . . . .", ". . . . 1", ". . . . 0"],
                 hands=[(1, 2, 3, 4, 5, 6, 7, 8, 9), (0, 1, 2, 3, 4, 5, 6, 7, 8, 9)])
    s.apply(0, Struggle(sq("A1"), sq("B1")))
    cards, strat, _ = ai.struggle_game(ai.unpend(s.view_for(1)), 1, ai.Evaluator())
    assert max(zip(strat, cards))[1] == 0


def test_hard_beats_random_in_short_games():
    wins = 0
    for g in range(4):
        seats = parse_seats("ai:hard,random") if g % 2 == 0 else parse_seats("random,ai:hard")
        out = play_one("caesar", seats, 50 + g).state.outcome()
        wins += (0 if g % 2 == 0 else 1) in out.winners
    assert wins >= 3


def test_revealed_struggles_are_kept_in_the_view():
    s = position(["00 1 . . .", ". . . . .", ". . . . .", ". . . . 1", ". . . . 0"])
    before = tuple(s.board)
    fight(s, "A1", "B1", 7, 2)
    view = s.view_for(1)
    assert view.struggles == 1
    f = view.fought[0]
    assert f.hands == (ALL_CARDS, ALL_CARDS)
    assert f.board == before and f.struggle == (0, 1, sq("A1"), sq("B1")) and f.cards == (7, 2)
    pos = f.position(view)
    assert pos.phase == "struggle" and pos.board == list(before) and pos.committed == [None, None]


def _uniform_share_after(level, seed):
    """Hard's model's estimate of the other seat's share of uniform card play at the end of one
    game. The model reads only the other seat's revealed cards, so seat 0 is played by normal (a
    game of hard's takes several times as long and would tell the model nothing more)."""
    seats = parse_seats(f"ai:normal,{'random' if level == 'random' else 'ai:' + level}")
    state = play_one("caesar", seats, seed).state
    return ai.OpponentModel(ai.WinEvaluator()).uniform_share(state.view_for(0), 1), state.struggles


def test_opponent_model_tells_a_random_player_from_an_equilibrium_player():
    prior = sum(p * u for p, u in zip(ai.UNIFORM_PRIOR, ai.UNIFORM_GRID))
    rand = [u for u, n in (_uniform_share_after("random", 60 + g) for g in range(6)) if n >= 3]
    norm = [u for u, n in (_uniform_share_after("normal", 60 + g) for g in range(6)) if n >= 3]
    assert rand and norm
    assert sum(rand) / len(rand) > prior + 0.2
    assert sum(norm) / len(norm) < prior


def test_the_flag_is_kept_for_later_when_a_single_counter_is_at_stake():
    """First struggle of the game, a stack of 3 against a single counter, full hands: neither
    side (normal or hard) spends the flag on so small a stake (both once did, about half the
    time for the attacker and a third for the defender)."""
    rows = ["n00 1 n . .", ". n . 0 .", "n . 11 . n", ". 0 . n .", "1 . n . 1"]
    s = position(rows)
    s.apply(0, Struggle(sq("A1"), sq("B1")))
    for level in ("normal", "hard"):
        for seat in (0, 1):
            for k in range(12):
                card = ai.make_player(level, k).choose(s.view_for(seat), seat)
                assert card != PlayCard(0), (level, seat, k)
    for ev in (ai.Evaluator(), ai.WinEvaluator()):
        for seat in (0, 1):
            cards, strat, _ = ai.struggle_game(ai.unpend(s.view_for(seat)), seat, ev, 400)
            assert strat[cards.index(0)] < 0.02


def test_a_flag_is_worth_more_the_more_cards_are_left_to_play():
    assert ai.hand_worth((0, 5)) - ai.hand_worth((5,)) < ai.hand_worth(tuple(range(10))) - ai.hand_worth(tuple(range(1, 10)))
    assert ai.hand_worth(tuple(range(10))) - ai.hand_worth(tuple(range(1, 10))) >= ai.hand_worth((9,))


def test_hard_keeps_the_nine_it_needs_for_the_next_struggle():
    """Hard values each pair of cards after the reply: attacking a single counter with a
    stack of 2 while its stack of 3 on E5 faces one of 3 on D5 and both hold 1, 2 and 9, it
    keeps the 9 (needed to hold E5) far more often than the card game judged on the outcome
    alone (which spends it in about 37% of struggles)."""
    s = position(["00 1 . . .", ". . . . .", ". . . . .", ". . . . .", ". . . 111 000"],
                 hands=[(1, 2, 9), (1, 2, 9)])
    s.apply(0, Struggle(sq("A1"), sq("B1")))
    view = ai.unpend(s.view_for(0))
    static, _ = ai.play_matrix([[ai.WinEvaluator().margin(ai.resolve_with(view, a, d), 0) for d in (1, 2, 9)]
                                for a in (1, 2, 9)], 400)
    seen, _ = ai.play_matrix(ai.HardPlayer(1).card_game(view, 0), 400)
    assert static[2] > 0.3 and seen[2] < 0.25
    picks = [ai.make_player("hard", k).choose(s.view_for(0), 0).card for k in range(20)]
    assert picks.count(9) <= 7


def test_deeper_search_is_seeded_and_keeps_to_its_budget():
    s = position(BUSY)
    deep = ai.HardPlayer(4, depth=2, budget=3000)
    a = deep.choose(s.view_for(0), 0)
    assert a in s.legal_actions(0) and a == ai.HardPlayer(4, depth=2, budget=3000).choose(s.view_for(0), 0)
    # a ply is begun only while a quarter of the budget is left unspent, and stopped at the budget
    assert deep.nodes <= 3000 + 400


def test_an_unfinished_third_ply_plays_the_best_move_it_finished(monkeypatch):
    """The budget runs out inside the third ply: the search stops there (not at the end of a root
    move), and as the ply's first move was the two-ply choice and every later one had only to
    beat the best before it, the best move it finished is played: here the alliance D1-E1, which
    three plies judge better than the two-ply choice D4-D5."""
    s = position(["n 1 1 n0 n", "n . . . n", "0 n0 . 0 n", "n 1 nn1 0 n", "n 1 n n n"])
    view = s.view_for(0)
    two = ai.HardPlayer(4, depth=1).choose(view, 0)
    monkeypatch.setattr(ai, "NEXT_PLY_SHARE", 1.0)
    h = ai.HardPlayer(4, depth=2, budget=3200, seconds=100)
    chosen = h.choose(view, 0)
    assert h.reached == 1 and 3200 < h.nodes <= 3200 + 100

    def three_plies(move):
        c = s.clone()
        c.apply_trusted(0, move)
        return ai.HardPlayer(4).reply_value(c, 0, 2)

    assert (two.src, two.dst) == (sq("D4"), sq("D5"))
    assert (chosen.src, chosen.dst) == (sq("D1"), sq("E1"))
    assert three_plies(chosen) > three_plies(two)


def test_cards_count_little_when_the_board_is_nearly_stuck():
    """Seat 0 holds 7, 8, 9 against 1, 2, 3 but owns 3 counters to 4, and the one open line
    (A1 sees the neutral on A2) ends the game stuck at 4 all: its cards can never be played,
    so the hard judgement does not count it ahead (the card-blind one does)."""
    s = position(["000 . . . .", "n . . . .", ". . . . .", ". . . . .", ". . . . 1111"],
                 hands=[(7, 8, 9), (1, 2, 3)])
    assert ai.Evaluator().values_and_lines(s)[1] == 1
    assert ai.WinEvaluator().margin(s, 0) > 0.1
    assert ai.WinEvaluator(full_lines=8).margin(s, 0) <= 0.0
    hard = ai.HardPlayer(1).ev
    hard.tempo_weight = 0.0     # seat 0's last alliance as a spare move aside (see the test below)
    assert hard.margin(s, 0) <= 0.0


def test_an_alliance_still_to_make_is_worth_a_tempo():
    """Two counters each: seat 0 can still ally A1 with C1, seat 1's only move is the struggle
    E5 against A1, which it must start as it may not pass. Hard's judgement counts seat 0's
    spare moves (the card-blind one without them does not see the difference)."""
    s = position(["0 . 0 . .", ". . . . .", ". . . . .", ". . . . .", ". . . . 11"],
                 hands=[(1, 2, 3), (1, 2, 3)])
    blind = ai.WinEvaluator(full_lines=8)
    hard = ai.HardPlayer(1).ev
    assert hard.tempo_weight > 0
    assert hard.margin(s, 0) > blind.margin(s, 0) + 0.05
    # seat 1 given an alliance too (E5 with E3): the tempo is even again
    s.board[sq("E3")] = (1,)
    s.board[sq("E5")] = (1,)
    assert abs(hard.margin(s, 0) - blind.margin(s, 0)) < 0.05


def test_a_root_move_is_searched_only_as_far_as_it_must_to_lose_to_the_best():
    """Hard's third ply: with the best value so far as a floor, a move that cannot beat it stops
    at the first good enough reply (a bound at or below the floor, fewer positions judged); a
    move above the floor gets its exact value."""
    s = position(BUSY)
    h = ai.HardPlayer(4)
    move = next(a for a in s.legal_actions(0) if type(a).__name__ == "Ally")
    c = s.clone()
    c.apply_trusted(0, move)
    h.nodes = 0
    exact = h.reply_value(c, 0, 2)
    full = h.nodes
    h.nodes = 0
    assert h.reply_value(c, 0, 2, floor=exact - 0.5) == exact
    h.nodes = 0
    bound = h.reply_value(c, 0, 2, floor=exact + 0.5)
    assert bound <= exact + 0.5 and h.nodes < full


def test_hard_places_by_the_search_of_completed_set_ups():
    """The last counter of the set-up: the square heuristic (normal's) picks D5, three empty
    squares around it; hard completes each candidate set-up, fills the neutrals and searches
    two plies, and prefers C3, whose filled board it judges better. (Off by default.)"""
    rows = [". . 0 . .", ". 0 . 0 .", "1 . . 0 .", ". 1 1 . 1", "0 . . . ."]
    s = new_game(2, 1, {})
    s.board = [() if ch == "." else (int(ch),) for r in rows for ch in r.split()]
    s.placed, s.current = 9, 1
    assert ai.pick_placement(s, 1, random.Random(0), 0.0).square == sq("D5")
    assert ai.HardPlayer(1).choose(s.view_for(1), 1).square == sq("D5")     # off by default
    h = ai.HardPlayer(1, place_plies=2)
    assert h.choose(s.view_for(1), 1).square == sq("C3")
    filled = {}
    for name in ("C3", "D5"):
        c = s.clone()
        c.apply_trusted(1, Place(sq(name)))
        filled[name] = h.board_value(c, 1, 2)
    assert filled["C3"] > filled["D5"]
