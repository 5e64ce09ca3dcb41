"""Caesar XL's reasons name the decisive point of a march and what the next best choice would have done."""
from games.caesar_xl.explain import _difference, reason
from games.caesar_xl.explain_words import what
from games.caesar_xl.rules import EndPhase, Fight, Move, Pass, PlayCard, Recruit, Retreat, Tactic
from games.caesar_xl.tests.xl_positions import CAESAR, POMPEY, position, put


def test_a_forced_march_onto_lone_leaders_says_it_removes_them():
    s = position(phase="march", gold=(6, 0), markers={"pergamum": CAESAR, "athenae": CAESAR, "byzantium": POMPEY})
    a, b = put(s, CAESAR, "athenae", "legion", "legion")
    put(s, POMPEY, "byzantium", "pompey", "cato")
    put(s, CAESAR, "roma", "caesar")
    view = s.view_for(CAESAR)
    march = Move((a, b), ("pergamum", "byzantium"), False)
    assert march in view.legal_actions(CAESAR)
    said = reason(view, CAESAR, march).render("en", ["Livia", "Marcus"])
    assert said.startswith("entering Byzantium removes Marcus's Pompey and M. Porcius Cato, left there"), said
    assert "ポンペイウスとM・ポルキウス・カトを除去できる" in reason(view, CAESAR, march).render("ja")


def test_a_march_onto_one_lone_leader_speaks_of_him_in_the_singular():
    s = position(phase="march", gold=(6, 0), markers={"athenae": POMPEY, "pergamum": CAESAR})
    put(s, CAESAR, "pergamum", "legion")
    put(s, POMPEY, "athenae", "domitius")
    put(s, CAESAR, "roma", "caesar")
    put(s, POMPEY, "alexandria", "pompey")
    view = s.view_for(CAESAR)
    march = next(m for m in view.legal_actions(CAESAR) if isinstance(m, Move) and m.path[-1] == "athenae")
    said = reason(view, CAESAR, march).render("en", ["Livia", "Marcus"])
    assert "Ahenobarbus, left there without troops" in said and "who stand" not in said, said


def test_a_runner_up_card_is_named_with_what_it_would_have_done():
    s = position(phase="purchase", gold=(9, 0), markers={"roma": CAESAR}, hands=(("donations",), ()))
    put(s, CAESAR, "roma", "caesar")
    put(s, POMPEY, "alexandria", "pompey")
    view = s.view_for(CAESAR)
    said = _difference(view, CAESAR, Recruit("legion", "roma"), PlayCard("donations", ""), 0.1)
    assert said is not None
    assert said.render("en", ["Livia", "Marcus"]) == "playing Donations — 2 cards would be drawn — would clearly help Marcus"


def test_a_march_to_the_commander_says_it_escorts_him():
    s = position(phase="march", gold=(0, 0), markers={"roma": CAESAR, "vercellae": CAESAR})
    legion = put(s, CAESAR, "vercellae", "legion")[0]
    put(s, CAESAR, "roma", "caesar")
    put(s, POMPEY, "alexandria", "pompey")
    said = what(s.view_for(CAESAR), CAESAR, Move((legion,), ("roma",), False)).render("en")
    assert said == "the unit joins Caesar in Roma: 4 swords guard him there", said


def test_a_march_that_takes_nothing_names_the_city_it_brings_within_reach():
    s = position(silver=False, phase="march", gold=(0, 0), markers={"aquileia": CAESAR, "rubicon": CAESAR})
    legion = put(s, CAESAR, "aquileia", "legion")[0]
    put(s, CAESAR, "massilia", "caesar")
    put(s, POMPEY, "alexandria", "pompey")
    view = s.view_for(CAESAR)
    said = what(view, CAESAR, Move((legion,), ("rubicon",), False)).render("en")
    assert said == "from Rubicon the unit can reach Roma and its 5 gold at the next march", said
    assert EndPhase() in view.legal_actions(CAESAR)


