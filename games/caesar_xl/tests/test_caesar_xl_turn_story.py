"""The "since your last turn" summary of Caesar XL says everything in the order it happened (a
group of marches where its first march was, a place won after the battle that won it, a city
left to no one after the march that left it; a long one keeps the battles, deaths and places
taken, and cuts marches first) and, in Japanese, in one tense: the present of the move log.

(It once listed deaths, then battles, then places, then marches, then cards, whatever their
order; then a long summary's "… and 2 more" cut the battle of Alexandria and the city lost
there; then the battles and places first, so that a city taken was told before the march and
the battle that took it; and its own Japanese lines said 奪った and 支配した beside the log's 征服する.)
"""
from __future__ import annotations

import pytest

from games.caesar_xl import rules as R
from games.caesar_xl.turn_story import SAID, city_lines, since_last_turn
from games.core.text import catalogue

NAMES = ["Livia", "Marcus"]


def _note(key, seat, place=""):
    return R.Note(key, seat, place, "", 0)


def _march(start, end):
    return R.Marched(R.CAESAR, start, (end,), False, ("legion",), ("standard",))


def test_the_lines_come_in_the_order_things_happened_grouping_kept():
    """Caesar marches a legion to Roma, fights there and wins, a second legion follows the
    first (the same group), then a card; Roma changes hands: the group's one line (where its
    first march was), the battle, Roma won, the card."""
    actions = [(R.CAESAR, R.EndPhase()), (R.CAESAR, R.Move((7,), ("roma",), False)),
               (R.CAESAR, R.EndPhase()), (R.CAESAR, R.Move((8,), ("roma",), False)),
               (R.CAESAR, R.PlayCard("curio", "rubicon")), (R.CAESAR, R.EndPhase())]
    events = [[_note("phase_forum", R.CAESAR)], [_march("rubicon", "roma")],
              [_note("battle", R.CAESAR, "roma"), _note("eliminated_legion", R.POMPEY, "roma"),
               _note("battle_won", R.CAESAR, "roma")],
              [_march("rubicon", "roma")], [], [_note("phase_forum", R.POMPEY)]]
    places = city_lines({"roma": R.POMPEY}, {"roma": R.CAESAR})
    said = [m.render("en", NAMES) for m in since_last_turn(actions, events, R.POMPEY, places)]
    assert said == ["Livia marches 2 legions: Rubicon → Roma.",
                    "Livia wins the battle of Roma; units lost: Livia 0, Marcus 1.",
                    "Livia takes Roma from Marcus.",
                    "Livia plays C. Scribonius Curio on Rubicon."], said


def test_the_japanese_summary_says_everything_in_the_present():
    """Every line the summary may say in Japanese ends in the present, as the move log does."""
    ja = catalogue()["ja"]
    keys = [f"caesar_xl.ev.{k}" for k in SAID] + [k for k in ja if k.startswith("caesar_xl.turn.story.")]
    past = [(k, ja[k]) for k in keys if k in ja and ja[k].rstrip("。）)").endswith(("た", "だ"))]
    assert not past, past


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_place_gained_with_no_event_seen_there_comes_last(lang):
    actions = [(R.CAESAR, R.EndPhase()), (R.CAESAR, R.Move((7,), ("roma",), False)), (R.CAESAR, R.EndPhase())]
    events = [[_note("phase_forum", R.CAESAR)], [_march("rubicon", "roma")], [_note("phase_forum", R.POMPEY)]]
    places = city_lines({"creta": None}, {"creta": R.CAESAR})
    lines = since_last_turn(actions, events, R.POMPEY, places)
    assert [m.key for m in lines] == ["caesar_xl.turn.log.march", "caesar_xl.turn.story.city_gained"], lines


