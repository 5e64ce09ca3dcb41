"""The benchmark's pieces that run in a child process (``main.py bench`` is not in the test run;
these keep its children working for every game the menu lists)."""
from __future__ import annotations

import pytest

pytest.importorskip("pygame")

from games.app import bench  # noqa: E402


def test_the_memory_child_plays_every_game_and_tells_its_peak():
    # every game of the menu, two-player games included, for a few frames each
    mb = bench.window_peak_mb(frames=3)
    assert 20 < mb < 2000


def test_the_animation_measure_counts_moving_frames_and_none_is_no_pass(monkeypatch):
    """The measure waits for the board to animate (a computer's helper process may take
    hundreds of frames to start: Caesar XL once gave 0 frames of 900, reported "ok"), and a
    measure with no frame is not a pass."""
    caesar_xl = bench.animation_frames("caesar_xl", frames=20, seconds=60)
    assert caesar_xl["n"] == 20 and caesar_xl["cpu"]["n"] == 20
    none = bench.animation_frames("caesar", frames=20, seconds=0.0)
    assert none["n"] == 0 and none["ok"] is False
