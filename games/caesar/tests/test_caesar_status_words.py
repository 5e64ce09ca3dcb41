"""What the Caesar screen says of who acts and what to do: the struggle panel's empty slot in
pass-and-play, the top line's hint beside the rules' prompt, and the set-up's count of counters."""
from __future__ import annotations

import random

import pytest

from games.caesar import rules as R
from games.caesar.scene_preview import Table
from games.caesar.tests.test_caesar_scene import play_until


def _spy(board) -> list[str]:
    drawn: list[str] = []
    draw = board.texts.draw

    def spy(surface, text, *a, **k):
        drawn.append(text)
        return draw(surface, text, *a, **k)
    board.texts.draw = spy
    return drawn


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_slot_of_the_person_who_waits_says_next_not_choosing(lang):
    """Pass-and-play: while Livia chooses, Marcus looks away and chooses after the hand-off;
    his empty slot said "choosing". It says he chooses next; a computer's slot says choosing."""
    table = Table(2, lang, viewer=0, size=(1280, 800))
    assert play_until(table, random.Random(4), lambda s: s.phase == R.PHASE_STRUGGLE and 0 in s.struggle[:2]
                      and all(s.committed[x] is None for x in s.struggle[:2]))
    board = table.board
    assert board.choosing()
    drawn = _spy(board)
    table.render()
    tr = table.host.tr
    assert tr("caesar.ui.chooses_next") in drawn and tr("caesar.ui.choosing") not in drawn
    table.host.seats[1].kind = "ai"
    drawn.clear()
    table.render()
    assert tr("caesar.ui.choosing") in drawn and tr("caesar.ui.chooses_next") not in drawn


def _no_move_position(lang: str) -> Table:
    """Livia's one stack on A1, Marcus's on C2: neither in line with the other, no neutral left."""
    table = Table(2, lang, viewer=0)
    s = table.state
    s.board = [()] * 25
    s.board[0] = (0,)
    s.board[11] = (1,)
    s.phase, s.current, s.placed = R.PHASE_PLAY, 0, 10
    table.refresh()
    return table


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_seat_that_must_pass_is_not_asked_to_choose_a_stack(lang):
    """「Marcus has no move and must pass. — Choose one of your glowing stacks.」 with nothing
    glowing: a seat with no move is told only that it must pass."""
    table = _no_move_position(lang)
    s = table.state
    assert s.legal_actions(0) == [R.Pass()] and s.prompt(0).key == "caesar.prompt.pass"
    assert table.board.hint() is None


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_move_prompt_is_said_once(lang):
    """「…闘争を仕掛けてください。 — 光っている自分の集団を選んでください。」: the hint said again what the
    prompt says (and the two together shrank the line). With no stack chosen there is no hint;
    once one is chosen, the hint says how to finish the move."""
    table = Table(2, lang, viewer=0)
    assert play_until(table, random.Random(5), lambda s: s.phase == R.PHASE_PLAY and s.current == 0)
    board = table.board
    assert board.selected is None and board.hint() is None
    src = next(a.src for a in table.state.legal_actions(0) if isinstance(a, (R.Ally, R.Struggle)))
    board.selected = src
    assert board.hint().key == "caesar.ui.hint_target"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_setup_count_names_every_player_and_reaches_the_last_counter(lang):
    """「配置したカウンター：10個中9個」 read as the player's own count though it counted both seats',
    and it stayed at 9 after the tenth landed: it says whose counters, and counts the tenth."""
    table = Table(2, lang, viewer=0, size=(1280, 800))
    rng = random.Random(3)
    for _ in range(9):
        assert table.random_move(rng)
        table.settle()
    drawn = _spy(table.board)
    assert table.random_move(rng)
    for _ in range(80):
        table.tick(0.03, dt=0.03)
        table.render()
    tr = table.host.tr
    counts = [t for t in drawn if t.startswith(tr("caesar.ui.placed", n=0, total=10)[:6])]
    assert counts and counts[-1] == tr("caesar.ui.placed", n=10, total=10), counts
    assert ("all players" if lang == "en" else "全員") in counts[-1]
