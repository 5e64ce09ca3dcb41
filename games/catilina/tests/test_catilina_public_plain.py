"""Catilina: a question's public reason says plainly when the table has ruled nothing out.

Read from the public answers alone, the count of possible sums stays the whole range for many
turns and every colour stays open: "29 sums remain possible … (still red, blue, green, yellow,
purple)" read the same after eight answers and again in a new deal, like a fixed sentence, and so
did "all 29, from 7 to 35". When nothing is ruled out the reason says so as a player would
("every sum from 7 to 35 is still possible"); once something is, it gives what is really left.
"""
from __future__ import annotations

import random

from games.catilina import explain_words as W
from games.catilina.rules import Ask, new_game, sum_range

NAMES = ["Livia", "Marcus", "Julia", "Gaius"]


def test_the_whole_range_is_said_as_nothing_ruled_out_in_both_languages():
    s = new_game(4, 1, {})
    seat = s.to_act()[0]
    why = W.public_words(s.view_for(seat), Ask(-1, "value", 3))
    lo, hi = sum_range(s.n_conspirators)
    en, ja = why.render("en", NAMES), why.render("ja", NAMES)
    assert f"every sum from {lo} to {hi} is still possible" in en, en
    assert f"all {hi - lo + 1}" not in en, en
    assert "sums remain possible" not in en and "still red, blue" not in en, en
    assert "(it could still be any colour)" in en, en
    assert f"ありうる合計はまだ{lo}～{hi}のすべて" in ja and "29通り" not in ja, ja
    assert "まだどの色でもありうる" in ja and "（まだ赤、青" not in ja, ja


def test_once_a_sum_is_ruled_out_the_reason_counts_what_is_left():
    s = new_game(4, 3, {})
    rng = random.Random(3)
    seen = set()
    for _ in range(60):
        if s.outcome() is not None:
            break
        seat = s.to_act()[0]
        acts = [a for a in s.legal_actions(seat) if type(a).__name__ != "Accuse"] or s.legal_actions(seat)
        a = rng.choice(acts)
        if isinstance(a, Ask) and s.phase == "ask":
            why = W.public_words(s.view_for(seat), a)
            seen.add(why.params["what"].params["sums"].key)
            if seen - {"catilina.why.sums_all"}:
                break                   # (the count has left the whole range: seen both)
        s.apply(seat, a)
    assert "catilina.why.sums_all" in seen, seen
    assert seen - {"catilina.why.sums_all"}, "the public count never left the whole range"
