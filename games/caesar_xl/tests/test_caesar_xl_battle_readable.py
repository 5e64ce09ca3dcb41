"""The battle panel read in a small window (the board of the game screen at 1000x700): the line
of why under the counters was cut with "…" exactly where the enemy's Siege was named, the
counters' labels and the faces under them were 8 or 9 pixels high, and the Close button stood
on the panel's top border. Each reason is now read whole, the words at a readable size, and
Close inside the panel."""
from __future__ import annotations

import math

import pytest

from games.app.board import SimpleHost
from games.app.board.widgets import Button
from games.caesar_xl import rules as R
from games.caesar_xl.scene import Board
PANEL_BORDER = 3
LABEL_PX, LABEL_SHARE, WORDS_PX = 10, 0.36, 10
from games.caesar_xl.tests.test_caesar_xl_battle_panel import _small_battle_over
from games.caesar_xl.tests.test_caesar_xl_turn import playable  # noqa: F401
from games.caesar_xl.tests.xl_positions import position, put, volley_dice
from games.core.chance import CHANCE

#: the game screen's board at 1280x800 and at 1000x700
SIZES = [(973, 716), (760, 616)]


def _siege_against_triple_line(lang, size):
    """Caesar's veteran and two legions, with Triple Line, attack Pompey in Lugdunum, who plays
    Siege; the first round's heavy dice are thrown."""
    s = position(phase="march", gold=(10, 10), hands=(("triple_line",), ("siege",)))
    put(s, R.CAESAR, "massilia", "legion:veteran", "legion", "legion")
    put(s, R.POMPEY, "lugdunum", "legion:veteran", "legion", "ally", "ally")
    host = SimpleHost(state=s, lang=lang, viewer=R.CAESAR)
    board = host.attach(Board(host), size)
    assert host.apply(R.CAESAR, next(a for a in s.legal_actions(R.CAESAR) if isinstance(a, R.Move)
                                     and len(a.units) == 3 and a.path == ("lugdunum",)))
    assert host.apply(R.CAESAR, R.EndPhase())
    while not (s.todo and s.todo[0][:2] == ("dice", "heavy")):
        seat = s.to_act()[0]
        if seat == CHANCE:
            for die in volley_dice(s, 0, 0):
                assert host.apply(CHANCE, die)
            continue
        legal = s.legal_actions(seat)
        assert host.apply(seat, next((a for a in legal if isinstance(a, R.Tactic)), R.Pass()))
    for die in volley_dice(s, 1, 1):
        assert host.apply(CHANCE, die)
    host.settle()
    host.draw()
    return board


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", SIZES)
def test_the_line_of_why_names_every_reason_whole(lang, size):
    board = _siege_against_triple_line(lang, size)
    fight = board.drawn_fight
    why, lines = fight["why"][0], fight["why_lines"][0]
    assert len(why) == 3, why                          # (veterans, Triple Line, the enemy's Siege)
    col = board.battle_geom["cols"][0]
    for reason in why:                  # whole on its line where it fits, else on lines of its own
        if board.texts.width(reason, board.why_px()) <= col.w:
            assert any(reason in line for line in lines), (reason, lines)
        else:
            assert reason in (" " if lang == "en" else "").join(lines), (reason, lines)
    assert not any("…" in line for line in lines), lines
    assert all(board.texts.width(line, board.why_px()) <= col.w for line in lines)
    assert board.why_px() >= WORDS_PX
    for k in (0, 1):                                  # (the lines end above the dice)
        end, dice_top = fight["below"][k]
        assert end <= dice_top, (k, end, dice_top)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", SIZES)
def test_the_counters_labels_are_read_at_a_readable_size(lang, size):
    board = _siege_against_triple_line(lang, size)
    m, col = board.battle_geom["m"], board.battle_geom["cols"][0]
    for side, (labels, s, _rows, _tag) in board._force_sizes(col.w, m).items():
        assert s >= math.ceil(LABEL_PX / LABEL_SHARE), (side, labels, s)      # (the label drawn ≥ 10 px)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", SIZES + [(760, 565)])
def test_close_stands_inside_the_panel_with_its_words_whole(lang, size):
    board = _small_battle_over(lang, size)
    r = board.battle_geom["rect"]
    close = next(b for b in board.buttons if b.key == ("battle_close",))
    inner = r.inflate(-2 * PANEL_BORDER, -2 * PANEL_BORDER)
    assert inner.contains(close.rect) and close.rect.top > inner.top, (r, close.rect)
    px = board.ui.font_px(15)
    assert Button(close.rect, close.label, least=px).fits(board.texts, px), close.rect
    title_bottom = r.y + board.battle_geom["m"]["title"]
    assert close.rect.bottom <= title_bottom, "Close meets the columns under the title"
