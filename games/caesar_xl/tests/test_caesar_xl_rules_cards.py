"""Caesar XL: SPQR cards from explicit positions — leaders played and their abilities, Forum
cards (claims, income, their battle and recruiting effects), events and tactics."""
import pytest

from games.core.chance import CHANCE
from games.caesar_xl.rules import (Ability, Claim, DrawCard, EndPhase, Move, Pass, PlayCard, Recruit, Roll,
                                   Tactic, Target)
from games.caesar_xl.tests.xl_positions import CAESAR, POMPEY, position, put, step_distribution


def test_a_leader_joins_the_supreme_commander_and_counts_politically():
    s = position(hands=(["antonius"], []))
    put(s, CAESAR, "rubicon", "caesar")
    assert s.legal_actions(CAESAR).count(PlayCard("antonius", "rubicon")) == 1
    assert not any(isinstance(a, PlayCard) and a.target != "rubicon" for a in s.legal_actions(CAESAR))
    s.apply(CAESAR, PlayCard("antonius", "rubicon"))
    assert s.has_leader(CAESAR, "antonius") == "rubicon" and s.balance(CAESAR) == 3


@pytest.mark.parametrize("seat,leader,sc,where", [(CAESAR, "brutus", "caesar", "rubicon"),
                                                   (CAESAR, "cassius", "caesar", "rubicon"),
                                                   (POMPEY, "antonius", "pompey", "athenae"),
                                                   (POMPEY, "lepidus", "pompey", "athenae")])
def test_a_leader_serves_whichever_side_plays_his_card(seat, leader, sc, where):
    """Leaders arrive by card and serve either side (Brutus for Caesar, Antonius for Pompey): the
    card is played like one's own, and its faction points count for the side that played it."""
    s = position(active=seat, hands=([leader], []) if seat == CAESAR else ([], [leader]))
    put(s, seat, where, sc)
    before = s.balance(seat)
    assert PlayCard(leader, where) in s.legal_actions(seat)
    s.apply(seat, PlayCard(leader, where))
    assert s.has_leader(seat, leader) == where and s.has_leader(1 - seat, leader) is None
    points = s.balance(seat) - before
    assert abs(points) == 1 and (points > 0) == (leader in ("antonius", "lepidus"))


def test_antonius_raises_a_free_legion_in_roma_each_purchase_phase():
    s = position(phase="draw", markers={"roma": CAESAR})
    put(s, CAESAR, "roma", "antonius")
    s.apply(CAESAR, EndPhase())
    assert sorted(t[1] for t in s.units.values()) == ["antonius", "legion"]


def test_curio_pays_four_gold_and_scipio_brings_two_legions():
    s = position(gold=(0, 0), hands=(["curio"], ["scipio"]))
    put(s, CAESAR, "rubicon", "caesar")
    s.apply(CAESAR, PlayCard("curio", "rubicon"))
    assert s.gold[CAESAR] == 4
    p = position(active=POMPEY, hands=([], ["scipio"]), markers={"antiochia": POMPEY})
    put(p, POMPEY, "athenae", "pompey")
    p.apply(POMPEY, PlayCard("scipio", "athenae"))
    assert sorted(t[3] for t in p.units.values() if t[1] == "legion") == ["antiochia", "antiochia"]


def test_cicero_buys_back_a_leader_from_the_discards():
    s = position(gold=(5, 0))
    put(s, CAESAR, "roma", "cicero")
    s.deck.draw("brutus")
    s.deck.discard("brutus")
    assert Ability("cicero", "brutus") in s.legal_actions(CAESAR)
    s.apply(CAESAR, Ability("cicero", "brutus"))
    assert s.hands[CAESAR] == ["brutus"] and s.gold[CAESAR] == 3
    assert not any(isinstance(a, Ability) for a in s.legal_actions(CAESAR))      # once per phase


