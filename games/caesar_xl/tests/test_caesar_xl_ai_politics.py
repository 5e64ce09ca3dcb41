"""Caesar XL's general in the political race (``ai_politics``): the enemy's reach at its next Forum
phase, and the general stopping an enemy about to reach 7 or taking its own victory."""
import pytest

from games.caesar_xl.ai import make_player
from games.caesar_xl.ai_politics import danger, reach
from games.caesar_xl.tests.test_caesar_xl_ai import _play_phase
from games.caesar_xl.tests.xl_positions import CAESAR, POMPEY, position, put

pytestmark = pytest.mark.usefixtures("no_time_cap")


def _pompey_in_roma_at_six(phase="march", caesar_gold=0):
    """Pompey holds Roma with one legion, Cato and Scipio (balance -6); Consulship (free, Roma held)
    in the row makes his seventh point at his next Forum phase."""
    s = position(phase=phase, gold=(caesar_gold, 0), markers={"roma": POMPEY})
    put(s, POMPEY, "roma", "legion", "pompey", "cato", "scipio")
    s.forum = ["consulship"]
    assert s.balance(POMPEY) == -6
    return s


def test_reach_counts_the_row_the_gold_and_the_board():
    s = _pompey_in_roma_at_six()
    ctl = {"roma": POMPEY}
    assert reach(s, POMPEY, ctl, 0) == 7
    assert reach(s, POMPEY, {"roma": CAESAR}, 0) == 6          # Roma lost: no Consulship
    s.forum = ["senatus_consultum_ultimum"]
    assert reach(s, POMPEY, ctl, 3) == 6 and reach(s, POMPEY, ctl, 4) == 8   # it costs 4 gold
    cato = next(u for u, t in s.units.items() if t[1] == "cato")
    assert reach(s, POMPEY, ctl, 4, frozenset({cato})) == 6         # Cato dead: 2 points fewer


def test_danger_weighs_the_battles_still_to_fight():
    s = _pompey_in_roma_at_six()
    assert danger(s, POMPEY, {"roma": POMPEY}, []) == 1.0
    # a battle in Roma won by Caesar 30% of the time: Pompey keeps Roma and his leaders 70%
    assert danger(s, POMPEY, {"roma": None}, [("roma", CAESAR, 0.3)]) == pytest.approx(0.7)


def test_throws_everything_at_the_stack_of_the_enemy_leaders_when_the_enemy_is_about_to_win():
    # Two legions, Pompey, Cato and Scipio hold Roma; beside it Caesar stands with one legion. The
    # attack is poor and risks Caesar himself, so a general that does not see the race sends the
    # legion alone (or nothing); staying out loses the game at Pompey's next Forum phase, so the
    # hard general attacks with Caesar too (his swords raise the odds of killing the leaders).
    s = _pompey_in_roma_at_six()
    put(s, POMPEY, "roma", "legion")
    legion, caesar = put(s, CAESAR, "rubicon", "legion", "caesar")
    put(s, CAESAR, "massilia", "legion")
    _play_phase(s, CAESAR, make_player("hard", 5))
    assert s.units[legion][3] == "roma" and s.units[caesar][3] == "roma"


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_does_not_throw_a_unit_at_roma_only_to_deny_the_enemys_claims(level):
    # Pompey's army holds Roma; Consulship and Senatus Consultum Ultimum wait in the row for him.
    # A lone legion marching into Roma makes the city contested for a moment, which must not count
    # as denying him the cards: the attack has no hope, so the legion stays out of Roma.
    s = position(phase="march", gold=(0, 6), markers={"roma": POMPEY, "vercellae": CAESAR})
    put(s, POMPEY, "roma", "pompey", "legion:veteran", "legion", "legion", "ally", "ally")
    legion = put(s, CAESAR, "vercellae", "legion")[0]
    put(s, CAESAR, "massilia", "caesar", "legion")
    s.forum = ["consulship", "senatus_consultum_ultimum"]
    _play_phase(s, CAESAR, make_player(level, 8))
    assert s.units[legion][3] != "roma"



