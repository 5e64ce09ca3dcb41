"""A seat put out of the game by a wrong accusation reads no chance on the review's chart from
the point right after it: its standing there is 0, and the chart's mean over a round of turns
(:func:`games.core.review.over_rounds`) does not lift it back with its earlier chances."""
from __future__ import annotations

from games.catilina import explain
from games.catilina.rules import Accuse, value_of
from games.core import review as R
from games.core.record import Record
from games.core.state import SeatInfo

SEATS = [SeatInfo("Livia", "human"), SeatInfo("Marcus", "ai", "easy"), SeatInfo("Julia", "ai", "easy")]


def _wrongly_out(seed: int = 3) -> tuple[Record, int]:
    """A 3-seat game in which seat 0 plays two rounds of turns, then accuses a wrong sum; and
    the index of that accusation."""
    rec = Record("catilina", list(SEATS), seed=seed)
    state = rec.new_state()
    own_turns = 0
    while True:
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        if seat == 0 and state.phase == "ask" and own_turns >= 2:
            right = sum(value_of(c) for c in state.conspirators)
            wrong = next(a for a in legal if isinstance(a, Accuse) and a.total != right)
            rec.actions.append((0, wrong))
            state.apply_trusted(0, wrong)
            return rec, len(rec.actions) - 1
        action = next((a for a in legal if not isinstance(a, Accuse)), legal[0])
        if seat == 0 and state.phase == "ask":
            own_turns += 1
        rec.actions.append((seat, action))
        state.apply_trusted(seat, action)


def test_the_chart_right_after_a_wrong_accusation_reads_no_chance():
    rec, at = _wrongly_out()
    state = rec.new_state()
    for seat, action in rec.actions:
        state.apply_trusted(seat, action)
    assert state.out[0] and state.result is None
    assert explain.standing(state.view_for(0), 0) == 0.0
    _decisions, turns = R._moments(rec)
    chart = R._standings(explain, turns, lambda: None)
    before = [v[0] for i, v in chart if i <= at]
    after = [v[0] for i, v in chart if i > at]
    assert max(before) > 0.1 and after, chart
    assert after == [0.0] * len(after), chart
