"""The card advice stood in a column of about 200 pixels beside the struggle panel at 1000x700,
breaking a line every eight characters: in a narrow window the panel leaves room on its right
for a bubble of 240 (280 where the window is wide enough), as far as its ten cards allow, and the
bubble placed there covers neither the panel nor the card."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.app.scenes.game_advice import READABLE_W, bubble_cost, bubble_place  # noqa: E402
from games.app.tutorial.bubble import GAP  # noqa: E402
from games.caesar import rules as R  # noqa: E402
from games.caesar.tests.test_caesar_card_pick import _choosing  # noqa: E402
from games.core.explain import Advice  # noqa: E402
from games.core.text import Msg  # noqa: E402


@pytest.mark.parametrize("size", [(1000, 700), (1000, 650), (1280, 800)])
def test_a_readable_card_bubble_stands_beside_the_struggle_panel(size):
    table = _choosing(size, seats=2, lang="ja")
    board = table.board
    duel = pygame.Rect(board.geo["duel"])
    assert duel.colliderect(board.geo["board"]) and duel.w >= 0.85 * board.geo["board"].w, duel
    wide = READABLE_W if size[0] > 1000 else 240
    assert board.rect.right - duel.right >= wide + GAP + 8, (board.rect, duel)     # (beside it: the gap, the margin)
    card = next(c for c in table.state.hands[0])
    advice = Advice(R.PlayCard(card), Msg("caesar.why.flag", {"n": 2, "square": "C2"}), 0.5)
    target = board.rect_of(f"card:{card}")
    assert target is not None
    area = board.rect.inflate(-16, -16)
    size_ = (wide, 240)
    rect = bubble_place([target], size_, area, [pygame.Rect(b.rect) for b in board.buttons], board.panels_over(),
                        board.advice_keep_clear(advice))
    assert not rect.colliderect(duel) and not rect.colliderect(target), (rect, duel)
    assert bubble_cost(rect, [target, duel], [])[0] == 0
