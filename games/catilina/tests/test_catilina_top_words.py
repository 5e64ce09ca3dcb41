"""The top bar's status in Japanese: at 1000x650 it takes two lines, and the break may not
fall inside a word (it fell between 「プレイ」 and 「ヤー」)."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.app.draw.text import WORD_JOINER, line_tokens  # noqa: E402
from games.catilina.tests.catilina_scene_kit import make  # noqa: E402


def test_the_japanese_status_never_breaks_inside_player():
    state, host, board = make(n=3, seed=1, lang="ja", viewer=0)
    said = host.render(state.status())
    assert "プレイヤー" in said.replace(WORD_JOINER, "")
    pieces = line_tokens(said)
    assert any("プレイヤー" in p for p in pieces), f"a line may break inside the word: {pieces}"