def test_a_battle_card_s_reason_says_what_it_does():
    s = position(phase="combat", gold=(0, 0))
    put(s, CAESAR, "antiochia", "ally")
    put(s, POMPEY, "antiochia", "legion")
    s.battle = {"place": "antiochia"}
    said = what(s.view_for(POMPEY), POMPEY, Tactic("triple_line")).render("en")
    assert said == "Triple Line (Triplex Acies) gives the legions and leaders in Antiochia a sword more", said


def test_passing_a_battle_with_no_battle_card_says_so():
    # Caesar's hand holds no battle card: "the cards in hand are kept for later" said what is not so
    s = position(phase="march", gold=(0, 0), markers={"vercellae": POMPEY}, hands=(("cato",), ()))
    legion = put(s, CAESAR, "massilia", "legion")[0]
    put(s, POMPEY, "vercellae", "legion")
    put(s, CAESAR, "utica", "caesar")
    put(s, POMPEY, "alexandria", "pompey")
    s.apply(CAESAR, Move((legion,), ("vercellae",), False))
    s.apply(CAESAR, EndPhase())
    assert s.todo[0] == ("tactic", CAESAR) and s.legal_actions(CAESAR) == [Pass()]
    said = what(s.view_for(CAESAR), CAESAR, Pass()).render("en")
    assert said == "no card in hand can be played in the battle for Vercellae", said


def test_a_runner_up_leader_is_named_with_the_balance_it_would_reach():
    s = position(phase="purchase", gold=(0, 9), markers={"athenae": POMPEY}, hands=((), ("scipio", "labienus")))
    put(s, POMPEY, "athenae", "pompey", "legion")
    put(s, CAESAR, "roma", "caesar")
    view = s.view_for(POMPEY)
    said = _difference(view, POMPEY, PlayCard("scipio", "athenae"), PlayCard("labienus", "athenae"), 0.03)
    assert said is not None
    assert said.render("en") == "playing T. Labienus on Athenae would bring the balance only to Optimates 3", \
        said.render("en")


def test_ending_the_card_draw_says_what_the_gold_is_kept_for():
    s = position(phase="draw", gold=(5, 0))
    put(s, CAESAR, "roma", "caesar")
    put(s, POMPEY, "alexandria", "pompey")
    said = what(s.view_for(CAESAR), CAESAR, EndPhase()).render("en")
    assert said.startswith("the 5 gold are worth more kept for the Purchase phase"), said


def test_a_retreat_says_what_it_saves():
    s = position(phase="combat", gold=(0, 0))
    put(s, CAESAR, "nova_carthago", "legion", "legion", "legion", "ally")
    put(s, POMPEY, "nova_carthago", "legion")
    s.battle = {"place": "nova_carthago", "militia": 0}
    said = what(s.view_for(POMPEY), POMPEY, Retreat("utica")).render("en")
    assert said == "the last unit pulls back to Utica to fight another day", said


def test_ending_a_phase_with_nothing_else_to_do_says_so():
    s = position(phase="combat", gold=(0, 0))
    put(s, CAESAR, "roma", "caesar")
    put(s, POMPEY, "alexandria", "pompey")
    view = s.view_for(CAESAR)
    assert view.legal_actions(CAESAR) == [EndPhase()]
    said = what(view, CAESAR, EndPhase()).render("en")
    assert said == "the Combat phase offers nothing else to do", said


def test_a_weaker_stack_into_the_same_battle_is_named_by_its_odds():
    s = position(phase="march", gold=(0, 0), active=POMPEY, markers={"roma": CAESAR})
    put(s, CAESAR, "roma", "legion", "caesar")
    strong = put(s, POMPEY, "brundisium", "legion", "legion", "legion")
    weak = put(s, POMPEY, "vercellae", "legion")
    put(s, POMPEY, "alexandria", "pompey")
    view = s.view_for(POMPEY)
    said = _difference(view, POMPEY, Move(tuple(strong), ("roma",), False), Move(tuple(weak), ("roma",), False), 0.03)
    assert said is not None and said.render("en").startswith("marching 1 unit to Roma would win its battle "), \
        said and said.render("en")


