"""Caesar XL's general in the moments players questioned: an attack its own odds say is lost, a unit
marched back and forth within a phase, the smaller Forum claim, a Supreme Commander left alone, leaders
walked into the reach of a stronger stack."""
import pytest

from games.caesar_xl import ai
from games.caesar_xl import components as C
from games.caesar_xl.ai import make_player, march_candidates
from games.caesar_xl.ai_eval import march_reach
from games.caesar_xl.explain import advise, reason
from games.caesar_xl.rules import Claim, Move
from games.caesar_xl.tests.test_caesar_xl_ai import _play_phase
from games.caesar_xl.tests.test_caesar_xl_ai_politics import _pompey_in_roma_at_six
from games.caesar_xl.tests.xl_positions import CAESAR, POMPEY, position, put

pytestmark = pytest.mark.usefixtures("no_time_cap")

#: Caesar's cities: 26 gold, one short of the military margin (25) over Pompey's 3 of Messana... unless
#: Messana counted for nobody while a battle there is pending
_CAESARS = ["roma", "vercellae", "aquileia", "brundisium", "massilia", "lugdunum", "burdigala", "nova_carthago",
            "corduba", "sardinia"]


def _pompey_dead_and_messana_held():
    """Pompey's Supreme Commander is dead, Caesar in Roma with three legions and an ally; four of
    Pompey's legions hold Messana next door (3 gold): Caesar's margin of gold is 23, 26 with Messana."""
    s = position(phase="march", gold=(0, 0), markers={**{p: CAESAR for p in _CAESARS}, "messana": POMPEY})
    put(s, CAESAR, "roma", "caesar", "legion", "legion", "legion")
    ally = put(s, CAESAR, "roma", "ally")[0]
    put(s, POMPEY, "messana", "legion", "legion", "legion", "legion")
    s.sc[POMPEY] = None
    return s, ally


def test_a_lone_unit_sent_into_a_stack_does_not_win_the_gold_margin():
    # a battle pending in Messana once counted Messana for nobody: the margin reached 26 and the
    # military victory looked near, so the hard general sent the ally alone into the four legions
    s, ally = _pompey_dead_and_messana_held()
    taken = _play_phase(s, CAESAR, make_player("hard", 3))
    assert not s.combat_at("messana", CAESAR), taken
    assert s.units[ally][3] == "roma", taken


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_march_the_general_s_odds_say_is_lost_is_never_made(level, monkeypatch):
    # whatever the evaluator credits it with (here a bonus for any unit of Caesar's in Messana), the
    # ally alone against four legions wins almost never: it stays
    s = position(phase="march", gold=(0, 0), markers={"roma": CAESAR, "messana": POMPEY})
    put(s, CAESAR, "roma", "caesar")
    ally = put(s, CAESAR, "roma", "ally")[0]
    put(s, POMPEY, "messana", "legion", "legion", "legion", "legion")
    put(s, POMPEY, "alexandria", "pompey")
    real = ai.evaluate

    def lured(st, seat, *args):
        return real(st, seat, *args) + (50.0 if st.combat_at("messana", CAESAR) else 0.0)

    monkeypatch.setattr(ai, "evaluate", lured)
    gen = make_player(level, 3)
    assert gen.hopeless(s, CAESAR, Move((ally,), ("messana",), False))
    taken = _play_phase(s, CAESAR, gen)
    assert s.units[ally][3] != "messana", taken


def test_a_hopeless_attack_made_as_the_last_hope_says_so():
    # Pompey wins at his next Forum phase unless his leaders in Roma die: the attack with Caesar and a
    # legion is poor, and its reason names what it serves
    s = _pompey_in_roma_at_six()
    put(s, POMPEY, "roma", "legion")
    legion, caesar = put(s, CAESAR, "rubicon", "legion", "caesar")
    view = s.view_for(CAESAR)
    attack = Move((legion, caesar), ("roma",), False)
    assert attack in view.legal_actions(CAESAR)
    assert make_player("hard", 5).hopeless(view, CAESAR, attack) is False
    said = reason(view, CAESAR, attack).render("en")
    assert "last hope" in said and "wins the Forum race" in said, said