def test_a_card_taken_from_the_discards_stays_known_to_both_until_it_leaves_the_hand():
    """Cicero's card comes from the face-up discards in everyone's sight: every view shows it,
    so taking it is no secret choice (the pass-and-play screen needs no hand-off for it);
    the other cards of the hand stay hidden, and once it is played it is no longer known."""
    from games.core.conformance import snapshot
    s = position(gold=(5, 0), hands=(["curio"], []))
    put(s, CAESAR, "roma", "cicero")
    s.deck.draw("brutus")
    s.deck.discard("brutus")
    s.apply(CAESAR, Ability("cicero", "brutus"))
    public = s.view_for(None)
    assert sorted(public.hands[CAESAR]) == ["?", "brutus"] and "brutus" not in public.unseen
    assert s.secrets(POMPEY) == {("hand", CAESAR): ("curio",)}
    hand = Ability("cicero", "brutus")
    t = position(gold=(5, 0))
    put(t, CAESAR, "roma", "cicero")
    t.deck.draw("brutus")
    t.deck.discard("brutus")
    t.apply(CAESAR, hand)
    assert snapshot(t.view_for(CAESAR)) == snapshot(t.view_for(None))        # nothing private
    for seed in range(5):                                                   # the known card stays put
        import random
        again = s.resample_hidden(POMPEY, random.Random(seed))
        assert "brutus" in again.hands[CAESAR] and len(again.hands[CAESAR]) == 2
        d = s.view_for(POMPEY).determinize(POMPEY, random.Random(seed))
        assert "brutus" in d.hands[CAESAR] and len(d.hands[CAESAR]) == 2
    put(s, CAESAR, "rubicon", "caesar")
    s.apply(CAESAR, PlayCard("brutus", "rubicon"))
    assert s.known[CAESAR] == [] and s.view_for(None).hands[CAESAR] == ["?"]


def test_dolabella_turns_an_empty_enemy_city_next_to_him_neutral():
    s = position(markers={"roma": POMPEY, "vercellae": POMPEY})
    put(s, CAESAR, "rubicon", "dolabella")
    put(s, POMPEY, "roma", "legion")
    legal = [a for a in s.legal_actions(CAESAR) if isinstance(a, Ability)]
    assert legal == [Ability("dolabella", "vercellae")]                        # Roma is occupied
    s.apply(CAESAR, legal[0])
    assert s.controller("vercellae") is None


def test_cassius_sails_his_stack_once_per_march_without_the_fleet_card():
    s = position(phase="march")
    c, leg = put(s, POMPEY, "athenae", "cassius", "legion")
    s.active = POMPEY
    move = Move((c, leg), ("gades",), True)
    assert move in s.legal_actions(POMPEY)
    s.apply(POMPEY, move)
    assert s.units[leg][3] == "gades" and "cassius" in s.used


def test_storm_at_sea_closes_sea_routes_and_the_fleet():
    s = position(phase="march", hands=(["fleet"], []))
    a, = put(s, CAESAR, "brundisium", "legion")
    assert Move((a,), ("dyrrachium",), False) in s.legal_actions(CAESAR)
    assert any(m.fleet for m in s.legal_actions(CAESAR) if isinstance(m, Move))
    s.storm = 1
    assert Move((a,), ("dyrrachium",), False) not in s.legal_actions(CAESAR)
    assert not any(getattr(m, "fleet", False) for m in s.legal_actions(CAESAR))


def test_land_for_veterans_recruits_veteran_legions_for_two_more_gold():
    s = position(gold=(6, 0), markers={"roma": CAESAR})
    assert Recruit("legion", "roma", "veteran") not in s.legal_actions(CAESAR)
    s.claimed[CAESAR].append("veterans_land")
    events = s.apply(CAESAR, Recruit("legion", "roma", "veteran"))
    assert s.gold[CAESAR] == 0 and [t[2] for t in s.units.values()] == ["veteran"]
    said = [ev.msg().render("ja", ["Livia", "Marcus"]) for ev in events if hasattr(ev, "msg")]
    assert "Liviaの熟練レギオンがローマに現れる。" in said, said       # (the log said 標準: standard)


