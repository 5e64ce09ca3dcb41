"""What the window's tests call: a headless App on the menu, frames, waiting for the window
or a computer to come to rest, seats by kind (the fixtures ``home`` and ``app`` are in the
root ``conftest.py``).

The App of :func:`make_app` keeps its own time (:meth:`~games.app.app.App.use_frame_time`):
each frame of :func:`pump` is 1/60 s of it, whatever the machine's speed. A computer player
thinks in a process of its own, in real time: :func:`pump_until` and :func:`settle` wait for
its answer (with a generous limit) before they step a frame.

>>> # in a test:  app = make_app(home, size=(1024, 640), anim_speed="normal")
"""
from __future__ import annotations

import random
from contextlib import contextmanager

import pytest

pygame = pytest.importorskip("pygame")

from games import info  # noqa: E402
from games.core.state import SeatInfo  # noqa: E402


def make_app(home, size=(1280, 800), speed: str | None = None, **settings):
    """A headless App showing the menu; ``speed`` (or ``anim_speed``) the animation speed,
    off by default; music off; other settings as given."""
    from games.app.app import App
    from games.app.settings import Settings
    values = {"anim_speed": "off", "music": False}
    values.update(settings)
    if speed is not None:
        values["anim_speed"] = speed
    a = App(size=size, headless=True, settings=Settings(values, path=home / "settings.json"), audio=False)
    a.use_frame_time()
    a.push("menu")
    a.step(1 / 60)
    while a.top.painting and "menu" not in a.top.shared_layers:    # (the first menu picture of a
        a.step(1 / 60)                                              # process is painted over frames)
    pygame.event.clear()
    return a


@contextmanager
def open_app(home, size=(1280, 800), speed: str | None = None, **settings):
    """:func:`make_app` for a ``with`` block: the App is closed, and its events dropped, after it."""
    a = make_app(home, size, speed, **settings)
    try:
        yield a
    finally:
        a.quit()
        pygame.event.clear()


def pump(app, n=3):
    """``n`` frames of 1/60 s."""
    for _ in range(n):
        app.step(1 / 60)


#: seconds a computer's decision may take before a test gives up on it
THINKING_LIMIT = 120.0


def wait_for_computer(app, seconds: float = THINKING_LIMIT) -> None:
    """If a computer player of the game on screen is thinking (or advice is being thought
    of), wait for its answer (its process or thread), failing after ``seconds`` with a
    sentence that says so."""
    game = app.find("game")
    worker = getattr(game, "worker", None)
    if worker is not None and not worker.done:
        assert worker.wait(seconds), f"the computer in seat {worker.seat} did not decide within {seconds} s"
    adviser = getattr(game, "advice_worker", None)     # (advice asked: its answer, likewise)
    if adviser is not None and not adviser.done:
        assert adviser.wait(seconds), f"no advice for seat {adviser.seat} within {seconds} s"


def pump_until(app, done, frames: int = 3000, what: str = "the condition") -> None:
    """Frames of 1/60 s until ``done()`` holds, a computer's thinking waited for before each;
    fails after ``frames`` frames, naming ``what`` it waited for."""
    for _ in range(frames):
        if done():
            return
        wait_for_computer(app)
        app.step(1 / 60)
    assert done(), f"still waiting for {what} after {frames} frames"


def close_held(game) -> bool:
    """The person at the screen closes a battle's result that holds the game (a Caesar XL
    board's ``holding_result()``; at every animation speed it waits for them): True if one did."""
    holding = getattr(game.board, "holding_result", None)
    if callable(holding) and holding():
        game.board.close_battle()
        return True
    return False


def settle(app, frames: int = 3000) -> None:
    """A frame, then frames until the window is at rest: no computer thinking, nothing
    moving, no toast, no work left for later frames (see ``App.busy``)."""
    app.step(1 / 60)
    pump_until(app, lambda: not app.busy(), frames, "the window to come to rest")


