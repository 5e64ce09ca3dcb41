"""The end of a Caesar XL battle in words on its panel and banners: leaders left with no troops
fall and the panel says so, with the Forum balance their deaths moved; one banner names every
leader who died; a side wiped out in the light step says why its heavy row is empty; and a
round before the last says each step and each side's hits by name."""
from __future__ import annotations

import dataclasses

import pytest

from games.app.board import SimpleHost
from games.caesar_xl import INFO
from games.caesar_xl import rules as R
from games.caesar_xl.scene import Board
from games.caesar_xl.tests.test_caesar_xl_battle_panel import _drive_battle
from games.caesar_xl.tests.xl_positions import position, put
from games.core.registry import registered


@pytest.fixture(autouse=True)
def playable():
    with registered(dataclasses.replace(INFO, playable=True), "games.caesar_xl"):
        yield


def _fought(lang, caesar, pompey, hits, viewer=R.CAESAR):
    """Caesar's ``caesar`` pieces attack Pompey's ``pompey`` in Massilia; the steps roll
    ``hits``; the board (1280x800, ``lang``) once everything has landed."""
    s = position(phase="march", gold=(10, 0))
    put(s, R.CAESAR, "massilia", *caesar)
    put(s, R.POMPEY, "massilia", *pompey)
    host = SimpleHost(state=s, lang=lang, viewer=viewer)
    board = host.attach(Board(host), (1280, 800))
    assert host.apply(R.CAESAR, R.EndPhase())
    _drive_battle(host, hits)
    host.settle()
    host.draw()
    return s, board


@pytest.mark.parametrize("lang, fall, forum", [
    ("en", "P2 has no troops left: the leaders fall (M. Porcius Cato, M. Junius Brutus).",
     "P2's Forum balance: Optimates 3 → even."),
    ("ja", "P2は兵が尽き、リーダーが倒れる（M・ポルキウス・カト、M・ユニウス・ブルトゥス）。",
     "P2のフォルム：オプティマテス3 → 互角。")])
def test_leaders_left_with_no_troops_fall_and_the_panel_says_why_and_what_it_did_to_the_forum(lang, fall, forum):
    s, board = _fought(lang, ("legion", "legion"), ("legion", "cato", "brutus"), [(1, 0)])
    assert s.battle is None and not s.pieces_at("massilia", R.POMPEY)
    result = board.drawn_fight["result"]
    assert fall in result and forum in result, result


def test_one_banner_names_every_leader_who_died():
    _s, board = _fought("en", ("legion", "legion"), ("legion", "cato", "brutus"), [(1, 0)])
    died = [t for t, _ in board.drawn_banners if "dead" in t]
    assert died == ["M. Porcius Cato and M. Junius Brutus are dead"], board.drawn_banners


@pytest.mark.parametrize("lang, gone, ended", [("en", "eliminated before it fired", "the battle ended before this step"),
                                               ("ja", "攻撃する前に全滅", "この段階の前に戦闘が終わった")])
def test_a_side_wiped_out_in_the_light_step_says_why_its_heavy_row_is_empty(lang, gone, ended):
    # Caesar's legion falls to Pompey's ally before the legions fire
    s, board = _fought(lang, ("legion",), ("ally",), [(0, 1)])
    assert s.battle is None
    rows = board.drawn_fight["rows"]
    assert rows.get(("heavy", 0)) == (gone, 0) and rows.get(("heavy", 1)) == (ended, 0), rows


@pytest.mark.parametrize("lang, words", [("en", "Round 1, heavy hits: P1 1, P2 0"),
                                         ("ja", "第1ラウンド　重装：P11ヒット、P20ヒット")])
def test_a_round_before_says_its_step_and_each_sides_hits_by_name(lang, words):
    s = position(phase="march", gold=(10, 0))
    put(s, R.CAESAR, "massilia", "legion", "legion", "legion")
    put(s, R.POMPEY, "massilia", "legion", "legion")
    host = SimpleHost(state=s, lang=lang, viewer=R.POMPEY)
    board = host.attach(Board(host), (1280, 800))
    assert host.apply(R.CAESAR, R.EndPhase())
    _drive_battle(host, [(1, 0), (1, 0)])
    host.settle()
    host.draw()
    assert board.drawn_fight["before"] == words, board.drawn_fight["before"]


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1280, 800), (1000, 650)])
@pytest.mark.parametrize("where", ["massilia", "utica"])
def test_the_battle_panel_keeps_clear_of_the_races_warning(lang, size, where):
    """The red "Marcus can win at the next Forum phase" lost its right half under the panel."""
    from games.app.board.host import HostSeat
    from games.caesar_xl.tests.test_caesar_xl_forum_race import _two_phases_from_a_win
    from games.caesar_xl.tests.test_caesar_xl_battle_panel import to_volley
    from games.caesar_xl.tests.xl_positions import volley_dice
    from games.core.chance import CHANCE
    s = _two_phases_from_a_win(gold=4)
    s.phase = "march"
    put(s, R.CAESAR, where, "legion", "legion")
    put(s, R.POMPEY, where, "legion", "ally")
    seats = [HostSeat("Livia", kind="human"), HostSeat("Marcus", kind="ai")]
    host = SimpleHost(state=s, lang=lang, viewer=R.CAESAR, seats=seats)
    board = host.attach(Board(host), size)
    assert host.apply(R.CAESAR, R.EndPhase())
    to_volley(host)
    for die in volley_dice(s, 0, 0):
        assert host.apply(CHANCE, die)
    host.settle()
    host.draw()
    race, panel = board.forum_geom["rect"], board.battle_geom["rect"]
    assert board.forum_geom["warn_boxes"], "the race warns"
    assert board.battle_up() and not panel.colliderect(race), (panel, race)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1280, 800), (1000, 650)])
