"""Caesar XL: advice that opens with the enemy's military win one Forum phase away, says what can still
stop it this turn (or that nothing can), and hit advice that does not talk of saving a unit when every
choice loses the stack and its leaders."""
import pytest

from games.caesar_xl.explain import advise
from games.caesar_xl.explain_words import what as because
from games.caesar_xl.rules import AssignHit
from games.caesar_xl.tests.test_caesar_xl_ai_military import caesar_wins_next
from games.caesar_xl.tests.xl_positions import CAESAR, POMPEY, position, put
from games.core.text import tr

pytestmark = pytest.mark.usefixtures("no_time_cap")

NAMES = ["Marcus", "Livia"]


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("phase", ["draw", "purchase", "march", "taxation"])
def test_advice_opens_with_the_military_win_and_how_to_stop_it(lang, phase):
    advice = advise(caesar_wins_next(phase).view_for(POMPEY), POMPEY)
    text = advice.reason.render(lang, NAMES)
    assert advice.reason.params["what"].key == "caesar_xl.why.you.mil_first", text
    roma, caesar = tr("caesar_xl.city.roma", lang), tr("caesar_xl.leader.caesar", lang)
    assert text.startswith("Marcus") and caesar in text and "42" in text and "7" in text, text
    assert text.count(roma) >= 2, text        # (in the stake, and as the way to stop it)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_phase_that_cannot_stop_it_says_so(lang):
    advice = advise(caesar_wins_next("taxation").view_for(POMPEY), POMPEY)
    said = advice.reason.params["what"].params["what"]
    assert said.key == "caesar_xl.why.mil_this.not_now", advice.reason.render(lang, NAMES)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_with_no_way_left_this_turn_the_advice_says_it_plainly(lang):
    # Pompey's only legion stands in Corduba: no march reaches Roma, no city it can take cuts a lead of 35
    s = caesar_wins_next("march")
    for u in [u for u, t in s.units.items() if t[0] == POMPEY]:
        del s.units[u]
    put(s, POMPEY, "corduba", "legion")
    advice = advise(s.view_for(POMPEY), POMPEY)
    text = advice.reason.render(lang, NAMES)
    assert advice.reason.params["what"].key == "caesar_xl.why.you.mil_lost", text
    assert ("nothing left this turn" in text) if lang == "en" else ("もう止められない" in text), text


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_hits_that_kill_the_whole_stack_say_the_leaders_fall_whatever_is_chosen(lang):
    # three hits against a veteran legion (two hits in Silver) and a legion with Pompey and Domitius:
    # every choice loses both legions and both leaders; "a veteran only turns to standard" was no reason
    s = position(phase="combat", active=CAESAR, gold=(0, 0))
    vet, _std, _p, _d = put(s, POMPEY, "athenae", "legion:veteran", "legion", "pompey", "domitius")
    put(s, CAESAR, "athenae", "legion:veteran", "legion:veteran", "legion:veteran", "caesar")
    s.battle = {"place": "athenae", "militia": 0, "att": CAESAR, "dfn": POMPEY, "round": 0, "cards": {}}
    s.todo = (("assign", POMPEY, 3),)
    view = s.view_for(POMPEY)
    said = because(view, POMPEY, AssignHit(vet, "legion", "veteran"))
    text = said.render(lang, NAMES)
    assert said.key == "caesar_xl.why.hit_all_fall", text
    assert tr("caesar_xl.leader.pompey", lang) in text and tr("caesar_xl.card.domitius", lang) in text, text
    s.todo = (("assign", POMPEY, 2),)         # two hits: the veteran's flip still saves a legion
    kept = because(s.view_for(POMPEY), POMPEY, AssignHit(vet, "legion", "veteran"))
    assert kept.key == "caesar_xl.why.hit_veteran", kept.render(lang, NAMES)


