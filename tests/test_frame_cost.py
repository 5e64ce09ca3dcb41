"""The window at rest costs about nothing: the loop draws only when something changed
or moves, screens cache what does not change, the Load screen reads each save once.

These tests drive the window's own loop (``App.cycle``) headless on the window's own clock
(moved by the test, :meth:`~games.app.app.App.use_frame_time`) and count frames, repaints of
cached layers and reads of save files; what a frame costs is measured by ``main.py bench``."""
from __future__ import annotations

import pygame
import pytest

from games.app.screenshot import default_record
from tests.app_kit import open_app, pump_until  # noqa: E402

#: the window's time step of :func:`run_loop`: a little under a frame at 60 a second
TICK = 1 / 240


def run_loop(app, seconds: float) -> int:
    """Run the window's loop for ``seconds`` of its own time, in steps of :data:`TICK` (no
    waiting for real time); the frames it drew."""
    start = app.frames
    for _ in range(round(seconds / TICK)):
        if not app.running:
            break
        app.frame_time += TICK
        app.cycle(max_wait=0)
    return app.frames - start


def settle(app):
    """Let the loop draw whatever is owed after a change (the map pictures the menu decodes
    ahead, once a process, a step a frame: the menu asks for a frame for each)."""
    for _ in range(200):
        if app.frame_due() is None:
            return
        run_loop(app, 0.1)
    assert app.frame_due() is None, "the window never came to rest"


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
    with open_app(home, size=(3000, 2000)) as app:
        help_ = app.push("help", game_id="caesar")
        app.step(1 / 60)
        painted = help_.repaints
        for _ in range(3):
            app.step(1 / 60)
        assert help_.repaints == painted       # the page was not painted again
        # scrolling draws the lines again, not the page
        help_.scroll_by(200)
        app.step(1 / 60)
        assert help_.repaints == painted


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
    with open_app(home) as app:
        scene = app.push("load")
        assert len(reads) == 6 and len(scene.entries) == 6
        app.step(1 / 60)
        opened = (len(reads), len(replays))
        for _ in range(10):
            app.step(1 / 60)
        assert (len(reads), len(replays)) == opened
        assert scene.repaints == 1


def test_an_animation_gets_every_frame(home):
    with open_app(home, anim_speed="normal") as app:
        game = app.push("game", record=default_record("caesar", 1, "en"), autosave_on=False)
        settle(app)
        box = type("Box", (), {})()
        box.x = 0.0
        game.anim.tween(box, "x", 1.0, 0.6)
        assert game.animating()
        app.cycle(max_wait=0.05)
        assert 0 < app.frame_due() <= 1 / 60 + 1e-6
        assert run_loop(app, 0.4) >= 22        # 60 a second (of the window's time)
        game.anim.skip()
        settle(app)
        assert run_loop(app, 0.5) == 0


@pytest.mark.parametrize("game", ["caesar", "imperium", "caesar_xl"])
def test_a_board_waiting_for_a_person_draws_no_frame_at_rest(home, game):
    """The glows of the places to click are steady: a board waiting for a person sleeps
    (no frame at all) from the frame after the last move, and an input draws it again."""
    with open_app(home) as app:
        scene = app.push("game", record=default_record(game, 1, "en"), autosave_on=False)
        pump_until(app, lambda: not scene.animating() and scene.board.acting and scene.worker is None,
                   what="the person's turn")     # (the computers may move first)
        settle(app)
        assert scene.board.acting and scene.frame_interval() is None
        assert run_loop(app, 2.0) == 0
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0)))
        assert run_loop(app, 0.3) >= 1
        settle(app)
        assert run_loop(app, 1.0) == 0


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
    with open_app(home, anim_speed="normal") as app:
        game = app.push("game", record=default_record("caesar", 1, "en"), autosave_on=False)
        game.board.acting = False
        settle(app)
        app.frame_time += 0.3                  # the window rests...
        box = type("Box", (), {})()
        box.x = 0.0
        game.anim.tween(box, "x", 1.0, 0.6, ease="linear")
        app.cycle(max_wait=0.05)               # ...then something starts moving
        assert 0 < box.x <= 0.05               # one frame's step, not the time slept


def test_a_handoff_opened_by_the_game_is_drawn_whole_without_an_event(home):
    """The game pushes the hand-off during a frame's update; its button must be on the screen
    before anyone moves the mouse (it was missing until the next event)."""
    from games.core.record import Record
    from tests.app_kit import seats
    with open_app(home) as app:
        app.push("game", record=Record("imperium", seats("imperium", "hh"), seed=3), autosave_on=False)
        run_loop(app, 0.6)
        top = app.top
        assert top.name == "handoff"
        rect = top.confirm_button.rect
        panel_colour = tuple(app.screen.get_at((rect.x - 12, rect.centery)))[:3]
        centre = tuple(app.screen.get_at((rect.centerx - rect.w // 3, rect.centery)))[:3]
        assert centre != panel_colour          # the button is drawn, not the bare card
