"""Every game's own invariants, checked after every action of fuzzed games.

A game may have a module ``games/<id>/invariants.py`` (found beside its
``rules.py``, as the registry finds ``rules`` and ``ai``) with

- ``check(state)``: raises :class:`InvariantError` (an ``AssertionError``)
  with a clear message when the position breaks a rule of the game:
  components not conserved (everything is somewhere: hands, decks, bags,
  board add up to the box), negative counts, a score that is not the
  recomputation from the position, a phase that does not agree with
  ``to_act()``. It reads the true state and changes nothing;
- optionally ``check_step(before, seat, action, after)``: checks one
  transition (what a rule says must follow from an action, e.g. points
  scored when a region is resolved), for what the position alone forgets.

:func:`play_checked` plays one seeded game, random or driven by the games'
computer players, and after every action checks the generic contract
(``to_act()`` empty exactly when over), the game's invariants, and the
secrecy of the views (the conformance checks of :mod:`.conformance`: a seat's
view does not change with secrets it may not know, nor does the public view).
``main.py fuzz`` (:mod:`.cli`) runs it on many games.

The same module may also size the cross-game tests for its game, so that adding a game edits
no test: ``FUZZ_SAMPLE = (random games, (seats, levels, options))``, the short sample
``tests/test_fuzz.py`` plays; and, for a game whose random games are long,
``CONFORMANCE_GAMES`` (random games per player count in ``tests/test_conformance.py``,
still over every option set) and ``HANDOFF_ACTIONS`` (how many first actions of each game
``tests/test_handoff_secrets.py`` plays through the game screen; ``LUDI_HANDOFF_WHOLE=1``
plays whole games).

>>> require(1 + 1 == 2, "arithmetic")
>>> try:
...     same_multiset("cards", [1, 2, 2], [1, 2, 3])
... except InvariantError as exc:
...     print(exc)
cards: too many [2], missing [3]
"""
from __future__ import annotations

import importlib
import random
import time
from collections import Counter
from dataclasses import dataclass, field
from types import ModuleType
from typing import Iterable

from . import caches
from .chance import CHANCE, sample
from .conformance import check_secrecy
from .record import Record
from .registry import ai, info, rules
from .state import GameState, SeatInfo


class InvariantError(AssertionError):
    """A position (or a step) breaks a rule of its game."""


def require(condition: bool, message: str) -> None:
    """Raise :class:`InvariantError` with ``message`` unless ``condition`` holds."""
    if not condition:
        raise InvariantError(message)


def same_multiset(what: str, got: Iterable, want: Iterable) -> None:
    """Raise :class:`InvariantError` unless ``got`` and ``want`` hold the same items,
    each as many times (the message names what is extra and what is missing)."""
    g, w = Counter(got), Counter(want)
    if g == w:
        return
    extra = sorted((g - w).elements(), key=repr)
    missing = sorted((w - g).elements(), key=repr)
    parts = []
    if extra:
        parts.append(f"too many {extra}")
    if missing:
        parts.append(f"missing {missing}")
    raise InvariantError(f"{what}: " + ", ".join(parts))


def no_negative(what: str, values: Iterable) -> None:
    """Raise :class:`InvariantError` when any of ``values`` is below zero."""
    bad = [v for v in values if v < 0]
    require(not bad, f"{what}: negative count {bad}")


_MODULES: dict[str, ModuleType | None] = caches.kept(f"{__name__}.modules")


def module(game_id: str) -> ModuleType | None:
    """The invariants module of ``game_id`` (``<package>.invariants``), or ``None``
    when the game has none."""
    if game_id not in _MODULES:
        name = rules(game_id).__name__.rpartition(".")[0] + ".invariants"
        try:
            _MODULES[game_id] = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name != name:
                raise
            _MODULES[game_id] = None
    return _MODULES[game_id]


def check(game_id: str, state: GameState) -> bool:
    """Check the game's invariants on ``state``; False when the game declares none."""
    mod = module(game_id)
    if mod is None:
        return False
    mod.check(state)
    return True


# ----- playing checked games ------------------------------------------------------

@dataclass
class Plan:
    """One fuzzed game: everything follows from its seed (so one seed replays it).

    ``levels[s]`` is the computer level playing seat ``s`` (``None``: random moves;
    scripted seats are played by the engine).
    """

    seed: int
    n_seats: int
    options: dict
    seats: list[SeatInfo]
    levels: list

    @property
    def searched(self) -> bool:
        """Some seat is played by a computer player (a search-driven game)."""
        return any(lv is not None for lv in self.levels)

    def describe(self) -> str:
        """A short line for a failure report."""
        who = ",".join((s.level or "script") if s.is_script else (lv or "random") for s, lv in zip(self.seats, self.levels))
        return f"{self.n_seats} seats ({who}), options {self.options}"


#: the computer levels a search-driven game draws from (realistic positions, bounded time)
SEARCH_LEVELS = ("easy", "normal")


