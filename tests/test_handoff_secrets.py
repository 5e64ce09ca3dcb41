"""Secrets at one screen: random games of every game with persons at every seat,
driven through the real game host headless.

Three properties are checked at every step, independently of how the host decides:

1. no seat's private view (a view that differs from the public one) and no private
   event reaches the board before that seat's own click on "I am ...", and none stays
   on the board while the next hand-off is due or while only computers are to act;
2. every secret choice (several seats choose at once, the seat's view shows more than
   the public view, or the choice will not show in the public view) is offered only to
   the person who clicked the last hand-off, with no other person's move and no public
   reveal by another seat since that click;
3. Undo is offered only to the maker of the last person's move, never while a hand-off
   shows or is due, and never across another person's hand-off click.

``LUDI_HANDOFF_GAMES=N`` plays N games per game and player count (default 1). A game whose
whole course through the host takes minutes is checked over its first :data:`ACTIONS`
actions (``LUDI_HANDOFF_WHOLE=1`` plays it to the end).
"""
from __future__ import annotations

import os
import random

import pytest

pygame = pytest.importorskip("pygame")

from games import GAME_IDS, info  # noqa: E402
from games.core.actions import events_for  # noqa: E402
from games.core.conformance import snapshot  # noqa: E402
from games.core.record import Record  # noqa: E402
from games.core.state import SeatInfo  # noqa: E402

GAMES_PER_SETTING = int(os.environ.get("LUDI_HANDOFF_GAMES", "1"))
MAX_STEPS = 4000
#: Caesar XL runs to a thousand actions and more (each battle die is one): its first 260 actions
#: hold every kind of choice (purchase, cards, marches, battles, a Forum claim near the 240th);
#: the rarer cases are explicit
#: positions of its own tests (a card taken from the discards is no secret choice:
#: games/caesar_xl/tests/test_caesar_xl_rules_cards.py). A game brings its own number as
#: ``HANDOFF_ACTIONS`` in its ``invariants.py`` (nothing here is edited)
ACTIONS = {} if os.environ.get("LUDI_HANDOFF_WHOLE") else {"caesar_xl": 260}


def actions_limit(game_id):
    """How many actions of ``game_id`` are played (``None``: the whole game)."""
    if os.environ.get("LUDI_HANDOFF_WHOLE"):
        return None
    from games.core import invariants
    return getattr(invariants.module(game_id), "HANDOFF_ACTIONS", None) or ACTIONS.get(game_id)


@pytest.fixture
def app(home):
    from tests.app_kit import make_app
    a = make_app(home, size=(1024, 640))
    yield a
    a.quit()
    pygame.event.clear()


def persons(game: str, n: int, computers: tuple[int, ...] = ()) -> list[SeatInfo]:
    """``n`` seats, all persons but the ``computers`` (random players: no thinking time)."""
    gi = info(game)
    return [SeatInfo(f"P{i + 1}", "ai" if i in computers else "human", "random" if i in computers else None,
                     gi.colours[i]) for i in range(n)]


def public(state):
    return snapshot(state.view_for(None))


def secret_choice(state, seat: int) -> bool:
    """The test's own reading of "a secret choice" (not the host's)."""
    if len(state.to_act()) > 1:
        return True
    if snapshot(state.view_for(seat)) != public(state):
        return True
    actions = state.legal_actions(seat)
    sample = actions if len(actions) <= 12 else random.Random(len(actions)).sample(actions, 12)
    for action in sample:
        trial = state.clone()
        trial.apply_trusted(seat, action)
        if snapshot(trial.view_for(seat)) != public(trial):
            return True
    return False