def test_the_hard_general_takes_roma_with_its_army_rather_than_gold_elsewhere():
    # Roma (5 gold) is empty and neutral; Caesar's army (Caesar, two veteran legions, a legion) stands
    # in Utica with the Fleet card in hand, two veteran legions in Massilia. Gold for gold, the army
    # could as well spread over Africa; but every Roma Forum card still to come (Consulship, the
    # Senate, Senatus Consultum Ultimum for Pompey, Demands for Reform and Dictatorship for Caesar)
    # asks for Roma or the Supreme Commander there: the hard general sails the army into Roma.
    s = position(phase="march", gold=(0, 6), markers={"massilia": CAESAR}, hands=(("fleet",), ()))
    put(s, CAESAR, "massilia", "legion:veteran", "legion:veteran")
    put(s, CAESAR, "utica", "caesar", "legion:veteran", "legion:veteran", "legion")
    put(s, POMPEY, "corduba", "pompey", "legion")
    _play_phase(s, CAESAR, make_player("hard", 9))
    assert s.sc_place(CAESAR) == "roma" and len(s.combat_at("roma", CAESAR)) >= 2


def test_leaders_that_can_retreat_outlive_a_lost_defence():
    # Pompey stands at -7 in Pharsalus with Cato, Scipio, Afranius and one legion; Caesar's army has
    # marched in from Dyrrachium and wins there 90% of the time. A defender who loses retreats to a
    # free city next door (Athenae, Thessalonica) and his leaders live: Caesar's likely victory does
    # not stop Pompey's race. Only when every way out is closed does the lost battle kill them.
    s = position(phase="march", gold=(0, 0))
    put(s, POMPEY, "pharsalus", "legion", "pompey", "cato", "scipio", "afranius")
    for u in put(s, CAESAR, "pharsalus", "legion", "legion", "legion", "caesar"):
        s.origin[u] = "dyrrachium"
    assert s.balance(POMPEY) == -7
    battle = [("pharsalus", CAESAR, 0.9)]
    assert danger(s, POMPEY, {}, battle) == 1.0
    put(s, CAESAR, "athenae", "legion")
    put(s, CAESAR, "thessalonica", "legion")
    assert danger(s, POMPEY, {}, battle) == pytest.approx(0.1)


@pytest.mark.parametrize("race", [True, False])
def test_the_hard_general_fights_on_where_a_retreat_hands_the_enemy_the_race(race):
    # Two legions attack Roma, held by Pompey, Cato, Scipio and three legions (two veterans); the
    # first round scores nothing. The odds are poor, so a general retreats to Vercellae; but with
    # Consulship in the row, Roma left to Pompey makes his seventh point at his Forum phase, which
    # comes next: the hard general fights on (without the card, it retreats as before).
    from games.caesar_xl.rules import EndPhase, Pass, Retreat
    from games.caesar_xl.tests.xl_positions import CHANCE, fire
    s = position(phase="march", gold=(0, 0), markers={"roma": POMPEY})
    put(s, POMPEY, "roma", "legion:veteran", "legion:veteran", "legion", "pompey", "cato", "scipio")
    for u in put(s, CAESAR, "roma", "legion", "legion"):
        s.origin[u] = "vercellae"
    s.forum = ["consulship"] if race else []
    s.apply(CAESAR, EndPhase())
    while s.to_act() != (CAESAR,) or s.todo[0][0] != "retreat":
        seat = s.to_act()[0]
        if seat == CHANCE:
            fire(s, 0, 0)
        else:
            s.apply(seat, Pass())
    assert s.legal_actions(CAESAR) == [Pass(), Retreat("vercellae")]
    a = make_player("hard", 1).choose(s.view_for(CAESAR), CAESAR)
    assert a == (Pass() if race else Retreat("vercellae"))
