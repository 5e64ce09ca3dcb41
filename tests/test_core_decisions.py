"""Pending decisions (games/core/decisions.py) on the small test game ``tests/tiles.py``:
a turn of three chained choices, a decision of the chance seat, a simultaneous secret choice."""
import random

import pytest

from games.core.conformance import check_state, snapshot
from games.core.decisions import CHANCE, SECRET, Decision, DecisionStack, Options
from games.core.errors import IllegalAction
from tests import tiles
from tests.tiles import Bid, Roll, Space, Token, Turn


def test_a_decision_records_choices_without_changing_itself():
    d = Decision((0, 1), "core.prompt.act", tiles.BIDS)
    d1 = d.choose(0, Bid(1))
    assert d.waiting() == (0, 1) and d1.waiting() == (1,)
    assert d1.choice(0) == Bid(1) and not d1.complete
    with pytest.raises(ValueError):
        d1.choose(0, Bid(0))
    assert d1.choose(1, Bid(0)).complete


def test_options_keep_order_and_test_membership_in_a_set():
    o = Options([Bid(1), Bid(0), Bid(1)])
    assert list(o) == [Bid(1), Bid(0)] and Bid(0) in o and Bid(2) not in o


def test_chance_outcomes_are_probabilities():
    d = Decision((CHANCE,), "core.prompt.chance", tiles.ROLLS, weights=(1, 1, 2))
    assert d.is_chance and d.outcomes() == [(Roll(1), 0.25), (Roll(2), 0.25), (Roll(3), 0.5)]
    with pytest.raises(ValueError):
        Decision((CHANCE,), "k", tiles.ROLLS, weights=(1, 2))
    with pytest.raises(ValueError):
        Decision((0,), "k", tiles.ROLLS).outcomes()


def test_a_stack_is_immutable_so_clones_are_independent():
    a = Decision((0,), "a")
    s = DecisionStack().push(a)
    t = s.push(Decision((1,), "b"))
    assert len(s) == 1 and len(t) == 2 and t.pop().top() is a and s.top() is a
    assert t.replace_top(Decision((0,), "c")).top().kind == "c" and t.top().kind == "b"


def test_a_turn_of_three_chained_choices_then_chance():
    s = tiles.new_game()
    assert s.to_act() == (0,)
    assert s.legal_actions(0) == [Token(1), Token(2)] and s.legal_actions(1) == []
    s.apply(0, Token(2))
    assert s.to_act() == (0,) and s.legal_actions(0) == [Space(k) for k in range(4)]
    s.apply(0, Space(3))
    assert s.legal_actions(0) == [Turn("n"), Turn("e")]
    s.apply(0, Turn("n"))
    assert s.board[3] == (0, 2, "n") and s.tokens[0] == (1,)
    # chance decides now: seat -1 acts, with known probabilities
    assert s.to_act() == (CHANCE,)
    assert s.chance_outcomes() == [(Roll(1), 0.25), (Roll(2), 0.25), (Roll(3), 0.5)]
    assert s.prompt(0).key == "core.prompt.chance"
    with pytest.raises(IllegalAction):
        s.apply(0, Roll(3))
    s.apply(CHANCE, Roll(3))
    assert s.score == [3, 0] and s.to_act() == (1,)
    # the space already taken is no option any more
    s.apply(1, Token(1))
    assert Space(3) not in s.legal_actions(1) and not s.is_legal(1, Space(3))


def test_refusals_say_why_and_change_nothing():
    s = tiles.new_game()
    before = snapshot(s)
    for seat, action, key in [(0, Space(0), "core.err.wrong_choice"), (0, Token(7), "core.err.not_legal"),
                              (1, Token(1), "core.err.not_your_turn")]:
        with pytest.raises(IllegalAction) as err:
            s.apply(seat, action)
        assert err.value.msg.key == key
        assert snapshot(s) == before


def play_to_bids(seed=0):
    s, rng = tiles.new_game(), random.Random(seed)
    while s.to_act() != (0, 1):
        seat = s.to_act()[0]
        s.apply(seat, rng.choice(s.legal_actions(seat)))
    return s