def test_forum_claims_need_their_condition_and_pay_their_gold():
    s = position(phase="forum", gold=(3, 0))
    s.forum = ["demands_for_reform", "publicani"]
    assert s.legal_actions(CAESAR) == [EndPhase()]                              # Roma not held
    s.markers["roma"] = CAESAR
    assert s.legal_actions(CAESAR) == [Claim("demands_for_reform"), EndPhase()]
    s.apply(CAESAR, Claim("demands_for_reform"))
    assert s.gold[CAESAR] == 0 and s.claimed[CAESAR] == ["demands_for_reform"] and s.forum == ["publicani"]
    assert s.income(CAESAR) == 5 + 1


def test_senatus_consultum_ultimum_strengthens_a_defending_stack_once_a_turn():
    s = position(phase="march", active=CAESAR)
    a, = put(s, CAESAR, "brundisium", "legion")
    s.origin[a] = "roma"
    put(s, POMPEY, "brundisium", "legion")
    s.claimed[POMPEY].append("senatus_consultum_ultimum")
    s.apply(CAESAR, EndPhase())
    s.apply(CAESAR, s.legal_actions(CAESAR)[0])                                 # Caesar passes
    assert Tactic("senatus_consultum_ultimum") in s.legal_actions(POMPEY)
    s.apply(POMPEY, Tactic("senatus_consultum_ultimum"))
    assert s.claimed[POMPEY] == ["senatus_consultum_ultimum"]                   # the Forum card stays
    dist = step_distribution(s)
    assert max(dist) == (1, 1)
    assert dist[(0, 1)] == pytest.approx((2 / 3) * (3 / 6))


def test_events_optimates_rally_and_pirates():
    s = position(phase="draw", gold=(1, 1))
    put(s, CAESAR, "rubicon", "caesar")
    put(s, POMPEY, "athenae", "pompey")
    s._push(("draw", CAESAR, "turn"))
    s.apply(CHANCE, DrawCard(CAESAR, "optimates_rally"))
    assert s.gold == [1, 4] and "optimates_rally" in s.deck.discards           # Pompey champions the Optimates
    s._push(("draw", CAESAR, "turn"))
    s.apply(CHANCE, DrawCard(CAESAR, "pirates"))
    assert s.gold == [0, 2]


def test_ides_of_march_kills_on_one_or_two():
    s = position(phase="draw")
    put(s, CAESAR, "roma", "caesar")
    s._push(("draw", CAESAR, "turn"))
    s.apply(CHANCE, DrawCard(CAESAR, "ides_of_march"))
    assert s.to_act() == (CHANCE,)
    s.apply(CHANCE, Roll(2))
    assert s.sc[CAESAR] is None and not s.units


def test_treachery_removes_the_whole_stack_at_or_above_its_swords():
    s = position(hands=(["treachery"], []))
    put(s, POMPEY, "athenae", "pompey", "legion:veteran", "ally")           # 2 + 3 + 1 = 6 swords
    s.apply(CAESAR, PlayCard("treachery", "athenae"))
    s.apply(CHANCE, Roll(4))                                               # most swords up to 4: 3 + 1
    assert sorted(t[1] for t in s.units.values()) == ["pompey"]
    whole = position(hands=(["treachery"], []))
    put(whole, POMPEY, "athenae", "pompey", "legion:veteran", "ally")
    whole.apply(CAESAR, PlayCard("treachery", "athenae"))
    whole.apply(CHANCE, Roll(6))
    assert not whole.units and whole.sc[POMPEY] is None
    cato = position(hands=(["treachery"], []))
    put(cato, POMPEY, "athenae", "cato", "legion")
    assert not any(isinstance(a, PlayCard) for a in cato.legal_actions(CAESAR))


def test_triple_line_adds_a_sword_to_legions_and_leaders():
    s = position(phase="march", hands=(["triple_line"], []))
    a, = put(s, CAESAR, "brundisium", "legion")
    s.origin[a] = "roma"
    put(s, POMPEY, "brundisium", "legion")
    s.apply(CAESAR, EndPhase())
    s.apply(CAESAR, Tactic("triple_line"))
    s.apply(POMPEY, s.legal_actions(POMPEY)[0])
    assert step_distribution(s)[(1, 0)] == pytest.approx((3 / 6) * (4 / 6))


