"""Catilina's review at 1000x650: the words of the chart's point under the pointer stood over
the chart's lower half and its legend (there is no room under the chart in that window). They
stand beside the chart instead, whole in the window, leaving the chart and its legend clear."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.app.monkey import finished_record  # noqa: E402
from tests.app_kit import make_app  # noqa: E402
from tests.test_review_point_tips import hover, planted, review_of  # noqa: E402


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("size", [(1000, 650), (1280, 800)])
def test_the_chart_point_words_leave_the_chart_and_its_legend_clear(home, lang, size):
    record = finished_record("catilina", 3)
    n, seats = len(record.actions), len(record.seats)
    chart = [(0, [1 / seats] * seats), (n // 2, [0.4, 0.33, 0.25]), (n, [1.0] + [0.0] * (seats - 1))]
    app = make_app(home, size=size, lang=lang)
    try:
        scene = review_of(app, planted(record, chart))
        _left, card = scene.areas()
        for x, y, index in scene.points:
            if index not in (0, n // 2, n):
                continue
            hover(app, scene, (x, y))
            assert scene.tip is not None, index
            assert pygame.Rect(0, 0, *app.size).contains(scene.tip), (scene.tip, app.size)
            assert not scene.tip.colliderect(card), (index, scene.tip, card)
    finally:
        app.quit()
        pygame.event.clear()
