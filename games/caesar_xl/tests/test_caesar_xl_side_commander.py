"""A side's box names its living commander: once Caesar has died and Cato leads, the box reads
"Livia (Cato)", not "Livia (Caesar)" (a dead general still named there read as alive)."""
from __future__ import annotations

import pytest

from games.caesar_xl import rules as R
from games.caesar_xl.tests.xl_positions import position, put

HEADS = {"en": ("(Cato)", "(Caesar)", "(Pompey)"), "ja": ("（カト）", "（カエサル）", "（ポンペイウス）")}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_side_box_names_cato_once_he_leads(lang):
    from games.app.board import SimpleHost
    from games.caesar_xl.scene import Board
    s = position(phase="draw")
    put(s, R.CAESAR, "roma", "legion", "cato")
    s.sc[R.CAESAR] = "cato"
    host = SimpleHost(state=s, lang=lang, viewer=R.CAESAR)
    board = host.attach(Board(host), (1280, 800))
    heads = board.side_heads(board.shown, ["", ""])
    cato, caesar, pompey = HEADS[lang]
    assert cato in heads[R.CAESAR] and caesar not in heads[R.CAESAR], heads
    assert pompey in heads[R.POMPEY], heads
    assert cato in board.seat_side(R.CAESAR), board.seat_side(R.CAESAR)
