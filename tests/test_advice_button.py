"""The Advice button of the top bar beside the advice it shows (issue 31): its tooltip, opened
by the pointer resting on it, covered the top of the bubble when the move advised lay near the
top of the board; and its new words after the answer waited for the next event to be drawn."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.app.scenes import game_advice  # noqa: E402
from tests import advice_toy  # noqa: E402
from tests.app_kit import open_app, pump_until  # noqa: E402
from tests.test_app_advice import start  # noqa: E402


@pytest.fixture
def toy(monkeypatch):
    advice_toy.register(monkeypatch)


def shown(app, game) -> None:
    """The person's advice asked and shown."""
    pump_until(app, lambda: game.session.state.to_act() == (1,) and game.advice_refusal() is None,
               what="the person's turn")
    game.toggle_advice()
    pump_until(app, lambda: game.advice is not None, 600, "the advice")


@pytest.mark.parametrize("size", [(1280, 800), (1000, 650)])
def test_the_advice_buttons_tooltip_never_covers_the_bubble(home, toy, monkeypatch, size):
    with open_app(home, size=size) as app:
        game = start(app, "ch")
        b = game.advice_button
        # the bubble at the top of the board under the button, where the tooltip opens (the move
        # advised near the top right of the board: a region's card in Imperium, Gallia in Caesar XL)
        under = pygame.Rect(b.rect.right - 300, game.board_rect.y + 8, 300, 120)
        monkeypatch.setattr(game_advice, "place_bubble", lambda targets, size, area: pygame.Rect(under.topleft, size))
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: b.rect.center)
        shown(app, game)
        tips = []

        def rested() -> bool:        # (frames well past the tooltip's delay, the pointer resting)
            if b.tool_tip is not None:
                tips.append(pygame.Rect(b.tool_tip.rect))
            return len(tips) > 0 or app.frames > start_frame + 180
        start_frame = app.frames
        pump_until(app, rested, 400, "the pointer resting on the button")
        assert game.advice is not None and game.advice_rect.w > 0
        covered = [t for t in tips if t.colliderect(game.advice_rect)]
        assert not covered, f"the tooltip {covered[0]} covers the bubble {game.advice_rect}"
        # put away, the tooltip is back
        game.toggle_advice()
        pump_until(app, lambda: b.tool_tip is not None, 400, "the button's tooltip without a bubble")


def test_the_buttons_new_words_after_the_answer_are_drawn_at_once(home, toy, monkeypatch):
    """The answer came in a frame after which nothing moves: the button, still drawn as "Stop
    advice" (a widget draws new words at its next update), stayed so until the pointer moved."""
    with open_app(home) as app:
        game = start(app, "ch")
        monkeypatch.setattr(game, "frame_interval", lambda: None)     # (the board at rest)
        shown(app, game)
        assert game.advice_button.text == game.tr("app.advice.button")
        assert app.frame_due() == 0.0, "no frame due to draw the button's new words"
