"""A listed move after which the seat's line fell says what it cost in the game's terms: the
move left Pompey alone at Athenae, and the "why" ends "Then Pompey was lost at Athenae.", not
only the better move."""
from __future__ import annotations

import copy

import pytest

pygame = pytest.importorskip("pygame")

from games.app.monkey import finished_record  # noqa: E402
from games.caesar_xl import explain as X  # noqa: E402
from games.caesar_xl.rules import CAESAR, POMPEY  # noqa: E402
from games.caesar_xl.tests.xl_positions import position, put  # noqa: E402
from games.core import review as R  # noqa: E402
from games.core.text import Msg  # noqa: E402
from tests.app_kit import make_app  # noqa: E402
from tests.test_review_point_tips import review_of  # noqa: E402


def _before():
    s = position(markers={"athenae": POMPEY, "roma": POMPEY, "massilia": CAESAR})
    put(s, POMPEY, "athenae", "pompey")
    put(s, POMPEY, "roma", "legion")
    put(s, CAESAR, "massilia", "caesar")
    return s


def test_a_leader_lost_after_the_move_is_said():
    before = _before()
    after = copy.deepcopy(before)
    after.units = {u: t for u, t in after.units.items() if t[1] != "pompey"}
    said = X.befell(before.view_for(POMPEY), after.view_for(POMPEY), POMPEY)
    assert said is not None and said.render("en") == "Then Pompey was lost at Athenae.", said
    assert said.render("ja") == "その後、アテナエでポンペイウスを失った。", said.render("ja")


def test_a_city_taken_after_the_move_is_said():
    before = _before()
    after = copy.deepcopy(before)
    after.units = {u: t for u, t in after.units.items() if t[3] != "roma"}
    put(after, CAESAR, "roma", "legion")
    said = X.befell(before.view_for(POMPEY), after.view_for(POMPEY), POMPEY)
    assert said is not None and said.render("en", ["Livia", "Marcus"]) == "Then Livia took Roma.", said
    assert X.befell(before.view_for(POMPEY), before.view_for(POMPEY), POMPEY) is None


def test_the_review_ends_the_why_with_what_followed(home):
    """Worked out on a played game: every listed move whose chart fell after it and whose seat
    lost a leader or a city in that round says so on its card."""
    record = finished_record("caesar_xl", 3)
    n = len(record.actions)
    slip = R.Slip(4, 0, Msg("core.seat_default", {"n": 1}), Msg("core.seat_default", {"n": 2}), Msg("x"), 0.3, 1,
                  top=0.6, then=Msg("caesar_xl.review.then.leader", {"leader": Msg("caesar_xl.leader.pompey"),
                                                                     "place": Msg("caesar_xl.city.athenae")}))
    app = make_app(home, size=(1280, 800), lang="en")
    try:
        R.keep(record, R.Review([0], {0: [slip]}, [(0, [0.5, 0.5]), (n, [1.0, 0.0])], n, R.span_of(record)))
        scene = review_of(app, record)
        got = scene.review.slips[0][0]
        assert got.then == slip.then, "what followed is not kept with the review"
        assert scene.card_lines(got)[2].endswith(" Then Pompey was lost at Athenae."), scene.card_lines(got)
    finally:
        app.quit()


def test_thens_are_found_on_the_chart_low_after_the_move():
    record = finished_record("caesar_xl", 3)
    n = len(record.actions)
    seat = 0
    state = record.new_state()
    lost_at = None
    for k, (s, a) in enumerate(record.actions):
        before = state.view_for(seat)
        state.apply_trusted(s, a)
        if lost_at is None and k > 2 and X.befell(before, state.view_for(seat), seat) is not None:
            lost_at = k
    assert lost_at is not None, "no loss in this game"
    # (the listed move comes just before the loss: what a move does itself its "why" says)
    chart = [(0, [0.6, 0.4]), (lost_at - 1, [0.6, 0.4]), (lost_at + 1, [0.1, 0.9]), (n, [0.0, 1.0])]
    slip = R.Slip(lost_at - 1, seat, Msg("a"), Msg("b"), Msg("c"), 0.3, 1, top=0.6)
    review = R.thens(X, record, R.Review([seat], {seat: [slip]}, chart, n))
    assert review.slips[seat][0].then is not None, review.slips[seat][0]
