"""Caesar XL: barbarian areas meeting the other rules, and the forced-march points, each from a
hand-built position (the rulings of RULINGS.md, Caesar XL, "Decided in turn 3")."""
from games.core.chance import CHANCE
from games.caesar_xl.rules import (Ability, BuyCard, Diplomacy, DrawCard, EndPhase, Move, Note, Pass, PlayCard,
                                   Retreat, Roll)
from games.caesar_xl.tests.xl_positions import CAESAR, POMPEY, fire, position, put


def _keys(events):
    return [e.key for e in events if isinstance(e, Note)]


def _to_retreat(s, seat=CAESAR):
    """Fight (every die a miss, every card passed) until ``seat`` is asked whether to retreat."""
    while not (s.todo and s.todo[0][0] == "retreat" and s.todo[0][1] == seat):
        who = s.to_act()[0]
        if who == CHANCE:
            fire(s, 0, 0)
        else:
            s.apply(who, Pass())


# ----- no retreat into a barbarian area that is not the retreating side's -------------------
def _attack_from_germani(marker=None, germani_owner=CAESAR):
    """Two Caesar legions marched out of Germani (conquered by ``germani_owner``) into Lugdunum,
    held by a Pompey legion; Germani keeps ``marker``'s alliance marker (if any)."""
    s = position(phase="march", gold=(0, 0), markers={"germani": marker} if marker is not None else {})
    s.conquered["germani"] = germani_owner
    for u in put(s, CAESAR, "lugdunum", "legion", "legion"):
        s.origin[u] = "germani"
    put(s, POMPEY, "lugdunum", "legion")
    if germani_owner == POMPEY and marker is None:
        put(s, POMPEY, "germani", "pompey")
    s.apply(CAESAR, EndPhase())
    return s


def test_an_attacker_never_retreats_into_an_area_it_does_not_hold():
    reverted = _attack_from_germani()                  # nobody left in Germani: it reverts as March ends
    assert "germani" not in reverted.conquered
    _to_retreat(reverted)
    assert reverted.legal_actions(CAESAR) == [Pass()]  # no legal retreat: fight on
    held = _attack_from_germani(marker=POMPEY, germani_owner=POMPEY)      # the enemy's (by his marker)
    _to_retreat(held)
    assert held.legal_actions(CAESAR) == [Pass()]
    own = _attack_from_germani(marker=CAESAR)          # his own alliance marker holds it: he may go back
    assert own.conquered == {"germani": CAESAR}
    _to_retreat(own)
    assert Retreat("germani") in own.legal_actions(CAESAR)


# ----- a conquered area held by leaders alone changes hands -------------------------------------
def test_leaders_alone_in_a_conquered_area_die_and_the_enemy_takes_it():
    s = position(phase="march", gold=(0, 0))
    s.conquered["germani"] = POMPEY
    put(s, POMPEY, "germani", "pompey")
    leg, = put(s, CAESAR, "lugdunum", "legion")
    events = s.apply(CAESAR, Move((leg,), ("germani",), False))
    assert not s.pieces_at("germani", POMPEY) and s.conquered == {"germani": CAESAR}
    assert s.controller("germani") == CAESAR and "area_taken" in _keys(events)
    s.apply(CAESAR, EndPhase())
    assert s.battle is None and s.conquered == {"germani": CAESAR}       # no battle: it is his
    # leaders left alone when the Combat phase reaches them die there too, and the area passes
    b = position(phase="march", gold=(0, 0))
    b.conquered["germani"] = POMPEY
    put(b, POMPEY, "germani", "labienus")
    put(b, CAESAR, "germani", "legion")
    b.apply(CAESAR, EndPhase())
    assert not b.pieces_at("germani", POMPEY) and b.conquered == {"germani": CAESAR}


# ----- an alliance marker holds a barbarian area --------------------------------------------------
def test_a_diplomacy_roll_places_a_marker_that_conquers_the_area():
    s = position(gold=(10, 0))
    assert Diplomacy("illyrii", "") in s.legal_actions(CAESAR)
    s.apply(CAESAR, Diplomacy("illyrii", ""))
    events = s.apply(CHANCE, Roll(3))                                 # 3 - 1 > gold 1
    assert s.markers == {"illyrii": CAESAR} and s.conquered == {"illyrii": CAESAR}
    assert s.controller("illyrii") == CAESAR and "area_allied" in _keys(events)
    s.apply(CAESAR, EndPhase())                                       # no unit there: the marker holds it
    assert s.conquered == {"illyrii": CAESAR}
    assert s.todo and s.todo[0][:2] == ("roll", "area_tax")           # taxed by [12.3]


