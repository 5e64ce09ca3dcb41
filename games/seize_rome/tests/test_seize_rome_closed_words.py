"""A closed province says who won it with what, each side named with its figure and the same
side first everywhere: the log line names the person first in a solo game (the first seat in
a game of two people), and the banner the same, as the top bar under it does (in pass-and-play
the banner once named the viewer first over a top bar naming the first seat first); the held-token
box and the advice name the viewer first ("Cyrene closes: Livia 0, Auto-Crassus 6", where the
banner read "6 – 0" and the advice "0 to 6" for one closing). A tie Auto-Crassus wins says that he wins ties, and the Japanese banner reads
「…が閉じた：リウィアは4、オート・クラッススは3」 without a half-width dash or middle dot."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.app.board import SimpleHost  # noqa: E402
from games.seize_rome import rules as R  # noqa: E402
from games.seize_rome.scene import Board  # noqa: E402

NAMES = ["Livia", "Auto-Crassus"]


@pytest.mark.parametrize("lang, sep, tie_won", [("en", "\u00a0", "wins ties"), ("ja", "\u2060は\u2060", "同値はAuto-Crassusの勝ち")])
def test_the_log_names_each_side_with_its_figure_the_same_side_first(lang, sep, tie_won):
    by_second = R.Closed("italia", (2, 17), 1).msg().render(lang, NAMES)
    by_first = R.Closed("italia", (17, 2), 0).msg().render(lang, NAMES)
    assert f"Livia{sep}2" in by_second and by_second.index("Livia") < by_second.index(f"Auto-Crassus{sep}17")
    assert f"Livia{sep}17" in by_first and by_first.index("Livia") < by_first.index(f"Auto-Crassus{sep}2")
    ac_first = R.Closed("italia", (17, 2), 0, first=1).msg().render(lang, NAMES)
    assert ac_first.index(f"Auto-Crassus{sep}2") < ac_first.index(f"Livia{sep}17"), ac_first
    tie = R.Closed("syria", (0, 0), 1).msg().render(lang, NAMES)
    assert tie_won in tie and "Auto-Crassus" in tie, tie
    empty = R.Closed("syria", (3, 3), -1).msg().render(lang, NAMES)
    assert tie_won not in empty and f"Livia{sep}3" in empty


def test_a_solo_games_log_names_the_person_first_whichever_seat_he_has():
    for crassus in (0, 1):
        scripts = [None, None]
        scripts[crassus] = "crassus"
        s = R.new_game(2, 3, {"expansions": "base", "scripts": scripts})
        for _ in range(600):
            if s.is_over():
                break
            seat = s.to_act()[0]
            for e in s.apply(seat, s.legal_actions(seat)[0]):
                if isinstance(e, R.Closed):
                    assert e.first == 1 - crassus
                    return
        raise AssertionError("no province closed")


@pytest.mark.parametrize("lang, want", [
    ("en", ["Italia closes: P1\u00a02, P2\u00a017", "Italia closes: P2\u00a017, P1\u00a02", "3 ·\u00a0a tie"]),
    ("ja", ["イタリアが閉じた：P1\u2060は\u20602、P2\u2060は\u206017",
            "イタリアが閉じた：P2\u2060は\u206017、P1\u2060は\u20602", "、同点"])])
@pytest.mark.parametrize("viewer", [0, 1])
def test_the_closing_banner_keeps_the_logs_order_whoever_views(lang, want, viewer):
    host = SimpleHost(state=R.new_game(2, 1, {"expansions": "base"}), lang=lang, viewer=viewer)
    board = host.attach(Board(host), (1280, 800))
    board.closing = ("italia", (2, 17), 1)
    assert board.closing_text() == want[0], board.closing_text()
    board.closing = ("italia", (3, 3), -1)
    text = board.closing_text()
    assert want[2] in text, text
    if lang == "ja":
        assert not any(ch in text for ch in "–·"), text
