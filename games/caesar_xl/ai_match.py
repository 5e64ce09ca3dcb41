"""Matches between Caesar XL's computer players, with what ``selfplay`` does not print: the processor
time of each level's player turns (all the decisions of a seat from the start of its Forum phase to
the end of its Combat phase: the slowest, the 95th percentile and the median) and of the slowest
single decision, besides the victory kinds and the game length in game turns. Time is the processor
time of the deciding thread (``time.thread_time``), what the general's turn budget counts.

Run from the project folder (the seats swap every game; game ``g`` uses seed ``g``)::

    nice -n 10 .venv/bin/python -m games.caesar_xl.ai_match hard,easy 100 [first_seed]

Each game prints one line; the last line sums them up. Deterministic for given arguments.
"""
from __future__ import annotations

import hashlib
import os
import random
import statistics
import sys
import time

from ..core.chance import CHANCE, sample
from .ai import make_player
from . import components as C
from .rules import new_game


def play(levels: list[str], seed: int, silver: bool = True, decision: list | None = None,
         turns: list | None = None) -> tuple:
    """One game of ``levels`` (Caesar's, Pompey's): ``(final state, CPU s of the slowest turn of each seat)``;
    ``decision[seat]`` is raised to the CPU s of that seat's slowest single decision, and ``turns[seat]``
    (a list) receives the CPU s of each of that seat's player turns, then ``turns`` a digest of every
    action of the game (two runs played the same game when their digests agree). A seat's decisions in the other
    seat's turn (a defender's retreat, tactics, hits) count in no turn of its own."""
    s = new_game(2, seed, {"silver": silver})
    players = [make_player(levels[0], seed * 2 + 1), make_player(levels[1], seed * 2 + 2)]
    rng = random.Random(seed)
    turn_time: dict = {}
    digest = hashlib.sha1()
    while s.to_act():
        seat = s.to_act()[0]
        if seat == CHANCE:
            a = sample(s.chance_outcomes(), rng)
        else:
            t0 = time.thread_time()
            a = players[seat].choose(s.view_for(seat), seat)
            dt = time.thread_time() - t0
            if s.active == seat:
                key = (s.turn_no, seat)
                turn_time[key] = turn_time.get(key, 0.0) + dt
            if decision is not None:
                decision[seat] = max(decision[seat], dt)
        digest.update(repr(a).encode())
        s.apply(seat, a)
    if turns is not None:
        turns.append(digest.hexdigest()[:10])
    worst = [max((v for (_, k), v in turn_time.items() if k == i), default=0.0) for i in (0, 1)]
    if turns is not None:
        for (_, k), v in sorted(turn_time.items()):
            turns[k].append(v)
    return s, worst


def spread(values: list[float]) -> dict:
    """The slowest, the 95th percentile (nearest rank) and the median of ``values``, rounded.

    >>> spread([1.0, 2.0, 3.0, 4.0])
    {'max': 4.0, 'p95': 4.0, 'median': 2.5, 'n': 4}
    """
    if not values:
        return {"max": 0.0, "p95": 0.0, "median": 0.0, "n": 0}
    v = sorted(values)
    rank = max(1, -(-95 * len(v) // 100))
    return {"max": round(v[-1], 2), "p95": round(v[rank - 1], 2), "median": round(statistics.median(v), 2),
            "n": len(v)}


def match(levels: list[str], games: int, first: int = 0, out=sys.stdout) -> dict:
    """Play ``games`` games, the seats swapping each game; print a line per game and the summary
    (with the machine's load average at the end, where the system tells it)."""
    wins: dict = {}
    kinds: dict = {}
    turns = []
    slowest: dict = {}
    slowest_decision: dict = {}
    turn_times: dict = {}
    for g in range(first, first + games):
        order = levels if g % 2 == 0 else levels[::-1]
        dec = [0.0, 0.0]
        per_turn: list = [[], []]
        s, worst = play(order, g, decision=dec, turns=per_turn)
        digest = per_turn.pop()
        who = order[s.winner[0]] + ("@caesar" if s.winner[0] == 0 else "@pompey") if s.winner else "draw"
        wins[who] = wins.get(who, 0) + 1
        kinds[s.end_reason] = kinds.get(s.end_reason, 0) + 1
        turns.append(min(s.turn_no, C.PARAMS["game_turns"]))
        for i in (0, 1):
            slowest[order[i]] = max(slowest.get(order[i], 0.0), worst[i])
            slowest_decision[order[i]] = max(slowest_decision.get(order[i], 0.0), dec[i])
            turn_times.setdefault(order[i], []).extend(per_turn[i])
        print(g, "caesar", order[0], "pompey", order[1], "winner", who, s.end_reason, "turn", turns[-1],
              "gold", s.controlled_gold(0), s.controlled_gold(1),
              "slowest turn", round(worst[0], 2), round(worst[1], 2), "actions", digest, file=out, flush=True)
    summary = {"wins": wins, "kinds": kinds, "mean_turns": sum(turns) / len(turns),
               "slowest_turn_s": {k: round(v, 2) for k, v in slowest.items()},
               "turn_s": {k: spread(v) for k, v in turn_times.items()},
               "slowest_decision_s": {k: round(v, 3) for k, v in slowest_decision.items()}}
    if hasattr(os, "getloadavg"):
        summary["load_average"] = [round(x, 1) for x in os.getloadavg()]
    print(summary, file=out, flush=True)
    return summary


if __name__ == "__main__":
    lv = sys.argv[1].split(",")
    match(lv, int(sys.argv[2]), int(sys.argv[3]) if len(sys.argv) > 3 else 0)
