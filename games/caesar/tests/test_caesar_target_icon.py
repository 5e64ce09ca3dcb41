"""The icon of a target on the Caesar board (the struggle's swords, the alliance's rings)
leaves the stack's count badge readable: at the top right of the square it hid the "3" of the
very stack attacked."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.caesar.board.art import pile_anchor, pile_surface  # noqa: E402
from games.caesar.tests.test_caesar_card_pick import _choosing  # noqa: E402


def _badge(board, stack: tuple, sq: int) -> pygame.Rect:
    """Where the count badge of ``stack`` on ``sq`` is drawn (the pixels a badge changes
    clearly: the surface without it is narrower and cuts the faint shadow's edge)."""
    r = board.geo["radius"]
    base = board.pile_base(sq, len(stack))
    out = []
    for badge in (True, False):
        cols = tuple(board.counter_rgb(c) for c in stack)
        img = pile_surface(cols, r, None, len(stack), board.host.fonts, badge)
        layer = pygame.Surface(board.rect.size, pygame.SRCALPHA)
        layer.blit(img, pile_anchor(img, r, base))
        out.append(layer)
    got = None
    for x in range(board.rect.w):
        for y in range(max(0, int(base[1]) - 4 * r), min(board.rect.h, int(base[1]) + r)):
            a, b = out[0].get_at((x, y)), out[1].get_at((x, y))
            if max(abs(i - j) for i, j in zip(a, b)) > 60:       # (not the faint shadow's edge)
                got = pygame.Rect(x, y, 1, 1) if got is None else got.union(pygame.Rect(x, y, 1, 1))
    assert got is not None
    return got


@pytest.mark.parametrize("count", [2, 3, 4, 6])
def test_a_target_icon_leaves_the_stacks_count_readable(count):
    table = _choosing((1280, 800), seats=2)
    board = table.board
    sq = 12
    size = max(12, int(board.geo["cell"] * 0.3))
    c = board.target_icon_centre(sq, size)
    icon = pygame.Rect(0, 0, size + 6, size + 6)
    icon.center = c
    badge = _badge(board, (1,) * count, sq)
    assert not icon.colliderect(badge), (icon, badge)