class Watch:
    """Spies on the host and its board; every violation is kept as a sentence."""

    def __init__(self, app, game):
        self.app, self.game = app, game
        self.clicked: int | None = None      # the seat of the last "I am ..." click
        self.clean = False                   # no other person's move and no public reveal since
        self.click_at = -1                   # number of actions when that click happened
        self.clicks = 0
        self.secret_choices = 0
        self.undos = 0
        self.problems: list[str] = []
        board = game.board
        real_set_view, real_on_events = board.set_view, board.on_events

        def set_view(view, viewer, acting):
            self.check_view(view, viewer, acting)
            return real_set_view(view, viewer, acting)

        def on_events(seat, action, events, before, after):
            for ev in events:
                if ev.audience is not None and (self.handoff_up() or self.clicked not in ev.audience
                                                or self.clicked != board.viewer):
                    self.problems.append(f"private event {ev!r} drawn for {board.viewer} (clicked {self.clicked})")
            for v in (before, after):
                if v is not None and board.viewer is not None and snapshot(v) != snapshot(v.view_for(None)) \
                        and board.viewer != self.clicked:
                    self.problems.append(f"a private view animated for {board.viewer} (clicked {self.clicked}, seat {seat}, {action!r}, n={len(self.game.record.actions)}, looking={self.game.looking})")
            return real_on_events(seat, action, events, before, after)

        board.set_view, board.on_events = set_view, on_events
        real_act = game.session.act

        def act(seat, action):
            events = real_act(seat, action)
            person = 0 <= seat < len(game.record.seats) and not game.record.seats[seat].is_ai   # (chance: -1)
            # the clicked person's own move keeps the screen theirs (what it tells everyone shows
            # on their screen); another person's move, or a reveal by another seat, does not
            if seat != self.clicked and (person or any(ev.reveals for ev in events_for(events, None))):
                self.clean = False
            return events

        game.session.act = act

    def handoff_up(self) -> bool:
        return self.app.find("handoff") is not None

    def check_view(self, view, viewer, acting) -> None:
        state = self.game.session.state
        if view is not None and snapshot(view) != public(state):
            if viewer is None or viewer != self.clicked or self.handoff_up():
                self.problems.append(f"private view of {viewer} given to the board (last click: {self.clicked})")
        if acting and viewer is not None and secret_choice(state, viewer):
            self.secret_choices += 1
            if viewer != self.clicked or not self.clean or self.handoff_up():
                self.problems.append(f"secret choice for {viewer} without its hand-off (clicked {self.clicked}, "
                                     f"clean {self.clean}) after {len(self.game.record.actions)} actions")

    def check_cover(self) -> None:
        """Under "Pass the computer to ..." (a hand-off due but not yet up) the board holds
        nothing private: a frame could be drawn there before the hand-off covers it."""
        game = self.game
        view = game.board.view
        state = game.session.state
        if game.pending_handoff is not None and view is not None and snapshot(view) != public(state):
            self.problems.append(f"{game.board.viewer}'s private view left up while passing to {game.pending_handoff}")
        persons_to_act = [s for s in state.to_act() if not game.record.seats[s].is_ai]
        if state.to_act() and not persons_to_act and game.looking is None and view is not None \
                and snapshot(view) != public(state):
            self.problems.append(f"{game.board.viewer}'s private view left up while the computers play")

    def click_handoff(self, scene) -> None:
        if self.game.undo_refusal() is None:
            self.problems.append("undo offered on the hand-off screen")
        self.clicked, self.clean, self.click_at = scene.seat, True, len(self.game.record.actions)
        self.clicks += 1
        scene.confirm()

    def check_undo(self) -> None:
        game = self.game
        if game.undo_refusal() is not None:
            return
        seat = game.undo_seat()
        mine = [i for i, (s, _) in enumerate(game.record.actions) if not game.record.seats[s].is_ai]
        if seat is None or not mine or game.record.actions[mine[-1]][0] != seat:
            self.problems.append(f"undo offered to {seat}, not the maker of the last move")
            return
        if self.click_at > mine[-1] and self.clicked != seat:
            self.problems.append(f"undo offered to {seat} after {self.clicked}'s hand-off click")


def play(app, game_id: str, n: int, seed: int, computers: tuple[int, ...] = ()) -> Watch:
    record = Record(game_id, persons(game_id, n, computers), seed=seed)
    game = app.push("game", record=record)
    watch = Watch(app, game)
    game.sync()                      # the first view through the spy too
    rng = random.Random(seed)
    limit = actions_limit(game_id)
    for _ in range(MAX_STEPS if limit is None else 100 * MAX_STEPS):
        if limit is not None and len(game.record.actions) >= limit:
            return watch
        watch.check_cover()
        app.step(1 / 60)
        top = app.top
        if game.session.state.is_over() or top is None:
            break
        if top.name == "handoff":
            watch.click_handoff(top)
            continue
        if top is not game:
            break
        if game.looking is not None:       # shown something for their eyes only: seen, go on
            game.finish_look()
            continue
        watch.check_undo()
        if game.board.held_line() is not None:   # (a battle's result up: its viewer closes it, as a person
            game.board.close_held()              # clicks Close; the next seat's hand-off waits for that)
            continue
        seat = game.viewer
        state = game.session.state
        if game.handing_over() or seat is None or seat not in state.to_act():
            if game.worker is not None:        # a computer thinks in its own process: its answer
                assert game.worker.wait(120), "the computer did not decide within 120 s"
            continue
        if game.undo_refusal() is None and rng.random() < 0.15:
            watch.undos += 1
            assert game.undo()
            continue
        actions = state.legal_actions(seat)
        calm = [a for a in actions if not type(a).__name__.startswith("Accuse")]
        if calm and rng.random() < 0.85:   # random accusations would end Catilina in a few turns
            actions = calm
        assert game.submit(seat, rng.choice(actions))
    top = app.top
    assert game.session.state.is_over(), (f"{game_id} with {n} persons did not finish: "
                                          f"{len(game.record.actions)} moves, on top: {getattr(top, 'name', top)}, "
                                          f"to act: {game.session.state.to_act()}, thinking: {game.worker is not None}")
    return watch


SETTINGS = [(g, n) for g in GAME_IDS for n in range(info(g).min_players, info(g).max_players + 1)]
#: each game's fewest seats run by default; its larger tables repeat the check (``-m long``)
CASES = [pytest.param(g, n, id=f"{g}-{n}", marks=() if n == info(g).min_players else pytest.mark.long)
         for g, n in SETTINGS]


@pytest.mark.parametrize("game_id,n", CASES)
def test_secrets_stay_with_their_owner(app, game_id, n):
    for k in range(GAMES_PER_SETTING):
        watch = play(app, game_id, n, seed=100 * n + k + 1)
        assert not watch.problems, watch.problems[:5]
        assert watch.clicks >= 1
        if game_id in ("caesar", "imperium"):
            assert watch.secret_choices >= 1
        app.reset("menu")


#: games for four or more; the first runs by default, the others repeat it (``-m long``)
BESIDE = [g for g in GAME_IDS if info(g).max_players >= 4]
BESIDE_DEFAULT = "imperium" if "imperium" in BESIDE else BESIDE[0]


@pytest.mark.parametrize("game_id", [pytest.param(g, marks=pytest.mark.long if g != BESIDE_DEFAULT else ())
                                     for g in BESIDE])
def test_secrets_stay_with_their_owner_beside_a_computer(app, game_id):
    """Three persons and a computer between them (the games for four or more): the same three
    properties."""
    watch = play(app, game_id, 4, seed=7, computers=(1,))
    assert not watch.problems, watch.problems[:5]
    assert watch.clicks >= 1
