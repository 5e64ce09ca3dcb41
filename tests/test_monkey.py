"""The monkey test, short: random clicks, drags, wheel turns, keys and resizes across
every scene of every game (``main.py monkey --events N --seed S`` runs long).

Here the monkey looks for errors, leaks under a hand-off and screens never reached; how long
its frames take (the 100 ms target) is measured by ``main.py monkey`` and ``main.py bench``.
"""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.app.monkey import EPISODES, Monkey, MonkeyError  # noqa: E402
from games.core.registry import game_ids  # noqa: E402

@pytest.fixture(autouse=True)
def _home_for_every_test(home):
    yield home
    pygame.event.clear()


def test_monkey_every_scene_of_every_game():
    report = Monkey(seed=11, frame_limit=10).run(events=100)
    assert report.failures == [], report.summary()
    assert report.events >= 100 * len(game_ids())
    # every scene was on top at least once, and pass-and-play was checked both ways
    assert {"menu", "setup", "game", "pause", "help", "settings", "load", "end", "replay", "handoff"} \
        <= report.scenes, report.summary()
    assert report.handoff_frames > 0 and report.pixel_checks > 0 and report.private_frames > 0


def test_monkey_sees_the_board_drawn_under_a_handoff(monkeypatch):
    from games.app.handoff import HandoffScene
    # a hand-off that draws only its dialog over the board (no backdrop): the board shows around it
    monkeypatch.setattr(HandoffScene, "overlay", True)
    monkeypatch.setattr(HandoffScene, "draw", lambda self, surface: pygame.draw.rect(surface, (200, 180, 140),
                                                                                      self.card_rect()))
    with pytest.raises(MonkeyError, match=r"seed 4, .*drawn under a hand-off"):
        Monkey(seed=4, frame_limit=10).run(events=40, games=["catilina"], episodes=("persons",))


def test_a_handoff_drawn_a_little_differently_each_frame_is_no_leak(monkeypatch):
    """A screen over the board that draws a little more at every frame (the help page laid out
    a slice at a time after a resize) is no sign of the board: the pixel check once failed there,
    comparing the frame on the screen with one drawn later without the game."""
    from games.app.handoff import HandoffScene
    drawn = []

    def changing(self, surface):
        drawn.append(1)
        surface.fill((20 + len(drawn) % 200, 30, 40))
    monkeypatch.setattr(HandoffScene, "draw", changing)
    report = Monkey(seed=4, frame_limit=10).run(events=40, games=["catilina"], episodes=("persons",))
    assert report.failures == [] and report.pixel_checks > 0, report.summary()


def test_monkey_sees_a_view_left_on_the_board_under_a_handoff(monkeypatch):
    from games.app.scenes.game import GameScene
    opened = GameScene._open_handoff

    def leaky(self):
        opened(self)
        self.board.set_view(self.session.state.view_for(self.pending_handoff), self.pending_handoff, False)
    monkeypatch.setattr(GameScene, "_open_handoff", leaky)
    with pytest.raises(MonkeyError, match=r"seed 4, .*view under a hand-off"):
        Monkey(seed=4, frame_limit=10).run(events=40, games=["catilina"], episodes=("persons",))


def test_an_exception_names_the_seed_and_the_event(monkeypatch):
    from games.app.scenes.help import HelpScene

    def broken(self, dt):
        if self.time > 0.1:
            raise RuntimeError("broken help")
        self.time += dt
    monkeypatch.setattr(HelpScene, "update", broken)
    with pytest.raises(MonkeyError, match=r"seed 5, caesar/help event \d+ \(\w+\): RuntimeError"):
        Monkey(seed=5, frame_limit=10).run(events=30, games=["caesar"], episodes=("help",))


def test_episodes_cover_the_scenes_the_issue_names():
    assert {"menu", "setup", "persons", "mixed", "computers", "pause", "help", "settings", "load", "end",
            "replay"} == set(EPISODES)


def test_monkey_sees_a_private_view_shown_without_a_handoff(monkeypatch):
    from games.app import handoff_policy
    monkeypatch.setattr(handoff_policy, "needs_handoff", lambda *args: False)   # never hand over
    with pytest.raises(MonkeyError, match=r"seed 4, .*private view is on the board"):
        Monkey(seed=4, frame_limit=10).run(events=40, games=["catilina"], episodes=("persons",))


def test_the_frames_over_the_limit_are_profiled_the_slowest_kept():
    report = Monkey(seed=3, frame_limit=0.0, profile=2).run(events=6, games=["caesar"], episodes=("menu",))
    assert len(report.slow) + len(report.slow_opening) > 2        # every frame is over a limit of 0
    assert len(report.profiles) == 2, report.summary()
    assert [p[0] for p in report.profiles] == sorted((p[0] for p in report.profiles), reverse=True)
    assert all("app.py" in text and "(step)" in text for _, _, text in report.profiles)
    assert "PROFILE of seed 3, caesar/menu" in report.summary()
    assert Monkey(seed=3, frame_limit=0.0).run(events=3, games=["caesar"], episodes=("menu",)).profiles == []


def test_the_garbage_collections_in_a_run_are_counted(monkeypatch):
    import gc

    from games.app.app import App
    step = App.step

    def collecting(self, dt=None):
        gc.collect()
        step(self, dt)

    monkeypatch.setattr(App, "step", collecting)
    report = Monkey(seed=3, frame_limit=10).run(events=3, games=["caesar"], episodes=("menu",))
    assert report.collections[2] >= report.frames - 1, report.summary()   # all but the start-up frame
    assert "ms collecting garbage" not in "".join(report.slow)
    assert gc.callbacks.count(Monkey._collecting) == 0 and not any(
        getattr(c, "__func__", None) is Monkey._collecting for c in gc.callbacks)
