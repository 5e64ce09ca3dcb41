"""Matches between Caesar XL's computer players, with what ``selfplay`` does not print: the processor
time of the slowest player turn (all its phases) and of the slowest single decision (``selfplay``
times decisions by the wall clock, which a busy machine stretches), besides the victory kinds and
the game length in game turns.

Run from the project folder (the seats swap every game; game ``g`` uses seed ``g``)::

    nice -n 10 .venv/bin/python -m games.caesar_xl.ai_match hard,easy 100 [first_seed]

Each game prints one line; the last line sums them up. Deterministic for given arguments.
"""
from __future__ import annotations

import random
import sys
import time

from ..core.chance import CHANCE, sample
from .ai import make_player
from .rules import PARAMS, new_game


def play(levels: list[str], seed: int, silver: bool = True, decision: list | None = None) -> tuple:
    """One game of ``levels`` (Caesar's, Pompey's): ``(final state, CPU s of the slowest turn of each seat)``;
    ``decision[seat]`` is raised to the CPU s of that seat's slowest single decision."""
    s = new_game(2, seed, {"silver": silver})
    players = [make_player(levels[0], seed * 2 + 1), make_player(levels[1], seed * 2 + 2)]
    rng = random.Random(seed)
    turn_time: dict = {}
    while s.to_act():
        seat = s.to_act()[0]
        if seat == CHANCE:
            a = sample(s.chance_outcomes(), rng)
        else:
            t0 = time.process_time()
            a = players[seat].choose(s.view_for(seat), seat)
            dt = time.process_time() - t0
            key = (s.turn_no, seat)
            turn_time[key] = turn_time.get(key, 0.0) + dt
            if decision is not None:
                decision[seat] = max(decision[seat], dt)
        s.apply(seat, a)
    worst = [max((v for (_, k), v in turn_time.items() if k == i), default=0.0) for i in (0, 1)]
    return s, worst


def match(levels: list[str], games: int, first: int = 0, out=sys.stdout) -> dict:
    """Play ``games`` games, the seats swapping each game; print a line per game and the summary."""
    wins: dict = {}
    kinds: dict = {}
    turns = []
    slowest: dict = {}
    slowest_decision: dict = {}
    for g in range(first, first + games):
        order = levels if g % 2 == 0 else levels[::-1]
        dec = [0.0, 0.0]
        s, worst = play(order, g, decision=dec)
        who = order[s.winner[0]] + ("@caesar" if s.winner[0] == 0 else "@pompey") if s.winner else "draw"
        wins[who] = wins.get(who, 0) + 1
        kinds[s.end_reason] = kinds.get(s.end_reason, 0) + 1
        turns.append(min(s.turn_no, PARAMS["game_turns"]))
        for i in (0, 1):
            slowest[order[i]] = max(slowest.get(order[i], 0.0), worst[i])
            slowest_decision[order[i]] = max(slowest_decision.get(order[i], 0.0), dec[i])
        print(g, "caesar", order[0], "pompey", order[1], "winner", who, s.end_reason, "turn", turns[-1],
              "gold", s.controlled_gold(0), s.controlled_gold(1), file=out, flush=True)
    summary = {"wins": wins, "kinds": kinds, "mean_turns": sum(turns) / len(turns),
               "slowest_turn_s": {k: round(v, 2) for k, v in slowest.items()},
               "slowest_decision_s": {k: round(v, 3) for k, v in slowest_decision.items()}}
    print(summary, file=out, flush=True)
    return summary


if __name__ == "__main__":
    lv = sys.argv[1].split(",")
    match(lv, int(sys.argv[2]), int(sys.argv[3]) if len(sys.argv) > 3 else 0)
