"""A move's heading in the review says where the seat's chance went before the seat's own next
move judged worse: a question followed in the same round by an accusation that put the seat out
never reads as the fall the accusation made."""
from __future__ import annotations

from games.core import review as R
from games.core.text import Msg
from tests import sums
from tests.test_review import sums_record


def _slip(index: int, loss: float, top: float) -> R.Slip:
    return R.Slip(index, 0, Msg(f"taken {index}"), Msg(f"best {index}"), Msg("why"), loss, index, top=top)


def test_a_move_s_heading_stops_at_the_seat_s_next_move_judged_worse():
    with sums.registered():
        record = sums_record()
        chart = [(0, [0.5, 0.5]), (2, [0.4, 0.6]), (4, [0.0, 1.0]), (6, [0.0, 1.0]), (12, [0.0, 1.0])]
        asked, accused = _slip(1, 0.05, 0.5), _slip(3, 0.4, 0.4)
        review = R._assemble(record, chart, [asked, accused])
    got = {x.index: x for x in review.slips[0]}
    assert got[1].now == 0.4, got[1]           # the chart's 2 in 5 after it, not the 0 after the accusation
    assert got[3].now == 0.0, got[3]
