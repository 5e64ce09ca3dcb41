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
