"""Catilina's advice on an accusation says its true odds and what a wrong sum costs, and
recommends a probable miss only when waiting is worse; the count of sums it names is the
notes sheet's own.

The position is a game of three persons (Julia, Livia, Marcus) at Livia's twentieth turn:
four sums remain for her (21, 22, 24, 25, the likeliest right about 28 times in 100) while
Julia's own view already proves 25, so Julia accuses on her next turn whatever Livia does.
"""
from __future__ import annotations

import pytest

from games.catilina import ai
from games.catilina.deduction import Knowledge
from games.catilina.explain import Adviser, _weigh, advise
from games.catilina.explain_words import Facts, possible_sums, words
from games.catilina.rules import Accuse, Ask, Give, State, new_game
from games.catilina.scene_notes import Assist
from games.core.budget import still
from games.core.text import Msg

NAMES = ["Julia", "Livia", "Marcus"]
SEED = 1087109430066316125
#: (seat, "ask", target, kind, attr) or (seat, "give", card), as played
PLAYED = [(0, "ask", 1, "colour", 3), (1, "ask", 2, "value", 4), (2, "ask", 0, "colour", 4),
          (0, "ask", 1, "colour", 0), (1, "ask", 0, "colour", 2), (2, "ask", 1, "value", 6),
          (0, "ask", 2, "colour", 1), (1, "ask", 2, "colour", 4), (2, "ask", 0, "value", 1),
          (0, "ask", 2, "value", 5), (1, "ask", 0, "colour", 4), (2, "ask", 1, "colour", 2),
          (0, "ask", -1, "colour", 2), (1, "give", 16), (2, "give", 12), (1, "ask", -1, "value", 6),
          (0, "give", 11), (2, "give", 17), (2, "ask", 0, "value", 3), (0, "ask", -1, "colour", 4),
          (1, "give", 24), (2, "give", 26), (1, "ask", 2, "value", 2), (2, "ask", -1, "value", 4),
          (0, "give", 3), (0, "ask", 2, "colour", 3)]
LIVIA, MARCUS = 1, 2


@pytest.fixture(autouse=True)
def no_time_cap(monkeypatch):
    """The players' clock stands still: their deals are their counts' alone."""
    monkeypatch.setattr(ai, "_clock", still)


def _after(n: int) -> State:
    state = new_game(3, SEED, {})
    for seat, kind, *args in PLAYED[:n]:
        state.apply(seat, Ask(*args) if kind == "ask" else Give(*args))
    return state


def _sums_n(msg: Msg) -> int | None:
    """The count of a "N sums remain possible" clause anywhere in ``msg``."""
    if msg.key.startswith("catilina.why.sums_"):
        return int(msg.params["n"])
    for v in msg.params.values():
        found = _sums_n(v) if isinstance(v, Msg) else None
        if found is not None:
            return found
    return None


def test_a_guess_against_a_rival_who_can_prove_says_its_odds_and_its_risk():
    state = _after(len(PLAYED))
    assert possible_sums(Knowledge.from_view(state.view_for(0), 0), state.view_for(0)) == [25]
    view = state.view_for(LIVIA)
    advice = advise(view, LIVIA)
    _, notes = _weigh(view, LIVIA, Adviser(view, LIVIA))
    assert advice.action == Accuse(21) and notes["p"] < 0.5
    assert notes["wait"] <= notes["p"], "a probable miss only when waiting is worse"
    en = advice.reason.render("en", NAMES)
    assert "right only about 28 times in 100" in en and "out of the game" in en, en
    assert "very likely" in en and "100 times in 100" not in en, en
    ja = advice.reason.render("ja", NAMES).replace("\u2060", "")
    assert "100回に28回ほど" in ja and "脱落" in ja and "おそらく" in ja, ja
    assert "100回に100回" not in ja, ja


def test_with_no_rival_close_the_same_guess_is_not_advised(monkeypatch):
    """The same odds without the danger: waiting wins more often than a 28 % guess."""
    monkeypatch.setattr(ai, "_rival_proves", lambda *a, **k: False)
    view = _after(len(PLAYED)).view_for(LIVIA)
    assert isinstance(advise(view, LIVIA).action, Ask)


@pytest.mark.parametrize("danger, vs", [(0.5, "vs_danger"), (0.95, "vs_danger_sure"), (1.0, "vs_danger_sure")])
def test_a_likely_but_unproved_sum_reads_as_a_gamble_with_its_cost(danger, vs):
    view = _after(len(PLAYED)).view_for(LIVIA)
    notes = {"know": Knowledge.from_view(view, LIVIA), "sums": {21: 62, 22: 38}, "danger": danger, "wait": 0.3}
    why = words(Facts(view, LIVIA, notes, 0.3), Accuse(21))
    assert why.params["what"].key == "catilina.why.accuse_gamble" and why.params["vs"].key == "catilina.why." + vs
    en, ja = why.render("en", NAMES), why.render("ja", NAMES).replace("\u2060", "")
    assert "about 62 times in 100" in en and "out of the game" in en and "100 times" not in en, en
    assert "100回に62回ほど" in ja and "脱落" in ja and "100回に100回" not in ja, ja


def test_the_advice_counts_the_sums_the_notes_list():
    """Marcus's advice at his fifteenth turn counted ten sums while his notes listed nine."""
    view = _after(18).view_for(MARCUS)
    assist = Assist(view, MARCUS)
    assist.work()
    assert assist.sums is not None
    advice = advise(view, MARCUS)
    for lang in ("en", "ja"):
        assert _sums_n(advice.reason) == len(assist.sums), advice.reason.render(lang, NAMES)
        assert f"{len(assist.sums)}" in advice.reason.render(lang, NAMES)


def test_every_reason_and_the_notes_list_the_same_sums():
    for n in range(0, len(PLAYED) + 1, 3):
        state = _after(n)
        for seat in range(3):
            view = state.view_for(seat)
            assist = Assist(view, seat)
            assist.work()
            facts = Facts(view, seat, {}, 0.0)
            assert facts.sums() == assist.sums, (n, seat)


@pytest.mark.parametrize("q", [0.3, 0.42])
def test_a_rival_under_one_half_does_not_make_a_28_percent_guess_the_advice(monkeypatch, q):
    """At 28 % with a rival able to prove the sum in fewer than half of the deals, one more
    question first wins more often (the rival misses its chance more often than not): asking is
    advised, as the weighing of waiting alone (the rival's share made larger) missed."""
    monkeypatch.setattr(ai.CatilinaPlayer, "_danger", lambda self, *a, **k: q)
    view = _after(len(PLAYED)).view_for(LIVIA)
    advice = advise(view, LIVIA)
    _, notes = _weigh(view, LIVIA, Adviser(view, LIVIA))
    assert isinstance(advice.action, Ask), advice
    assert notes["wait_one"] > notes["p"], notes


@pytest.mark.parametrize("lang, said", [("en", "asking one more question first would win only about 22 times in 100"),
                                        ("ja", "もう1問聞いてから告発しても勝てるのは100回に22回ほど")])
def test_a_guess_says_what_one_more_question_would_win(monkeypatch, lang, said):
    monkeypatch.setattr(ai.CatilinaPlayer, "_danger", lambda self, *a, **k: 0.6)
    view = _after(len(PLAYED)).view_for(LIVIA)
    advice = advise(view, LIVIA)
    assert advice.action == Accuse(21)
    text = advice.reason.render(lang, NAMES).replace("\u2060", "")
    assert said in text and ("60 of 100" in text if lang == "en" else "100回に60回ほど" in text), text
