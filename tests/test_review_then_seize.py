"""CAESAR!: a listed move after which the seat's line fell says the province the other side
then closed and won (the 4-0 lead the better move made was worth more than the 6-0 played
elsewhere when that province went to the other side)."""
from __future__ import annotations

import copy

from games.seize_rome import explain as S
from games.seize_rome.rules import new_game


def test_a_province_the_other_side_closed_is_said():
    before = new_game(2, 0, {})
    after = copy.deepcopy(before)
    after.closed = set(before.closed) | {"gallia_cisalpina"}
    after.tallies = {**before.tallies, "gallia_cisalpina": (0, 5)}
    said = S.befell(before.view_for(0), after.view_for(0), 0)
    assert said is not None and said.render("en", ["Livia", "Marcus"]) == "Then Marcus closed Gallia Cisalpina 5 to 0.", said
    assert said.render("ja", ["リウィア", "マルクス"]).startswith("その後、マルクスがガリア・キサルピナを5対0で閉じた"), said
    won = copy.deepcopy(after)
    won.tallies["gallia_cisalpina"] = (5, 0)
    assert S.befell(before.view_for(0), won.view_for(0), 0) is None, "a province the seat won is no loss"
