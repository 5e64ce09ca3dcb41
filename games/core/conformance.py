"""Checks every registered game must pass (run by ``tests/test_conformance.py``).

:func:`check_random_game` plays one seeded random game and checks, at every
step, the whole engine contract: legal actions apply, illegal ones raise and
change nothing, ``to_act()`` is empty exactly when there is an outcome,
clones are independent, actions and events round-trip through JSON, views
agree with their determinizations and carry no random generator, a seat's
view is the same whatever the secrets it may not know (see
:func:`check_secrecy`), and the record replays to an identical state. At a
chance node the outcomes must be the legal actions of
:data:`~games.core.chance.CHANCE` with positive probabilities summing to 1,
and the random game samples them by probability; a scripted seat must have
exactly its scripted move as legal action.
"""
from __future__ import annotations

import json
import random
from typing import Any

from .registry import info, rules
from .actions import Action
from .chance import CHANCE, sample
from .errors import IllegalAction
from .record import Record
from .state import GameState, SeatInfo
from .text import Msg
from .views import picture as snapshot


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


# ----- secrecy -----------------------------------------------------------------
#
# Every game declares what is hidden from whom with two methods on its state:
#
# - ``secrets(seat)``: the parts of the true state ``seat`` may not know, as a
#   dict (name -> value); ``seat`` ``None`` is the public.
# - ``resample_hidden(seat, rng)``: another true state that ``seat`` cannot
#   tell from this one — its secrets drawn again, everything else the same.
#
# The checks below prove, on the random positions of the contract checks, that
# (a) a seat's view is the same whatever the secrets it may not know are, (b)
# the secrets really do vary between those states (so (a) says something), and
# (c) nothing in a view — a generator, a seed — lets anyone recompute them.

#: parts of a field name that betray a generator or its seed in a view
GENERATOR_WORDS = ("rng", "seed", "random", "generator")


def find_fields(obj: Any, pred, path: str = "", found: list | None = None, _seen: set | None = None) -> list[str]:
    """The paths of every attribute (slot or ``__dict__`` entry) reachable from ``obj``
    whose name satisfies ``pred``.

    >>> class A:
    ...     def __init__(self): self.x, self.inner = 1, [B()]
    >>> class B:
    ...     __slots__ = ("seed",)
    ...     def __init__(self): self.seed = 4
    >>> find_fields(A(), lambda n: n == "seed")
    ['.inner[0].seed']
    """
    found = [] if found is None else found
    _seen = set() if _seen is None else _seen
    if id(obj) in _seen or obj is None or isinstance(obj, (bool, int, float, str, bytes)):
        return found
    _seen.add(id(obj))
    if isinstance(obj, (list, tuple, set, frozenset)):
        for i, x in enumerate(obj):
            find_fields(x, pred, f"{path}[{i}]", found, _seen)
        return found
    if isinstance(obj, dict):
        for k, x in obj.items():
            find_fields(x, pred, f"{path}[{k!r}]", found, _seen)
        return found
    if isinstance(obj, (random.Random, Msg)) or callable(obj):
        return found
    named = []
    for cls in type(obj).__mro__:
        named += [(n, getattr(obj, n)) for n in getattr(cls, "__slots__", ()) if hasattr(obj, n)]
    if hasattr(obj, "__dict__"):
        named += [(n, v) for n, v in vars(obj).items() if not callable(v)]
    for name, v in named:
        if pred(name):
            found.append(f"{path}.{name}")
        find_fields(v, pred, f"{path}.{name}", found, _seen)
    return found


def check_no_generator(view: Any, seat: int | None) -> None:
    """(c): no :class:`random.Random` and no field named like a generator or a seed in a view."""
    assert not find_rngs(view), f"the view of {seat} holds a random generator"
    bad = find_fields(view, lambda n: any(w in n.lower() for w in GENERATOR_WORDS))
    assert not bad, f"the view of {seat} holds {bad}, from which hidden draws may follow"


