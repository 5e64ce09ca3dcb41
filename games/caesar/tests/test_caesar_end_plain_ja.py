"""The Japanese game-over banner read 「ゲームに残る全員が一巡パスしました。カウンター18個でリウィアの
勝利です。」, polite over a log in the plain form (「…を置く。」): the end's sentences are plain too."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

CATALOGUE = json.loads((Path(__file__).parents[1] / "text_ja.json").read_text(encoding="utf-8"))
POLITE = ("です", "ます", "ました", "ません")


@pytest.mark.parametrize("key", sorted(k for k in CATALOGUE if k.startswith(("caesar.end.", "caesar.result."))))
def test_the_end_is_told_in_the_plain_form(key):
    text = CATALOGUE[key]
    assert not any(p in text for p in POLITE), (key, text)
