"""Caesar XL reasons in a player's words, not the general's formulas: a card bought says what the
gold buys, a hit says which better unit it keeps, a retreat says what staying would come to, a
recruit says what it adds; and advice speaks to the one who asked ("you win the battle"), while
the computer's own reasons in the log name their seat."""
from __future__ import annotations

import pytest

from games.caesar_xl import explain as X
from games.caesar_xl.explain_words import what
from games.caesar_xl.explain_you import SAID_TO_YOU, to_you
from games.caesar_xl.rules import (CITY, AssignHit, BuyCard, Claim, EndPhase, Move, Muster, Pass, PlayCard, Recruit,
                                    Remove, Retreat, Tactic)
from games.caesar_xl.tests.xl_positions import CAESAR, CHANCE, POMPEY, fire, position, put, to_retreat
from games.core.text import Msg, catalogue

NAMES = ["Livia", "Marcus"]
WHY = "caesar_xl.why."


def test_a_card_bought_says_what_the_gold_buys_and_what_is_left():
    # seen: "10 gold to spend and 3 cards in hand"
    s = position(phase="draw", gold=(10, 0))
    put(s, CAESAR, "roma", "caesar")
    put(s, POMPEY, "alexandria", "pompey")
    s.hands[CAESAR] = ["ambush", "siege", "fleet"]
    view = s.view_for(CAESAR)
    assert BuyCard() in view.legal_actions(CAESAR)
    en, ja = (what(view, CAESAR, BuyCard()).render(lang) for lang in ("en", "ja"))
    assert "cards in hand" not in en and "手札は3枚" not in ja
    assert en == ("5 of the 10 gold buy one more card (a leader, a tactics card, an event, or a Forum card, which "
                  "goes face up to the Forum row where either side may claim it), "
                  "and 5 gold stay for recruits and diplomacy"), en
    assert ja.startswith("10ゴールドのうち5ゴールドでカードをもう1枚引く") and "残る5ゴールドは徴募と外交" in ja, ja
    s.hands[CAESAR] = ["ambush", "siege", "fleet", "treachery", "revolt"]       # (a full hand: one goes)
    en = what(s.view_for(CAESAR), CAESAR, BuyCard()).render("en")
    assert "with 5 cards in hand one must then be discarded" in en, en
    s.hands[CAESAR] = ["ambush"]
    s.gold[CAESAR] = 5                      # (the last gold: seen "and 0 gold stay for recruits")
    en, ja = (what(s.view_for(CAESAR), CAESAR, BuyCard()).render(lang) for lang in ("en", "ja"))
    assert "0 gold" not in en and "残る0ゴールド" not in ja, (en, ja)
    # (the card's worth over the gold's, never "leaving nothing for recruits": advice against itself)
    assert en.startswith("the last 5 gold buy one more card"), en
    assert en.endswith("worth more now than a recruit or a diplomacy roll") and "nothing" not in en, en
    assert ja.endswith("いまは徴募や外交よりカード1枚のほうが役に立つ") and "残らない" not in ja, ja


def _hit_position(*mine, silver=True):
    """Caesar's stack (``mine``) attacks Pompey's 3 legions in Roma and is hit once: his choice."""
    s = position(silver=silver, phase="march", gold=(0, 0), markers={"roma": POMPEY})
    put(s, POMPEY, "roma", "legion", "legion", "legion")
    for u in put(s, CAESAR, "roma", *mine):
        s.origin[u] = "vercellae"
    s.apply(CAESAR, EndPhase())
    while not (s.todo and s.todo[0][0] == "assign" and CAESAR in s.to_act()):
        if s.to_act()[0] == CHANCE:
            try:
                fire(s, 0, 1)
            except AssertionError:          # (a step where the defender has no unit firing)
                fire(s, 0, 0)
        else:
            legal = s.legal_actions(s.to_act()[0])
            s.apply(s.to_act()[0], Pass() if Pass() in legal else legal[0])
    return s


