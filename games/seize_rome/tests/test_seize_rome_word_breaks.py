"""Lines break between words, never inside one: the log, the panels and the tooltips broke
「トークン1｜枚ごとに」, 「巻き｜返す」, 「より｜良い手」, 「あと｜4枚」, 「（残り｜10枚）」,
Auto-Crassus's narrow reason panel cut 「ヒスパニア・ウルテリオ｜ル」 by its characters, and
the space's tooltip read "Gallia｜Cisalpina" as two provinces. The catalogue marks where a line
may not break; at every width each phrase stays on one line."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

from games.app.draw import wrap_text  # noqa: E402
from games.app.draw.breaks import WORD_JOINER  # noqa: E402
from games.seize_rome import rules as R  # noqa: E402
from games.seize_rome.tests.test_seize_rome_scene import Table  # noqa: E402

HERE = Path(__file__).resolve().parents[1]
#: phrases no line may cut (after the placeholders are filled with 10)
WHOLE = re.compile(r"あと10枚|残り10枚|[0-9]+枚ごと|巻き返|より良い")


def _filled(text: str) -> str:
    return re.sub(r"\{[a-z_]+\}", "10", text)


def test_no_line_cuts_a_phrase_of_the_japanese_catalogue():
    table = Table(1, lang="ja")
    font = table.board.texts.font(14)
    seen = 0
    for name in ("text_ja.json", "scene_text_ja.json"):
        for key, text in json.loads((HERE / name).read_text(encoding="utf-8")).items():
            text = _filled(text)
            plain = text.replace(WORD_JOINER, "")
            want = WHOLE.findall(plain)
            if not want:
                continue
            seen += 1
            for width in range(font.size("あ")[0] * 10, font.size(plain)[0] + 14, 7):
                lines = wrap_text(font, text, width)
                got = [p for line in lines for p in WHOLE.findall(line)]
                assert got == want, (key, width, lines)
    assert seen >= 5, seen


def test_the_reason_panel_keeps_a_long_name_whole():
    table = Table(1, lang="ja")
    b = table.board
    name = table.host.render(R.province_msg("hispania_ulterior"))
    text = f"{name}を閉じて支配する。支配できる属州はここだけ。"
    for width in (100, 120, 140):
        px = b.whole_px(text, width, 14, 6)
        lines = wrap_text(b.texts.font(px), text, width)
        assert any(name in line for line in lines), (width, px, lines)


def test_the_space_tooltip_keeps_a_two_word_name_on_one_line():
    table = Table(1, lang="en")
    b = table.board
    bid = next(x.id for x in R.TOPO.borders if set(x.provinces) == {"gallia", "gallia_cisalpina"})
    assert "Gallia\u00a0Cisalpina" in b.space_tip(bid)
