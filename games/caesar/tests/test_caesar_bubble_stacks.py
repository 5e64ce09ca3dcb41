"""The advice bubble's pointer lay across a stack beside the move (hiding it), and the bubble
stood on the player's own stacks while neutral ones were free to cover: its pointer crosses no
stack, and of the stacks it must cover, the mover's own are the last it takes."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.app.tutorial.bubble import _crosses  # noqa: E402
from games.caesar.components import NEUTRAL  # noqa: E402
from tests.app_kit import make_app, pump, pump_until  # noqa: E402
from tests.test_advice_bubble_clear import played  # noqa: E402


@pytest.mark.parametrize("size, lang, moves, seed", [((1000, 700), "ja", 20, 7), ((1280, 800), "en", 24, 7),
                                                      ((1000, 700), "ja", 12, 3)])
def test_the_pointer_crosses_no_stack_and_own_stacks_are_kept_first(home, size, lang, moves, seed):
    app = make_app(home, size=size, lang=lang)
    try:
        game = app.push("game", record=played("caesar", moves, seed=seed), autosave_on=False)
        pump_until(app, lambda: game.board.acting and not game.busy() and not game.animating(),
                   what="the person's turn with nothing moving")
        game.toggle_advice()
        pump_until(app, lambda: game.advice is not None, what="the advice")
        pump(app, 2)
        board = game.board
        stacks = board.advice_pointer_clear_of()
        assert stacks, "every stack on the squares is kept clear of the pointer"
        pointed = game.advice_pointed
        if pointed is not None:
            shape = game.advice_pointer                    # (the pointer drawn, round the stacks)
            crossed = [r for r in stacks if shape is not None and _crosses(shape, r)
                       and not r.colliderect(game.advice_rect) and not r.colliderect(pointed)]
            assert not crossed, (game.advice_rect, pointed, crossed)
        keep = board.advice_keep_clear(game.advice[2])
        named = _named(game)
        mover = board.shown.current
        ranks = [0 if o == mover else 2 if o == NEUTRAL else 1
                 for r in keep for sq in range(25) if sq not in named and board.stack_on(sq)
                 and board.square_rect(sq) == r for o in [board.stack_on(sq)[-1]]]
        assert ranks == sorted(ranks) and 0 in ranks, ranks
    finally:
        app.quit()


def _named(game) -> set[int]:
    """The squares the advice's reason names (kept clear before the rest)."""
    from games.caesar.board.where import SQUARE_NAME
    from games.core.text import parts
    names = {m for m in parts(game.advice[2].reason) if isinstance(m, str) and SQUARE_NAME.match(m)}
    return {"ABCDE".index(n[0]) + 5 * (int(n[1]) - 1) for n in names}
