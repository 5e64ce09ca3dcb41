"""Caesar XL: every Silver rule (and its Bronze counterpart) from an explicit position."""
import pytest

from games.core.chance import CHANCE
from games.caesar_xl.rules import (BuyCard, Diplomacy, DrawCard, EndPhase, Move, PaySupply, Remove, Roll,
                                   step_outcomes)
from games.caesar_xl.tests.xl_positions import (CAESAR, POMPEY, Volley as Hits, fire, position, put, run_battle,
                                                step_distribution)


# ----- [6.1] buying cards -------------------------------------------------------------------
def test_silver_buys_up_to_two_cards_at_five_gold_each():
    s = position(phase="draw", gold=(20, 5))
    assert s.legal_actions(CAESAR) == [BuyCard(), EndPhase()]
    for _ in range(2):
        s.apply(CAESAR, BuyCard())
        assert s.to_act() == (CHANCE,)
        s.apply(CHANCE, DrawCard(CAESAR, "ambush" if _ == 0 else "fleet"))
    assert s.gold[CAESAR] == 10 and s.hands[CAESAR] == ["ambush", "fleet"]
    assert s.legal_actions(CAESAR) == [EndPhase()]          # two bought: no third
    poor = position(phase="draw", gold=(4, 5))
    assert poor.legal_actions(CAESAR) == [EndPhase()]
    bronze = position(silver=False, phase="draw", gold=(12, 5))
    assert bronze.legal_actions(CAESAR) == [EndPhase()]


# ----- [7.4] diplomacy -------------------------------------------------------------------------
def test_each_diplomacy_modifier():
    s = position(markers={"vercellae": CAESAR})
    assert s.diplomacy_modifier(CAESAR, "vercellae") == 1              # a friendly city
    assert s.diplomacy_modifier(CAESAR, "creta") == 0
    assert s.diplomacy_modifier(CAESAR, "britanni") == -1              # a barbarian area
    put(s, POMPEY, "roma", "legion:veteran")                           # 3 swords next to Vercellae (gold 3)
    assert s.diplomacy_modifier(CAESAR, "vercellae") == 1
    put(s, POMPEY, "roma", "ally")                                     # 4 > 3
    assert s.diplomacy_modifier(CAESAR, "vercellae") == 0
    put(s, POMPEY, "durocortorum", "legion", "legion")                 # 4 > Britanni's gold 2
    assert s.diplomacy_modifier(CAESAR, "britanni") == -2


def test_diplomacy_succeeds_only_above_the_gold_value_and_once_per_phase():
    s = position(gold=(20, 20))
    assert Diplomacy("creta", "") in s.legal_actions(CAESAR)
    s.apply(CAESAR, Diplomacy("creta", ""))                            # Creta: gold 2, modifier 0
    assert s.gold[CAESAR] == 17 and s.to_act() == (CHANCE,)
    s.apply(CHANCE, Roll(2))
    assert "creta" not in s.markers
    assert not any(isinstance(a, Diplomacy) for a in s.legal_actions(CAESAR))   # one roll per Purchase
    s = position(gold=(20, 20))
    s.apply(CAESAR, Diplomacy("creta", ""))
    s.apply(CHANCE, Roll(3))
    assert s.markers["creta"] == CAESAR and s.controller("creta") == CAESAR


def test_moving_an_own_marker_costs_three_and_removing_the_enemys_five():
    s = position(markers={"creta": CAESAR, "cyrene": POMPEY})
    s.apply(CAESAR, Diplomacy("thapsus", "creta"))
    assert s.gold[CAESAR] == 17
    s.apply(CHANCE, Roll(6))
    assert s.markers.get("thapsus") == CAESAR and "creta" not in s.markers
    s = position(markers={"cyrene": POMPEY})
    s.apply(CAESAR, Diplomacy("cyrene", ""))
    assert s.gold[CAESAR] == 15
    s.apply(CHANCE, Roll(6))
    assert "cyrene" not in s.markers
    guarded = position(markers={"cyrene": POMPEY})
    put(guarded, POMPEY, "cyrene", "ally")
    assert Diplomacy("cyrene", "") not in guarded.legal_actions(CAESAR)   # an enemy unit stands there


