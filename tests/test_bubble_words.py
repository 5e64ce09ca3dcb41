"""Japanese in a speech bubble (advice, tutorial) breaks between words: never inside a name
(a katakana run such as 「ヒスパニア」) nor inside a kana word such as 「あとで」 — checked with
the names of every game's catalogue at the bubble widths and font sizes the window uses."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

from games.app.fonts import default_fonts  # noqa: E402
from games.app.tutorial.bubble import BUBBLE_W, PAD, bubble_lines  # noqa: E402

GAMES = Path(__file__).resolve().parent.parent / "games"
KATAKANA = re.compile(r"[\u30a1-\u30fa\u30fc-\u30ff][\u30a0-\u30ff]+")
#: the bubble widths in use: the advice and a tutorial step (BUBBLE_W, less in a small window)
#: and the wider tries of a tutorial bubble that finds no room (6/5, 7/5)
WIDTHS = sorted({300, BUBBLE_W, BUBBLE_W * 6 // 5, BUBBLE_W * 7 // 5})
#: the advice bubble's font size and the tutorial's
SIZES = (16, 17)
#: kana words and particles put between the names (varied, so names fall at every place of a line)
FILLERS = ("をあとで", "は", "がここで", "に", "の", "、", "とあとで", "を")


def catalogue_names(game: str) -> list[str]:
    """The katakana names of a game's Japanese catalogues (its rules' and its screen's)."""
    names: set[str] = set()
    for path in sorted((GAMES / game).glob("*text_ja.json")):
        for value in json.loads(path.read_text(encoding="utf-8")).values():
            names.update(KATAKANA.findall(str(value)))
    return sorted(names)


def paragraph(names: list[str]) -> str:
    """One long paragraph holding every name, each followed by a kana word or a particle."""
    return "".join(name + FILLERS[i % len(FILLERS)] for i, name in enumerate(names)) + "。"


def cuts(lines: list[str]) -> list[int]:
    """Where the lines end in the paragraph they were cut from."""
    out, at = [], 0
    for line in lines[:-1]:
        at += len(line)
        out.append(at)
    return out


@pytest.mark.parametrize("game", ["caesar", "imperium", "catilina", "seize_rome", "caesar_xl", "app"])
def test_japanese_bubbles_break_between_words_never_inside_a_name(game):
    names = catalogue_names(game)
    assert len(names) >= 5, f"no names found in the catalogues of {game}"
    text = paragraph(names)
    fonts = default_fonts()
    for px in SIZES:
        font = fonts.get(px)
        for width in WIDTHS:
            room = width - 2 * PAD
            lines = bubble_lines(text, font, width)
            assert "".join(lines) == text, "the bubble lost or added characters"
            for line in lines:
                assert font.size(line)[0] <= room or KATAKANA.fullmatch(line), f"too wide: {line!r}"
            spans = [(m.start(), m.end(), m.group()) for m in KATAKANA.finditer(text)]
            spans += [(m.start(), m.end(), m.group()) for m in re.finditer("あとで|ここで", text)]
            for at in cuts(lines):
                for start, end, word in spans:
                    if start < at < end and font.size(word)[0] <= room:
                        shown = text[max(0, at - 8):at] + "/" + text[at:at + 8]
                        pytest.fail(f"{game}, {px}px, bubble {width}: {word} broken: {shown}")


def test_a_name_wider_than_the_bubble_is_cut_and_kept_whole_otherwise():
    font = default_fonts().get(16)
    name = "オート・クラッスス" * 6
    lines = bubble_lines(name + "が勝つ。", font, 200)
    assert "".join(lines) == name + "が勝つ。" and len(lines) > 1
    assert all(font.size(line)[0] <= 200 - 2 * PAD for line in lines)
    assert bubble_lines("ヒスパニアをあとで取る。", font, 2 * PAD + font.size("ヒスパニアをあと")[0]) == \
        ["ヒスパニアを", "あとで取る。"]


def test_english_bubbles_still_break_between_words():
    font = default_fonts().get(16)
    lines = bubble_lines("Close Hispania now: Auto-Crassus wins it later otherwise.", font, 200)
    assert " ".join(lines) == "Close Hispania now: Auto-Crassus wins it later otherwise."
