"""Caesar XL's computer takes a win on the spot at every level: a game played against the normal
general, kept to the moment its Forum phase began with a winning claim in the row."""
import pytest

from games.caesar_xl.ai import make_player
from games.caesar_xl.ai_eval import WIN, evaluate
from games.caesar_xl.explain import advise
from games.caesar_xl.rules import Claim, EndPhase
from games.caesar_xl.tests.xl_records import replayed

pytestmark = pytest.mark.usefixtures("no_time_cap")

#: in the kept game (:data:`~games.caesar_xl.tests.xl_records.MISSED_WIN`) Senatus Consultum Ultimum
#: and The Senate (+2 Optimates each, Roma needed) are face up, so either claim wins when the phase ends
MARCUS = 1
WINNING = {Claim("senatus_consultum_ultimum"), Claim("the_senate")}


def _position():
    s, _ = replayed()
    assert (s.phase, s.active, s.todo, s.balance(MARCUS)) == ("forum", MARCUS, (), -5), "the recorded moment"
    assert WINNING <= set(s.legal_actions(MARCUS))
    return s


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_claims_the_card_that_wins_and_then_ends_the_phase(level):
    s = _position()
    player = make_player(level, 7)
    claim = player.choose(s.view_for(MARCUS), MARCUS)
    assert claim in WINNING, f"{level} chose {claim} with a win in the row"
    s.apply(MARCUS, claim)
    assert player.choose(s.view_for(MARCUS), MARCUS) == EndPhase()
    s.apply(MARCUS, EndPhase())
    assert s.winner == (MARCUS,) and s.end_reason == "political"


def test_the_evaluator_counts_a_forum_phase_about_to_be_won_as_won():
    s = _position()
    s.apply(MARCUS, Claim("senatus_consultum_ultimum"))
    assert evaluate(s.view_for(MARCUS), MARCUS) == WIN
    assert evaluate(s.view_for(1 - MARCUS), 1 - MARCUS) == -WIN


def test_the_advice_is_the_winning_claim_and_says_it_wins():
    s = _position()
    advice = advise(s.view_for(MARCUS), MARCUS)
    assert advice.action in WINNING
    assert "enough to win at the end of this Forum phase" in advice.reason.render("en")


def test_ending_the_forum_phase_that_wins_says_it_wins():
    """With the balance at 7, the advice to end the Forum phase said "nothing more in the Forum
    and victory phase is worth doing now; claiming Demands for Reform would lose about one game in
    6 more often": the move wins the game on the spot, and its reason says so."""
    s = _position()
    s.apply(MARCUS, Claim("senatus_consultum_ultimum"))
    advice = advise(s.view_for(MARCUS), MARCUS)
    assert advice.action == EndPhase()
    assert advice.reason.render("en") == "ending the Forum phase now wins the game: the Forum balance stands at 7."
    assert "ゲームに勝つ" in advice.reason.render("ja")
