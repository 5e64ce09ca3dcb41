"""Once a struggle's verdict is given the screen tells its outcome: while the winning stack still
slides onto the loser's (the board already showing the captured pile), the top bar said the cards
revealed (its status the struggle's own line) and the log lacked who won. And the panel writes both sums' totals together: one side
read "2 + 8" beside the other's "2 + 1 = 3" while the two counted up."""
from __future__ import annotations

import random

import pytest

pygame = pytest.importorskip("pygame")

from games.caesar.board.struggle import Duel, both_counted  # noqa: E402
from games.core.record import Record  # noqa: E402
from tests.app_kit import make_app, seats, struggle_frames  # noqa: E402


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_after_the_verdict_the_bar_and_the_log_tell_who_won(tmp_path, lang):
    app = make_app(tmp_path, speed="normal", lang=lang)
    try:
        game = app.push("game", record=Record("caesar", seats("caesar", "ha"), 5), autosave_on=False)
        rng = random.Random(1)
        seen = 0
        for _st in struggle_frames(app, game, rng):
            board = game.board
            if seen >= 12:
                break
            if board.busy() and board.duel is None and board.duel_closed and board.told_all():
                seen += 1
                line, _thinking = game.turn_line()
                assert line == board.told, f"the bar after the verdict: {line}"
                assert ("reveals" if lang == "en" else "公開") not in line, line
                status = game.render(board.status_shown() or game.shown_status)
                assert status == game.render(game.session.state.status()), f"the status after the verdict: {status}"
                logged = [game.render(e.msg) for e in game.shown_log]
                assert board.told in logged, f"the log lacks the outcome while the stacks move: {logged[-3:]}"
        assert seen, "a struggle's stacks were seen moving after its verdict"
    finally:
        app.quit()


def test_no_sum_is_written_whole_before_the_other():
    d = Duel(0, 1, 0, 1, (0, 0), (1, 1), card_a=8, card_d=1, face_up=True, total_a=6, total_d=3)
    assert not both_counted(d)
    d.total_a = 10
    assert both_counted(d)
    d.total_a = d.total_d = None
    assert both_counted(d)
