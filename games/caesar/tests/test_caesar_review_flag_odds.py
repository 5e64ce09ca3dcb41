"""An attack whose card beats every number the defender holds is stopped only by the defender's
flag: its words say so. The review said such a struggle won 「3回中2回」 while the card advice at
that very struggle said the card beats every card but the flag."""
from __future__ import annotations

from games.caesar import explain as X
from games.caesar.rules import FLAG, NEUTRAL, Struggle
from games.caesar.tests.caesar_positions import position
from games.caesar.tests.caesar_positions import sq as _sq

LIVIA, MARCUS = 0, 1


def _state(hands):
    return position({"A1": (LIVIA,) * 3, "A2": (MARCUS,), "E5": (NEUTRAL,), "E4": (MARCUS,)}, turn=13, hands=hands)


def test_odds_only_the_flag_can_spoil_are_said_as_the_flags():
    view = _state([(1, 5, 9), (2, 3, FLAG)]).view_for(LIVIA)
    fight = Struggle(_sq("A1"), _sq("A2"))
    for said in (X.doing(view, LIVIA, fight), X.because(view, LIVIA, fight, public=True)):
        ja = said.render("ja", ["リウィア", "マルクス"])
        assert "マルクスが旗印で無効にしないかぎり必ず" in ja and "回中" not in ja, ja
        assert "unless Marcus spends the flag" in said.render("en", ["Livia", "Marcus"])


def test_odds_without_the_flag_are_counted_as_before():
    view = _state([(1, 5, 9), (2, 3, 8)]).view_for(LIVIA)
    ja = X.doing(view, LIVIA, Struggle(_sq("A1"), _sq("A2"))).render("ja", ["リウィア", "マルクス"])
    assert "旗印" not in ja, ja
