"""A chance said in Japanese (「5回に2回ほど」, 「100回に62回ほど」, 「20回中3回」) is one phrase: a
bubble broke it inside (「勝つ見込みが2回に|1回ほどから…」, 「勝つのは20回に1|回ほど…」), so
every catalogue form of every game joins its parts with word joiners (U+2060) and a line breaks
only before or after the whole phrase."""
from __future__ import annotations

import re

import pytest

from games.app.draw.text import WORD_JOINER, wrap_text
from games.core.explain import cost_msg
from games.core.review import size_msg
from games.core.text import Msg, catalogue

#: a chance in Japanese: 「5回に2回ほど」, 「20回中3回」, 「2回に1回」
CHANCE = re.compile(r"\d+回(?:に|中)\d+回(?:ほど)?")


def ja_forms() -> list[tuple[str, str]]:
    """Every Japanese catalogue text that says a chance, its numbers filled in (``(key, text)``)."""
    out = []
    for key, text in sorted(catalogue()["ja"].items()):
        filled = re.sub(r"\{\w+\}", "12", text)
        if CHANCE.search(filled.replace(WORD_JOINER, "")):
            out.append((key, filled))
    for msg in (cost_msg(0.12, 0.5), size_msg(0.12, 0.5), cost_msg(0.03, 0.5, foe=1), size_msg(0.125)):
        out.append(("core", msg.render("ja", ["マルクス", "リウィア"])))
    out.append(("core.chance", Msg("core.chance", {"k": 12, "n": 20}).render("ja")))
    return out


def split_phrases(text: str, width: int) -> list[str]:
    """The chance phrases of ``text`` that wrapping at ``width`` characters breaks inside."""
    plain = text.replace(WORD_JOINER, "")
    lines = wrap_text(None, text, width, measure=len)
    assert "".join(lines).replace(" ", "") == plain.replace(" ", ""), lines
    starts, at = [], 0
    for line in lines:
        at = plain.index(line, at)
        starts.append(at)
        at += len(line)
    return [m.group() for m in CHANCE.finditer(plain)
            if any(m.start() < s < m.end() for s in starts)]


def test_every_game_says_a_chance():
    keys = {key.split(".")[0] for key, _ in ja_forms()}
    assert {"core", "catilina", "caesar"} <= keys, keys


@pytest.mark.parametrize("key,text", ja_forms(), ids=[key for key, _ in ja_forms()])
def test_a_chance_phrase_breaks_only_whole(key, text):
    plain = text.replace(WORD_JOINER, "")
    longest = max(len(m.group()) for m in CHANCE.finditer(plain))
    for width in range(longest + 3, len(plain) + 1):     # (with its brackets)
        assert not split_phrases(text, width), (key, width, wrap_text(None, text, width, measure=len))
