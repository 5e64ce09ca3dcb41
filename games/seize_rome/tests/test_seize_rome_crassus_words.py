"""Auto-Crassus's reasons and bonuses in a player's words: every reason he can give reads
as a sentence in both languages (no catalogue key left, no "the priority's own measure":
each priority's measure says what it measured), not as a rule list, naming the province he
chose; the log's hover does not repeat the log line; and using Senate or Poison says what it
did."""
from __future__ import annotations

import pytest

import random

from games.core.chance import CHANCE, sample
from games.core.text import Msg
from games.seize_rome import explain as X
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
    assert "your lead over him is largest" in why(3)
    assert "fewest empty border spaces" in why(4)
    assert "highest token that fits" in why(5)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_using_senate_or_poison_says_what_it_did(lang):
    names = ["You", "Auto-Crassus"]
    senate = R.CrassusBonus("senate", "sicilia", True).msg(1).render(lang, names)
    poison = R.CrassusBonus("poison", "creta", True).msg(1).render(lang, names)
    aside = R.CrassusBonus("might", "creta", False).msg(1).render(lang, names)
    sicilia = Msg("seize_rome.province.sicilia").render(lang)
    assert sicilia in senate and "seize_rome." not in senate, senate     # (the reason says what follows)
    assert poison != Msg("seize_rome.crassus.log.use", {"seat": 1, "bonus": R.bonus_msg("poison")}).render(lang, names)
    for text in (senate, poison, aside):
        assert "seize_rome." not in text and "{" not in text, text


#: what a rule list said, not a player ("His priority 2: no province can be won, so he closes
#: one ...; no other province serves that aim, this token gives the lowest value that still does
#: it, and it fits no other free space"; "several tokens give that value and he keeps his laurel")
RULE_WORDS = {"en": ("priority", "serves that aim", "the lowest value that still does it", "fits no other free space",
                     "several tokens give that value", "this token"),
              "ja": ("優先順位", "その目的に合う属州はほかになく", "目的を果たせる最低値", "空きスペースはここだけ",
                     "同じ値のトークンがいくつかある")}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_his_reason_is_said_as_a_player_would(lang):
    """Every reason he can give, for a province named: his aim there, not a rule list; the
    province named; his weakest or strongest token said so, and the laurel kept for later."""
    syria = Msg("seize_rome.province.syria").render(lang)
    for prio in range(1, 8):
        for bp in BY_PROVINCE:
            for bt in BY_TOKEN:
                for bs in BY_SPACE:
                    text = R.why_msg(prio, bp, bt, bs, prio <= 2, "syria").render(lang, ["Livia", "Auto-Crassus"])
                    assert syria in text and "{" not in text and "seize_rome." not in text, text
                    assert not [w for w in RULE_WORDS[lang] if w in text], text
    two = R.why_msg(2, "only", "value", "only", True, "syria").render(lang, ["Livia", "Auto-Crassus"])
    if lang == "en":
        assert two == "By his rule 2 (when he can win no province, he closes one, whoever wins it), he closes " \
                      "Syria, the only province he can close, with the fitting token weakest toward it.", two
    else:
        assert "シリアを閉じる" in two and "閉じられる属州はここだけ" in two and "向ける値が最も小さい" in two, two
        assert two.startswith("ルール2（支配できる属州がなければ"), two


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_closing_a_province_for_the_player_is_said_to_be_his_rule(lang):
    """Closing a province the player wins read as the opponent handing over the game; the
    reason says it is his rule 2: when he can win no province, he closes one."""
    for bp in BY_PROVINCE:
        text = R.why_msg(2, bp, "value", "only", True, "syria").render(lang, ["Livia", "Auto-Crassus"])
        rule = ("rule 2 (when he can win no province, he closes one" if lang == "en"
                else "ルール2（支配できる属州がなければ一つ閉じる）")
        assert rule in text, text


def test_the_hover_of_his_move_in_the_log_says_more_than_the_log_line():
    """The log's hover said "Why: " and then the log line's own words again. His log line says
    the move and the priority that chose it; the reason (the hover, his reason box) says why in
    other words, the province named in both."""
    rng = random.Random(5)
    s = R.new_game(2, 5, {"expansions": "base", "scripts": ("crassus", None)})
    seen = 0
    while s.winner is None and seen < 6:
        seat = s.to_act()[0]
        if seat == CHANCE:
            s.apply(CHANCE, sample(s.chance_outcomes(), rng))
            continue
        legal = s.legal_actions(seat)
        a = legal[0] if isinstance(legal[0], R.CrassusPlace) else rng.choice(legal)
        if isinstance(a, R.CrassusPlace):
            for lang in ("en", "ja"):
                names = ["Auto-Crassus", "Livia"]
                line = a.msg(seat).render(lang, names)
                why = X.reason(s.view_for(seat), seat, a).render(lang, names)
                assert why.rstrip(".。") not in line and line not in why, (line, why)
                assert str(a.priority) in line, line
                province = R.province_msg(a.province).render(lang)
                assert province in line and province in why, (line, why)
            seen += 1
        s.apply(seat, a)
    assert seen >= 6, seen
