"""After an accusation the middle of the board names it as the latest entry (not the question
before it), and the Advice button is off, with its reason, while a player reads their verdict."""
from __future__ import annotations

import random

import pytest

from games.catilina import rules
from games.catilina.rules import Accuse
from games.catilina.tests.catilina_scene_kit import make, show

pygame = pytest.importorskip("pygame")


def _after_a_wrong_accusation(seed=5):
    state = rules.new_game(3, seed, {})
    rng = random.Random(3)
    asked = 0
    while asked < 14 or state.phase != "ask":
        seat = state.to_act()[0]
        state.apply(seat, rng.choice([a for a in state.legal_actions(seat) if not isinstance(a, Accuse)]))
        asked += 1
    seat = state.to_act()[0]
    total = sum(rules.value_of(c) for c in state.conspirators)
    state.apply(seat, next(a for a in state.legal_actions(seat) if isinstance(a, Accuse) and a.total != total))
    return state, seat


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_latest_entry_after_an_accusation_is_the_accusation(lang):
    state, accuser = _after_a_wrong_accusation()
    assert state.phase == "ask" and state.history
    _, host, board = make(3, 5, {}, lang, None)
    show(state, board, None)
    said: list[str] = []
    real = board.blit_fit
    board.blit_fit = lambda surf, text, *a, **k: (said.append(str(text)), real(surf, text, *a, **k))[1]
    board.draw(pygame.Surface((1280, 720)))
    assert board.drawn_latest == "catilina.ui.latest_accusation"
    assert host.tr("catilina.ui.latest_accusation") in said and host.tr("catilina.ui.latest") not in said
    wrong = state.accusations[-1]
    assert board.msg("catilina.ui.rec_wrong", seat=accuser, total=wrong.total) in said


def test_before_any_accusation_the_latest_entry_is_the_question():
    state = rules.new_game(3, 5, {})
    seat = state.to_act()[0]
    state.apply(seat, next(a for a in state.legal_actions(seat) if not isinstance(a, Accuse)))
    while state.phase != "ask":
        s = state.to_act()[0]
        state.apply(s, state.legal_actions(s)[0])
    _, _host, board = make(3, 5, {}, "en", None)
    show(state, board, None)
    board.draw(pygame.Surface((1280, 720)))
    assert board.drawn_latest == "catilina.ui.latest"


@pytest.mark.parametrize("kinds", ["hhh", "hha"])
def test_no_advice_while_the_accuser_reads_their_verdict(home, kinds):
    """The verdict animates, then waits for a click: the whole time the Advice button is off
    and its tooltip says why (it used to be on while the verdict animated)."""
    from games.core.record import Record
    from tests.app_kit import make_app, pump, seats
    app = make_app(home, size=(1024, 640), speed="normal")
    try:
        record = Record("catilina", seats("catilina", kinds), seed=5)
        record.extras["advice"] = {"allowed": True}
        game = app.push("game", record=record, autosave_on=False)
        pump(app)
        app.top.confirm()
        pump(app)
        accuser = game.viewer
        state = game.session.state
        total = sum(rules.value_of(c) for c in state.conspirators)
        wrong = next(a for a in state.legal_actions(accuser) if isinstance(a, Accuse) and a.total != total)
        assert game.advice_button.is_enabled
        assert game.submit(accuser, wrong)
        animated = 0
        for _ in range(200):
            pump(app, 1)
            assert game.board.holding() and app.top is game
            animated += game.board.busy()
            assert not game.advice_button.is_enabled
            assert game.advice_button.tool_tip_text == game.tr("app.advice.not_now")
        assert animated > 10, "the verdict animated"
    finally:
        app.quit()
        pygame.event.clear()
