"""The words of Caesar XL's panels are read whole in the usual window (1280x800), in both
languages (the board's part of it): the turn box's "Marcus chooses" when a choice falls to the other side ("Livia
chooses (M…" was cut), each side's box and the choice buttons."""
from __future__ import annotations

import pytest

from games.app.board import SimpleHost
from games.app.board.host import HostSeat
from games.caesar_xl import rules as R
from games.caesar_xl.scene import Board
from games.caesar_xl.scene_info import side_rows
from games.caesar_xl.tests.test_caesar_xl_clicks import _until_the_other_side_chooses
from games.caesar_xl.tests.xl_positions import position, put

NAMES = {"en": ("Livia", "Marcus"), "ja": ("リウィア", "マルクス")}


#: the board's part of a 1280x800 window (the top bar above it, the move log to its right)
BOARD = (975, 715)


def _cut_words(s, lang, viewer, size=BOARD):
    """Draw ``s`` for ``viewer``: the board and every text it had to cut."""
    host = SimpleHost(state=s, lang=lang, viewer=viewer,
                      seats=[HostSeat(NAMES[lang][0], colour="red"), HostSeat(NAMES[lang][1], colour="blue")])
    board = host.attach(Board(host), size)
    cut: list[str] = []
    real_fit = board.texts.fit

    def fit(text, width, px, bold=False, least=10, shrink=True):
        out = real_fit(text, width, px, bold, least, shrink)
        if out[0] != str(text):
            cut.append(str(text))
        return out
    board.texts.fit = fit
    host.draw()
    return board, cut


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_turn_box_says_whole_who_chooses_in_the_other_sides_turn(lang):
    s = _until_the_other_side_chooses()
    board, cut = _cut_words(s, lang, R.POMPEY)
    who = board.tr("caesar_xl.ui.player_chooses", seat=board.name(R.POMPEY), seat_active=board.name(R.CAESAR))
    head = [c for c in cut if c == who or c.startswith(board.tr("caesar_xl.ui.turn", n=1, of=14, year=50)[:3])]
    assert not head, head


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_side_boxes_and_the_diplomacy_buttons_are_read_whole(lang):
    s = position(phase="purchase", gold=(20, 20), markers={"massilia": R.CAESAR, "roma": R.CAESAR})
    put(s, R.CAESAR, "massilia", "legion")
    s.claimed[R.CAESAR] = ["consulship", "governorships", "pontifex_maximus"]
    board, cut = _cut_words(s, lang, R.CAESAR)
    sides = [row for seat in (0, 1) for row in side_rows(board.tr, board.view, seat)]
    assert not [c for c in cut if c in sides], cut
    dipl = [b for b in board.buttons if isinstance(b.action, R.Diplomacy)]
    if not dipl:                                   # (the panel shows a place's choices once it is picked)
        board.sel_place = next(a.target for a in board.legal() if isinstance(a, R.Diplomacy) and a.source)
        board._rebuild()
        cut.clear()                                # (what the panel's making measured is no cut)
        board.host.draw()
        dipl = [b for b in board.buttons if isinstance(b.action, R.Diplomacy)]
    assert dipl, [b.label for b in board.buttons]
    assert not [b.label for b in dipl if b.label in cut], [b.label for b in dipl]
