"""Reasons that hid the point of a move, or said it twice: an alliance that put a stack of 3
beside a lone counter of Marcus's (attacked the next turn) said only 「中立のカウンターを取り込み、
強さ3の集団になる。」; a card given up said 「…勝てるカードはこれからの闘争のために残す。7はあとの闘争
のために残す。」."""
from __future__ import annotations

from games.caesar import explain as X
from games.caesar.rules import NEUTRAL, PHASE_PLAY, Ally, PlayCard, Struggle, new_game

LIVIA, MARCUS = 0, 1


def _board(stacks: dict[int, tuple]):
    s = new_game(2, 0, {})
    board = [()] * 25
    for sq, st in stacks.items():
        board[sq] = st
    s.board = board
    s.phase, s.current, s.placed, s.turn = PHASE_PLAY, LIVIA, 10, 6
    return s


def test_an_alliance_that_brings_a_stack_in_line_with_a_weaker_one_says_so():
    # Livia's 2 on E2 onto the neutral on E4, beside Marcus's lone counter on D4
    s = _board({9: (LIVIA, LIVIA), 19: (NEUTRAL,), 18: (MARCUS,), 10: (MARCUS, MARCUS)})
    why = X.because(s.view_for(LIVIA), LIVIA, Ally(9, 19))
    assert why.key == X.WHY + "ally_neutral_aim", why
    assert why.params["other"] == "D4" and why.params["on"] == 1 and why.params["total"] == 3
    ja = why.render("ja", ["リウィア", "マルクス"]).replace("\u2060", "")
    assert "D4のマルクス（強さ1）" in ja and "狙える" in ja, ja
    en = why.render("en", ["Livia", "Marcus"])
    assert "Marcus's weaker stack of 1 on D4" in en, en


def test_an_alliance_in_line_with_nothing_weaker_names_the_stronger_one():
    s = _board({9: (LIVIA, LIVIA), 19: (NEUTRAL,), 18: (MARCUS,) * 4, 10: (MARCUS, MARCUS)})
    why = X.because(s.view_for(LIVIA), LIVIA, Ally(9, 19))
    assert why.key == X.WHY + "ally_neutral_into" and why.params["reach"].params["there"] == "D4", why


def test_a_card_given_up_keeps_the_winning_cards_once():
    s = _board({0: (LIVIA, LIVIA), 1: (MARCUS,) * 4, 24: (LIVIA,), 20: (MARCUS,)})
    s.hands = [(1, 7), (1, 2, 3, 4, 5, 6, 7, 8, 9)]
    s.apply(LIVIA, Struggle(0, 1))
    why = X.reason(s.view_for(LIVIA), LIVIA, PlayCard(1))
    said = why.render("ja", ["リウィア", "マルクス"])
    assert why.params["what"].key == X.WHY + "card_spend", why
    assert said.count("残す") == 1, said


def test_a_line_never_breaks_inside_torikomu():
    """The advice bubble broke 「取り｜込んで」: the catalogue joins the word (U+2060)."""
    import json
    from pathlib import Path
    lines = json.loads((Path(__file__).parents[1] / "text_ja.json").read_text(encoding="utf-8"))
    assert any("取り\u2060込" in v for v in lines.values())
    assert not [k for k, v in lines.items() if "取り込" in v]
