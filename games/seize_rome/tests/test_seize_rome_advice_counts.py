"""CAESAR!'s reasons say a count changed as changed and a close call as what it is:

- a province left one space from closing is 「…のまま」 / "still at" only when the placement
  left its count as it was (「アフリカは6対0のまま」 was said when Africa went from 4 to 6);
- a nearly as good other placement "would do about as well" only when it does the same kind
  of thing (both close a province the same way, or both only add to one): a lead in Italia
  and Macedonia closed and won are said as what the other move does instead.
"""
from __future__ import annotations

import pytest

from games.seize_rome import explain as X
from games.seize_rome.moves import Place
from games.seize_rome.tests.test_seize_rome_advice_words import _views

NAMES = ["Livia", "Marcus"]


@pytest.mark.parametrize("start, games", [(0, 20), pytest.param(20, 60, marks=pytest.mark.long)])
def test_a_count_left_one_space_from_closing_is_still_only_when_unchanged(start, games):
    """(The first twenty games run by default, over the counts asked; the next forty repeat the
    check: ``-m long``.)"""
    changed = kept = 0
    for _s, seat, view in _views(games, 6, 40, seed=40, start=start):
        for a in view.legal_actions(seat):
            if not (isinstance(a, Place) and a.toward):
                continue
            left = X.leaves_one(view, seat, a)
            if not left:
                continue
            what = X.without_bonus(X.reason(view, seat, a).params["what"])
            if not what.key.startswith(X.WHY + "leaves_one"):
                continue
            p = left[0][0]
            same = tuple(view.influence(p)) == tuple(X._after(view, seat, a).influence(p))
            en, ja = what.render("en", NAMES), what.render("ja", NAMES)
            assert ("still at" in en) == same and ("のまま" in ja) == same, (same, en, ja)
            kept += same
            changed += not same
    assert kept >= 3 and changed >= 10, (kept, changed)


def test_about_as_well_only_for_moves_that_do_the_same_kind_of_thing():
    alike = unlike = 0
    for _s, seat, view in _views(40, 6, 40, seed=7):
        places = [a for a in view.legal_actions(seat) if isinstance(a, Place) and a.toward]
        closing = [a for a in places if X._closings(view, seat, a)]
        adding = [a for a in places if not X._closings(view, seat, a)]
        for a, b in [(x, y) for x in adding[:3] for y in closing[:2] + adding[3:5]]:
            if X._same_result(view, seat, a, b):
                continue
            vs = X._close_call(view, seat, b, X._alt(view, seat, b), a)
            en, ja = vs.render("en", NAMES), vs.render("ja", NAMES)
            same_kind = X._kind(view, seat, a) == X._kind(view, seat, b)
            assert ("about as well" in en) == same_kind and ("ほぼ同じで" in ja) == same_kind, (en, ja)
            if not same_kind:
                assert "instead" in en and "代わりに" in ja, (en, ja)
            alike += same_kind
            unlike += not same_kind
    assert alike >= 10 and unlike >= 10, (alike, unlike)


def test_the_review_says_a_lead_given_up_stays_only_when_the_move_left_it():
    """The review's 「あなたの手ではヌミディアが1対1にとどまる」 read as unchanged whether or not
    the move played had added to Numidia."""
    changed = kept = 0
    for _s, seat, view in _views(30, 6, 40, seed=3):
        places = [a for a in view.legal_actions(seat) if isinstance(a, Place) and a.toward]
        for a, b in [(x, y) for x in places[:4] for y in places[4:12]]:
            vs = X._given_up(view, seat, a, b, X._alt(view, seat, b))
            if vs is None or not vs.key.startswith(X.WHY + "vs.lead"):
                continue
            same = tuple(view.influence(a.toward)) == tuple(X._after(view, seat, b).influence(a.toward))
            en, ja = vs.render("en", NAMES), vs.render("ja", NAMES)
            assert ("still at" in en) == same and ("のまま" in ja) == same, (same, en, ja)
            assert "とどまる" not in ja, ja
            kept += same
            changed += not same
    assert kept >= 5 and changed >= 5, (kept, changed)
