"""Imperium (Reiner Knizia, 2002): the rules engine.

Each round every seat secretly commits three *selections* of regions (three
different regions; one region twice and another once; or one region three
times: the card plus one or two flags). The selections are revealed at once,
the seats place one marker per selection in turn order (the start seat turns
each round), and the region(s) of the round are resolved: the seats are
ranked by their markers there and paid from the region's score list; the
weakest seat scores nothing. Resolved regions give their markers back.

The ordinary game lasts eight rounds (round 8 resolves regions 8 and 9). The
``points30`` goal plays on in a cycle (round 8 resolves 8, round 9 resolves 9,
round 10 resolves 1 and 2, round 11 resolves 3, ...) until a resolution leaves
someone with 30 points or more.

There is no chance in the game: the seed is ignored. The only secret is a
seat's committed selection before the reveal.

>>> s = new_game(3, 0, {"goal": "rounds8"})
>>> s.to_act(), len(s.legal_actions(0))
((0, 1, 2), 165)
"""
from __future__ import annotations

import functools
import json
import random
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations, combinations_with_replacement
from pathlib import Path
from typing import ClassVar

from ..core import caches
from ..core.actions import Action, Codec, Event
from ..core.decisions import Decision, DecisionRules, Options
from ..core.state import GameState, Outcome
from ..core.text import Msg

# ----------------------------------------------------------------------------
# data


#: region numbers, 1..9 (the regions file numbers them so; a test holds it to that)
REGIONS: tuple[int, ...] = tuple(range(1, 10))


@functools.cache
def region_data() -> dict:
    """The regions file (``regions.json``: score lists, names, markers, track length), read on
    first use and kept: it never changes while the program runs."""
    path = Path(__file__).resolve().parent / "regions.json"
    with open(path, encoding="utf-8") as fh:
        return json.load(fh)


@functools.cache
def score_lists() -> dict[int, tuple[int, ...]]:
    """Region number -> the score list printed on it (1st, 2nd, 3rd, ...).

    >>> score_lists()[9]
    (9, 5, 3, 2)
    """
    return {r["number"]: tuple(r["scores"]) for r in region_data()["regions"]}


def markers_each() -> int:
    """The markers each seat starts with."""
    return int(region_data()["markers_per_player"])


def track_max() -> int:
    """The last space of the score track."""
    return int(region_data()["score_track_max"])


#: rounds of the ordinary game
ROUNDS = 8
#: the points a seat must reach in the ``points30`` game
GOAL_POINTS = 30
#: a safety stop for the ``points30`` game (ruling: it ends after this round whatever the scores)
MAX_ROUNDS_30 = 40
#: a committed selection another seat may not see
HIDDEN: tuple = ()

#: every legal selection: the 165 multisets of three regions, ascending
SELECTIONS: tuple[tuple[int, int, int], ...] = tuple(combinations_with_replacement(REGIONS, 3))


def region_msg(region: int) -> Msg:
    """The name of ``region`` as a catalogue message."""
    return Msg(f"imperium.region.{region}")


def regions_msg(regions) -> list[Msg]:
    """Region names for a list parameter (rendered joined by commas), a region chosen twice or
    three times named once with its count ("Hispania (3) ×2, Gallia (7)").

    >>> [m.key for m in regions_msg((3, 7, 3))]
    ['imperium.region_times', 'imperium.region.7']
    """
    counts: dict[int, int] = {}
    for r in regions:
        counts[r] = counts.get(r, 0) + 1
    return [region_msg(r) if k == 1 else Msg("imperium.region_times", {"region": region_msg(r), "n": k})
            for r, k in counts.items()]


def regions_of_round(rnd: int, goal: str = "rounds8") -> tuple[int, ...]:
    """The region(s) resolved at the end of round ``rnd``.

    >>> regions_of_round(8), regions_of_round(8, "points30"), regions_of_round(10, "points30")
    ((8, 9), (8,), (1, 2))
    >>> [regions_of_round(r, "points30") for r in (9, 11, 17, 18)]
    [(9,), (3,), (9,), (1, 2)]
    """
    if goal == "rounds8":
        if rnd < ROUNDS:
            return (rnd,)
        return (8, 9) if rnd == ROUNDS else ()
    if rnd <= 9:
        return (rnd,)
    k = (rnd - 10) % 8
    return (1, 2) if k == 0 else (k + 2,)


