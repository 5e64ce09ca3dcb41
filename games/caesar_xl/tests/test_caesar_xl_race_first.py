"""Caesar XL: with the enemy winning the Forum race at its next Forum phase, advice opens with that
stake in every phase of the threatened side's turn, names the places whose taking still stops it,
and says what the move does about it (as it does for the enemy's military win)."""
import pytest

from games.caesar_xl.explain import advise, reason
from games.caesar_xl.rules import EndPhase, Move
from games.caesar_xl.tests.test_caesar_xl_ai_race import _pompey_wins_with_consulship
from games.caesar_xl.tests.xl_positions import CAESAR, POMPEY
from games.core.text import tr

pytestmark = pytest.mark.usefixtures("no_time_cap")

NAMES = ["Livia", "Marcus"]


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("phase", ["forum", "draw", "purchase", "taxation", "march"])
def test_advice_opens_with_the_forum_race_in_every_phase(lang, phase):
    advice = advise(_pompey_wins_with_consulship(phase).view_for(CAESAR), CAESAR)
    text = advice.reason.render(lang, NAMES)
    assert advice.reason.params["what"].key == "caesar_xl.why.race_first", text
    assert text.startswith("Marcus") and tr("caesar_xl.city.roma", lang) in text, text


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_march_on_roma_is_said_to_stop_it(lang):
    s = _pompey_wins_with_consulship("march")
    legions = tuple(u for u, t in s.units.items() if t[0] == CAESAR and t[3] == "vercellae")
    said = reason(s.view_for(CAESAR), CAESAR, Move(legions, ("roma",), False))
    assert said.params["what"].params["what"].key == "caesar_xl.why.mil_this.stops", said.render(lang, NAMES)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_phase_that_cannot_stop_it_says_so(lang):
    said = reason(_pompey_wins_with_consulship("taxation").view_for(CAESAR), CAESAR, EndPhase())
    assert said.params["what"].params["what"].key == "caesar_xl.why.mil_this.not_now", said.render(lang, NAMES)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_with_no_attack_left_the_advice_says_it_plainly(lang):
    s = _pompey_wins_with_consulship("march")
    s.moved = frozenset(u for u, t in s.units.items() if t[0] == CAESAR)     # (every unit has marched)
    said = reason(s.view_for(CAESAR), CAESAR, EndPhase())
    text = said.render(lang, NAMES)
    assert said.params["what"].key == "caesar_xl.why.race_lost", text
    assert ("nothing left this turn" in text) if lang == "en" else ("もう止められない" in text), text


def test_no_stake_no_opening():
    s = _pompey_wins_with_consulship("march", race=False)
    assert reason(s.view_for(CAESAR), CAESAR, EndPhase()).params["what"].key != "caesar_xl.why.race_first"
    assert POMPEY != CAESAR
