"""With a stack chosen, the top bar's line (the prompt, then the hint of the stack chosen)
shrank to 12 pixels to hold both: 「リウィア：集団を…仕掛けてください。 — D2を選択中：緑の目標で
同盟、…」. The line keeps a readable size: when both do not fit at it, the hint alone."""
from __future__ import annotations

import random

import pytest

pygame = pytest.importorskip("pygame")

from games.app.scenes.common import fit_text  # noqa: E402
from games.app.scenes.game_top import LINE_PX_LEAST  # noqa: E402
from games.caesar import rules as R  # noqa: E402
from games.core.record import Record  # noqa: E402
from tests.app_kit import make_app, pump_until, seats  # noqa: E402


@pytest.mark.parametrize("size", [(1280, 800), (1000, 650)])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_with_a_stack_chosen_the_line_stays_readable(home, lang, size):
    app = make_app(home, size=size, lang=lang)
    try:
        game = app.push("game", record=Record("caesar", seats("caesar", "ha"), 3), autosave_on=False)
        rng = random.Random(3)
        for _ in range(40):
            pump_until(app, lambda: game.viewer in game.session.state.to_act() and game.board.acting
                       and not game.busy(), what="the person's turn")
            state = game.session.state
            if state.phase == R.PHASE_PLAY:
                break
            game.submit(game.viewer, rng.choice(state.legal_actions(game.viewer)))
        board = game.board
        src = next(a.src for a in game.session.state.legal_actions(game.viewer) if isinstance(a, (R.Ally, R.Struggle)))
        board.selected = src
        board._rebuild()
        app.step(1 / 30)
        words = game.drawn_line_words
        assert game.render(board.hint()) in words, words
        room = game.top_rect.w - 48 - 12
        assert fit_text(app, words, room, 19) >= LINE_PX_LEAST, words
        assert game.drawn_line.h >= app.fonts.get(LINE_PX_LEAST).get_height() - 2, (game.drawn_line, words)
    finally:
        app.quit()
