"""A disabled Advice or Undo button says why when the pointer rests on it. pygame_gui never
hovers a disabled button, so in a real window its tooltip (the reason, as H or Ctrl+Z would
say it) never opened; the game screen's buttons are now hovered while disabled, keep their
disabled look, and open the tooltip with the reason after the usual delay."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from tests import advice_toy  # noqa: E402
from tests.app_kit import open_app  # noqa: E402
from tests.test_app_advice import start  # noqa: E402


@pytest.fixture
def toy(monkeypatch):
    advice_toy.register(monkeypatch)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("which", ["advice_button", "undo_button"])
def test_hovering_a_disabled_button_draws_its_reason(home, toy, monkeypatch, which, lang):
    with open_app(home, lang=lang) as app:
        game = start(app, "ch")          # (the computer to move first: the person may not ask nor undo)
        game.auto = False                # (and it stays so: the computer waits)
        for _ in range(3):
            app.step(1 / 60)
        b = getattr(game, which)
        why = game.advice_refusal() if which == "advice_button" else game.undo_refusal()
        assert why is not None and not b.is_enabled
        before = pygame.image.tobytes(app.screen, "RGB")
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: b.rect.center)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=b.rect.center, rel=(1, 1), buttons=(0, 0, 0)))
        for _ in range(120):             # (two seconds of frames: past the tooltip's delay)
            app.step(1 / 60)
            if b.tool_tip is not None:
                break
        assert b.tool_tip is not None and b.tool_tip.alive(), f"no tooltip on the disabled {which}"
        assert b.tool_tip_text == game.render(why) or b.tool_tip_text.startswith(game.render(why))
        assert b.drawable_shape.active_state.state_id == "disabled", "the disabled button was lit by the pointer"
        app.step(1 / 60)
        tip = pygame.Rect(b.tool_tip.rect).clip(app.screen.get_rect())
        after = app.screen.subsurface(tip).copy()
        was = pygame.image.frombytes(before, app.screen.get_size(), "RGB").subsurface(tip)
        assert pygame.image.tobytes(after, "RGB") != pygame.image.tobytes(was, "RGB"), "the tooltip was not drawn"


@pytest.mark.parametrize("step", [1 / 25, 1 / 4])
def test_a_tooltip_opens_under_a_resting_pointer_in_the_windows_own_loop(home, toy, monkeypatch, step):
    """In a real window the loop draws a frame only when one is due: a widget under the pointer
    gets frames at 30 a second for two seconds after the last input. Those frames stepped the
    widgets by a sixtieth of a second each, so the tooltip's one-second delay was never reached
    before they stopped, and no tooltip opened under a pointer at rest (enabled or not). The
    loop is run here on a clock of its own, each turn a 25th of a second later (a frame drawn
    a little late, as in a real window), or a quarter of a second later (a busy machine: frames
    so slow that the widgets, stepped a tenth of a second a frame like the scenes, did not reach
    the delay before the hover frames stopped)."""
    with open_app(home) as app:
        game = start(app, "ch")
        game.auto = False
        for _ in range(3):
            app.step(1 / 60)
        b = game.advice_button
        assert not b.is_enabled
        clock = [100.0]
        monkeypatch.setattr(app, "now", lambda: clock[0])
        app._last_frame = clock[0]
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: b.rect.center)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=b.rect.center, rel=(1, 1), buttons=(0, 0, 0)))
        for _ in range(int(3 / step)):   # (three seconds: the pointer rests after its one move)
            app.cycle(max_wait=0)
            clock[0] += step
            if b.tool_tip is not None:
                break
        assert b.tool_tip is not None, "no tooltip under the pointer resting on the button"
        assert b.tool_tip_text == game.render(game.advice_refusal())