@lru_cache(maxsize=None)
def distances(goal: str, rnd: int) -> tuple:
    """Per region (index 1-9; index 0 unused): rounds from round ``rnd`` until it is next
    resolved (0: at the end of ``rnd``), or ``None`` when the game cannot reach it.

    >>> distances("rounds8", 7)[7:]
    (0, 1, 1)
    >>> distances("rounds8", 8)[1], distances("points30", 8)[9]
    (None, 1)
    """
    last = ROUNDS if goal == "rounds8" else MAX_ROUNDS_30
    out: list = [None] * (len(REGIONS) + 1)
    for region in REGIONS:
        for k in range(0, 12):
            r = rnd + k
            if r > last:
                break
            if region in regions_of_round(r, goal):
                out[region] = k
                break
    return tuple(out)


def rank_region(counts) -> tuple[list[int], list[int]]:
    """The places of every seat from its markers in one region.

    ``counts[s]`` is seat ``s``'s markers there. Returns ``(places, spans)``:
    ``places[s]`` is the best (1-based) place of the seat's tied group, 0 when
    the seat has no marker there, and ``spans[s]`` the lowest place that group
    spans. :func:`score_region` turns them into points.

    >>> rank_region([2, 3, 2, 0])
    ([2, 1, 2, 0], [3, 1, 3, 0])
    """
    n = len(counts)
    present = sorted({c for c in counts if c > 0}, reverse=True)
    places, spans = [0] * n, [0] * n
    pos = 0
    for c in present:
        group = [s for s in range(n) if counts[s] == c]
        for s in group:
            places[s] = pos + 1
            spans[s] = pos + len(group)
        pos += len(group)
    return places, spans


def _score_region(region: int, counts) -> list[int]:
    """The points every seat scores when ``region`` is resolved with ``counts``.

    Seats are ranked by markers. A tied group takes the value of the lowest
    place it spans. The weakest scores nothing: every seat without a marker
    there, or, when every seat is present, the seat(s) with the fewest.

    >>> _score_region(9, [3, 2, 1])   # 1st 9, 2nd 5, the weakest nothing
    [9, 5, 0]
    >>> _score_region(9, [2, 2, 1, 0])  # two tied for 1st take the 2nd value
    [5, 5, 3, 0]
    """
    values = score_lists()[region]
    n = len(counts)
    places, spans = rank_region(counts)
    everyone = all(c > 0 for c in counts)
    lowest = max(spans) if spans else 0
    out = [0] * n
    for s in range(n):
        if counts[s] <= 0:
            continue
        if everyone and spans[s] == lowest:
            continue            # the weakest place (or a tie spanning it)
        k = spans[s] - 1
        out[s] = values[k] if k < len(values) else 0
    return out


_SCORE_CACHE: dict = caches.kept(f"{__name__}.scores")


def score_region(region: int, counts) -> tuple[int, ...]:
    """The points every seat scores when ``region`` is resolved with ``counts`` (memoised).

    See :func:`_score_region` for the rule.

    >>> score_region(5, (1, 1, 1))   # everyone tied and present: all weakest
    (0, 0, 0)
    """
    key = (region, tuple(counts))
    got = _SCORE_CACHE.get(key)
    if got is None:
        if len(_SCORE_CACHE) > 500_000:
            _SCORE_CACHE.clear()
        got = _SCORE_CACHE[key] = tuple(_score_region(region, counts))
    return got


def fill_options(selection: tuple, markers: int) -> list[tuple]:
    """The distinct ways to fill ``markers`` of the ``selection`` (ascending)."""
    if markers >= len(selection):
        return [tuple(selection)]
    return sorted(set(combinations(selection, markers)))


# ----------------------------------------------------------------------------
# actions and events


class _Interned:
    """Flyweight actions: equal actions are one object, so equality and hashing are identity.

    The engine, the conformance checks and the search compare actions very
    often (165 selections a seat a round); interning makes that a pointer
    comparison done in C. Only values whose field is a tuple are interned.
    """

    _cache: ClassVar[dict]

    def __new__(cls, regions=()):
        if type(regions) is tuple:
            obj = cls._cache.get(regions)
            if obj is None:
                obj = cls._cache[regions] = object.__new__(cls)
            return obj
        return object.__new__(cls)

    def __reduce__(self):
        return (type(self), (self.regions,))


