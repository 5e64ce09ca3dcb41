"""Caesar XL: choosing a marching group by its units' chips. Units of one class are
interchangeable, and the rules leave out a class's last unit whichever chip was clicked: the chip
clicked is the one that shows the change. Two clicks on two ticked "L2" chips once took one legion
out and put it back in (the second chip had become the unticked twin), and all three marched."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from games.app.board import SimpleHost
from games.caesar_xl import INFO
from games.caesar_xl import rules as R
from games.caesar_xl.scene import Board
from games.caesar_xl.tests.xl_positions import position, put
from games.core.record import Record
from games.core.registry import registered
from games.core.session import Session
from games.core.state import SeatInfo
from tests.app_kit import make_app, pump, pump_until


@pytest.fixture(autouse=True)
def playable():
    with registered(dataclasses.replace(INFO, playable=True), "games.caesar_xl"):
        yield


def _move(handle, pos):
    handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def _click(handle, pos):
    _move(handle, pos)
    handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    handle(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))


def _chips(board):
    return [b for b in board.buttons if b.key[0] == "unit"]


def _ticked(board):
    return [b.primary for b in _chips(board)]


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1280, 800), (1000, 700)])
def test_two_clicks_on_two_ticked_chips_leave_two_legions_behind(lang, size):
    s = position(phase="march", gold=(10, 0))
    put(s, R.CAESAR, "massilia", "legion", "legion", "legion")
    host = SimpleHost(state=s, lang=lang, viewer=R.CAESAR)
    board = host.attach(Board(host), size)
    _click(board.handle_event, board.place_point("massilia"))
    muster = next(b for b in board.buttons if b.action == R.Muster("massilia"))
    _click(board.handle_event, muster.rect.center)
    host.settle()
    assert _ticked(board) == [True, True, True]
    second, third = (b.rect.center for b in _chips(board)[1:])
    _click(board.handle_event, second)                      # the pointer moved onto the chip
    host.settle()
    assert _ticked(board) == [True, False, True], "the chip clicked must be the one shown out"
    assert all(b.enabled for b in _chips(board))            # (no chip is held by the pointer guard)
    _click(board.handle_event, third)
    host.settle()
    assert _ticked(board) == [True, False, False]
    assert [type(a) for _seat, a in host.submitted[-2:]] == [R.Leave, R.Leave]
    assert len(s.todo[0][3]) == 1, s.todo
    _click(board.handle_event, second)                      # and back in: a chip toggles itself
    host.settle()
    assert _ticked(board) == [True, True, False] and len(s.todo[0][3]) == 2


def test_in_the_game_the_chips_take_each_click_while_the_game_animates(home):
    """The same in the game scene at the normal animation speed, a few frames between the
    clicks and the pointer moving onto each chip: each click is a move of the record, and the
    two veteran legions of Massilia both stay behind."""
    from games.caesar_xl.tests.test_caesar_xl_turn import _play_until
    seats = [SeatInfo("Livia", "human", None, "red"), SeatInfo("Marcus", "ai", "normal", "blue")]
    session = Session(Record("caesar_xl", seats, seed=3, options={"silver": True}))
    _play_until(session, lambda st: st.phase == "march" and st.active == R.CAESAR and not st.todo)
    app = make_app(home, speed="normal")
    try:
        game = app.push("game", record=session.record.copy(), autosave_on=False)
        pump_until(app, lambda: game.board.acting and not game.anim.busy(), what="Livia's march")
        board = game.board
        _click(app.dispatch, board.place_point("massilia"))
        pump(app, 5)
        muster = next(b for b in board.buttons if b.action == R.Muster("massilia"))
        _click(app.dispatch, muster.rect.center)
        pump_until(app, lambda: len(_chips(board)) == 4, what="the chips")
        assert [b.label for b in _chips(board)][:2] == ["✓ L3★"] * 2
        n = len(game.session.record.actions)
        for chip in (0, 1):
            _click(app.dispatch, _chips(board)[chip].rect.center)
            pump(app, 3)
        assert len(game.session.record.actions) == n + 2
        assert _ticked(board) == [False, False, True, True]
        assert len(game.session.state.todo[0][3]) == 2, "both veterans must stay behind"
    finally:
        app.quit()
        pygame.event.clear()


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1280, 800), (1000, 700)])
def test_each_chip_says_its_unit_whole_at_the_buttons_size(lang, size):
    """At 1000x700 the leaders' chips read 「✓ポンペ…」「✓ドミテ…」 in a smaller font than
    「✓軍3★」: every chip is as wide as its words at the buttons' size, the rows flowing on."""
    from games.caesar_xl.scene_march import BUTTON_PX
    s = position(phase="march", gold=(10, 0))
    put(s, R.POMPEY, "athenae", "pompey", "domitius", "legion:veteran", "legion", "legion")
    s.active = R.POMPEY
    host = SimpleHost(state=s, lang=lang, viewer=R.POMPEY)
    board = host.attach(Board(host), size)
    _click(board.handle_event, board.place_point("athenae"))
    muster = next(b for b in board.buttons if b.action == R.Muster("athenae"))
    _click(board.handle_event, muster.rect.center)
    host.settle()
    chips = _chips(board)
    assert len(chips) == 5
    px = board.ui.font_px(BUTTON_PX)
    for b in chips:
        assert board.texts.width(b.label, px, True) <= b.rect.w - b.rect.h // 2, (b.label, b.rect)
    for i, a in enumerate(chips):
        assert not any(a.rect.colliderect(b.rect) for b in chips[i + 1:]), [b.rect for b in chips]
