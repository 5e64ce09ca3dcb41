"""Caesar XL's March with nothing chosen: the panel offers every stack that may march, the one
the advice names first. It listed only the stacks of three or more (their "choose units"), and
left out the two units of Nova Carthago the advice told the player to force-march."""
from __future__ import annotations

import pytest

from games.app.board import SimpleHost
from games.caesar_xl import rules as R
from games.caesar_xl.scene import Board
from games.caesar_xl.tests.test_caesar_xl_turn import playable  # noqa: F401
from games.caesar_xl.tests.xl_positions import position, put
from games.core.explain import Advice
from games.core.text import Msg


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1280, 800), (1000, 700)])
def test_every_stack_that_may_march_is_offered_the_advised_one_first(lang, size):
    s = position(phase="march", gold=(10, 0))
    put(s, R.CAESAR, "utica", "legion", "legion", "ally")
    put(s, R.CAESAR, "athenae", "legion", "legion", "legion")
    two = put(s, R.CAESAR, "nova_carthago", "legion:veteran", "legion")
    host = SimpleHost(state=s, lang=lang, viewer=R.CAESAR)
    board = host.attach(Board(host), size)
    move = next(a for a in s.legal_actions(R.CAESAR) if isinstance(a, R.Move) and sorted(a.units) == sorted(two))
    host.advice = (R.CAESAR, 0, Advice(move, Msg("caesar_xl.ui.none"), 0.5))
    board._rebuild()
    labels = [b.label for b in board.buttons if b.key[0] in ("choice", "more")]
    name = board.tr("caesar_xl.city.nova_carthago")
    assert labels and name in labels[0], labels
    offered = " ".join(labels)
    more = [b for b in board.buttons if b.key == ("more",)]
    while more and board.tr("caesar_xl.city.athenae") not in offered:     # (pages of them)
        more[0].on_click()
        offered += " ".join(b.label for b in board.buttons if b.key[0] == "choice")
        more = [b for b in board.buttons if b.key == ("more",)]
    for place in ("utica", "athenae"):
        assert board.tr(f"caesar_xl.city.{place}") in offered, offered
    board.choice_page = 0
    board._rebuild()
    first = next(b for b in board.buttons if b.key == ("choice", 0))
    first.on_click()
    assert board.sel_place == "nova_carthago" and sorted(board.sel_group) == sorted(two)
    assert move.path[-1] in board.highlighted()


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1280, 800), (1000, 700)])
def test_the_advised_stacks_row_is_lit_as_its_place_is(lang, size):
    # seen: the row "Stack in Nova Carthago" first in the panel but not lit, its city lit on the map
    from games.app.scenes.game_advice import advised_targets
    s = position(phase="march", gold=(10, 0))
    put(s, R.CAESAR, "utica", "legion", "legion", "ally")
    two = put(s, R.CAESAR, "nova_carthago", "legion:veteran", "legion")
    host = SimpleHost(state=s, lang=lang, viewer=R.CAESAR)
    board = host.attach(Board(host), size)
    move = next(a for a in s.legal_actions(R.CAESAR) if isinstance(a, R.Move) and sorted(a.units) == sorted(two))
    host.advice = (R.CAESAR, 0, Advice(move, Msg("caesar_xl.ui.none"), 0.5))
    board._rebuild()
    row = next(b for b in board.buttons if b.key == ("choice", 0))
    assert board.tr("caesar_xl.city.nova_carthago") in row.label
    lit = advised_targets(board, move)
    assert row.rect in lit, (row.rect, lit)
    assert board.rect_of("place:nova_carthago") in lit
    other = next(b for b in board.buttons if b.key == ("choice", 1))
    assert other.rect not in lit
