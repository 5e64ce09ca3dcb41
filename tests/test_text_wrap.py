"""Wrapping text: linear in the length of the text, and Japanese line-breaking rules
(kinsoku) on the real log sentences of the games."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

from games.app import draw as D  # noqa: E402
from games.app.fonts import Fonts  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
NO_START = set("。、」』）！？ー・ぁぃぅぇぉっゃゅょァィゥェォッャュョ")
NO_END = set("「『（")
#: the most characters a wrap may measure per character of its text (see the linear-time test)
WORK_PER_CHAR = 40


def log_sentences() -> list[str]:
    """Every Japanese log sentence of the three games, with sample names filled in."""
    out = []
    for game in ("caesar", "imperium", "catilina"):
        cat = json.loads((ROOT / "games" / game / "text_ja.json").read_text(encoding="utf-8"))
        for key, text in cat.items():
            if ".log." in key or key.endswith(".log"):
                for name in ("リウィア", "マルクス・トゥッリウス・キケロ"):
                    filled = text
                    filled = re.sub(r"\{(seat\w*|winner|loser|asker|giver|target|attacker|defender)\}", name, filled)
                    out.append(re.sub(r"\{\w+\}", "D4", filled))
    assert len(out) > 20
    return out


def check_kinsoku(lines: list[str], text: str) -> None:
    assert "".join(lines) == text
    for i, line in enumerate(lines):
        assert line, lines
        if i > 0:
            assert line[0] not in NO_START, (line, lines)
        if i < len(lines) - 1:
            assert line[-1] not in NO_END, (line, lines)
    if len(lines) > 1:
        assert not (len(lines[-1]) == 2 and lines[-1][1] in "。、"), lines     # no lone 「た。」


def test_kinsoku_on_real_log_sentences():
    font = Fonts().get(16)
    for text in log_sentences():
        for width in range(60, 420, 23):
            lines = D.wrap_text(font, text, width)
            check_kinsoku(lines, text)
            assert all(font.size(l)[0] <= width for l in lines if len(l) > 3), (width, lines)


@pytest.mark.parametrize("text,width,expected", [
    ("カードを出した。", 6, ["カードを出", "した。"]),            # た。 never alone: し comes along
    ("マルクスはカードを出した。", 12, ["マルクスはカードを出", "した。"]),
    ("リウィアが勝った。", 8, ["リウィアが", "勝った。"]),
    ("元老院は「一票」で決まる。", 5, ["元老院は", "「一票」で", "決まる。"]),
    ("ちょっと待った", 3, ["ちょっ", "と待っ", "た"]),
    ("スーパー・カエサル", 3, ["スー", "パー・", "カエサ", "ル"]),
])
def test_kinsoku_cases(text, width, expected):
    assert D.wrap_text(None, text, width, measure=len) == expected


def test_lone_stop_with_a_real_font():
    font = Fonts().get(18)
    text = "リウィアがカウンターを置きました。"
    full = font.size(text)[0]
    lines = D.wrap_text(font, text, full - 2)      # only 「た。」 would not fit
    assert len(lines) == 2 and len(lines[1]) >= 3 and lines[1].endswith("た。")


def test_long_names_wrap_in_linear_time():
    """Linear in work, not in seconds: the characters measured with the real font stay within
    WORK_PER_CHAR of the text's length (2, 20 and 14 a character here: each measurement is of
    at most a line; a wrap that measured the text so far at each step would need thousands, and
    is stopped at the bound). ``main.py bench`` times the same wrapping."""
    font = Fonts().get(16)
    for name in ("N" * 100_000, "カ" * 100_000, ("ab " * 40_000)):
        text = f"{name} wins."
        work = [0]

        def measure(s, text=text, work=work):
            work[0] += len(s)
            assert work[0] <= WORK_PER_CHAR * len(text), f"more than linear work wrapping {text[:12]!r}..."
            return font.size(s)[0]
        lines = D.wrap_text(font, text, 300, measure=measure)
        assert all(font.size(l)[0] <= 300 for l in lines)
        assert "".join(lines).replace(" ", "") == f"{name} wins.".replace(" ", "")


def test_work_grows_linearly():
    measured = []

    def measure(s):
        measured.append(len(s))
        return len(s)
    for n in (10_000, 40_000):
        measured.clear()
        D.wrap_text(None, "x" * n, 50, measure=measure)
        assert sum(measured) < 10 * n, (n, sum(measured))


@pytest.mark.parametrize("text,width,expected", [
    ("a token 6\u00a0Asia / 2\u00a0Syria", 9, ["a token", "6\u00a0Asia /", "2\u00a0Syria"]),   # never "6" / "Asia"
    ("剣（アジア\u20606／シリア\u20602）", 8, ["剣（アジア6／", "シリア2）"]),   # the whole name with its value
    ("(9\u2060対\u20600)", 3, ["(9対", "0)"]),          # glued wider than the line: cut by characters...
    ("x (9\u2060対\u20600)", 6, ["x", "(9対0)"]),          # ...else kept whole
    ("閉じる(9\u2060対\u20600)", 20, ["閉じる(9対0)"]),    # a line that fits whole drops the joiners too
])
def test_no_break_space_and_word_joiner(text, width, expected):
    """A no-break space and a word joiner (U+2060) keep the pieces either side on one line;
    the joiner, invisible, is dropped from the lines."""
    got = D.wrap_text(None, text, width, measure=len)
    assert got == expected
    assert not any("\u2060" in line for line in got)
