"""The conspirators' sum is said in the same words everywhere in Catilina: the notes panel's
"Possible sums" / 「ありうる合計」 (sums not yet ruled out) are what the computer's reasons count
("5 sums remain possible", 「ありうる合計は5通り」), and the help's range of sums one may name is
not called "possible"; the Japanese never calls the sum 和 where the panel says 合計."""
from __future__ import annotations

from pathlib import Path

from games.core.text import catalogue

HERE = Path(__file__).resolve().parents[1]


def _catilina(lang: str) -> dict[str, str]:
    return {k: v for k, v in catalogue()[lang].items() if k.startswith("catilina.")}


def test_the_reasons_count_the_sums_in_the_notes_panels_words():
    en, ja = _catilina("en"), _catilina("ja")
    assert en["catilina.notes.sums"].startswith("Possible sums") and ja["catilina.notes.sums"].startswith("ありうる合計")
    for key in ("catilina.why.sums_listed", "catilina.why.sums_listed.one", "catilina.why.sums_many"):
        assert "remain possible" in en[key] or "remains possible" in en[key], (key, en[key])
        assert ja[key].startswith("ありうる合計は"), (key, ja[key])


def test_the_japanese_calls_the_sum_as_the_panel_does():
    said = [(k, v) for k, v in _catilina("ja").items() if "和" in v]
    assert not said, said
    help_ja = (HERE / "help.ja.md").read_text(encoding="utf-8")
    assert "和" not in help_ja and "ありうる合計" in help_ja


def test_the_help_does_not_call_the_sums_one_may_name_possible():
    help_en = (HERE / "help.en.md").read_text(encoding="utf-8")
    assert "Possible sums to name" not in help_en and "Sums that can be named" in help_en
    assert '"Possible sums"' in help_en
