"""Caesar XL's hard general and its economy: behind the enemy in units, the gold its Purchase phase
can turn into the units it lacks is not spent on cards in the Card Draw phase
(``ai_eval.recruit_reserve``)."""
import random

import pytest

from games.core.chance import CHANCE, sample
from games.caesar_xl.ai import make_player
from games.caesar_xl import components as C
from games.caesar_xl.ai_eval import recruit_reserve
from games.caesar_xl.rules import BuyCard, Recruit
from games.caesar_xl.tests.test_caesar_xl_ai import _play_phase
from games.caesar_xl.tests.xl_positions import CAESAR, POMPEY, position, put

pytestmark = pytest.mark.usefixtures("no_time_cap")


def _caesar_in_italia(gold, pompeys_legions=6):
    """Caesar holds Vercellae and Aquileia (square cities: legions are raised there) with a legion
    each and himself; Pompey is far away in Alexandria with his legions (six: four more than
    Caesar's). Caesar's Card Draw phase."""
    s = position(phase="draw", gold=(gold, 20), markers={"vercellae": CAESAR, "aquileia": CAESAR})
    put(s, CAESAR, "vercellae", "legion", "caesar")
    put(s, CAESAR, "aquileia", "legion")
    put(s, POMPEY, "alexandria", *["legion"] * pompeys_legions, "pompey")
    return s


def _draw_phase(s, player):
    """The Card Draw phase of Caesar played to its end by ``player`` (the cards bought drawn at
    random); the actions it took."""
    rng, taken = random.Random(0), []
    while s.winner is None and s.phase == "draw":
        seat = s.to_act()[0]
        if seat == CHANCE:
            s.apply(CHANCE, sample(s.chance_outcomes(), rng))
            continue
        a = player.choose(s.view_for(seat), seat)
        taken.append(a)
        s.apply(seat, a)
    return taken


def test_the_reserve_is_the_gold_the_recruits_can_spend():
    s = _caesar_in_italia(10)
    board = {p: s.controller(p) for p in C.PLACES}
    assert recruit_reserve(s, CAESAR, board) == 4 * 4        # two slots in each of two square cities
    board["aquileia"] = None
    assert recruit_reserve(s, CAESAR, board) == 2 * 4
    assert recruit_reserve(s, CAESAR, {"massilia": CAESAR}) == 2 * 2     # a hexagon city: allies only
    s = _caesar_in_italia(10, pompeys_legions=3)
    assert recruit_reserve(s, CAESAR, board) == 1 * 4                   # one unit fewer than Pompey
    s = _caesar_in_italia(10, pompeys_legions=2)
    assert recruit_reserve(s, CAESAR, board) == 0                       # as many units: no reserve


def test_the_hard_general_keeps_the_gold_for_recruits_rather_than_buying_cards():
    # With 10 gold a card (5) looks worth its price (2.2 against 2.0), but Caesar has four units fewer
    # than Pompey and the next phase turns the 10 gold into two legions: the hard general buys no
    # card, and recruits.
    s = _caesar_in_italia(10)
    assert not any(isinstance(a, BuyCard) for a in _draw_phase(s, make_player("hard", 1)))
    assert s.phase == "purchase"
    assert sum(isinstance(a, Recruit) for a in _play_phase(s, CAESAR, make_player("hard", 1))) >= 2


def test_the_hard_general_with_as_many_units_as_the_enemy_buys_cards():
    s = _caesar_in_italia(10, pompeys_legions=2)
    assert sum(isinstance(a, BuyCard) for a in _draw_phase(s, make_player("hard", 1))) == 2


def test_the_hard_general_buys_cards_with_the_gold_recruits_cannot_use():
    # 40 gold: the two cities take four legions (16 gold), so two cards (10) are still bought.
    s = _caesar_in_italia(40)
    assert sum(isinstance(a, BuyCard) for a in _draw_phase(s, make_player("hard", 1))) == 2
