"""What a board leaves behind, and the map pictures decoded ahead.

- A board's screen left drops its big pictures at once (still layers, fitted texts, its
  map views' scaled pictures), and the next frame hands the freed heap back (``malloc_trim``).
- The kit's panels and shadows are kept within a budget of pixel bytes, not of entries
  (a board's big panels filled entry-bounded caches with 30-40 MB after five boards).
- The map boards' pictures are decoded on a thread once the menu has drawn its first frame;
  a board that opens meanwhile waits for that decoding instead of decoding again.
"""
from __future__ import annotations

import dataclasses
import threading

import pytest

pygame = pytest.importorskip("pygame")

from games.app import draw, mapview  # noqa: E402
from games.app.board import StillLayer  # noqa: E402
from games.core.record import Record  # noqa: E402
from games.core.registry import info, registered  # noqa: E402
from tests.app_kit import make_app, open_app, pump_until, seats  # noqa: E402


@pytest.mark.parametrize("game", ["caesar", "seize_rome"])
def test_a_board_left_drops_its_pictures_and_the_heap_is_trimmed(home, monkeypatch, game):
    from games.app import memory
    trims = []
    monkeypatch.setattr(memory, "_trim", lambda: trims.append(1) or True)
    with open_app(home, speed="normal") as app:
        with registered(dataclasses.replace(info(game), playable=True), f"games.{game}"):
            scene = app.push("game", record=Record(game, seats(game, "ha"), seed=3), autosave_on=False)
            board = scene.board
            for _ in range(120):
                app.step(1 / 60)
            layers = [v for v in list(vars(board).values()) + [scene.still_top, scene.still_log]
                      if isinstance(v, StillLayer)]
            assert any(layer.picture is not None for layer in layers)
            views = [v for v in vars(board).values() if isinstance(v, mapview.MapView)]
            assert all(v._bg_cache is not None for v in views)
            app.reset("menu")
            assert all(layer.picture is None for layer in layers)
            assert board._texts is None and all(v._bg_cache is None for v in views)
            assert trims == [] and app.release_due
            app.step(1 / 60)
            assert trims == [1] and not app.release_due
            app.step(1 / 60)
            assert trims == [1]                     # once a board left, not at every frame


def test_the_kits_panels_and_shadows_stay_within_their_budget_after_every_board(home):
    """Every board opened and played a little in one window: the kit's kept panels, panel
    bodies and shadows hold no more pixel bytes than their budgets (16 MB in all)."""
    from games.app.board import panels
    from games.core.registry import game_ids
    from games.app.draw import shadows
    caches = [panels._image, shadows._panel_body, shadows._shadow, shadows._shadow_slices, shadows._shadow_kit,
              shadows._blurred_shadow]
    with open_app(home, speed="normal") as app:
        for game in game_ids():
            n = min(max(info(game).min_players, 3), info(game).max_players)
            app.reset("game", record=Record(game, seats(game, "a" * n), seed=1))
            for _ in range(90):
                app.step(1 / 60)
        for cache in caches:
            assert isinstance(cache, draw.PictureCache)
            assert cache.cache_info().bytes <= cache.max_bytes
        assert sum(c.max_bytes for c in caches) <= 16 * draw.MB
        assert sum(c.cache_info().bytes for c in caches) > 4 * draw.MB    # (they are used)


def test_the_map_pictures_are_those_of_the_map_games():
    names = sorted(p.resolve().parent.name + "/" + p.name for p in mapview.map_pictures())
    assert names == ["caesar_xl/board.png", "seize_rome/board.png"]


