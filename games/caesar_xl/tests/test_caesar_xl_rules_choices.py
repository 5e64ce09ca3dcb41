"""Caesar XL: the choices the rules give a player, from explicit positions — any group of a
stack marches (mustered unit by unit), every path of a forced march, any group by sea, and the
losses and placements of cards that the owner decides (Treachery, Populares Rally, Afranius,
Legionaries' Demands, Bronze upkeep)."""
from games.caesar_xl import components as C
from games.caesar_xl.rules import (
    EndPhase, Fight, Join, Leave, Move, Muster, Pass, PaySupply, PlayCard, Remove, Roll, Target,
    new_game, swords_of)
from games.caesar_xl.tests.xl_positions import CAESAR, CHANCE, POMPEY, Volley, position, put
from games.core.chance import sample


def kinds_at(s, place, seat):
    return sorted(s.units[u][1:3] for u in s.pieces_at(place, seat))


# ----- any group of a stack ---------------------------------------------------------------------
def test_three_legions_and_a_leader_march_out_of_a_stack_of_six():
    s = position(phase="march", gold=(10, 0))
    l1, l2, l3, vet, ally, lead = put(s, CAESAR, "massilia", "legion", "legion", "legion", "legion:veteran",
                                      "ally", "antonius")
    legal = s.legal_actions(CAESAR)
    assert Muster("massilia") in legal
    assert not any(isinstance(a, Move) and len(a.units) not in (1, 6) for a in legal)   # the shortcuts only
    s.apply(CAESAR, Muster("massilia"))
    assert s.todo[0] == ("muster", CAESAR, "massilia", (l1, l2, l3, vet, ally, lead), 12)  # the whole stack first
    s.apply(CAESAR, Leave(vet, "legion", "veteran"))
    s.apply(CAESAR, Leave(ally, "ally", "standard"))
    group = (l1, l2, l3, lead)
    forced = Move(group, ("vercellae", "roma"), False)
    assert forced in s.legal_actions(CAESAR) and s.is_legal(CAESAR, forced)
    assert s.march_cost(CAESAR, group, forced.path) == 3                     # three legions, the leader free
    s.apply(CAESAR, forced)
    assert kinds_at(s, "roma", CAESAR) == [("antonius", ""), ("legion", "standard"), ("legion", "standard"),
                                           ("legion", "standard")]
    assert kinds_at(s, "massilia", CAESAR) == [("ally", "standard"), ("legion", "veteran")]
    assert s.gold[CAESAR] == 7 and not s.todo and s.phase == "march"
    assert Muster("massilia") not in s.legal_actions(CAESAR)                 # two left: no group to muster


def test_mustering_offers_one_unit_of_each_kind_and_stopping_changes_nothing():
    s = position(phase="march", gold=(10, 0))
    l1, l2, vet, lead = put(s, CAESAR, "massilia", "legion", "legion", "legion:veteran", "antonius")
    before = s.clone()
    assert s.is_legal(CAESAR, Move((l1,), ("vercellae",), False))              # one legion: the first of its kind
    assert not s.is_legal(CAESAR, Move((l2,), ("vercellae",), False))          # its twin is the same choice
    s.apply(CAESAR, Muster("massilia"))
    assert Leave(l1, "legion", "standard") not in s.legal_actions(CAESAR)      # the twin with the higher id goes
    for u in (lead, vet, l2, l1):
        s.apply(CAESAR, Leave(u, *s.units[u][1:3]))
    opts = s.legal_actions(CAESAR)
    assert opts == [Pass(), Join(l1, "legion", "standard"), Join(vet, "legion", "veteran"), Join(lead, "antonius", "")]
    s.apply(CAESAR, Join(l1, "legion", "standard"))
    assert Join(l2, "legion", "standard") in s.legal_actions(CAESAR)
    assert Leave(l1, "legion", "standard") in s.legal_actions(CAESAR)
    # the second legion is the first one's twin: a group is one count per kind, lowest ids first
    assert not s.is_legal(CAESAR, Move((l2,), ("vercellae",), False))
    assert s.is_legal(CAESAR, Move((l1,), ("vercellae",), False))
    s.apply(CAESAR, Pass())
    assert s.todo == before.todo and s.units == before.units and s.gold == before.gold
    # once per March phase: a turn of choices that change nothing on the map always ends
    legal = s.legal_actions(CAESAR)
    assert Muster("massilia") not in legal and Move((l1, l2, vet, lead), ("vercellae",), False) in legal


