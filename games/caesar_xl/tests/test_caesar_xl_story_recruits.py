"""The "since your last turn" summary of Caesar XL tells the other side's recruits ("Marcus
recruits a standard legion in Athenae for 4 gold.") and where the legions a leader brings appear
(Scipio's, in Antiochia): a player met armies there that no line had told of."""
from __future__ import annotations

import pytest

from games.caesar_xl import rules as R
from games.caesar_xl.tests.xl_positions import position, put
from games.caesar_xl.turn_story import since_last_turn

NAMES = ["Livia", "Marcus"]


def _note(key, seat, place=""):
    return R.Note(key, seat, place, "", 0)


def _marcus_turn():
    s = position(phase="purchase", active=R.POMPEY, gold=(10, 20), hands=((), ("scipio",)),
                 markers={"athenae": R.POMPEY, "antiochia": R.POMPEY})
    put(s, R.POMPEY, "athenae", "pompey", "legion")
    put(s, R.POMPEY, "antiochia", "ally")
    actions: list[tuple] = [(R.POMPEY, R.EndPhase())]
    events: list[list] = [[_note("phase_forum", R.POMPEY)]]
    legal = s.legal_actions(R.POMPEY)
    play = next(a for a in legal if isinstance(a, R.PlayCard) and a.card == "scipio" and a.target == "athenae")
    recruit = next(a for a in legal if isinstance(a, R.Recruit) and a.kind == "legion" and a.place == "athenae")
    for a in (play, recruit):
        actions.append((R.POMPEY, a))
        events.append(s.apply(R.POMPEY, a))
    actions.append((R.POMPEY, R.EndPhase()))
    events.append([_note("phase_forum", R.CAESAR)])
    return actions, events


@pytest.mark.parametrize("lang, words", [
    ("en", ["Marcus plays Q. Metellus Scipio on Athenae; the 2 standard legions he brings appear in Antiochia.",
            "Marcus recruits a standard legion in Athenae for 4 gold."]),
    ("ja", ["アンティオキア", "アテナエ"])])
def test_the_other_sides_recruits_and_a_leaders_legions_are_told(lang, words):
    actions, events = _marcus_turn()
    said = [m.render(lang, NAMES) for m in since_last_turn(actions, events, R.CAESAR)]
    if lang == "en":
        assert [w for w in words if w in said] == words, said
    else:
        assert any(words[0] in line for line in said) and sum(words[1] in line for line in said) >= 2, said
