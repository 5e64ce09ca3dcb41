"""CAESAR!: a listed move after which the seat's line fell says the province the other side
then closed and won (the 4-0 lead the better move made was worth more than the 6-0 played
elsewhere when that province went to the other side)."""
from __future__ import annotations

import copy

from games.seize_rome import explain as S
from games.seize_rome.rules import new_game


def test_a_province_the_other_side_closed_is_said():
    before = new_game(2, 0, {})
    after = copy.deepcopy(before)
    after.closed = set(before.closed) | {"gallia_cisalpina"}
    after.tallies = {**before.tallies, "gallia_cisalpina": (0, 5)}
    said = S.befell(before.view_for(0), after.view_for(0), 0)
    assert said is not None and said.render("en", ["Livia", "Marcus"]) == "Then Marcus closed Gallia Cisalpina 5 to 0.", said
    assert said.render("ja", ["リウィア", "マルクス"]).startswith("その後、マルクスがガリア・キサルピナを5対0で閉じた"), said
    won = copy.deepcopy(after)
    won.tallies["gallia_cisalpina"] = (5, 0)
    assert S.befell(before.view_for(0), won.view_for(0), 0) is None, "a province the seat won is no loss"


def test_a_province_the_move_itself_closed_is_not_said_to_follow_it():
    """The "then" tells what followed the move: a province the listed move closed itself for the
    other side (its "why" says so) read as "Then Marcus closed Mauritania", which he did not."""
    import pytest
    pytest.importorskip("pygame")
    from games.app.monkey import finished_record
    from games.core import review as R
    from games.core.review_then import thens
    from games.core.text import Msg

    for seed in range(1, 6):
        record = finished_record("seize_rome", seed)
        state = record.new_state()
        for k, (seat, action) in enumerate(record.actions):
            was = state.view_for(seat) if seat >= 0 else None
            state.apply_trusted(seat, action)
            if was is None or S.befell(was, state.view_for(seat), seat) is None:
                continue                # (a move that closed a province for the other side)
            slip = R.Slip(k, seat, Msg("x"), Msg("x"), Msg("x"), 0.3, top=0.6)
            chart = [(k, [0.6, 0.4]), (k + 1, [0.2, 0.8]), (len(record.actions), [0.0, 1.0])]
            got = thens(S, record, R.Review([seat], {seat: [slip]}, chart, len(record.actions), R.span_of(record)))
            assert got.slips[seat][0].then is None, got.slips[seat][0].then
            return
    raise AssertionError("no move closed a province for the other side in five games")


def test_a_fall_found_at_a_bonus_set_aside_is_laid_to_the_placement_before_it():
    """Auto-Crassus's bonus set aside changes no province: the fall the halving finds there was
    made by his placement before it, which the line under the chart names."""
    import pytest
    pytest.importorskip("pygame")
    from games.app.monkey import finished_record
    from games.seize_rome.moves import Bonus, Place

    seen = 0
    for seed in range(1, 8):
        record = finished_record("seize_rome", seed)
        for k, (seat, action) in enumerate(record.actions):
            if isinstance(action, Place):
                assert S.fall_cause(record, k) == k
            if isinstance(action, Bonus) and not action.use:
                at = S.fall_cause(record, k)
                if at == k:             # (after a Might's flip, say: not straight after a placement)
                    continue
                assert at < k and record.actions[at][0] == seat and isinstance(record.actions[at][1], Place), \
                    (k, at, record.actions[at])
                seen += 1
    assert seen, "no bonus set aside straight after its placement in seven games"
