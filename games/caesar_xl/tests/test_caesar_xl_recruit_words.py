"""Caesar XL: a recruit's reason says what the unit is for, the stack it answers or, with no threat
near, the march it builds for; "a legion in Vercellae brings the swords there to 17" named neither."""
import pytest

from games.caesar_xl.explain_words import what as because
from games.caesar_xl.rules import Recruit
from games.caesar_xl.tests.xl_positions import CAESAR, POMPEY, position, put
from games.core.text import tr

NAMES = ["Marcus", "Livia"]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_recruit_with_no_threat_near_names_the_march_it_builds_for(lang):
    # Caesar's only stack stands far off in Antiochia; Pompey holds Roma and recruits there; Vercellae,
    # Caesar's, is the nearest city Pompey does not hold, one march away
    s = position(phase="purchase", active=POMPEY, gold=(0, 12),
                 markers={"roma": POMPEY, "vercellae": CAESAR, "brundisium": POMPEY, "capua": POMPEY})
    put(s, POMPEY, "roma", "pompey", "legion")
    put(s, CAESAR, "antiochia", "caesar", "legion")
    said = because(s.view_for(POMPEY), POMPEY, Recruit("legion", "roma"))
    text = said.render(lang, NAMES)
    assert said.key in ("caesar_xl.why.recruit_build", "caesar_xl.why.recruit_build_far"), text
    assert said.params["calm"].key == "caesar_xl.why.recruit_calm.none", text
    target = said.params["target"].key.rsplit(".", 1)[1]
    assert s.controller(target) != POMPEY and tr(f"caesar_xl.city.{target}", lang) in text, text
    assert tr("caesar_xl.city.roma", lang) in text and "12" in text, text


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_recruit_where_the_guard_already_outmatches_says_so(lang):
    # Caesar's lone legion in Vercellae can reach Roma, where Pompey already has three
    s = position(phase="purchase", active=POMPEY, gold=(0, 12), markers={"roma": POMPEY, "vercellae": CAESAR})
    put(s, POMPEY, "roma", "pompey", "legion", "legion", "legion")
    put(s, CAESAR, "vercellae", "legion")
    said = because(s.view_for(POMPEY), POMPEY, Recruit("legion", "roma"))
    text = said.render(lang, NAMES)
    assert said.params["calm"].key == "caesar_xl.why.recruit_calm.held", text
    assert said.params["target"].key == "caesar_xl.city.vercellae", text
    assert tr("caesar_xl.city.vercellae", lang) in text, text
