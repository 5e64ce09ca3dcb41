"""An alliance's reason names the stack of another player that has the moved stack in reach: an
alliance that left Marcus's 3 on C4 beside the stack it moved, and put it beside his 2 on D3,
said only 「中立のカウンターを取り込み、強さ2の集団になる。」."""
from __future__ import annotations

from games.caesar import explain as X
from games.caesar.rules import NEUTRAL, PHASE_PLAY, Ally, new_game

LIVIA, MARCUS = 0, 1
NAMES = ["リウィア", "マルクス"]


def _board(stacks: dict[str, tuple]):
    s = new_game(2, 0, {})
    board = [()] * 25
    for name, st in stacks.items():
        board["ABCDE".index(name[0]) + 5 * (int(name[1]) - 1)] = st
    s.board = board
    s.phase, s.current, s.placed, s.turn = PHASE_PLAY, LIVIA, 10, 6
    return s


def _sq(name: str) -> int:
    return "ABCDE".index(name[0]) + 5 * (int(name[1]) - 1)


def test_out_of_one_reach_into_another_names_both():
    s = _board({"D4": (LIVIA,), "C4": (MARCUS,) * 3, "D5": (NEUTRAL,), "D3": (MARCUS,) * 2, "B5": (LIVIA,) * 3})
    why = X.because(s.view_for(LIVIA), LIVIA, Ally(_sq("D4"), _sq("D5")))
    assert why.key == X.WHY + "ally_neutral_moved", why
    ja = why.render("ja", NAMES)
    assert "C4のマルクス（強さ3）" in ja and "D3のマルクス（強さ2）" in ja and "互角" in ja, ja
    en = why.render("en", ["Livia", "Marcus"])
    assert "stack of 3 on C4" in en and "stack of 2 on D3" in en and "level" in en, en


def test_a_stack_moved_into_reach_says_so():
    s = _board({"E4": (LIVIA,) * 2, "E5": (NEUTRAL,), "C5": (MARCUS,) * 4})
    why = X.because(s.view_for(LIVIA), LIVIA, Ally(_sq("E4"), _sq("E5")))
    assert why.key == X.WHY + "ally_neutral_into", why
    ja = why.render("ja", NAMES)
    assert "C5のマルクス（強さ4）" in ja and "E5の強さ3の集団" in ja, ja


def test_a_stack_still_in_reach_says_so():
    s = _board({"A3": (LIVIA,), "A1": (NEUTRAL,), "A5": (MARCUS,) * 3})
    why = X.because(s.view_for(LIVIA), LIVIA, Ally(_sq("A3"), _sq("A1")))
    assert why.key == X.WHY + "ally_neutral_still", why
    for lang, names in (("ja", NAMES), ("en", ["Livia", "Marcus"])):
        text = why.render(lang, names)
        assert "A5" in text and "A1" in text and "{" not in text, text

