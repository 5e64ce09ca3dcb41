"""A march passed over that would win the Forum race is told by the race first: advice that set
Pompey's march on Roma (The Senate in reach) against another read only "… would win its battle
26% of the time", and the review's better move the same; the claim it opens comes first, then
what held it back (its battle's odds, or the cost in the game)."""
from __future__ import annotations

import pytest

from games.caesar_xl import explain as X
from games.caesar_xl import rules as R
from games.caesar_xl.explain_you import to_you
from games.caesar_xl.tests.test_caesar_xl_advice_imperative import _senate_in_reach
from games.caesar_xl.tests.xl_positions import CAESAR, POMPEY

NAMES = {"en": ["Livia", "Marcus"], "ja": ["リウィア", "マルクス"]}
SENATE = {"en": "claim The Senate and win the Forum race", "ja": "「元老院」を獲得してフォルムの競争に勝てる"}


def _marches():
    view = _senate_in_reach().view_for(POMPEY)
    moves = [a for a in view.legal_actions(POMPEY) if isinstance(a, R.Move) and len(a.units) == 3]
    roma = next(a for a in moves if a.path == ("roma",))
    other = next(a for a in moves if a.path[-1] != "roma" and not view.combat_at(a.path[-1], CAESAR))
    return view, roma, other


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("review", [False, True])
def test_a_passed_over_march_that_wins_the_forum_race_says_so_first(lang, review):
    view, roma, other = _marches()
    alt = X.YOURS if review else None
    said = X._difference(view, POMPEY, other, roma, 0.3, alt, top=0.8)
    assert said is not None and said.key.startswith("caesar_xl.why.vs.forum_"), said
    words = to_you(said, POMPEY).render(lang, NAMES[lang])
    assert SENATE[lang] in words, words
    odds = words.find("%") if "%" in words else len(words)
    assert words.index(SENATE[lang]) < odds, words
    assert NAMES[lang][POMPEY] not in words, words


def test_the_march_that_wins_the_race_itself_is_not_set_against_it():
    view, roma, other = _marches()
    said = X._difference(view, POMPEY, roma, other, 0.3, top=0.8)
    assert said is None or not said.key.startswith("caesar_xl.why.vs.forum_"), said