@dataclass(frozen=True, eq=False)
class Select(_Interned, Action):
    """Commit this round's three selections face down (regions ascending)."""

    _cache: ClassVar[dict] = {}
    regions: tuple

    def msg(self, seat: int) -> Msg:
        """Public log line: the regions stay secret until the reveal."""
        return Msg("imperium.log.select", {"seat": seat})

    def own_msg(self, seat: int) -> Msg:
        """The move in its mover's own words, the regions named (for that seat alone: its advice),
        a region chosen again with a flag said once with how often ("Sicilia (2) twice (one
        flag)"), so the player knows to lay a flag on its card."""
        named: list[Msg] = []
        for r in sorted(set(self.regions)):
            times = self.regions.count(r)
            named.append(region_msg(r) if times == 1 else
                         Msg(f"imperium.log.region_x{times}", {"region": region_msg(r)}))
        return Msg("imperium.log.select_own", {"seat": seat, "regions": named})


@dataclass(frozen=True, eq=False)
class Fill(_Interned, Action):
    """Short of markers: the selections (regions ascending) that get one; the rest are lost."""

    _cache: ClassVar[dict] = {}
    regions: tuple

    def msg(self, seat: int) -> Msg:
        """Log line."""
        return Msg("imperium.log.fill", {"seat": seat, "regions": regions_msg(self.regions)})


@dataclass(frozen=True)
class Revealed(Event):
    """Every seat's three selections, turned face up at once (per seat, ascending)."""

    reveals: ClassVar[bool] = True
    round: int
    selections: tuple

    def msg(self) -> Msg:
        """Log line."""
        return Msg("imperium.log.revealed", {"round": self.round})


@dataclass(frozen=True)
class SelectionShown(Event):
    """One seat's revealed selections (for the log; ``flags`` = flag cards used)."""

    reveals: ClassVar[bool] = True       # the seat's secret selections, face up
    seat: int
    regions: tuple
    flags: int

    def msg(self) -> Msg:
        """Log line."""
        return Msg("imperium.log.shown", {"seat": self.seat, "regions": regions_msg(self.regions),
                                          "flags": self.flags})


@dataclass(frozen=True)
class Placed(Event):
    """``seat`` placed one marker in each region of ``regions`` (in order); its selections in
    ``lost`` got none (it was short of markers); ``supply`` is what it has left."""

    seat: int
    regions: tuple
    lost: tuple
    supply: int

    def msg(self) -> Msg | None:
        """Log line."""
        if self.lost and self.regions:
            return Msg("imperium.log.placed_lost", {"seat": self.seat, "regions": regions_msg(self.regions),
                                                    "lost": regions_msg(self.lost)})
        if self.lost:
            return Msg("imperium.log.placed_none", {"seat": self.seat, "lost": regions_msg(self.lost)})
        return Msg("imperium.log.placed", {"seat": self.seat, "regions": regions_msg(self.regions)})


@dataclass(frozen=True)
class RegionResolved(Event):
    """A region resolved: per seat its markers, place (0 = absent), points won and new total."""

    region: int
    markers: tuple
    places: tuple
    points: tuple
    totals: tuple

    def msg(self) -> Msg:
        """Log line."""
        return Msg("imperium.log.resolved", {"region": region_msg(self.region)})


@dataclass(frozen=True)
class Scored(Event):
    """``seat`` won ``points`` in ``region`` at place ``place`` and now has ``total``."""

    seat: int
    region: int
    place: int
    points: int
    total: int

    def msg(self) -> Msg:
        """Log line."""
        return Msg("imperium.log.scored", {"seat": self.seat, "points": self.points,
                                           "region": region_msg(self.region), "total": self.total})


@dataclass(frozen=True)
class MarkersReturned(Event):
    """The markers of a resolved region went back to their owners (count per seat)."""

    region: int
    counts: tuple


@dataclass(frozen=True)
class RoundStarted(Event):
    """A new round: its number, its start seat and the region(s) it will resolve."""

    round: int
    start: int
    regions: tuple

    def msg(self) -> Msg:
        """Log line."""
        return Msg("imperium.log.round", {"round": self.round, "seat": self.start,
                                          "regions": regions_msg(self.regions)})