def test_bronze_diplomacy_costs_one_and_needs_a_friendly_neighbour():
    s = position(silver=False, markers={"athenae": CAESAR})
    legal = [a for a in s.legal_actions(CAESAR) if isinstance(a, Diplomacy)]
    assert Diplomacy("creta", "") in legal and Diplomacy("cyrene", "") not in legal
    s.apply(CAESAR, Diplomacy("creta", ""))
    assert s.gold[CAESAR] == 19
    s.apply(CHANCE, Roll(3))
    assert s.markers["creta"] == CAESAR
    again = position(silver=False, markers={"athenae": CAESAR})
    again.apply(CAESAR, Diplomacy("creta", ""))
    again.apply(CHANCE, Roll(2))                                   # failed: not again this turn
    assert Diplomacy("creta", "") not in again.legal_actions(CAESAR)
    assert Diplomacy("pharsalus", "") in again.legal_actions(CAESAR)
    again.phase = "draw"
    again.apply(CAESAR, EndPhase())                                # the next Purchase phase
    assert Diplomacy("creta", "") in again.legal_actions(CAESAR)


def test_alliance_marker_is_lost_to_enemy_units_at_the_end_of_combat():
    s = position(phase="march", markers={"creta": POMPEY, "cyrene": POMPEY})
    put(s, CAESAR, "creta", "legion")
    s.apply(CAESAR, EndPhase())
    assert s.phase == "combat" and "creta" not in s.markers and s.markers["cyrene"] == POMPEY
    bronze = position(silver=False, phase="march", markers={"creta": POMPEY})
    put(bronze, CAESAR, "creta", "legion")
    bronze.apply(CAESAR, EndPhase())
    assert bronze.markers["creta"] == CAESAR                       # Bronze: the occupier's control marker


# ----- [8.0] taxation with markers -----------------------------------------------------------
def test_taxation_counts_cities_held_by_a_marker_alone():
    s = position(markers={"creta": CAESAR, "athenae": CAESAR, "cyrene": CAESAR}, gold=(0, 0))
    put(s, POMPEY, "cyrene", "ally")                                   # Cyrene is Pompey's while he stands there
    s.apply(CAESAR, EndPhase())
    assert s.phase == "taxation" and s.gold[CAESAR] == 2 + 3


# ----- [9.3] forced march, [11.2] the Supreme Commander ------------------------------------
def test_forced_march_costs_one_per_unit_and_passes_through_enemies():
    s = position(phase="march", gold=(10, 0))
    a, b, lead = put(s, CAESAR, "massilia", "legion", "legion", "antonius")
    put(s, POMPEY, "vercellae", "legion")
    move = Move((a, b, lead), ("vercellae", "roma"), False)
    assert move in s.legal_actions(CAESAR)
    assert s.march_cost(CAESAR, (a, b, lead), ("vercellae", "roma")) == 2   # the leader rides free
    assert s.march_cost(CAESAR, (lead,), ("vercellae", "roma")) == 1        # alone he pays 1
    s.apply(CAESAR, move)
    assert s.gold[CAESAR] == 8 and {s.units[u][3] for u in (a, b, lead)} == {"roma"}
    s.apply(CAESAR, EndPhase())
    assert s.battle is None and s.phase == "combat"                         # nothing fought at Vercellae
    bronze = position(silver=False, phase="march")
    a, = put(bronze, CAESAR, "massilia", "legion")
    assert all(len(m.path) == 1 for m in bronze.legal_actions(CAESAR) if isinstance(m, Move))


def test_supreme_commander_marches_free_and_his_group_at_half_cost():
    s = position(phase="march", gold=(10, 0))
    sc, *legs = put(s, CAESAR, "rubicon", "caesar", "legion", "legion", "legion")
    s.apply(CAESAR, EndPhase()) if False else None
    s.sc_group = frozenset([sc, *legs])                                # stacked with him as March began
    assert s.march_cost(CAESAR, (sc,), ("roma", "brundisium")) == 0
    assert s.march_cost(CAESAR, (sc, *legs), ("roma", "brundisium")) == 2   # 3 units, half rounded up
    assert s.march_cost(CAESAR, (legs[0],), ("roma", "brundisium")) == 1    # without him: full cost
    s.sc_group = frozenset([sc, legs[0]])                              # two joined him later: full cost
    assert s.march_cost(CAESAR, (sc, *legs), ("roma", "brundisium")) == 3
    s.claimed[CAESAR].append("dictatorship")
    assert s.march_cost(CAESAR, (sc, *legs), ("roma", "brundisium")) == 0