def _hit_words(s, kind, grade):
    hit = next(a for a in s.legal_actions(CAESAR) if isinstance(a, AssignHit) and (a.kind, a.grade) == (kind, grade))
    said = what(s.view_for(CAESAR), CAESAR, hit)
    return said.render("en"), said.render("ja")


def test_a_hit_says_which_better_unit_it_keeps_in_the_fight():
    # seen: "the standard ally is the least valuable unit there"
    en, ja = _hit_words(_hit_position("ally", "legion:veteran", "legion"), "ally", "standard")
    assert "least valuable" not in en and "最も価値の低い" not in ja
    assert en == ("better to lose the standard ally, which hits only on a roll of 1, and keep the veteran legion, "
                  "which hits on a roll of 3 or less"), en
    assert ja == "標準同盟軍（出目1で命中）を失い、熟練レギオン（出目3以下で命中）を残すほうがよい", ja


def test_a_hit_between_units_of_equal_swords_says_so():
    s = _hit_position("ally:veteran", "legion", silver=False)
    en, _ = _hit_words(s, "ally", "veteran")
    assert en == ("the veteran ally hits on a roll of 2 or less, as the standard legion does, and is the one "
                  "the stack misses least"), en
    en, _ = _hit_words(s, "legion", "standard")          # (the dearer one: no claim that it is missed least)
    assert en == "the standard legion hits on a roll of 2 or less, as the veteran ally does", en


def _retreat_position():
    """Caesar's stack of 2 legions attacks Pompey's 4 in Roma; no hit yet, Caesar may retreat."""
    s = position(phase="march", gold=(0, 0), markers={"roma": POMPEY})
    put(s, POMPEY, "roma", "legion:veteran", "legion:veteran", "legion", "pompey")
    for u in put(s, CAESAR, "roma", "legion", "legion"):
        s.origin[u] = "vercellae"
    to_retreat(s, CAESAR)
    return s


def test_a_retreat_says_what_staying_would_come_to():
    # seen: "the stack lives on in Utica rather than fight on against the enemy stack of 4 in Nova Carthago"
    s = _retreat_position()
    view = s.view_for(CAESAR)
    assert Retreat("vercellae") in view.legal_actions(CAESAR)
    why = X.reason(view, CAESAR, Retreat("vercellae"))
    en, ja = why.render("en", NAMES), why.render("ja", NAMES)
    assert "lives on" not in en and "兵を残す" not in ja
    assert en.startswith("the 2 units pull back to Vercellae to fight another day; fighting on against the "
                         "enemy's stack of 4 in Roma would win "), en
    assert ja.startswith("2ユニットはウェルケラエへ退き、次の戦闘に備える。ローマで敵の4ユニットと戦い続けても、この戦闘に勝つ見込みは"), ja


def test_a_recruit_says_what_it_adds_and_what_it_costs():
    # seen: "the 22 gold in the treasury pay for a standard legion in Pergamum"
    s = position(phase="purchase", gold=(10, 0))
    put(s, CAESAR, "roma", "caesar", "legion")
    put(s, POMPEY, "alexandria", "pompey")
    view = s.view_for(CAESAR)
    rec = next(a for a in view.legal_actions(CAESAR) if isinstance(a, Recruit) and a.place == "roma"
               and a.kind == "legion" and a.grade == "standard")
    en = what(view, CAESAR, rec).render("en")
    assert "in the treasury pay for" not in en
    cost = view.recruit_cost(CAESAR, "legion", "roma")
    assert en == f"no enemy stack can reach Roma: the standard legion, for {cost} of the 10 gold, builds up the " \
                 "stack there for a march on Messana (Sicilia) and its 3 gold", en     # (not a bare count of swords)


def _battle_advice():
    """Caesar's March phase: his stack of 4 next to Pompey's lone legion in Roma."""
    s = position(phase="march", gold=(0, 0), markers={"roma": POMPEY})
    put(s, CAESAR, "vercellae", "caesar", "legion", "legion", "legion")
    put(s, POMPEY, "roma", "legion")
    put(s, POMPEY, "alexandria", "pompey")
    return s