def test_the_menu_decodes_the_map_pictures_a_step_a_frame_and_never_beside_another_frame(home, monkeypatch):
    """Decoded on a thread, the map pictures were counted in the frame that opened a board
    meanwhile (130 ms of the process's processor time for the first Caesar board of the
    monkey's seed 11): the menu now gives the app's scheduler one step a frame on the window's
    own thread, only in a frame where it is on top and kept, and a board finds what it needs
    decoded once."""
    monkeypatch.setattr(mapview, "_backgrounds", {})
    monkeypatch.setattr(mapview, "_halves", {})
    monkeypatch.setattr(mapview, "_steps", [])
    monkeypatch.setattr(mapview, "_prefetched", False)
    decoded = []
    real = mapview._decode

    def decode(path):
        decoded.append((path, threading.current_thread() is threading.main_thread()))
        return real(path)
    monkeypatch.setattr(mapview, "_decode", decode)
    from games.app.draw import load_image
    for art in mapview.painted_maps():         # (painted maps loaded: the steps left are the pictures')
        load_image(str(art))
    app = make_app(home)                       # its first menu frame queues the steps
    try:
        assert decoded == [] and mapview.prefetching() and app.tasks.pending(mapview.PREFETCH_TASK)
        assert mapview.prefetch() == 0         # once a process
        pump_until(app, lambda: decoded, what="the first step")
        assert len(decoded) == 1 and len(mapview._backgrounds) == 1 and not mapview._halves   # one a frame
        note = app.push("message", msg="-")   # an overlay: the menu drawn beneath it takes no step
        for _ in range(3):
            app.step(1 / 60)
        assert len(decoded) == 1 and not mapview._halves
        assert not app.tasks.pending(mapview.PREFETCH_TASK), "the menu beneath an overlay asks for frames"
        app.pop()
        pump_until(app, lambda: mapview._halves, what="the menu's next step, its halving")
        assert len(mapview._halves) == 1 and len(decoded) == 1
        second = mapview.map_pictures()[1]     # a board asks for the second one before the menu
        img = mapview.background_picture(str(second), second.stat().st_mtime)
        assert img is not None and len(decoded) == 2
        pump_until(app, lambda: not mapview.prefetching(), what="every step taken")
        assert len(decoded) == 2 and all(main for _p, main in decoded)       # once each, on this thread
        assert all((id(pic), 1) in mapview._halves for pic in mapview._backgrounds.values())
        pump_until(app, lambda: not app.tasks.pending(), what="the scheduler at rest")
        assert note is not None
    finally:
        app.quit()
        pygame.event.clear()


def test_the_menu_reads_the_map_files_ahead_before_their_pictures(home, monkeypatch):
    """Reading a map file (CAESAR!'s, Caesar XL's) was paid in the frame that opened the first
    game on it (a lesson's, a new game's): the menu's waiting frames read them ahead, one a
    step, before the pictures are decoded, and a game then finds its map read."""
    from games.core import maps
    from games.seize_rome import topology
    monkeypatch.setattr(mapview, "_backgrounds", {})
    monkeypatch.setattr(mapview, "_halves", {})
    monkeypatch.setattr(mapview, "_steps", [])
    monkeypatch.setattr(mapview, "_prefetched", False)
    read, decoded = [], []
    real_load, real_decode = mapview.load_map, mapview._decode
    monkeypatch.setattr(mapview, "load_map", lambda path: read.append(path) or real_load(path))
    monkeypatch.setattr(mapview, "_decode", lambda path: decoded.append((path, len(read))) or real_decode(path))
    files = mapview.map_files()
    assert files, "no game has a map file"
    maps._load.cache_clear()                   # (read afresh: no other test's reading counts)
    topology.load_topology.cache_clear()
    app = make_app(home)
    try:
        pump_until(app, lambda: not mapview.prefetching(), what="every step taken")
        assert read == [str(f) for f in files]
        assert decoded and all(n == len(files) for _path, n in decoded)      # (the maps first)
        readings = maps._load.cache_info().misses
        topology.load_topology()               # (what CAESAR!'s first game reads)
        assert maps._load.cache_info().misses == readings
    finally:
        app.quit()
        pygame.event.clear()
        topology.load_topology.cache_clear()


def test_the_setup_screen_takes_the_steps_the_menu_had_no_time_for(home, monkeypatch):
    """A person who leaves the menu at once (before it decoded the map pictures ahead) finds
    them decoded while the set-up screen waits, a step a frame, so the first map board does
    not decode its picture in the frame that opens it."""
    monkeypatch.setattr(mapview, "_backgrounds", {})
    monkeypatch.setattr(mapview, "_halves", {})
    monkeypatch.setattr(mapview, "_steps", [])
    monkeypatch.setattr(mapview, "_prefetched", False)
    app = make_app(home)                       # its first menu frame queues the steps
    try:
        assert mapview.prefetching() and not mapview._backgrounds
        app.push("setup", game_id="seize_rome")
        pump_until(app, lambda: not mapview.prefetching(), what="the steps taken under the set-up")
        assert len(mapview._backgrounds) == len(mapview.map_pictures())
        pump_until(app, lambda: not app.tasks.pending(), what="the scheduler at rest")
    finally:
        app.quit()