def test_a_place_left_is_lost_after_the_march_that_left_it():
    """Pompey's last unit marches out of Munda, then a battle elsewhere: the march, Munda, no
    one's now, right after it (it once came last, after everything), then the battle."""
    actions = [(R.CAESAR, R.EndPhase()), (R.CAESAR, R.Move((7,), ("roma",), False)),
               (R.CAESAR, R.EndPhase()), (R.CAESAR, R.EndPhase())]
    events = [[_note("phase_forum", R.CAESAR)], [_march("munda", "roma")],
              [_note("battle", R.CAESAR, "roma"), _note("battle_won", R.CAESAR, "roma")],
              [_note("phase_forum", R.POMPEY)]]
    places = city_lines({"munda": R.CAESAR}, {"munda": None})
    keys = [m.key for m in since_last_turn(actions, events, R.POMPEY, places)]
    assert keys == ["caesar_xl.turn.log.march", "caesar_xl.turn.story.city_nobodys",
                    "caesar_xl.turn.story.battle_won"], keys


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_new_military_threat_is_the_summarys_first_line(lang):
    """Caesar's turn ended with Caesar in Roma, Pompey's side without a commander and a lead of
    35 in city gold: he wins as his next Forum phase ends unless Pompey's turn stops it. The panel
    Pompey's person sees first says that, before the marches."""
    from types import SimpleNamespace
    from games.caesar_xl.scene_turn import TurnMixin
    from games.caesar_xl.tests.test_caesar_xl_ai_military import caesar_wins_next
    view = caesar_wins_next("forum").view_for(R.POMPEY)
    actions = [(R.CAESAR, R.EndPhase()), (R.CAESAR, R.Move((7,), ("roma",), False)), (R.CAESAR, R.EndPhase())]
    events = [[_note("phase_forum", R.CAESAR)], [_march("rubicon", "roma")], [_note("phase_forum", R.POMPEY)]]
    held = {p: view.controller(p) for p in R.PLACES}
    board = SimpleNamespace(view=view, viewer=R.POMPEY, summaries_offered=set(), turn_holders={R.CAESAR: held})
    session = SimpleNamespace(record=SimpleNamespace(actions=actions), events=events)
    _title, lines, _close = TurnMixin.turn_summary(board, R.POMPEY, session)
    assert lines[0].key == "caesar_xl.turn.story.threat_military", [m.render(lang, NAMES) for m in lines]
    text = lines[0].render(lang, NAMES)
    assert "Livia" in text and "42" in text and "25" in text, text
    assert len(lines) == 2 and lines[1].key == "caesar_xl.turn.log.march", lines


def test_a_forum_race_threat_is_listed_too():
    from games.caesar_xl.tests.test_caesar_xl_ai_race import _pompey_wins_with_consulship
    from games.caesar_xl.turn_story import win_threats
    s = _pompey_wins_with_consulship("forum")
    said = win_threats(s.view_for(R.CAESAR), R.CAESAR)
    assert [m.key for m in said] == ["caesar_xl.turn.story.threat_political"]
    assert "Consulship" in said[0].render("en", NAMES) and "7" in said[0].render("en", NAMES)
    assert win_threats(_pompey_wins_with_consulship("forum", race=False).view_for(R.CAESAR), R.CAESAR) == []


def test_a_battle_that_only_knocked_veterans_down_says_so():
    # seen: 「ノウァ・カルタゴの戦闘はマルクスの勝利（失ったユニット：マルクス0、リウィア0）」 when both
    # veterans were knocked down to standard: "lost 0" hid the hits
    actions = [(R.POMPEY, R.EndPhase())] * 3
    events = [[_note("phase_forum", R.POMPEY)],
              [_note("battle", R.POMPEY, "nova_carthago"), _note("flipped_legion", R.POMPEY, "nova_carthago"),
               _note("flipped_legion", R.CAESAR, "nova_carthago"), _note("flipped_ally", R.CAESAR, "nova_carthago"),
               _note("retreated", R.CAESAR, "nova_carthago"), _note("battle_won", R.POMPEY, "nova_carthago")],
              [_note("phase_forum", R.CAESAR)]]
    lines = [m for m in since_last_turn(actions, events, R.CAESAR, []) if "battle" in m.key]
    assert [m.render("en", NAMES) for m in lines] == [
        "Marcus wins the battle of Nova Carthago; units lost: Livia 0, Marcus 0 (and veterans reduced to standard, "
        "Livia 2, Marcus 1)."], lines
    assert lines[0].render("ja", NAMES) == ("ノウァ・カルタゴの戦闘はMarcusの勝利（失ったユニット：Livia0、Marcus0。"
                                            "熟練から標準に落ちたユニットはLivia2、Marcus1）。")
