"""The Japanese top bar spoke in two voices: 「ゲーム終了です。」 and 「マルクスの手番を待っています。」
over a log and a status in the plain form (「…を置く。」, 「ゲーム終了」). Every line Caesar's top bar,
its struggle panel and its foot may show is plain (a request to the player, 「…ください」, stays one)."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

GAMES = Path(__file__).parents[2]
POLITE = re.compile(r"(ました|ます|ません|でした|です)(?=[。：、（）」]|$)")
#: the shared lines the top bar shows in any game (the game over, whose turn, who thinks)
SHARED = ("app.game.over", "app.game.turn_of", "app.game.thinking", "app.game.looking", "app.advice.thinking",
          "core.prompt.act", "core.prompt.wait", "core.prompt.chance")


def _lines() -> dict[str, str]:
    got: dict[str, str] = {}
    for name in ("caesar/text_ja.json", "caesar/scene_text_ja.json", "app/text_ja.json", "core/text_ja.json"):
        for key, line in json.loads((GAMES / name).read_text(encoding="utf-8")).items():
            if key.startswith(("caesar.prompt.", "caesar.status.", "caesar.ui.")) or key in SHARED:
                got[key] = line
    return got


def test_the_lines_are_found():
    lines = _lines()
    assert set(SHARED) <= set(lines) and "caesar.prompt.wait" in lines and "caesar.ui.hint_pick" in lines


@pytest.mark.parametrize("key", sorted(_lines()))
def test_the_top_bar_speaks_plainly(key):
    line = _lines()[key]
    assert not POLITE.search(line), (key, line)
