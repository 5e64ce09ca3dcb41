"""The engine half of the benchmark (``main.py bench``): random playouts per second,
search iterations per second, the computer players' decision times, and the times of the
computer's words (advice, judgement, standing: :mod:`games.core.explain`) of every game that
has them.

Pure and without pygame, like every engine module; the window half (first frame,
frame times, idle processor use) is :mod:`games.app.bench`. Decision times are
processor time (``time.process_time``), so a busy machine slows them less than it
slows the clock on the wall.

>>> summary([3.0, 1.0, 2.0])["median"]
2.0
>>> r = playouts("caesar", seconds=0.05, seed=1)
>>> r["playouts"] >= 1 and r["playouts_per_s"] > 0
True
"""
from __future__ import annotations

import random
import time
from typing import Any

from .chance import CHANCE
from .explain import explainer
from .ismcts import Search
from .players import play_randomly, random_action
from .record import Record
from .registry import ai, info, rules
from .review import reviewable, work_out
from .state import SeatInfo


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (0..1) of ``values`` by the nearest rank (0.0 when empty).

    >>> percentile([1, 2, 3, 4], 0.95)
    4
    """
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, int(round(q * len(ordered) + 0.5)) - 1))]


def summary(values: list[float]) -> dict[str, float]:
    """Median, 95th and 99th percentile, and maximum of ``values``."""
    ordered = sorted(values)
    if not ordered:
        return {"n": 0, "median": 0.0, "p95": 0.0, "p99": 0.0, "max": 0.0}
    mid = len(ordered) // 2
    med = ordered[mid] if len(ordered) % 2 else (ordered[mid - 1] + ordered[mid]) / 2
    return {"n": len(ordered), "median": med, "p95": percentile(ordered, 0.95),
            "p99": percentile(ordered, 0.99), "max": ordered[-1]}


def playouts(game: str, seconds: float = 1.0, seed: int = 1, n_seats: int | None = None) -> dict[str, Any]:
    """Whole random games of ``game`` from a new game to the end, for ``seconds`` of
    processor time: playouts and moves per second (the new game's set-up included)."""
    gi = info(game)
    n = n_seats or gi.min_players
    mod = rules(game)
    rng = random.Random(seed)
    count = moves = 0
    start = time.process_time()
    while True:
        state = mod.new_game(n, rng.randrange(1 << 30), gi.check_options(None))
        moves += len(play_randomly(state, rng))
        count += 1
        spent = time.process_time() - start
        if spent >= seconds:
            break
    return {"game": game, "seats": n, "playouts": count, "playouts_per_s": count / spent,
            "moves_per_s": moves / spent}


def position(game: str, n_seats: int, seed: int, depth: float = 0.3):
    """A state about ``depth`` of the way into a random game (a seat to act, not chance)."""
    gi = info(game)
    mod = rules(game)
    full = mod.new_game(n_seats, seed, gi.check_options(None))
    length = len(play_randomly(full.clone(), random.Random(seed)))
    rng = random.Random(seed)
    state = full
    for _ in range(int(length * depth)):
        seat = rng.choice(state.to_act())
        state.apply(seat, random_action(state, seat, rng))
    while state.to_act() and state.to_act()[0] == CHANCE:
        state.apply(CHANCE, random_action(state, CHANCE, rng))
    return state


def search_rate(game: str, seconds: float = 1.0, seed: int = 1, n_seats: int | None = None) -> dict[str, Any]:
    """Iterations per second of the core search (:class:`~games.core.ismcts.Search`, random
    playouts) from a position a third into a random game."""
    gi = info(game)
    n = n_seats or gi.min_players
    state = position(game, n, seed)
    seat = state.to_act()[0]
    search = Search(iterations=10 ** 9, seconds=seconds, seed=seed)
    c0 = time.process_time()
    search.search(state.view_for(seat), seat)
    spent = time.process_time() - c0
    return {"game": game, "seats": n, "iterations": search.last_iterations,
            "iterations_per_s": search.last_iterations / spent if spent > 0 else 0.0}


def limit_of(player: Any) -> float | None:
    """The seconds a player allows itself for one decision (its ``seconds`` cap), if it says."""
    for obj in (player, getattr(player, "search", None)):
        seconds = getattr(obj, "seconds", None)
        if isinstance(seconds, (int, float)):
            return float(seconds)
    return None


def decisions(game: str, level: str, n_seats: int, count: int = 6, seed: int = 1) -> dict[str, Any]:
    """Processor seconds of ``count`` decisions of ``game``'s player at ``level`` with
    ``n_seats`` seats, taken at positions spread over random games (the others play at
    random; the measured player's choice is played)."""
    gi = info(game)
    mod = rules(game)
    rng = random.Random(seed)
    times: list[float] = []
    limit = None
    game_no = 0
    while len(times) < count and game_no < count * 4:
        game_no += 1
        state = mod.new_game(n_seats, rng.randrange(1 << 30), gi.check_options(None))
        player = ai(game).make_player(level, rng.randrange(1 << 30))
        limit = limit_of(player)
        length = len(play_randomly(state.clone(), random.Random(game_no)))
        # about two decisions a game, at random moments
        moments = sorted(rng.sample(range(max(1, length)), min(2, max(1, length))))
        step = 0
        while state.to_act() and len(times) < count:
            seat = rng.choice(state.to_act())
            if seat != CHANCE and moments and step >= moments[0] and len(state.legal_actions(seat)) > 1:
                moments.pop(0)
                c0 = time.process_time()
                action = player.choose(state.view_for(seat), seat)
                times.append(time.process_time() - c0)
            else:
                action = random_action(state, seat, rng)
            state.apply(seat, action)
            step += 1
    out = {"game": game, "level": level, "seats": n_seats, "limit": limit}
    out.update(summary(times))
    return out


#: the longest a review of a typical game may take (processor seconds)
REVIEW_LIMIT = 30.0


def typical_record(game: str, seed: int = 1, most: int = 5000):
    """A finished game of ``game`` as a person plays it against the computer: the person's seat
    (0) and the others played by the easy computer, chance drawn from ``seed``."""
    gi = info(game)
    seats = [SeatInfo("P1", "human")] + [SeatInfo(f"C{i}", "ai", "easy") for i in range(1, gi.min_players)]
    record = Record(game, seats, seed=seed)
    state, rng = record.new_state(), random.Random(seed)
    players = [ai(game).make_player("easy", seed + i) for i in range(len(seats))]
    while state.to_act() and len(record.actions) < most:
        seat = state.to_act()[0]
        if seat == CHANCE:
            action = random_action(state, seat, rng)
        else:
            action = players[seat].choose(state.view_for(seat), seat)
        state.apply(seat, action)
        record.actions.append((seat, action))
    return record


def review_time(game: str, seed: int = 1) -> dict[str, Any]:
    """Processor seconds of the review (:func:`games.core.review.work_out`) of a typical game
    of ``game`` (:func:`typical_record`), with the number of moves judged."""
    record = typical_record(game, seed)
    asked = [0]
    c0 = time.process_time()
    work_out(record, progress=lambda share: asked.__setitem__(0, asked[0] + 1))
    spent = time.process_time() - c0
    return {"game": game, "actions": len(record.actions), "asked": asked[0], "seconds": spent,
            "ok": spent <= REVIEW_LIMIT}


#: the most processor seconds an advice may take (:mod:`games.core.explain`), per game
ADVICE_LIMIT = {"caesar_xl": 5.0}
DEFAULT_ADVICE_LIMIT = 2.0


def explain_times(game: str, count: int = 4, seed: int = 1) -> dict[str, Any] | None:
    """Processor seconds of the computer's words for ``game`` (``None`` when it has none):
    ``advise``, ``judge`` of a random legal move and ``standing`` at ``count`` positions spread
    over random games (each a summary: median, percentiles, max)."""
    mod = explainer(game)
    if mod is None:
        return None
    n = info(game).min_players
    rng = random.Random(seed)
    times: dict[str, list[float]] = {"advise": [], "judge": [], "standing": []}
    for k in range(count * 3):
        if len(times["advise"]) >= count:
            break
        state = position(game, max(2, n), seed + k, depth=0.3 + 0.6 * (k % count) / count)
        if not state.to_act():
            continue
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        if len(legal) < 2:
            continue
        view = state.view_for(seat)
        taken = rng.choice(legal)
        c0 = time.process_time()
        mod.advise(view, seat)
        c1 = time.process_time()
        mod.judge(view, seat, taken)
        c2 = time.process_time()
        mod.standing(view, seat)
        c3 = time.process_time()
        times["advise"].append(c1 - c0)
        times["judge"].append(c2 - c1)
        times["standing"].append(c3 - c2)
    limit = ADVICE_LIMIT.get(game, DEFAULT_ADVICE_LIMIT)
    return {"game": game, "limit": limit, "ok": max(times["advise"], default=0.0) <= limit,
            **{what: summary(values) for what, values in times.items()}}


def explain_lines(rows: list[dict[str, Any]]) -> list[str]:
    """The benchmark table's lines for :func:`explain_times` (empty when no game explains)."""
    if not rows:
        return []
    ms = lambda s: f"{s * 1000:.1f}"   # noqa: E731
    lines = ["", "| the computer's words (processor time) | n | advise median ms | max ms | cap s "
                 "| judge median ms | max ms | standing median ms | max ms | |",
             "|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        a, j, s = r["advise"], r["judge"], r["standing"]
        lines.append(f"| {r['game']} | {a['n']} | {ms(a['median'])} | {ms(a['max'])} | {r['limit']:.0f} "
                     f"| {ms(j['median'])} | {ms(j['max'])} | {ms(s['median'])} | {ms(s['max'])} "
                     f"| {'ok' if r['ok'] else 'MISSED'} |")
    return lines


def engine_benchmarks(games: list[str], levels: tuple[str, ...] | None = None, count: int = 6,
                      seconds: float = 1.0, progress=None) -> dict[str, Any]:
    """Everything of this module for ``games``; ``progress(line)`` is told what runs."""
    say = progress or (lambda line: None)
    out: dict[str, Any] = {"playouts": [], "search": [], "decisions": [], "explain": [], "review": []}
    for game in games:
        gi = info(game)
        say(f"playouts and search: {game}")
        out["playouts"].append(playouts(game, seconds))
        out["search"].append(search_rate(game, seconds))
        for level in levels or gi.levels:
            for n in range(gi.min_players, gi.max_players + 1):
                say(f"decisions: {game} {level} {n} seats")
                out["decisions"].append(decisions(game, level, n, count))
        if explainer(game) is not None:
            say(f"the computer's words: {game}")
            out["explain"].append(explain_times(game, max(2, count // 2)))
        if reviewable(game):
            say(f"review of a typical game: {game}")
            out["review"].append(review_time(game))
    return out


class BusyPlayer:
    """A computer that burns the processor in pure Python for ``seconds`` (what a hard search
    does) or until cancelled, then answers; it thinks in the helper process like any other (the window's
    bench measures the frames meanwhile: defined here, so the helper that unpickles it loads no window)."""

    def __init__(self, seconds: float):
        self.seconds = seconds

    def choose(self, view, seat, cancel=None):
        """``"busy"`` after ``seconds`` of work."""
        end = time.perf_counter() + self.seconds
        x = 0
        while time.perf_counter() < end and not (cancel is not None and cancel.is_set()):
            for i in range(2000):
                x = (x * 31 + i) % 1000003
        return "busy"
