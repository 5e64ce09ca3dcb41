"""Imperium: the advice's words where a player read them wrongly.

- the last round counts two regions: the advice says who leads the other one, since a tie in
  one may leave the game to whoever takes the other;
- markers added to a lead that already scores say what they change (from 1 to 2), never that
  the region "stays" as it was;
- the advice's heading is said to the player ("lay …", 「…を選ぶ」), not a gerund.
"""
from __future__ import annotations

from games.imperium import explain as X
from games.imperium.explain_loss import LOSS_LINES
from games.imperium.rules import Fill, Select, distances, new_game, region_msg
from games.imperium.tests.test_imperium_loss_advice import _last_round as last_round

NAMES = ["Livia", "Marcus"]


def _last_round():
    """Round 8 of two seats (Aegyptus (8) and Britannia (9) counted), Livia to choose: Livia
    leads 15 to 7, Aegyptus stands 1 to 2 and Britannia 3 to 5 (Marcus tied Aegyptus, took
    Britannia's 9 and won 16 to 15 while the advice spoke of Aegyptus alone)."""
    return last_round([1, 2], [3, 5], scores=(15, 7)).view_for(0)


def test_the_last_round_s_advice_speaks_of_both_regions_counted():
    view = _last_round()
    dist = distances(view.goal, view.round)
    assert dist[8] == 0 and dist[9] == 0
    advice = X.advise(view, 0)
    en = advice.reason.render("en", NAMES)
    ja = advice.reason.render("ja", NAMES)
    assert "Aegyptus (8)" in en and "Britannia (9)" in en, en
    assert "エジプト" in ja and "ブリタニア" in ja, ja
    assert X.fits(advice.reason, LOSS_LINES), en      # (with a warning of what Marcus may add)
    if 9 not in advice.action.regions:      # (the lay leaves Britannia to Marcus: it is said)
        assert "Marcus leads 5 to 3" in en, en
    # the Aegyptus lay alone, judged the same way: the other region counted is named
    why = X.reason(view, 0, Select((8, 8, 8))).render("en", NAMES)
    assert "also counted: Britannia (9), Marcus leads 5 to 3" in why, why


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


def test_the_rest_of_the_lay_is_said_of_the_move_with_when_it_is_counted():
    """"Italia (1), counted now, goes 1 to 0, ...; and it leads Sicilia (2) 1 to 0" made the
    region the subject of "leads", and never said why Sicilia: the move leads there, and the
    words say that Sicilia is counted next."""
    s = new_game(2, 0, {"goal": "rounds8"})
    view = s.view_for(0)
    why = X.reason(view, 0, Select((1, 2, 5)))
    also = why.params["what"].params["also"]
    assert also.key == "imperium.why.also.next" and also.params["region"] == region_msg(2), why
    en, ja = why.render("en", NAMES), why.render("ja", NAMES)
    assert en.startswith("scores 1 in Italia (1), counted now"), en
    assert "; and leads Sicilia (2), counted next, 1 to 0." in en and " it leads" not in en, en
    assert "次回集計のシキリア（2）も1対0でリード" in ja, ja
    assert X.fits(why)


def test_the_review_says_what_your_move_left_where_both_moves_read_alike():
    """The review read "Asia (6) instead would not lead Britannia (9)" after two halves word for
    word the same: a region does not lead a region. Where both moves lay the same in the region
    counted now, the review says it once ("Either move: ...") and then what the move played
    left in the region that set them apart, with its markers."""
    from games.core import review as R
    from games.core.explain import Advice, Judgement
    s = new_game(2, 0, {"goal": "rounds8"})
    s.round = 5
    s.board = [list(row) for row in s.board]
    s.board[4], s.board[8] = [1, 0], [1, 1]         # Macedonia (5) led 1 to 0, Britannia (9) 1 to 1
    view = s.view_for(0)
    taken, best = Select((5, 5, 6)), Select((5, 5, 9))
    versus = X._versus(view, 0, best, taken, 2.0, True, review=True)
    j = Judgement(Advice(best, X.reason(view, 0, best), 0.6), taken, 0.4, versus)
    why = R.why_of(X, view, 0, j)
    en, ja = why.render("en", NAMES), why.render("ja", NAMES)
    assert why.key == "core.review.why_same", en
    assert en.startswith("Either move: guards Macedonia (5), counted now"), en
    assert en.endswith("but your move left Britannia (9) level at 1 to 1."), en
    assert "instead" not in en and "would not lead" not in en, en
    assert "あなたの手ではブリタニア（9）が1対1の同点にとどまった" in ja, ja


def test_what_the_other_lay_costs_is_said_in_whole_points_and_whose():
    """"…, Macedonia (5) ends about 2.9 points lower" gave a decimal and nobody it was lower for."""
    view = new_game(2, 0, {"goal": "rounds8"}).view_for(0)
    a, b = Select((1, 1, 8)), Select((1, 3, 8))
    vs = X._versus(view, 0, a, b, 2.9, True)
    assert vs.render("en", NAMES) == "Hispania (3) instead would leave Livia about 3 points worse off by the end"
    assert vs.render("ja", ["リウィア", "マルクス"]) == "ヒスパニア（3）ならリウィアは終局で約3点不利"
    mine = X._versus(view, 0, a, b, 0.6, True, review=True)
    assert mine.render("en", NAMES) == "your move left you about 1 point worse off by the end"
    assert mine.render("ja", NAMES) == "あなたの手では終局で約1点不利だった"
