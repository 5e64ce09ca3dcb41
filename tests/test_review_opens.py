"""A listed move opens the replay at the position it was chosen from, the move still to be made,
in every game: a Caesar XL march put together unit by unit opens before its first step (the
group not yet begun), not after the march."""
from __future__ import annotations

import pytest

from games.core import review as R
from games.core.bench import typical_record
from games.core.text import Msg


@pytest.mark.parametrize("game_id", ["caesar", "imperium", "catilina", "seize_rome", "caesar_xl"])
def test_a_listed_move_opens_the_replay_before_it(game_id):
    rec = typical_record(game_id, 1)
    decisions, _turns = R._moments(rec)
    assert decisions
    composed = 0
    for i, seat, _view, action, _asked, when, turn in decisions:
        slip = R.Slip(i, seat, Msg("x"), Msg("y"), Msg("z"), 0.1, turn, when)
        opens = R.opens_at(rec, slip)
        shown = rec.replay(opens, trusted=True)
        assert seat in shown.to_act(), (opens, seat)
        steps = []
        for who, made in rec.actions[opens:]:
            steps.append(made)
            if not getattr(made, "composing", False):
                break
            assert who == seat, (opens, who)
        assert steps[-1] == action, (opens, steps)        # (the reviewed move is still to come)
        composed += len(steps) > 1
    assert composed or game_id != "caesar_xl", "a march put together unit by unit opens before its first step"
