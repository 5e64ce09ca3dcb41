"""What a seat's view shows that the public view does not: the policy behind the pass-and-play
screen's hand-offs, the undo check and the conformance checks.

A view is compared with another through :func:`picture`, a hashable picture of its whole object
graph (slots, attributes, containers, messages; a random generator by its state). A seat's view
is *private* when its picture differs from the public view's (:func:`shows_more`), and a choice
is made in secret when several seats choose at once or one of the seat's first legal actions
leaves its view showing more than the public one (:func:`chooses_in_secret`).

>>> class View:
...     def __init__(self, hand): self.hand = hand
>>> class State:
...     def __init__(self, hand): self.hand = hand
...     def view_for(self, seat): return View(self.hand if seat == 0 else None)
>>> shows_more(State(["XII"]), 0), shows_more(State(["XII"]), 1)
(True, False)
"""
from __future__ import annotations

import random
from typing import Any

from .text import Msg

_SCALARS = (bool, int, float, str, bytes)


def picture(obj: Any, _depth: int = 0, memo: dict | None = None) -> Any:
    """A hashable, comparable picture of an object graph: two views (or states) show the
    same when their pictures are equal.

    ``memo`` (a dict kept by the caller over several calls) reuses the picture
    of every tuple made only of scalars and such tuples: states, their clones
    and their views share long public histories, which are then pictured once.

    >>> picture({"b": [1, (2, 3)], "a": {4}})
    ('D', (("'a'", ('S', (4,))), ("'b'", ('L', (1, ('L', (2, 3)))))))
    """
    if _depth > 60:
        raise RecursionError("object graph too deep")
    if obj is None or isinstance(obj, _SCALARS):
        return obj
    if isinstance(obj, (list, tuple)):
        if memo is None:
            return ("L", tuple(picture(x, _depth + 1) for x in obj))
        if isinstance(obj, tuple):
            got = memo.get(id(obj))
            if got is not None and got[0] is obj:
                return got[1]
        out = ("L", tuple(picture(x, _depth + 1, memo) for x in obj))
        if isinstance(obj, tuple) and all(x is None or isinstance(x, _SCALARS) or
                                          (isinstance(x, tuple) and id(x) in memo) for x in obj):
            memo[id(obj)] = (obj, out)     # keeps obj alive, so its id is not reused
        return out
    if isinstance(obj, dict):
        return ("D", tuple(sorted(((repr(k), picture(v, _depth + 1, memo)) for k, v in obj.items()))))
    if isinstance(obj, (set, frozenset)):
        return ("S", tuple(sorted((picture(x, _depth + 1, memo) for x in obj), key=repr)))
    if isinstance(obj, random.Random):
        return ("RNG", hash(obj.getstate()))
    if isinstance(obj, Msg):
        return ("M", obj.key, picture(dict(obj.params), _depth + 1, memo))
    fields = []
    for cls in type(obj).__mro__:
        for name in getattr(cls, "__slots__", ()):
            if hasattr(obj, name):
                fields.append((name, picture(getattr(obj, name), _depth + 1, memo)))
    if hasattr(obj, "__dict__"):
        for name, v in vars(obj).items():
            if not callable(v):
                fields.append((name, picture(v, _depth + 1, memo)))
    return (type(obj).__name__, tuple(sorted(fields, key=lambda f: f[0])))


def same_view(a: Any, b: Any) -> bool:
    """True when views (or states) ``a`` and ``b`` show the same: their :func:`picture` is equal.

    >>> same_view({"hand": [1, 2]}, {"hand": [1, 2]}), same_view({"hand": [1]}, {"hand": [2]})
    (True, False)
    """
    return picture(a) == picture(b)


def shows_more(state: Any, seat: int | None) -> bool:
    """True when ``seat``'s view of ``state`` shows something the public view does not."""
    return seat is not None and not same_view(state.view_for(seat), state.view_for(None))


def chooses_in_secret(state: Any, seat: int, probes: int = 3) -> bool:
    """True when ``seat`` must choose in secret: several seats choose at once, or one of its
    first ``probes`` legal actions leaves it knowing more than the public view shows (the
    others must look away while it chooses)."""
    if len(state.to_act()) > 1:
        return True
    for action in state.legal_actions(seat)[:probes]:
        trial = state.clone()
        trial.apply_trusted(seat, action)
        if shows_more(trial, seat):
            return True
    return False


def _public_line(seat: int, action: Any) -> Any:
    """The picture of ``action``'s log line as everyone reads it (``None``: it has none)."""
    say = getattr(action, "msg", None)
    try:
        return picture(say(seat)) if callable(say) else None
    except (AttributeError, KeyError, IndexError, TypeError, ValueError):
        return None


def look_alikes(state: Any, seat: int, action: Any, probes: int | None = 8) -> list[Any]:
    """The other legal actions of ``seat`` the public cannot tell from ``action`` although they
    are other moves: the same public log line, the same public view after it, and yet another
    view for the mover (another card laid face down, another card passed). A move that differs
    only in what no view keeps (two roads to one city, a pass and an end of phase that leave
    the same position) is the same move to everyone and no look-alike. Only the first
    ``probes`` actions with the same log line are played out (``None``: all of them)."""
    line = _public_line(seat, action)
    after = state.clone()
    after.apply_trusted(seat, action)
    public = picture(after.view_for(None))
    own: Any = None
    found: list[Any] = []
    tried = 0
    for other in state.legal_actions(seat):
        if other == action or _public_line(seat, other) != line:
            continue
        trial = state.clone()
        trial.apply_trusted(seat, other)
        if picture(trial.view_for(None)) == public:
            if own is None:
                own = picture(after.view_for(seat))
            if picture(trial.view_for(seat)) != own:
                found.append(other)
        tried += 1
        if probes is not None and tried >= probes:
            break
    return found


def hides_move(state: Any, seat: int, action: Any, probes: int = 8) -> bool:
    """True when the public cannot tell ``action`` from another legal move of ``seat``
    (:func:`look_alikes`: a card laid face down, a card passed to one seat). Then whatever
    names the move is a secret."""
    return bool(look_alikes(state, seat, action, probes))
