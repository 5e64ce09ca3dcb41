"""While the person chooses this round's regions the map outlined the regions of their last move,
the round before (Africa ×3 selected, Britannia and Hispania outlined): it read as their current
choice. While they choose, the last-move marker stands on the mover's row, not on the map."""
from __future__ import annotations

import random

import pytest

pygame = pytest.importorskip("pygame")

from games.app.scenes.game_marker import marked_places, marker_rects  # noqa: E402
from games.core.record import Record  # noqa: E402
from tests.app_kit import make_app, pump, seats  # noqa: E402


def _choices_seen(app, seed: int) -> int:
    """A pass-and-play game played at random: the person's choices seen while a move
    with places on the map was marked (each checked)."""
    game = app.push("game", record=Record("imperium", seats("imperium", "hh"), seed), autosave_on=False)
    rng = random.Random(seed)
    board = game.board
    seen = 0
    for _ in range(200):
        pump(app)
        if app.top is not game and app.top.name == "handoff":
            app.top.confirm()
            continue
        state = game.session.state
        if state.is_over():
            break
        if game.viewer not in state.to_act() or game.busy():
            continue
        m = game.marked()
        if board._my_turn_to_select() and m is not None and marked_places(board, m):
            seen += 1
            rects = marker_rects(board, m)
            tags = [pygame.Rect(t) for t in board.geom["tags"].values()]
            assert rects and not any(r in tags for r in rects), "the marker outlines last round's regions"
            assert rects == [board.rect_of(f"seat:{m.seat}")]
        game.submit(game.viewer, rng.choice(state.legal_actions(game.viewer)))
    app.pop()
    return seen


@pytest.mark.parametrize("lang", [pytest.param("en", marks=pytest.mark.long), "ja"])
def test_while_choosing_the_marker_is_on_the_row_not_last_rounds_regions(home, lang):
    app = make_app(home, lang=lang)
    try:
        seen = 0
        for seed in range(1, 5):
            seen += _choices_seen(app, seed)
            if seen:
                break
        assert seen, "the person chose while a move with places on the map was marked"
    finally:
        app.quit()