def test_a_recruit_against_a_threat_says_how_many_swords_then_hold_the_city():
    s = position(phase="purchase", gold=(9, 0), markers={"vercellae": CAESAR, "roma": POMPEY})
    put(s, CAESAR, "vercellae", "legion")
    put(s, CAESAR, "massilia", "caesar")
    put(s, POMPEY, "roma", "legion", "pompey")
    said = what(s.view_for(CAESAR), CAESAR, Recruit("legion", "vercellae")).render("en", ["A", "B"])
    assert said == ("B's stack in Roma, Pompey and a legion, could march on Vercellae and take its 3 gold: with this "
                    "standard legion, the swords there go from 2 to 4, against their 4"), said


def test_an_attack_on_a_city_says_what_it_is_for():
    s = position(phase="march", gold=(0, 0), markers={"antiochia": POMPEY})
    ally = put(s, CAESAR, "tarsus", "ally")[0]
    put(s, POMPEY, "antiochia", "ally")
    put(s, CAESAR, "roma", "caesar")
    put(s, POMPEY, "alexandria", "pompey")
    said = what(s.view_for(CAESAR), CAESAR, Move((ally,), ("antiochia",), False)).render("en", ["A", "B"])
    assert said.startswith("A wins the battle for Antiochia and its 4 gold against B's troops there "), said


def test_an_attack_on_leaders_with_one_legion_does_not_call_it_a_stack_of_one():
    """The stack's disc counts its leaders too: a reason must not say "stack of 1" beside a disc of 3."""
    s = position(phase="march", gold=(0, 0), markers={"antiochia": POMPEY})
    army = put(s, CAESAR, "tarsus", "legion", "legion", "legion")
    put(s, POMPEY, "antiochia", "legion", "cato", "cicero")
    put(s, CAESAR, "roma", "caesar")
    put(s, POMPEY, "alexandria", "pompey")
    said = what(s.view_for(CAESAR), CAESAR, Move(tuple(army), ("antiochia",), False))
    for lang in ("en", "ja"):
        text = said.render(lang, ["A", "B"])
        assert "stack of 1" not in text and "1ユニット" not in text, text


def test_a_recruit_guarding_with_one_sword_says_no_1_swords():
    s = position(phase="purchase", gold=(9, 0), markers={"vercellae": CAESAR, "roma": POMPEY})
    put(s, CAESAR, "massilia", "caesar")
    put(s, POMPEY, "roma", "legion", "pompey")
    said = what(s.view_for(CAESAR), CAESAR, Recruit("ally", "vercellae")).render("en", ["A", "B"])
    assert said.endswith("with this standard ally, the swords there go from 0 to 1, against their 4"), said


def test_a_recruit_against_a_stack_names_its_size_and_what_the_city_holds():
    # seen: "Marcus's stack in Roma could march on Vercellae; this standard legion raises the swords
    # there to 2" (the stack was one legion) and 「…そこの剣は11になる」 (11 against what?)
    s = position(phase="purchase", gold=(9, 0), markers={"vercellae": CAESAR, "roma": POMPEY})
    put(s, CAESAR, "rubicon", "caesar")
    put(s, POMPEY, "roma", "legion")
    put(s, POMPEY, "alexandria", "pompey")
    said = what(s.view_for(CAESAR), CAESAR, Recruit("legion", "vercellae"))
    en, ja = said.render("en", ["Livia", "Marcus"]), said.render("ja", ["リウィア", "マルクス"])
    assert en == ("Marcus's stack in Roma, a legion, could march on Vercellae and take its 3 gold: with this "
                  "standard legion, the swords there go from 0 to 2, against their 2"), en
    assert "ローマにいるマルクスの軍（レギオン、剣2）" in ja and "剣が0から2になる" in ja, ja


