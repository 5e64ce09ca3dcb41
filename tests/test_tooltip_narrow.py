"""A tooltip kept inside narrow bounds (a log column, a panel) wraps to them, between words as
the log does: its box was cut to the bounds while its lines kept the full width, so a Japanese
line ended at the box's edge inside a name (「オート・クラッススはアフ」)."""
from __future__ import annotations

import re

import pytest

pygame = pytest.importorskip("pygame")

from games.app.board.text import Texts  # noqa: E402
from games.app.board.widgets import tip_pads, tooltip_rect  # noqa: E402
from games.app.draw import wrap_text  # noqa: E402
from games.app.fonts import Fonts  # noqa: E402

TEXT = "オート・クラッススはアフリカで最高値のトークンを置き、あなたのリードを取り返す。支配できる属州はここだけ。"
NAMES = re.compile(r"[ァ-ヺー・]{2,}")


@pytest.mark.parametrize("bounds_w", [160, 200, 240, 400])
@pytest.mark.parametrize("px", [12, 14])
def test_a_japanese_tooltip_wraps_inside_narrow_bounds(bounds_w, px):
    texts = Texts(Fonts())
    font = texts.font(px)
    box, lines, px = tooltip_rect(texts, TEXT, (100, 300), pygame.Rect(0, 0, bounds_w, 600), px, 320)
    pad = tip_pads(px)[0]
    assert box.w <= bounds_w and "".join(lines) == TEXT
    for line in lines:
        assert font.size(line)[0] + 2 * pad <= box.w, f"{line!r} is cut at the edge of a {box.w} px box"
    assert lines == wrap_text(font, TEXT, min(320, bounds_w) - 2 * pad)
    joined = "|".join(lines)
    for name in NAMES.findall(TEXT):
        assert name in joined, f"{name} is broken across lines: {lines}"


@pytest.mark.parametrize("px", [12, 15])
def test_a_tooltips_lines_keep_room_from_its_right_frame(px):
    """(「サルディニアとガリアの間の境界スペース：盾」: 盾 stood 4 px from the rounded frame and
    read as touching it.)"""
    texts = Texts(Fonts())
    text = "サルディニアとガリアの間の境界スペース：盾\nサルディニア：4か所中1か所が埋まる"
    box, lines, px = tooltip_rect(texts, text, (300, 300), pygame.Rect(0, 0, 800, 600), px, 480)
    for line in lines:
        assert tip_pads(px)[0] + texts.font(px).size(line)[0] <= box.w - 6, (line, box)
