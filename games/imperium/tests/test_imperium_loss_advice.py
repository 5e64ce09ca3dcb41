"""Imperium: the advice warns where the rival is likely to win back the region it "takes".

In the last round the advice said "takes Aegyptus (8) from Marcus, 3 to 2, scoring 8 now" with
no warning at all; Marcus added two and won it 4 to 3. Mid-game it said "unless Marcus adds 1"
and he added 2. The advice now says how often the rival, by what it is likely to lay face down
(weighed from the asker's view alone), adds enough to win the region, or to tie it where no
tie was said.
"""
from __future__ import annotations

import random

from games.imperium import explain as X
from games.imperium.rules import new_game

NAMES = ["Livia", "Marcus"]
JA = ["リウィア", "マルクス"]


def _last_round(aegyptus, britannia, scores=(20, 0), marcus=None):
    """Round 8 of two seats (Aegyptus (8) and Britannia (9) counted), Livia to choose; when
    ``marcus`` is given, his face-down selection is laid first."""
    rng = random.Random(4)
    s = new_game(2, 4, {"goal": "rounds8"})
    while s.round < 8:
        seat = s.to_act()[0]
        s.apply(seat, rng.choice(s.legal_actions(seat)))
    assert s.phase == "select" and 0 in s.to_act()
    s.scores = list(scores)
    s.board = [list(row) for row in s.board]
    s.board[7], s.board[8] = list(aegyptus), list(britannia)
    s.supply = [6, 6]
    if marcus is not None:
        s.apply(1, X.Select(marcus))
    return s


def test_the_last_round_s_advice_warns_that_marcus_may_win_back_the_region_it_takes():
    s = _last_round([0, 2], [1, 4])
    advice = X.advise(s, 0)
    en, ja = advice.reason.render("en", NAMES), advice.reason.render("ja", JA).replace("\u2060", "")
    assert advice.action.regions == (8, 8, 8), en
    assert "takes Aegyptus (8) from Marcus, 3 to 2" in en, en
    assert "wins it by adding 2 or more (about 1 in 2)" in en, en
    assert "ties Aegyptus (8) by adding 1 (about 1 in 2)" in en, en
    assert "2個以上足すとマルクスのもの（2回に1回ほど）" in ja, ja


def test_a_likely_tie_in_the_last_round_is_said_where_the_reason_had_no_room_for_it():
    s = _last_round([1, 2], [3, 5], scores=(15, 7))
    advice = X.advise(s, 0)
    en, ja = advice.reason.render("en", NAMES), advice.reason.render("ja", JA).replace("\u2060", "")
    assert advice.action.regions == (8, 8, 8), en
    assert "But Marcus ties Aegyptus (8) by adding 2 (about 2 in 5), and a tie scores nothing." in en, en
    assert "マルクスが2個足すとエジプト（8）は同点で点なし（5回に2回ほど）" in ja, ja


def test_the_warning_reads_the_asker_s_view_only():
    """Marcus's face-down selection, whatever it is, changes nothing in Livia's advice."""
    said = {X.advise(_last_round([0, 2], [1, 4], marcus=m), 0).reason.render("en", NAMES)
            for m in ((8, 8, 8), (1, 2, 3), (9, 9, 9))}
    assert len(said) == 1, said
    assert "Aegyptus (8) by adding 2 or more" in said.pop()


def test_a_tie_said_as_about_1_in_2_is_likely():
    assert X._reaches(0.47, X.TIE_LIKELY) and X._reaches(0.5, X.TIE_LIKELY)
    assert not X._reaches(0.4, X.TIE_LIKELY)


def test_what_the_other_lay_gives_up_is_said_as_a_player_would():
    """"still, Sicilia (2) ×2, Macedonia (5) ends about 2.9 points lower" read mechanically."""
    from games.imperium.tests.test_imperium_ties import _round_two
    advice = X.advise(_round_two(), 0)
    en, ja = advice.reason.render("en", NAMES), advice.reason.render("ja", JA).replace("\u2060", "")
    assert "a tie is likely, scoring nothing: Marcus adds 2 (about 3 in 5)" in en, en
    assert "instead would leave Livia about 3 points worse off by the end" in en, en
    assert "ならリウィアは終局で約3点不利" in ja, ja
    assert "lower" not in en and "." not in en.split("about 3")[1].rstrip("."), en


def test_a_review_item_says_the_region_the_move_taken_left_open_to_the_rival():
    """Livia laid Aegyptus ×2 and Britannia in the last round; ×3 there was better: with 2 to 1,
    Marcus wins Aegyptus back by adding 2 or more, which the advice would have warned of."""
    from games.core import review
    view = _last_round([0, 1], [1, 4]).view_for(0)
    j = X.judge(view, 0, X.Select((8, 8, 9)))
    assert j.best.action.regions == (8, 8, 8)
    why = review.why_of(X, view, 0, j)
    en, ja = why.render("en", NAMES), why.render("ja", JA).replace("\u2060", "")
    assert "with your move, Marcus could still win Aegyptus (8) by adding 2 or more (about 2 in 3)" in en, en
    assert "あなたの手では、マルクスが2個以上足すとエジプト（8）はマルクスのものだった（3回に2回ほど）" in ja, ja