def test_the_march_phase_records_the_supreme_commanders_group():
    s = position(phase="taxation", gold=(10, 0))
    sc, leg = put(s, CAESAR, "rubicon", "caesar", "legion")
    other, = put(s, CAESAR, "roma", "legion")
    s.apply(CAESAR, EndPhase())
    assert s.phase == "march" and s.sc_group == frozenset({sc, leg})


# ----- [10.1] veterans, [10.2] plunder, [10.3] supply ----------------------------------------
def _battle(silver, attacker, defender, place="brundisium", origin="roma"):
    s = position(silver=silver, phase="march", gold=(0, 0))
    ids = put(s, CAESAR, place, *attacker)
    for u in ids:
        s.origin[u] = origin
    put(s, POMPEY, place, *defender)
    return s


def test_a_hit_flips_a_veteran_in_silver_and_eliminates_it_in_bronze():
    s = _battle(True, ["legion:veteran"], ["legion"])
    events = run_battle(s, [Hits(0, 1), Hits(1, 0)])
    keys = [e.key for e in events if hasattr(e, "key")]
    assert keys.index("flipped_legion") < keys.index("eliminated_legion") < keys.index("promoted")
    assert [t[:3] for t in s.units.values()] == [(CAESAR, "legion", "veteran")]   # won in round 2: promoted
    once = _battle(True, ["legion:veteran", "legion"], ["legion"])
    run_battle(once, [Hits(1, 1)])                        # won in round 1: no promotion
    assert sorted(t[2] for t in once.units.values()) == ["standard", "standard"]
    b = _battle(False, ["legion:veteran"], ["legion"])
    run_battle(b, [Hits(0, 1)])
    assert [t[0] for t in b.units.values()] == [POMPEY]


def test_the_winner_plunders_one_gold_per_enemy_legion_or_ally_eliminated():
    s = _battle(True, ["legion", "legion"], ["legion", "ally"])
    run_battle(s, [Hits(0, 0), Hits(2, 0)])
    assert s.gold == [2, 0] and {t[0] for t in s.units.values()} == {CAESAR}
    b = _battle(False, ["legion", "legion"], ["legion", "ally"])
    run_battle(b, [Hits(0, 0), Hits(2, 0)])
    assert b.gold == [0, 0]


def test_the_owner_chooses_which_unit_takes_a_hit():
    s = _battle(True, ["legion", "legion"], ["legion:veteran", "ally"])
    s.apply(CAESAR, EndPhase())
    while s.to_act() != (CHANCE,) or s.todo[0][0] != "dice" or s.todo[0][1] != "heavy":
        seat = s.to_act()[0]
        if seat == CHANCE:
            fire(s, 0, 0)
        else:
            s.apply(seat, s.legal_actions(seat)[0])
    fire(s, 1, 0)
    assert s.to_act() == (POMPEY,)
    opts = s.legal_actions(POMPEY)
    assert {(a.kind, a.grade) for a in opts} == {("legion", "veteran"), ("ally", "standard")}
    ally = next(a for a in opts if a.kind == "ally")
    s.apply(POMPEY, ally)
    assert sorted(t[1] for t in s.units.values() if t[0] == POMPEY) == ["legion"]


