"""The chart's hover names the move that led to a point: in CAESAR! the token drawn from the bag
after a placement is a chance outcome, no one's move; the point names the placement before it."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.app.monkey import finished_record  # noqa: E402
from games.core import review as R  # noqa: E402
from games.core.chance import CHANCE  # noqa: E402
from tests.app_kit import make_app  # noqa: E402
from tests.test_review_point_tips import review_of  # noqa: E402


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_point_after_a_draw_names_the_placement(home, lang):
    record = finished_record("seize_rome", 2)
    n = len(record.actions)
    after = [i + 1 for i, (seat, action) in enumerate(record.actions)
             if seat == CHANCE and type(action).__name__ == "Draw" and i > 0 and record.actions[i - 1][0] >= 0][:3]
    assert after, "no draw after a placement in this game"
    app = make_app(home, size=(1280, 800), lang=lang)
    try:
        R.keep(record, R.Review([0], {0: []}, [(0, [0.5, 0.5])] + [(i, [0.5, 0.5]) for i in after] + [(n, [1.0, 0.0])],
                                n, R.span_of(record)))
        scene = review_of(app, record)
        for i in after:
            placed = record.actions[i - 2][1].msg(record.actions[i - 2][0])
            line = scene.point_lines(i, [0.5, 0.5])[1]
            assert line == scene.tr("app.review.point.move", move=scene.host.render(placed)), (line, i)
    finally:
        app.quit()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_point_names_the_turn_of_its_move_and_opens_with_it_last(home, lang):
    """A point after a turn's last move (or after the draw that follows it) was labelled with
    the next turn (「第5手番…直前の手：リウィアは…」 for a move of 第4手番), unlike the falls box
    and the headings, and a click opened the replay after the draw: the label names the turn
    the shown move was made in, and the replay opens with that move the last one shown."""
    record = finished_record("seize_rome", 2)
    n = len(record.actions)
    moments = R.moments_of(record)
    points = [i for i in range(1, n) if moments[i] != moments[i - 1]
              or (record.actions[i - 1][0] == CHANCE and i > 1)][:6]
    assert any(moments[i] != moments[i - 1] for i in points)
    app = make_app(home, size=(1280, 800), lang=lang)
    try:
        R.keep(record, R.Review([0], {0: []}, [(0, [0.5, 0.5])] + [(i, [0.5, 0.5]) for i in points] + [(n, [1.0, 0.0])],
                                n, R.span_of(record)))
        scene = review_of(app, record)
        for i in points:
            shown = i - 1 if record.actions[i - 1][0] == CHANCE and i > 1 else i
            head = scene.point_lines(i, [0.5, 0.5])[0]
            assert head.startswith(scene.host.render(moments[shown - 1])), (head, i)
            x = next(x for x, _y, at in scene.points if at == i)
            assert scene.moment_at((x, scene.chart_rect.centery)) == shown, i
    finally:
        app.quit()
