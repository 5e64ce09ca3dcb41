"""Noto Sans JP draws "…" at mid-height, the Japanese way: English lines read "the dice are
rolled···". After Latin text the ellipsis is drawn on the baseline, in every text the screens
draw (the fonts) and in pygame_gui's buttons and labels; a Japanese "…" keeps its place."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.app.fonts import Fonts  # noqa: E402


def _ellipsis_ink(font, before: str) -> tuple[int, int]:
    """The highest and lowest rows of ink of the "…" drawn after ``before``, against the
    font's baseline (negative: above it)."""
    whole = font.render(before + "…", True, (0, 0, 0))
    start = font.size(before)[0]
    rows = [y for y in range(whole.get_height()) for x in range(start, whole.get_width())
            if whole.get_at((x, y)).a > 128]
    assert rows, f"no ink after {before!r}"
    base = font.get_ascent()
    return min(rows) - base, max(rows) - base


@pytest.mark.parametrize("before", ["Opening", "the dice are rolled", "Octa"])
def test_an_english_ellipsis_lies_on_the_baseline(before):
    pygame.font.init()
    font = Fonts().get(24)
    top, bottom = _ellipsis_ink(font, before)
    assert top >= -0.2 * 24 and bottom <= 2, (before, top, bottom)


def test_a_japanese_ellipsis_keeps_its_middle_place():
    pygame.font.init()
    font = Fonts().get(24)
    top, _bottom = _ellipsis_ink(font, "読み込み中")
    assert top < -0.2 * 24, top


def test_buttons_and_labels_draw_an_english_ellipsis_on_the_baseline(app):
    button = app.gui.button((10, 10, 200, 40), "Opening…")
    label = app.gui.label((10, 60, 200, 30), "Reading the saved games…")
    assert button.text == "Opening..." and label.text == "Reading the saved games...", (button.text, label.text)
    button.set_text("Starting…")
    label.set_text("読み込み中…")
    assert button.text == "Starting..." and label.text == "読み込み中…", (button.text, label.text)
    for element in (button, label):
        element.kill()