def test_a_muster_changes_its_group_at_most_twice_per_unit():
    s = position(phase="march")
    a, b, c = put(s, CAESAR, "massilia", "legion", "ally", "antonius")
    s.apply(CAESAR, Muster("massilia"))
    for _ in range(3):
        s.apply(CAESAR, Leave(b, "ally", "standard"))
        s.apply(CAESAR, Join(b, "ally", "standard"))
    assert not any(isinstance(x, (Join, Leave)) for x in s.legal_actions(CAESAR))
    assert Pass() in s.legal_actions(CAESAR) and Move((a, b, c), ("vercellae",), False) in s.legal_actions(CAESAR)


def test_a_march_is_legal_exactly_when_listed():
    s = position(phase="march", gold=(3, 0), hands=(["fleet"], []))
    put(s, CAESAR, "massilia", "legion", "legion", "legion:veteran", "ally", "caesar")
    put(s, CAESAR, "roma", "legion")
    s.sc_group = frozenset(s.pieces_at("massilia", CAESAR))
    s.apply(CAESAR, Muster("massilia"))
    s.apply(CAESAR, Leave(s.pieces_at("massilia", CAESAR)[1], "legion", "standard"))
    legal = set(a for a in s.legal_actions(CAESAR) if isinstance(a, Move))
    assert any(m.fleet for m in legal) and any(len(m.path) == 2 for m in legal)
    group = s.todo[0][3]
    tried = 0
    for place in sorted(C.CITY):
        for path in [(place,)] + [(m, place) for m in sorted(C.CITY)]:
            for fleet in (False, True):
                for g in (group, group[1:], s.pieces_at("massilia", CAESAR)):
                    m = Move(tuple(g), path, fleet)
                    assert s.is_legal(CAESAR, m) == (m in legal), m
                    tried += 1
    assert tried > 5000


def test_a_huge_stack_keeps_the_lists_short():
    s = position(phase="march", gold=(40, 0), hands=(["fleet"], []))
    put(s, CAESAR, "massilia", *(["legion"] * 5 + ["legion:veteran"] * 5 + ["ally"] * 6 + ["legio_x:veteran"]
                                 + ["caesar", "antonius", "curio", "lepidus"]))
    s.sc_group = frozenset(s.pieces_at("massilia", CAESAR))
    assert len(s.legal_actions(CAESAR)) < 400
    s.apply(CAESAR, Muster("massilia"))
    assert len(s.legal_actions(CAESAR)) < 100


def test_the_supreme_commanders_group_chosen_unit_by_unit_goes_at_half_cost():
    s = position(phase="march", gold=(10, 0))
    caesar, a, b, c, d = put(s, CAESAR, "massilia", "caesar", "legion", "legion", "legion", "ally")
    s.sc_group = frozenset((caesar, a, b, c, d))
    s.apply(CAESAR, Muster("massilia"))
    s.apply(CAESAR, Leave(c, "legion", "standard"))
    s.apply(CAESAR, Leave(d, "ally", "standard"))
    s.apply(CAESAR, Move((caesar, a, b), ("vercellae", "roma"), False))
    assert s.gold[CAESAR] == 9                                               # two units at half cost: 1


