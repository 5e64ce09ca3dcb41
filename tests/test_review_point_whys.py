"""The review chart's "why" of a point is the judge's own reason where the game gives one: the
seat the chart favours there, and why, from that seat's view at that moment (Imperium: the
regions still to be counted where it has the most markers), kept with the review; the point's
words then say it instead of the general note."""
from __future__ import annotations

import pytest

from games.core import review as R
from games.core.review_why import point_whys
from games.core.text import Msg
from games.imperium import explain as IE
from games.imperium.rules import new_game


class _View:
    """A stand-in view (it has ``view_for``, as the chart's views do)."""

    def __init__(self, name: str):
        self.name = name

    def view_for(self, seat):  # pragma: no cover - never called
        return self


class _Judge:
    @staticmethod
    def favoured(view, seat):
        return Msg("x.favoured", {"seat": seat, "view": view.name})


def test_each_point_names_the_favoured_seats_reason_from_its_own_view():
    turns = [(0, [_View("a0"), _View("b0")]), (4, [_View("a4"), _View("b4")]), (6, [_View("a6"), _View("b6")]),
             (9, [1.0, 0.0])]
    chart = [(0, [0.5, 0.5]), (4, [0.3, 0.7]), (6, [0.51, 0.49]), (9, [1.0, 0.0])]
    whys = point_whys(_Judge, turns, chart)
    assert whys[4] == Msg("x.favoured", {"seat": 1, "view": "b4"})
    assert 9 not in whys, "a finished game's end has no views: no reason"
    # seen: "about 1 in 2" for both, and a line saying why the computer favours one of them
    assert 0 not in whys and 6 not in whys, "chances that read the same favour no one"
    assert point_whys(object(), turns, chart) == {}, "a game with no reason of its own gives none"


def test_the_reasons_are_kept_with_the_review_and_read_back():
    review = R.Review([0], {0: []}, [(0, [0.5, 0.5]), (4, [0.3, 0.7])], 9, None,
                      {4: Msg("imperium.why.favoured", {"seat": 1, "regions": [Msg("imperium.region.7")], "n": 7})})
    back = R.Review.from_json(review.to_json(), 9, 2)
    assert back.whys == review.whys
    plain = R.Review([0], {0: []}, [(0, [0.5, 0.5])], 9)
    assert "whys" not in plain.to_json() and R.Review.from_json(plain.to_json(), 9, 2).whys == {}
    damaged = dict(review.to_json(), whys=[[99, "{}"]])
    with pytest.raises(ValueError):
        R.Review.from_json(damaged, 9, 2)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_imperium_says_the_regions_still_to_count_where_the_seat_leads(lang):
    s = new_game(2, 1, {})
    s.round = 6
    s.board[6][1] = 3          # Gallia (7): Marcus 3 to 1
    s.board[6][0] = 1
    s.board[8][1] = 2          # Britannia (9): Marcus 2 to 0
    s.board[2][1] = 4          # Hispania (3): counted already, no reason
    why = IE.favoured(s.view_for(1), 1)
    assert why is not None and why.params["n"] == 7 + 9
    text = why.render(lang, names=["Livia", "Marcus"])
    assert "Marcus" in text and ("Gallia" in text or "ガリア" in text) and "16" in text, text
    assert ("Hispania" not in text and "ヒスパニア" not in text), text
    assert IE.favoured(s.view_for(0), 0) is None, "Livia leads nowhere still to be counted"
