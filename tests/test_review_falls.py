"""A steep fall of a seat's line on the review's chart that another seat's move made (his 7 took
Roma, and with it the seat's Forum win) is said beside the chart: the chart's largest drop is
never left without a word because the seat's own moves did not make it."""
from __future__ import annotations

from dataclasses import dataclass

import pytest

pytest.importorskip("pygame")

from games.app.monkey import finished_record  # noqa: E402
from games.core import review as R  # noqa: E402
from games.core.review_falls import Fall, falls_of  # noqa: E402
from games.core.state import SeatInfo  # noqa: E402
from games.core.text import Msg  # noqa: E402
from tests.app_kit import make_app  # noqa: E402
from tests.test_review_point_tips import review_of  # noqa: E402


@dataclass(frozen=True)
class _Act:
    n: int

    def msg(self, seat: int) -> Msg:
        return Msg("core.seat_default", {"n": self.n})


class _State:
    def __init__(self):
        self.k = 0

    def apply_trusted(self, seat, action):
        self.k += 1

    def view_for(self, seat):
        return self


class _Record:
    """Eight moves, the first four seat 0's, the last four seat 1's (``movers`` otherwise)."""

    def __init__(self, movers=(0, 0, 0, 0, 1, 1, 1, 1), persons=(True, False)):
        self.seats = [SeatInfo(f"P{i}", "human" if p else "ai", None if p else "hard") for i, p in enumerate(persons)]
        self.actions = [(s, _Act(i)) for i, s in enumerate(movers)]

    def new_state(self):
        return _State()


class _Judge:
    """Seat 0's chance: 0.9 until the seventh move is made, then 0.2."""

    @staticmethod
    def standing(view, seat):
        p = 0.9 if view.k <= 6 else 0.2
        return p if seat == 0 else 1 - p


RAW = [(0, [0.9, 0.1]), (4, [0.9, 0.1]), (8, [0.2, 0.8])]
CHART = RAW + [(8, [0.0, 1.0])]
MOMENTS = [Msg("core.review.at.game_turn", {"n": 5})] * 9


def test_a_fall_made_by_the_other_seat_is_said_with_its_move():
    falls = falls_of(_Judge, _Record(), RAW, CHART, MOMENTS)
    assert [(f.seat, f.index, f.mover) for f in falls] == [(0, 6, 1)]
    said = falls[0].msg.render("en")
    assert said == ("Turn 5: Player 6 Not your move: your chance to win fell from about 9 in 10 to about 1 in 5."), said
    assert "あなたの手ではない" in falls[0].msg.render("ja")


def test_a_fall_of_the_seats_own_move_is_no_such_line():
    assert falls_of(_Judge, _Record(movers=(0, 0, 0, 0, 1, 1, 0, 1)), RAW, CHART, MOMENTS) == []


def test_the_falls_are_kept_with_the_review():
    fall = Fall(0, 6, 1, Msg("core.seat_default", {"n": 7}), MOMENTS[0], 0.9, 0.2)
    review = R.Review([0], {0: []}, CHART, 8, None, {}, [fall])
    back = R.Review.from_json(review.to_json(), 8, 2)
    assert back.falls == [fall]


def test_the_review_screen_says_the_fall_under_its_chart(home):
    record = finished_record("caesar_xl", 3)
    n = len(record.actions)
    app = make_app(home, size=(1000, 700), lang="en")
    try:
        fall = Fall(0, 6, 1, record.actions[6][1].msg(1), MOMENTS[0], 0.97, 0.25)
        R.keep(record, R.Review([0], {0: []}, [(0, [0.97, 0.03]), (n, [0.0, 1.0])], n, R.span_of(record), {}, [fall]))
        scene = review_of(app, record)
        scene.draw(app.screen)                  # (drawn for real once)
        drawn = []
        scene.draw_falls = lambda surface, rect: drawn.append((rect, scene.fall_lines()))
        scene.draw(app.screen)
        (rect, lines), = drawn
        assert lines == [scene.host.render(fall.msg)] and "Not your move" in lines[0], lines
        _left, chart = scene.areas()
        assert rect.top > chart.bottom and rect.bottom <= app.size[1] - 76 and rect.h > 40, rect
    finally:
        app.quit()
