"""CAESAR!'s province names at the real window's layout (the map beside the log), in
both languages: no name lies under a province's totals box."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.core.record import Record  # noqa: E402
from games.seize_rome.scene_labels import WIDEST_TOTAL  # noqa: E402
from tests.app_kit import make_app, pump, seats  # noqa: E402


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_no_name_under_a_totals_box_in_the_window(home, lang, size):
    """At the board rectangle the window gives (not a test host's), every province's name
    keeps clear of every totals box, as drawn now and as wide as two-figure totals, and
    lies whole on the map (its edge cuts no name)."""
    app = make_app(home, size=size, lang=lang)
    try:
        game = app.push("game", record=Record("seize_rome", seats("seize_rome", "ha"), 3))
        pump(app, 6)
        b = game.board
        assert b.rect.size[0] < size[0], "the map shares the window with the log"
        names = b.name_rects()
        assert len(names) == len(b.drawn_boxes) == 18
        px = max(10, round(b.token_side() * 0.3))
        wide = {pid: b.pair_rect(b._pair_top(pid), WIDEST_TOTAL, WIDEST_TOTAL, px) for pid in b.drawn_boxes}
        for pid, name in names.items():
            assert b.map.rect.contains(name), (lang, size, pid, name, b.map.rect)
            for q, box in list(b.drawn_boxes.items()) + list(wide.items()):
                assert not name.colliderect(box), (lang, size, pid, q, name, box)
    finally:
        app.quit()
        pygame.event.clear()
