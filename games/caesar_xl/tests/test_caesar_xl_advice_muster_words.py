"""Caesar XL: advice to choose some units of a stack names the button on screen. With nothing
chosen in a March the panel lists "Stack of 3 at Athenae", and the advice said press "Choose
units in Athenae", a button that shows only once the stack is chosen."""
from __future__ import annotations

import dataclasses

import pytest

from games.app.board import SimpleHost
from games.caesar_xl import INFO
from games.caesar_xl import rules as R
from games.caesar_xl.scene import Board
from games.caesar_xl.tests.xl_positions import position, put
from games.core.registry import registered


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_muster_advice_names_the_stack_row_then_the_muster_button(lang):
    with registered(dataclasses.replace(INFO, playable=True), "games.caesar_xl"):
        s = position(phase="march", gold=(10, 0))
        put(s, R.CAESAR, "athenae", "legion", "legion", "legion")
        host = SimpleHost(state=s, lang=lang, viewer=R.CAESAR)
        board = host.attach(Board(host), (1280, 800))
        labels = lambda: {b.label for b in board.buttons if getattr(b, "label", None)}  # noqa: E731
        said = board.advice_words(R.Muster("athenae"), R.CAESAR).render(lang)
        row = board.stack_label("athenae")
        assert row in said and row in labels(), (said, labels())
        board.select_place("athenae")
        host.settle()
        said = board.advice_words(R.Muster("athenae"), R.CAESAR).render(lang)
        muster = next(b.label for b in board.buttons if getattr(b, "action", None) == R.Muster("athenae"))
        assert muster in said and row not in said, (said, muster)
