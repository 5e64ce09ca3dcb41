"""A city's gold beside its name is never a second bracket: a name that has its own
("Mauretania (Iol)", 「マウレタニア（イオル）」) once read "Mauretania (Iol) (2 gold)"."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from games.app.board import SimpleHost
from games.caesar_xl import rules as R
from games.caesar_xl.scene import Board
from games.caesar_xl.tests.xl_positions import position

HERE = Path(__file__).resolve().parent.parent
WORTH_KEYS = ("caesar_xl.ui.place_tip", "caesar_xl.why.march_toward", "caesar_xl.why.march_toward.one",
              "caesar_xl.why.march_battle_gold", "caesar_xl.why.you.march_battle_gold", "caesar_xl.why.pm_use.city")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_citys_gold_is_not_a_bracket_after_its_name(lang):
    words: dict[str, str] = {}
    for name in (f"scene_text_{lang}.json", f"text_{lang}.json"):
        words.update(json.loads((HERE / name).read_text(encoding="utf-8")))
    for key in WORTH_KEYS:
        assert not re.search(r"\{(place|target)\}\s?[(（]", words[key]), (key, words[key])


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_mauretanias_tip_has_one_bracket(lang):
    host = SimpleHost(state=position(phase="purchase"), lang=lang, viewer=R.CAESAR)
    board = host.attach(Board(host), (1280, 800))
    tip = board.place_tip("mauretania").split("\n")[0]
    assert tip.count("(") + tip.count("（") == 1, tip
    assert "2" in tip, tip