def test_a_recruit_where_the_guard_already_outnumbers_every_threat_is_no_guard():
    s = position(phase="purchase", gold=(9, 0), markers={"vercellae": CAESAR, "roma": POMPEY})
    put(s, CAESAR, "vercellae", "caesar", "legion", "legion")
    put(s, POMPEY, "roma", "legion")
    put(s, POMPEY, "alexandria", "pompey")
    said = what(s.view_for(CAESAR), CAESAR, Recruit("legion", "vercellae")).render("en", ["Livia", "Marcus"])
    assert "could march on" not in said and said.startswith("the 6 swords in Vercellae already outmatch every enemy "
                                                            "stack that can reach it: the standard legion"), said


def test_a_stack_joining_a_battle_says_how_it_raises_the_odds():
    s = position(phase="march", gold=(0, 0), markers={"vercellae": POMPEY})
    put(s, POMPEY, "vercellae", "legion", "legion")
    put(s, CAESAR, "vercellae", "legion")                 # marched in already
    second = put(s, CAESAR, "aquileia", "legion")[0]
    put(s, CAESAR, "utica", "caesar")
    put(s, POMPEY, "alexandria", "pompey")
    said = what(s.view_for(CAESAR), CAESAR, Move((second,), ("vercellae",), False)).render("en")
    assert said.startswith("the unit joins the battle in Vercellae: the chance to win rises from "), said


def test_a_battle_card_kept_says_what_it_would_have_changed():
    s = position(phase="march", gold=(0, 0), markers={"vercellae": POMPEY}, hands=(("triple_line",), ()))
    legion = put(s, CAESAR, "massilia", "legion")[0]
    put(s, POMPEY, "vercellae", "legion", "legion", "legion")
    put(s, CAESAR, "utica", "caesar")
    put(s, POMPEY, "alexandria", "pompey")
    s.apply(CAESAR, Move((legion,), ("vercellae",), False))
    s.apply(CAESAR, EndPhase())
    assert s.todo[0] == ("tactic", CAESAR) and Tactic("triple_line") in s.legal_actions(CAESAR)
    said = reason(s.view_for(CAESAR), CAESAR, Pass()).render("en")
    assert "; here Triple Line (Triplex Acies) would raise Player 1's chance in the battle only from " in said, said


def test_a_stack_joining_a_battle_already_won_does_not_say_it_raises_the_odds():
    # seen in play: "the chance to win rises from 100% to 100%"
    s = position(phase="march", gold=(0, 0), markers={"vercellae": POMPEY})
    put(s, POMPEY, "vercellae", "ally")
    put(s, CAESAR, "vercellae", "legion", "legion", "legion", "legion")
    second = put(s, CAESAR, "aquileia", "legion")[0]
    put(s, CAESAR, "utica", "caesar")
    put(s, POMPEY, "alexandria", "pompey")
    said = what(s.view_for(CAESAR), CAESAR, Move((second,), ("vercellae",), False)).render("en")
    assert "rises" not in said, said


def test_fighting_a_battle_next_says_what_the_battle_decides():
    # "the battle in Roma is won 85% of the time" said only the odds, not what was at stake
    s = position(phase="combat", gold=(0, 0), markers={"roma": POMPEY})
    put(s, CAESAR, "roma", "legion", "legion", "antonius")
    put(s, POMPEY, "roma", "legion", "cato")
    put(s, CAESAR, "massilia", "caesar")
    put(s, POMPEY, "alexandria", "pompey")
    s.forum = ["consulship", "pontifex_maximus"]
    why = what(s.view_for(CAESAR), CAESAR, Fight("roma"))
    assert why.render("en", ["Livia", "Marcus"]) == (
        "Livia wins the battle in Roma 85% of the time, and it decides Roma and its 5 gold, the fate of M. Antonius, "
        "the fate of Marcus's M. Porcius Cato and the Forum card Consulship, whose claim needs Roma"), why
    assert "獲得にローマが要るフォルムカード「執政官職」が懸かっている" in why.render("ja", ["Livia", "Marcus"])


