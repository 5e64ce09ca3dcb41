"""Chance as a seat: outcomes in the record, exact replay without a generator, imposed
outcomes, private draws kept out of other views and logs, search and random play
through chance nodes (on the dice game of ``tests/toy_dice.py``)."""
import json
import random
from collections import Counter

import pytest

from games.core.actions import events_for
from games.core.chance import CHANCE, Bag, Deck, Imposed, roll, sample, seeded_source
from games.core.conformance import check_random_game, find_rngs, snapshot
from games.core.errors import IllegalAction, RecordError
from games.core.ismcts import Search
from games.core.players import RandomPlayer, play_randomly, random_action
from games.core.record import Record
from games.core.session import Session
from games.core.state import SeatInfo
from tests import toy_dice as dice


@pytest.fixture
def reg(monkeypatch):
    dice.register(monkeypatch)


def record(n=2, seed=3, scripts=()):
    seats = [SeatInfo(f"P{i + 1}", "script", "tiro") if i in scripts else SeatInfo(f"P{i + 1}")
             for i in range(n)]
    return Record("dice", seats, seed)


def play_session(session, seed, until=None):
    """Persons act at random; chance and scripts by the session."""
    rng = random.Random(seed)
    while session.state.to_act() and (until is None or not until(session)):
        if session.pending_automatic() is not None:
            session.step_automatic()
            continue
        seat = rng.choice(session.state.to_act())
        session.act(seat, rng.choice(session.state.legal_actions(seat)))
    return session


# ----- the helpers of chance.py ----------------------------------------------------------
def test_dice_outcomes_are_exact():
    two = dict(roll(2, 6))
    assert two[(1, 1)] == pytest.approx(1 / 36) and two[(1, 2)] == pytest.approx(2 / 36)
    assert sum(two.values()) == pytest.approx(1.0) and len(two) == 21
    assert all(list(f) == sorted(f) for f in two)


def test_bag_draws_returns_and_counts():
    bag = Bag(["lead", "gold", "lead"])
    assert bag.outcomes() == [("gold", pytest.approx(1 / 3)), ("lead", pytest.approx(2 / 3))]
    bag.draw("gold")
    assert bag.outcomes() == [("lead", 1.0)] and bag.count("gold") == 0
    with pytest.raises(ValueError):
        bag.draw("gold")
    bag.put("gold")
    c = bag.clone()
    c.draw("lead")
    assert len(bag) == 3 and len(c) == 2
    assert Bag(["a", "b"]) == Bag(["b", "a"]) and Bag(["b", "a"]).outcomes() == Bag(["a", "b"]).outcomes()


def test_deck_draw_discard_reshuffle():
    deck = Deck([1, 2, 2])
    assert deck.outcomes() == [(1, pytest.approx(1 / 3)), (2, pytest.approx(2 / 3))]
    deck.draw(2)
    deck.discard(2)
    assert len(deck) == 2 and deck.discards == [2]
    c = deck.clone()
    assert deck.reshuffle() == 1 and deck.count(2) == 2 and deck.discards == []
    assert c.discards == [2] and c.count(2) == 1, "a clone keeps its own piles"
    deck.draw(1), deck.draw(2), deck.draw(2)
    assert deck.outcomes() == [] and len(deck) == 0


def test_sampling_follows_the_probabilities():
    rng = random.Random(5)
    outcomes = [("a", 0.1), ("b", 0.6), ("c", 0.3)]
    counts = Counter(sample(outcomes, rng) for _ in range(20_000))
    assert abs(counts["b"] / 20_000 - 0.6) < 0.02 and abs(counts["a"] / 20_000 - 0.1) < 0.01


def test_seeded_source_depends_on_seed_and_index_only():
    outcomes = [(k, 1 / 6) for k in range(6)]
    a, b = seeded_source(1), seeded_source(1)
    assert [a(outcomes, i) for i in range(30)] == [b(outcomes, i) for i in range(30)]
    assert [a(outcomes, i) for i in range(30)] != [seeded_source(2)(outcomes, i) for i in range(30)]


