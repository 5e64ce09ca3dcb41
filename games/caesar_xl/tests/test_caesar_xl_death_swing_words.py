"""Caesar XL: a leader's death says what it did to his side's Forum balance, in the log and in the
"since your last turn" summary; the race box once fell from Optimates 6 to 4 with no line saying why."""
from __future__ import annotations

import pytest

from games.caesar_xl import rules as R
from games.caesar_xl.tests.test_caesar_xl_story_outcomes import NAMES, _drawn


@pytest.mark.parametrize("lang, words", [
    ("en", "With Pompey dead, Marcus's Forum balance goes from Optimates 4 to Optimates 2 (7 either way wins)."),
    ("ja", "ポンペイウスの死で、Marcusのフォルムのバランスがオプティマテス4からオプティマテス2に動いた")])
def test_a_leaders_death_says_the_forum_balance_it_takes_with_him(lang, words):
    turn = _drawn("ides_of_march", (R.POMPEY, "roma", "pompey"), (R.POMPEY, "roma", "legion"))
    turn.s.claimed[R.POMPEY].append("the_senate")          # (Optimates 2 of a Forum card, 2 of Pompey)
    events = turn.act(R.CHANCE, R.Roll(1))
    logged = [e.msg().render(lang, NAMES) for e in events if isinstance(e, R.Note)]
    assert any(line.startswith(words) for line in logged), logged
    said = turn.said(lang)
    assert any(line.startswith(words) for line in said), said


def test_a_leader_who_lives_moves_nothing_and_says_nothing():
    turn = _drawn("ides_of_march", (R.POMPEY, "roma", "pompey"), (R.POMPEY, "roma", "legion"))
    events = turn.act(R.CHANCE, R.Roll(5))                  # (he lives)
    assert not [e for e in events if isinstance(e, R.Note) and e.key == "forum_death"]


def test_the_summary_says_a_death_s_swing_once():
    """The death's own line says where the balance went; the summary's line for a balance that
    moved since the last turn would say the same again."""
    turn = _drawn("ides_of_march", (R.POMPEY, "roma", "pompey"), (R.POMPEY, "roma", "legion"))
    turn.s.claimed[R.POMPEY].append("the_senate")
    turn.act(R.CHANCE, R.Roll(1))
    said = turn.said("en")
    assert [line for line in said if "Forum balance" in line and not line.startswith("With Pompey dead")] == [], said