def test_supply_charges_units_beyond_the_gold_value_and_every_unit_on_the_rubicon():
    s = position(phase="march", gold=(10, 10))
    put(s, CAESAR, "rubicon", "caesar", "legion", "legion", "legion")
    put(s, CAESAR, "utica", "legion", "legion", "legion", "ally")
    s.apply(CAESAR, EndPhase())
    assert s.legal_actions(CAESAR)[0] == PaySupply(3 + 1)                  # paying is his choice
    s.apply(CAESAR, PaySupply(4))
    assert s.gold[CAESAR] == 10 - 3 - 1
    poor = position(phase="march", gold=(2, 0))
    put(poor, CAESAR, "rubicon", "caesar", "legion:veteran", "ally", "legion")
    poor.apply(CAESAR, EndPhase())
    assert poor.gold[CAESAR] == 2 and poor.to_act() == (CAESAR,)    # 3 due, 2 gold: the owner picks the loss
    opts = poor.legal_actions(CAESAR)
    assert {(a.kind, a.grade) for a in opts} == {("legion", "veteran"), ("legion", "standard"), ("ally", "standard")}
    poor.apply(CAESAR, next(a for a in opts if a.grade == "veteran"))
    poor.apply(CAESAR, PaySupply(2))
    assert poor.gold[CAESAR] == 0
    assert sorted(t[1:3] for t in poor.units.values()) == [("ally", "standard"), ("caesar", ""), ("legion", "standard")]
    assert poor.legal_actions(CAESAR) == [EndPhase()]
    bronze = position(silver=False, phase="march", gold=(10, 10))
    put(bronze, CAESAR, "rubicon", "legion", "legion")
    bronze.apply(CAESAR, EndPhase())
    assert bronze.gold[CAESAR] == 10



def test_supply_may_be_refused_unit_by_unit_as_the_utica_example_says():
    """[10.3.1]: pay 4 gold, or remove one legion or ally (of the owner's choice) per gold not paid."""
    s = position(phase="march", gold=(0, 6))
    put(s, POMPEY, "utica", "pompey", "ally", "ally", *["legion"] * 5)      # gold 3: 4 beyond it
    s.active = POMPEY
    s.apply(POMPEY, EndPhase())
    opts = s.legal_actions(POMPEY)
    assert opts[0] == PaySupply(4) and {(a.kind, a.place) for a in opts[1:]} == {("legion", "utica"), ("ally", "utica")}
    s.apply(POMPEY, next(a for a in opts if isinstance(a, Remove) and a.kind == "ally"))
    assert s.gold[POMPEY] == 6 and s.legal_actions(POMPEY)[0] == PaySupply(3)    # one fewer to pay for
    s.apply(POMPEY, next(a for a in s.legal_actions(POMPEY) if isinstance(a, Remove) and a.kind == "legion"))
    s.apply(POMPEY, PaySupply(2))
    assert s.gold[POMPEY] == 4 and len(s.combat_at("utica", POMPEY)) == 5 and not s.todo
    assert s.legal_actions(POMPEY) == [EndPhase()]


def test_supply_comes_before_the_loss_of_alliance_markers():
    s = position(phase="march", gold=(0, 0), markers={"rubicon": POMPEY})
    put(s, CAESAR, "rubicon", "legion")                                  # gold 0 and no gold: it goes
    s.apply(CAESAR, EndPhase())
    assert not s.pieces_at("rubicon") and s.markers == {"rubicon": POMPEY}


# ----- [12] barbarians ---------------------------------------------------------------------------
def _invade(s, *rolls):
    s._push(("roll", "invasion", 2, (False,)))
    s._run([])
    for r in rolls:
        s.apply(CHANCE, Roll(r))


def test_an_invasion_plunders_both_players_when_the_frontier_is_weak():
    s = position(gold=(10, 3))
    put(s, POMPEY, "roma", "legion", "ally", "legion:veteran")
    _invade(s, 2, 4, 6)                                     # Britanni (strength 2); Caesar 4, Pompey 6
    assert s.gold == [6, 0] and s.to_act() == (POMPEY,)     # 3 swords short: Pompey chooses
    opts = s.legal_actions(POMPEY)
    assert len(opts) == 3
    s.apply(POMPEY, next(a for a in opts if a.grade == "veteran"))          # 3 swords: enough
    assert sorted(t[1:3] for t in s.units.values()) == [("ally", "standard"), ("legion", "standard")]
    assert s.to_act() == (CAESAR,)


