"""The suite's Japanese says one thing one way: money is ゴールド in every game's catalogue and
rules page (a box read 「金16」 beside a log saying 「補給に1ゴールド払う」), and the thinking
indicator trails off with 「…」, not middle dots (「考えています・・・」)."""
from __future__ import annotations

import re
from pathlib import Path

from games.app.scenes.common import dots
from games.core.text import catalogue

GAMES = Path(__file__).resolve().parents[1] / "games"
#: words with 金 that do not name the money: a card's name (donations), a colour (gold frame)
NOT_MONEY = ("寄付金", "金色")


def _money_kanji(text: str) -> bool:
    for word in NOT_MONEY:
        text = text.replace(word, "")
    return "金" in text


def test_money_is_gold_in_every_japanese_catalogue():
    ja = catalogue()["ja"]
    wrong = {key: text for key, text in ja.items() if _money_kanji(text)}
    assert not wrong, wrong


def test_money_is_gold_in_every_japanese_rules_page():
    pages = sorted(GAMES.glob("*/help.ja.md"))
    assert len(pages) >= 5, pages
    for page in pages:
        lines = [line for line in page.read_text(encoding="utf-8").splitlines() if _money_kanji(line)]
        assert not lines, (page.name, lines)


def test_what_says_gold_in_english_says_goorudo_in_japanese():
    en, ja = catalogue()["en"], catalogue()["ja"]
    for key, text in en.items():
        if re.search(r"\bgold\b", text, re.I) and key.startswith("caesar_xl."):
            assert "ゴールド" in ja[key] or key == "caesar_xl.prompt.roll_brutus", (key, ja[key])


def test_the_thinking_indicator_trails_off_with_an_ellipsis_in_japanese():
    for t in (0.0, 0.3, 0.5, 0.9, 1.7):
        assert dots(t, "ja") == "…", t
        assert set(dots(t, "en")) == {"."}, t
