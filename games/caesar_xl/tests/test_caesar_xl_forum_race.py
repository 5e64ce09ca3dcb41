"""Caesar XL's Forum race: the warning two Forum phases ahead, what the person can do against it,
and when the rules check a political win (|balance| >= 7 as the phasing side ends its Forum phase).
"""
from __future__ import annotations

import pytest

from games.app.board import SimpleHost
from games.app.board.host import HostSeat
from games.caesar_xl import rules as R
from games.caesar_xl.scene import Board
from games.caesar_xl.scene_info import stop_words, threat
from games.caesar_xl.tests.xl_positions import position, put
from games.core.text import tr


def _two_phases_from_a_win(gold=1):
    """Pompey (Marcus) at Optimates 5 (Pompey, Cato, Brutus in play), holding Roma, with the
    Senatus Consultum Ultimum (2 Optimates; hold Roma, pay 4) face up and ``gold`` in his treasury:
    too poor to claim it at his next Forum phase, rich enough after his taxes at the one after."""
    s = position(phase="purchase", active=R.CAESAR, gold=(10, gold), markers={"roma": R.POMPEY})
    put(s, R.CAESAR, "massilia", "caesar", "legion")
    put(s, R.POMPEY, "roma", "pompey", "cato", "brutus", "legion")
    s.forum = ["senatus_consultum_ultimum"]
    s.deck.draw("senatus_consultum_ultimum")
    return s


def _race_lines(s, lang="en"):
    seats = [HostSeat("Livia", kind="human"), HostSeat("Marcus", kind="ai")]
    host = SimpleHost(state=s, lang=lang, viewer=R.CAESAR, seats=seats)
    board = host.attach(Board(host), (1280, 800))
    host.draw()
    return board.forum_lines()                    # (drawn, or folded into its tooltip)


def test_the_race_warns_two_forum_phases_ahead_and_says_how_to_stop_it():
    # the computer's political win came with a warning only when nothing was left to do
    s = _two_phases_from_a_win()
    view = s.view_for(R.CAESAR)
    assert s.balance(R.POMPEY) == -5 and not s.claimable(R.POMPEY, "senatus_consultum_ultimum")
    assert threat(view, R.POMPEY) == ("soon", ("senatus_consultum_ultimum",))
    assert threat(view, R.CAESAR) is None
    assert _race_lines(s) == [
        ("Marcus can win within two Forum phases by claiming Senatus Consultum Ultimum!", True),
        ("To stop Marcus: take Roma, which those claims need; or defeat Pompey, M. Porcius Cato, "
         "M. Junius Brutus in battle.", False)]
    ja = _race_lines(s, "ja")
    assert ja[0][0].startswith("Marcusは次の2回のフォルム・フェイズのうちに") and ja[1][0].startswith("Marcusを止めるには：")
    # rich enough now: the warning is for the next Forum phase, as before
    assert threat(_two_phases_from_a_win(gold=4).view_for(R.CAESAR), R.POMPEY)[0] == "claim"


def test_the_person_is_told_to_claim_first_a_card_the_other_side_needs():
    # Caesar (Livia) at Populares 6 wins by claiming the Grain Dole (2 of its 4 cities held); Pompey
    # (Marcus, at the screen) holds the other two and may claim it first
    s = position(phase="purchase", active=R.CAESAR, gold=(0, 0),
                 markers={"messana": R.CAESAR, "sardinia": R.CAESAR, "utica": R.POMPEY, "alexandria": R.POMPEY})
    put(s, R.CAESAR, "massilia", "caesar", "antonius", "curio", "lepidus", "dolabella", "legion")
    put(s, R.POMPEY, "athenae", "pompey", "legion")
    s.forum = ["grain_dole"]
    s.deck.draw("grain_dole")
    view = s.view_for(R.POMPEY)
    assert threat(view, R.CAESAR) == ("claim", ("grain_dole",))
    words = stop_words(lambda k, **p: tr(k, "en", **p), view, R.CAESAR, "Livia", R.POMPEY)
    assert words == ("To stop Livia: claim Lex Frumentaria (Grain Dole) first (a claimed card leaves "
                     "the Forum); or defeat Caesar, M. Antonius, C. Scribonius Curio, "
                     "P. Cornelius Dolabella, M. Aemilius Lepidus in battle."), words
    assert stop_words(lambda k, **p: tr(k, "en", **p), view, R.CAESAR, "Livia", R.CAESAR) is None


def test_a_balance_of_seven_wins_only_as_its_own_side_ends_its_forum_phase():
    # the rules ([4.0], data/caesar_xl.md 4.3): |balance| >= 7 wins, checked in the phasing
    # player's Forum/Victory phase; Pompey at Optimates 7 after his Purchase phase of turn 2 wins
    # as he ends his Forum phase of turn 3, not at Caesar's Forum phase before it
    s = position(phase="forum", active=R.CAESAR, gold=(0, 0))
    put(s, R.CAESAR, "massilia", "caesar")
    put(s, R.POMPEY, "athenae", "pompey", "cato", "scipio", "brutus")
    s.turn_no = 3
    assert s.balance(R.POMPEY) == -7
    s.apply(R.CAESAR, R.EndPhase())
    assert s.outcome() is None and s.phase == "draw"
    s.active, s.phase, s.todo = R.POMPEY, "forum", ()
    s.apply(R.POMPEY, R.EndPhase())
    out = s.outcome()
    assert out is not None and out.winners == (R.POMPEY,) and out.reason.key == "caesar_xl.end.political"


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(973, 716), (760, 616)])
def test_the_race_box_with_its_warning_stays_low_over_the_map(lang, size):
    """At 1000x700 the box with its warning and the lines under it grew over the map and hid
    Gades, Munda, Numidia...: the red warning stays, the lines in black go to its tooltip."""
    s = _two_phases_from_a_win(gold=4)
    seats = [HostSeat("Livia", kind="human"), HostSeat("Marcus", kind="ai")]
    host = SimpleHost(state=s, lang=lang, viewer=R.CAESAR, seats=seats)
    board = host.attach(Board(host), size)
    host.draw()
    box, m = board.forum_geom["rect"], board.geom["map"]
    assert box.h <= m.h * 22 // 100 and m.contains(box), (box, m)
    drawn = [t for t, *_ in board.forum_geom["lines"]]
    assert any(warn for _t, warn in board.forum_lines())
    assert all(t in drawn for t, warn in board.forum_lines() if warn)
    tip = next(h.tip for h in board.hotspots if h.key == ("forum_race",))
    assert all(t in tip for t, warn in board.forum_lines() if not warn and t not in drawn), tip
