"""Advice pressed while moves are still shown at the end of a solo game (Auto-Crassus's last
turn playing on the map) says it comes once the last move has been shown, not 「助言は手番の人
だけが求められます。」 ("only a person whose turn it is", which read oddly against the computer's
move), in a small toast as wide as its words, clear of both seats' boxes and the screen: the
refusal stood across the window's width over all three."""
from __future__ import annotations

import dataclasses

import pytest

pygame = pytest.importorskip("pygame")

from games.core import registry  # noqa: E402
from games.core.text import Msg  # noqa: E402
from games.seize_rome import INFO  # noqa: E402
from tests.app_kit import make_app, pump_until  # noqa: E402
from games.seize_rome.tests.seize_rome_scene_kit import solo_record  # noqa: E402


@pytest.mark.parametrize("lang, size", [("ja", (1000, 700)), ("en", (1000, 650)),
                                        pytest.param("ja", (1280, 800), marks=pytest.mark.long)])
def test_advice_pressed_while_the_end_is_shown_waits_in_a_small_toast_clear_of_the_seats(home, monkeypatch,
                                                                                       lang, size):
    with registry.registered(dataclasses.replace(INFO, playable=True), "games.seize_rome"):
        app = make_app(home, size=size)
        try:
            app.set_lang(lang)
            record = solo_record()
            game = app.push("game", record=record, autosave_on=False)
            pump_until(app, lambda: 0 in game.session.state.to_act() and not game.busy(), 6000, "Livia's turn")
            state = game.session.state
            monkeypatch.setattr(type(state), "is_over", lambda self: True)     # (the rules ended it; the
            monkeypatch.setattr(game, "busy", lambda: True)         # screen still plays his last move)
            game.toggle_advice()
            said = Msg("app.advice.wait")
            assert [(t.msg, t.kind) for t in app.toasts][-1:] == [(said, "info")]
            place = app.toast_places(app.screen.get_size())[-1][2]
            words = app.fonts.get(18).size(game.render(said))[0]
            assert place.w <= words + 40 < app.screen.get_width() - 80, (place, words)
            for part in ("seat:0", "seat:1", "screen"):
                assert not place.colliderect(game.board.rect_of(part)), (part, place)
        finally:
            app.quit()
            pygame.event.clear()
