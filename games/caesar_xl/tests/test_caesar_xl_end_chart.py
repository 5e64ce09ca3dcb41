"""The end screen of a game of Caesar XL won in the Forum charts what decided it: each side's
Forum balance over the game, Populares up and Optimates down with each end named, its lean
under each name; a game decided by gold keeps the
gold of cities. (It charted the gold of cities under a political win.)"""
from __future__ import annotations

import pytest

from games.app.board import SimpleHost
from games.caesar_xl import rules as R
from games.caesar_xl.scene import Board
from games.caesar_xl.scene_end import forum_points
from games.caesar_xl.tests.xl_positions import CAESAR, POMPEY, position, put
from games.core.text import tr


def _political_win():
    """Caesar's balance 5 with Demands for Reform (+2) to claim: he claims it and ends his Forum
    phase, winning in the Forum."""
    s = position(phase="forum", gold=(3, 6))
    put(s, CAESAR, "roma", "caesar", "legion")
    put(s, POMPEY, "alexandria", "pompey", "legion")
    s.claimed[CAESAR] = ["pontifex_maximus", "grain_dole", "veterans_land"]
    s.forum = ["demands_for_reform"]
    s.apply(CAESAR, R.Claim("demands_for_reform"))
    s.apply(CAESAR, R.EndPhase())
    assert s.winner == (CAESAR,) and s.end_reason == "political"
    return s


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_political_win_charts_the_forum_balance(lang):
    s = _political_win()
    host = SimpleHost(state=s, lang=lang, viewer=0)
    board = host.attach(Board(host), (1280, 800))
    chart = board.end_chart()
    assert chart is not None
    assert chart["title"] == tr("caesar_xl.end.chart_forum", lang, goal=7)
    assert tuple(chart["figures"]) == (7, 2)                            # (Pompey leans to the Optimates)
    assert chart["figure"](s) == (7, -2)                                 # (charted: Optimates down)
    assert chart["axis"] == (-7, 7, tr("caesar_xl.end.axis.optimates", lang), tr("caesar_xl.end.axis.populares", lang))
    assert chart["labels"][0] == tr("caesar_xl.ui.lean.populares", lang, n=7, goal=7)
    assert chart["labels"][1] == tr("caesar_xl.ui.lean.optimates", lang, n=2, goal=7)


def test_a_game_not_decided_in_the_forum_keeps_the_gold():
    s = position(phase="forum")
    host = SimpleHost(state=s, lang="en", viewer=0)
    board = host.attach(Board(host), (1280, 800))
    assert board.end_chart() is None
    s.winner, s.end_reason = (POMPEY,), "gold"
    host.refresh()
    assert board.end_chart() is None
    assert forum_points(s) == (abs(s.balance(0)), abs(s.balance(1)))
