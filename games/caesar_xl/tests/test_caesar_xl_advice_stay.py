"""Fighting on in a battle names the retreat it is weighed against and what that retreat gives up."""
import pytest

from games.caesar_xl import rules as R
from games.caesar_xl.explain import advise
from games.caesar_xl.tests.test_caesar_xl_advice_risks import NAMES
from games.caesar_xl.tests.xl_positions import position, put, to_retreat


def _holding_out():
    """Marcus's veteran 3 and Pompey hold Nova Carthago (3 gold) against Caesar's 2 legions; no hit
    yet, Marcus may retreat (to Utica or the like) or stay."""
    s = position(phase="march", gold=(0, 0), markers={"nova_carthago": R.POMPEY})
    put(s, R.POMPEY, "nova_carthago", "legion", "legion", "legion", "pompey")
    for u in put(s, R.CAESAR, "nova_carthago", "legion", "legion", "caesar"):
        s.origin[u] = "corduba"
    to_retreat(s, R.POMPEY)
    return s.view_for(R.POMPEY)


@pytest.mark.parametrize("lang,said", [("en", ("retreating to ", "would save the 4 units but give up the city's 3 gold")),
                                       ("ja", ("へ退けば", "この都市の3ゴールド"))])
def test_fighting_on_names_the_retreat_it_beats(lang, said):
    view = _holding_out()
    advice = advise(view, R.POMPEY)
    assert advice.action == R.Pass()
    words = advice.reason.render(lang, NAMES)
    assert all(w in words for w in said), words