def check_secrecy(state: GameState, seat: int, rng: random.Random, tries: int = 2,
                  memo: dict | None = None) -> bool:
    """Check (a) and (c) for ``seat`` on ``state`` (left unchanged); True when a
    resample changed a secret of ``seat`` (what (b) counts).

    Raises ``AssertionError`` when the view (or the public view) of a state
    whose secrets were drawn again differs from this one's.
    """
    # secrets and resample_hidden are the optional part of the contract (callers ask hasattr)
    game: Any = state
    before = snapshot(state, memo=memo)
    secrets = snapshot(game.secrets(seat), memo=memo)
    view = state.view_for(seat)
    mine, public = snapshot(view, memo=memo), snapshot(state.view_for(None), memo=memo)
    check_no_generator(view, seat)
    varied = False
    for _ in range(tries):
        other = game.resample_hidden(seat, random.Random(rng.random()))
        assert other.to_act() == state.to_act(), "resample_hidden changed who is to act"
        theirs = snapshot(other.secrets(seat), memo=memo)
        varied = varied or theirs != secrets
        if snapshot(other.view_for(seat), memo=memo) != mine:
            changed = sorted(repr(k) for k, v in other.secrets(seat).items()
                             if snapshot(v, memo=memo) != snapshot(game.secrets(seat).get(k), memo=memo))
            raise AssertionError(f"the view of seat {seat} changes with secrets it may not know: {changed}")
        assert snapshot(other.view_for(None), memo=memo) == public, "the public view changes with a secret"
    assert snapshot(state, memo=memo) == before, "checking secrecy changed the state"
    return varied


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


def check_state(state: GameState, codec, rng: random.Random, pool: list, deep: bool,
                tally: dict | None = None) -> None:
    """Check the contract on one state (it is left unchanged).

    When the state declares its secrets, the secrecy checks run too and
    ``tally`` counts, per check, the seats with secrets (``"hidden"``) and those
    whose secrets a resample changed (``"varied"``).
    """
    to_act = state.to_act()
    over = state.outcome()
    assert (not to_act) == (over is not None), "to_act() must be empty exactly when the game is over"
    memo: dict = {}
    before = snapshot(state, memo=memo)
    if CHANCE in to_act:
        _check_chance(state, to_act)
    scripted = state.scripted_seats()
    for seat in to_act:
        if _check_seat_to_act(state, seat, scripted, codec, rng, pool, deep):
            assert snapshot(state, memo=memo) == before, "a refused action changed the state"
    for seat in range(state.n_seats):
        if seat not in to_act and to_act:
            try:
                state.apply(seat, state.legal_actions(to_act[0])[0])
                raise AssertionError("a seat not to act was allowed to act")
            except IllegalAction:
                pass
            assert snapshot(state, memo=memo) == before
    # clones are independent
    c = state.clone()
    assert snapshot(c, memo=memo) == before, "clone differs from the original"
    if to_act:
        s = to_act[0]
        c.apply(s, rng.choice(c.legal_actions(s)))
        assert snapshot(state, memo=memo) == before, "changing a clone changed the original"
    seats = _check_views(state, rng, deep, memo)
    if hasattr(state, "secrets"):
        check_no_generator(state.view_for(None), None)
        for seat in seats:
            varied = check_secrecy(state, seat, rng, memo=memo)
            if tally is not None and state.secrets(seat):
                tally["hidden"] = tally.get("hidden", 0) + 1
                tally["varied"] = tally.get("varied", 0) + varied
    assert snapshot(state, memo=memo) == before, "checking changed the state"


def _check_chance(state: GameState, to_act: tuple) -> None:
    """The chance seat acts alone, and its outcomes are its legal actions with probabilities."""
    assert to_act == (CHANCE,), "the chance seat acts alone"
    outcomes = state.chance_outcomes()
    assert outcomes, "a chance node must list its outcomes"
    assert [a for a, _ in outcomes] == state.legal_actions(CHANCE), \
        "chance outcomes must be the chance seat's legal actions, in order"
    assert all(p > 0 for _, p in outcomes), "a chance outcome has probability 0"
    assert abs(sum(p for _, p in outcomes) - 1.0) < 1e-9, "chance probabilities must sum to 1"