# ----- every path of a forced march -----------------------------------------------------------------
def test_a_forced_march_may_take_either_middle_city():
    s = position(phase="march", gold=(10, 0))
    leg, = put(s, CAESAR, "aquileia", "legion")
    put(s, POMPEY, "vercellae", "ally")
    ways = [m.path for m in s.legal_actions(CAESAR) if isinstance(m, Move) and m.path[-1] == "roma"]
    assert sorted(ways) == [("rubicon", "roma"), ("vercellae", "roma")]
    s.apply(CAESAR, Move((leg,), ("vercellae", "roma"), False))             # through the enemy, by choice
    assert s.units[leg][3] == "roma" and s.gold[CAESAR] == 9 and s.origin[leg] == "aquileia"


# ----- any group by sea ---------------------------------------------------------------------------
def test_the_fleet_carries_any_group_and_cassius_only_his_own():
    s = position(phase="march", hands=(["fleet"], []))
    a, b, c = put(s, CAESAR, "massilia", "legion", "legion", "ally")
    phase = [m for m in s.legal_actions(CAESAR) if isinstance(m, Move) and m.fleet]
    assert phase and all(m.units == (a, b, c) for m in phase)             # at once: the whole stack
    s.apply(CAESAR, Muster("massilia"))
    s.apply(CAESAR, Leave(c, "ally", "standard"))
    sail = Move((a, b), ("utica",), True)
    assert sail in s.legal_actions(CAESAR)
    s.apply(CAESAR, sail)
    assert s.hands[CAESAR] == [] and kinds_at(s, "utica", CAESAR) == [("legion", "standard")] * 2
    cas = position(phase="march")
    x, y, z = put(cas, CAESAR, "massilia", "cassius", "legion", "legion")
    cas.apply(CAESAR, Muster("massilia"))
    cas.apply(CAESAR, Leave(x, "cassius", ""))
    assert not any(isinstance(m, Move) and m.fleet for m in cas.legal_actions(CAESAR))
    cas.apply(CAESAR, Join(x, "cassius", ""))
    cas.apply(CAESAR, Leave(z, "legion", "standard"))
    cas.apply(CAESAR, Move((x, y), ("utica",), True))
    assert "cassius" in cas.used and kinds_at(cas, "massilia", CAESAR) == [("legion", "standard")]


# ----- the owner's losses and placements ----------------------------------------------------------
def test_treachery_losses_are_chosen_by_their_owner():
    s = position(hands=(["treachery"], []))
    assert swords_of("legion", "standard") == 2 and swords_of("legion", "veteran") == 3
    vet, std, ally = put(s, POMPEY, "athenae", "legion:veteran", "legion", "ally")     # 6 swords
    s.apply(CAESAR, PlayCard("treachery", "athenae"))
    s.apply(CHANCE, Roll(3))                                     # 3 swords: the veteran, or legion and ally
    assert s.to_act() == (POMPEY,) and s.todo[0][0] == "treachery"
    assert s.legal_actions(POMPEY) == [Remove(vet, "legion", "veteran", "athenae"),
                                       Remove(std, "legion", "standard", "athenae"),
                                       Remove(ally, "ally", "standard", "athenae")]
    said = s.prompt(POMPEY)                                      # (in Caesar's turn: it says so first)
    assert said.key == "caesar_xl.prompt.out_of_turn" and said.params["what"].key == "caesar_xl.prompt.treachery"
    s.apply(POMPEY, Remove(ally, "ally", "standard", "athenae"))      # then the standard legion must go
    assert kinds_at(s, "athenae", POMPEY) == [("legion", "veteran")] and s.to_act() == (CAESAR,)
    other = position(hands=(["treachery"], []))
    put(other, POMPEY, "athenae", "legion:veteran", "legion", "ally")
    other.apply(CAESAR, PlayCard("treachery", "athenae"))
    other.apply(CHANCE, Roll(3))
    other.apply(POMPEY, other.legal_actions(POMPEY)[0])               # the veteran alone
    assert kinds_at(other, "athenae", POMPEY) == [("ally", "standard"), ("legion", "standard")]


