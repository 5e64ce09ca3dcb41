"""Caesar XL at one screen, two persons: what the table sees around a hand-off.

A volley's dice are public: when the next choice after them belongs to the other person (the
hits to take), the screen shows the public view at once, the dice roll and land before both
players' eyes, and only then does "Pass the computer to ..." cover it. After a hand-off the
board is exactly a board opened on the next person's view (the dice it kept are gone).
"""
from __future__ import annotations

import dataclasses
import random
from typing import Any

import pygame
import pytest

from games.caesar_xl import INFO
from games.caesar_xl import rules as R
from games.caesar_xl.tests.xl_positions import volley_dice
from games.core.chance import CHANCE, sample
from games.core.conformance import snapshot
from games.core.registry import registered
from tests.app_kit import make_app, pump, pump_until


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
        pump_until(app, lambda: app.top is not game, what="the hand-off")
        assert app.top.name == "handoff" and app.top.seat == 1 - seat
        app.top.confirm()
        pump(app, 2)
        assert game.viewer == 1 - seat and board.drawn_hand_seat == 1 - seat
        # everyone read the faces before the hand-off; the next person's board is one of their view
        assert board.volley is None and board.current_volley(dict(board.shown.battle)) is None
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


def _fresh_picture(game) -> tuple[bytes, Any]:
    """What a board opened on the game board's view (its seat, language, colours and aid, the
    same rectangle, clock, pointer and record) draws: its pixels and the board."""
    from games.app.board import SimpleHost
    from games.app.board.host import HostSeat
    from games.caesar_xl.scene import Board
    board = game.board
    seats = [HostSeat(s.name, colour=s.colour) for s in game.record.seats]
    host = SimpleHost(seats=seats, lang=board.lang, settings={"colour_blind": board.symbol(0) is not None})
    host.session = game.session           # (as the game scene: a board opened mid-battle reads the record)
    fresh = Board(host)
    host.board = fresh
    fresh.layout(board.rect)
    fresh.set_view(board.view, board.viewer, board.acting)
    fresh.time, fresh.mouse = board.time, board.mouse
    return _picture(fresh), fresh


def _picture(board) -> bytes:
    """The board's pixels once its names are placed (a board at a new zoom drafts them first),
    without what its host draws at the board's depth (the last-move marker: the host's, not
    the board's own state)."""
    held, board.under_overlay = board.under_overlay, None
    try:
        return _board_pixels(board)
    finally:
        board.under_overlay = held


def _board_pixels(board) -> bytes:
    """The board's own pixels (see :func:`_picture`)."""
    surface = pygame.Surface(board.rect.bottomright)
    surface.fill((0, 0, 0))
    board.draw(surface)
    if not board.work_done():
        board.finish_work()
        surface.fill((0, 0, 0))
        board.draw(surface)
    return pygame.image.tobytes(surface, "RGB")


def _differ(a: bytes, b: bytes, width: int) -> pygame.Rect | None:
    """The box of the pixels where two pictures ``width`` pixels wide differ (``None``: equal)."""
    if a == b:
        return None
    line = 3 * width
    rows = [y for y in range(len(a) // line) if a[y * line:(y + 1) * line] != b[y * line:(y + 1) * line]]
    cols = [x for y in rows for x in range(width) if a[y * line + 3 * x:y * line + 3 * x + 3]
            != b[y * line + 3 * x:y * line + 3 * x + 3]]
    return pygame.Rect(min(cols, default=0), rows[0], max(cols, default=0) - min(cols, default=0) + 1,
                       rows[-1] - rows[0] + 1)


def _same_as_fresh(game) -> pygame.Rect | None:
    """Where the game's board differs from a board opened on its view (``None``: nowhere)."""
    ours = _picture(game.board)
    theirs, _ = _fresh_picture(game)
    return _differ(ours, theirs, game.board.rect.right)


def test_the_board_after_a_handoff_is_a_fresh_board_of_that_view(home):
    """The dice of the volley rolled before everyone's eyes, then the screen passed: the next
    person's board draws exactly what a board opened on their view draws (it kept the last
    volley's dice and hits in the battle panel: public, but not the view's)."""
    app, game, dice = _game_at_a_volley(home)
    try:
        seat = game.viewer
        for die in dice:
            assert game.apply(CHANCE, die)
        pump_until(app, lambda: app.top is not game, what="the hand-off")
        assert app.top.name == "handoff" and app.top.seat == 1 - seat
        app.top.confirm()
        pump(app, 2)
        board = game.board
        assert game.viewer == 1 - seat and board.viewer == 1 - seat and board.shown.battle is not None
        assert _same_as_fresh(game) is None, "the board after the hand-off is not a fresh board of its view"
    finally:
        app.quit()
        pygame.event.clear()


def test_every_handoff_of_a_game_shows_a_fresh_board(home):
    """Two persons play the first few hundred actions of a random game through the game
    scene; after every hand-off the board is the same, pixel for pixel, as one opened on the
    view of the person who took the screen (battles, tactics cards, drawn cards among them)."""
    app = make_app(home, size=(1024, 640))
    try:
        from games.core.record import Record
        from games.core.state import SeatInfo
        seats = [SeatInfo("Livia", "human", None, "red"), SeatInfo("Marcus", "human", None, "blue")]
        game = app.push("game", record=Record("caesar_xl", seats, seed=1, options={"silver": True}),
                        autosave_on=False)
        rng = random.Random(1)
        checked, problems = 0, []
        dice_kept = []                        # a volley's dice were up when the screen passed
        forget = game.board.handed_over
        game.board.handed_over = lambda: (dice_kept.append(game.board.volley is not None), forget())[1]
        for _ in range(6000):
            if len(game.record.actions) >= 200 or game.session.state.is_over():
                break
            pump(app, 1)
            top = app.top
            if top.name == "handoff":
                top.confirm()
                pump(app, 2)
                checked += 1
                box = _same_as_fresh(game)
                if box is not None:
                    problems.append((len(game.record.actions), tuple(box)))
                continue
            assert top is game
            if game.looking is not None:
                game.finish_look()
                continue
            seat, state = game.viewer, game.session.state
            if game.handing_over() or seat is None or seat not in state.to_act():
                continue
            legal = state.legal_actions(seat)
            ends = [a for a in legal if isinstance(a, R.EndPhase)]
            assert game.submit(seat, ends[0] if ends and rng.random() < 0.4 else rng.choice(legal))
        assert checked >= 10 and any(dice_kept), (checked, dice_kept)
        assert not problems, f"boards differing from a fresh one after a hand-off (actions, box): {problems}"
    finally:
        app.quit()
        pygame.event.clear()
