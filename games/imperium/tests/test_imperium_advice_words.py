"""Imperium: the advice's words where a player read them wrongly.

- the last round counts two regions: the advice says who leads the other one, since a tie in
  one may leave the game to whoever takes the other;
- markers added to a lead that already scores say what they change (from 1 to 2), never that
  the region "stays" as it was;
- the advice's heading is said to the player ("lay …", 「…を選ぶ」), not a gerund.
"""
from __future__ import annotations

import random

from games.imperium import explain as X
from games.imperium.rules import Fill, Select, distances, new_game, region_msg

NAMES = ["Livia", "Marcus"]


def _last_round():
    """Round 8 of two seats (Aegyptus (8) and Britannia (9) counted), Livia to choose: Livia
    leads 15 to 7, Aegyptus stands 1 to 2 and Britannia 3 to 5 (Marcus tied Aegyptus, took
    Britannia's 9 and won 16 to 15 while the advice spoke of Aegyptus alone)."""
    rng = random.Random(4)
    s = new_game(2, 4, {"goal": "rounds8"})
    while s.round < 8:
        seat = s.to_act()[0]
        s.apply(seat, rng.choice(s.legal_actions(seat)))
    assert s.phase == "select" and 0 in s.to_act()
    s.scores = [15, 7]
    s.board = [list(row) for row in s.board]
    s.board[7], s.board[8] = [1, 2], [3, 5]
    s.supply = [6, 6]
    return s.view_for(0)


def test_the_last_round_s_advice_speaks_of_both_regions_counted():
    view = _last_round()
    dist = distances(view.goal, view.round)
    assert dist[8] == 0 and dist[9] == 0
    advice = X.advise(view, 0)
    en = advice.reason.render("en", NAMES)
    ja = advice.reason.render("ja", NAMES)
    assert "Aegyptus (8)" in en and "Britannia (9)" in en, en
    assert "エジプト" in ja and "ブリタニア" in ja, ja
    assert X.fits(advice.reason), en
    if 9 not in advice.action.regions:      # (the lay leaves Britannia to Marcus: it is said)
        assert "Marcus leads 5 to 3" in en, en
    # the Aegyptus lay alone, judged the same way: the other region counted is named
    why = X.reason(view, 0, Select((8, 8, 8))).render("en", NAMES)
    assert "Britannia (9) too: Marcus leads 5 to 3" in why, why


def test_a_lead_that_already_scores_says_what_the_markers_change():
    """"Sicilia (2), counted now, stays 2 to 0" was read when the move took Sicilia from 1 to 2."""
    s = new_game(2, 0, {"goal": "rounds8"})
    s.apply(0, Select((2, 4, 6)))
    s.apply(1, Select((1, 4, 7)))
    view = s.view_for(0)
    assert view.round == 2 and view.board[1] == [1, 0] and distances(view.goal, 2)[2] == 0
    place = X._place_words(view, 0, 2, 1)
    inner = place.params.get("place", place)
    assert inner.key == "imperium.why.now" and inner.params["region"] == region_msg(2), place
    en = inner.render("en", NAMES)
    assert "from 1 to 2 against 0" in en and "stays" not in en, en
    ja = inner.render("ja", NAMES)
    assert "1対0から2対0" in ja, ja


def test_the_advice_heading_is_said_to_the_player():
    s = new_game(2, 1, {})
    seat = s.to_act()[0]
    view = s.view_for(seat)
    lay = X.what(view, seat, Select((2, 5, 9))).render("en", NAMES)
    assert lay.startswith("lay Sicilia (2)"), lay
    fill = X.what(view, seat, Fill((2, 5))).render("en", NAMES)
    assert fill.startswith("put markers on "), fill
    assert X.what(view, seat, Select((2, 5, 9))).render("ja", NAMES).endswith("を選ぶ")
    assert X.what(view, seat, Fill((2, 5))).render("ja", NAMES).endswith("を置く")
