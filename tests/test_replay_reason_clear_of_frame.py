"""The replay's box of the computer's reason stands clear of the Caesar board's wooden frame and
of the legend under the panels at every window size a player uses (it stood over the frame's
right edge at 1000x650, and over the legend's words)."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.app.monkey import finished_record  # noqa: E402
from games.core.text import Msg  # noqa: E402
from tests.app_kit import make_app, pump  # noqa: E402


#: a reason as long as the longest the Caesar computer gives (four lines of the box)
LONG = "the group of strength one on C4 out of reach of Livia's on C5, taking the neutral counter " * 2


@pytest.mark.parametrize("size", [(1000, 650), (1000, 700), (1280, 800)])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_reason_box_keeps_off_the_caesar_board_and_legend(home, size, lang):
    record = finished_record("caesar", 1)
    record.reasons[1] = Msg("core.action", {"seat": record.actions[1][0], "name": LONG})
    app = make_app(home, size=size, lang=lang)
    try:
        replay = app.push("replay", record=record, index=2)
        pump(app, 3)
        box, frame, foot = replay.reason_rect, replay.board.geo["board"], replay.board.geo["foot"]
        assert box is not None
        assert not box.colliderect(frame), (box, frame)
        assert not box.colliderect(foot), (box, foot)
        assert box.right <= size[0] and box.w >= 200
    finally:
        app.quit()
        pygame.event.clear()
