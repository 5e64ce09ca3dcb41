"""The review chart's reason at a point, game by game: where the computer favours another seat
than the one ahead on the board (or in the race), the point says why, from that seat's view, by
the game's own judge (CAESAR!: the markers left to place; Catilina: who is closest to proving the
conspiracy; Caesar XL: the biggest part of the estimate)."""
from __future__ import annotations

import pytest

from games.caesar_xl import explain as XE
from games.caesar_xl.rules import new_game as xl_game
from games.catilina import explain as KE
from games.catilina.rules import new_game as catilina_game
from games.core.review_why import point_whys
from games.seize_rome import explain as SE
from games.seize_rome.rules import new_game as seize_game


def _whys(mod, state, chart_values):
    """The reasons :func:`point_whys` gives at one chart point (index 3) of ``state``."""
    views = [state.view_for(s) for s in range(len(chart_values))]
    return point_whys(mod, [(3, views)], [(3, chart_values)])


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_caesar_a_point_says_the_favoured_seat_has_fewer_markers_left(lang):
    s = seize_game(2, 1, {})
    s.markers = [6, 4]
    s.tokens["b12"] = (0, "sword51", "sicilia", False, False)   # (seat 0 leads Sicilia's influence)
    why = _whys(SE, s, [0.3, 0.7])[3]
    assert why.key == "seize_rome.why.favoured.markers" and why.params["seat"] == 1
    text = why.render(lang, names=["Livia", "Auto-Crassus"])
    assert "Auto-Crassus" in text and "4" in text and "6" in text, text
    other = SE.favoured(s.view_for(0), 0)
    assert other is not None and other.key == "seize_rome.why.favoured.provinces", \
        "behind in the race, the open province it leads is its reason"
    assert "Sicilia" in other.render("en") or "シチリア" in other.render("ja")


@pytest.mark.parametrize("lang", [pytest.param("en", marks=pytest.mark.long), "ja"])
def test_catilina_a_point_says_who_is_closest_to_proving_the_conspiracy(lang):
    s = catilina_game(4, 1, {})
    s.turns_taken = [2, 3, 2, 2]
    why = _whys(KE, s, [0.2, 0.4, 0.2, 0.2])[3]
    assert why.key == "catilina.why.favoured.pace" and why.params["seat"] == 1
    assert (why.params["n"], why.params["m"]) == (4, 5)
    text = why.render(lang, names=["Livia", "Marcus", "Gaius", "Tullia"])
    assert "Marcus" in text and "Livia" in text and "4" in text and "5" in text, text
    assert KE.favoured(s.view_for(0), 0) is None, "no closer than the others: no reason"


def test_catilina_few_sums_left_are_the_reason(monkeypatch):
    s = catilina_game(4, 1, {})
    monkeypatch.setattr(KE, "possible_sums", lambda know, view: [12, 14])
    why = KE.favoured(s.view_for(2), 2)
    assert why is not None and why.key == "catilina.why.favoured.sums"
    for lang in ("en", "ja"):
        text = why.render(lang, names=["Livia", "Marcus", "Gaius", "Tullia"])
        assert "12" in text and "14" in text and "Gaius" in text and "Livia" in text, text


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_caesar_xl_a_point_behind_in_city_gold_names_the_forum_race(lang):
    s = xl_game(2, 0, {})
    s.claimed[0] = ["dictatorship", "grain_dole"]          # Populares 6 against Optimates 2
    assert s.scores_now() == (11.0, 26.0), "Pompey leads the city gold"
    why = _whys(XE, s, [0.6, 0.4])[3]
    assert why.key == "caesar_xl.review.favoured.balance" and why.params["seat"] == 0
    text = why.render(lang, names=["Caesar", "Pompey"])
    assert "Caesar" in text and "6" in text and "2" in text, text
    gold = XE.favoured(s.view_for(1), 1)
    assert gold is not None and gold.key == "caesar_xl.review.favoured.gold" and (gold.params["n"], gold.params["m"]) == (26, 11)
