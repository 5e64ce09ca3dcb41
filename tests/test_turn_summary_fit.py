"""The "since your last turn" panel fits its board: a long turn of the other side at a small
window is drawn whole in smaller lines, never cut at the panel's bottom."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.app.scenes.turn_summary import TurnSummary  # noqa: E402
from games.core.text import Msg  # noqa: E402
from tests.app_kit import make_app  # noqa: E402


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_long_summary_fits_a_small_board_whole(home, lang):
    app = make_app(home, size=(1000, 700))
    try:
        word = "マルクスはレギオンを強行軍させる：ノウァ・カルタゴ → サルディニア。" if lang == "ja" else \
            "Marcus force-marches a legion: Nova Carthago → Sardinia (Carales), paying 1 gold."
        summary = TurnSummary(0, "Since your last turn", [word] * 24, None)
        area = pygame.Rect(0, 0, 760, 616)
        summary.draw(pygame.Surface((1000, 700)), app.fonts, lambda m: m.key if isinstance(m, Msg) else str(m), area)
        assert summary.cut == 0 and area.contains(summary.rect), (summary.cut, summary.drawn_px, summary.rect)
    finally:
        app.quit()
        pygame.event.clear()
