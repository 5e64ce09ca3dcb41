"""Caesar XL: a phase ended with nothing done where the computer would have marched is a move
the review lists, first when it cost most, and ending the phases of one turn are separate
decisions (not one "ending the phase" for the whole turn)."""
from __future__ import annotations

from games.core import review as R
from games.core.record import Record
from games.core.state import SeatInfo

from tests.review_kit import played


def _ended_march(seed: int) -> tuple[Record, int]:
    """Livia (Caesar) against the normal computer ends a March phase of turn 2 or later without
    marching, where the judge weighs a march at least 8 in 100 better; played to the end of turn
    5. Returns the record and where the phase was ended."""
    from games.caesar_xl import explain as X
    from games.caesar_xl.rules import EndPhase

    def stand(state, seat, action):
        if seat != 0 or state.turn_no < 2 or state.phase != "march" or state.todo or isinstance(action, EndPhase) \
                or EndPhase() not in state.legal_actions(0):
            return None
        return [EndPhase()] if X.judge(state.view_for(0), 0, EndPhase()).loss >= 0.08 else None

    rec = Record("caesar_xl", [SeatInfo("Livia", "human"), SeatInfo("Marcus", "ai", "normal")], seed=seed)
    planted = played(rec, "normal", stand, until=lambda state: state.turn_no > 5)
    assert planted is not None
    return rec, planted


def test_a_march_phase_ended_without_marching_is_listed_first():
    rec, planted = _ended_march(1)
    slips = R.work_out(rec).slips[0]
    assert slips and slips[0].index == planted, [(s.index, s.weight, s.taken.render("en")) for s in slips]
    assert slips[0].passed and R.passes(rec.actions[planted][1])
    assert [s.weight for s in slips] == sorted((s.weight for s in slips), reverse=True)


def test_the_phases_of_one_turn_ended_are_separate_decisions():
    """Two phases of one turn ended where the judge would have acted: two entries, not one."""
    from games.core.text import Msg

    def ended(i: int, best: str) -> R.Slip:
        return R.Slip(i, 0, Msg("end"), Msg(best), Msg("why"), 0.1, 3, passed=True)
    assert len(R.picked([ended(10, "recruit"), ended(12, "march")])) == 2
    marched = [R.Slip(i, 0, Msg("march"), Msg(f"b{i}"), Msg("why"), 0.1, 3) for i in (10, 12)]
    assert len(R.picked(marched)) == 1, "a stack sent away unit by unit is still one decision"


def test_a_pass_the_judge_weighs_little_is_listed_where_the_chart_falls_after_it():
    """A judge that looks one move ahead weighs a phase ended with its gold unspent at next to
    nothing (gold counts about as much as the units it would buy); where the chart falls steeply
    after it, the review lists it still. A move of the same small loss that is no pass is not."""
    from games.caesar_xl.rules import EndPhase
    from games.core.explain import Advice, Judgement
    from games.core.text import Msg

    class Judge:                                   # (moves that are their own words)
        @staticmethod
        def judge(view, seat, action, cancel=None):
            return Judgement(Advice("recruit", Msg("core.seat_default", {"n": 1}), 0.5), action, 0.495)

        @staticmethod
        def doing(view, seat, action):
            return Msg("core.seat_default", {"n": 2})

        @staticmethod
        def what(view, seat, action):
            return Msg("core.seat_default", {"n": 3 if R.passes(action) else 4})
    got = R.item(Judge, None, 0, EndPhase())
    assert got is not None and got[3] == 0.005
    assert R.item(Judge, None, 0, "march") is None
    rec = Record("caesar_xl", [SeatInfo("Livia", "human"), SeatInfo("Marcus", "ai")], seed=1)
    chart = [(0, [0.5, 0.5]), (10, [0.5, 0.5]), (14, [0.1, 0.9]), (16, [0.1, 0.9]), (20, [0.0, 1.0])]
    ended = R.Slip(11, 0, *got[:4], 3, None, got[4], passed=True)
    slips = R._assemble(rec, chart, [ended]).slips[0]
    assert [s.index for s in slips] == [11] and slips[0].size.render("en").endswith("to about 1 in 10"), slips
