"""Garbage collection kept out of the frames (games/app/heap.py): the window's loop freezes
what start-up made after its first frame and collects while no frame is due."""
from __future__ import annotations

import gc

import pytest

pytest.importorskip("pygame")

from games.app import heap  # noqa: E402
from tests.app_kit import settle  # noqa: E402


def test_an_idle_moment_collects_what_the_frames_made():
    gc.collect()
    junk = [[] for _ in range(heap.IDLE_YOUNG + 50)]
    assert heap.collect_idle() == 1
    del junk
    for _ in range(heap.IDLE_FULL):
        gc.collect(1)
    assert heap.collect_idle() == 2
    gc.collect()
    assert heap.collect_idle() == -1                      # nothing made since


def test_the_loop_collects_only_when_no_frame_is_due(app, monkeypatch):
    calls = []
    monkeypatch.setattr(heap, "collect_idle", lambda: calls.append(app.frame_due()))
    settle(app)
    app.dirty = True
    app.cycle(max_wait=0.0)                               # a frame is due: no collection
    assert calls == []
    for _ in range(50):
        if app.frame_due() is None:
            break
        app.cycle(max_wait=0.0)
    assert app.frame_due() is None, "the menu never came to rest"
    app.cycle(max_wait=0.0)
    assert calls and all(due is None for due in calls)


def test_the_loop_freezes_what_start_up_made_after_its_first_frame(app, monkeypatch):
    frozen, cycles = [], []
    monkeypatch.setattr(heap, "settle", lambda: frozen.append(len(cycles)))
    drawn = iter([False, True, True, False])

    def cycle(max_wait=None):
        got = next(drawn, None)
        if got is None:
            app.running = False
            return False
        cycles.append(got)
        return got

    monkeypatch.setattr(app, "cycle", cycle)
    monkeypatch.setattr(app, "shutdown", lambda: None)
    app.run()
    assert frozen == [2]                  # once, after the cycle that drew the first frame
