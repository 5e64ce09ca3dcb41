"""A battle's result, left up at the end of its Combat phase, never comes back: the next
turn's Combat phase with no battle shows no panel (it came back over the map a turn later,
with the defender's row read from the units there now)."""
from __future__ import annotations

import pytest

from games.app.board import SimpleHost
from games.app.board.host import HostSeat
from games.caesar_xl import rules as R
from games.caesar_xl.scene import Board
from games.caesar_xl.tests.test_caesar_xl_battle_race_room import east_battle, play_to_result

SEATS = [HostSeat("Livia", kind="human"), HostSeat("Marcus", kind="human")]


def next_combat(host, active: int, turn: int) -> None:
    """Play on (each phase ended, each choice passed or the first) to ``active``'s Combat
    phase of a later turn than ``turn``."""
    s = host.state
    for _ in range(400):
        if s.phase == "combat" and s.active == active and s.turn_no > turn:
            return
        seat = s.to_act()[0]
        acts = s.legal_actions(seat)
        pick = next((a for a in acts if isinstance(a, (R.EndPhase, R.Pass))), acts[0])
        assert host.apply(seat, pick)
        host.settle()
    raise AssertionError(f"no later Combat phase of {active}: {s.phase}, turn {s.turn_no}")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_result_left_up_does_not_come_back_a_turn_later(lang):
    host = SimpleHost(state=east_battle(), lang=lang, viewer=R.CAESAR, seats=SEATS)
    board = host.attach(Board(host), (1280, 800))
    assert host.apply(R.CAESAR, R.EndPhase())
    play_to_result(host)
    host.settle()
    host.draw()
    assert board.battle_up() and board.battle_finished(), "the result is up until closed"
    turn = host.state.turn_no
    next_combat(host, R.CAESAR, turn)
    assert host.state.battle is None
    host.draw()
    assert not board.battle_up(), "no battle this phase: no panel"
    assert board.drawn_fight is None
