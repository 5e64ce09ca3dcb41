"""A Japanese line never parts a figure from its words: the card advice broke 「強さ6対｜3なので」
and 「取り｜除かれる」, the board's bubble 「強さ｜2の集団」. The catalogue joins them (U+2060, which
:mod:`games.app.draw.breaks` never breaks at)."""
from __future__ import annotations

import json
import re
from pathlib import Path

from games.app.draw.breaks import paragraph_lines
from games.caesar import explain as X
from games.core.text import Msg

HERE = Path(__file__).parents[1]
JOIN = "\u2060"


def _lines() -> dict[str, str]:
    out = {}
    for name in ("text_ja.json", "scene_text_ja.json"):
        out.update(json.loads((HERE / name).read_text(encoding="utf-8")))
    return out


def test_every_figure_is_joined_to_its_words():
    loose = {k: v for k, v in _lines().items()
             if re.search(r"強さ[{0-9]|\}対|対\{|取り除|\}(枚|個|回)", v)}
    assert not loose, sorted(loose)[:5]


def test_a_narrow_bubble_breaks_between_phrases_only():
    why = Msg(X.WHY + "card", {"card": 7, "k": 5, "total": 9, "seat_foe": 1, "m": 6, "n": 3})
    text = why.render("ja", ["リウィア", "マルクス"])
    for width in range(8, 20):
        lines = paragraph_lines(text, width, len)
        for line, after in zip(lines, lines[1:]):
            assert not line.endswith(("強さ", "対", "取り")), (width, line)
            assert not (re.search(r"\d$", line) and re.match(r"[枚個回対]", after)), (width, line, after)
