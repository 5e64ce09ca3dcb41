"""Settings offered 1440×900, 1600×1000 and 1920×1080 on a 1280×800 screen (the window ran off
it) and not 1000×650: the sizes offered fit the desktop, 1000×650 among them."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.app.scenes import settings as settings_scene  # noqa: E402
from tests.app_kit import open_app  # noqa: E402


@pytest.mark.parametrize("desktop", [(1280, 800), (1920, 1080)])
def test_the_size_button_offers_only_sizes_that_fit_the_screen(home, monkeypatch, desktop):
    monkeypatch.setattr(settings_scene, "desktop_size", lambda: desktop)
    with open_app(home) as app:
        scene = app.push("settings")
        seen = []
        for _ in range(8):
            scene.cycle_size()
            seen.append(tuple(app.settings["window_size"]))
        assert (1000, 650) in seen and (1000, 700) in seen, seen
        assert all(w <= desktop[0] and h <= desktop[1] for w, h in seen), seen
        assert desktop in seen, seen
        assert app.top.size_button.text == f"{seen[-1][0]} × {seen[-1][1]}"
