"""The asker's "I have seen them" button at one screen shared by several people: once the
cards have come to rest (the button lit) one click hands on, even while the givers'
"passes 2" bubbles still play; before that a click only brings the cards to rest."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.catilina import rules
from games.catilina.rules import Ask
from games.catilina.tests.catilina_scene_kit import _pygame, click, draw, make, step  # noqa: F401


def _ask_one(seed: int = 5):
    """Seat 0 asks seat 1 for what seat 1 holds most of; the board shows seat 0 (the asker)."""
    state, host, board = make(3, seed, {}, "en", 0)
    ask = max((a for a in state.legal_actions(0) if isinstance(a, Ask) and a.target == 1),
              key=lambda a: sum(rules.matches(c, a.kind, a.attr) for c in state.hands[1]))
    step(state, board, 0, 0, ask)
    assert board.holding()
    return state, host, board


def test_a_click_on_the_lit_button_hands_on_while_bubbles_still_play():
    state, host, board = _ask_one()
    surface = pygame.Surface(board.rect.size)
    for _ in range(400):                       # frame by frame until the cards lie in the review
        if board.review_landed():
            break
        draw(board, host, surface, advance=0.02)
    else:
        pytest.fail("the passed cards never came to rest in the review")
    assert board.busy(), "the givers' bubbles still play once the cards have landed"
    assert click(board, ("review_done",))
    assert not board.holding(), "the lit button took a click and did nothing"


def test_a_click_while_the_cards_are_on_their_way_only_brings_them_to_rest():
    state, host, board = _ask_one()
    assert not board.review_landed()
    assert click(board, ("review_done",))
    assert board.holding(), "the asker must see the cards before handing on"
