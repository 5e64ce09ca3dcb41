"""Caesar XL's Japanese names each thing with one word: the Forum balance is バランス (not
傾き, nor 差 on the end chart), an even balance is 互角 (not 均衡); the political win at the
end reports what happened (「7に達した」); and a place's name on the map is never broken
inside a word (「テッサ／ロニカ」 under Dyrrachium read as two places)."""
from __future__ import annotations

from games.core.text import catalogue, tr


def _xl_ja() -> dict[str, str]:
    return {k: v for k, v in catalogue()["ja"].items() if k.startswith("caesar_xl.")}


def test_the_forum_balance_is_one_word():
    ja = _xl_ja()
    for key, text in ja.items():
        assert "傾き" not in text and "フォルムの差" not in text, (key, text)
    assert "バランス" in ja["caesar_xl.end.chart_forum"]
    assert "バランス" in ja["caesar_xl.why.claim"]


def test_an_even_balance_is_one_word():
    ja = _xl_ja()
    assert not [k for k, v in ja.items() if "均衡" in v]
    assert tr("caesar_xl.why.even", "ja") == tr("caesar_xl.ui.race.even", "ja") == "互角"


def test_the_end_reports_the_political_win_as_a_result():
    """「7に達する」 read like a rule, not a result; the log's present tense keeps past forms out
    of end words (test_caesar_xl_prompts), so the result is said as a headline."""
    text = tr("caesar_xl.end.political", "ja", seat="リウィア")
    assert text.endswith("7に到達。"), text
    assert tr("caesar_xl.end.politics", "ja", seat="リウィア").endswith("優位。")
