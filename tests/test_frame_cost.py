"""The window at rest costs about nothing: the loop draws only when something changed
or moves, screens cache what does not change, the Load screen reads each save once.

These tests drive the window's own loop (``App.cycle``) headless and count frames,
repaints of cached layers and reads of save files."""
from __future__ import annotations

import time

import pygame
import pytest

#: frame and thinking times: ``main.py test`` runs these alone, after the rest
pytestmark = pytest.mark.timing

from games.app.screenshot import default_record
from tests.app_kit import app, board_at_rest, home, make_app  # noqa: E402,F401


def run_loop(app, seconds: float) -> int:
    """Run the window's loop for ``seconds`` of wall time; the frames it drew."""
    start = app.frames
    end = time.monotonic() + seconds
    while time.monotonic() < end and app.running:
        app.cycle(max_wait=max(0.0, end - time.monotonic()))
    return app.frames - start


def settle(app):
    """Let the loop draw whatever is owed after a change (the map pictures the menu decodes
    ahead, once a process, taken first: the menu asks for a frame for each)."""
    from games.app.mapview import wait_prefetched
    wait_prefetched()
    for _ in range(5):
        app.cycle(max_wait=0.05)


def test_menu_at_rest_draws_no_frame_for_a_second(app):
    settle(app)
    assert app.frame_due() is None
    assert run_loop(app, 1.0) == 0
    # an event draws one frame, and then the loop rests again
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_a, mod=0, unicode="", scancode=0))
    assert run_loop(app, 0.3) >= 1
    assert run_loop(app, 0.5) == 0


def test_a_toast_is_drawn_and_so_is_its_end(app):
    settle(app)
    app.toast("Saved.", seconds=0.3)
    assert app.frame_due() == 0.0
    assert run_loop(app, 0.1) == 1            # shown once, not redrawn while it stays
    assert run_loop(app, 0.5) == 1            # drawn away when it ends
    assert not app.toasts and run_loop(app, 0.3) == 0


def test_help_page_second_frame_is_a_cache_hit_at_3000x2000(home):
    app = make_app(home, size=(3000, 2000))
    try:
        help_ = app.push("help", game_id="caesar")
        app.step(1 / 60)
        painted = help_.repaints
        best = 1e9
        for _ in range(3):
            t = time.process_time()
            app.step(1 / 60)
            best = min(best, time.process_time() - t)
        assert help_.repaints == painted       # the page was not painted again
        # a frame is one blit of the cached page plus the visible lines (was 80-240 ms)
        assert best < 0.025, best
        # scrolling draws the lines again, not the page
        help_.scroll_by(200)
        app.step(1 / 60)
        assert help_.repaints == painted
    finally:
        app.quit()


def test_load_screen_reads_each_save_once(home, monkeypatch):
    from games.core.record import Record
    from games.core.saves import save_named
    from games.app.scenes import load as load_mod
    for i in range(6):
        save_named(default_record(["caesar", "imperium", "catilina"][i % 3], i, "en"), f"game {i}")
    reads, replays = [], []
    real_load, real_replay = load_mod.load_record, Record.replay
    monkeypatch.setattr(load_mod, "load_record", lambda path, *a, **k: reads.append(path) or real_load(path, *a, **k))
    monkeypatch.setattr(Record, "replay", lambda self, *a, **k: replays.append(1) or real_replay(self, *a, **k))
    app = make_app(home)
    try:
        scene = app.push("load")
        assert len(reads) == 6 and len(scene.entries) == 6
        app.step(1 / 60)
        opened = (len(reads), len(replays))
        for _ in range(10):
            app.step(1 / 60)
        assert (len(reads), len(replays)) == opened
        assert scene.repaints == 1
    finally:
        app.quit()


def test_an_animation_gets_every_frame(home):
    app = make_app(home, anim_speed="normal")
    try:
        game = app.push("game", record=default_record("caesar", 1, "en"), autosave_on=False)
        settle(app)
        box = type("Box", (), {})()
        box.x = 0.0
        game.anim.tween(box, "x", 1.0, 0.6)
        assert game.animating()
        app.cycle(max_wait=0.05)
        assert 0 < app.frame_due() <= 1 / 60 + 1e-6
        assert run_loop(app, 0.4) >= 12        # 60 a second, even on a busy test machine
        game.anim.skip()
        game.board.acting = False              # no breathing glows: the board rests
        settle(app)
        assert run_loop(app, 0.5) == 0
    finally:
        app.quit()


def test_a_board_waiting_for_a_person_breathes_slowly(home):
    app = make_app(home)
    try:
        game = app.push("game", record=default_record("caesar", 1, "en"), autosave_on=False)
        settle(app)
        assert game.board.acting and not game.animating()
        n = run_loop(app, 0.5)
        assert 3 <= n <= 14                    # about 20 a second, not 60
        # a few seconds after the last input or move the glows rest: no frame at all
        game.last_activity -= 60
        assert game.frame_interval() is None
        assert run_loop(app, 0.5) == 0
        # the next input wakes them
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0)))
        assert run_loop(app, 0.3) >= 2
    finally:
        app.quit()


