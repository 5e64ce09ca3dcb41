"""A forced march said before the click: clicking Roma as a destination once made a forced march
of 2 gold that nothing had announced, and the advice "Pergamum → Pontus" did not say which way
(through Byzantium or Tarsus, both 1 gold) before the panel asked. A lit destination's tooltip
says the forced march, its gold and its middle city (every one when several cost the same); the
advice of a forced march that has another way there names its middle city."""
from __future__ import annotations

import pytest

from games.app.board import SimpleHost
from games.caesar_xl import rules as R
from games.caesar_xl.scene import Board
from games.caesar_xl.scene_words import advice_move, place_name
from games.caesar_xl.tests.test_caesar_xl_turn import playable  # noqa: F401
from games.caesar_xl.tests.xl_positions import position, put
from games.core.text import tr


def _from_pergamum(lang):
    s = position(phase="march", gold=(10, 0))
    put(s, R.CAESAR, "pergamum", "legion")
    host = SimpleHost(state=s, lang=lang, viewer=R.CAESAR)
    board = host.attach(Board(host), (1280, 800))
    board.select_place("pergamum")
    assert board.sel_group is not None and "pontus" in board.highlighted()
    return s, board


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_lit_destination_says_its_forced_march_before_the_click(lang):
    s, board = _from_pergamum(lang)
    t = board.tr
    assert board.march_tip("thracia") == tr("caesar_xl.ui.march_tip.forced", lang, n=1,
                                            via=place_name(t, "byzantium"))
    both = tr("caesar_xl.ui.list_or", lang).join(place_name(t, p) for p in ("byzantium", "tarsus"))
    assert board.march_tip("pontus") == tr("caesar_xl.ui.march_tip.forced_ways", lang, n=1, vias=both)
    assert board.place_tip("pontus").startswith(board.march_tip("pontus") + "\n"), board.place_tip("pontus")
    assert board.march_tip("athenae") is None                       # (a free march: nothing to warn of)
    assert not board.place_tip("athenae").startswith("\n")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_advice_of_a_forced_march_with_two_ways_says_which(lang):
    s, board = _from_pergamum(lang)
    view = s.view_for(R.CAESAR)
    by = next(a for a in view.legal_actions(R.CAESAR) if isinstance(a, R.Move) and a.path == ("byzantium", "pontus"))
    said = board.host.render(advice_move(board.tr, view, R.CAESAR, by))
    assert place_name(board.tr, "byzantium") in said, said
    one = next(a for a in view.legal_actions(R.CAESAR) if isinstance(a, R.Move) and a.path == ("byzantium", "thracia"))
    said = board.host.render(advice_move(board.tr, view, R.CAESAR, one))
    assert place_name(board.tr, "byzantium") not in said, said      # (one way only: said as before)
