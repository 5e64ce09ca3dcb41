"""CAESAR!'s English reasons read as sentences, not one run-on joined by semicolons: a reason
that closed a province, put markers under its Senate token, left another one space from closing
with its bonus for the other seat, and set a nearly as good move against it read as nine lines
and four "; " (the Japanese already said each part on its own). Each part a reason adds stands
as a sentence of its own, opening with a capital, even when its words are filled in."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from games.core.text import Msg
from games.seize_rome.components import placement_msg, province_msg

WHY = "seize_rome.why."
HERE = Path(__file__).resolve().parent.parent


def _run_on() -> Msg:
    """The reason of the run-on: a closing won with its Senate token, the Senate's markers, a
    province left for the other seat with its Tactics, and a placement nearly as good."""
    close = Msg(WHY + "close_win_bonus", {"province": province_msg("hispania_ulterior"), "mine": 5,
                                          "theirs": 0, "bonus": Msg("seize_rome.bonus.senate")})
    senate = Msg(WHY + "senate_markers", {"what": close, "n": 2})
    left = Msg(WHY + "leaves_one", {"what": senate, "province": province_msg("hispania_citerior"),
                                    "mine": 4, "theirs": 0, "seat_foe": 1})
    bonus = Msg(WHY + "foe_bonus_next", {"what": left, "bonus": Msg("seize_rome.bonus.tactics"), "seat_foe": 1})
    alt = Msg(WHY + "alt.place", {"token": placement_msg("shield42", "b01", "hispania_ulterior")})
    vs = Msg(WHY + "vs.close_closing", {"alt": alt, "province": province_msg("hispania_ulterior"),
                                        "mine": 7, "theirs": 0})
    return Msg(WHY + "with", {"what": bonus, "vs": vs})


def test_a_long_english_reason_is_sentences_each_opening_with_a_capital():
    text = _run_on().render("en", ["Livia", "Marcus"])
    assert "; " not in text, text
    sentences = [s for s in text.split(". ") if s]
    assert 3 <= len(sentences) <= 4, text
    assert all(s[0].isupper() or s[0].isdigit() for s in sentences[1:]), text
    assert "Marcus can close it next and take its Tactics token" in text, text


@pytest.mark.parametrize("lang", ["en"])
def test_no_english_reason_joins_its_parts_with_a_semicolon(lang):
    words = json.loads((HERE / f"text_{lang}.json").read_text(encoding="utf-8"))
    joined = [k for k, v in words.items() if k.startswith(WHY) and "; " in v]
    assert joined == []
