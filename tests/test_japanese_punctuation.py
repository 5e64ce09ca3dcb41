"""Japanese text uses full-width colons and brackets: no ASCII ":", "(" or ")" stands next
to a Japanese character (or encloses Japanese words) in any Japanese catalogue or rules page.

What must stay ASCII stays: placeholders (``{to_hi:keep}``), the target of a Markdown link
or picture (``](help/x.png)``), and colons and brackets among ASCII only ("1d6", "4/3").
(The pages once mixed "剣戦力" and a half-width colon with "フォルム：", and the Imperium
page's title bracketed its reading in half-width brackets.)
"""
from __future__ import annotations

import json
import re
from pathlib import Path

GAMES = Path(__file__).resolve().parent.parent / "games"
JAPANESE = "\u3040-\u30ff\u3400-\u9fff\uff01-\uff5e、。「」・ー"
#: an ASCII colon or bracket with a Japanese character on either side
BESIDE = re.compile(rf"[{JAPANESE}][:()]|[:()][{JAPANESE}]")
#: an ASCII slash between Japanese words ("第1ラウンド/全8ラウンド"; "3/4" between figures stays)
SLASH = re.compile(rf"[{JAPANESE}]/[{JAPANESE}]")
#: an ASCII bracket pair around Japanese words
AROUND = re.compile(rf"\([^()]*[{JAPANESE}][^()]*\)")
#: what must stay ASCII: the targets of Markdown links and pictures
KEPT = re.compile(r"\]\([^()]*\)")
#: a placeholder: words of the sentence (a name, a place), read as Japanese beside a bracket
PLACEHOLDER = re.compile(r"\{[^{}]*\}")


def mixed(text: str) -> list[str]:
    """The places in ``text`` where an ASCII colon or bracket is used in Japanese prose."""
    plain = PLACEHOLDER.sub("語", KEPT.sub("\x00", text))
    figures = PLACEHOLDER.sub("0", KEPT.sub("\x00", text))       # (a placeholder beside a slash is a figure)
    return [m.group(0) for m in BESIDE.finditer(plain)] + [m.group(0) for m in AROUND.finditer(plain)] + \
        [m.group(0) for m in SLASH.finditer(figures)]


def japanese_texts() -> list[tuple[str, str]]:
    """``(where, text)`` for every string of every Japanese catalogue and every line of every
    Japanese rules page of the suite."""
    out = []
    for path in sorted(GAMES.rglob("*text_ja.json")):
        for key, value in json.loads(path.read_text(encoding="utf-8")).items():
            out.append((f"{path.relative_to(GAMES)} {key}", value))
    for path in sorted(GAMES.rglob("*.ja.md")):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            out.append((f"{path.relative_to(GAMES)}:{n}", line))
    return out


def test_the_check_sees_both_kinds_of_mix_and_spares_what_must_stay():
    assert mixed("剣戦力:レギオン") == ["力:"]
    assert mixed("帝国(インペリウム)") != []
    assert mixed("ルール (再) です") != []
    assert mixed("![画面](help/x.png)、{to_hi:keep}、1d6 (4/3)") == []
    assert mixed("{name}({side})") != []
    assert mixed("剣戦力：レギオン（再）") == []
    assert mixed("第{round}ラウンド/全{rounds}ラウンド") != [] and mixed("語 3/4、{n}/{total}") == []


def test_japanese_text_uses_full_width_colons_and_brackets():
    texts = japanese_texts()
    assert len(texts) > 500, "the Japanese catalogues and pages were not found"
    bad = [(where, hits, text[:80]) for where, text in texts if (hits := mixed(text))]
    assert bad == [], "\n".join(map(str, bad[:20]))


#: the long-vowel mark ー standing where it lengthens no kana: used as a dash ("第2手番 ー ...")
DASH_MARK = re.compile(r"(?:^|[^\u3040-\u30ff])ー")


def test_the_long_vowel_mark_is_not_used_as_a_dash():
    assert DASH_MARK.search("第2手番 ー これまで") and not DASH_MARK.search("カード・コンピューター")
    bad = [(where, text[:60]) for where, text in japanese_texts() if DASH_MARK.search(PLACEHOLDER.sub("語", text))]
    assert bad == [], "\n".join(map(str, bad[:20]))
