"""Caesar XL at one screen, two persons: what the table sees around a hand-off.

A volley's dice are public: when the next choice after them belongs to the other person (the
hits to take), the screen shows the public view at once, the dice roll and land before both
players' eyes, and only then does "Pass the computer to ..." cover it.
"""
from __future__ import annotations

import dataclasses
import random

import pygame
import pytest

from games.caesar_xl import INFO
from games.caesar_xl import rules as R
from games.caesar_xl.tests.xl_positions import volley_dice
from games.core.chance import CHANCE, sample
from games.core.conformance import snapshot
from games.core.registry import registered
from tests.app_kit import make_app, pump


@pytest.fixture(autouse=True)
def playable():
    with registered(dataclasses.replace(INFO, playable=True), "games.caesar_xl"):
        yield


def _dice_for_the_other(state, seat):
    """Dice of the volley awaiting its dice after which the other person (not ``seat``) chooses."""
    att, dfn = state.firers(state.todo[0][1])
    for hits in [(a, d) for a in range(len(att) + 1) for d in range(len(dfn) + 1)]:
        try:
            dice = volley_dice(state, *hits)
        except AssertionError:
            continue
        c = state.clone()
        for die in dice:
            c.apply(CHANCE, die)
        if list(c.to_act()) == [1 - seat]:
            return dice
    return None


def _actions_to_a_volley():
    """A game's actions (by the engine alone, fast) up to a volley awaiting its dice, split as
    (actions before the last person's move, that move, the chance draws after it), and dice
    for the volley after which the other person chooses."""
    for seed in range(1, 60):
        s = R.new_game(2, seed, {"silver": True})
        rng = random.Random(seed)
        actions: list = []
        last = None                            # index of the last person's move
        for _ in range(3000):
            if s.is_over():
                break
            seat = s.to_act()[0]
            if seat == CHANCE:
                if s.todo and s.todo[0][0] == "dice" and not s.todo[0][2] and last is not None:
                    mover = actions[last][0]
                    dice = _dice_for_the_other(s, mover)
                    if dice is not None:
                        return seed, actions[:last], actions[last], actions[last + 1:], dice
                a = sample(s.chance_outcomes(), rng)
            else:
                legal = s.legal_actions(seat)
                ends = [x for x in legal if isinstance(x, (R.EndPhase, R.Pass))]
                moves = [x for x in legal if isinstance(x, R.Move)]
                a = moves[0] if moves and rng.random() < 0.5 else (
                    ends[0] if ends and rng.random() < 0.7 else rng.choice(legal))
                last = len(actions)
            s.apply(seat, a)
            actions.append((seat, a))
    raise AssertionError("no volley before the other person's choice")


def _game_at_a_volley(home):
    """The game scene of two persons where a volley awaits its dice, its mover at the screen
    (after their own hand-off click), and dice after which the other person must choose."""
    from games.core.record import Record
    from games.core.state import SeatInfo
    seed, before, (seat, move), draws, dice = _actions_to_a_volley()
    app = make_app(home, size=(1024, 640))
    seats = [SeatInfo("Livia", "human", None, "red"), SeatInfo("Marcus", "human", None, "blue")]
    record = Record("caesar_xl", seats, seed=seed, options={"silver": True}, actions=list(before))
    game = app.push("game", record=record, autosave_on=False)
    game.auto = False                          # the test draws chance itself
    for _ in range(20):
        if app.top.name == "handoff":
            break
        pump(app, 1)
    assert app.top.name == "handoff" and app.top.seat == seat
    app.top.confirm()
    pump(app, 1)
    assert game.viewer == seat and game.submit(seat, move)
    for a in draws:
        assert game.apply(CHANCE, a[1])
    pump(app, 1)
    assert game.viewer == seat and game.secret(seat) and app.top is game
    return app, game, dice


def test_the_dice_roll_before_the_handoff_covers_the_screen(home):
    app, game, dice = _game_at_a_volley(home)
    try:
        seat = game.viewer
        for die in dice[:-1]:
            assert game.apply(CHANCE, die)
            assert game.viewer == seat and game.pending_handoff is None    # the screen stays while dice fall
        game.anim.speed = 1.0                        # the table watches the roll at normal speed
        assert game.apply(CHANCE, dice[-1])
        assert game.pending_handoff == 1 - seat and game.cover_now
        board = game.board
        # nothing private is up: the public view, no hand drawn, while the dice roll
        assert game.viewer is None and board.viewer is None
        assert snapshot(board.view) == snapshot(game.session.state.view_for(None))
        assert board.volley is not None and board.volley["rolling"] and board.busy()
        pump(app, 2)
        assert app.top is game, "the hand-off waits for the dice"
        assert board.drawn_hand is None and board.frames > 0
        for _ in range(120):                         # the dice tumble and land under everyone's eyes
            assert app.top is game, "the hand-off waits for the dice"
            if not board.volley["rolling"]:
                break
            pump(app, 1)
        assert not board.volley["rolling"]
        pump(app, 3)
        assert app.top is game, "the faces that hit stay up a moment"
        for _ in range(240):
            if app.top is not game:
                break
            pump(app, 1)
        assert app.top.name == "handoff" and app.top.seat == 1 - seat
        app.top.confirm()
        pump(app, 2)
        assert game.viewer == 1 - seat and board.drawn_hand_seat == 1 - seat
        assert board.current_volley(dict(board.shown.battle)) is board.volley     # the faces stay to read
    finally:
        app.quit()
        pygame.event.clear()


def test_a_private_screen_is_still_covered_at_once_without_dice(home):
    """Any other hand-off after a private screen covers it in the next frame (the rule of every
    game); only a public roll may finish first."""
    app, game, dice = _game_at_a_volley(home)
    try:
        seat = game.viewer
        for die in dice[:-1]:
            game.apply(CHANCE, die)
        game.anim.speed = 1.0
        assert game.apply(CHANCE, dice[-1])
        game.board.volley["show"] = False           # as if no dice were rolling
        pump(app, 1)
        assert app.top.name == "handoff" and app.top.seat == 1 - seat
    finally:
        app.quit()
        pygame.event.clear()
