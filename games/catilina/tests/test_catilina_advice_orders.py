"""Catilina's advice names the move as an order, as the other games' advice does ("Advice: lay
Macedonia (5) ×3"): it read "Advice: asking everyone for 5s" and "passing the red 2"."""
from __future__ import annotations

from games.catilina import explain as X
from games.catilina.rules import Accuse, AccuseCard, Ask, EndTurn, Give, new_game

NAMES = ["Livia", "Marcus", "Julia"]


def test_the_move_advised_is_an_order_in_english_and_the_same_in_japanese():
    view = new_game(3, 1, {}).view_for(0)
    said = {a: X.what(view, 0, a) for a in (Ask(-1, "value", 5), Ask(1, "colour", 2), Accuse(14), Give(3),
                                            AccuseCard(3), EndTurn())}
    en = {a: m.render("en", NAMES) for a, m in said.items()}
    assert en[Ask(-1, "value", 5)] == "ask everyone for 5s", en
    assert en[Ask(1, "colour", 2)].startswith("ask Marcus for "), en
    assert en[Accuse(14)] == "accuse the sum 14" and en[EndTurn()] == "end the turn", en
    assert en[Give(3)].startswith("pass the ") and en[AccuseCard(3)].startswith("accuse the "), en
    assert not any(w.split()[0].endswith("ing") for w in en.values()), en
    ja = {a: m.render("ja", NAMES) for a, m in said.items()}
    assert ja[Ask(-1, "value", 5)] == "全員に「5」のカードを求める" and ja[Accuse(14)] == "合計14で告発する", ja
