"""The log keeps pace with the board: a move's own sentence joins the log in the frame its
animation starts (a placement under the banner it brings up, a face-down card under the reveal
it triggers), while a line that tells what the animation is about to show (the cards turned
up, who won the struggle, a region's count) waits until the board has shown it."""
from __future__ import annotations

import random

import pytest

pygame = pytest.importorskip("pygame")

from games.app.scenes.common import readable_log  # noqa: E402
from games.core.record import Record  # noqa: E402
from tests.app_kit import open_app, pump_until, seats, wait_for_computer  # noqa: E402

#: per game, the lines that say what a move's animation reveals
REVEALS = {
    "caesar": {"caesar.ev.revealed", "caesar.ev.won", "caesar.ev.void"},
    "imperium": {"imperium.log.shown", "imperium.log.revealed", "imperium.log.scored", "imperium.log.resolved"},
}


def _heads(entries: list) -> list:
    return [(e.index, e.seat, e.msg) for e in entries if e.seat is not None]


@pytest.mark.parametrize("game_id", sorted(REVEALS))
def test_a_move_s_line_shows_with_its_animation_and_a_reveal_with_the_board(home, game_id):
    with open_app(home, speed="normal") as app:
        game = app.push("game", record=Record(game_id, seats(game_id, "ha"), seed=3), autosave_on=False)
        pump_until(app, lambda: game.board.acting and not game.busy(), what="the person's turn")
        rng = random.Random(5)
        started = held = 0
        for _ in range(6000):
            st = game.session.state
            if st.is_over() or (started >= 6 and held >= 2):
                break
            n = len(game.record.actions)
            if game.viewer in st.to_act() and game.board.acting and not game.busy():
                game.submit(game.viewer, rng.choice(st.legal_actions(game.viewer)))
            if len(game.record.actions) > n and game.board.busy():
                # the frame that starts the move's animation: its own line is in the log already
                assert _heads(game.shown_log) == _heads(readable_log(game.board, game.session))
                started += 1
            app.step(1 / 30)
            wait_for_computer(app)
            full = readable_log(game.board, game.session)
            assert _heads(game.shown_log) == _heads(full), "a move's line waits for its animation"
            told = {(e.index, e.msg.key) for e in game.shown_log}
            hidden = [e for e in full if e.msg.key in REVEALS[game_id] and (e.index, e.msg.key) not in told]
            if game.board.busy() and hidden:
                held += 1
            if not game.board.busy():
                assert not hidden, "a revealed line missing once the board has shown it"
        assert started >= 1 and held >= 1, (started, held)