def test_a_marker_alone_is_taxed_with_one_and_revolts_on_a_six():
    for roll, gold, kept in ((1, 1, True), (2, 0, True), (6, 0, False)):
        s = position(gold=(0, 0), markers={"illyrii": CAESAR})
        s.conquered["illyrii"] = CAESAR
        s.apply(CAESAR, EndPhase())
        s.apply(CHANCE, Roll(roll))                                   # 0 swords + 1 for the marker
        assert s.gold[CAESAR] == gold
        assert ("illyrii" in s.conquered) == kept and ("illyrii" in s.markers) == kept


def test_an_area_held_by_a_marker_is_not_invaded_and_reverts_only_without_it():
    s = position(phase="draw", gold=(10, 3), markers={"britanni": CAESAR})
    s.conquered["britanni"] = CAESAR
    s._push(("roll", "invasion", 2, (False,)))
    s._run([])
    s.apply(CHANCE, Roll(2))                                          # Britanni: conquered, no invasion
    assert s.gold == [10, 3] and s.to_act() == (CAESAR,)
    s.apply(CAESAR, EndPhase())                                       # no unit, but the marker holds it
    assert s.phase == "purchase" and s.conquered == {"britanni": CAESAR}
    s.apply(CAESAR, Diplomacy("creta", "britanni"))                   # the marker moves away
    s.apply(CHANCE, Roll(6))
    assert "britanni" not in s.markers
    events = s.apply(CAESAR, EndPhase())
    assert "britanni" not in s.conquered and "area_lost" in _keys(events)


def test_an_enemy_entering_an_area_held_by_a_marker_takes_it_at_the_end_of_combat():
    s = position(phase="march", gold=(0, 0), markers={"illyrii": POMPEY})
    s.conquered["illyrii"] = POMPEY
    leg, = put(s, CAESAR, "aquileia", "legion")
    s.apply(CAESAR, Move((leg,), ("illyrii",), False))
    events = s.apply(CAESAR, EndPhase())
    assert s.battle is None                                           # no militia: the area is conquered
    assert "illyrii" not in s.markers and s.conquered == {"illyrii": CAESAR}
    assert "marker_lost" in _keys(events) and "area_taken" in _keys(events)


def test_an_enemy_conquering_an_area_in_battle_removes_the_marker_at_once():
    s = position(phase="march", gold=(0, 0), markers={"illyrii": POMPEY})
    s.conquered["illyrii"] = POMPEY
    put(s, POMPEY, "illyrii", "legion")
    for u in put(s, CAESAR, "illyrii", "legion:veteran", "legion"):
        s.origin[u] = "aquileia"
    s.apply(CAESAR, EndPhase())
    while s.battle is not None:
        who = s.to_act()[0]
        if who == CHANCE:
            fire(s, 1 if s.todo[0][1] == "heavy" else 0, 0)
        else:
            s.apply(who, Pass())
    assert s.conquered == {"illyrii": CAESAR} and "illyrii" not in s.markers


# ----- never recruited in a barbarian area ------------------------------------------------------
def test_scipios_legions_go_to_the_nearest_own_city_not_into_a_barbarian_area():
    s = position(active=POMPEY, gold=(0, 0), markers={"lugdunum": POMPEY, "massilia": POMPEY},
                 hands=((), ("scipio",)))
    s.conquered["germani"] = POMPEY
    put(s, POMPEY, "germani", "pompey")
    assert PlayCard("scipio", "germani") in s.legal_actions(POMPEY)  # the leader joins his commander
    events = s.apply(POMPEY, PlayCard("scipio", "germani"))
    assert [t[1] for t in s.units.values() if t[3] == "germani"] == ["pompey", "scipio"]
    assert [t[1] for t in s.units.values() if t[3] == "lugdunum"] == ["legion", "legion"]
    note = next(e for e in events if isinstance(e, Note) and e.key == "placed_instead")
    assert (note.card, note.place) == ("scipio", "lugdunum")
    for lang in ("en", "ja"):
        assert note.msg().render(lang, ["C", "P"]) != note.msg().key
    nowhere = position(active=POMPEY, gold=(0, 0), hands=((), ("scipio",)))
    nowhere.conquered["germani"] = POMPEY
    put(nowhere, POMPEY, "germani", "pompey")
    events = nowhere.apply(POMPEY, PlayCard("scipio", "germani"))
    assert nowhere.count_kind(POMPEY, "legion") == 0 and "not_placed" in _keys(events)