def test_every_round_before_is_shown_whole(lang, size):
    """Five rounds before the sixth's light step: each is said, on lines that each read whole
    inside the panel (the history began "… · Round 2", round 1 dropped; at 1000x650 in Japanese
    two rounds once ran off the panel's edge)."""
    s = position(phase="march", gold=(10, 0))
    put(s, R.CAESAR, "massilia", "ally", "legion", "legion", "legion")
    put(s, R.POMPEY, "massilia", "ally", "legion", "legion")
    host = SimpleHost(state=s, lang=lang, viewer=R.POMPEY)
    board = host.attach(Board(host), size)
    assert host.apply(R.CAESAR, R.EndPhase())
    _drive_battle(host, [(0, 0)] * 11)          # five rounds, then the sixth's light step
    host.settle()
    host.draw()
    before, foot = board.drawn_fight["before"].split("\n"), board.battle_geom["foot"]
    said = "".join(before)
    for n in range(1, 6):
        assert (f"round {n}" in said.lower()) if lang == "en" else (f"第{n}ラウンド" in said), (n, before)
    assert "6" not in said.replace("P", ""), before       # (the round under way shows its own dice)
    assert all(board.texts.width(line, board.ui.font_px(12, 10), False) <= foot.w for line in before), before
    step = board.texts.font(board.ui.font_px(12, 10)).get_linesize()
    assert foot.y + len(before) * step <= board.battle_geom["rect"].bottom, (before, foot)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_death_banner_says_the_commander_gone_once(lang):
    """Pompey and Cato fall in one battle: each took the command in turn, and the banner said
    "Marcus has no Supreme Commander now." twice."""
    from games.app.board import SimpleHost as Host
    s = position(phase="march", gold=(10, 0))
    s.sc[R.POMPEY] = "pompey"
    put(s, R.CAESAR, "massilia", "legion", "legion")
    put(s, R.POMPEY, "massilia", "legion", "pompey", "cato")
    host = Host(state=s, lang=lang, viewer=R.CAESAR)
    board = host.attach(Board(host), (1280, 800))
    assert host.apply(R.CAESAR, R.EndPhase())
    _drive_battle(host, [(1, 0)])
    host.settle()
    host.draw()
    gone = board.tr("caesar_xl.ev.sc_dead", seat=board.name(R.POMPEY))
    lines = [line for _t, line in board.drawn_banners if gone in line]
    assert lines and all(line.count(gone) == 1 for line in lines), board.drawn_banners


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1280, 800), (1000, 700)])
def test_the_result_is_wrapped_whole_never_cut(lang, size):
    """The result ended "…Marcus's Forum balance: Optim…": cut at its consequence."""
    s = position(phase="march", gold=(10, 0))
    put(s, R.CAESAR, "massilia", "legion", "legion")
    put(s, R.POMPEY, "massilia", "legion", "cato", "brutus")
    host = SimpleHost(state=s, lang=lang, viewer=R.CAESAR)
    board = host.attach(Board(host), size)
    assert host.apply(R.CAESAR, R.EndPhase())
    _drive_battle(host, [(1, 0)])
    host.settle()
    host.draw()
    result, lines = board.drawn_fight["result"], board.drawn_fight.get("result_lines", [])
    assert "".join(lines).replace(" ", "") == result.replace(" ", ""), (lines, result)
    foot = board.battle_geom["foot"]
    assert foot.bottom <= board.battle_geom["rect"].bottom


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1280, 800), (1000, 700)])
def test_the_results_last_line_stands_clear_of_the_panels_border(lang, size):
    """The result's last line 「オプティマテス2。」 sat on the panel's bottom border at 1000x700."""
    s = position(phase="march", gold=(10, 0))
    put(s, R.CAESAR, "massilia", "legion", "legion")
    put(s, R.POMPEY, "massilia", "legion", "cato", "brutus")
    host = SimpleHost(state=s, lang=lang, viewer=R.CAESAR)
    board = host.attach(Board(host), size)
    assert host.apply(R.CAESAR, R.EndPhase())
    _drive_battle(host, [(1, 0)])
    host.settle()
    host.draw()
    panel, drawn = board.battle_geom["rect"], board.drawn_fight["result_rect"]
    assert drawn.bottom <= panel.bottom - 3 - 2, (drawn, panel)        # (the border is 3 pixels)
    assert panel.contains(drawn), (drawn, panel)
