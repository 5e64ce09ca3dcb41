"""Games played by computer players with a planted blunder, for the review's tests: every seat
plays at one level, and a plan of the test's own replaces some of one seat's moves.

A plant is ``plant(state, seat, action) -> list | None``: ``action`` is the computer's choice;
a list replaces it and the moves after it with its steps, one per decision of ``seat``, each an
action or a function of the state giving one (the steps of a march put together unit by unit).
"""
from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from games.core.bench import random_action
from games.core.chance import CHANCE
from games.core.record import Record
from games.core.registry import ai


def played(rec: Record, level: str, plant: Callable[[Any, int, Any], list | None],
           until: Callable[[Any], bool] | None = None) -> int | None:
    """Play ``rec`` with ``level`` computer players in every seat, to its end or until
    ``until(state)``, the first plan ``plant`` makes replacing their moves (see the module text);
    returns where the plan began (``None``: it never did)."""
    state, rng = rec.new_state(), random.Random(rec.seed)
    players = [ai(rec.game).make_player(level, rec.seed + k) for k in range(len(rec.seats))]
    planted, plan, planner = None, [], -1
    while state.to_act() and not (until is not None and until(state)):
        seat = state.to_act()[0]
        if seat == CHANCE:
            action = random_action(state, seat, rng)
        elif plan and seat == planner:
            step = plan.pop(0)
            action = step(state) if callable(step) else step
        else:
            action = players[seat].choose(state.view_for(seat), seat)
            steps = plant(state, seat, action) if planted is None else None
            if steps:
                planted, planner, plan = len(rec.actions), seat, list(steps)
                step = plan.pop(0)
                action = step(state) if callable(step) else step
        state.apply(seat, action)
        rec.actions.append((seat, action))
    return planted
