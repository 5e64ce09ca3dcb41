"""An empty screen at the start of a turn loses the game (the Poison rule): the end text said
"(8 in the bag.) Could not draw to refill it.", which read as a draw that failed. Both languages
state the rule: one token is drawn a turn, so a screen that Poison empties loses."""
from __future__ import annotations

from games.core.text import Msg


def test_the_end_text_of_an_emptied_screen_states_the_one_draw_rule():
    for key, params in (("seize_rome.end.why.poisoned", {"seat": 1, "seat_loser": 0, "token": "x"}),
                        ("seize_rome.end.why.empty", {"seat": 0, "n": 8})):
        en, ja = Msg(key, params).render("en"), Msg(key, params).render("ja")
        assert "one token a turn" in en and "screen that Poison empties loses" in en, en
        assert "1手番に1枚" in ja and "毒でついたての内側が空になれば負け" in ja, ja