def test_treachery_takes_leaders_last():
    s = position(hands=(["treachery"], []))
    put(s, POMPEY, "athenae", "pompey", "ally", "ally")                       # 2 + 1 + 1
    s.apply(CAESAR, PlayCard("treachery", "athenae"))
    s.apply(CHANCE, Roll(2))                                                  # the two allies, not Pompey
    assert kinds_at(s, "athenae", POMPEY) == [("pompey", "")] and s.to_act() == (CAESAR,)


def test_populares_rally_promotes_the_legion_its_champion_chooses():
    from games.caesar_xl.rules import DrawCard
    s = position(phase="forum")
    a, = put(s, CAESAR, "massilia", "legion")
    b, = put(s, CAESAR, "roma", "legion")
    s.apply(CAESAR, EndPhase())
    s.apply(CHANCE, DrawCard(CAESAR, "populares_rally"))
    champ = s.champion("populares")
    assert champ == CAESAR and s.to_act() == (CAESAR,)
    assert s.legal_actions(CAESAR) == [Target("massilia"), Target("roma")]       # no pass: one must flip
    s.apply(CAESAR, Target("roma"))
    assert s.units[b][2] == "veteran" and s.units[a][2] == "standard"


def test_afranius_brings_his_legion_to_the_hispania_city_chosen():
    s = position(hands=(["afranius"], []), markers={"corduba": CAESAR, "nova_carthago": CAESAR})
    put(s, CAESAR, "massilia", "caesar")
    s.apply(CAESAR, PlayCard("afranius", "massilia"))
    assert set(s.legal_actions(CAESAR)) == {Target("nova_carthago"), Target("corduba")}
    s.apply(CAESAR, Target("corduba"))
    assert kinds_at(s, "corduba", CAESAR) == [("legion", "standard")] and not s.todo


def test_legionaries_demands_places_each_legion_where_its_player_says():
    s = position(gold=(5, 0), hands=(["legionaries_demands"], []), markers={"vercellae": CAESAR, "roma": CAESAR})
    s.apply(CAESAR, PlayCard("legionaries_demands", "vercellae"))
    assert kinds_at(s, "vercellae", CAESAR) == [("legion", "standard")] and s.gold[CAESAR] == 4
    assert Pass() in s.legal_actions(CAESAR)                                     # the second is optional
    s.apply(CAESAR, Target("roma"))
    assert kinds_at(s, "roma", CAESAR) == [("legion", "standard")] and s.gold[CAESAR] == 3 and not s.todo
    one = position(gold=(5, 0), hands=(["legionaries_demands"], []), markers={"vercellae": CAESAR})
    one.apply(CAESAR, PlayCard("legionaries_demands", "vercellae"))
    one.apply(CAESAR, Pass())
    assert one.gold[CAESAR] == 4 and len(one.units) == 1


def test_bronze_upkeep_losses_are_chosen_among_the_cities_over_their_gold():
    s = position(silver=False, phase="purchase", gold=(0, 0), markers={"rubicon": CAESAR, "creta": CAESAR})
    put(s, CAESAR, "rubicon", "legion")                                       # gold 0: one over
    put(s, CAESAR, "creta", "ally", "ally", "ally", "ally", "ally")            # gold 2: three over
    over = sum(max(0, len(s.combat_at(p, CAESAR)) - (0 if p == "rubicon" else C.CITY[p].gold))
               for p in ("rubicon", "creta"))
    s.apply(CAESAR, EndPhase())
    assert s.phase == "taxation" and s.todo[0][:2] == ("lose", CAESAR)
    places = {a.place for a in s.legal_actions(CAESAR)}
    assert places == {"rubicon", "creta"}
    assert s.prompt(CAESAR).key == "caesar_xl.prompt.lose_upkeep"
    assert over == 4 and s.gold[CAESAR] == 0 and s.todo[0][3] == 2           # taxed 2, paid 2: two to lose
    s.apply(CAESAR, next(a for a in s.legal_actions(CAESAR) if a.place == "creta"))
    s.apply(CAESAR, next(a for a in s.legal_actions(CAESAR) if a.place == "creta"))
    assert len(s.combat_at("creta", CAESAR)) == 3 and len(s.combat_at("rubicon", CAESAR)) == 1 and not s.todo


