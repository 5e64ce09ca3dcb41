"""An alliance's reason names the stack of another player that has the moved stack in reach: an
alliance that left Marcus's 3 on C4 beside the stack it moved, and put it beside his 2 on D3,
said only 「中立のカウンターを取り込み、強さ2の集団になる。」; and the flag kept from a number
names every card that number loses to."""
from __future__ import annotations

from games.caesar import explain as X
from games.caesar.rules import NEUTRAL, Ally
from games.caesar.tests.caesar_positions import position
from games.caesar.tests.caesar_positions import sq as _sq

LIVIA, MARCUS = 0, 1
NAMES = ["リウィア", "マルクス"]


def _board(stacks: dict[str, tuple]):
    return position(stacks)


def test_out_of_one_reach_into_another_names_both():
    s = _board({"D4": (LIVIA,), "C4": (MARCUS,) * 3, "D5": (NEUTRAL,), "D3": (MARCUS,) * 2, "B5": (LIVIA,) * 3})
    why = X.because(s.view_for(LIVIA), LIVIA, Ally(_sq("D4"), _sq("D5")))
    assert why.key == X.WHY + "ally_neutral_moved", why
    ja = why.render("ja", NAMES).replace("\u2060", "")
    assert "C4のマルクス（強さ3）" in ja and "D3のマルクス（強さ2）" in ja and "互角" in ja, ja
    en = why.render("en", ["Livia", "Marcus"])
    assert "stack of 3 on C4" in en and "stack of 2 on D3" in en and "level" in en, en


def test_a_stack_moved_into_reach_says_so():
    s = _board({"E4": (LIVIA,) * 2, "E5": (NEUTRAL,), "C5": (MARCUS,) * 4})
    why = X.because(s.view_for(LIVIA), LIVIA, Ally(_sq("E4"), _sq("E5")))
    assert why.key == X.WHY + "ally_neutral_into", why
    ja = why.render("ja", NAMES).replace("\u2060", "")
    assert "C5のマルクス（強さ4）" in ja and "E5の強さ3の集団" in ja, ja


def test_a_stack_still_in_reach_says_so():
    s = _board({"A3": (LIVIA,), "A1": (NEUTRAL,), "A5": (MARCUS,) * 3})
    why = X.because(s.view_for(LIVIA), LIVIA, Ally(_sq("A3"), _sq("A1")))
    assert why.key == X.WHY + "ally_neutral_still", why
    for lang, names in (("ja", NAMES), ("en", ["Livia", "Marcus"])):
        text = why.render(lang, names)
        assert "A5" in text and "A1" in text and "{" not in text, text


def test_a_number_the_flag_is_kept_from_names_every_card_that_beats_it():
    """Defending 3 against Marcus's 9, the advice said 「9では、マルクスの手札に残る9に負けるおそれが
    ある」: 3 + 9 loses to 9 + any card from 4 up, not to his 9 alone."""
    from games.caesar.rules import FLAG, Struggle
    s = _board({"A5": (MARCUS,) * 9, "B5": (LIVIA,) * 3, "E1": (LIVIA,), "E2": (NEUTRAL,)})
    s.hands = [(2, 9, FLAG), (1, 2, 3, 4, 5, 6, 7, 8, 9)]
    s.current = MARCUS
    s.apply(MARCUS, Struggle(_sq("A5"), _sq("B5")))
    view = s.view_for(LIVIA)
    vs = X._flag_versus(view, LIVIA, None, X.card_msg(9))
    assert vs.key == X.WHY + "vs.flag_beaten_from" and vs.params["low"] == 4 and vs.params["k"] == 6, vs
    ja = vs.render("ja", NAMES).replace("\u2060", "")
    assert "4以上" in ja and "6枚" in ja, ja
    assert "from 4 up" in vs.render("en", ["Livia", "Marcus"])
    s.hands = [(2, 9, FLAG), (4, 5, 9)]
    every = X._flag_versus(s.view_for(LIVIA), LIVIA, None, X.card_msg(9))
    assert every.key == X.WHY + "vs.flag_beaten_all", every
    s.hands = [(2, 9, FLAG), (1, 2, 9)]
    assert X._flag_versus(s.view_for(LIVIA), LIVIA, None, X.card_msg(9)).key == X.WHY + "vs.flag_beaten"
