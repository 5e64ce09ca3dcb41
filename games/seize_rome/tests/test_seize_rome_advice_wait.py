"""Advice asked while Auto-Crassus moves says at once that it comes on the player's turn,
naming him (it was silently held till then, the button only turned to "Stop advice"), and
then comes."""
from __future__ import annotations

import dataclasses
import random

import pytest

pygame = pytest.importorskip("pygame")

from games.core import registry  # noqa: E402
from games.core.record import Record  # noqa: E402
from games.core.state import SeatInfo  # noqa: E402
from games.core.text import Msg  # noqa: E402
from games.seize_rome import INFO  # noqa: E402
from tests.app_kit import make_app, pump, pump_until  # noqa: E402


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_advice_asked_in_auto_crassus_turn_says_it_comes_on_yours(home, lang):
    with registry.registered(dataclasses.replace(INFO, playable=True), "games.seize_rome"):
        app = make_app(home)
        try:
            app.set_lang(lang)
            seats = [SeatInfo("Livia", "human", None, "red"), SeatInfo("Auto-Crassus", "script", "crassus", "blue")]
            record = Record("seize_rome", seats, seed=3, options={"expansions": "base", "difficulty": "normal"})
            game = app.push("game", record=record, autosave_on=False)
            assert game.advice_offered()
            rng = random.Random(2)
            for _ in range(4000):
                state = game.session.state
                if app.top is not game:
                    app.top.confirm()
                elif 1 in state.to_act() and game.advice_due():
                    break
                elif 0 in state.to_act() and game.board.acting and not game.busy() and not game.text_held():
                    assert game.submit(0, rng.choice(state.legal_actions(0)))
                pump(app, 1)
            else:
                raise AssertionError("Auto-Crassus never moved")
            game.toggle_advice()
            said = Msg("app.advice.wait_turn", {"name": "Auto-Crassus"})
            assert [t.msg for t in app.toasts][-1:] == [said]
            assert "Auto-Crassus" in game.render(said) and "{" not in game.render(said)
            assert game.advice_waiting
            pump_until(app, lambda: game.advice is not None or app.top is not game, 6000, "the advice")
            if game.advice is not None:     # (the wait it said is over: a player read it beside the bubble)
                assert said not in [t.msg for t in app.toasts]
        finally:
            app.quit()
            pygame.event.clear()


@pytest.mark.parametrize("lang", [pytest.param("en", marks=pytest.mark.long), "ja"])
def test_advice_asked_while_auto_crassus_move_is_shown_names_him_and_its_toast_clears_the_bubble(home, lang):
    """Asked while Auto-Crassus's move (already made) still plays on the map, the toast names
    him too (not "once the last move has been shown"), and once the bubble comes no toast
    stands over it: at 1000x650 the toast's usual place, low in the middle, would hide the
    bubble's last lines."""
    with registry.registered(dataclasses.replace(INFO, playable=True), "games.seize_rome"):
        app = make_app(home, size=(1000, 650), speed="normal")
        try:
            app.set_lang(lang)
            seats = [SeatInfo("Livia", "human", None, "red"), SeatInfo("Auto-Crassus", "script", "crassus", "blue")]
            record = Record("seize_rome", seats, seed=3, options={"expansions": "base", "difficulty": "normal"})
            game = app.push("game", record=record, autosave_on=False)
            rng = random.Random(2)
            moved = 0
            for _ in range(20000):
                state = game.session.state
                if app.top is not game:
                    app.top.confirm()
                elif moved >= 3 and game.busy() and record.actions[-1][0] == 1 and game.advice_due():
                    break
                elif 0 in state.to_act() and game.board.acting and not game.busy() and not game.text_held():
                    assert game.submit(0, rng.choice(state.legal_actions(0)))
                    moved += 1
                pump(app, 1)
            else:
                raise AssertionError("no move of Auto-Crassus was seen playing")
            game.toggle_advice()
            said = Msg("app.advice.wait_turn", {"name": "Auto-Crassus"})
            assert [t.msg for t in app.toasts][-1:] == [said]
            pump_until(app, lambda: game.advice is not None and not game.board.busy(), 6000, "the advice")
            pump(app, 2)
            app.toast(said)             # (as if pressed a moment later: the toast then outlives the wait)
            bubble = pygame.Rect(game.advice_rect)
            hit = [t.msg for t, _lines, r in app.toast_places(app.screen.get_size()) if r.colliderect(bubble)]
            assert not hit, (hit, bubble)
            low = app.toast_places(app.screen.get_size())[-1][2]     # (a bubble low in the middle, as it
            bubble = game.advice_rect = pygame.Rect(low.x, low.y - 120, low.w, low.h + 120)   # may stand)
            hit = [t.msg for t, _lines, r in app.toast_places(app.screen.get_size()) if r.colliderect(bubble)]
            assert not hit, (hit, bubble)
        finally:
            app.quit()
            pygame.event.clear()
