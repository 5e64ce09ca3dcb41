"""The summary and the log say what was paid and what happened, in one set of words: a
recruit's and a diplomacy attempt's line say the gold paid (it depends on the position, so the
action's event carries it), the "since your last turn" summary says a claim's gold and a
diplomacy roll's face as the log does, and a battle the barbarians won says so, with the
units each side lost."""
from __future__ import annotations

import pytest

from games.caesar_xl import rules as R
from games.caesar_xl.tests.xl_positions import position, put
from games.caesar_xl.tests.test_caesar_xl_paid_words import _played
from games.caesar_xl.turn_story import since_last_turn
from games.core.chance import CHANCE

NAMES = ["Livia", "Marcus"]


def test_a_recruit_says_the_gold_it_paid():
    s = position(phase="purchase", gold=(20, 20), markers={"roma": R.CAESAR})
    a = next(x for x in s.legal_actions(R.CAESAR) if isinstance(x, R.Recruit) and x.kind == "legion")
    cost = s.recruit_cost(R.CAESAR, a.kind, a.place, a.grade)
    log = _played(s, [(R.CAESAR, a)])
    assert f"Livia recruits a standard legion in Roma for {cost} gold." in log["en"], log["en"]
    assert f"Liviaは{cost}ゴールド払ってローマで標準レギオンを徴募する。" in log["ja"], log["ja"]
    assert s.gold[R.CAESAR] == 20 - cost


def test_a_diplomacy_attempt_says_the_gold_it_paid_once():
    s = position(phase="purchase", gold=(20, 20), markers={"massilia": R.CAESAR})
    put(s, R.CAESAR, "massilia", "legion")
    a = next(x for x in s.legal_actions(R.CAESAR) if isinstance(x, R.Diplomacy) and not x.source)
    cost = s.diplomacy_cost(R.CAESAR, a.target, a.source)
    log = _played(s, [(R.CAESAR, a), (CHANCE, R.Roll(6))])
    place = R.place_msg(a.target).render("en", NAMES)
    assert f"Livia tries diplomacy in {place} for {cost} gold." in log["en"], log["en"]
    assert sum(f"{cost} gold" in line for line in log["en"]) == 1, log["en"]      # (not its event's line again)
    assert any(f"{cost}ゴールド払って" in line and "外交を試みる" in line for line in log["ja"]), log["ja"]
    assert s.gold[R.CAESAR] == 20 - cost


def _their_turn(middle_actions, middle_events):
    """Caesar's turn (``middle_*`` between its Forum phase and Pompey's): the summary for Pompey."""
    actions = [(R.CAESAR, R.EndPhase())] + middle_actions + [(R.POMPEY, R.EndPhase())]
    events = [[R.Note("phase_forum", R.CAESAR, "", "", 0)]] + middle_events + [
        [R.Note("phase_forum", R.POMPEY, "", "", 0)]]
    return since_last_turn(actions, events, R.POMPEY)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_summary_says_the_gold_and_the_roll_as_the_log_does(lang):
    lines = _their_turn(
        [(R.CAESAR, R.Claim("senatus_consultum_ultimum")), (R.CAESAR, R.Diplomacy("barcino", "")),
         (CHANCE, R.Roll(5))],
        [[], [R.Note("dipl_paid", R.CAESAR, "barcino", "", 3)], [R.Note("dipl_ok", R.CAESAR, "barcino", "", 5)]])
    said = [m.render(lang, NAMES) for m in lines]
    need = R.gold_of("barcino") + 1
    if lang == "en":
        assert said == ["Livia claims Senatus Consultum Ultimum for 4 gold.",
                        f"Livia's diplomacy in Barcino succeeds: rolled 5, needed {need}.",
                        "Livia's Forum balance goes from Populares 2 to even (7 either way wins)."], said
    else:
        assert any("4ゴールド払って" in x for x in said), said
        assert any("出目5" in x for x in said) and not any("合計" in x for x in said), said


def _lost_to_barbarians():
    """Caesar attacks Lusitani, kills one militia, loses two legions: the barbarians win."""
    return ([(R.CAESAR, R.EndPhase())],
            [[R.Note("battle", R.CAESAR, "lusitani", "", 0), R.Note("militia_lost", R.CAESAR, "lusitani", "", 1),
              R.Note("eliminated_legion", R.CAESAR, "lusitani", "", 0),
              R.Note("eliminated_legion", R.CAESAR, "lusitani", "", 0),
              R.Note("battle_over", -1, "lusitani", "", 1)]])


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_battle_the_barbarians_won_says_so_in_the_summary(lang):
    said = [m.render(lang, NAMES) for m in _their_turn(*_lost_to_barbarians())]
    want = {"en": "The barbarians hold Lusitani against Livia (units lost: Livia 2, militia 1).",
            "ja": "ルシタニの戦闘は蛮族がLiviaから守り抜く（失ったユニット：Livia2、自衛軍1）。"}
    assert said == [want[lang]], said


def test_the_engine_says_the_barbarians_won_and_the_log_says_who_lost_what():
    from games.caesar_xl.turn_log import merge_log
    from games.core.session import LogEntry
    actions, events = _lost_to_barbarians()
    entries = [LogEntry(1, None, ev.msg()) for ev in events[0]]
    log = [e.msg.render("en", NAMES) for e in merge_log(entries, actions, events)]
    assert log[-1] == "The barbarians hold Lusitani against Livia (units lost: Livia 2, militia 1).", log
    ja = [e.msg.render("ja", NAMES) for e in merge_log(entries, actions, events)]
    assert ja[-1] == "蛮族がLiviaからルシタニを守り抜く（失ったユニット：Livia2、自衛軍1）。", ja


def test_the_engine_says_when_the_barbarians_won():
    """A legion attacks Britanni's two militia and every die misses but the militia's: the
    battle's last event says the barbarians won (its ``n``), which the log and summary read."""
    s = position(phase="march", gold=(0, 0))
    (a,) = put(s, R.CAESAR, "britanni", "legion")
    s.origin[a] = "durocortorum"
    events = list(s.apply(R.CAESAR, R.EndPhase()))
    for _ in range(200):
        if s.phase != "combat" or not s.todo or s.battle is None and any(
                isinstance(e, R.Note) and e.key in ("battle_over", "battle_won") for e in events):
            break
        seat = s.to_act()[0]
        if seat == CHANCE:
            outs = [o for o, _ in s.chance_outcomes()]
            die = R.Die(1) if s.battle and R.Die(1) in outs else outs[0]
            events += s.apply(CHANCE, die)
        else:
            legal = s.legal_actions(seat)
            events += s.apply(seat, R.Pass() if R.Pass() in legal else legal[0])
    over = [e for e in events if isinstance(e, R.Note) and e.key in ("battle_over", "battle_won")]
    assert over and over[-1].key == "battle_over" and over[-1].n == 1, over
