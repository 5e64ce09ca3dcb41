"""Caesar XL's log: an alliance marker lost at the end of a Combat phase (an enemy stands on it)
is a line of its own that says why, not an event under the move that happened to end the phase
("Marcus pays 1 gold of supply in Dyrrachium." over "Livia loses the alliance marker in
Alexandria." read as if supply had cost it)."""
from __future__ import annotations

import pytest

from games.caesar_xl import rules as R
from games.caesar_xl.tests.xl_positions import position, put
from games.caesar_xl.turn_log import merge_log
from games.core.session import LogEntry

NAMES = ["Livia", "Marcus"]


def _lines(lang):
    s = position(phase="march", gold=(0, 0), markers={"massilia": R.POMPEY})
    leg, = put(s, R.CAESAR, "vercellae", "legion")
    move = next(a for a in s.legal_actions(R.CAESAR) if isinstance(a, R.Move) and a.path[-1] == "massilia"
                and not a.fleet)
    actions, events = [], []
    for a in (move, R.EndPhase()):
        events.append(s.apply(R.CAESAR, a))
        actions.append((R.CAESAR, a))
    i = len(actions)
    entries = [LogEntry(i, R.CAESAR, actions[-1][1].msg(R.CAESAR))]
    entries += [LogEntry(i, None, m) for ev in events[-1] if (m := getattr(ev, "msg", lambda: None)()) is not None]
    assert any(e.msg.key == "caesar_xl.ev.marker_lost" for e in entries), [e.msg.key for e in entries]
    return merge_log(entries, actions, events)


@pytest.mark.parametrize("lang, words", [("en", "Marcus loses the alliance marker in Massilia"),
                                         ("ja", "Marcusはマッシリアの同盟マーカーを失う")])
def test_a_marker_lost_at_the_end_of_combat_stands_alone_and_says_why(lang, words):
    out = _lines(lang)
    lost = [e for e in out if e.msg.render(lang, NAMES).startswith(words)]
    assert lost and getattr(lost[0], "stands_alone", False), [(type(e).__name__, e.msg.key) for e in out]
    said = lost[0].msg.render(lang, NAMES)
    assert ("Livia" in said and ("Combat" in said or "戦闘" in said)), said