def _one_legion_came_from_pergamum():
    """Two legions of Caesar in Tarsus, one of them marched there from Pergamum this phase."""
    s = position(phase="march", gold=(0, 0), markers={"pergamum": CAESAR, "tarsus": CAESAR, "pontus": CAESAR})
    came, stayed = put(s, CAESAR, "tarsus", "legion", "legion")
    put(s, CAESAR, "roma", "caesar")
    put(s, POMPEY, "alexandria", "pompey")
    s.moved, s.origin = frozenset({came}), {came: "pergamum"}
    return s, stayed


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_unit_is_not_sent_back_where_another_came_from_in_the_same_phase(level, monkeypatch):
    # a legion marched Pergamum -> Tarsus; a judgement that now prefers a legion in Pergamum (here a
    # bonus for one; in play the hard judgement giving way to the normal one as the turn's time runs
    # out) must not march the other one back: the units would only have changed places
    s, stayed = _one_legion_came_from_pergamum()
    real = ai.evaluate

    def flipped(st, seat, *args):
        return real(st, seat, *args) + (20.0 if st.combat_at("pergamum", CAESAR) else 0.0)

    monkeypatch.setattr(ai, "evaluate", flipped)
    taken = _play_phase(s, CAESAR, make_player(level, 3))
    assert s.units[stayed][3] != "pergamum", taken


def test_a_march_back_into_a_battle_is_still_judged():
    s, stayed = _one_legion_came_from_pergamum()
    back = Move((stayed,), ("pergamum",), False)
    assert back not in march_candidates(s, CAESAR, s.legal_actions(CAESAR))
    put(s, POMPEY, "pergamum", "ally")            # Pompey walked in behind: going back is a battle
    assert back in march_candidates(s, CAESAR, s.legal_actions(CAESAR))


def test_the_larger_forum_claim_comes_first_when_the_gold_pays_for_one():
    # Populares 2, 3 gold: Demands for Reform (Roma held, 3 gold, +2) or Land for Veterans (3
    # veterans, 2 gold, +1). Claiming a Roma card once cost Roma's worth of the claims it opens, so
    # the general and its advice took the smaller card
    s = position(phase="forum", gold=(3, 5), markers={"roma": CAESAR})
    put(s, CAESAR, "roma", "caesar", "legion:veteran", "legion:veteran", "legion:veteran")
    put(s, POMPEY, "alexandria", "pompey", "legion")
    s.forum = ["veterans_land", "demands_for_reform"]
    view = s.view_for(CAESAR)
    assert make_player("hard", 1).choose(view, CAESAR) == Claim("demands_for_reform")
    advice = advise(view, CAESAR)
    assert advice.action == Claim("demands_for_reform")
    said = advice.reason.render("en")
    assert "Populares 2 to Populares 4" in said and "Land for Veterans would bring the balance only to Populares 3" \
        in said, said


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_the_supreme_commander_is_not_left_alone_beside_an_enemy_stack(level):
    # three legions and Caesar in Roma, Pompey's stack of three in Vercellae next door; the normal
    # judgement (the normal level, and the hard one when its turn's time runs out) once marched the
    # legions at Vercellae and left Caesar alone
    s = position(phase="march", gold=(4, 0), markers={"roma": CAESAR})
    put(s, CAESAR, "roma", "caesar", "legion", "legion", "legion")
    put(s, POMPEY, "vercellae", "legion", "legion", "legion", "pompey")
    taken = _play_phase(s, CAESAR, make_player(level, 3))
    assert s.combat_at(s.sc_place(CAESAR), CAESAR), taken


def _caesar_in_thracia(split: bool):
    """Caesar and five veteran legions in Thracia, next to his Thessalonica (2 gold, empty); Pompey in
    Athenae, out of their reach, with four legions and (``split``: in Pharsalus between the two)
    Scipio and Cicero, Optimates 5 together. Every other city is Pompey's."""
    markers = {c.id: POMPEY for c in C.TOPO.cities}
    markers.update({"thessalonica": CAESAR, "thracia": CAESAR, "byzantium": CAESAR})
    s = position(phase="march", active=POMPEY, gold=(6, 6), markers=markers)
    put(s, POMPEY, "athenae", "pompey", "legion", "legion", "legion", "legion")
    put(s, POMPEY, "pharsalus" if split else "athenae", "scipio", "cicero")
    put(s, CAESAR, "thracia", "caesar", *["legion:veteran"] * 5)
    return s


@pytest.mark.parametrize("split", [False, True])
def test_the_leaders_do_not_walk_into_the_reach_of_a_stronger_stack(split):
    # Thessalonica and Byzantium are Caesar's and empty, but beside his stack: a leader who takes one
    # for its gold dies in Caesar's next march, and Pompey's politics fall with him
    s = _caesar_in_thracia(split)
    taken = _play_phase(s, POMPEY, make_player("hard", 3))
    danger = march_reach("thracia", s.silver)
    at = {s.units[u][1]: s.units[u][3] for u in s.units if s.units[u][0] == POMPEY}
    assert not {k: p for k, p in at.items() if k in ("pompey", "scipio", "cicero") and p in danger}, taken