def test_advice_speaks_to_the_one_who_asked_and_the_log_names_the_mover():
    # seen: advice "Livia wins the battle ..." given to Livia
    s = _battle_advice()
    view = s.view_for(CAESAR)
    adv = X.advise(view, CAESAR)
    en, ja = adv.reason.render("en", NAMES), adv.reason.render("ja", NAMES)
    assert "Livia" not in en and "Livia" not in ja, (en, ja)
    assert "you win" in en and "あなたが勝つ" in ja, (en, ja)
    log = X.reason(view, CAESAR, adv.action).render("en", NAMES)
    assert "Livia wins" in log and "you" not in log.split(), log


def test_a_leader_taking_command_is_the_movers_in_the_log_and_yours_in_advice():
    s = position(phase="purchase", gold=(10, 0))
    s.sc[POMPEY] = None
    put(s, CAESAR, "roma", "caesar")
    put(s, POMPEY, "alexandria", "legion")
    s.hands[POMPEY] = ["cato"]
    s.active = POMPEY
    view = s.view_for(POMPEY)
    play = next(a for a in view.legal_actions(POMPEY) if isinstance(a, PlayCard) and a.card == "cato")
    why = what(view, POMPEY, play)
    assert "Marcus's Supreme Commander" in why.render("en", NAMES), why.render("en", NAMES)
    assert "your" not in why.render("en", NAMES)
    assert "your Supreme Commander" in to_you(why, POMPEY).render("en", NAMES)
    assert "あなたの最高司令官" in to_you(why, POMPEY).render("ja", NAMES)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_sentence_that_names_the_mover_has_words_for_you(lang):
    cat = catalogue()[lang]
    for kind in SAID_TO_YOU:
        assert "{seat}" in cat[WHY + kind], kind               # (the log's words name the mover)
        said = cat[WHY + "you." + kind]
        assert "{seat}" not in said and ("you" in said.lower() or "あなた" in said), (kind, said)
    named = {k[len(WHY):] for k, v in cat.items() if k.startswith(WHY) and not k.startswith(WHY + "you.")
             and "{seat}" in v and not k.endswith(".one")}
    assert named <= SAID_TO_YOU, named - SAID_TO_YOU


def test_a_reason_said_to_you_keeps_the_enemy_named():
    why = Msg(WHY + "march_battle", {"seat": 0, "seat_foe": 1, "place": Msg("caesar_xl.city.roma"),
                                     "p": Msg(WHY + "often", {"n": 85}), "n": 3})
    assert to_you(why, 0).render("en", NAMES) == "you win the battle with Marcus's troops in Roma 85% of the time"


def test_a_battle_fought_on_names_its_place_once():
    # seen: "the last unit in Lugdunum fights on; Livia wins the battle in Lugdunum 45% of the time"
    s = _retreat_position()
    view = s.view_for(CAESAR)
    en = X.reason(view, CAESAR, Pass()).render("en", NAMES)
    assert en.count("Roma") == 1 and "wins this battle" in en, en
    assert X.what(view, CAESAR, Pass()).render("en") == "fighting on in Roma"      # (not "ending the phase")
    ja = X.advise(view, CAESAR).reason.render("ja", NAMES)
    assert "Livia" not in ja, ja


def test_a_march_that_gathers_or_garrisons_says_so_not_the_generals_count():
    # seen: "by the general's count, Vercellae is where this unit serves best"
    s = position(phase="march", gold=(0, 0), markers={c: CAESAR for c in CITY if c != "alexandria"})
    put(s, CAESAR, "massilia", "legion")
    put(s, CAESAR, "vercellae", "legion", "legion")
    put(s, CAESAR, "roma", "caesar")
    put(s, POMPEY, "alexandria", "pompey")
    view = s.view_for(CAESAR)
    moves = [a for a in view.legal_actions(CAESAR) if isinstance(a, Move) and len(a.path) == 1]
    said = {a.path[-1]: what(view, CAESAR, a) for a in moves if view.units[a.units[0]][3] == "massilia"}
    words = [m.render("en") for m in said.values()]
    assert not any("general's count" in w for w in words), words
    gather = what(view, CAESAR, next(a for a in moves if a.path[-1] == "vercellae"
                                     and view.units[a.units[0]][3] == "massilia"))
    assert gather.render("en") == "the unit joins the 2 in Vercellae: a stack of 3", gather.render("en")
    assert gather.render("ja") == "1ユニットがウェルケラエの2ユニットに合流し、3ユニットの軍になる"


