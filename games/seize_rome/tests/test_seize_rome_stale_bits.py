"""Small things a player read wrongly: two different buttons both read 取り消し (the header's
undo and the one that puts the held token back); the "he can win soon" warning stayed in
Auto-Crassus's panel after the person's last marker went down."""
from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace as NS

from games.seize_rome.scene_crassus import WARN_MARKERS, CrassusColumn

HERE = Path(__file__).resolve().parents[1]
APP = HERE.parent / "app"


def test_the_held_tokens_cancel_and_undo_read_differently():
    for lang in ("en", "ja"):
        mine = json.loads((HERE / f"scene_text_{lang}.json").read_text(encoding="utf-8"))
        app = json.loads((APP / f"text_{lang}.json").read_text(encoding="utf-8"))
        assert mine["seize_rome.ui.cancel"] != app["app.game.undo"], lang


def test_the_win_soon_warning_goes_once_the_game_is_won():
    warns = CrassusColumn.crassus_warns
    assert warns(None, NS(phase="place", winner=None, markers=[5, WARN_MARKERS]), 1)
    assert not warns(None, NS(phase="place", winner=None, markers=[0, WARN_MARKERS]), 1)
    assert not warns(None, NS(phase="place", winner=0, markers=[1, WARN_MARKERS]), 1)
    assert not warns(None, NS(phase="over", winner=0, markers=[0, WARN_MARKERS]), 1)


def test_the_japanese_title_ends_in_a_full_width_mark():
    """「…掌握せよ!のリプレイ」 mixed a half-width ! into Japanese: after a Japanese word the mark
    is full-width (the name CAESAR! keeps its own)."""
    import re
    for name in ("text_ja.json", "scene_text_ja.json"):
        for key, text in json.loads((HERE / name).read_text(encoding="utf-8")).items():
            assert not re.search(r"[\u3040-\u30ff\u4e00-\u9fff][!?]", text), (key, text)