# ----- forced-march costs --------------------------------------------------------------------
def test_a_leader_force_marching_with_the_supreme_commander_pays_one():
    s = position(phase="march", gold=(10, 0))
    sc, ant, lep = put(s, CAESAR, "rubicon", "caesar", "antonius", "lepidus")
    s.sc_group = frozenset([sc, ant, lep])
    path = ("roma", "brundisium")
    assert s.march_cost(CAESAR, (sc,), path) == 0                     # the Supreme Commander is free
    assert s.march_cost(CAESAR, (ant,), path) == 1                    # a leader alone pays 1
    assert s.march_cost(CAESAR, (sc, ant), path) == 1                 # with him: half of 1, rounded up
    leg, = put(s, CAESAR, "rubicon", "legion")
    s.sc_group = s.sc_group | {leg}
    assert s.march_cost(CAESAR, (sc, ant, leg), path) == 1            # riding with a paid legion: free
    assert s.march_cost(CAESAR, (ant, lep), path) == 2                # leaders without him: 1 each
    pair = position(phase="march", gold=(10, 0))
    sc, ant = put(pair, CAESAR, "rubicon", "caesar", "antonius")
    pair.sc_group = frozenset([sc, ant])
    events = pair.apply(CAESAR, Move((sc, ant), path, False))
    assert pair.gold[CAESAR] == 9 and "paid_march" in _keys(events)


# ----- forced marches through barbarian areas -------------------------------------------------
def test_a_forced_march_passes_only_through_an_own_conquered_area():
    def paths(owner, marker=None, units=True):
        s = position(phase="march", gold=(10, 0), markers={"illyrii": marker} if marker is not None else {})
        if owner is not None:
            s.conquered["illyrii"] = owner
            if units:
                put(s, owner, "illyrii", "ally")
        leg, = put(s, CAESAR, "aquileia", "legion")
        return s, leg, s.march_paths(CAESAR, "aquileia")
    s, leg, ps = paths(CAESAR)
    assert ("illyrii", "dyrrachium") in ps and ("salonae", "dyrrachium") in ps
    s.apply(CAESAR, Move((leg,), ("illyrii", "dyrrachium"), False))
    assert s.units[leg][3] == "dyrrachium" and s.gold[CAESAR] == 9
    assert ("illyrii", "dyrrachium") in paths(CAESAR, marker=CAESAR, units=False)[2]
    assert ("illyrii", "dyrrachium") not in paths(None)[2]            # the barbarians': entering ends the move
    assert ("illyrii", "dyrrachium") not in paths(POMPEY)[2]          # the enemy's
    assert ("illyrii", "dyrrachium") not in paths(POMPEY, marker=POMPEY, units=False)[2]


# ----- the Diplomacy Roll on an own conquered area --------------------------------------------
def test_diplomacy_in_an_own_conquered_area_has_plus_one_and_minus_one():
    s = position()
    assert s.diplomacy_modifier(CAESAR, "illyrii") == -1
    s.conquered["illyrii"] = CAESAR
    put(s, CAESAR, "illyrii", "ally")
    assert s.diplomacy_modifier(CAESAR, "illyrii") == 0               # friendly +1, barbarian area -1
    assert s.diplomacy_modifier(POMPEY, "illyrii") == -1


# ----- [11.1]: the Roma card is offered -----------------------------------------------------------
def test_the_card_for_the_supreme_commander_in_roma_is_offered_not_forced():
    def drawn(silver=True):
        s = position(silver=silver, phase="forum", gold=(10, 0))
        put(s, CAESAR, "roma", "caesar")
        s.apply(CAESAR, EndPhase())
        s.apply(CHANCE, DrawCard(CAESAR, "ambush"))
        return s
    s = drawn()
    roma = Ability("caesar", "roma")
    assert s.to_act() == (CAESAR,) and s.legal_actions(CAESAR) == [roma, BuyCard(), EndPhase()]
    assert s.prompt(CAESAR).key == "caesar_xl.prompt.draw_roma"
    s.apply(CAESAR, roma)
    assert s.to_act() == (CHANCE,)
    s.apply(CHANCE, DrawCard(CAESAR, "fleet"))
    assert s.hands[CAESAR] == ["ambush", "fleet"] and s.legal_actions(CAESAR) == [BuyCard(), EndPhase()]
    assert s.gold[CAESAR] == 10
    declined = drawn()
    declined.apply(CAESAR, EndPhase())
    assert declined.phase == "purchase" and declined.hands[CAESAR] == ["ambush"]
    bronze = drawn(silver=False)                                      # Bronze: the card comes with him
    assert bronze.to_act() == (CHANCE,)
