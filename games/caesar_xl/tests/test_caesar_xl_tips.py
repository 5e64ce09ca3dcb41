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
