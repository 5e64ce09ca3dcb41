"""What the advice names can be found where the player looks: a choice of the panel that
concerns a place (a legion recruited in Vercellae) is listed while the advice shows, in its
own place in the list (first here), even where the panel keeps the choices of places for a
click on the map; its button and its place are lit, and the advice says it as its button does
(the place in the panel's form). In Japanese the advice named ウェルケラエ while the panel
listed no choice of it."""
from __future__ import annotations

import pytest

from games.app.board import SimpleHost
from games.app.scenes.game_advice import advised_targets
from games.caesar_xl import rules as R
from games.caesar_xl.scene import Board
from games.caesar_xl.scene_words import place_name
from games.caesar_xl.tests.xl_positions import position, put
from games.core.explain import Advice
from games.core.text import Msg
from games.core.state import SeatInfo

SEATS = [SeatInfo("Livia", "human", None, "red"), SeatInfo("Marcus", "computer", "hard", "blue")]


def _purchase():
    """Caesar's Purchase with gold and many cities: more recruits than the panel holds."""
    markers = {p: R.CAESAR for p in ("vercellae", "massilia", "roma", "aquileia", "lugdunum", "burdigala",
                                     "barcino", "ilerda", "rubicon", "brundisium", "messana", "utica")}
    s = position(phase="purchase", gold=(40, 0), markers=markers)
    put(s, R.CAESAR, "rubicon", "caesar", "legion")
    return s


def _choice_buttons(board):
    return [b for b in board.buttons if b.key and b.key[0] == "choice"]


@pytest.mark.parametrize("size", [(1000, 650), (1280, 800)])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_panel_lists_the_advised_choice_and_the_advice_says_it_as_its_button(lang, size):
    s = _purchase()
    host = SimpleHost(state=s, lang=lang, viewer=R.CAESAR, seats=SEATS)
    board = host.attach(Board(host), size)
    advised = R.Recruit("legion", "vercellae", "standard")
    assert advised in s.legal_actions(R.CAESAR)
    assert board.geom["more"] > 0 and not [b for b in _choice_buttons(board) if b.action == advised], \
        "the panel keeps the recruits for a click on the map"
    host.advice = (R.CAESAR, 0, Advice(advised, Msg("caesar_xl.ui.none"), 0.5))
    board.advice_given(advised)
    buttons = _choice_buttons(board)
    assert buttons and buttons[0].action == advised, [b.label for b in buttons]
    label = buttons[0].label
    assert place_name(board.tr, "vercellae") in label, label
    said = host.render(board.advice_words(advised, R.CAESAR))
    assert said == board.tr("caesar_xl.ui.advice.press", label=label), said
    lit = advised_targets(board, advised)
    assert buttons[0].rect in lit and board.rect_of("place:vercellae") in lit, lit