def test_a_board_painted_whole_to_breathe_steps_its_glows_at_a_lower_rate(home):
    """Imperium's board keeps no still picture at rest: each breathing frame paints it whole
    (4-9 ms), so its glows step at 8 frames a second, not 20; Caesar's, kept at rest, breathes
    at 20 (the test above)."""
    from games.app.scenes.game import AMBIENT_FPS, AMBIENT_WHOLE_FPS
    app = make_app(home)
    try:
        game = app.push("game", record=default_record("imperium", 1, "en"), autosave_on=False)
        end = time.monotonic() + 30             # (the computers choose their cards meanwhile)
        while (game.animating() or not game.board.acting) and time.monotonic() < end:
            app.cycle(max_wait=0.05)
        settle(app)
        assert game.board.acting and not game.animating() and not game.board.kept_still
        assert game.frame_interval() == pytest.approx(1 / AMBIENT_WHOLE_FPS) and AMBIENT_WHOLE_FPS < AMBIENT_FPS
        n = run_loop(app, 1.0)
        assert 3 <= n <= 11, n                  # about 8 a second
    finally:
        app.quit()


def test_a_hover_change_redraws(app, monkeypatch):
    menu = app.top
    settle(app)
    painted = menu.repaints
    rect, gid, img_h = menu.tiles[0]
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(1, 1), buttons=(0, 0, 0)))
    assert run_loop(app, 0.2) >= 1
    assert menu.repaints == painted + 1
    from games.app.scenes.common import GOLD_LIGHT
    assert tuple(app.screen.get_at((rect.centerx, rect.y + 1)))[:3] == tuple(GOLD_LIGHT)[:3]
    # moving within the same tile draws a frame but paints nothing again
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(rect.centerx + 3, rect.centery),
                                         rel=(3, 0), buttons=(0, 0, 0)))
    assert run_loop(app, 0.2) >= 1 and menu.repaints == painted + 1


def test_an_animation_started_after_a_rest_starts_from_its_beginning(home):
    app = make_app(home, anim_speed="normal")
    try:
        game = app.push("game", record=default_record("caesar", 1, "en"), autosave_on=False)
        game.board.acting = False
        settle(app)
        time.sleep(0.3)                        # the window rests...
        box = type("Box", (), {})()
        box.x = 0.0
        game.anim.tween(box, "x", 1.0, 0.6, ease="linear")
        app.cycle(max_wait=0.05)               # ...then something starts moving
        assert 0 < box.x <= 0.05               # one frame's step, not the time slept
    finally:
        app.quit()


def test_a_handoff_opened_by_the_game_is_drawn_whole_without_an_event(home):
    """The game pushes the hand-off during a frame's update; its button must be on the screen
    before anyone moves the mouse (it was missing until the next event)."""
    from games.core.record import Record
    from tests.app_kit import seats
    app = make_app(home)
    try:
        app.push("game", record=Record("imperium", seats("imperium", "hh"), seed=3), autosave_on=False)
        run_loop(app, 0.6)
        top = app.top
        assert top.name == "handoff"
        rect = top.confirm_button.rect
        panel_colour = tuple(app.screen.get_at((rect.x - 12, rect.centery)))[:3]
        centre = tuple(app.screen.get_at((rect.centerx - rect.w // 3, rect.centery)))[:3]
        assert centre != panel_colour          # the button is drawn, not the bare card
    finally:
        app.quit()


@pytest.mark.parametrize("game,share", [("seize_rome", 0.35), ("caesar_xl", 0.35)])
def test_a_board_at_rest_draws_its_frames_from_the_kept_picture(home, game, share):
    """A board waiting for a person breathes 20 frames a second for a few seconds; each such
    frame blits the board kept at rest (``tests/test_still_layers.py`` checks the pixels)
    instead of painting it whole. Measured loosely, in processor time, against the same board
    painted whole in the same run (the least of 12 frames each): the map boards' frames cost
    a third of that at most (about 1 ms against 5-10 ms at 1280x800, the top bar and the log
    kept too). Caesar's board is kept too (only the halo of the panel to act and the squares'
    glows are drawn over it at every frame); its frames are not timed here:
    ``tests/test_still_layers.py`` checks that it is kept, paints no panel at rest, and its
    pixels."""
    app = make_app(home, speed="normal")
    try:
        game_scene = board_at_rest(app, game, "ha")
        board = game_scene.board

        from games.app.board import StillLayer
        kept_layers = [v for v in list(vars(board).values()) + [game_scene.still_top, game_scene.still_log]
                       if isinstance(v, StillLayer)]

        def least(whole: bool) -> float:
            best = 1e9
            for _ in range(12):
                for layer in kept_layers if whole else ():
                    layer.forget()
                start = time.process_time()
                app.draw(app.screen)
                best = min(best, time.process_time() - start)
            return best
        kept = least(False)
        assert board.kept_still
        board.still_key = lambda: None           # painted whole every frame, as before
        whole = least(True)
        assert kept < share * whole, (game, kept, whole)
    finally:
        app.quit()
