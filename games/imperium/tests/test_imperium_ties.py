"""Imperium: a tie scores nothing, and the advice says how likely one is.

- the advice says a likely tie in the region counted now plainly, with its chance, where it
  used to say only "unless Marcus adds 2" (and Marcus laid exactly that): who adds what, and
  how often ("a tie is likely: Marcus adds 2 (about 3 in 5)"), never "... if Marcus adds 2",
  which read as the chance of a tie once he has;
- the advice says what the move does in the region counted now when it lays nothing there.
"""
from __future__ import annotations

import random

from games.imperium import explain as X
from games.imperium.rules import new_game, region_msg

NAMES = ["Livia", "Marcus"]
JA = ["リウィア", "マルクス"]


def _round_two():
    """Round 2 of two seats (Sicilia (2) counted): Livia leads Sicilia 1 to 0 and Marcus, who
    plays the evaluation's best, is likely to lay two there (the advice to guard it with one
    more said "unless Marcus adds 2", and a tie left both with nothing)."""
    s = new_game(2, 0, {"goal": "rounds8"})
    s.apply(0, X.Select((1, 2, 4)))
    s.apply(1, X.Select((3, 4, 9)))
    assert s.round == 2 and s.phase == "select"
    s.board = [list(row) for row in s.board]
    s.board[0:9] = [[0, 0], [1, 0], [0, 1], [1, 1], [0, 0], [0, 0], [0, 0], [0, 0], [0, 1]]
    return s.view_for(0)


def test_a_likely_tie_in_the_region_counted_now_is_said_plainly():
    view = _round_two()
    guard = X.Select((2, 3, 4))                 # (Sicilia 2 to 0: Marcus ties it with 2)
    p = X.tie_chance(view, 0, 2, 2, 1)
    assert p >= X.TIE_RISK, p
    why = X.risks(view, 0, guard, X._reason(view, 0, guard, {guard: 1.0}, True))
    en, ja = why.render("en", NAMES), why.render("ja", JA).replace("\u2060", "")   # (a chance is one glued phrase)
    assert "a tie is likely: Marcus adds 2 (about 3 in 5)" in en, en
    assert "マルクスが2個足すのは5回に3回ほどで並ぶ" in ja, ja
    assert X.fits(why), en
    # the advice itself: where it lays in Sicilia and a tie is a real risk, it says so
    advice = X.advise(view, 0)
    k = advice.action.regions.count(2)
    if k and X.tie_chance(view, 0, 2, 1 + k, 1) >= X.TIE_RISK:
        assert "a tie is" in advice.reason.render("en", NAMES) or "a tie scores nothing" in advice.reason.render("en", NAMES)


def test_advice_that_lays_nothing_in_the_region_counted_now_says_so():
    """Round 6 (Asia (6) counted): the advice laid Gallia and Britannia and said nothing of
    Asia, the one region that scored that round."""
    s = new_game(2, 3, {"goal": "rounds8"})
    rng = random.Random(3)
    while s.round < 6:
        seat = s.to_act()[0]
        s.apply(seat, rng.choice(s.legal_actions(seat)))
    s.board = [[0, 0] for _ in range(9)]
    s.board[5], s.board[6], s.board[8] = [0, 3], [1, 1], [2, 2]
    s.supply = [10, 10]
    view = s.view_for(0)
    for regions in ((7, 9, 9), (7, 7, 9), (8, 9, 9)):
        why = X.risks(view, 0, X.Select(regions), X.reason(view, 0, X.Select(regions)))
        en, ja = why.render("en", NAMES), why.render("ja", JA).replace("\u2060", "")   # (a chance is one glued phrase)
        assert why.key == "imperium.why.skipped" and why.params["skip"].params["region"] == region_msg(6), en
        assert "Asia (6), counted now, gets none" in en, en
        assert "今回のアジア（6）は見送り" in ja, ja
        skip = why.params["skip"]
        assert skip.key == "imperium.why.skip.short" or "Marcus leads it 3 to 0" in en, en
        assert X.fits(why), en
    advice = X.advise(view, 0)
    if 6 not in advice.action.regions:
        assert "Asia (6)" in advice.reason.render("en", NAMES)


def test_a_computers_reason_says_a_likely_tie_as_the_advice_does():
    """A computer guarding Sicilia where Marcus is likely to draw level gave its reason as
    "…, unless Marcus adds 2" while the advice said the tie was likely: its reason says the
    tie as the advice does, in both languages, and still fits the bubble."""
    view = _round_two()
    guard = X.Select((2, 3, 4))
    assert X.tie_chance(view, 0, 2, 2, 1) >= X.TIE_LIKELY
    why = X.reason(view, 0, guard)
    en, ja = why.render("en", NAMES), why.render("ja", JA).replace("\u2060", "")   # (a chance is one glued phrase)
    assert "a tie is likely: Marcus adds 2 (about 3 in 5)" in en and "unless" not in en, en   # (the brief form fits)
    assert "マルクスが2個足すのは" in ja and "5回に3回ほど" in ja, ja
    assert X.fits(why), en
