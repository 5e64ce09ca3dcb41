"""A click on the board while a computer thinks is no move, and the window says so: a toast
names whose thinking it waits for (a square clicked then was taken by the computer with no
word). A click while the person may act as well (a struggle's card, chosen by both at once)
says nothing of the kind."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

pygame = pytest.importorskip("pygame")

from tests.app_kit import board_at_rest, make_app  # noqa: E402


def _click(game, pos) -> None:
    game.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_click_while_the_computer_thinks_says_whose_turn_it_waits_for(home, lang):
    app = make_app(home, lang=lang)
    game = board_at_rest(app, "caesar")
    square = game.board.square_rect(12).center
    name = game.record.seats[1].name
    kept = game.worker
    game.worker = SimpleNamespace(seat=1, done=False)      # (seat 1 thinking, the person not to act)
    game.board.acting = False
    try:
        _click(game, square)
    finally:
        game.worker = kept
    said = [t for t in app.toast_texts() if name in t]
    assert said, app.toast_texts()
    assert ("thinking" in said[0]) if lang == "en" else ("考えています" in said[0]), said


def test_a_click_the_person_may_make_meanwhile_says_nothing_of_thinking(home):
    app = make_app(home)
    game = board_at_rest(app, "caesar")
    kept = game.worker
    game.worker = SimpleNamespace(seat=1, done=False)
    try:
        _click(game, game.board.square_rect(12).center)     # (the person is acting: a move of theirs)
    finally:
        game.worker = kept
    assert not any("thinking" in t for t in app.toast_texts()), app.toast_texts()


def test_a_click_during_an_animation_while_the_computer_thinks_says_so_too(home, monkeypatch):
    """The computer thinks while the person's own move is still drawn: a click then skips the
    animation, and is no move either."""
    app = make_app(home)
    game = board_at_rest(app, "caesar")
    kept = game.worker
    game.worker = SimpleNamespace(seat=1, done=False)
    game.board.acting = False
    monkeypatch.setattr(game.anim, "busy", lambda: True)
    try:
        _click(game, game.board.square_rect(12).center)
    finally:
        game.worker = kept
    assert any(game.record.seats[1].name in t for t in app.toast_texts()), app.toast_texts()
