"""Imperium: advice whose own move is likely to tie says why it is still the move.

Round 6 (Asia (6) counted), Marcus one marker up in Asia and very likely to add one more: the
advice laid Asia twice and Britannia once, and said only "a tie is likely (about 19 in 20) if
Marcus adds 1" -- as if 19 in 20 were the chance of a tie once he adds 1, and with no word on
why a move that very likely scores nothing in Asia beats laying a third marker there. The
reason now says the tie plainly (Marcus adds 1, about 19 in 20, and a tie scores nothing) and,
where a move that would lay more in Asia was weighed, what that move gives up.
"""
from __future__ import annotations

from games.imperium import explain as X
from games.imperium.rules import new_game

NAMES = ["Livia", "Marcus"]
JA = ["リウィア", "マルクス"]
#: a game of two seats to Livia's choice in round 6 (Marcus's face-down pick already laid)
SEED = 3490181589015150953
MOVES = [(1, (1, 2, 4)), (0, (1, 2, 3)), (1, (2, 3, 3)), (0, (2, 2, 9)), (1, (5, 9, 9)), (0, (3, 3, 5)),
         (1, (5, 6, 7)), (0, (7, 8, 9)), (1, (5, 7, 8)), (0, (5, 5, 9)), (1, (6, 9, 9))]
ASIA = 6


def _round_six():
    s = new_game(2, SEED, {"goal": "rounds8"})
    for seat, regions in MOVES:
        s.apply(seat, X.Select(regions))
    assert s.round == 6 and s.phase == "select" and s.board[ASIA - 1] == [0, 1]
    return s.view_for(0)


def test_a_likely_tie_in_the_advised_move_is_said_plainly_with_why_it_still_stands():
    view = _round_six()
    assert X.tie_chance(view, 0, ASIA, 1, 1) >= X.TIE_LIKELY
    advice = X.advise(view, 0)
    en, ja = advice.reason.render("en", NAMES), advice.reason.render("ja", JA).replace("\u2060", "")
    assert "if Marcus adds" not in en and "足すと並び" not in ja, (en, ja)
    laid = advice.action.regions.count(ASIA)
    if laid == 2:                   # (a tie likely: the move that lays a third is answered)
        assert "a tie is likely, scoring nothing: Marcus adds 1 (about 19 in 20)" in en, en
        assert "still, Asia (6) ×3 instead would leave Livia about" in en, en
        assert "マルクスが1個足すのは20回に19回ほどで、並べば点なし" in ja, ja
        assert "それでもアジア（6）×3ならリウィアは終局で約" in ja, ja
        assert X.fits(advice.reason, X.STILL_LINES), (en, ja)


def test_the_brief_tie_form_says_who_adds_and_how_often_then_the_tie():
    """Where only the short form fits: "a tie is likely: Marcus adds 2 (about 3 in 5)"."""
    from games.imperium.tests.test_imperium_ties import _round_two
    view = _round_two()
    guard = X.Select((2, 3, 4))
    why = X._tied(view, 0, X._reason(view, 0, guard, {guard: 1.0}, True), brief=True)
    en, ja = why.render("en", NAMES), why.render("ja", JA).replace("\u2060", "")
    assert "a tie is likely: Marcus adds 2 (about 3 in 5)" in en, en
    assert "マルクスが2個足すのは5回に3回ほどで並ぶ" in ja, ja


def test_the_review_never_calls_the_marker_that_avoids_a_likely_tie_idle():
    """The review of laying Asia three times (the move that avoids the tie) said "your extra
    markers in Asia (6) scored nothing more" and gave the better move's reason without the tie:
    a third marker there guards against Marcus's likely one, and the better move says the tie."""
    view = _round_six()
    j = X.judge(view, 0, X.Select((ASIA, ASIA, ASIA)))
    versus = j.versus.render("en", NAMES) if j.versus is not None else ""
    assert "scored nothing more" not in versus, versus
    if j.best.action.regions.count(ASIA) == 2:
        en = j.best.reason.render("en", NAMES)
        assert "Marcus adds 1 (about 19 in 20)" in en, en