def test_an_invasion_is_held_by_both_players_swords_or_ignored_when_conquered():
    s = position(gold=(10, 3))
    put(s, POMPEY, "durocortorum", "ally")
    put(s, CAESAR, "burdigala", "ally")
    _invade(s, 2)
    assert s.gold == [10, 3] and s.to_act() == (CAESAR,)
    c = position(gold=(10, 3))
    c.conquered["britanni"] = CAESAR
    _invade(c, 2)
    assert c.gold == [10, 3] and c.to_act() == (CAESAR,)
    p = position(gold=(10, 3))
    _invade(p, 7)
    assert p.to_act() == (CAESAR,)
    t = position(gold=(10, 3))
    _invade(t, 12, 7, 2)                                    # roll twice: the 7 is rolled again
    assert t.to_act() == (CHANCE,)


def test_entering_an_area_means_fighting_its_militia_and_destroying_it_conquers():
    s = position(phase="march", gold=(0, 0))
    a, b = put(s, CAESAR, "durocortorum", "legion:veteran", "legion:veteran")
    assert Move((a, b), ("britanni",), False) in s.legal_actions(CAESAR)
    s.apply(CAESAR, Move((a, b), ("britanni",), False))
    s.apply(CAESAR, EndPhase())
    assert s.battle["militia"] == 2
    s.apply(CAESAR, s.legal_actions(CAESAR)[0])             # no card: pass
    assert s.to_act() == (CHANCE,)
    assert s.firers(s.todo[0][1]) == ([], [2, 2])
    assert step_distribution(s) == pytest.approx(dict(step_outcomes([], [2, 2])))
    fire(s, 0, 1)                                            # the militia fire first, as light units
    fire(s, 2, 0)
    assert s.conquered == {"britanni": CAESAR} and s.battle is None
    assert s.gold[CAESAR] == 2                               # plunder of the militia
    bronze = position(silver=False, phase="march")
    put(bronze, CAESAR, "durocortorum", "legion")
    assert not any(m.path[-1] == "britanni" for m in bronze.legal_actions(CAESAR) if isinstance(m, Move))


def test_the_militia_win_and_return_at_full_strength():
    s = position(phase="march", gold=(0, 0))
    a, = put(s, CAESAR, "durocortorum", "legion")
    s.apply(CAESAR, Move((a,), ("britanni",), False))
    s.apply(CAESAR, EndPhase())
    s.apply(CAESAR, s.legal_actions(CAESAR)[0])
    fire(s, 0, 1)
    assert not s.units and "britanni" not in s.conquered and s.gold == [0, 0]


@pytest.mark.parametrize("roll,gold,units_left", [(3, 2, 1), (4, 0, 1), (6, 0, 0)])
def test_taxing_a_conquered_area(roll, gold, units_left):
    s = position(phase="purchase", gold=(0, 0), markers={"britanni": CAESAR})
    put(s, CAESAR, "britanni", "legion")                    # 2 swords, +1 for the marker
    s.conquered["britanni"] = CAESAR
    s.apply(CAESAR, EndPhase())
    assert s.to_act() == (CHANCE,)
    s.apply(CHANCE, Roll(roll))
    assert s.gold[CAESAR] == gold and len(s.units) == units_left
    if roll == 6:                                           # revolt
        assert "britanni" not in s.conquered and "britanni" not in s.markers


def test_an_area_left_without_roman_units_returns_to_the_barbarians():
    s = position(phase="purchase")
    s.conquered["britanni"] = CAESAR
    s.apply(CAESAR, EndPhase())
    assert "britanni" not in s.conquered


def test_allies_go_home_lets_each_player_choose_an_ally():
    s = position(gold=(10, 3))
    put(s, CAESAR, "roma", "ally", "ally:veteran", "legion")
    put(s, POMPEY, "athenae", "ally")
    s._event(CAESAR, "allies_go_home", [])
    s._run([])
    assert s.to_act() == (CAESAR,)
    assert {(a.kind, a.grade) for a in s.legal_actions(CAESAR)} == {("ally", "standard"), ("ally", "veteran")}
    s.apply(CAESAR, next(a for a in s.legal_actions(CAESAR) if a.grade == "veteran"))
    assert sorted(t[1:3] for t in s.units.values()) == [("ally", "standard"), ("legion", "standard")]
