"""A side's box names its living commander: once Caesar has died and Cato leads, the box reads
"Livia (Cato)", not "Livia (Caesar)" (a dead general still named there read as alive)."""
from __future__ import annotations

import pygame
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


@pytest.mark.parametrize("lang,size,names", [("ja", (1000, 700), ("Livia", "Marcus")),
                                             ("ja", (1000, 650), ("Livia", "Marcus")),
                                             ("en", (1000, 650), ("Livia", "Marcus")),
                                             ("ja", (1280, 800), ("Livia", "Marcus")),
                                             ("ja", (728, 700), ("リウィア", "マルクス")),
                                             ("en", (728, 700), ("Maximiliana", "Bartholomew"))])
def test_the_side_box_names_the_commander_at_every_size(lang, size, names):
    # seen: ja at 1000x700 read 「Livia」「Marcus」 alone beside 「25ゴールド」: the gold is shortened first
    from games.app.board import SimpleHost
    from games.app.board.host import HostSeat
    from games.caesar_xl.scene import Board
    s = position(phase="purchase", gold=(25, 38))
    put(s, R.CAESAR, "roma", "legion", "caesar")
    put(s, R.POMPEY, "athenae", "legion", "pompey")
    host = SimpleHost(state=s, lang=lang, viewer=R.CAESAR, seats=[HostSeat(n) for n in names])
    board = host.attach(Board(host), size)
    host.draw()
    _cato, caesar, pompey = HEADS[lang]
    assert caesar in board.drawn_heads[R.CAESAR] and pompey in board.drawn_heads[R.POMPEY], board.drawn_heads
    assert all(str(g) in gold for g, gold in zip((25, 38), board.drawn_golds)), board.drawn_golds
    surface = pygame.Surface(size)
    board.draw(surface)                              # (drawn whole, the gold in its row or the one under it)
    if len(names[0]) > 8:
        return                                       # (a long name: "(no commander)" beside it is not read whole)
    s.sc[R.CAESAR] = None                            # (and a side left without one says so)
    board.set_view(s.view_for(R.CAESAR), R.CAESAR, True)
    host.draw()
    assert board.drawn_heads[R.CAESAR] == board.side_head(board.shown, R.CAESAR), board.drawn_heads
