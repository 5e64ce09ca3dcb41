"""CAESAR! in the real game scene: the bag draws after each placement are played by the host
(chance steps), the screen stays with the person who drew, and pass-and-play goes on."""
from __future__ import annotations

import dataclasses
import random

import pytest

pygame = pytest.importorskip("pygame")

from games.core import registry  # noqa: E402
from games.core.chance import CHANCE  # noqa: E402
from games.core.record import Record  # noqa: E402
from games.core.state import SeatInfo  # noqa: E402
from games.seize_rome import INFO  # noqa: E402
from tests.app_kit import make_app, pump  # noqa: E402


def test_two_persons_play_on_through_the_draws(home):
    with registry.registered(dataclasses.replace(INFO, playable=True), "games.seize_rome"):
        app = make_app(home)
        try:
            seats = [SeatInfo("Livia", "human", None, "red"), SeatInfo("Marcus", "human", None, "blue")]
            record = Record("seize_rome", seats, seed=5, options={"expansions": "all"})
            game = app.push("game", record=record)
            rng = random.Random(1)
            moves, lookers = 0, set()
            for _ in range(400):
                state = game.session.state
                if state.is_over() or moves >= 12:
                    break
                top = app.top
                if top.name == "handoff":
                    assert top.reason != "look", "a person was called back to see their own draw"
                    top.confirm()
                elif top is game and game.viewer is not None and game.board.acting and not game.board.busy():
                    lookers.add(game.viewer)
                    assert game.submit(game.viewer, rng.choice(state.legal_actions(game.viewer)))
                    moves += 1
                game.anim.skip()
                pump(app, 1)
            assert moves >= 12 or game.session.state.is_over()
            assert lookers == {0, 1}
            assert sum(1 for seat, _ in record.actions if seat == CHANCE) >= 6
        finally:
            app.quit()
            pygame.event.clear()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_status_line_with_long_names_stays_clear_of_the_buttons(home, lang):
    """The top line names both players; with long names it gets smaller rather than run
    under the Undo button."""
    app = make_app(home)
    try:
        app.set_lang(lang)
        seats = [SeatInfo("Gaius Octavius Thurinus", "human", None, "red"),
                 SeatInfo("Marcus Vipsanius Agrippa", "ai", "easy", "blue")]
        game = app.push("game", record=Record("seize_rome", seats, seed=3))
        pump(app, 3)
        assert game.drawn_status is not None
        assert game.drawn_status.right <= game.undo_button.rect.x, (game.drawn_status, game.undo_button.rect)
    finally:
        app.quit()
        pygame.event.clear()


def test_a_long_japanese_status_goes_on_two_lines_rather_than_being_cut(home):
    """The solo game's Japanese status (「第1手番。残りマーカー：オート・クラッスス12、リウィア12。」,
    read from the board's position) is drawn whole -- on two lines where one is too short --
    above the prompt and clear of the buttons."""
    app = make_app(home)
    try:
        app.set_lang("ja")
        seats = [SeatInfo("リウィア", "human", None, "red"),
                 SeatInfo("オート・クラッスス", "script", "crassus", "blue")]
        game = app.push("game", record=Record("seize_rome", seats, seed=3, options=INFO.default_options()))
        pump(app, 3)
        status = game.render(game.board.status_shown()).replace("\u2060", "")
        assert len(game.status_lines) <= 2, game.status_lines
        assert "".join(game.status_lines) == status, (game.status_lines, status)
        assert game.drawn_status.right <= game.undo_button.rect.x, (game.drawn_status, game.undo_button.rect)
        assert game.drawn_status.bottom <= game.drawn_line.top, (game.drawn_status, game.drawn_line)
    finally:
        app.quit()
        pygame.event.clear()
