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