def test_a_new_game_still_plays_to_the_end_with_every_choice_random():
    import random
    composed = 0
    for seed in range(2):
        s = new_game(2, seed, {"silver": seed == 0})
        rng = random.Random(seed)
        while s.to_act():
            seat = s.to_act()[0]
            if seat == CHANCE:
                a = sample(s.chance_outcomes(), rng)
            else:
                a = rng.choice(s.legal_actions(seat))
            before = (dict(s.units), list(s.gold), list(map(list, s.hands)))
            s.apply(seat, a)
            if getattr(a, "composing", False):                   # a step of choosing: the map is as it was
                assert (s.units, s.gold, s.hands) == before, a
                composed += 1
        assert s.outcome() is not None
    assert composed > 0


def test_silver_supply_short_in_two_spaces_lets_the_owner_choose_where_units_go():
    s = position(phase="march", gold=(1, 0))
    put(s, CAESAR, "rubicon", "legion")                                       # gold 0: one over
    put(s, CAESAR, "creta", "ally", "ally", "ally")                            # gold 2: one over
    s.apply(CAESAR, EndPhase())
    assert s.gold[CAESAR] == 1 and s.todo[0] == ("supply", CAESAR)           # 2 due, 1 gold: one must go first
    assert {a.place for a in s.legal_actions(CAESAR)} == {"rubicon", "creta"}
    assert s.prompt(CAESAR).key == "caesar_xl.prompt.lose_supply"
    s.apply(CAESAR, next(a for a in s.legal_actions(CAESAR) if a.place == "rubicon"))
    assert not s.combat_at("rubicon", CAESAR) and len(s.combat_at("creta", CAESAR)) == 3
    assert s.legal_actions(CAESAR)[0] == PaySupply(1)                        # now he may pay for the other
    s.apply(CAESAR, PaySupply(1))
    assert s.gold[CAESAR] == 0 and len(s.combat_at("creta", CAESAR)) == 3
    assert s.legal_actions(CAESAR) == [EndPhase()]


def test_the_examples_in_the_docstrings_hold():
    import doctest
    from games.caesar_xl import rules, scene_words
    for module in (rules, scene_words):
        result = doctest.testmod(module)
        assert result.attempted > 0 and result.failed == 0, module.__name__


# ----- the log: a phase's heading line comes before what its automatic steps did -----------------
def _keys(events):
    return [e.key for e in events if hasattr(e, "key")]


def test_the_phase_heading_comes_before_its_automatic_steps():
    s = position(phase="draw", gold=(0, 0), markers={"roma": CAESAR, "massilia": CAESAR})
    put(s, CAESAR, "roma", "antonius")
    s.todo = ()
    keys = _keys(s.apply(CAESAR, EndPhase()))                  # draw -> purchase: Antonius's free legion
    assert keys.index("phase_purchase") < keys.index("recruited_legion"), keys
    keys = _keys(s.apply(CAESAR, EndPhase()))                  # purchase -> taxation: the taxes
    assert keys[0] == "phase_taxation" and "taxed" in keys, keys
    s.apply(CAESAR, EndPhase())
    put(s, CAESAR, "utica", "legion")
    put(s, POMPEY, "utica", "legion")
    keys = _keys(s.apply(CAESAR, EndPhase()))                  # march -> combat: the first battle
    assert keys.index("phase_combat") < keys.index("battle"), keys


def test_taxes_halved_by_demand_for_action_say_so_in_the_log():
    for halved in (False, True):
        s = position(phase="purchase", gold=(0, 0), markers={"roma": CAESAR, "massilia": CAESAR})
        s.todo = ()
        s.halved = [halved, False]
        taxed = [e for e in s.apply(CAESAR, EndPhase()) if getattr(e, "key", "").startswith("taxed")]
        assert len(taxed) == 1 and s.gold[CAESAR] == taxed[0].n
        words = {lang: taxed[0].msg().render(lang, ["Livia", "Marcus"]) for lang in ("en", "ja")}
        assert ("Demand for Action" in words["en"]) == halved and ("行動の要求" in words["ja"]) == halved, words


