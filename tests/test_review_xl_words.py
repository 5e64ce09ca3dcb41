"""The review of a game of Caesar XL in words true to it: an item says the move played once (the
"why" does not open with it again), its hover over the chart does not repeat a card that shows
all its words, and the chart speaks of the gold of the cities held, not of a "score"."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.app.monkey import finished_record  # noqa: E402
from games.core import review as R  # noqa: E402
from games.core.text import Msg  # noqa: E402
from tests.app_kit import make_app  # noqa: E402
from tests.test_review_point_tips import hover, review_of  # noqa: E402


def _slip():
    """An item of the first person seat: it ended the phase where a march was better."""
    taken = Msg("caesar_xl.ui.race.faction.optimates")       # (any words: the move played)
    best = Msg("caesar_xl.ui.race.faction.populares")
    why = Msg("core.review.why_vs", {"taken": taken, "best": Msg("caesar_xl.why.even"),
                                     "versus": Msg("caesar_xl.unit.legion.veteran")})
    return R.Slip(3, 0, taken, best, why, 0.3, 1)


@pytest.mark.parametrize("lang", [pytest.param("en", marks=pytest.mark.long), "ja"])
def test_an_xl_item_says_its_move_once_and_its_chart_no_score(home, lang):
    record = finished_record("caesar_xl", 3)
    n = len(record.actions)
    app = make_app(home, size=(1280, 800), lang=lang)
    try:
        R.keep(record, R.Review([0], {0: [_slip()]}, [(0, [0.5, 0.5]), (n, [1.0, 0.0])], n,
                                R.span_of(record)))
        scene = review_of(app, record)
        slip = scene.review.slips[0][0]
        played = scene.host.render(slip.taken)
        lines = scene.card_lines(slip)
        assert sum(line.count(played) for line in lines) == 1, lines
        drawn = []
        scene.draw_whole = lambda *a: drawn.append(a)
        rect, _ = scene.cards[0]
        hover(app, scene, rect.center)
        assert scene.whole is slip and not drawn, "a card that shows all its words is said again"
        scene.scores.series = [(18.0, 16.0)] * (n + 1)
        scene.scores.after = {i: (18.0, 16.0) for i in range(n + 1)}
        names = [s.name for s in record.seats]
        note = scene.point_note(2, [0.3, 0.7])
        assert note == scene.tr("caesar_xl.review.point.behind", leader=names[0], a="18", b="16",
                                other=names[1]), note
        assert "score" not in note and "得点" not in note, note
        plain = scene.point_note(2, [0.7, 0.3])
        assert "score" not in plain and "得点" not in plain, "the general note speaks of no score"
    finally:
        app.quit()
