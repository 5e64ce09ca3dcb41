"""The top bar's line of what to do never goes stale: while the board still shows the last
move, a line whose addressee has acted since is not shown (Caesar's "choose a card" stayed up
through the struggle's result), and a person who is not to act (waiting, or out of the game) is
told whom everyone waits for, never another player's instruction."""
from __future__ import annotations


import pytest

pygame = pytest.importorskip("pygame")

from games.caesar import rules as R  # noqa: E402
from games.core.record import Record  # noqa: E402
from tests.app_kit import open_app, pump, seats, struggle_game  # noqa: E402


def test_no_choose_a_card_line_while_the_struggles_result_is_shown(home):
    with open_app(home, speed="normal") as app:
        game, frames = struggle_game(app)
        results = 0
        for st in frames:
            if results >= 2:
                break
            line, _thinking = game.turn_line()
            if game.text_held() and st.phase != R.PHASE_STRUGGLE and game.board.duel is not None:
                results += 1 if game.board.duel.face_up else 0
                assert "choose a card" not in line, line
            if game.text_held() and game.held_line_stale() and st.to_act():
                assert line.strip(), "the top line is empty while the board shows the last move"
        assert results, "a struggle's result was shown"


def test_a_person_not_to_act_reads_whom_everyone_waits_for(app):
    game = app.push("game", record=Record("caesar", seats("caesar", "haa"), 7), autosave_on=False)
    game.auto = False
    pump(app)
    st = game.session.state
    while st.to_act() == (0,):
        game.submit(0, st.legal_actions(0)[0])
        pump(app, 30)
        st = game.session.state
    assert 0 not in st.to_act() and game.viewer == 0
    line, _ = game.turn_line()
    assert line == game.render(st.prompt(0)), line
    assert line != game.render(st.prompt(st.to_act()[0]))
