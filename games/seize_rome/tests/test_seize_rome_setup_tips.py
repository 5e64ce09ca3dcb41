"""CAESAR!'s set-up: a choice's tooltip never covers Back or Start. Opened under the pointer,
the level's and the expansion's tooltips stood over the Start button, hiding it and taking
the click meant for it."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from tests.app_kit import make_app  # noqa: E402


@pytest.mark.parametrize("lang", [pytest.param("en", marks=pytest.mark.long), "ja"])
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


def _click(app, at) -> None:
    """The pointer moved to ``at`` and clicked there within one frame (as a quick hand does)."""
    pygame.mouse.get_pos = lambda: at
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(1, 1), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1))
    for _ in range(3):
        app.step(1 / 60)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_first_click_on_an_arrow_after_changing_the_expansion_counts(home, monkeypatch, lang):
    """The expansion's tooltip, opened below the pointer, lay over the level's ▶: the first
    click there went to the tooltip and changed nothing."""
    monkeypatch.setattr(pygame.mouse, "get_pos", pygame.mouse.get_pos)     # (restored after)
    app = make_app(home, size=(1000, 700), lang=lang)
    try:
        setup = app.push("setup", game_id="seize_rome")
        for _ in range(3):
            app.step(1 / 60)
        setup.cycle_kind(1, 9)
        app.step(1 / 60)
        exp, level = setup.option_buttons["expansions"], setup.option_buttons["difficulty"]
        _click(app, (exp.rect.x + exp.rect.w * 5 // 6, exp.rect.centery))
        for _ in range(90):                  # (the pointer rests: the expansion's tooltip opens)
            app.step(1 / 60)
        assert exp.tool_tip is not None
        ends = [(level.rect.right - 25, level.rect.centery), (level.rect.x + 25, level.rect.centery)]
        at = next((p for p in ends if exp.tool_tip.rect.collidepoint(p)), ends[0])
        if lang == "ja":                     # (the wide Japanese tooltip lies over the ▶)
            assert exp.tool_tip.rect.collidepoint(at)
        was = setup.options["difficulty"]
        _click(app, at)
        assert setup.options["difficulty"] != was
    finally:
        app.quit()
        pygame.event.clear()
