"""The box of what a placement closes says when it ends the game (the last control marker
of either seat goes down), and a warning of a province left one space from closing says
who takes it on a tie."""
from __future__ import annotations

import pytest

from games.seize_rome import rules as R
from games.seize_rome.tests.test_seize_rome_weighing import _asia_at_two


def _asia_last_space(lang, caesar_code):
    """Asia with b27 and b30 filled (b28 its last open space): Caesar's ``caesar_code`` on b27,
    Pompey's shield 4/2 on b30."""
    table = _asia_at_two(lang)
    table.host.state.tokens["b27"] = (R.CAESAR, caesar_code, "asia", False, False)
    table.host.refresh()
    return table


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_closes_box_says_a_placement_wins_the_game(lang):
    table = _asia_last_space(lang, "sword60")
    s, b, tr = table.host.state, table.board, table.host.tr
    act = R.Place("ship51", "b28", "asia")
    win = tr("seize_rome.ui.closes.wins_game")
    assert win not in b.closes_lines(act)            # (markers to spare: an ordinary closing)
    s.markers[R.CAESAR] = 1
    table.host.refresh()
    assert b.closes_lines(act)[-1] == win
    assert b.warn_lines(act) == []                   # (nothing is closed next: the game is over)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_closes_box_says_a_placement_hands_the_other_seat_the_game(lang):
    table = _asia_last_space(lang, "ship51")
    s, b = table.host.state, table.board
    away = next(p for p in R.TOPO.border("b27").provinces if p != "asia")
    s.tokens["b27"] = (R.CAESAR, "ship51", away, False, False)       # (1 toward Asia)
    s.tokens["b30"] = (R.POMPEY, "sword60", "asia", False, False)
    s.hands[R.CAESAR] = ["ship51", "shield42"]
    s.markers[R.POMPEY] = 1
    table.host.refresh()
    act = R.Place("shield42", "b28", "aegyptus")    # Asia: 1 + 2 to Pompey's 6
    assert b.closes_lines(act)[-1] == table.host.tr("seize_rome.ui.closes.loses_game", seat="P2")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_province_left_at_a_tie_says_the_tie_goes_to_auto_crassus(lang):
    table = _asia_at_two(lang)
    s, b, tr = table.host.state, table.board, table.host.tr
    s.crassus = R.POMPEY
    s.tokens["b30"] = (R.POMPEY, "sword51", "asia", False, False)
    table.host.refresh()
    act = R.Place("ship51", "b28", "asia")          # Asia: 5 to 5, b27 left
    want = tr("seize_rome.ui.leaves_one_tie", province=tr("seize_rome.province.asia"), mine=5, theirs=5,
              seat="P2")
    assert b.warn_lines(act) == [want]
    if lang == "en":
        assert "a tie goes to" in want


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_placement_that_throws_a_win_away_says_so(lang):
    """With a winning placement on the board (Asia's last space closes it for the last marker),
    pointing at any other placement warns that another one wins the game now."""
    table = _asia_last_space(lang, "sword60")
    s, b, tr = table.host.state, table.board, table.host.tr
    s.markers[R.CAESAR] = 1
    table.host.refresh()
    missed = tr("seize_rome.ui.closes.misses_win")
    assert missed not in b.warn_lines(R.Place("ship51", "b28", "asia"))      # (this one wins)
    elsewhere = R.Place("ship51", "b25", R.TOPO.border("b25").provinces[0])
    assert b.warn_lines(elsewhere)[:1] == [missed]
    s.markers[R.CAESAR] = 5
    table.host.refresh()
    assert missed not in b.warn_lines(elsewhere)                             # (no win on the board)
