"""A button's tooltip in Japanese breaks where Japanese breaks: pygame_gui breaks a line only
at a space and cuts a longer run with a dash on both sides ("あなたの立場なら-" /
"-コンピューターは-"), which read as if the sentence had dashes in it. Every Japanese
tooltip sentence of the window's catalogue is shown in a real pygame_gui tooltip here."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

from games.app.gui import Gui  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


def tooltip_sentences() -> list[str]:
    """The Japanese tooltips of the window's and the games' catalogues (the set-up's choices),
    with sample names filled in."""
    out = []
    for path in sorted((ROOT / "games").glob("*/text_ja.json")):
        cat = json.loads(path.read_text(encoding="utf-8"))
        out += [re.sub(r"\{\w+\}", "リウィア", text) for key, text in cat.items()
                if key.split(".")[-1].startswith("tip")]
    assert len(out) > 10, "the catalogues have fewer tooltips than they had"
    return out


def shown_rows(gui: Gui, button, text: str) -> tuple[list[str], int]:
    """The rows a tooltip of ``text`` over ``button`` shows, and the tooltip's width."""
    tip = gui.manager.create_tool_tip(text, (40, 40), (0, 12), button, None)
    gui.manager.update(0.05)
    rows = ["".join(getattr(item, "text", "") for item in row.items)
            for row in tip.text_block.text_box_layout.layout_rows]
    width = tip.text_block.rect.width
    tip.kill()
    return rows, width


def test_japanese_tooltips_break_without_dashes(app):
    gui = app.gui
    button = gui.button((10, 10, 120, 32), "助言", tooltip="x")
    cut = []
    for text in tooltip_sentences():
        rows, width = shown_rows(gui, button, text)
        assert "".join(rows).replace(" ", "") == text.replace(" ", ""), (text, rows)
        assert width >= 240, f"a Japanese tooltip {width} pixels wide holds too few characters a line"
        cut += [(text, rows) for row in rows if row.endswith("-") and "-" not in text]
    assert not cut, f"tooltips cut with a dash: {cut[:3]}"
