"""Caesar XL's hard general when the enemy wins militarily at its next Forum phase unless the own turn
stops it (``ai_military``): its commander in Roma, none left to the own side, a lead of city gold of
25 or more."""
import pytest

from games.caesar_xl.ai import make_player
from games.caesar_xl.ai_eval import race_danger
from games.caesar_xl.ai_military import foe_wins_military
from games.caesar_xl.rules import BuyCard, Move, PlayCard
from games.caesar_xl.tests.test_caesar_xl_ai import _play_phase
from games.caesar_xl.tests.xl_positions import CAESAR, POMPEY, position, put

pytestmark = pytest.mark.usefixtures("no_time_cap")

#: the cities of Caesar's side: 42 gold against Pompey's 7 (Brundisium, Messana, Corduba)
CAESARS = ("roma", "vercellae", "massilia", "nova_carthago", "gades", "utica", "numidia", "athenae", "pergamum",
           "antiochia", "alexandria", "byzantium")


def caesar_wins_next(phase: str, roma=("legion:veteran", "legion:veteran"), hands=((), ()), gold=(10, 12)):
    """Pompey has fallen and no commander is left to his side; Caesar stands in Roma with ``roma``,
    his cities worth 42 gold against 7: he wins as he ends his next Forum phase unless Pompey's turn
    stops it. Pompey has three legions in Brundisium, next to Roma, his turn at ``phase``."""
    markers = dict.fromkeys(CAESARS, CAESAR) | dict.fromkeys(("brundisium", "messana", "corduba"), POMPEY)
    s = position(phase=phase, active=POMPEY, gold=gold, markers=markers, hands=hands)
    put(s, CAESAR, "roma", "caesar", *roma)
    put(s, POMPEY, "brundisium", "legion", "legion", "legion")
    s.sc[POMPEY] = None
    return s


def test_the_general_sees_the_enemys_military_win_coming():
    s = caesar_wins_next("march")
    assert foe_wins_military(s, POMPEY) and race_danger(s.view_for(POMPEY)) == 1.0


def test_attacks_roma_rather_than_take_a_city_that_leaves_the_lead_at_25():
    # A legion forced-marched through Roma takes Vercellae (3 gold of Caesar's): a gain that leaves
    # his lead at 29, so he wins next phase all the same. Attacking Roma is won about one time in
    # nine, and it is the only thing that stops him: the general attacks.
    s = caesar_wins_next("march")
    move = make_player("hard", 1).choose(s.view_for(POMPEY), POMPEY)
    assert isinstance(move, Move) and move.path == ("roma",) and len(move.units) == 3, move


def test_keeps_the_gold_for_recruits_rather_than_buy_a_card():
    # Pompey has more units than Caesar, so in an ordinary Card Draw phase the general buys a card;
    # with Caesar's military win one phase away, every gold is a recruit for the attack on Roma
    s = caesar_wins_next("draw", roma=("legion", "legion"))
    assert BuyCard() not in _play_phase(s, POMPEY, make_player("hard", 3))


def test_plays_cato_who_becomes_the_commander_the_side_lacked():
    # Cato played with no commander left takes the command: Caesar's military win is gone at once
    s = caesar_wins_next("purchase", hands=((), ("cato",)), gold=(10, 0))
    taken = _play_phase(s, POMPEY, make_player("hard", 2))
    assert any(isinstance(a, PlayCard) and a.card == "cato" for a in taken), taken
    assert not foe_wins_military(s, POMPEY)


def test_fights_on_in_roma_when_retreating_leaves_the_enemy_its_military_win():
    # Pompey's legions attack Roma in his own turn: retreating leaves Caesar in Roma, and Caesar wins
    # at his Forum phase, next; fighting on, however poor the odds, is the only hope. With the lead of
    # city gold cut below 25 (Pompey holds Pergamum and Antiochia), retreating costs no game.
    from games.caesar_xl.ai import General
    s = caesar_wins_next("combat")
    for u in [u for u, t in s.units.items() if t[0] == POMPEY]:
        s.units[u] = (POMPEY, "legion", "standard", "roma")
    s.battle = {"place": "roma", "militia": 0, "att": POMPEY, "dfn": CAESAR, "round": 1, "cards": {},
                "elim": (0, 0), "retreated": None}
    assert General.retreat_loses_the_race(s.view_for(POMPEY), POMPEY)
    s.markers.update(pergamum=POMPEY, antiochia=POMPEY)
    assert not General.retreat_loses_the_race(s.view_for(POMPEY), POMPEY)
