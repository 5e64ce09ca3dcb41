"""Auto-Crassus's reasons and bonuses in a player's words: every reason he can give reads
as a sentence in both languages (no catalogue key left, no "the priority's own measure":
each priority's measure says what it measured), and using Senate or Poison says what it did."""
from __future__ import annotations

import pytest

from games.core.text import Msg
from games.seize_rome import rules as R

BY_PROVINCE = ("only", "measure", "italia", "next_to_controlled", "senate", "poison", "central",
               "next_to_central", "random")
BY_TOKEN = ("only", "value", "non_wild", "total", "leftmost")
BY_SPACE = ("only", "trailing", "central", "random")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_reason_reads_as_words(lang):
    for prio in range(1, 8):
        for bp in BY_PROVINCE:
            for bt in BY_TOKEN:
                for bs in BY_SPACE:
                    text = R.why_msg(prio, bp, bt, bs, prio <= 2).render(lang, ["A", "B"])
                    assert "seize_rome." not in text and "{" not in text, text
                    assert "measure" not in text and "priority's own" not in text, text


def test_each_priority_says_what_its_measure_measured():
    def why(prio):
        return R.why_msg(prio, "measure", "value", "only", False).render("en", ["You", "Auto-Crassus"])
    assert "your lead over him is largest in this province" in why(3)
    assert "fewest empty border spaces" in why(4)
    assert "highest token that fits" in why(5)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_using_senate_or_poison_says_what_it_did(lang):
    names = ["You", "Auto-Crassus"]
    senate = R.CrassusBonus("senate", "sicilia", True).msg(1).render(lang, names)
    poison = R.CrassusBonus("poison", "creta", True).msg(1).render(lang, names)
    aside = R.CrassusBonus("might", "creta", False).msg(1).render(lang, names)
    sicilia = Msg("seize_rome.province.sicilia").render(lang)
    assert senate.count(sicilia) == 2 and "seize_rome." not in senate, senate
    assert poison != Msg("seize_rome.crassus.log.use", {"seat": 1, "bonus": R.bonus_msg("poison")}).render(lang, names)
    for text in (senate, poison, aside):
        assert "seize_rome." not in text and "{" not in text, text
