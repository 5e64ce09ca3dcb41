"""The battle's choices do not change under a player's next click: after the first of two hits
was given to a veteran, the second could only fall on a standard legion and was taken by
itself, and the retreat choices stood where the hit buttons had been; the click meant for the
second hit retreated. Now the board says what the forced hit took, and for a moment (in the
board's own frame time) a click on choices that have just changed is not taken."""
from __future__ import annotations

import pygame

from games.app.board import SimpleHost
from games.caesar_xl import rules as R
from games.caesar_xl.scene import Board
from games.caesar_xl.scene_battle import CHOICE_SETTLE_SECONDS
from games.caesar_xl.tests.test_caesar_xl_guard import _click, _event, _under
from games.caesar_xl.tests.xl_positions import position, put, volley_dice
from games.core.chance import CHANCE


def _two_hits_on_a_veteran_and_a_legion():
    """Caesar (a veteran and a standard legion) attacks Pompey's three legions; the round's
    heavy step scores two hits on Caesar, who is to choose the unit of the first."""
    s = position(phase="march", gold=(10, 10))
    put(s, R.CAESAR, "massilia", "legion:veteran", "legion")
    move = next(a for a in s.legal_actions(R.CAESAR) if isinstance(a, R.Move) and len(a.units) == 2
                and len(a.path) == 1 and not a.fleet)
    put(s, R.POMPEY, move.path[0], "legion", "legion", "legion")
    s.apply(R.CAESAR, move)
    s.apply(R.CAESAR, R.EndPhase())
    for _ in range(60):
        seat = s.to_act()[0]
        if seat == CHANCE:
            hits = (0, 2) if s.todo[0][1] == "heavy" else (0, 0)
            for die in volley_dice(s, *hits):
                s.apply(CHANCE, die)
            continue
        legal = s.legal_actions(seat)
        if seat == R.CAESAR and sum(isinstance(a, R.AssignHit) for a in legal) > 1:
            return s
        s.apply(seat, R.Pass() if R.Pass() in legal else legal[0])
    raise AssertionError("Caesar never came to choose the unit hit")


def test_choices_that_change_after_a_forced_hit_wait_a_moment_and_the_hit_is_told():
    s = _two_hits_on_a_veteran_and_a_legion()
    host = SimpleHost(state=s, lang="en", viewer=R.CAESAR)
    board = host.attach(Board(host), (1280, 800))
    hits = [b for b in board.buttons if isinstance(b.action, R.AssignHit)]
    veteran = next(b for b in hits if b.action.grade == "veteran")
    at = veteran.rect.center
    _event(board, pygame.MOUSEMOTION, at)
    _click(board, at)                                    # the first hit on the veteran
    board.anim.skip()
    assert s.todo and s.todo[0][0] == "retreat", s.todo  # (the second hit fell by itself)
    said = " ".join(n.text for n in board.notices)
    assert "only one kind of unit" in said and "A legion of" in said and "is eliminated" in said, said
    _event(board, pygame.MOUSEMOTION, (5, 5))            # the hand moves on, and comes back at once
    _event(board, pygame.MOUSEMOTION, at)
    spot = _under(board, at)
    assert spot is not None and spot.enabled and not isinstance(spot.action, R.AssignHit), \
        [b.label for b in board.buttons]
    todo = s.todo
    _click(board, at)
    assert s.todo == todo, "a click on choices that had just changed was taken"
    said = " ".join(n.text for n in board.notices)
    assert "only one kind of unit" in said and "just changed" in said, said   # (the forced hit said still)
    for _ in range(int(CHOICE_SETTLE_SECONDS * 60) + 5):
        board.update(1 / 60)
    _click(board, at)
    assert s.todo != todo, "the choice was not taken once the moment had passed"


def test_the_board_asks_for_frames_while_its_choices_settle():
    """The moment is counted in the board's frames, and a window at rest draws none: the board
    asks for frames until it has passed (a click seconds later was still refused)."""
    s = _two_hits_on_a_veteran_and_a_legion()
    host = SimpleHost(state=s, lang="en", viewer=R.CAESAR)
    board = host.attach(Board(host), (1280, 800))
    veteran = next(b for b in board.buttons if isinstance(b.action, R.AssignHit) and b.action.grade == "veteran")
    _event(board, pygame.MOUSEMOTION, veteran.rect.center)
    _click(board, veteran.rect.center)
    board.anim.skip()
    assert board.choices_changed is not None
    assert board.frame_interval() is not None, "the window would sleep before the choices settle"
    for _ in range(int(CHOICE_SETTLE_SECONDS * 60) + 5):
        board.update(1 / 60)
    assert board.frame_interval() is None