def test_an_attack_on_roma_already_made_is_still_a_way():
    # the legions marched into Roma: the battle there, fought in the Combat phase, can still stop it
    from games.caesar_xl.explain import reason
    from games.caesar_xl.rules import EndPhase
    s = caesar_wins_next("march")
    mine = [u for u, t in s.units.items() if t[0] == POMPEY]
    for u in mine:
        s.units[u] = (POMPEY, "legion", "standard", "roma")
    s.moved = frozenset(mine)
    said = reason(s.view_for(POMPEY), POMPEY, EndPhase())
    assert said.params["what"].key == "caesar_xl.why.mil_first", said.render("en", NAMES)


def _lead_of_25(phase="purchase"):
    """Caesar in Roma, Pompey without commander or army; cities worth 35 gold to 10, a lead of just 25:
    any city nobody holds brought over by Pompey's diplomacy cuts it below 25 (Pharsalus, 1 gold,
    on a roll of 2 or more, the likeliest)."""
    from games.caesar_xl.tests.test_caesar_xl_ai_military import CAESARS
    far = ("corduba", "munda", "barcino", "ilerda", "burdigala", "lugdunum", "durocortorum")
    mine = [c for c in CAESARS if c not in ("antiochia", "byzantium")]
    s = position(phase=phase, active=POMPEY, gold=(10, 12),
                 markers=dict.fromkeys(mine, CAESAR) | dict.fromkeys(far, POMPEY))
    put(s, CAESAR, "roma", "caesar", "legion")
    s.sc[POMPEY] = None
    assert (s.controlled_gold(CAESAR), s.controlled_gold(POMPEY)) == (35, 10)
    return s


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_diplomacy_that_cuts_the_lead_is_a_way_with_its_odds(lang):
    from games.caesar_xl.explain import reason
    from games.caesar_xl.rules import Diplomacy, EndPhase
    view = _lead_of_25().view_for(POMPEY)
    said = reason(view, POMPEY, EndPhase())
    text = said.render(lang, NAMES)
    assert said.params["what"].key == "caesar_xl.why.mil_first", text
    ways = said.params["what"].params["ways"]
    assert ways.key == "caesar_xl.why.mil_way.diplomacy", text
    assert tr("caesar_xl.city.pharsalus", lang) in text and "25" in text and "5" in text, text
    assert said.params["what"].params["what"].key == "caesar_xl.why.mil_this.aside", text   # (not "nothing can")
    assert ("nothing" not in text) if lang == "en" else ("このフェイズにできることでは" not in text), text
    tried = reason(view, POMPEY, Diplomacy("pharsalus", "")).params["what"].params["what"]
    assert tried.key == "caesar_xl.why.mil_this.stops", tried.render(lang, NAMES)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_card_that_cuts_the_lead_is_a_way_and_its_play_stops_it(lang):
    # no gold for a diplomacy and no army: Revolt in hand puts an ally (and the marker) in a city nobody
    # holds, 35 to 11 after it; "nothing left this turn can stop it" was said while it was legal
    from games.caesar_xl.explain import reason
    from games.caesar_xl.rules import EndPhase, PlayCard
    s = _lead_of_25()
    s.gold = [10, 0]
    s.hands[POMPEY].append("revolt")
    s.deck.draw("revolt")
    view = s.view_for(POMPEY)
    said = reason(view, POMPEY, EndPhase())
    text = said.render(lang, NAMES)
    assert said.params["what"].key == "caesar_xl.why.mil_first", text
    assert said.params["what"].params["ways"].key == "caesar_xl.why.mil_way.act", text
    assert tr("caesar_xl.card.revolt", lang) in text and "25" in text, text
    assert ("nothing left" not in text) if lang == "en" else ("もう止められない" not in text), text
    played = reason(view, POMPEY, PlayCard("revolt", "pharsalus"))
    said = played.params["what"].params["what"]
    assert said.key == "caesar_xl.why.mil_this.stops", played.render(lang, NAMES)
