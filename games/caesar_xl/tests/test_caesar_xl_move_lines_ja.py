"""Caesar XL's Japanese move lines (the review's "your move" and "the better move", the next best
choice in a reason) are sentences like the English ones: 「マッシリアで標準レギオンを徴募する」,
not a noun phrase 「マッシリアでの標準レギオンの徴募」."""
import re

from games.caesar_xl.explain import what
from games.caesar_xl.rules import Claim, EndPhase, Recruit
from games.caesar_xl.tests.xl_positions import CAESAR, POMPEY, position, put
from games.core.text import catalogue

#: a Japanese sentence that ends as a verb does (辞書形: 〜する, 〜使う, 〜選ぶ, 〜終える; 〜買わない)
VERB_END = re.compile(r"([うくぐすつぬぶむる]|ない)$")


def test_every_move_line_ends_as_a_verb():
    ja = catalogue()["ja"]
    lines = {k: v for k, v in ja.items() if k.startswith("caesar_xl.why.act.") and k != "caesar_xl.why.act.other"}
    assert len(lines) > 15
    nouns = {k: v for k, v in lines.items() if not VERB_END.search(v) or v.endswith("こと")}
    assert not nouns, nouns


def test_a_move_line_reads_as_a_sentence():
    s = position(phase="purchase", gold=(9, 0), markers={"massilia": CAESAR})
    put(s, CAESAR, "massilia", "caesar")
    put(s, POMPEY, "alexandria", "pompey")
    s.forum = ["consulship"]
    view = s.view_for(CAESAR)
    assert what(view, CAESAR, Recruit("legion", "massilia")).render("ja") == "マッシリアで標準レギオンを徴募する"
    assert what(view, CAESAR, Recruit("legion", "massilia")).render("en") == "recruiting a standard legion in Massilia"
    assert what(view, CAESAR, Claim("consulship")).render("ja") == "「執政官職」を獲得する"
    assert what(view, CAESAR, EndPhase()).render("ja") == "購入フェイズを終える"


def test_a_next_best_move_is_joined_to_its_consequence_as_a_verb_allows():
    """「…を徴募するでは」 does not read: the reasons join a move line with なら, which also follows
    the review's 「あなたの手」."""
    ja = catalogue()["ja"]
    joined = {k: v for k, v in ja.items() if k.startswith("caesar_xl.why.") and "{alt}" in v}
    assert joined and all(re.search(r"\{alt\}(（\{does\}）)?なら", v) for v in joined.values()), joined
