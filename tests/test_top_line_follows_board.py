"""The top bar follows what the board shows: while Caesar's struggle cards are still face down
or turning it says they are turned, not already the cards revealed; while they are counted it
says the cards revealed, not already the next player's turn; while the person at the
screen looks at cards shown to them alone (Catilina's asker) it says so, not the next question."""
from __future__ import annotations

import random

import pytest

pygame = pytest.importorskip("pygame")

from games.core.record import Record  # noqa: E402
from tests.app_kit import (  # noqa: E402
    open_app, pump_until, seats, struggle_game, wait_for_computer)


def held_duels(game, frames, showing, most: int = 20):
    """Caesar's struggle on the board at each of ``frames`` (:func:`~tests.app_kit.struggle_game`)
    in which the screen holds the top bar's text and ``showing(duel)`` holds, ``most`` of them."""
    seen = 0
    for _st in frames:
        if seen >= most:
            return
        duel = game.board.duel
        if game.text_held() and duel is not None and showing(duel):
            seen += 1
            yield duel


@pytest.mark.parametrize("lang", [pytest.param("en", marks=pytest.mark.long), "ja"])
def test_while_a_struggle_is_revealed_the_bar_says_the_cards_not_the_next_turn(home, lang):
    with open_app(home, speed="normal", lang=lang) as app:
        game, frames = struggle_game(app)
        seen = 0
        for duel in held_duels(game, frames, lambda duel: duel.face_up and game.held_line_stale()):
            seen += 1
            line, _thinking = game.turn_line()
            if duel.verdict:        # (the verdict given: the bar says the outcome)
                assert line == game.board.told, line
                continue
            assert line != game.whose_turn(), f"the bar says the next turn during the reveal: {line}"
            assert line == game.showing_line() and line.strip()
            assert ("reveals" if lang == "en" else "公開") in line, line
        assert seen, "a struggle's reveal was seen"


@pytest.mark.parametrize("lang", [pytest.param("en", marks=pytest.mark.long), "ja"])
def test_while_the_struggle_cards_still_turn_the_bar_does_not_tell_them(home, lang):
    with open_app(home, speed="normal", lang=lang) as app:
        game, frames = struggle_game(app)
        seen = 0
        for _duel in held_duels(game, frames, lambda duel: duel.revealing and not duel.face_up):
            seen += 1
            line, _thinking = game.turn_line()
            assert line == game.tr("caesar.ui.turning"), f"the bar runs ahead of the flip: {line}"
            assert ("reveals" if lang == "en" else "公開") not in line, line
        assert seen, "a struggle's cards were seen turning"


@pytest.mark.parametrize("lang", [pytest.param("en", marks=pytest.mark.long), "ja"])
def test_under_the_next_rounds_banner_the_bar_says_that_round(home, lang):
    with open_app(home, speed="normal", lang=lang) as app:
        game = app.push("game", record=Record("imperium", seats("imperium", "ha"), 5), autosave_on=False)
        rng = random.Random(1)
        seen = 0
        for _ in range(3000):
            state, board = game.session.state, game.board
            if game.viewer in state.to_act() and board.acting and not game.busy():
                game.submit(game.viewer, rng.choice(state.legal_actions(game.viewer)))
            app.step(1 / 30)
            wait_for_computer(app)
            if board.count is not None and board.count.announcing:
                seen += 1
                line, status = game.turn_line()[0], game.render(board.status_shown() or game.shown_status)
                new = board.tr("imperium.ui.round_banner", round=board.view.round)
                assert line.startswith(new), f"the bar under the banner of {new}: {line}"
                assert status.startswith(new), f"the status under the banner of {new}: {status}"
                if seen > 10:
                    break
        assert seen, "the next round's banner was seen"


def test_while_the_board_holds_what_was_shown_to_the_asker_the_bar_says_they_look(app):
    game = app.push("game", record=Record("catilina", seats("catilina", "haa"), 3), autosave_on=False)
    pump_until(app, lambda: game.viewer is not None and not game.busy(), what="a person at the screen")
    game.board.holding = lambda: True                  # (the asker looks at the cards passed to them)
    line, _ = game.turn_line()
    assert line == game.tr("app.game.looking", name=game.record.seats[game.viewer].name), line
    game.board.holding = lambda: False
    assert game.turn_line()[0] != game.tr("app.game.looking", name=game.record.seats[game.viewer].name)
