"""Caesar XL's reasons say a battle's chance truly: never "100%" for a battle that can be lost,
never "0%" for one that can be won, and no card named for a change the words cannot show."""
from games.caesar_xl.explain import reason
from games.caesar_xl.explain_words import level, often, rises, what
from games.caesar_xl.rules import EndPhase, Fight, Move, Pass, Tactic
from games.caesar_xl.tests.xl_positions import CAESAR, POMPEY, position, put


def test_the_extremes_are_said_in_words_in_both_languages():
    assert often(0.996).render("en") == "almost surely" and often(0.996).render("ja") == "ほぼ確実に勝てる"
    assert often(0.004).render("en") == "hardly ever" and often(0.004).render("ja") == "まず勝てない"
    assert often(0.994).render("en") == "99% of the time" and often(0.006).render("ja") == "勝率1％"
    assert level(0.999).render("en") == "a near certainty" and level(0.001).render("ja") == "ほぼ0％"
    assert not rises(0.996, 0.999) and not rises(0.302, 0.304) and rises(0.30, 0.32)


def _big_battle(phase="combat", hands=((), ())):
    s = position(phase=phase, gold=(0, 0), markers={"vercellae": POMPEY}, hands=hands)
    put(s, POMPEY, "vercellae", "ally")
    put(s, CAESAR, "utica", "caesar")
    put(s, POMPEY, "alexandria", "pompey")
    return s


def test_a_battle_that_can_still_be_lost_is_won_almost_surely_not_always():
    s = _big_battle()
    put(s, CAESAR, "vercellae", "legion", "legion", "legion", "legion")
    for lang in ("en", "ja"):
        said = what(s.view_for(CAESAR), CAESAR, Fight("vercellae")).render(lang, ["Livia", "Marcus"])
        assert "100" not in said, said
    assert what(s.view_for(CAESAR), CAESAR, Fight("vercellae")).render("en") == \
        "the battle in Vercellae is won almost surely, and it decides Vercellae and its 3 gold"


def test_a_battle_card_that_changes_nothing_the_words_show_is_not_the_reason():
    # seen in play: "here Ambush would raise the chance to win only from 100% to 100%"
    s = _big_battle(phase="march", hands=(("ambush",), ()))
    legions = put(s, CAESAR, "massilia", "legion", "legion", "legion", "legion")
    s.apply(CAESAR, Move(tuple(legions), ("vercellae",), False))
    s.apply(CAESAR, EndPhase())
    assert s.todo[0] == ("tactic", CAESAR) and Tactic("ambush") in s.legal_actions(CAESAR)
    for lang in ("en", "ja"):
        said = reason(s.view_for(CAESAR), CAESAR, Pass()).render(lang, ["Livia", "Marcus"])
        assert "100" not in said and "raise" not in said and "上が" not in said, said
        assert said.endswith(("the battle in Vercellae is won almost surely.", "ほぼ確実に勝てる。")), said