def plan_game(game_id: str, seed: int, players: tuple[int, ...] | None = None,
              search: float = 0.0, levels: tuple[str, ...] = SEARCH_LEVELS) -> Plan:
    """The game fuzzed for ``seed``: player count (among ``players``, default every
    count the game takes), options (each choice alike, so a scripted opponent meets
    every difficulty), a scripted opponent in any seat in half the games of a game
    that has them, and with probability ``search`` computer players at ``levels``.

    >>> p = plan_game("caesar", 7, players=(3,))
    >>> p.n_seats, p.searched, plan_game("caesar", 7, players=(3,)) == p
    (3, False, True)
    """
    gi = info(game_id)
    r = random.Random(f"fuzz:{game_id}:{seed}")
    counts = [n for n in (players or range(gi.min_players, gi.max_players + 1))
              if gi.min_players <= n <= gi.max_players]
    if not counts:
        raise ValueError(f"{game_id} takes {gi.min_players}-{gi.max_players} players")
    n = r.choice(counts)
    options = {o.id: r.choice(o.choices) for o in gi.options}
    seats = [SeatInfo(f"P{i + 1}") for i in range(n)]
    if gi.scripted and r.random() < 0.5:
        script = r.choice(gi.scripted)
        seats[r.randrange(n)] = SeatInfo(script, "script", script)      # in any seat
    searched = r.random() < search
    lv = [None if (s.is_script or not searched) else r.choice(levels) for s in seats]
    seats = [s if s.is_script else SeatInfo(s.name, "ai", v or "random") for s, v in zip(seats, lv)]
    return Plan(seed, n, options, seats, lv)


@dataclass
class Tally:
    """What a run checked: games, actions applied, invariant checks, secrecy checks."""

    games: int = 0
    searched: int = 0
    actions: int = 0
    checks: int = 0
    secrecy: int = 0
    seconds: float = 0.0
    by_seats: Counter = field(default_factory=Counter)

    def add(self, other: "Tally") -> None:
        """Add another tally to this one."""
        self.games += other.games
        self.searched += other.searched
        self.actions += other.actions
        self.checks += other.checks
        self.secrecy += other.secrecy
        self.seconds += other.seconds
        self.by_seats.update(other.by_seats)


class FuzzFailure(AssertionError):
    """A checked game failed: ``index`` actions had been applied when the check failed."""

    def __init__(self, plan: Plan, index: int, message: str):
        super().__init__(f"after action {index}: {message}")
        self.plan, self.index, self.message = plan, index, message


def play_checked(game_id: str, plan: Plan, secrecy: int = 1, max_steps: int = 20_000,
                 record: Record | None = None, moves: list | None = None) -> Tally:
    """Play ``plan`` and check everything after every action; returns the tally.

    ``secrecy``: check the views every ``secrecy`` actions (each seat in turn;
    the public view with each), 0 never. Raises :class:`FuzzFailure` naming the
    number of actions applied when a check failed. ``record`` (optional) receives
    the moves as they are played. ``moves`` (``(seat, action)`` pairs, e.g. a
    failing game's record) are played instead of choosing, up to their end: the
    computer players stop searching when their time is up, so only the record
    replays a search-driven game exactly (the views are checked alike).
    """
    t0 = time.perf_counter()
    mod = module(game_id)
    step_check = getattr(mod, "check_step", None)
    record = record if record is not None else Record(game_id, plan.seats, plan.seed,
                                                      info(game_id).check_options(plan.options))
    state = record.new_state()
    rng = random.Random(plan.seed * 7919 + 17)
    secret_rng = random.Random(plan.seed * 7919 + 29)   # apart, so the moves do not depend on --secrecy
    players = [None if lv is None or moves is not None else ai(game_id).make_player(lv, plan.seed * 31 + i)
               for i, lv in enumerate(plan.levels)]
    tally = Tally(games=1, searched=int(plan.searched))
    tally.by_seats[plan.n_seats] += 1
    index = 0
    memo: dict = {}          # pictures of the long public histories, shared by the states of one game

    def checked(what, *args, **kw):
        try:
            return what(*args, **kw)
        except Exception as exc:        # an engine or player crash is a failure too
            raise FuzzFailure(plan, index, f"{type(exc).__name__}: {exc}") from exc

    while True:
        to_act = state.to_act()
        over = state.outcome()
        checked(require, (not to_act) == (over is not None), "to_act() must be empty exactly when the game is over")
        if mod is not None:
            checked(mod.check, state)
            tally.checks += 1
        if secrecy and index % secrecy == 0 and hasattr(state, "secrets"):
            viewer = (index // secrecy) % state.n_seats
            checked(check_secrecy, state, viewer, secret_rng, tries=1, memo=memo)
            tally.secrecy += 1
        if not to_act or (moves is not None and index >= len(moves)):
            break
        if index >= max_steps:
            raise FuzzFailure(plan, index, f"the game did not end in {max_steps} actions")
        if moves is not None:
            seat, action = moves[index]
        elif (seat := rng.choice(to_act)) == CHANCE:
            action = sample(state.chance_outcomes(), rng)
        elif (player := players[seat]) is not None:
            action = player.choose(state.view_for(seat), seat)
        else:
            action = rng.choice(state.legal_actions(seat))
        before = state.clone() if step_check is not None else None
        record.actions.append((seat, action))          # first: a record of a failure ends with its action
        checked(state.apply, seat, action)
        index += 1
        if step_check is not None:
            checked(step_check, before, seat, action, state)
    tally.actions = index
    tally.seconds = time.perf_counter() - t0
    return tally
