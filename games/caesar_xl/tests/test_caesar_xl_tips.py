"""One tooltip at a time on the Caesar XL board: at 1000x650 in Japanese the place's tooltip,
the last-move marker's and a card's were drawn at once, overlapping, and a Forum card's
tooltip stood under the advice bubble. The board draws none while the scene's own (the
marker's) is due, and none that would meet the advice bubble."""
from __future__ import annotations

import types

import pygame

from games.app.board import SimpleHost
from games.app.scenes.game import GameScene
from games.caesar_xl import rules as R
from games.caesar_xl.scene import Board
from games.caesar_xl.tests.test_caesar_xl_turn import playable  # noqa: F401
from games.caesar_xl.tests.xl_positions import position, put


def _board():
    s = position(phase="purchase", hands=(("treachery",), ()))
    put(s, R.CAESAR, "massilia", "caesar", "legion")
    host = SimpleHost(state=s, lang="ja", viewer=R.CAESAR)
    return host, host.attach(Board(host), (1000, 650))


def _point(host, board, pos):
    board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    host.draw()


def test_the_place_tip_gives_way_to_the_markers_and_to_the_advice():
    host, board = _board()
    _point(host, board, board.place_point("massilia"))
    first = board.drawn_place_tip
    assert first is not None, "no place tooltip to begin with"
    board.tip_taken = True                     # the last-move marker's tooltip is due there
    host.draw()
    assert board.drawn_place_tip is None
    board.tip_taken, board.tips_clear_of = False, [first]     # the advice bubble stands there
    host.draw()
    assert board.drawn_place_tip is None


def test_a_cards_tip_gives_way_to_the_markers_and_to_the_advice():
    host, board = _board()
    card = next(r for c, r in board.geom["hand"])
    _point(host, board, card.center)
    first = board.drawn_tip
    assert first is not None, "no card tooltip to begin with"
    board.tip_taken = True
    host.draw()
    assert board.drawn_tip is None
    board.tip_taken, board.tips_clear_of = False, [first]
    host.draw()
    assert board.drawn_tip is None


def test_the_game_scene_tells_the_board_before_drawing_it():
    _host, board = _board()
    bubble = pygame.Rect(10, 10, 200, 80)
    game = types.SimpleNamespace(board=board, marker_tip_ready=lambda: True, advice=("advice",), advice_rect=bubble)
    GameScene.board_tips_give_way(game)
    assert board.tip_taken and board.tips_clear_of == [bubble]
    game.marker_tip_ready, game.advice = (lambda: False), None
    GameScene.board_tips_give_way(game)
    assert not board.tip_taken and board.tips_clear_of == []


def test_the_marker_and_the_stack_never_show_their_tooltips_together(home, monkeypatch):
    """In a window the clock runs on while the board draws: the frame owed to the marker's
    tooltip came a moment early, the board (told the marker's was not due) drew the stack's,
    and the marker's, due by the end of that frame, was drawn over it; no frame came after."""
    from games.app.scenes.game_marker import MARKER_TIP_DELAY, LastMove
    from games.caesar_xl.tests.test_caesar_xl_turn import _play_until
    from games.core.record import Record
    from games.core.session import Session
    from games.core.state import SeatInfo
    from tests.app_kit import make_app, pump, pump_until
    seats = [SeatInfo("Livia", "human", None, "red"), SeatInfo("Marcus", "ai", "normal", "blue")]
    session = Session(Record("caesar_xl", seats, seed=3, options={"silver": True}))
    _play_until(session, lambda st: st.phase == "march" and st.active == R.CAESAR and not st.todo)
    st = session.state
    session.act(R.CAESAR, next(a for a in st.legal_actions(R.CAESAR) if isinstance(a, R.Move) and len(a.units) == 4
                               and st.units[a.units[0]][3] == "massilia" and len(a.path) == 1))
    app = make_app(home)
    try:
        game = app.push("game", record=session.record.copy(), autosave_on=False)
        pump_until(app, lambda: game.marked() is not None, what="the march marked")
        game.auto = False
        m = game.marked()
        game.last_move = LastMove(m.index, m.seat, m.action, False)       # (marked on its place)
        pump(app, 2)
        at = game.marker_lit[0].center
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: at)
        game.board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)))
        clock = [100.0]
        monkeypatch.setattr(app, "now", lambda: clock[0])
        draw = game.board.draw

        def drawing_takes_time(surface):
            draw(surface)
            clock[0] += 0.002
        monkeypatch.setattr(game.board, "draw", drawing_takes_time)
        app.frame(1 / 60)
        assert game.board.drawn_place_tip is not None and game.marker_rest is not None
        clock[0] = game.marker_rest + MARKER_TIP_DELAY - 0.001      # (the owed frame, a moment early)
        for _ in range(3):
            app.frame(1 / 60)
            assert game.board.drawn_place_tip is None or game.drawn_marker_tip is None, "two tooltips at once"
            if game.drawn_marker_tip is None:
                assert game.marker_tip_due() is not None, "no frame is owed to the marker's tooltip"
        assert game.drawn_marker_tip is not None
    finally:
        app.quit()
        pygame.event.clear()
