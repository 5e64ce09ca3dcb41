"""Checks every registered game must pass (run by ``tests/test_conformance.py``).

:func:`check_random_game` plays one seeded random game and checks, at every
step, the whole engine contract: legal actions apply, illegal ones raise and
change nothing, ``to_act()`` is empty exactly when there is an outcome,
clones are independent, actions and events round-trip through JSON, views
agree with their determinizations and carry no random generator, and the
record replays to an identical state.
"""
from __future__ import annotations

import json
import random
from typing import Any

from .registry import info, rules
from .actions import Action, Event
from .errors import IllegalAction
from .record import Record
from .state import GameState, SeatInfo
from .text import Msg


def snapshot(obj: Any, _depth: int = 0) -> Any:
    """A hashable, comparable picture of an object graph (for equality tests).

    >>> snapshot({"b": [1, (2, 3)], "a": {4}})
    ('D', (("'a'", ('S', (4,))), ("'b'", ('L', (1, ('L', (2, 3)))))))
    """
    if _depth > 60:
        raise RecursionError("object graph too deep")
    if obj is None or isinstance(obj, (bool, int, float, str, bytes)):
        return obj
    if isinstance(obj, (list, tuple)):
        return ("L", tuple(snapshot(x, _depth + 1) for x in obj))
    if isinstance(obj, dict):
        return ("D", tuple(sorted(((repr(k), snapshot(v, _depth + 1)) for k, v in obj.items()))))
    if isinstance(obj, (set, frozenset)):
        return ("S", tuple(sorted((snapshot(x, _depth + 1) for x in obj), key=repr)))
    if isinstance(obj, random.Random):
        return ("RNG", hash(obj.getstate()))
    if isinstance(obj, Msg):
        return ("M", obj.key, snapshot(dict(obj.params), _depth + 1))
    fields = []
    for cls in type(obj).__mro__:
        for name in getattr(cls, "__slots__", ()):
            if hasattr(obj, name):
                fields.append((name, snapshot(getattr(obj, name), _depth + 1)))
    if hasattr(obj, "__dict__"):
        for name, v in vars(obj).items():
            if not callable(v):
                fields.append((name, snapshot(v, _depth + 1)))
    return (type(obj).__name__, tuple(sorted(fields, key=lambda f: f[0])))


def find_rngs(obj: Any, found: list | None = None, _seen: set | None = None) -> list:
    """Every :class:`random.Random` reachable from ``obj``."""
    found = [] if found is None else found
    _seen = set() if _seen is None else _seen
    if id(obj) in _seen or obj is None or isinstance(obj, (bool, int, float, str, bytes)):
        return found
    _seen.add(id(obj))
    if isinstance(obj, random.Random):
        found.append(obj)
    elif isinstance(obj, (list, tuple, set, frozenset)):
        for x in obj:
            find_rngs(x, found, _seen)
    elif isinstance(obj, dict):
        for x in obj.values():
            find_rngs(x, found, _seen)
    else:
        for cls in type(obj).__mro__:
            for name in getattr(cls, "__slots__", ()):
                if hasattr(obj, name):
                    find_rngs(getattr(obj, name), found, _seen)
        if hasattr(obj, "__dict__"):
            for v in vars(obj).values():
                find_rngs(v, found, _seen)
    return found


def _roundtrip(codec, item) -> None:
    data = json.loads(json.dumps(item.to_json()))
    back = codec.load(data)
    assert back == item, f"JSON round trip changed {item!r} into {back!r}"


def _check_msg(msg: Msg | None, where: str) -> None:
    if msg is None:
        return
    for lang in ("en", "ja"):
        text = msg.render(lang, ["A", "B", "C", "D", "E"])
        assert text != msg.key, f"{where}: catalogue key {msg.key!r} missing in {lang}"


