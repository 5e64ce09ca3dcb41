"""The Undo button is drawn as a click on it would find it, from the first frame: seen in a
real window, it looked enabled for one frame after a hand-off was clicked (the click was
refused). The window updates its widgets before the scene, so a button the scene enables or
disables in a frame is given its new look at once (:func:`~games.app.scenes.game_undo.show_enabled`),
and the scene decides after the frame's moves."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.core.record import Record  # noqa: E402
from tests.app_kit import pump, seats, wait_for_computer  # noqa: E402
from tests.test_app_passplay import caesar_before_struggle  # noqa: E402


def drawn_as_it_acts(game) -> bool:
    """True when the Undo button acts as it is drawn: enabled exactly when a click would take
    a move back, and its picture that of its state (no new look waiting for the next frame)."""
    b = game.undo_button
    shape = b.drawable_shape
    ok = game.undo_refusal() is None
    return b.is_enabled == ok and shape.active_state.state_id in (("normal", "hovered") if ok else ("disabled",)) \
        and not shape.has_fresh_surface()


def test_undo_is_drawn_refused_in_the_first_frame_after_a_handoff(app):
    from games.caesar.rules import Struggle
    game = app.push("game", record=caesar_before_struggle())
    pump(app)
    attacker = game.viewer
    assert game.submit(attacker, next(a for a in game.session.state.legal_actions(attacker)
                                      if isinstance(a, Struggle)))
    pump(app)
    assert app.top.name == "handoff"
    app.top.confirm()                   # (the defender has moved nothing: nothing to take back)
    looks = []
    for _ in range(3):
        app.step(1 / 60)
        assert game.undo_refusal() is not None and drawn_as_it_acts(game)
        looks.append(pygame.image.tobytes(app.screen.subsurface(game.undo_button.rect).copy(), "RGB"))
    assert looks[0] == looks[-1], "the first frame drew another Undo button than the next ones"


@pytest.mark.parametrize("game_id, kinds", [("catilina", "hha"), ("caesar", "ha")])
def test_undo_is_drawn_as_it_acts_in_every_frame(app, game_id, kinds):
    """Pass-and-play with a computer, and a person against the computer: moves made, hand-offs
    passed, the computer's moves between."""
    game = app.push("game", record=Record(game_id, seats(game_id, kinds), seed=5), autosave_on=False)
    for _ in range(600):
        if game.session.state.is_over():
            break
        top = app.top
        if top is not game and top.name == "handoff":
            top.confirm()
        elif top is game and game.board.acting and not game.busy() and game.viewer is not None:
            seat = game.viewer
            acts = game.session.state.legal_actions(seat)
            game.submit(seat, acts[len(game.record.actions) % len(acts)])
        wait_for_computer(app)
        app.step(1 / 60)
        if app.top is game:
            assert drawn_as_it_acts(game), (len(game.record.actions), game.undo_refusal())
