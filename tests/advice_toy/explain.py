"""The explain module of the test game "advice_toy" (:mod:`games.core.explain`'s contract).

Its advice for the guessing seat names the hand where the token is when the view shows it,
else hand 1: given the true state instead of the guesser's view, it would advise the hidden
hand (a window that leaked the state to the adviser fails the tests on that).
"""
from __future__ import annotations

from games.core.explain import Advice, Judgement
from games.core.text import Msg


def _words(text: str) -> Msg:
    return Msg("core.action", {"seat": 0, "name": text})


def reason(view, seat, action):
    """Why ``seat`` takes ``action``: a sentence naming the move and the round."""
    return _words(f"because of round {view.round} ({type(action).__name__})")


def advise(view, seat, cancel=None):
    """Guess the hand the view shows, else hand 1; otherwise the first legal move."""
    from tests.toy import Guess
    legal = view.legal_actions(seat)
    if view.phase == "guess":
        hand = view.hidden if view.hidden in (0, 1) else 1
        return Advice(Guess(hand), _words(f"guess {hand}"), 0.5)
    return Advice(legal[0], _words("the first move"), 0.5)


def judge(view, seat, action, cancel=None):
    """Every move as good as the advice."""
    return Judgement(advise(view, seat, cancel), action, 0.5)


def standing(view, seat):
    """Even chances."""
    return 0.5