def test_ending_the_purchase_or_march_says_what_is_kept():
    # seen turn after turn: "nothing more in the Purchase phase is worth doing now"
    s = position(phase="purchase", gold=(7, 0))
    put(s, CAESAR, "roma", "caesar")
    put(s, POMPEY, "alexandria", "pompey")
    en = what(s.view_for(CAESAR), CAESAR, EndPhase()).render("en")
    assert "nothing more" not in en and en.startswith("the 7 gold left wait for a later turn: no recruit"), en
    s = position(phase="march", gold=(7, 0))
    put(s, CAESAR, "roma", "caesar", "legion")
    put(s, POMPEY, "alexandria", "pompey")
    en = what(s.view_for(CAESAR), CAESAR, EndPhase()).render("en")
    assert en.startswith("every other stack stays put"), en


def test_a_whole_stack_marching_is_not_said_to_leave_none_behind():
    # seen: "the march leaves 0 of the 6 pieces in Nova Carthago behind: ..."
    s = position(phase="march", gold=(0, 0), markers={"roma": POMPEY})
    put(s, CAESAR, "vercellae", "legion", "legion", "legion:veteran")
    put(s, POMPEY, "roma", "legion", "legion", "legion")
    put(s, POMPEY, "alexandria", "pompey")
    put(s, CAESAR, "massilia", "caesar")
    why = X.reason(s.view_for(CAESAR), CAESAR, Muster("vercellae"))
    en, ja = why.render("en", NAMES), why.render("ja", NAMES)
    assert "leaves 0" not in en and "0ユニットを残して" not in ja, en
    assert en.startswith("all 3 pieces in Vercellae march together — Livia wins the battle for Roma"), en
    assert ja.startswith("ウェルケラエの3ユニットがすべて行軍する。"), ja


def test_a_win_on_the_spot_is_a_whole_sentence():
    # seen: 「…フォルムのバランスは7に達している」 with no full stop, beside every other reason's
    s = position(phase="forum", active=POMPEY, gold=(0, 0))
    put(s, CAESAR, "vercellae", "caesar", "legion")
    put(s, POMPEY, "roma", "pompey", "cato", "scipio", "labienus")
    why = X.reason(s.view_for(POMPEY), POMPEY, EndPhase())
    assert why.render("en").endswith("the Forum balance stands at 7."), why.render("en")
    assert why.render("ja").endswith("達している。"), why.render("ja")


def test_ending_the_purchase_with_no_gold_speaks_of_no_gold_left():
    s = position(phase="purchase", gold=(0, 0))
    put(s, CAESAR, "roma", "caesar")
    put(s, POMPEY, "alexandria", "pompey")
    s.hands[CAESAR] = ["antonius"]
    en = what(s.view_for(CAESAR), CAESAR, EndPhase()).render("en")
    assert "0 gold" not in en, en


def test_a_guarding_march_named_as_the_runner_up_has_no_brackets_within_brackets():
    # seen: "marching 4 units to Vercellae (Marcus's stack in Roma could otherwise reach Vercellae
    # (this march raises the swords there to 13)) would bring the chance to win down ..."
    s = position(phase="march", gold=(0, 0), markers={"vercellae": CAESAR, "roma": POMPEY})
    put(s, CAESAR, "massilia", "legion", "legion")
    put(s, CAESAR, "vercellae", "caesar")
    put(s, POMPEY, "roma", "pompey", "legion", "legion")
    view = s.view_for(CAESAR)
    march = next(a for a in view.legal_actions(CAESAR) if isinstance(a, Move) and a.path == ("vercellae",)
                 and len(a.units) == 2)
    said = what(view, CAESAR, march)
    en, ja = said.render("en", NAMES), said.render("ja", NAMES)
    assert "(" not in en and "（" not in ja, (en, ja)
    assert en == "Marcus's stack in Roma could reach Vercellae: this march brings the swords there to 6", en


