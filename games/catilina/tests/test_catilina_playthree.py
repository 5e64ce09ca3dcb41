"""What players found confusing in Catilina, each pinned by a check."""
from __future__ import annotations

from games.catilina.rules import card_msg
from games.core.text import Msg

NAMES = ["Livia", "Marcus", "Julia"]


def test_the_japanese_pass_reason_reads_naturally():
    msg = Msg("catilina.why.give_doubt", {"card": card_msg(0), "seat_asker": 2, "n": 2})
    said = msg.render("ja", NAMES)
    assert "ユリア" in said or "Julia" in said
    assert "新しく分かることがいちばん少ない" in said
    assert "伝わることの最も少ないカード" not in said
