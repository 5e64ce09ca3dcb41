"""The review's body says an attack's odds in another form than its heading's chance to win the
game: 「勝つ見込みが5回に2回ほどから…」 over 「…この闘争に勝つのは5回に2回ほど。あなたの手ではそれを
逃した。」 read as one figure for two things, and as the move played missing its own chance. A
pass that let the other side end the game by passing says so, not "5 counters instead of 6"."""
from __future__ import annotations

from games.caesar import explain as X
from games.caesar.rules import NEUTRAL, Ally, Pass, Place, Struggle
from games.caesar.tests.caesar_positions import position
from games.caesar.tests.caesar_positions import sq as _sq
from games.core import review as R
from games.core.record import Record
from games.core.state import SeatInfo

LIVIA, MARCUS = 0, 1
NAMES = ["Livia", "Marcus"]


def _board(stacks: dict[str, tuple]):
    return position(stacks)



def test_an_attack_in_the_review_says_its_odds_as_times_and_never_gave_that_up():
    s = _board({"A1": (LIVIA,), "B1": (MARCUS,) * 3, "A2": (NEUTRAL,), "E5": (MARCUS,) * 2, "E3": (LIVIA,) * 2,
                "C3": (NEUTRAL,)})
    view = s.view_for(LIVIA)
    attack = Struggle(_sq("A1"), _sq("B1"))
    j = X.judge(view, LIVIA, attack)
    assert j.best.action != attack, j
    ja, en = (R.why_of(X, view, LIVIA, j).render(lang, NAMES) for lang in ("ja", "en"))
    assert "逃した" not in ja and "gave that up" not in en, ja
    assert "回中" in X.doing(view, LIVIA, attack).render("ja", NAMES).replace("\u2060", "")
    assert " time in 5" in X.doing(view, LIVIA, attack).render("en", NAMES)
    assert "回に" not in X.doing(view, LIVIA, attack).render("ja", NAMES)


def test_a_pass_that_lets_the_other_side_end_the_game_says_so():
    s = _board({"A1": (LIVIA,) * 2, "A2": (NEUTRAL,), "E5": (MARCUS,) * 6, "E3": (MARCUS,) * 3, "C1": (LIVIA,) * 2})
    view = s.view_for(LIVIA)
    assert Pass() in view.legal_actions(LIVIA)
    vs = X._versus(view, LIVIA, Ally(_sq("A1"), _sq("A2")), Pass(), 0.3, X.YOURS)
    assert vs is not None and vs.key == X.WHY + "vs.pass_ends", vs
    assert vs.params["k"] == 9 and vs.params["j"] == 4, vs
    ja = vs.render("ja", ["リウィア", "マルクス"])
    assert "マルクス" in ja and "パス" in ja and "9" in ja, ja


def test_a_pass_after_advice_that_lets_the_other_side_end_the_game_says_so():
    """The player asked for advice, then passed behind 5 to 6, and the other side passed and won
    at once. The advice named another alliance than the judge's best, so the review's item was
    built round the advice, and its why lost the judge's words: 「あなたの手ではそれを逃した」."""
    corners = [6, 0, 8, 4, 17, 20, 11, 24, 18, 22]
    rec = Record("caesar", [SeatInfo("マルクス", "ai", "hard"), SeatInfo("リウィア", "human")], seed=3914907259922057516)
    s = rec.new_state()
    for seat, square in enumerate(corners):
        s.apply(seat % 2, Place(square))
    s.apply(0, Ally(17, 16))
    view = s.view_for(1)
    advice = X.advise(view, 1)
    assert advice.action != X.judge(view, 1, Pass()).best.action    # (the path this checks)
    got = R.item(X, view, 1, Pass(), asked=view)
    assert got is not None
    for lang, said in (("ja", "パス"), ("en", "pass")):
        why = got[2].render(lang, ["マルクス", "リウィア"])
        assert said in why and "6" in why and "5" in why, why
        assert "逃した" not in why and "gave that up" not in why, why
