"""A review item says the move played's consequence once: not "With yours: closes Hispania
Citerior 1 to 4 for Livia, to take its Senate token, though ...; your move would close Hispania
Citerior 1 to 4 for Livia, and give ..." (one fact twice, and as the aim of the move a token the
better move took as well)."""
from __future__ import annotations

import pytest

from games.core import review as R
from games.core.explain import YOURS, Advice, Judgement
from games.core.text import Msg

W = "seize_rome.why."
HC = Msg("seize_rome.province.hispania_citerior")
BORDER = Msg("seize_rome.border", {"a": Msg("seize_rome.province.hispania_ulterior"), "b": HC})
SENATE = Msg("seize_rome.bonus.senate")


class _Words:
    """A game whose moves are their own words."""

    @staticmethod
    def doing(view, seat, action):
        return action


def _judgement() -> Judgement:
    taken = Msg(W + "does_border_foe", {"what": Msg(W + "close_lose_bonus", {
        "province": HC, "mine": 1, "theirs": 4, "seat_foe": 0, "bonus": SENATE}), "seat_foe": 0, "border": BORDER})
    best = Msg(W + "close_win_bonus", {"province": HC, "mine": 5, "theirs": 4, "bonus": SENATE})
    versus = Msg(W + "vs.gives_border", {"alt": YOURS, "province": HC, "mine": 1, "theirs": 4, "seat_foe": 0,
                                         "border": BORDER})
    return Judgement(Advice(best, Msg("x"), 0.6), taken, 0.4, versus)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_played_moves_consequence_is_said_once(lang):
    why = R.why_of(_Words, None, 1, _judgement())
    said = why.render(lang)
    lost = {"en": "1 to 4", "ja": "1対4"}[lang]
    assert said.count(lost) == 1, said              # (the move played's closing, once)
    senate = SENATE.render(lang)
    assert said.count(senate) == 1, said            # (the better move's token only: not the move played's aim)
    assert why.key == "core.review.why_instead" and YOURS.render(lang) in said, said


def test_the_card_says_it_under_why(home):
    pytest.importorskip("pygame")
    from games.app.monkey import finished_record
    from tests.app_kit import make_app
    from tests.test_review_point_tips import review_of
    record = finished_record("seize_rome", 2)
    n = len(record.actions)
    why = R.why_of(_Words, None, 1, _judgement())
    slip = R.Slip(4, 0, Msg(W + "alt.place", {"token": Msg("core.seat_default", {"n": 9})}), Msg("x"), why, 0.3, 1)
    app = make_app(home, size=(1280, 800), lang="en")
    try:
        R.keep(record, R.Review([0], {0: [slip]}, [(0, [0.5, 0.5]), (n, [1.0, 0.0])], n, R.span_of(record)))
        scene = review_of(app, record)
        line = scene.card_lines(scene.review.slips[0][0])[2]
        assert line.startswith("Why: closes Hispania Citerior 5 to 4") and ". Instead, your move would close" in line, line
    finally:
        app.quit()
