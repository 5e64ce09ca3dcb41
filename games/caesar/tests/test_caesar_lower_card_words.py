"""Why a card rather than a lower one reads as a sentence: 「5ではマルクスのカードのうち1枚にも
勝てない（このカードなら1枚）。」 read as a slot left in a form; the Japanese says what the card
played beats, in words: 「…1枚にも勝てないが、このカードなら1枚に勝てる」."""
from __future__ import annotations

import pytest

from games.core.text import Msg

WHY = "caesar.why."


@pytest.mark.parametrize("key", ["vs.lower", "vs.lower_kept"])
@pytest.mark.parametrize("j", [0, 2])
def test_a_lower_card_s_cost_says_what_this_card_beats_as_a_sentence(key, j):
    few = Msg(WHY + ("few" if j else "few_none"), {"n": j})
    msg = Msg(WHY + key, {"alt": "5", "k": 3, "few": few,
                          "seat_foe": 1, "top": 6})
    ja = msg.render("ja", ["リウィア", "マルクス"]).replace("\u2060", "")
    assert "（このカードなら" not in ja, ja
    assert "が、このカードなら3枚に勝てる" in ja, ja
    en = msg.render("en", ["Livia", "Marcus"])
    assert "where this card beats 3" in en, en