@dataclass(frozen=True)
class GameEnded(Event):
    """The game is over: final totals and the winning seats."""

    totals: tuple
    winners: tuple

    def msg(self) -> Msg:
        """Log line."""
        return Msg("imperium.log.over")


# ----------------------------------------------------------------------------
# the state


class State(DecisionRules, GameState):
    """An Imperium position.

    Public fields for the board:

    - ``goal``: ``"rounds8"`` or ``"points30"``; ``round`` (1-based); ``start``
      the start seat of the round; ``phase``: ``"select"``, ``"fill"`` or ``"over"``.
    - ``scores[s]``; ``supply[s]`` markers in hand; ``board[r - 1][s]`` markers
      of seat ``s`` in region ``r``.
    - ``selections[s]``: the seat's committed selections this round (``None``
      before it commits; :data:`HIDDEN` in views of other seats).
    - ``shown[s]``: the selections revealed this round (or last round while the
      next is being chosen), ``None`` before the first reveal.
    - ``past``: the public record of the rounds revealed so far, one entry a round (the
      first round first): the board, scores and supplies the selections were made on and the
      selections revealed, each a tuple (shared, never changed, by clones).
    - ``pending``: the seat that must choose which selections to fill, or ``None``.
    - ``placed``: seats that have finished placing this round; ``order`` the
      placing order of the round (from ``start`` round the table).

    The contract (``to_act``, ``legal_actions``, ``is_legal``, ``prompt``,
    ``explain_illegal``) follows from :meth:`decision`: the round's selection is
    one simultaneous secret decision of every seat among the 165 selections
    (tested against a frozen set), the fill the decision of the seat short of
    markers.
    """

    __slots__ = ("goal", "round", "start", "phase", "scores", "supply", "board",
                 "selections", "shown", "past", "pending", "placed", "order")

    def __init__(self, n_seats: int, goal: str = "rounds8"):
        self.n_seats = n_seats
        self.goal = goal
        self.round = 1
        self.start = 0
        self.phase = "select"
        self.scores = [0] * n_seats
        self.supply = [markers_each()] * n_seats
        self.board = [[0] * n_seats for _ in REGIONS]
        self.selections: list = [None] * n_seats
        self.shown: list = [None] * n_seats
        self.past: tuple = ()
        self.pending: int | None = None
        self.placed: list[int] = []
        self.order: tuple = tuple(range(n_seats))

    # ----- the contract ---------------------------------------------------
    over_prompt = "imperium.prompt.over"

    def decision(self) -> Decision | None:
        """The pending decision: every seat's selection, or the fill of the seat short of markers."""
        if self.phase == "select":
            return Decision(self._seats, "imperium.prompt.select", _SELECT_OPTIONS, fields=_SELECT_FIELDS,
                            params=_round_params(self.round, self.goal), accepts=(Select,),
                            wrong="imperium.err.not_filling", repeat="imperium.err.committed",
                            wait="imperium.prompt.wait_select", choices=self.selections)
        if self.phase == "fill":
            seat = self.pending
            assert seat is not None, "a fill names the seat short of markers"
            return Decision((seat,), "imperium.prompt.fill", None, params={"n": self.supply[seat]},
                            accepts=(Fill,), wrong="imperium.err.not_selecting", wait="imperium.prompt.wait_fill")
        return None

    def decision_options(self, decision: Decision, seat: int) -> list[Action]:
        """The ways to fill the seat's selections with the markers it has left."""
        return [Fill(t) for t in fill_options(self.shown[seat], self.supply[seat])]

    def decision_allows(self, decision: Decision, seat: int, action: Action) -> bool:
        """A fill is legal when its regions are one of the ways to fill."""
        return isinstance(action, Fill) and action.regions in fill_options(self.shown[seat], self.supply[seat])

    @property
    def _seats(self) -> tuple[int, ...]:
        return _SEATS[self.n_seats]

    def explain_option(self, decision: Decision, seat: int, action: Action) -> Msg:
        """A selection that is not three regions ascending, or a fill that does not fit."""
        if isinstance(action, Select):
            return Msg("imperium.err.bad_selection")
        return Msg("imperium.err.bad_fill", {"n": self.supply[seat]})

    def _apply(self, seat: int, action: Action) -> list[Event]:
        """Commit a selection (revealing when the last seat commits) or fill."""
        events: list[Event] = []
        if isinstance(action, Select):
            self.selections[seat] = action.regions
            if all(sel is not None for sel in self.selections):
                self._reveal(events)
                self._place(events)
            return events
        assert isinstance(action, Fill), action
        self._put(seat, action.regions, events)
        self.pending = None
        self.phase = "select"
        self._place(events)
        return events

    def outcome(self) -> Outcome | None:
        """Most points wins; equal points share.

        A 30-point game stopped after round 40 without anybody reaching 30 says
        so in the reason (the highest total still wins, equal totals share).
        """
        if self.phase != "over":
            return None
        best = max(self.scores)
        winners = tuple(s for s in range(self.n_seats) if self.scores[s] == best)
        if len(winners) == 1:
            reason = Msg("imperium.end.single", {"seat": winners[0], "points": best})
        else:
            reason = Msg("imperium.end.shared", {"seats": [Msg("imperium.seat", {"seat": s}) for s in winners],
                                                 "points": best})
        if self.goal == "points30" and best < GOAL_POINTS:
            # the safety stop (a ruling): nobody reached 30 in 40 rounds
            reason = Msg("imperium.end.capped", {"rounds": self.round, "goal": GOAL_POINTS, "result": reason})
        return Outcome(tuple(float(x) for x in self.scores), winners, reason)

    def view_for(self, seat: int | None) -> "State":
        """A copy where other seats' committed selections are :data:`HIDDEN`."""
        v = self.clone()
        if self.phase == "select":
            for s in range(self.n_seats):
                if s != seat and v.selections[s] is not None:
                    v.selections[s] = HIDDEN
        return v

    # ----- secrecy (checked by games.core.conformance) ---------------------
    def secrets(self, seat: int | None) -> dict:
        """What ``seat`` may not know: the others' committed selections before the reveal."""
        if self.phase != "select":
            return {}
        return {("selections", s): sel for s, sel in enumerate(self.selections)
                if sel is not None and s != seat}

    def resample_hidden(self, seat: int | None, rng: random.Random) -> "State":
        """Another true state ``seat`` cannot tell from this one: every other committed
        selection drawn again among all 165."""
        c = self.clone()
        if self.phase == "select":
            for s, sel in enumerate(self.selections):
                if sel is not None and s != seat:
                    c.selections[s] = rng.choice(SELECTIONS)
        return c

    def determinize(self, seat: int, rng: random.Random) -> "State":
        """Fill hidden selections with uniformly drawn ones."""
        d = self.clone()
        for s in range(self.n_seats):
            if d.selections[s] == HIDDEN:
                d.selections[s] = rng.choice(SELECTIONS)
        return d

    def clone(self) -> "State":
        """An independent copy."""
        c = State.__new__(State)
        c.n_seats = self.n_seats
        c.goal = self.goal
        c.round = self.round
        c.start = self.start
        c.phase = self.phase
        c.scores = list(self.scores)
        c.supply = list(self.supply)
        c.board = [list(row) for row in self.board]
        c.selections = list(self.selections)
        c.shown = list(self.shown)
        c.past = self.past
        c.pending = self.pending
        c.placed = list(self.placed)
        c.order = self.order
        return c

    # ----- words ------------------------------------------------------------
    def status(self) -> Msg:
        """Round and the region(s) it resolves."""
        if self.phase == "over":
            return Msg("imperium.status.over", {"round": self.round})
        key = "imperium.status.rounds8" if self.goal == "rounds8" else "imperium.status.points30"
        return Msg(key, {"round": self.round, "rounds": ROUNDS, "goal": GOAL_POINTS,
                         "regions": regions_msg(self.resolving())})

    def scores_now(self) -> tuple[float, ...]:
        """The score track."""
        return tuple(float(x) for x in self.scores)

    # ----- helpers ----------------------------------------------------------
    def resolving(self) -> tuple[int, ...]:
        """The region(s) the current round resolves."""
        return regions_of_round(self.round, self.goal)

    def rounds_until(self, region: int) -> int | None:
        """Rounds from now until ``region`` is next resolved (0: this round); None: never again."""
        return distances(self.goal, self.round)[region]

    def _reveal(self, events: list[Event]) -> None:
        self.past += ((tuple(tuple(row) for row in self.board), tuple(self.scores), tuple(self.supply),
                       tuple(self.selections)),)
        self.shown = list(self.selections)
        events.append(Revealed(self.round, tuple(self.shown)))
        for s in range(self.n_seats):
            sel = self.shown[s]
            events.append(SelectionShown(s, sel, 3 - len(set(sel))))
        self.order = tuple((self.start + i) % self.n_seats for i in range(self.n_seats))
        self.placed = []

    def _put(self, seat: int, regions: tuple, events: list[Event]) -> None:
        """Place one marker per region of ``regions``; the rest of the selection is lost."""
        rest = list(self.shown[seat])
        board = self.board
        for r in regions:
            rest.remove(r)
            board[r - 1][seat] += 1
        self.supply[seat] -= len(regions)
        events.append(Placed(seat, tuple(regions), tuple(rest), self.supply[seat]))
        self.placed.append(seat)

    def _place(self, events: list[Event]) -> None:
        """Place in turn order until a seat must choose, then resolve."""
        for seat in self.order:
            if seat in self.placed:
                continue
            opts = fill_options(self.shown[seat], self.supply[seat])
            if len(opts) > 1:
                self.phase = "fill"
                self.pending = seat
                return
            self._put(seat, opts[0], events)
        self._resolve(events)

    def _resolve(self, events: list[Event]) -> None:
        for region in self.resolving():
            row = self.board[region - 1]
            counts = tuple(row)
            pts = score_region(region, counts)
            places, _ = rank_region(counts)
            for s in range(self.n_seats):
                self.scores[s] += pts[s]
            events.append(RegionResolved(region, counts, tuple(places), tuple(pts), tuple(self.scores)))
            for s in range(self.n_seats):
                if pts[s]:
                    events.append(Scored(s, region, places[s], pts[s], self.scores[s]))
            for s in range(self.n_seats):
                self.supply[s] += row[s]
                row[s] = 0
            events.append(MarkersReturned(region, counts))
        self.selections = [None] * self.n_seats
        self.placed = []
        if self._ends():
            self.phase = "over"
            best = max(self.scores)
            events.append(GameEnded(tuple(self.scores),
                                    tuple(s for s in range(self.n_seats) if self.scores[s] == best)))
            return
        self.round += 1
        self.start = (self.round - 1) % self.n_seats
        self.phase = "select"
        events.append(RoundStarted(self.round, self.start, self.resolving()))

    def _ends(self) -> bool:
        if self.goal == "rounds8":
            return self.round >= ROUNDS
        return max(self.scores) >= GOAL_POINTS or self.round >= MAX_ROUNDS_30


