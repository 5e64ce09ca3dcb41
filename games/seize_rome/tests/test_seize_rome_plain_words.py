"""CAESAR!'s words as a player reads them: one of a thing is said in the singular; Auto-
Crassus's reasons name the central provinces they mean, say no part twice and say a random
pick as one; his log line and his reason box call his rules by one name; the Japanese names
border spaces one way (スペース) and his closing threat reads actively; and his reason box
waits for his placement instead of showing the last turn's."""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from games.core.chance import CHANCE, sample
from games.core.text import Msg
from games.seize_rome import rules as R
from games.seize_rome.moves import BonusesTaken

HERE = Path(__file__).resolve().parents[1]
NAMES = ["Livia", "Auto-Crassus"]


def test_one_marker_and_one_token_are_said_in_the_singular():
    assert Msg("seize_rome.end.why.still_had", {"seat": 1, "n": 1}).render("en", NAMES) == \
        "Auto-Crassus still had 1 control marker to place."
    assert BonusesTaken(0, ("might",)).msg().render("en", NAMES) == "Livia takes the bonus token: Might."
    assert "tokens: Might, " in BonusesTaken(0, ("might", "senate")).msg().render("en", NAMES)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_his_reasons_name_the_central_provinces_and_say_nothing_twice(lang):
    italia = Msg("seize_rome.province.italia").render(lang)
    assert italia in R.why_msg(7, "measure", "value", "central", False, "syria").render(lang, NAMES)
    four = R.why_msg(4, "only", "value", "only", False, "syria").render(lang, NAMES)
    said = "has influence" if lang == "en" else "影響力"
    assert four.count(said) == 1, four
    for text in (R.why_msg(7, "random", "value", "random", False, "syria").render(lang, NAMES),):
        assert "equal ones" not in text and "無作為" not in text and "同じくらいの属州から" not in text, text


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_his_log_line_and_his_reason_call_a_rule_the_same(lang):
    place = R.CrassusPlace("sword60", "b12", "sicilia", 2, "sicilia", "only", "value", "only")
    log, why = place.msg(1).render(lang, NAMES), place.reason().render(lang, NAMES)
    word = "rule 2" if lang == "en" else "ルール2"
    assert word in log and word in why, (log, why)
    assert "priority" not in log and "優先順位" not in log, log


def test_the_japanese_names_border_spaces_one_way_and_his_threat_reads_actively():
    for name in ("text_ja.json", "scene_text_ja.json"):
        for key, text in json.loads((HERE / name).read_text(encoding="utf-8")).items():
            assert "マス" not in text, (key, text)
            if "leaves_one" in key:
                assert "閉じられる" not in text and ("閉じることができる" in text or "safe" in key or "_ac" in key), (key, text)


def test_his_reason_box_waits_for_this_turns_placement():
    """Every moment of his turn before he places, the position has no placement of his to give
    a reason for (the box showed the last turn's, about another province)."""
    rng = random.Random(1)
    state = R.new_game(2, 1, {"scripts": (None, "crassus")})
    seen = placed = 0
    while state.to_act() and placed < 12:
        seat = state.to_act()[0]
        if state.turn == state.crassus and state.phase == "command":
            assert state.clast is None
            seen += 1
        if seat == CHANCE:
            action = sample(state.chance_outcomes(), rng)
        else:
            action = rng.choice(state.legal_actions(seat))
        placed += isinstance(action, R.CrassusPlace)
        state.apply(seat, action)
    assert seen > 3 and placed > 3


def test_the_japanese_space_count_reads_n_of_total_and_keeps_its_words_whole():
    """「1/4か｜所が埋まる」 broke inside a word and read oddly: 「4か所中1か所が埋まる」, never
    broken inside, at every width a tooltip may wrap it to."""
    from games.app.draw.breaks import WORD_JOINER, paragraph_lines
    for key in ("seize_rome.ui.count_short", "seize_rome.ui.count_short_with"):
        text = Msg(key, {"province": Msg("seize_rome.province.hispania_ulterior"), "n": 1, "total": 4}).render("ja")
        assert "4か所中1か所が埋ま" in text.replace(WORD_JOINER, ""), text
        for width in range(16, len(text)):         # (the phrase fits a tooltip's line whole)
            lines = [ln.replace(WORD_JOINER, "") for ln in paragraph_lines(text, width, len)]
            assert any("4か所中" in ln for ln in lines) and any("1か所が" in ln for ln in lines), (width, lines)
            assert not [ln for ln in lines if ln[:1] in "か所中まっる" or ln[-1:] in "14か"], (width, lines)
