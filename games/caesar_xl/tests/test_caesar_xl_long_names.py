"""Long names of persons on the Caesar XL board at small windows, in English and Japanese: each
side box's head and the hand's title read whole (a long name lost its general in the head,
"Maximiliana Aur…", and the hand's title was cut), by a rule: the person's first name with the
general, the name alone, its first word, then that word shortened with a stop."""
from __future__ import annotations

import pytest

from games.app.board import SimpleHost
from games.app.board.host import HostSeat
from games.caesar_xl import rules as R
from games.caesar_xl.scene import Board
from games.caesar_xl.tests.xl_positions import position

SEATS = [HostSeat("Maximiliana Aurelia Severa", kind="human"), HostSeat("Bartholomaeus Octavianus", kind="human")]


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1000, 650), (1000, 700), (760, 566), (760, 616)])
def test_long_names_read_whole_in_the_side_boxes_and_the_hand_title(lang, size):
    s = position(phase="purchase", hands=((), ("domitius", "lepidus", "cassius", "dolabella")), active=R.POMPEY)
    host = SimpleHost(state=s, lang=lang, viewer=R.POMPEY, seats=SEATS)
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
    assert not [h for h in board.drawn_heads if h in cut], (board.drawn_heads, cut)
    assert board.drawn_hand_title not in cut, (board.drawn_hand_title, cut)
    assert all(h.rstrip(".") and SEATS[k].name.startswith(h.split(" (")[0].split("（")[0].rstrip("."))
               for k, h in enumerate(board.drawn_heads)), board.drawn_heads
