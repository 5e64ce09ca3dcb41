"""The buttons of a place's choices keep their order while the same choice is open: asking
for advice lights the advised button where it stands and moves none. A player clicking the
top button twice in one place played the card the advice had pushed down (or up) instead."""
from __future__ import annotations

import pytest

from games.app.board import SimpleHost
from games.app.scenes.game_advice import advised_targets
from games.caesar_xl import rules as R
from games.caesar_xl.scene import Board
from games.caesar_xl.tests.test_caesar_xl_advice_listed import SEATS, _purchase
from games.core.explain import Advice
from games.core.text import Msg


def _order(board):
    return [b.action for b in board.buttons if b.key and b.key[0] == "choice"]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_advice_lights_a_places_choice_without_moving_the_buttons(lang):
    s = _purchase()
    host = SimpleHost(state=s, lang=lang, viewer=R.CAESAR, seats=SEATS)
    board = host.attach(Board(host), (1280, 800))
    board.select_place("vercellae")
    before = _order(board)
    assert len(before) >= 2, before
    for advised in reversed(before):                     # (the last one would have come first)
        host.advice = (R.CAESAR, 0, Advice(advised, Msg("caesar_xl.ui.none"), 0.5))
        board.advice_given(advised)
        assert _order(board) == before, (advised, _order(board))
        button = next(b for b in board.buttons if b.key and b.key[0] == "choice" and b.action == advised)
        assert button.rect in advised_targets(board, advised)
    host.advice = None
    board.advice_given(None)
    assert _order(board) == before
