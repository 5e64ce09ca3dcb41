"""Words a player misread: a military victory's threshold read as the real margin ("a lead of
25 wins" with a lead of 31), and "square city", map jargon, where the prompt means a city where
legions are recruited."""
from __future__ import annotations

import pytest

from games.core.text import tr


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_military_threshold_reads_as_a_threshold(lang):
    for key in ("caesar_xl.ui.race.mil_roma", "caesar_xl.ui.race.mil_fall"):
        said = tr(key, lang, seat="Marcus", sc="Caesar", a=40, b=9, margin=25)
        assert ("at least 25" if lang == "en" else "25以上") in said, said
        assert "25の差で" not in said and "lead of 25 wins" not in said, said


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_legionaries_demands_names_the_city_as_the_map_shows_it(lang):
    said = tr("caesar_xl.prompt.target_legionaries_demands", lang, n=1)
    assert "正方形" not in said and "square city" not in said, said
    assert ("recruited" if lang == "en" else "徴募") in said, said
