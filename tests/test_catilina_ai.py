"""Catilina computer players: legal, quick, seeded, and sensible."""
import time

import pytest

from games.catilina.ai import make_player
from games.catilina.rules import Accuse, Ask, Give, new_game
from games.core.cli import play_one
from games.core.state import SeatInfo


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
@pytest.mark.parametrize("opts", [{}, {"keep": True}, {"individual": True}])
def test_decisions_are_legal_seeded_and_quick(level, opts):
    s = new_game(4, 6, opts)
    for _ in range(6):
        if not s.to_act():
            break
        seat = s.to_act()[0]
        view = s.view_for(seat)
        t0 = time.perf_counter()
        a = make_player(level, 3).choose(view, seat)
        assert time.perf_counter() - t0 < 2.0
        assert a in s.legal_actions(seat)
        assert make_player(level, 3).choose(s.view_for(seat), seat) == a
        s.apply(seat, a)


def test_accuses_when_the_sum_is_proved():
    s = new_game(4, 3, {})
    for target in (1, 2, 3):
        for colour in range(5):
            s.turn = 0
            s.apply(0, Ask(target, "colour", colour))
    s.turn = 0
    true_sum = sum(c % 6 + 1 for c in s.conspirators)
    for level in ("easy", "normal", "hard"):
        assert make_player(level, 1).choose(s.view_for(0), 0) == Accuse(true_sum)


def test_giver_passes_a_card_the_asker_has_already_seen():
    s = new_game(3, 11, {})
    # find a colour that seat 1 holds at least twice
    colour = next(c for c in range(5) if sum(1 for x in s.hands[1] if x // 6 == c) >= 2)
    s.apply(0, Ask(2, "colour", 0 if colour else 1))
    s.apply(1, Ask(2, "value", 1))
    s.apply(2, Ask(1, "value", 1))
    # seat 0 sees one specific card of that colour from seat 1 (asking for its value alone)
    seen = next(x for x in s.hands[1] if x // 6 == colour)
    s.apply(0, Ask(1, "value", seen % 6 + 1))
    s.turn = 0
    s.apply(0, Ask(-1, "colour", colour))
    assert 1 in s.to_act()
    for level in ("easy", "normal", "hard"):
        assert make_player(level, 2).choose(s.view_for(1), 1) == Give(seen)


def test_hard_beats_random():
    seats = [SeatInfo("hard", "ai", "hard"), SeatInfo("r1", "ai", "random"), SeatInfo("r2", "ai", "random")]
    wins = 0
    for g in range(3):
        session = play_one("catilina", seats, 40 + g)
        wins += 0 in session.state.outcome().winners
    assert wins >= 2
