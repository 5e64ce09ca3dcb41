"""Sums explains itself (the contract of :mod:`games.core.explain`): a pick is worth what it
adds, so 3 is always best; every function checks that it is given a seat's view, not the state
(another seat's luck shown is the full state), and says so by raising."""
from __future__ import annotations

from games.core.explain import Advice, Judgement
from games.core.text import Msg

#: every view handed to a function here, for the tests (seat, view)
SEEN: list = []


def _check(view, seat: int) -> None:
    """Raise unless ``view`` is ``seat``'s own view."""
    if any(x is not None for s, x in enumerate(view.luck) if s != seat):
        raise AssertionError(f"seat {seat} was shown another seat's luck: not its view")
    SEEN.append((seat, view))


def what(view, seat, action) -> Msg:
    """The pick in words."""
    return Msg("core.action", {"seat": seat, "name": f"picks {action.n}"})


def reason(view, seat, action) -> Msg:
    """Why the pick: what it adds."""
    _check(view, seat)
    return Msg("core.action", {"seat": seat, "name": f"adds {action.n} to {view.score[seat]}"})


def standing(view, seat) -> float:
    """The lead, as a chance to win."""
    _check(view, seat)
    lead = view.score[seat] - view.score[1 - seat]
    return max(0.0, min(1.0, 0.5 + lead / 20))


def advise(view, seat, cancel=None) -> Advice:
    """Always 3."""
    _check(view, seat)
    best = view.legal_actions(seat)[-1]
    return Advice(best, reason(view, seat, best), 0.9)


def judge(view, seat, action, cancel=None) -> Judgement:
    """A pick of n loses (3 - n) times a fifth of a chance."""
    best = advise(view, seat, cancel)
    return Judgement(best, action, best.value - (3 - action.n) * 0.2)
