"""Caesar XL's hard general when the enemy wins the Forum race at its next Forum phase unless the own
March phase stops it (``ai_politics``, ``ai_eval``), and when its leaders march together into a battle."""
import pytest

from games.caesar_xl.ai import make_player
from games.caesar_xl.ai_eval import _control, _occupancy, exact_odds, march_stop
from games.caesar_xl.ai_politics import foe_wins_next
from games.caesar_xl import components as C
from games.caesar_xl.rules import BuyCard
from games.caesar_xl.scene_info import threat
from games.caesar_xl.tests.test_caesar_xl_ai import _play_phase
from games.caesar_xl.tests.xl_positions import CAESAR, POMPEY, position, put

pytestmark = pytest.mark.usefixtures("no_time_cap")


def _pompey_wins_with_consulship(phase: str, race: bool = True):
    """Pompey holds Roma with two legions, Cato and Scipio (Optimates 6); Consulship (free, Roma held)
    in the row makes his seventh point at his next Forum phase (without ``race``, only the Grain Dole
    he cannot claim is there). Caesar, two legions beside him, stands in Vercellae next to Roma, a
    legion in Massilia: four units against Pompey's three."""
    s = position(phase=phase, gold=(10, 0), markers={"roma": POMPEY, "massilia": CAESAR, "vercellae": CAESAR})
    put(s, POMPEY, "roma", "legion", "legion", "pompey", "cato", "scipio")
    put(s, POMPEY, "corduba", "legion")
    put(s, CAESAR, "vercellae", "legion", "legion", "caesar")
    put(s, CAESAR, "massilia", "legion")
    s.forum = ["consulship", "grain_dole"] if race else ["grain_dole"]
    return s


def test_the_race_is_the_race_boxs():
    # the general's "the enemy wins at its next Forum phase" is the warning the race box shows
    s = _pompey_wins_with_consulship("draw")
    assert threat(s, POMPEY) == ("claim", ("consulship",)) and foe_wins_next(s, CAESAR)
    assert not foe_wins_next(_pompey_wins_with_consulship("draw", race=False), CAESAR)


@pytest.mark.parametrize("race", [True, False])
def test_keeps_the_gold_for_the_attack_rather_than_buy_a_card_when_the_enemy_is_about_to_win(race):
    # Caesar has more units than Pompey, so in an ordinary Card Draw phase the hard general buys a
    # card with the gold its recruits do not need. With Consulship in the row, Pompey wins at his
    # next Forum phase unless Caesar takes Roma in this turn's March phase: every gold is a recruit
    # beside Roma that raises that attack, and a card bought may even put another Forum card
    # Pompey can claim into the row. The general keeps the gold.
    s = _pompey_wins_with_consulship("draw", race)
    taken = _play_phase(s, CAESAR, make_player("hard", 3))
    assert (BuyCard() in taken) is not race


def test_march_stop_counts_every_stack_in_reach_of_the_place_the_claim_needs():
    # Roma (Consulship needs it) can be attacked by the two legions and Caesar in Vercellae and,
    # by a forced march, by the legion in Massilia; the best attack is all of them together
    s = _pompey_wins_with_consulship("purchase")
    occ = _occupancy(s)
    ctl = {p: _control(s, occ, p, p in C.AREA) for p in C.PLACES}
    both = march_stop(s, CAESAR, occ, ctl, exact_odds)
    massilia = [u for u, t in s.units.items() if t[3] == "massilia"]
    for u in massilia:
        del s.units[u]
    occ = _occupancy(s)
    alone = march_stop(s, CAESAR, occ, ctl, exact_odds)
    assert 0.0 < alone < both < 1.0


def _march_worth(hand: int, leaders: bool) -> float:
    """The hard general's worth (Pompey's) of marching from Brundisium into Roma, held by Caesar with
    a veteran legion and a legion, with three legions and (``leaders``) Pompey, Cato and Scipio,
    Caesar holding ``hand`` cards Pompey cannot see."""
    from games.caesar_xl.rules import Move
    s = position(phase="march", active=POMPEY, gold=(0, 0), markers={"roma": CAESAR, "brundisium": POMPEY},
                 hands=(("ambush", "siege", "triple_line")[:hand], ()))
    put(s, CAESAR, "roma", "caesar", "legion:veteran", "legion")
    lead = put(s, POMPEY, "brundisium", "pompey", "cato", "scipio")
    legions = put(s, POMPEY, "brundisium", "legion", "legion", "legion")
    view = s.view_for(POMPEY)
    return make_player("hard", 1).after(view, POMPEY, Move(tuple(legions + lead * leaders), ("roma",), False))


def test_leaders_marching_into_a_battle_weigh_the_cards_the_defender_may_hold():
    # The odds of the pieces on the map leave out a Triple Line, a Siege or an Ambush in the
    # defender's hand; with three cards there the leaders marching with the legions fall more often
    # than those odds say, all three together (Pompey the Supreme Commander, Cato and Scipio: the
    # politics of all of them at once). The legions' march alone does not change.
    with_cards = _march_worth(3, True) - _march_worth(3, False)
    without = _march_worth(0, True) - _march_worth(0, False)
    assert with_cards < without - 0.5
