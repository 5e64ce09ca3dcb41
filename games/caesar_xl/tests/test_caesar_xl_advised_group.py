"""The advice "march veteran Legio X from Roma to Messana" out of a stack of 11: a player clicked
Roma and left ten units out one by one. A click on the advised march's stack now chooses the
group advised (the panel's "Only: veteran Legio X"); with no such advice, the whole stack."""
from __future__ import annotations

from games.app.board import SimpleHost
from games.caesar_xl import rules as R
from games.caesar_xl.scene import Board
from games.caesar_xl.tests.test_caesar_xl_turn import playable  # noqa: F401
from games.caesar_xl.tests.xl_positions import position, put
from games.core.explain import Advice
from games.core.text import Msg


def _roma():
    s = position(phase="march", gold=(10, 0))
    units = put(s, R.CAESAR, "roma", "caesar", "legion", "legion", "ally", "ally")
    host = SimpleHost(state=s, lang="en", viewer=R.CAESAR)
    board = host.attach(Board(host), (1280, 800))
    return s, host, board, units


def test_a_click_on_the_advised_stack_chooses_the_group_advised():
    s, host, board, units = _roma()
    ally = next(u for u in units if s.units[u][1] == "ally")
    move = next(a for a in s.legal_actions(R.CAESAR) if isinstance(a, R.Move) and a.units == (ally,)
                and len(a.path) == 1)
    host.advice = (R.CAESAR, 0, Advice(move, Msg("caesar_xl.ui.none"), 0.5))
    board.select_place("roma")
    assert board.sel_group is not None and [s.units[u][1] for u in board.sel_group] == ["ally"], board.sel_group
    assert move.path[-1] in board.highlighted()
    pressed = [b for b in board.buttons if b.key == ("group", board.sel_group)]
    assert pressed and pressed[0].primary, [b.key for b in board.buttons]


def test_with_no_advice_a_click_on_a_stack_chooses_it_whole():
    s, host, board, units = _roma()
    board.select_place("roma")
    assert board.sel_group is not None and len(board.sel_group) == len(units)
    host.advice = (R.POMPEY, 0, Advice(R.EndPhase(), Msg("caesar_xl.ui.none"), 0.5))    # (not this seat's)
    board.select_place("roma")
    board.select_place("roma")
    assert len(board.sel_group) == len(units)
