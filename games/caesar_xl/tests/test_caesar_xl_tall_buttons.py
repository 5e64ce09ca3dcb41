"""Caesar XL's two-row choice buttons hold two lines of words at the panel's small font: at
1000x700 in Japanese they were too short for two, and drew one line cut with an ellipsis
(「サロナエで外交：3〜6で成功、3ゴ…」)."""
from __future__ import annotations

import pygame
import pytest

from games.caesar_xl import rules as R
from games.caesar_xl.tests.test_caesar_xl_panel_words import _board, _claims


@pytest.mark.parametrize("lang,size", [("ja", (728, 700)), ("ja", (1000, 650)), ("en", (728, 700)),
                                       ("ja", (1280, 800))])
def test_a_tall_choice_button_reads_whole_on_its_lines(lang, size):
    _host, board = _board(_claims(), size, lang)
    px = board.ui.font_px(15)
    tall = [b for b in board.buttons if isinstance(b.action, R.Claim) and b.rect.h > board.ui.s(28)]
    assert tall or size != (728, 700), [(b.label, b.rect) for b in board.buttons]
    for b in tall:
        least = b.least_px(px)
        assert 2 * board.texts.font(least, True).get_linesize() <= b.rect.h - 4, (b.label, b.rect, least)
        box = pygame.Rect(0, 0, max(8, b.rect.w - b.rect.h // 2), b.rect.h - 4)
        lines, got = board.texts.wrap_fit(b.label, box, px, True, least)
        assert "".join(lines).replace(" ", "") == b.label.replace(" ", "") and "…" not in "".join(lines), lines
        assert len(lines) * board.texts.font(got, True).get_linesize() <= box.h, (lines, got, box)
    bottom = max(b.rect.bottom for b in board.buttons if b.key != ("end",))
    assert bottom <= board.geom["choices"].bottom, (bottom, board.geom["choices"])
