"""Catilina's review chart says on itself that each line is its seat's own view.

Each seat's chance is weighed from what that seat sees, so at a moment the three lines may add
up to 1.45; with two lines at "likely to win" at once the chart read as wrong. Its caption says
so under the title (not only in the words over a point).
"""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.app.monkey import finished_record  # noqa: E402
from games.app.scenes import review as review_mod  # noqa: E402
from games.core.text import Msg  # noqa: E402
from tests.app_kit import make_app  # noqa: E402
from tests.test_review_point_tips import planted, review_of  # noqa: E402


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1280, 800), (1000, 650)])
def test_the_chart_caption_says_each_line_is_its_seats_own_view(home, lang, size, monkeypatch):
    record = finished_record("catilina", 3)
    n = len(record.actions)
    chart = [(0, [0.4, 0.3, 0.3]), (n // 2, [0.6, 0.75, 0.1]), (n, [1.0, 0.0, 0.0])]
    app = make_app(home, size=size, lang=lang)
    try:
        scene = review_of(app, planted(record, chart))
        said: list[str] = []
        real = review_mod.wrap_text
        monkeypatch.setattr(review_mod, "wrap_text", lambda font, t, *a, **k: (said.append(str(t)),
                                                                               real(font, t, *a, **k))[1])
        scene.draw(app.screen)
        note = scene.host.render(Msg("catilina.review.chart_note"))
        assert note in said, said
        assert {"en": "own view", "ja": "自身に見えている"}[lang] in note
        assert scene.chart_rect is not None
    finally:
        app.quit()
        pygame.event.clear()
