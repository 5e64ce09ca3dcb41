"""A closed province says who won it with what: the log line and the closing banner put the
winner's figure first ("Italia is closed (17 to 2) and goes to Auto-Crassus", not "(2 to 17)"
when the second seat won it), a tie Auto-Crassus wins says that he wins ties, and the
Japanese banner reads 「…が閉じた：4対3」 without a half-width dash or middle dot."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.app.board import SimpleHost  # noqa: E402
from games.seize_rome import rules as R  # noqa: E402
from games.seize_rome.scene import Board  # noqa: E402

NAMES = ["Livia", "Auto-Crassus"]


@pytest.mark.parametrize("lang, won, tie_won", [
    ("en", "(17\u00a0to\u00a02)", "wins ties"),
    ("ja", "（17\u2060対\u20602）", "同値はAuto-Crassusの勝ち"),
])
def test_the_log_puts_the_winners_figure_first(lang, won, tie_won):
    by_second = R.Closed("italia", (2, 17), 1).msg().render(lang, NAMES)
    by_first = R.Closed("italia", (17, 2), 0).msg().render(lang, NAMES)
    assert won in by_second and won in by_first, (by_second, by_first)
    assert "Auto-Crassus" in by_second and "Livia" in by_first
    tie = R.Closed("syria", (0, 0), 1).msg().render(lang, NAMES)
    assert tie_won in tie and "Auto-Crassus" in tie, tie
    empty = R.Closed("syria", (3, 3), -1).msg().render(lang, NAMES)
    assert tie_won not in empty


@pytest.mark.parametrize("lang, want", [("en", ["17 – 2", "3 – 3 ·\u00a0a tie"]),
                                        ("ja", ["17対2", "3対3、同点"])])
def test_the_closing_banner_puts_the_winners_figure_first(lang, want):
    host = SimpleHost(state=R.new_game(2, 1, {"expansions": "base"}), lang=lang, viewer=0)
    board = host.attach(Board(host), (1280, 800))
    board.closing = ("italia", (2, 17), 1)
    assert want[0] in board.closing_text(), board.closing_text()
    board.closing = ("italia", (3, 3), -1)
    text = board.closing_text()
    assert want[1] in text, text
    if lang == "ja":
        assert not any(ch in text for ch in "–·"), text
