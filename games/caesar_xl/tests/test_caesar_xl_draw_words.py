"""Caesar XL: one Forum step from the win, a card drawn (bought, Donations, the free card of a Supreme
Commander in Roma) says that a leader of that side among the cards drawn, played, wins, and the odds
of drawing one; "Pompey in Roma draws 1 more card, for free" alone hid it."""
import pytest

from games.caesar_xl.explain import reason
from games.caesar_xl.explain_you import to_you
from games.caesar_xl.rules import Ability, BuyCard, PlayCard
from games.caesar_xl.tests.xl_positions import CAESAR, POMPEY, position, put
from games.core.text import tr

NAMES = ["Marcus", "Livia"]


def _one_step(claimed=("the_senate", "senatus_consultum_ultimum"), hand=()):
    """Pompey in Roma at Optimates 6 (himself 2, two Forum cards 2 each), his Card Draw phase, 12 gold."""
    s = position(phase="draw", active=POMPEY, gold=(0, 12), markers={"roma": POMPEY}, hands=((), hand))
    put(s, POMPEY, "roma", "pompey", "legion")
    put(s, CAESAR, "vercellae", "caesar", "legion")
    s.claimed[POMPEY] += list(claimed)
    return s


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("action", [Ability("pompey", "roma"), BuyCard()])
def test_a_draw_one_step_from_the_forum_win_says_a_leader_wins(lang, action):
    s = _one_step()
    assert s.balance(POMPEY) == -6
    view = s.view_for(POMPEY)
    said = reason(view, POMPEY, action)
    text = to_you(said, POMPEY).render(lang, NAMES)
    inner = said.params["what"]
    assert inner.key == "caesar_xl.why.draw_leader_wins", text
    assert (inner.params["k"], inner.params["m"]) == (8, len(s.deck)), text      # (the Optimates leaders unseen)
    assert tr("caesar_xl.ui.race.faction.optimates", lang) in text and "6/7" in text and "20" in text, text
    assert ("your next Forum phase" in text) if lang == "en" else ("あなたは" in text), text


def test_donations_counts_its_two_cards():
    s = _one_step(hand=("donations",))
    s.phase = "purchase"
    inner = reason(s.view_for(POMPEY), POMPEY, PlayCard("donations", "")).params["what"]
    assert inner.key == "caesar_xl.why.draw_leader_wins", inner
    m = inner.params["m"]
    assert inner.params["p"].params["n"] == round(100 * (1 - (m - 8) * (m - 9) / (m * (m - 1)))), inner


def test_two_steps_away_a_draw_says_nothing_of_a_win():
    s = _one_step(claimed=("the_senate",))
    said = reason(s.view_for(POMPEY), POMPEY, BuyCard()).params["what"]
    assert said.key != "caesar_xl.why.draw_leader_wins", said