# ----- the battles' choices: the order of battles, the unit promoted ------------------------------
def _attack(s, place, attacker, defender, origin="roma"):
    for u in put(s, CAESAR, place, *attacker):
        s.origin[u] = origin
    put(s, POMPEY, place, *defender)


def _fight_until(s, rolls, stop):
    """Answer decisions with Pass (or the first option) and feed ``rolls`` (Volleys) until ``stop(s)``."""
    from games.caesar_xl.tests.xl_positions import volley_dice
    rolls = list(rolls)
    while not stop(s):
        seat = s.to_act()[0]
        if seat == CHANCE:
            for die in volley_dice(s, *rolls.pop(0)):
                s.apply(CHANCE, die)
        else:
            legal = s.legal_actions(seat)
            s.apply(seat, Pass() if Pass() in legal else legal[0])
    assert not rolls, "rolls left over"


def test_the_phasing_player_chooses_the_order_of_his_battles():
    s = position(phase="march", gold=(0, 0))
    _attack(s, "brundisium", ["legion"], ["legion"])
    _attack(s, "utica", ["legion"], ["legion"], origin="carthago")
    put(s, CAESAR, "roma", "legion")
    put(s, POMPEY, "roma", "labienus")                                  # a leader alone: no battle to choose
    s.apply(CAESAR, EndPhase())
    assert s.todo[0] == ("order", CAESAR) and s.prompt(CAESAR).key == "caesar_xl.prompt.order"
    assert s.legal_actions(CAESAR) == [Fight("brundisium"), Fight("utica")]
    assert not s.pieces_at("roma", POMPEY)                               # the lone leader died already
    events = s.apply(CAESAR, Fight("utica"))
    assert s.battle["place"] == "utica" and [e.place for e in events if getattr(e, "key", "") == "battle"] == ["utica"]
    _fight_until(s, [Volley(1, 0)], lambda s: s.battle is None or s.battle["place"] != "utica")   # won in round 1
    assert s.battle["place"] == "brundisium" and s.battles == ()          # the last one follows at once
    single = position(phase="march", gold=(0, 0))
    _attack(single, "brundisium", ["legion"], ["legion"])
    single.apply(CAESAR, EndPhase())
    assert single.battle["place"] == "brundisium"                        # one battle: nothing to choose


def test_the_winner_chooses_the_unit_promoted():
    s = position(phase="march", gold=(0, 0))
    _attack(s, "brundisium", ["legion", "ally", "legion:veteran"], ["legion"])
    s.apply(CAESAR, EndPhase())
    rolls = [Volley(0, 0), Volley(0, 0), Volley(0, 0), Volley(1, 0)]    # won in the heavy step of round 2
    _fight_until(s, rolls, lambda s: s.todo and s.todo[0][0] == "promote")
    assert s.to_act() == (CAESAR,) and s.prompt(CAESAR).key == "caesar_xl.prompt.promote"
    ally, legion = s.legal_actions(CAESAR)
    assert (ally.kind, legion.kind) == ("ally", "legion") and {ally.grade, legion.grade} == {"standard"}
    s.apply(CAESAR, ally)
    assert sorted(t[1:3] for t in s.units.values()) == [("ally", "veteran"), ("legion", "standard"),
                                                        ("legion", "veteran")]
    alone = position(phase="march", gold=(0, 0))
    _attack(alone, "brundisium", ["legion", "legion", "legion:veteran"], ["legion"])
    alone.apply(CAESAR, EndPhase())
    _fight_until(alone, [Volley(0, 0), Volley(1, 0)], lambda s: s.battle is None)
    assert not alone.todo or alone.todo[0][0] != "promote"                # one kind of standard unit: no question
    assert sorted(t[2] for t in alone.units.values()) == ["standard", "veteran", "veteran"]
