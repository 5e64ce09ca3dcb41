"""A placement that wins a province with a Senate token, whose use puts the seat's last
control marker down, wins the game: the advice says so (not "Livia can close it next", when
there is no next turn), and the board's closes box says it wins, with no warning after."""
from __future__ import annotations

from types import SimpleNamespace

from games.seize_rome import explain as X
from games.seize_rome.scene_info import ProvinceInfo
from games.seize_rome.moves import Place
from games.seize_rome.tests.test_seize_rome_advice_words import _views

NAMES = ["Livia", "Marcus"]


def _senate_wins(limit: int = 6):
    """Positions (a seat's markers cut down) where a placement wins by its Senate token alone:
    ``(view, seat, placement)``."""
    for _s, seat, view in _views(60, 30, 70, seed=11):
        for a in view.legal_actions(seat):
            if not (isinstance(a, Place) and a.toward):
                continue
            closed = X._closings(view, seat, a)
            if not any(m > t and view.bonuses.get(p) == "senate" for p, m, t in closed):
                continue
            for markers in range(1, 8):
                v = view.clone()
                v.markers[seat] = markers
                after = X._after(v, seat, a)
                if after.winner is None and X.senate_wins(after, seat):
                    yield v, seat, a
                    break
            limit -= 1
            if limit <= 0:
                return
            break


def test_a_placement_won_by_its_senate_token_is_said_to_win_the_game():
    seen = 0
    for view, seat, a in _senate_wins():
        assert X.leaves_one(view, seat, a) == []
        why = X.reason(view, seat, a)
        en, ja = why.render("en", NAMES), why.render("ja", NAMES)
        assert "wins the game" in en and "ゲームに勝つ" in ja, (en, ja)
        assert "next" not in en and "次に" not in ja, (en, ja)
        board = SimpleNamespace(view=view, viewer=seat)       # (the closes box: "this wins the game")
        assert ProvinceInfo.ends_game(board, a) == seat
        seen += 1
    assert seen >= 2, seen