# ----- the engine contract at chance nodes ------------------------------------------------
@pytest.mark.parametrize("n,scripts", [(2, ()), (3, ()), (2, (1,)), (3, (0, 2))])
def test_dice_game_conforms(reg, n, scripts):
    seats = [SeatInfo(f"P{i + 1}", "script", "tiro") if i in scripts else SeatInfo(f"P{i + 1}")
             for i in range(n)]
    for seed in range(12):
        rec = check_random_game("dice", n, seed, deep=seed < 2, seats=seats)
        assert any(s == CHANCE for s, _ in rec.actions)


def test_conformance_catches_bad_probabilities(reg, monkeypatch):
    real = dice.Dice.chance_outcomes
    monkeypatch.setattr(dice.Dice, "chance_outcomes", lambda self: [(a, p * 0.9) for a, p in real(self)])
    with pytest.raises(AssertionError, match="sum to 1"):
        check_random_game("dice", 2, 1)


def test_chance_node_refuses_other_seats_and_wrong_outcomes():
    s = dice.new_game(2, 1)
    s.apply(0, dice.Bet(0))
    s.apply(1, dice.Bet(1))
    assert s.to_act() == (CHANCE,) and s.is_chance_node()
    before = snapshot(s)
    for seat, action in [(0, dice.Play(1)), (CHANCE, dice.Draw(0, 9)), (CHANCE, dice.Roll(3))]:
        with pytest.raises(IllegalAction):
            s.apply(seat, action)
    assert snapshot(s) == before


# ----- the session draws, records, and replays without a generator ------------------------
def test_record_replays_exactly_without_any_generator(reg):
    session = play_session(Session(record(3, seed=8)), seed=8)
    assert session.state.is_over()
    chance_entries = [a for s, a in session.record.actions if s == CHANCE]
    assert len(chance_entries) > 15
    data = json.loads(json.dumps(session.record.to_json()))
    assert any(item[0] == -1 for item in data["actions"])
    back = Record.from_json(data)
    assert back.actions == session.record.actions

    def no_generator(outcomes, index):
        raise AssertionError("replay must not draw")
    again = Session(back, chance=no_generator)
    assert snapshot(again.state) == snapshot(session.state)
    assert snapshot(back.replay()) == snapshot(session.state)


def test_record_refuses_seats_out_of_range(reg):
    data = record().to_json()
    data["actions"] = [[-2, dice.Bet(0).to_json()]]
    with pytest.raises(RecordError):
        Record.from_json(data)


def test_same_seed_same_draws_and_no_generator_in_state_or_view(reg):
    a = play_session(Session(record(2, seed=4)), seed=1)
    b = play_session(Session(record(2, seed=4)), seed=1)
    c = play_session(Session(record(2, seed=5)), seed=1)
    assert a.record.actions == b.record.actions
    assert [x for s, x in a.record.actions if s == CHANCE] != [x for s, x in c.record.actions if s == CHANCE]
    for seat in (None, 0, 1):
        assert find_rngs(a.state.view_for(seat)) == []
    assert find_rngs(a.state) == []


def test_imposed_outcomes_through_the_source_and_through_act(reg):
    session = Session(record(2, seed=2), chance=Imposed([dice.Draw(0, 4), lambda outs: outs[0][0]]))
    session.act(0, dice.Bet(1))
    with pytest.raises(IllegalAction):
        session.act(CHANCE, dice.Draw(0, 1))          # not awaiting chance yet: refused
    session.act(1, dice.Bet(0))
    assert session.pending_automatic() == CHANCE
    assert session.step_automatic()[1] == dice.Draw(0, 4)
    assert 4 in session.state.hands[0]
    session.act(0, dice.Play(4))
    session.act(CHANCE, dice.Roll(6))                 # a test imposes a roll directly
    assert session.state.score[0] == 4
    seat, action, events = session.step_automatic()   # the bag: the callable picks the first outcome
    assert (seat, action) == (CHANCE, dice.Token("gold")) and session.state.score[0] == 6
    before = json.dumps(session.record.to_json())
    with pytest.raises(IllegalAction):
        session.act(CHANCE, dice.Draw(1, 9))          # no such card: refused, nothing changes
    assert json.dumps(session.record.to_json()) == before
    with pytest.raises(ValueError):
        session.step_automatic()                      # the imposed list is used up


