"""Advice to accuse, with the accusation dialog open: seen in a real window, the bubble stood
in the middle of the dialog, over the sum advised and the Cancel button, and Esc closed the
dialog, not the bubble. The sum advised is lit, the bubble stands clear of the dialog (at both
window sizes), and Esc puts the bubble away first; the next Esc, a moment later, closes the
dialog."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.app.scenes.game_escape import ESC_AFTER_ADVICE  # noqa: E402
from games.catilina.rules import Accuse  # noqa: E402
from games.core.explain import Advice  # noqa: E402
from games.core.record import Record  # noqa: E402
from games.core.text import Msg  # noqa: E402
from tests.app_kit import make_app, pump, pump_until, seats  # noqa: E402


def esc(app) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b"))
    pump(app, 1)


@pytest.mark.parametrize("size", [(1280, 800), (1000, 650)])
def test_the_bubble_stands_clear_of_the_accusation_and_esc_puts_it_away_first(home, size):
    app = make_app(home, size=size)
    try:
        game = app.push("game", record=Record("catilina", seats("catilina", "haa"), seed=3), autosave_on=False)
        board = game.board
        pump_until(app, lambda: board.acting and not game.busy() and not game.animating(), what="the person's turn")
        seat = game.viewer
        accuse = [a for a in game.session.state.legal_actions(seat) if isinstance(a, Accuse)][6]
        game.advice = (seat, game.generation, Advice(accuse, Msg("core.action", {"seat": seat, "name": "why"}), 0.9))
        board._open_accuse()
        pump(app, 2)
        dialog = board.panels_over()
        assert board.dialog == "accuse" and dialog
        cell = board.rect_of(f"sum:{accuse.total}")
        assert cell in game.advice_lit, (cell, game.advice_lit)
        assert game.advice_rect.collidelist(dialog + [cell]) < 0, (game.advice_rect, dialog)
        esc(app)
        assert game.advice is None and board.dialog == "accuse" and app.top is game
        pump(app, int(ESC_AFTER_ADVICE * 60) + 2)
        esc(app)
        assert board.dialog is None and app.top is game
    finally:
        app.quit()
        pygame.event.clear()


def test_a_question_advised_is_not_lit_across_the_accusation_dialog(app):
    """Advice to ask everyone, then the accusation opened: the table lit ran its gold frame
    across the dialog's title; what a dialog half covers is not lit, and the bubble keeps
    clear of the dialog."""
    from games.catilina.rules import Ask
    game = app.push("game", record=Record("catilina", seats("catilina", "haa"), seed=3), autosave_on=False)
    board = game.board
    pump_until(app, lambda: board.acting and not game.busy() and not game.animating(), what="the person's turn")
    seat = game.viewer
    ask = next(a for a in game.session.state.legal_actions(seat) if isinstance(a, Ask) and a.target < 0)
    game.advice = (seat, game.generation, Advice(ask, Msg("core.action", {"seat": seat, "name": "why"}), 0.9))
    pump(app, 2)
    assert board.rect_of("table") in game.advice_lit          # (the table lit, the dialog shut)
    board._open_accuse()
    pump(app, 2)
    dialog = board.panels_over()
    assert dialog and not any(r.colliderect(dialog[0]) and not dialog[0].contains(r) for r in game.advice_lit)
    assert game.advice_rect.collidelist(dialog) < 0


@pytest.mark.parametrize("size", [pytest.param((1280, 800), marks=pytest.mark.long), (1000, 650)])
@pytest.mark.parametrize("attr", [("colour", 3), ("colour", 1), ("value", 6), ("value", 2)])
def test_the_bubbles_pointer_crosses_no_other_button_of_the_question(home, size, attr):
    """Advice to ask Marcus for yellow cards at 1000x650: the bubble stood right of the question
    dialog and its pointer, drawn to the yellow button, lay over the VI button beside it. The
    pointer goes only to a lit button it reaches across no other (or the gold frames say it)."""
    from games.app.tutorial.bubble import _crosses
    from games.catilina.rules import Ask
    app = make_app(home, size=size)
    try:
        game = app.push("game", record=Record("catilina", seats("catilina", "haa"), seed=3), autosave_on=False)
        board = game.board
        pump_until(app, lambda: board.acting and not game.busy() and not game.animating(), what="the person's turn")
        seat = game.viewer
        ask = Ask((seat + 1) % 3, *attr)
        assert ask in game.session.state.legal_actions(seat)
        sums = Msg("catilina.why.sums_listed", {"n": 7, "sums": [Msg("catilina.why.num", {"v": v}) for v in range(16, 23)]})
        why = Msg("catilina.why.with", {"what": Msg("catilina.why.ask_narrow", {"sums": sums, "k": 3}),
                                        "vs": Msg("catilina.why.vs_not_yet", {"total": 21, "p": 30})})
        game.advice = (seat, game.generation, Advice(ask, why, 0.9))
        pump(app, 2)
        lit = board.rect_of(f"{attr[0]}:{attr[1]}")
        assert lit in game.advice_lit, (lit, game.advice_lit)
        buttons = board.advice_pointer_clear_of()
        assert lit in buttons and len(buttons) > 10, buttons
        pointed = game.advice_pointed
        if pointed is not None:
            shape = game.advice_pointer                    # (the pointer drawn, round what it avoids)
            assert shape is not None
            crossed = [b for b in buttons if not b.colliderect(pointed) and not b.colliderect(game.advice_rect)
                       and _crosses(shape, b)]
            assert not crossed, (pointed, game.advice_rect, crossed)
    finally:
        app.quit()
        pygame.event.clear()
