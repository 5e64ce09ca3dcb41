"""The search reads only views: its decision cannot depend on a hidden card."""
import random

from games.core.ismcts import Search
from games.core.players import RandomPlayer
from tests.toy import Card, Guess, Hide, new_game


def test_search_decision_is_the_same_whatever_is_hidden():
    decisions = set()
    for hidden in (0, 1):
        s = new_game()
        s.apply(0, Hide(hidden))
        view = s.view_for(1)
        assert view.hidden == -1
        decisions.add(Search(iterations=300, seed=5).choose(view, 1))
    assert len(decisions) == 1


def test_search_cannot_find_the_hidden_hand():
    right = 0
    for seed in range(40):
        s = new_game()
        hidden = random.Random(seed).randrange(2)
        s.apply(0, Hide(hidden))
        g = Search(iterations=60, seed=seed).choose(s.view_for(1), 1)
        right += g.hand == hidden
    assert 8 <= right <= 32   # chance, not knowledge


def test_search_plays_simultaneous_cards_well():
    """With decoupled selection the searcher learns 3 beats the random card most often."""
    s = new_game()
    s.apply(0, Hide(0))
    s.apply(1, Guess(1))
    a = Search(iterations=600, seed=2).choose(s.view_for(0), 0)
    assert a == Card(3)


def test_search_is_seeded_and_respects_cancel():
    import threading
    s = new_game()
    assert Search(iterations=200, seed=9).choose(s, 0) == Search(iterations=200, seed=9).choose(s, 0)
    ev = threading.Event()
    ev.set()
    search = Search(iterations=10_000, seed=1)
    search.choose(s, 0, cancel=ev)
    assert search.last_iterations <= 16


def test_random_player_is_seeded():
    s = new_game()
    assert RandomPlayer(3).choose(s, 0) == RandomPlayer(3).choose(s, 0)
