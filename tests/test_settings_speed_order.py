"""The settings' animation speed steps from slow to quick: Off, Normal, Fast, then Off again."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from tests.app_kit import pump  # noqa: E402


def test_animation_speed_cycles_off_normal_fast(app):
    scene = app.push("settings")
    pump(app, 2)
    app.settings.set("anim_speed", "off")
    seen = []
    for _ in range(4):
        scene.cycle_speed()
        seen.append(app.settings["anim_speed"])
        assert scene.speed_button.text == app.tr(f"app.speed.{seen[-1]}")
    assert seen == ["normal", "fast", "off", "normal"]
