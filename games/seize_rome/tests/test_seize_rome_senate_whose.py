"""The Senate advice said "Mauretania is not held" where the player holds it not but the other
seat may: it says whose hold it means, "not held by you" in the advice, the seat's name in a
reason the other seat reads (Auto-Crassus's)."""
from __future__ import annotations

import pytest

from games.seize_rome import explain as X
from games.seize_rome.moves import Bonus, CrassusBonus
from games.seize_rome.rules import new_game


@pytest.mark.parametrize("lang, you", [("en", "not held by you"), ("ja", "あなたが支配していない")])
def test_the_senate_advice_says_held_by_whom(lang, you):
    view = new_game(2, 3, {"expansions": "base"}).view_for(0)
    a = Bonus("senate", "mauritania", True)
    said = X._reason(view, 0, a, {a: 0.5}, True).render(lang)
    assert you in said, said
    other = X.because(view, 0, a).render(lang)        # (a reason the other seat reads)
    assert you not in other, other


def test_auto_crassus_senate_reason_names_him():
    view = new_game(2, 3, {"expansions": "base"}).view_for(1)
    said = X._crassus_bonus(view, 1, CrassusBonus("senate", "mauritania", True)).render("en")
    assert "not held by you" not in said and "not held by" in said, said