def test_battle_cards_say_what_they_do_and_ambush_is_yours_in_advice():
    # seen: "Senatus Consultum Ultimum counts in the battle for Nova Carthago", and advice saying
    # "with Ambush only this side fires"
    s = position(phase="march", gold=(0, 0), markers={"roma": POMPEY}, hands=((), ("ambush",)))
    s.claimed[POMPEY].append("senatus_consultum_ultimum")
    put(s, POMPEY, "roma", "pompey", "legion", "legion")
    for u in put(s, CAESAR, "roma", "legion", "legion", "legion"):
        s.origin[u] = "vercellae"
    s.apply(CAESAR, EndPhase())
    if s.todo and s.todo[0] == ("tactic", CAESAR):
        s.apply(CAESAR, Pass())
    assert s.todo[0] == ("tactic", POMPEY)
    view = s.view_for(POMPEY)
    scu = what(view, POMPEY, Tactic("senatus_consultum_ultimum"))
    assert scu.render("en") == "Senatus Consultum Ultimum gives every unit defending Roma a sword more", scu.render("en")
    ambush = what(view, POMPEY, Tactic("ambush"))
    assert "only Marcus's side fires" in ambush.render("en", NAMES), ambush.render("en", NAMES)
    assert "only your side fires" in to_you(ambush, POMPEY).render("en", NAMES)
    assert "あなたの側だけが攻撃する" in to_you(ambush, POMPEY).render("ja", NAMES)


def test_a_forum_phase_ended_with_a_claim_open_says_the_cards_wait():
    # seen turn after turn: "nothing more in the Forum and victory phase is worth doing now"
    s = position(phase="forum", active=POMPEY, gold=(10, 10))
    put(s, CAESAR, "vercellae", "caesar", "legion")
    put(s, POMPEY, "roma", "pompey", "legion")
    s.forum = ["consulship"]
    s.deck.draw("consulship")
    view = s.view_for(POMPEY)
    assert Claim("consulship") in view.legal_actions(POMPEY)
    en, ja = (what(view, POMPEY, EndPhase()).render(lang) for lang in ("en", "ja"))
    assert "nothing more" not in en and "これ以上する価値" not in ja, (en, ja)
    assert en == "the Forum cards that could be claimed stay in the row for now", en


def _upkeep(*salonae):
    """Caesar's upkeep takes a unit from Salonae (1 gold) or Athenae (3 gold, 5 legions)."""
    s = position(phase="taxation", gold=(0, 0))
    put(s, CAESAR, "salonae", *salonae)
    put(s, CAESAR, "athenae", *["legion"] * 5)
    put(s, CAESAR, "roma", "caesar")
    put(s, POMPEY, "alexandria", "pompey")
    s.todo = [("lose", CAESAR, "", 1, "upkeep")]
    return s


def test_a_unit_lost_to_upkeep_says_what_the_choice_keeps():
    # seen: "the standard ally is the least valuable to lose"
    s = _upkeep("legion", "legion", "ally")
    view = s.view_for(CAESAR)
    ally = next(a for a in view.legal_actions(CAESAR) if isinstance(a, Remove) and a.kind == "ally")
    en = what(view, CAESAR, ally).render("en")
    assert "least valuable" not in en
    assert en == ("better to lose the standard ally, which hits only on a roll of 1, and keep the standard legion, "
                  "which hits on a roll of 2 or less"), en
    s = _upkeep("legion", "legion", "legion")
    view = s.view_for(CAESAR)
    said = what(view, CAESAR, view.legal_actions(CAESAR)[0])
    assert said.render("en") == "every unit that could go is a standard legion like this one, hitting on a roll of 2 or less"
    assert said.render("ja") == "失えるユニットはどれもこれと同じ標準レギオン（出目2以下で命中）"
