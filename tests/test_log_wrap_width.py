"""The log's lines use its width: an event line (drawn at the events' indent) may reach a few
pixels short of the scroll bar, so Caesar's 「空いている15マスに中立カウンターが置かれ、権力闘争が
始まる。」 takes two lines at 1280x800, not three (「…15マスに｜中立カウンターが置かれ、｜…」)."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.app.draw import wrap_text  # noqa: E402
from games.app.fonts import Fonts  # noqa: E402
from games.app.scenes.game_log import EVENT_INDENT, LOG_PX, wrap_width  # noqa: E402

#: the log's width at 1280x800 (game.py: 24 % of the window's width)
LOG_W = int(1280 * 0.24)


def test_caesar_neutrals_line_takes_two_lines_at_1280():
    font = Fonts().get(LOG_PX)
    for n in (10, 15):
        text = f"空いている{n}マスに中立カウンターが置かれ、権力闘争が始まる。"
        lines = wrap_text(font, text, wrap_width(LOG_W))
        assert len(lines) == 2, lines


@pytest.mark.parametrize("log_w", [240, LOG_W, 340])
def test_an_event_line_ends_clear_of_the_scroll_bar(log_w):
    """The area is ``log_w - 16`` wide from 8 px in; the scroll bar is drawn 6 to 2 px from the
    log's right edge: a line at the events' indent ends at least 4 px before it."""
    right = 8 + EVENT_INDENT + wrap_width(log_w)
    assert right <= log_w - 6 - 4
    assert right <= 8 + (log_w - 16)          # (inside the area the lines are clipped to)