def check_state(state: GameState, codec, rng: random.Random, pool: list, deep: bool) -> None:
    """Check the contract on one state (it is left unchanged)."""
    to_act = state.to_act()
    over = state.outcome()
    assert (not to_act) == (over is not None), "to_act() must be empty exactly when the game is over"
    before = snapshot(state)
    n = state.n_seats
    for seat in to_act:
        legal = state.legal_actions(seat)
        assert legal, f"seat {seat} must act but has no legal action"
        view = state.view_for(seat)
        assert view.legal_actions(seat) == legal, "a seat's own view must give its legal actions"
        _check_msg(state.prompt(seat), "prompt")
        for a in legal[: 40 if deep else 3]:
            _roundtrip(codec, a)
            _check_msg(a.msg(seat), "action")
            c = state.clone()
            events = c.apply(seat, a)
            for ev in events:
                _roundtrip(codec, ev)
                _check_msg(ev.msg(), "event")
            pool.append(a)
        # an illegal action raises and changes nothing
        bad = [a for a in pool[-200:] if a not in legal]
        if bad:
            a = rng.choice(bad)
            try:
                state.apply(seat, a)
                raise AssertionError(f"illegal {a!r} was accepted")
            except IllegalAction as exc:
                _check_msg(exc.msg, "illegal")
            assert snapshot(state) == before, "a refused action changed the state"
    for seat in range(n):
        if seat not in to_act and to_act:
            try:
                state.apply(seat, state.legal_actions(to_act[0])[0])
                raise AssertionError("a seat not to act was allowed to act")
            except IllegalAction:
                pass
            assert snapshot(state) == before
    # clones are independent
    c = state.clone()
    assert snapshot(c) == before, "clone differs from the original"
    if to_act:
        s = to_act[0]
        c.apply(s, rng.choice(c.legal_actions(s)))
        assert snapshot(state) == before, "changing a clone changed the original"
    # views agree with their determinizations; no random generator leaks
    true_rngs = [r.getstate() for r in find_rngs(state)]
    seats = range(n) if deep else [rng.randrange(n)]
    for seat in list(seats) + [None]:
        view = state.view_for(seat)
        for r in find_rngs(view):
            assert r.getstate() not in true_rngs, f"the view of {seat} holds the game's random generator"
        if seat is None:
            continue
        vs = snapshot(view)
        for k in range(2 if deep else 1):
            det = view.determinize(seat, random.Random(rng.random()))
            assert det.to_act() == state.to_act(), "determinize changed who is to act"
            assert snapshot(det.view_for(seat)) == vs, f"determinize disagrees with the view of seat {seat}"
            if to_act:
                assert det.legal_actions(to_act[0]) is not None
    assert snapshot(state) == before, "checking changed the state"


def check_random_game(game_id: str, n_seats: int, seed: int, options: dict | None = None,
                      deep: bool = True, max_steps: int = 2000) -> Record:
    """Play and check one seeded random game; returns its record."""
    mod = rules(game_id)
    opts = info(game_id).check_options(options)
    codec = mod.CODEC
    rng = random.Random(seed * 7919 + 13)
    record = Record(game_id, [SeatInfo(f"P{i + 1}") for i in range(n_seats)], seed, opts)
    state = mod.new_game(n_seats, seed, opts)
    pool: list[Action] = []
    for step in range(max_steps):
        check_state(state, codec, rng, pool, deep or step % 10 == 0)
        to_act = state.to_act()
        if not to_act:
            break
        seat = rng.choice(to_act)
        action = rng.choice(state.legal_actions(seat))
        state.apply(seat, action)
        record.actions.append((seat, action))
    else:
        raise AssertionError(f"game did not end in {max_steps} steps")
    out = state.outcome()
    assert out is not None
    _check_msg(out.reason, "outcome")
    assert all(0 <= w < n_seats for w in out.winners)
    json.dumps(out.to_json())
    # the record round-trips and replays to an identical state
    back = Record.from_json(json.loads(json.dumps(record.to_json())))
    assert back.actions == record.actions
    assert snapshot(back.replay()) == snapshot(state), "replay differs from the game"
    return record
