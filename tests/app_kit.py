"""What the window's tests share: a private data folder, a headless App on the menu, a few
frames, seats by kind.

>>> # in a test:  app = make_app(home, size=(1024, 640), anim_speed="normal")
"""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games import info  # noqa: E402
from games.core.state import SeatInfo  # noqa: E402


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A private data folder for the test (saves, settings)."""
    monkeypatch.setenv("LUDI_ROMANI_HOME", str(tmp_path))
    return tmp_path


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
    a.push("menu")
    a.step(1 / 60)
    pygame.event.clear()
    return a


@pytest.fixture
def app(home):
    """The App of :func:`make_app`, closed after the test."""
    a = make_app(home)
    yield a
    a.quit()
    pygame.event.clear()


def pump(app, n=3):
    """``n`` frames of 1/60 s."""
    for _ in range(n):
        app.step(1 / 60)


def seats(game, kinds):
    """Seats from a string of kinds: "h" a person, anything else an easy computer."""
    gi = info(game)
    return [SeatInfo(f"P{i + 1}", "human" if c == "h" else "ai", None if c == "h" else "easy", gi.colours[i])
            for i, c in enumerate(kinds)]


def board_at_rest(app, game: str, kinds: str = "", seed: int = 3):
    """The game scene of a new ``game`` (``kinds`` as in :func:`seats`; default a person in
    seat 0, computers beside) once the person may act, nothing moves and the still board is
    kept (Caesar's wooden board at a new size is painted in slices first)."""
    from games.core.record import Record
    kinds = kinds or "h" + "a" * (info(game).min_players - 1)
    scene = app.push("game", record=Record(game, seats(game, kinds), seed=seed), autosave_on=False)
    board = scene.board
    for _ in range(600):
        app.step(1 / 60)
        if board.acting and not scene.busy() and not scene.animating():
            break
    for _ in range(300):
        app.step(1 / 60)
        if board.still_board.picture is not None:
            break
    assert board.acting and board.still_board.picture is not None
    return scene
