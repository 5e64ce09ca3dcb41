"""The review never contradicts the advice: in Imperium a person who lays exactly what the
advice says, round after round (asked before the computer laid its cards), finds none of those
moves listed as a mistake (the judge weighs fewer worlds than the advice and may prefer another
selection)."""
from __future__ import annotations

import random

from games.core import review as R
from games.core.chance import CHANCE
from games.core.record import Record
from games.core.state import SeatInfo

ROUNDS = 3


def test_imperium_moves_that_follow_the_advice_are_never_listed():
    from games.imperium import explain as E
    rec = Record("imperium", [SeatInfo("Livia", "human"), SeatInfo("Marcus", "ai", "hard")], seed=3,
                 options={"goal": "rounds8"})
    state = rec.new_state()
    rng = random.Random(3)
    asked = []
    advice = None
    while state.round <= ROUNDS and not state.is_over():
        acting = state.to_act()
        seat = acting[-1]                       # (the computer lays first when both choose)
        if 0 in acting and advice is None:      # the person asks before the computer lays
            asked.append([len(rec.actions), 0])
            advice = E.advise(state.view_for(0), 0).action
        if seat == 0:
            action, advice = advice, None
        elif seat == CHANCE:
            outs = state.chance_outcomes()
            action = rng.choices([o for o, _p in outs], [p for _o, p in outs])[0]
        else:
            action = rng.choice(state.legal_actions(seat))
        state.apply(seat, action)
        rec.actions.append((seat, action))
    rec.extras["advice"] = {"allowed": True, "asked": asked}
    listed = R.work_out(rec).slips[0]
    assert listed == [], [(s.index, s.taken.render("en"), s.best.render("en")) for s in listed]
