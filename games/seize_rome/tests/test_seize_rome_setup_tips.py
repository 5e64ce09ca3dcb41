"""CAESAR!'s set-up: a choice's tooltip never covers Back or Start. Opened under the pointer,
the level's and the expansion's tooltips stood over the Start button, hiding it and taking
the click meant for it."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from tests.app_kit import make_app  # noqa: E402


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_no_choice_tooltip_covers_start_or_back(home, monkeypatch, lang):
    app = make_app(home, size=(1000, 700), lang=lang)
    try:
        setup = app.push("setup", game_id="seize_rome")
        for _ in range(3):
            app.step(1 / 60)
        setup.cycle_kind(1, 9)               # (solo: Auto-Crassus's level and game rows too)
        app.step(1 / 60)
        keep = [setup.start_button.rect, setup.back_button.rect]
        covered, shown = [], 0
        for b in [w for w in setup.widgets if getattr(w, "tool_tip_text", None)]:
            at = (b.rect.right - b.rect.w // 3, b.rect.bottom - 4)
            monkeypatch.setattr(pygame.mouse, "get_pos", lambda at=at: at)
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(1, 1), buttons=(0, 0, 0)))
            for _ in range(120):             # (two seconds of frames: past the tooltip's delay)
                app.step(1 / 60)
                if b.tool_tip is not None:
                    break
            if b.tool_tip is not None:
                shown += 1
                app.step(1 / 60)
                if pygame.Rect(b.tool_tip.rect).collidelist(keep) >= 0:
                    covered.append(b.tool_tip_text[:40])
        assert shown >= 3
        assert not covered, covered
    finally:
        app.quit()
        pygame.event.clear()