def _check_seat_to_act(state: GameState, seat: int, scripted, codec, rng: random.Random, pool: list,
                       deep: bool) -> bool:
    """A seat to act: its legal actions are legal, encode, read and apply to a clone; an
    illegal one (from ``pool``, the actions seen so far) is refused with a sentence. True
    when an illegal action was tried (the caller checks it changed nothing)."""
    legal = state.legal_actions(seat)
    assert legal, f"seat {seat} must act but has no legal action"
    if seat in scripted:
        assert legal == [state.scripted_action(seat)], "a scripted seat's only legal action is its script's"
    if seat != CHANCE:
        view = state.view_for(seat)
        assert view.legal_actions(seat) == legal, "a seat's own view must give its legal actions"
        _check_msg(state.prompt(seat), "prompt")
    for a in legal[: 40 if deep else 3]:
        assert state.is_legal(seat, a), f"is_legal refuses the legal {a!r}"
        _roundtrip(codec, a)
        _check_msg(a.msg(seat), "action")
        c = state.clone()
        events = c.apply(seat, a)
        for ev in events:
            _roundtrip(codec, ev)
            _check_msg(ev.msg(), "event")
        pool.append(a)
    # an illegal action raises (and changes nothing: checked by the caller)
    bad = [a for a in pool[-200:] if a not in legal]
    if not bad:
        return False
    a = rng.choice(bad)
    assert not state.is_legal(seat, a), f"is_legal accepts the illegal {a!r}"
    try:
        state.apply(seat, a)
        raise AssertionError(f"illegal {a!r} was accepted")
    except IllegalAction as exc:
        _check_msg(exc.msg, "illegal")
    return True


def _check_views(state: GameState, rng: random.Random, deep: bool, memo: dict) -> list[int]:
    """Views agree with their determinizations and hold no random generator of the game's;
    returns the seats checked (every seat when ``deep``, else one drawn)."""
    to_act = state.to_act()
    true_rngs = [r.getstate() for r in find_rngs(state)]
    seats = list(range(state.n_seats)) if deep else [rng.randrange(state.n_seats)]
    for seat in [*seats, None]:
        view = state.view_for(seat)
        for r in find_rngs(view):
            assert r.getstate() not in true_rngs, f"the view of {seat} holds the game's random generator"
        if seat is None:
            continue
        vs = snapshot(view, memo=memo)
        for _k in range(2 if deep else 1):
            det = view.determinize(seat, random.Random(rng.random()))
            assert det.to_act() == state.to_act(), "determinize changed who is to act"
            assert snapshot(det.view_for(seat), memo=memo) == vs, \
                f"determinize disagrees with the view of seat {seat}"
            if to_act:
                assert det.legal_actions(to_act[0]) is not None
    return seats


def check_random_game(game_id: str, n_seats: int, seed: int, options: dict | None = None,
                      deep: bool = True, max_steps: int = 2000,
                      seats: list[SeatInfo] | None = None) -> Record:
    """Play and check one seeded random game; returns its record.

    ``seats`` (default: ``n_seats`` persons) may hold scripted seats.
    """
    mod = rules(game_id)
    opts = info(game_id).check_options(options)
    codec = mod.CODEC
    rng = random.Random(seed * 7919 + 13)
    seats = seats if seats is not None else [SeatInfo(f"P{i + 1}") for i in range(n_seats)]
    record = Record(game_id, seats, seed, opts)
    state = record.new_state()
    assert hasattr(state, "secrets") and hasattr(state, "resample_hidden"), \
        f"{game_id} must declare its secrets (secrets, resample_hidden)"
    pool: list[Action] = []
    tally: dict = {}
    for step in range(max_steps):
        check_state(state, codec, rng, pool, deep or step % 10 == 0, tally)
        to_act = state.to_act()
        if not to_act:
            break
        seat = rng.choice(to_act)
        if seat == CHANCE:
            action = sample(state.chance_outcomes(), rng)
        else:
            action = rng.choice(state.legal_actions(seat))
        state.apply(seat, action)
        record.actions.append((seat, action))
    else:
        raise AssertionError(f"game did not end in {max_steps} steps")
    # (b): the secrets the views hid did vary between the states compared
    hidden, varied = tally.get("hidden", 0), tally.get("varied", 0)
    assert varied >= hidden // 2, f"resample_hidden changed a secret at only {varied} of {hidden} positions"
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
