"""The cities where legions are recruited are named as a player finds them: "square city"
(「正方形の都市」) is map-making jargon a player did not know; every card text, prompt and
lesson says "a city where legions are recruited (a square on the map)" instead."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent.parent
JARGON = {"en": re.compile(r"square cit", re.I), "ja": re.compile(r"正方形|四角の都市")}
NAMED = {"en": "where legions are recruited", "ja": "レギオンを徴募できる"}


def _catalogue(lang: str) -> dict[str, str]:
    words: dict[str, str] = {}
    for name in ("text", "scene_text", "turn_text", "map_text"):
        words.update(json.loads((HERE / f"{name}_{lang}.json").read_text(encoding="utf-8")))
    return words


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_no_catalogue_text_speaks_of_square_cities(lang):
    words = _catalogue(lang)
    said = {k: v for k, v in words.items() if JARGON[lang].search(v)}
    assert not said, said
    help_text = (HERE / f"help.{lang}.md").read_text(encoding="utf-8")
    assert not JARGON[lang].search(help_text), "help"


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("key", ["caesar_xl.card.governorships.text", "caesar_xl.card.legionaries_demands.text",
                                 "caesar_xl.prompt.target_legionaries_demands", "caesar_xl.lesson.recruit"])
def test_the_cards_and_prompts_about_legion_cities_name_them_by_what_they_do(lang, key):
    assert NAMED[lang] in _catalogue(lang)[key]
