"""Caesar XL's reasons say a battle's chance truly: never "100%" for a battle that can be lost,
never "0%" for one that can be won, and no card named for a change the words cannot show."""
from games.caesar_xl.explain import reason
from games.caesar_xl.explain_words import level, often, rises, what
from games.caesar_xl.rules import EndPhase, Fight, Move, Pass, Tactic
from games.caesar_xl.tests.xl_positions import CAESAR, POMPEY, position, put


def test_the_extremes_are_said_in_words_in_both_languages():
    assert often(0.996).render("en") == "almost surely" and often(0.996).render("ja") == "ほぼ確実"
    assert often(0.004).render("en") == "hardly ever" and often(0.004).render("ja") == "ほとんどない"
    assert often(0.994).render("en") == "99% of the time" and often(0.006).render("ja") == "1％"
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
        "Player 1 wins the battle in Vercellae almost surely, and it decides Vercellae and its 3 gold"


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
        assert said.endswith(("Livia wins this battle almost surely.", "この戦闘にLiviaが勝つ見込みはほぼ確実。")), said


def test_the_defender_s_odds_say_who_holds_the_place():
    # seen in play: "the battle in Nova Carthago is won 59% of the time" said by the defender, no one named
    s = _big_battle(phase="march", hands=((), ("cato",)))
    legion = put(s, CAESAR, "massilia", "legion")[0]
    s.apply(CAESAR, Move((legion,), ("vercellae",), False))
    s.apply(CAESAR, EndPhase())
    if s.todo and s.todo[0] == ("tactic", CAESAR):
        s.apply(CAESAR, Pass())
    assert s.todo[0] == ("tactic", POMPEY) and s.battle["dfn"] == POMPEY
    why = reason(s.view_for(POMPEY), POMPEY, Pass())
    en, ja = why.render("en", ["Livia", "Marcus"]), why.render("ja", ["Livia", "Marcus"])
    assert "Marcus holds out in this battle " in en and " is won " not in en, en
    assert "この戦闘でMarcusが守り切る見込みは" in ja and "勝率" not in ja, ja


def test_every_battle_reason_names_the_side_whose_odds_it_gives():
    s = _big_battle()
    put(s, CAESAR, "vercellae", "legion")
    said = what(s.view_for(CAESAR), CAESAR, Fight("vercellae"))
    assert said.render("en", ["Livia", "Marcus"]).startswith("Livia wins the battle in Vercellae "), said
    assert said.render("ja", ["Livia", "Marcus"]).startswith("ウェルケラエの戦闘にLiviaが勝つ見込みは"), said


def test_a_battle_card_s_odds_say_whose_chance_it_raises():
    s = _big_battle(phase="march", hands=((), ("siege",)))
    legion = put(s, CAESAR, "massilia", "legion")[0]
    s.apply(CAESAR, Move((legion,), ("vercellae",), False))
    s.apply(CAESAR, EndPhase())
    if s.todo and s.todo[0] == ("tactic", CAESAR):
        s.apply(CAESAR, Pass())
    why = reason(s.view_for(POMPEY), POMPEY, Pass())
    assert "would raise Marcus's chance in the battle only from 37% to 55%" in why.render("en", ["Livia", "Marcus"])
    assert "この戦闘にMarcusが勝つ見込みは37％から55％にしか上がらない" in why.render("ja", ["Livia", "Marcus"])


def test_a_lone_unit_fighting_on_is_not_called_a_stack_of_one():
    # seen in play: "the stack of 1 fights on in Nova Carthago"
    s = position(phase="combat", gold=(0, 0))
    put(s, CAESAR, "nova_carthago", "legion")
    put(s, POMPEY, "nova_carthago", "legion", "legion")
    put(s, CAESAR, "utica", "caesar")
    put(s, POMPEY, "alexandria", "pompey")
    s.battle = {"place": "nova_carthago", "militia": 0}
    s.todo = [("retreat", CAESAR)]
    said = what(s.view_for(CAESAR), CAESAR, Pass())
    assert said.render("en") == "the last unit in Nova Carthago fights on", said
    assert said.render("ja") == "ノウァ・カルタゴに残る1ユニットで戦い続ける", said