def test_revolt_takes_up_to_two_empty_cities():
    s = position(hands=(["revolt"], []), markers={"creta": POMPEY})
    s.apply(CAESAR, PlayCard("revolt", "creta"))
    assert s.to_act() == (CAESAR,) and Target("cyrene") in s.legal_actions(CAESAR)
    assert Target("creta") not in s.legal_actions(CAESAR)
    s.apply(CAESAR, Target("cyrene"))
    assert s.controller("creta") == s.controller("cyrene") == CAESAR
    assert not any(isinstance(a, Target) for a in s.legal_actions(CAESAR))
    one = position(hands=(["revolt"], []))
    one.apply(CAESAR, PlayCard("revolt", "creta"))
    one.apply(CAESAR, Pass())
    assert [t[3] for t in one.units.values()] == ["creta"]


def test_allies_mobilize_places_one_ally_per_chosen_circle_city():
    s = position(hands=(["allies_mobilize"], []))
    put(s, POMPEY, "pontus", "ally")
    s.apply(CAESAR, PlayCard("allies_mobilize", ""))
    s.apply(CHANCE, Roll(2))
    legal = s.legal_actions(CAESAR)
    assert Target("pontus") not in legal and Target("armenia") in legal and Target("roma") not in legal
    s.apply(CAESAR, Target("armenia"))
    assert Target("armenia") not in s.legal_actions(CAESAR)
    s.apply(CAESAR, Target("thracia"))
    assert sorted(t[3] for t in s.units.values() if t[0] == CAESAR) == ["armenia", "thracia"]
    assert not any(isinstance(a, Target) for a in s.legal_actions(CAESAR))


def test_pontifex_maximus_buys_a_tactics_card_from_the_discards_after_an_event_or_forum_card():
    s = position(phase="draw", gold=(3, 0))
    s.claimed[CAESAR].append("pontifex_maximus")
    s.deck.draw("ambush")
    s.deck.discard("ambush")
    s._push(("draw", CAESAR, "turn"))
    s.apply(CHANCE, DrawCard(CAESAR, "the_senate"))
    assert s.legal_actions(CAESAR) == [Pass(), Ability("pontifex_maximus", "ambush")]
    s.apply(CAESAR, Ability("pontifex_maximus", "ambush"))
    assert s.hands[CAESAR] == ["ambush"] and s.gold[CAESAR] == 1 and "the_senate" in s.forum
    s._push(("draw", CAESAR, "turn"))
    s.apply(CHANCE, DrawCard(CAESAR, "fleet"))                     # a tactics card: no offer
    assert s.legal_actions(CAESAR) == [EndPhase()]


def test_a_discard_at_the_hand_limit_is_one_line_of_the_log():
    """The discard is told once (the action's line), though the card is still revealed to all."""
    from games.caesar_xl.rules import Discard
    s = position(hands=(["afranius", "cato"], []))
    s.todo = (("discard", CAESAR),) + s.todo
    assert Discard("afranius") in s.legal_actions(CAESAR)
    events = s.apply(CAESAR, Discard("afranius"))
    lines = [ev.msg() for ev in events if ev.audience is None and ev.msg() is not None]
    assert all(m.key.split(".")[-1] not in ("discard", "discarded") for m in lines), lines
    assert any(getattr(ev, "reveals", False) for ev in events)
    assert "afranius" in s.deck.discards and s.hands[CAESAR] == ["cato"]


def test_brutus_income_names_him_in_the_log():
    """「ダイスの目は5。マルクスは5ゴールドを得る。」 said nothing of where the gold came from."""
    s = position(phase="purchase", gold=(0, 0))
    put(s, CAESAR, "roma", "caesar", "brutus")
    s.apply(CAESAR, EndPhase())
    assert s.to_act() == (CHANCE,) and s.todo[0][:2] == ("roll", "brutus")
    gold = s.gold[CAESAR]
    lines = [ev.msg().render("en", ["Livia", "Marcus"]) for ev in s.apply(CHANCE, Roll(5)) if hasattr(ev, "msg")]
    assert s.gold[CAESAR] == gold + 5
    assert "Livia gains 5 gold from M. Junius Brutus." in lines, lines