_SELECT_ACTIONS: tuple[Select, ...] = tuple(Select(t) for t in SELECTIONS)
#: the options of the selection decision, shared by every state
_SELECT_OPTIONS = Options(_SELECT_ACTIONS)
_SEATS = tuple(tuple(range(n)) for n in range(6))
#: a selection is picked lowest region first (the regions of a selection are ascending)
_SELECT_FIELDS = ("regions.0", "regions.1", "regions.2")


@lru_cache(maxsize=None)
def _round_params(rnd: int, goal: str) -> dict:
    """The prompt parameters of the selection in round ``rnd`` (the regions it counts)."""
    return {"regions": regions_msg(regions_of_round(rnd, goal))}

CODEC = Codec([Select, Fill, Revealed, SelectionShown, Placed,
               RegionResolved, Scored, MarkersReturned, RoundStarted, GameEnded])
State.codec = CODEC


def new_game(n_seats: int, seed: int = 0, options: dict | None = None) -> State:
    """A new game for ``n_seats`` (2-5). Imperium has no chance, so ``seed`` is unused."""
    if not 2 <= n_seats <= 5:
        raise ValueError(f"Imperium takes 2-5 players, not {n_seats}")
    goal = (options or {}).get("goal", "rounds8")
    if goal not in ("rounds8", "points30"):
        raise ValueError(f"bad goal {goal!r}")
    return State(n_seats, goal)


def selfplay_stats(state: State, order) -> dict:
    """Extra lines for the selfplay report: rounds played, the winning total, the margin."""
    ranked = sorted(state.scores, reverse=True)
    return {"rounds": state.round, "winning points": ranked[0], "margin over second": ranked[0] - ranked[1]}