def test_keeping_the_battle_cards_names_them_and_not_the_leader_cards():
    # "the 3 cards in hand are kept for later" counted Cato, a leader card, as if it served in battle
    s = position(phase="march", gold=(0, 0), markers={"vercellae": POMPEY}, hands=(("cato", "triple_line"), ()))
    legion = put(s, CAESAR, "massilia", "legion")[0]
    put(s, POMPEY, "vercellae", "legion")
    put(s, CAESAR, "utica", "caesar")
    put(s, POMPEY, "alexandria", "pompey")
    s.apply(CAESAR, Move((legion,), ("vercellae",), False))
    s.apply(CAESAR, EndPhase())
    assert Tactic("triple_line") in s.legal_actions(CAESAR)
    view = s.view_for(CAESAR)
    assert what(view, CAESAR, Pass()).render("en") == (
        "the battle card Triple Line (Triplex Acies) is kept for a battle where it counts more than in Vercellae")
    assert what(view, CAESAR, Pass()).render("ja") == "作戦カード「三重戦列」は、ウェルケラエよりも効く戦闘のために取っておく"


def test_a_march_that_feeds_a_battle_names_the_whole_attack():
    # a battle fed march by march read as a wall of "marches 1 to Roma", each with its own odds
    s = position(phase="march", gold=(0, 0), markers={"roma": POMPEY, "vercellae": CAESAR, "messana": CAESAR})
    first, last = put(s, CAESAR, "vercellae", "legion", "legion")
    other = put(s, CAESAR, "messana", "legion")[0]
    put(s, CAESAR, "massilia", "caesar")
    put(s, POMPEY, "roma", "legion", "legion")
    put(s, POMPEY, "alexandria", "pompey")
    s.apply(CAESAR, Move((first,), ("roma",), False))
    s.apply(CAESAR, Move((other,), ("roma",), False))
    march = Move((last,), ("roma",), False)
    assert march in s.legal_actions(CAESAR)
    why = what(s.view_for(CAESAR), CAESAR, march)
    assert why.render("en", ["Livia", "Marcus"]) == (
        "with it, 3 of Livia's units attack Marcus's stack of 2 in Roma: Livia wins 82% of the time, "
        "46% without it"), why
    assert why.render("ja", ["Livia", "Marcus"]).startswith("加わればLiviaの3ユニットでローマのMarcusの2ユニットを攻める")


def test_a_small_cost_is_said_in_words_a_player_weighs_not_as_games_in_n():
    s = position(phase="purchase", gold=(9, 0), markers={"roma": CAESAR}, hands=(("donations",), ()))
    put(s, CAESAR, "roma", "caesar")
    put(s, POMPEY, "alexandria", "pompey")
    view = s.view_for(CAESAR)
    said = _difference(view, CAESAR, Recruit("legion", "roma"), PlayCard("donations", ""), 0.027, top=0.5)
    assert said is not None
    en, ja = said.render("en", ["Livia", "Marcus"]), said.render("ja", ["リウィア", "マルクス"])
    assert en.endswith("would help Marcus a little") and "game in" not in en, en
    assert ja.endswith("マルクスが少し有利になる") and "回に1回" not in ja, ja


def test_a_march_taking_leaders_out_of_reach_names_them_and_the_stack_that_threatens_them():
    # seen: "Athenae is a better post for these 2 units in the turns to come" for leaders the hard
    # general moved away from a stronger enemy stack
    s = position(phase="march", gold=(0, 0), markers={"athenae": CAESAR, "thessalonica": POMPEY, "creta": CAESAR})
    mine = put(s, CAESAR, "athenae", "caesar", "legion")
    put(s, POMPEY, "thessalonica", "pompey", "legion", "legion", "legion")
    view = s.view_for(CAESAR)
    march = next(m for m in view.legal_actions(CAESAR)
                 if isinstance(m, Move) and set(m.units) == set(mine) and m.path == ("creta",))
    said = what(view, CAESAR, march)
    en, ja = said.render("en", ["Livia", "Marcus"]), said.render("ja", ["リウィア", "マルクス"])
    assert en == ("the march takes Caesar from Athenae to Creta, safe from Marcus's stack in Thessalonica, "
                  "Pompey and 3 legions, whose 8 swords outnumber the 4 in Athenae"), en
    assert "カエサルをアテナエからクレタへ移し" in ja and "（ポンペイウスと3個レギオン）" in ja, ja