def test_act_never_advances_on_its_own(reg):
    session = Session(record(2, seed=2))
    session.act(0, dice.Bet(1))
    session.act(1, dice.Bet(1))
    assert len(session.record.actions) == 2 and session.pending_automatic() == CHANCE
    with pytest.raises(IllegalAction):
        session.act(0, dice.Play(1))
    steps = session.run_automatic()
    assert len(steps) == 1 and steps[0][0] == CHANCE and session.pending_automatic() is None


# ----- private draws ----------------------------------------------------------------------
def draw_session(card):
    session = Session(record(2, seed=6), chance=Imposed([dice.Draw(0, card)]))
    session.act(0, dice.Bet(0))
    session.act(1, dice.Bet(0))
    seat, action, events = session.step_automatic()
    return session, events


def test_a_private_draw_stays_out_of_other_views_and_logs(reg):
    hand = dice.new_game(2, 6).hands
    cards = sorted({c for c in dice.CARDS if c not in hand[0] + hand[1]})
    assert len(cards) >= 2
    seen = {}
    for card in cards[:2]:
        session, events = draw_session(card)
        assert card in session.state.hands[0]
        assert session.state.view_for(1).hands[0] is None
        seen[card] = (snapshot(session.state.view_for(1)), snapshot(session.state.view_for(None)))
        others = events_for(events, 1)
        assert others and all(getattr(ev, "card", None) is None for ev in others)
        assert any(getattr(ev, "card", None) == card for ev in events_for(events, 0))
        for viewer in (None, 1):
            text = " ".join(e.msg.render("en", ["A", "B"]) for e in session.log(viewer))
            assert f"card {card}" not in text and "draws a card" in text
        own = " ".join(e.msg.render("en", ["A", "B"]) for e in session.log(0))
        assert f"draws card {card}" in own and f"drew card {card}" in own
    a, b = seen.values()
    assert a == b, "seat 1's view and the public view must not depend on seat 0's draw"


def test_determinize_never_fixes_a_future_draw(reg):
    session = Session(record(2, seed=6))
    session.act(0, dice.Bet(0))
    session.act(1, dice.Bet(0))
    view = session.state.view_for(1)
    worlds = [view.determinize(1, random.Random(k)) for k in range(30)]
    assert all(w.to_act() == (CHANCE,) and len(w.chance_outcomes()) >= 2 for w in worlds)
    assert all(find_rngs(w) == [] for w in worlds)


# ----- players and search step through chance -----------------------------------------------
def test_random_player_and_random_play_sample_chance():
    s = dice.new_game(2, 1)
    s.apply(0, dice.Bet(0))
    s.apply(1, dice.Bet(0))
    picks = Counter(RandomPlayer(k).choose(s, CHANCE) for k in range(600))
    want = dict(s.chance_outcomes())
    for a, p in want.items():
        assert abs(picks[a] / 600 - p) < 0.08
    assert random_action(s, CHANCE, random.Random(1)) in want
    moves = play_randomly(dice.new_game(3, 2, {"scripts": (None, "tiro", None)}), random.Random(3))
    assert any(seat == CHANCE for seat, _ in moves)


def test_search_plays_through_chance_nodes(reg):
    session = Session(record(2, seed=9))
    searchers = {0: Search(iterations=150, seed=1), 1: Search(iterations=150, seed=2)}
    while session.state.to_act():
        if session.pending_automatic() is not None:
            session.step_automatic()
            continue
        seat = session.state.to_act()[0]
        session.act(seat, searchers[seat].choose(session.state.view_for(seat), seat))
    assert session.state.is_over()


def test_search_plays_the_better_card_over_chance(reg):
    """Last round, holding 1 and 4: 4 scores 4 half the time, 1 scores 1 always; 4 is better."""
    s = dice.new_game(2, 0)
    s.round = dice.ROUNDS
    s.hands[0] = [1]
    s.deck = Deck([4, 2, 2, 3])
    s.apply(0, dice.Bet(0))
    s.apply(1, dice.Bet(0))
    s.apply(CHANCE, dice.Draw(0, 4))
    assert Search(iterations=400, seed=3).choose(s.view_for(0), 0) == dice.Play(4)
