"""The advice names a stack of the mover's that another player's stronger stack likely beats,
and what the advised move weighs against it: an alliance making a stack of 8 was advised with
only 「中立のカウンターを取り込み、強さ8の集団になる。」 while Marcus's new 4 on D5 stood beside
the player's 2 on D4."""
from __future__ import annotations

from games.caesar import explain as X
from games.caesar.rules import FLAG, NEUTRAL
from games.caesar.tests.caesar_positions import position
from games.caesar.tests.caesar_positions import sq as _sq

LIVIA, MARCUS = 0, 1
NAMES = ["リウィア", "マルクス"]


def _state(stacks: dict[str, tuple]):
    return position(stacks, turn=13, hands=[(1, 2, 3, 4, 5, 7, 8, FLAG), (2, 3, 4, 5, 6, 7, 8, FLAG)])


BOARD = {"A1": (NEUTRAL,), "B1": (LIVIA,) * 2, "D1": (NEUTRAL,), "E1": (NEUTRAL,), "A2": (LIVIA,),
         "E2": (LIVIA,) * 7, "A4": (LIVIA,), "B4": (MARCUS,) * 2, "D4": (LIVIA,) * 2, "E4": (MARCUS,),
         "D5": (MARCUS,) * 4, "E5": (NEUTRAL,)}


def test_the_advice_names_the_stack_it_leaves_open():
    view = _state(BOARD).view_for(LIVIA)
    advice = X.advise(view, LIVIA)
    ja = advice.reason.render("ja", NAMES).replace("\u2060", "")
    assert "D4の強さ2の集団はD5のマルクス（強さ4）に負けやすい" in ja, ja
    assert "守る手" in ja, ja                    # (what the move weighs against it)
    en = advice.reason.render("en", ["Livia", "Marcus"])
    assert "stack of 2 on D4" in en and "stack of 4 on D5" in en and "guard" in en, en


def test_a_stack_the_other_cannot_likely_beat_is_not_named():
    board = dict(BOARD, D4=(LIVIA,) * 4)       # (4 against 4: no likely win for Marcus)
    view = _state(board).view_for(LIVIA)
    assert X.open_words(view, LIVIA, X.Ally(_sq("E2"), _sq("E1")), lambda gs: 0.0, 1.0) is None


def test_every_form_renders_in_both_languages():
    view = _state(BOARD).view_for(LIVIA)
    ally = X.Ally(_sq("E2"), _sq("E1"))
    for value, key in ((0.0, "vs.open_worse"), (1.0, "vs.open_even")):
        said = X.open_words(view, LIVIA, ally, lambda gs, v=value: v, 0.5)
        assert said is not None and said.key == X.WHY + key, said
        for lang, names in (("ja", NAMES), ("en", ["Livia", "Marcus"])):
            assert "{" not in said.render(lang, names)