def seats(game, kinds):
    """Seats from a string of kinds: "h" a person, anything else an easy computer."""
    gi = info(game)
    return [SeatInfo(f"P{i + 1}", "human" if c == "h" else "ai", None if c == "h" else "easy", gi.colours[i])
            for i, c in enumerate(kinds)]


def frame_that_opens(app, waiting, name: str, frames: int = 8) -> int | None:
    """Frames of 1/60 s until the top scene is ``name``, the scene ``waiting`` on top until
    then: the number (``app.frames``) of the frame that opened it; None when none did within
    ``frames``."""
    for _ in range(frames):
        frame = app.frames
        app.step(1 / 60)
        if app.top.name == name:
            return frame
        assert app.top is waiting
    return None


def move_at_screen(app, game) -> None:
    """A frame; the seat to act makes its first legal move at the screen; a frame."""
    pump(app)
    seat = game.session.state.to_act()[0]
    assert game.submit(seat, game.session.state.legal_actions(seat)[0])
    pump(app)


def finished_record(game: str, kinds: str, seed: int):
    """A Record of ``game`` (seats as in :func:`seats`) played to its end by random players,
    seeded by ``seed``."""
    from games.core.players import RandomPlayer
    from games.core.record import Record
    from games.core.session import Session
    record = Record(game, seats(game, kinds), seed)
    session = Session(record)
    players = [RandomPlayer(seed + i) for i in range(len(kinds))]
    while not session.state.is_over():
        seat = session.state.to_act()[0]
        session.act(seat, players[seat].choose(session.state.view_for(seat), seat))
    return record


def load_page_lines(scene, monkeypatch) -> list[str]:
    """Every line the Load screen's page draws, painted afresh."""
    from games.app.scenes import load as load_mod
    said: list[str] = []
    real = load_mod.text
    monkeypatch.setattr(load_mod, "text", lambda app_, surface, s, *a, **k: said.append(s) or real(app_, surface, s, *a, **k))
    scene.paint(pygame.Surface(scene.app.size))
    monkeypatch.setattr(load_mod, "text", real)
    return said


def board_at_rest(app, game: str, kinds: str = "", seed: int = 3):
    """The game scene of a new ``game`` (``kinds`` as in :func:`seats`; default a person in
    seat 0, computers beside) once the person may act, nothing moves and the still board is
    kept (Caesar's wooden board at a new size is painted in slices first)."""
    from games.core.record import Record
    kinds = kinds or "h" + "a" * (info(game).min_players - 1)
    scene = app.push("game", record=Record(game, seats(game, kinds), seed=seed), autosave_on=False)
    board = scene.board
    pump_until(app, lambda: board.acting and not scene.busy() and not scene.animating(),
               what="the person's turn with nothing moving")
    pump_until(app, lambda: board.still_board.picture is not None, what="the still board")
    return scene


def struggle_frames(app, game, rng, frames: int = 4000):
    """A Caesar game at ``game`` played a frame at a time: the person at the screen plays a random
    card (by two clicks on it) or struggle, the computers answer; yields after each frame, until
    the game is over or ``frames`` have passed."""
    from games.caesar import rules as CR
    for _ in range(frames):
        st = game.session.state
        if st.is_over():
            return
        if game.viewer in st.to_act() and game.board.acting and not game.board.busy():
            acts = st.legal_actions(game.viewer)
            fights = [a for a in acts if isinstance(a, CR.Struggle)]
            if isinstance(acts[0], CR.PlayCard):
                game.board.pick(acts[0].card)
                game.board.pick(acts[0].card)
            else:
                game.submit(game.viewer, rng.choice(fights or acts))
        app.step(1 / 30)
        wait_for_computer(app)
        yield st


def struggle_game(app, seed: int = 5):
    """A new Caesar game of the person at the screen and an easy computer (never saved), and
    its frames (:func:`struggle_frames`, the person's random choices seeded)."""
    from games.core.record import Record
    game = app.push("game", record=Record("caesar", seats("caesar", "ha"), seed), autosave_on=False)
    return game, struggle_frames(app, game, random.Random(1))
