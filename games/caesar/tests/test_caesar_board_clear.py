"""What the Caesar board draws over its own words stays clear of them:

- the advice bubble stands beside the squares its reason names (a counter it speaks of, not
  only the square advised) and beside the hand, not on them;
- while a struggle's card is chosen, the struggle panel is a dialog of the board
  (``panels_over``): the bubble keeps off it and the cards it lights.
"""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.caesar import rules as R  # noqa: E402
from games.caesar.tests.test_caesar_card_pick import _choosing  # noqa: E402
from games.core.explain import Advice  # noqa: E402
from games.core.text import Msg  # noqa: E402
from tests.app_kit import board_at_rest, make_app  # noqa: E402


@pytest.mark.parametrize("size", [(1280, 800), (1000, 650)])
@pytest.mark.parametrize("named", ["D2", "C1", "B3"])
def test_the_advice_bubble_stands_beside_the_squares_its_reason_names(home, size, named):
    app = make_app(home, size=size)
    game = board_at_rest(app, "caesar")
    why = Msg("caesar.why.just", {"what": Msg("caesar.why.place_clear",
                                              {"square": "B2", "n": 4, "seat_foe": 1, "other": named})})
    game.advice = (0, game.generation, Advice(R.Place(6), why, 0.5))
    game.draw_advice(app.screen)
    bubble = game.advice_rect
    board = game.board
    sq = R.parse_square(named)
    assert not bubble.colliderect(board.square_rect(sq)), (bubble, named)
    assert not bubble.colliderect(board.square_rect(6)), bubble
    assert not bubble.colliderect(board.rect_of("hand")), (bubble, board.rect_of("hand"))


def test_the_struggle_panel_is_a_dialog_the_bubble_keeps_off():
    table = _choosing((1280, 800), seats=2)
    board = table.board
    assert board.panels_over() == [board.geo["duel"]]
    clear = board.advice_keep_clear(Advice(R.PlayCard(9), Msg("caesar.why.flag", {"n": 2, "square": "C2"}), 0.5))
    squares = [board.square_rect(sq) for sq in range(25)]
    assert not [r for r in clear if r in squares], "the squares under the panel are not drawn: nothing of them to keep clear"
    assert clear[:len(board.geo["panels"])] == [pygame.Rect(p) for p in board.geo["panels"]], "the players' panels are"