def test_the_simultaneous_bid_is_secret_until_both_chose():
    s = play_to_bids()
    assert s.prompt(0).key == "core.prompt.act"
    s.apply(1, Bid(1))
    assert s.to_act() == (0,)
    assert s.prompt(1).key == "core.prompt.wait"
    assert s.explain_illegal(1, Bid(0)).key == "core.err.chosen"
    assert s.view_for(0).decision().choice(1) is SECRET
    assert s.view_for(1).decision().choice(1) == Bid(1)
    assert s.view_for(None).decision().choice(1) is SECRET
    # seat 0 cannot tell the two bids apart
    other = play_to_bids()
    other.apply(1, Bid(0))
    assert snapshot(other.view_for(0)) == snapshot(s.view_for(0))
    assert snapshot(other.view_for(1)) != snapshot(s.view_for(1))
    events = s.apply(0, Bid(0))
    assert events[0].bids == (0, 1) and s.is_over()


def test_the_secrecy_checks_see_the_masked_choice(monkeypatch):
    from games.core.conformance import check_secrecy
    s = play_to_bids(1)
    s.apply(1, Bid(1))
    rng = random.Random(2)
    assert any(check_secrecy(s, 0, rng) for _ in range(4))
    monkeypatch.setattr(tiles.Tiles, "view_for", lambda self, seat: self.clone())
    with pytest.raises(AssertionError, match="changes with secrets"):
        for _ in range(4):
            check_secrecy(s, 0, rng)


def test_check_uses_the_fast_test_and_never_lists_the_options(monkeypatch):
    s = tiles.new_game()
    s.apply(0, Token(1))

    def listing(*_):
        raise AssertionError("check() listed every option")
    monkeypatch.setattr(tiles.Tiles, "decision_options", listing)
    s.apply(0, Space(2))
    assert s.board[2] is None and s.to_act() == (0,)


@pytest.mark.parametrize("seed", range(6))
def test_the_test_game_keeps_the_engine_contract(seed):
    """The shared contract checks, the chance seat included; ``is_legal`` agrees with the list."""
    s, rng, pool = tiles.new_game(), random.Random(seed), []
    every = ([Token(1), Token(2), Turn("n"), Turn("e"), Bid(0), Bid(1)] + [Space(k) for k in range(-1, 5)]
             + list(tiles.ROLLS))
    while True:
        check_state(s, tiles.Tiles.codec, rng, pool, deep=True)
        for seat in (0, 1, CHANCE):
            legal = s.legal_actions(seat)
            assert [a for a in every if s.is_legal(seat, a)] == [a for a in every if a in legal]
        if not s.to_act():
            break
        seat = rng.choice(s.to_act())
        s.apply(seat, rng.choice(s.legal_actions(seat)))
    assert s.outcome() is not None


# ----- the games moved onto decisions: the fast legality test agrees with the list ------------
def every_caesar_action():
    from games.caesar import rules as C
    n = C.N_SQUARES
    return ([C.Place(q) for q in range(-1, n + 1)] + [C.Ally(a, b) for a in range(n) for b in range(n)]
            + [C.Struggle(a, b) for a in range(n) for b in range(n)] + [C.Ally(0, 25), C.Struggle(-1, 3)]
            + [C.PlayCard(c) for c in range(-1, 11)] + [C.Pass()])


def every_imperium_action(state):
    from games.imperium import rules as I
    from itertools import permutations, product
    out = [I.Select(t) for t in product(range(0, 11), repeat=3) if t[0] <= 2 or t == (9, 9, 10)]
    out += [I.Select(p) for p in permutations((1, 2, 3))] + [I.Select((1, 2)), I.Select((1, 2, 3, 4))]
    out += [I.Fill(t) for k in range(4) for t in product(range(1, 10), repeat=k)]
    return out


@pytest.mark.parametrize("game_id,n,seed", [("caesar", 2, 1), ("caesar", 4, 2), ("imperium", 3, 3),
                                            ("imperium", 5, 4)])
def test_is_legal_is_exactly_membership_in_the_legal_actions(game_id, n, seed):
    from games import rules
    s = rules(game_id).new_game(n, seed, {})
    rng = random.Random(seed)
    step = 0
    while s.to_act():
        if step % 3 == 0:
            acts = every_caesar_action() if game_id == "caesar" else every_imperium_action(s)
            for seat in range(n):
                legal = set(s.legal_actions(seat))
                assert {a for a in acts if s.is_legal(seat, a)} == {a for a in acts if a in legal}
                for a in legal:
                    assert s.is_legal(seat, a)
        seat = rng.choice(s.to_act())
        s.apply(seat, rng.choice(s.legal_actions(seat)))
        step += 1
    acts = every_caesar_action() if game_id == "caesar" else every_imperium_action(s)
    assert not any(s.is_legal(seat, a) for seat in range(n) for a in acts)
