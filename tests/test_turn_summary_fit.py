"""The "since your last turn" panel fits its board: a long turn of the other side at a small
window is drawn whole in smaller lines, never cut at the panel's bottom."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.app.scenes.turn_summary import TurnSummary  # noqa: E402
from games.core.text import Msg  # noqa: E402
from tests.app_kit import open_app  # noqa: E402


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_long_summary_fits_a_small_board_whole(home, lang):
    with open_app(home, size=(1000, 700)) as app:
        word = "マルクスはレギオンを強行軍させる：ノウァ・カルタゴ → サルディニア。" if lang == "ja" else \
            "Marcus force-marches a legion: Nova Carthago → Sardinia (Carales), paying 1 gold."
        summary = TurnSummary(0, "Since your last turn", [word] * 24, None)
        area = pygame.Rect(0, 0, 760, 616)
        summary.draw(pygame.Surface((1000, 700)), app.fonts, lambda m: m.key if isinstance(m, Msg) else str(m), area)
        assert summary.cut == 0 and area.contains(summary.rect), (summary.cut, summary.drawn_px, summary.rect)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_summary_too_long_for_readable_lines_scrolls_and_says_so(home, lang):
    """At 1000x700 a long turn was drawn at 10 pixels and its last lines cut: the lines keep the
    log's least size (12 pixels) and scroll, by the wheel over the panel or the arrow keys, with
    a bar and words at the foot saying more is below until the last line is in sight."""
    from games.app.scenes.turn_summary import LEAST_PX, summary_input
    from games.core.text import tr
    with open_app(home, size=(1000, 700)) as app:
        word = "マルクスはレギオンを強行軍させる：ノウァ・カルタゴ → サルディニア。" if lang == "ja" else \
            "Marcus force-marches a legion: Nova Carthago → Sardinia (Carales), paying 1 gold."
        lines = [f"{i + 1}. {word}" for i in range(60)]
        summary = TurnSummary(0, "Since your last turn", lines, Msg("app.summary.close_button"))
        area = pygame.Rect(0, 84, 760, 616)
        screen = pygame.Surface((1000, 700))

        def render(m):
            return tr(m.key, lang) if isinstance(m, Msg) else str(m)
        summary.draw(screen, app.fonts, render, area)
        assert summary.drawn_px >= LEAST_PX and summary.cut == 0 and area.contains(summary.rect)
        assert summary.max_scroll > 0 and summary.scroll == 0
        assert summary.foot_words == tr("app.summary.more_below", lang)
        inside = summary.rect.center
        pygame.mouse.set_pos(inside)
        wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, pos=inside)
        assert summary_input(wheel, area, summary) == "keep"
        assert summary.scroll == 3
        down = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0, unicode="")
        for _ in range(summary.max_scroll):
            assert summary_input(down, area, summary) == "keep"
        summary.draw(screen, app.fonts, render, area)
        assert summary.scroll == summary.max_scroll
        assert summary.foot_words == tr("app.summary.close_button", lang)
