"""What a player paid and what a roll needed, said where the player looks: every claim and buy
button says its gold, the log line of a claim, a bought card or a paid ability says the gold
paid ("claims Senatus Consultum Ultimum for 4 gold"), and a diplomacy result says the face
rolled and the face it needed ("fails: rolled 1, needed 4"), not a bare total."""
from __future__ import annotations

from games.caesar_xl import rules as R
from games.caesar_xl.scene_words import action_label
from games.caesar_xl.tests.xl_positions import position, put
from games.caesar_xl.turn_log import merge_log
from games.core.chance import CHANCE
from games.core.session import LogEntry
from games.core.text import tr

NAMES = ["Livia", "Marcus"]


def _played(s, steps):
    """Apply ``steps`` ((seat, action) each) to ``s``; the log as the game shows it, in both
    languages (lines as ``Session.log`` makes them, through :func:`merge_log`)."""
    actions, events, entries = [], [], []
    for i, (seat, a) in enumerate(steps, 1):
        evs = s.apply(seat, a)
        actions.append((seat, a))
        events.append(evs)
        m = a.log(None) if seat == CHANCE else a.msg(seat)
        if m is not None:
            entries.append(LogEntry(i, None if seat == CHANCE else seat, m))
        entries += [LogEntry(i, None, ev.msg()) for ev in evs if ev.msg() is not None]
    merged = merge_log(entries, actions, events)
    return {lang: [e.msg.render(lang, NAMES) for e in merged] for lang in ("en", "ja")}


def test_a_claim_button_and_its_log_line_say_the_gold_it_costs():
    s = position(phase="forum", gold=(20, 20), markers={"roma": R.CAESAR})
    s.forum = ["senatus_consultum_ultimum", "consulship"]
    v = s.view_for(R.CAESAR)
    t = {lang: (lambda key, lang=lang, **p: tr(key, lang, **p)) for lang in ("en", "ja")}
    scu, consul = R.Claim("senatus_consultum_ultimum"), R.Claim("consulship")
    assert "for 4 gold" in action_label(t["en"], v, R.CAESAR, scu)
    assert "金4" in action_label(t["ja"], v, R.CAESAR, scu)
    assert "gold" not in action_label(t["en"], v, R.CAESAR, consul)      # (free: no price said)
    assert "(5 gold)" in action_label(t["en"], v, R.CAESAR, R.BuyCard())
    log = _played(s, [(R.CAESAR, scu), (R.CAESAR, consul)])
    assert "Livia claims Senatus Consultum Ultimum for 4 gold." in log["en"], log["en"]
    assert "Livia claims Consulship." in log["en"], log["en"]
    assert any("4ゴールド払って" in line for line in log["ja"]), log["ja"]
    assert s.gold[R.CAESAR] == 16


def test_a_bought_card_says_its_price_in_the_log():
    s = position(phase="draw", gold=(20, 20))
    log = _played(s, [(R.CAESAR, R.BuyCard())])
    assert "Livia buys a card for 5 gold." in log["en"], log["en"]
    assert "Liviaは5ゴールド払ってカードを買う。" in log["ja"], log["ja"]


def test_a_diplomacy_result_says_the_face_rolled_and_the_face_needed():
    s = position(phase="purchase", gold=(20, 20), markers={"massilia": R.CAESAR})
    put(s, R.CAESAR, "massilia", "legion")
    a = next(x for x in s.legal_actions(R.CAESAR) if isinstance(x, R.Diplomacy) and not x.source
             and x.target in R.CITY and s.controller(x.target) is None)
    need = R.gold_of(a.target) + 1 - s.diplomacy_modifier(R.CAESAR, a.target)
    log = _played(s, [(R.CAESAR, a), (CHANCE, R.Roll(1))])
    line = next(x for x in log["en"] if "diplomacy in" in x and "fails" in x)
    assert f"fails: rolled 1, needed {need}" in line, line
    assert "total" not in line
    assert any("出目1（" in x and f"{need}以上が必要" in x for x in log["ja"]), log["ja"]
