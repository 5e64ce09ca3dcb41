"""Solo CAESAR!: Auto-Crassus's control markers left stand large at the top of his column,
and on red it warns when he can win soon (4 or fewer left), in both languages and at the
small and the usual window sizes."""
from __future__ import annotations

import dataclasses

import pytest

pygame = pytest.importorskip("pygame")

from games.app.board import SimpleHost  # noqa: E402
from games.core.registry import registered  # noqa: E402
from games.seize_rome import INFO  # noqa: E402
from games.seize_rome import rules as R  # noqa: E402
from games.seize_rome.scene import Board  # noqa: E402
from games.seize_rome.scene_crassus import WARN_MARKERS  # noqa: E402


@pytest.fixture(autouse=True)
def playable():
    with registered(dataclasses.replace(INFO, playable=True), "games.seize_rome"):
        yield


def _board_area(size):
    """The rectangle the app's game scene gives a board in a window of ``size``."""
    w, h = size
    log_w = max(240, min(340, int(w * 0.24)))
    return (w - log_w, h - 84)


def _solo(lang, size):
    host = SimpleHost(state=R.new_game(2, 3, {"expansions": "base", "scripts": [None, "crassus"]}), lang=lang,
                      viewer=0)
    board = host.attach(Board(host), _board_area(size))
    return host, board


def _with_markers(host, board, n):
    host.state.markers[1] = n
    host.refresh()
    host.settle()
    return host.draw()


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1000, 650), (1280, 800)])
def test_his_markers_left_show_and_warn_when_few(lang, size):
    host, board = _solo(lang, size)
    assert board.solo_seat() == 1
    _with_markers(host, board, 12)
    assert board.drawn_markers == [host.tr("seize_rome.ui.crassus.markers", n=12),
                                   host.tr("seize_rome.ui.crassus.markers_note")]
    boxes = board._crassus_boxes()
    box = boxes["markers"]
    assert board.crassus_col.contains(box) and box.bottom <= boxes["tile"].y and box.y >= boxes["head"].bottom
    quiet = _with_markers(host, board, WARN_MARKERS + 1).copy()
    assert board.drawn_markers[1] == host.tr("seize_rome.ui.crassus.markers_note")
    for n in (WARN_MARKERS, 1):
        surface = _with_markers(host, board, n)
        warn = host.tr("seize_rome.ui.crassus.warn", n=n)
        assert board.drawn_markers == [host.tr("seize_rome.ui.crassus.markers", n=n), warn]
        assert str(n) in warn and "{" not in warn
        # the warning is on red where the quiet note was on parchment
        low = pygame.Rect(box.x, box.y + box.h * 2 // 5, box.w, box.h - box.h * 2 // 5)
        reds = sum(1 for x in range(low.x + 3, low.right - 3, 3)
                   if (lambda c: c.r > 90 and c.g < 60 and c.b < 60)(surface.get_at((x, low.y + 3))))
        was = sum(1 for x in range(low.x + 3, low.right - 3, 3)
                  if (lambda c: c.r > 90 and c.g < 60 and c.b < 60)(quiet.get_at((x, low.y + 3))))
        assert reds > (low.w // 3) // 2 and was == 0, (reds, was)
    # the game over: no warning
    host.state.phase = "over"
    _with_markers(host, board, 2)
    assert board.drawn_markers[1] == host.tr("seize_rome.ui.crassus.markers_note")
