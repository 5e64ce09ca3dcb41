"""A Japanese tooltip is broken between characters by the suite, not cut by pygame_gui with a
hyphen at each end of every line ("クリックすると、-" / "-空いている次の色-"), and a long one
is made wide enough to read in a few lines."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.app.gui import Gui  # noqa: E402


def tip_rows(gui: Gui, text: str) -> tuple[list[str], pygame.Rect]:
    """The rows of text the tooltip for ``text`` lays out, and its rect."""
    anchor = gui.button((100, 100, 200, 40), "x", tooltip=text)
    tip = gui.manager.create_tool_tip(anchor.tool_tip_text, (150, 120), (0, 10), anchor, None)
    try:
        rows = ["".join(getattr(c, "text", "") for c in row.items)
                for row in tip.text_block.text_box_layout.layout_rows]
        return rows, tip.rect.copy()
    finally:
        tip.kill()
        anchor.kill()


@pytest.mark.parametrize("text", [
    "クリックすると、空いている次の色に変わります",
    "毒と境界の支配：二重丸のスペースにはトークンを裏向きに置け、どちらの属州にも数えず、"
    "脇に置いたボーナストークンを1枚ランダムに得る。（クリックすると次の選択肢に変わります）",
])
def test_japanese_tooltip_lines_are_whole(app, text):
    rows, rect = tip_rows(app.gui, text)
    assert rows and all(rows), rows                      # no empty row between lines
    assert not any(r.startswith("-") or r.endswith("-") for r in rows), rows
    assert "".join(rows) == text, rows                   # nothing added, nothing lost
    assert len(rows) <= 6 and rect.height < 200, (rows, rect)   # (lines end between words: one more)


def test_english_tooltip_is_left_to_pygame_gui(app):
    rows, rect = tip_rows(app.gui, "Click to change to the next free colour")
    assert [r.strip() for r in rows] == ["Click to change to the", "next free colour"]
    assert rect.width == 170
