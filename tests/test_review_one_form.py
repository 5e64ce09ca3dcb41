"""Items of one kind read under one heading form: a review never says "your chance to win fell
from about 1 in 2 to about 1 in 5" above one item and "the better move kept about 1 in 5; your
move left about 1 in 8" above the next."""
from __future__ import annotations

from dataclasses import replace

import pytest

pytest.importorskip("pygame")

from games.app.monkey import finished_record  # noqa: E402
from games.core import review as R  # noqa: E402
from games.core.text import Msg  # noqa: E402


def test_the_headings_of_one_review_share_one_form():
    record = finished_record("caesar_xl", 3)
    record.seats = [replace(record.seats[0], kind="human", level=None), record.seats[1]]
    n = len(record.actions)
    chart = [(0, [0.5, 0.5]), (10, [0.5, 0.5]), (20, [0.2, 0.8]), (30, [0.2, 0.8]), (n, [0.0, 1.0])]
    fell = R.Slip(5, 0, Msg("core.seat_default", {"n": 1}), Msg("core.seat_default", {"n": 2}), Msg("x"), 0.3, 1,
                  top=0.6)
    kept = R.Slip(25, 0, Msg("core.seat_default", {"n": 3}), Msg("core.seat_default", {"n": 4}), Msg("x"), 0.2, 2,
                  top=0.5)
    review = R._assemble(record, chart, [fell, kept])
    heads = [x.size for x in review.slips[0]]
    assert len(heads) == 2 and {h.key for h in heads} == {"core.review.size.kept"}, [h.render("en") for h in heads]
    assert heads[0].render("en") == "the better move kept about 1 in 2; your move left about 1 in 5", heads[0].render("en")
