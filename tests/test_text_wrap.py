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
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")      # (a space a line breaks at goes)
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
    ("カードを出した。", 6, ["カードを", "出した。"]),            # between words, not 「出/した。」
    ("マルクスはカードを出した。", 12, ["マルクスはカードを", "出した。"]),
    ("リウィアが勝った。", 8, ["リウィアが", "勝った。"]),
    ("元老院は「一票」で決まる。", 5, ["元老院は", "「一票」で", "決まる。"]),
    ("ちょっと待った", 3, ["ちょっ", "と", "待った"]),               # not 「た」 alone
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


#: the log's (font size, wrapping width) at 1000x650, 1280x800 and a large window (game_log.py:
#: log_px, and wrap_width: log_w - 52 wide), and between
LOG_SIZES = ((12, 188), (13, 206), (15, 255), (17, 276), (19, 288))
KATAKANA = re.compile(r"[\u30a1-\u30fa\u30fc-\u30ff][\u30a0-\u30ff]+")
#: names of the players in the log (a seat's default name and a long one)
LOG_NAMES = ("マルクス", "リウィア", "マルクス・トゥッリウス・キケロ")


def every_log_sentence() -> list[str]:
    """The Japanese log and action sentences of all five games, with sample names filled in."""
    out = []
    for game in ("caesar", "imperium", "catilina", "seize_rome", "caesar_xl"):
        for path in sorted((ROOT / "games" / game).glob("*text_ja.json")):
            for key, text in json.loads(path.read_text(encoding="utf-8")).items():
                if ".log." in key or ".act." in key:
                    for name in LOG_NAMES:
                        filled = re.sub(r"\{(seat\w*|winner|loser|asker|giver|target|attacker|defender|who)\}",
                                        name, text)
                        out.append(re.sub(r"\{\w+\}", "D4", filled).replace(D.WORD_JOINER, ""))
    assert len(out) > 200
    return out


def broken_words(lines: list[str], text: str, font, width: int) -> list[str]:
    """The names (katakana runs) and polite verb endings (「選びました」) a break falls inside
    although they fit the line with the closing marks that follow them and the opening mark
    before them (which no line may end with)."""
    words = [(m.start(), m.end()) for m in KATAKANA.finditer(text)]
    words += [(m.start(), m.end()) for m in re.finditer(r"\w{2}ま(した|す|せん)", text)]
    out, at = [], 0
    for line in lines[:-1]:
        at = text.index(line, at) + len(line)
        for start, end in words:
            while end < len(text) and text[end] in "。、」）":
                end += 1
            first = start - 1 if start and text[start - 1] in "（「" else start
            if start < at < end and font.size(text[first:end])[0] <= width:
                out.append(text[max(0, at - 8):at] + "/" + text[at:at + 8])
    return out


def test_log_lines_break_between_words_never_inside_a_name():
    """The log wraps as the advice bubbles do: 「マ/ルクス」 and 「選びま/した」 are never seen."""
    font_of = Fonts()
    for text in every_log_sentence():
        for px, width in LOG_SIZES:
            font = font_of.get(px)
            lines = D.wrap_text(font, text, width)
            check_kinsoku(lines, text)
            assert not broken_words(lines, text, font, width), (px, width, lines)


@pytest.mark.parametrize("text", ["マルクスがカードを伏せて選びました。", "マルクスが渡すカードを選びました。",
                                  "リウィアはマルクスにカードを渡しました。"])
def test_seen_log_lines(text):
    font = Fonts().get(12)
    for width in range(120, 260, 7):
        lines = D.wrap_text(font, text, width)
        check_kinsoku(lines, text)
        assert not broken_words(lines, text, font, width), (width, lines)


def test_japanese_tooltip_breaks_between_words():
    """A tooltip (pygame_gui breaks only at spaces, so Japanese is broken before it) follows the
    same rule: its names stay whole."""
    from games.app.gui import TIP_PX, tip_markup
    font = Fonts().get(TIP_PX)
    text = "クリックすると、ヒスパニアの空いているスペースにトークンを置きます。マルクスが選びました。"
    markup, width = tip_markup(text, lambda s: font.size(s)[0])
    lines = markup.split("<br>")
    assert len(lines) > 2 and width is not None
    check_kinsoku(lines, text)
    assert not broken_words(lines, text, font, width - 24), lines


def test_kinsoku_marks_never_start_or_end_a_line():
    """No line starts with 。、」）ー・ or a small kana, none ends with 「（, at any width."""
    text = "マルクスは「ヒスパニア（スペイン）」を取った。ちょっと、ジュース・ティー・ショップへ行った。"
    for width in range(4, 30):          # (4: 「ン）」」 on one line)
        check_kinsoku(D.wrap_text(None, text, width, measure=len), text)


def test_wrapped_lines_are_kept_per_font_text_and_width():
    """A text drawn every frame is wrapped once: the lines are kept by font, text and width
    (and emptied with the other caches)."""
    from games.core import caches
    font = Fonts().get(15)
    calls = []

    class Counting:
        def size(self, s):
            calls.append(s)
            return font.size(s)
    counting = Counting()
    text = "マルクスがカードを伏せて選びました。" * 3
    first = D.wrap_text(counting, text, 200)
    n = len(calls)
    assert D.wrap_text(counting, text, 200) == first and len(calls) == n
    first.append("changed by a caller")
    assert D.wrap_text(counting, text, 200)[-1] != "changed by a caller"
    D.wrap_text(counting, text, 180)
    assert len(calls) > n
    caches.reset()
    n = len(calls)
    D.wrap_text(counting, text, 200)
    assert len(calls) > n


@pytest.mark.parametrize("width", range(8, 30))
def test_a_region_keeps_its_number_and_its_count(width):
    """Imperium's log: 「アフリカ（4）×2」 is one thing to a reader; no line breaks between the
    name and its number, nor before the count (a line began 「×2、マケドニア（5）」)."""
    text = "マルクスがアフリカ（4）×2、マケドニア（5）にマーカーを置く。"
    lines = D.wrap_text(None, text, width, measure=len)
    assert "".join(lines) == text
    for line in lines:
        assert not line.startswith("×"), lines
        assert not re.match(r"^（\d）", line), lines


@pytest.mark.parametrize("width", range(12, 24))
def test_a_long_name_breaks_only_between_its_parts(width):
    """Caesar XL's log broke 「L・ドミティウス・アヘノバル|ブス」: a katakana name too long for
    the line is cut after a ・ between its parts, never inside a part."""
    text = "Liviaはテッサロニカに「L・ドミティウス・アヘノバルブス」をプレイする。"
    lines = D.wrap_text(None, text, width, measure=len)
    assert "".join(lines) == text
    joined = "|".join(lines)
    for part in ("ドミティウス", "アヘノバルブス", "テッサロニカ"):
        assert part in joined, lines


@pytest.mark.parametrize("width", range(16, 26))
def test_a_list_breaks_at_its_dots_not_inside_a_compound(width):
    """The advice bubble broke 「作戦|カード」 in 「リーダー・作戦カード・イベント」: the ・ after
    an item is the place to break, not the seam inside 「作戦カード」 (at the bubble's widths,
    where the line before can end at 「（リーダー・」)."""
    text = "カードをもう1枚引く（リーダー・作戦カード・イベント・フォルムカードのどれか）。"
    lines = D.wrap_text(None, text, width, measure=len)
    assert "".join(lines) == text
    assert "作戦カード" in "|".join(lines), lines
