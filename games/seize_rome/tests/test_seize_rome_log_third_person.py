"""The log speaks of the seats by name: Auto-Crassus's Poison line read "a token ... from behind
your screen goes back to your bag" between lines naming Livia."""
from __future__ import annotations

import pytest

from games.seize_rome.moves import CrassusBonus


@pytest.mark.parametrize("seat", [0, 1])
def test_his_poison_line_names_the_seat_poisoned(seat):
    names = ["Livia", "Auto-Crassus"] if seat == 1 else ["Auto-Crassus", "Livia"]
    msg = CrassusBonus("poison", "aegyptus", True).msg(seat)
    en, ja = msg.render("en", names), msg.render("ja", names)
    assert "Livia's screen" in en and "your" not in en, en
    assert "Livia" in ja and "あなた" not in ja, ja
