"""Every choice button's words read whole: on one line, or wrapped on the two lines of a tall
button, else in their short form (the claim 「徴税請負人を獲得（2ゴールド、フォルム オプティマテス2 →」
was cut after its arrow on a tall button at 1000x700)."""
from __future__ import annotations

import pygame
import pytest

from games.app.board import SimpleHost
from games.caesar_xl import components as C
from games.caesar_xl import rules as R
from games.caesar_xl.scene import Board
from games.caesar_xl.tests.xl_positions import position, put


def forum_with_claims():
    """Pompey at Optimates 2 in his Forum phase, two Forum cards to claim (one for gold)."""
    squares = [c.id for c in C.TOPO.cities if c.shape == "square" and c.region != "Italia"][:3]
    s = position(phase="forum", active=R.POMPEY, gold=(10, 10),
                 markers={p: R.POMPEY for p in ["roma", "pergamum"] + squares})
    put(s, R.POMPEY, "roma", "pompey", "legion")
    put(s, R.CAESAR, "massilia", "caesar", "legion")
    s.forum = ["publicani", "governorships"]
    for c in s.forum:
        s.deck.draw(c)
    return s


def read_whole(board, b) -> bool:
    texts, least = board.texts, b.least_px(board.ui.font_px(15))
    if b.fits(texts, board.ui.font_px(15)):
        return True
    box = pygame.Rect(0, 0, max(8, b.rect.w - b.rect.h // 2), b.rect.h - 4)
    lines, px = texts.wrap_fit(b.label, box, board.ui.font_px(15), True, least)
    return 2 * texts.font(least, True).get_linesize() <= b.rect.h - 4 and \
        len(lines) * texts.font(px, True).get_linesize() <= box.h


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1280, 800), (1000, 700), (1000, 650), (760, 566)])
def test_every_choice_button_reads_whole(lang, size):
    s = forum_with_claims()
    claims = [a for a in s.legal_actions(R.POMPEY) if isinstance(a, R.Claim)]
    assert {a.card for a in claims} == {"publicani", "governorships"}, s.legal_actions(R.POMPEY)
    host = SimpleHost(state=s, lang=lang, viewer=R.POMPEY)
    board = host.attach(Board(host), size)
    host.draw()
    buttons = [b for b in board.buttons if isinstance(b.key, tuple) and b.key[:1] == ("choice",)]
    assert any(isinstance(b.action, R.Claim) for b in buttons)
    cut = [(b.label, b.rect) for b in buttons if not read_whole(board, b)]
    assert not cut, cut
