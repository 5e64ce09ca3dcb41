"""The monkey test: thousands of random clicks, drags, wheel turns, keys and window
resizes across every scene of every game, headless and seeded.

For every game of :func:`games.core.registry.game_ids` the monkey opens each scene
in turn (menu, set-up, a game with persons only, with persons and computers, with
computers only, pause, help, settings, load, the end of a finished game, replay)
and throws random events at it through the real window (``App.step``). After
every frame it checks:

- nothing raised (the message names the seed and the event index, so the run
  replays: ``main.py monkey --seed S``);
- the frame took at most ``frame_limit`` seconds of processor time (``time.process_time``:
  on a busy machine wall-clock time also counts the time others had; it is reported too).
  Every module the window may import is imported before the run (:func:`warm`), as a
  player's second start finds them compiled; ``cold=True`` (``--cold``) leaves that to the
  frames, which then also count compiling them where no bytecode is kept
  (``PYTHONDONTWRITEBYTECODE``);
- the secrets of pass-and-play (two persons or more at the screen): while a
  hand-off is on the stack, the board shows no one's view (``board.viewer`` is
  None) and nothing of the game is drawn -- the frame drawn with the game scene
  painting the whole screen in a colour of its own shows none of it; otherwise a person's view that differs from the public
  view is on the board only for the person who clicked the last hand-off.

A run, as ``tests/test_monkey.py`` makes one (it opens a headless window)::

    report = Monkey(seed=1, frame_limit=10.0).run(events=20, games=["caesar"])
    report.ok        # True

``main(["--events", "3000", "--seed", "7"])`` is ``main.py monkey``.
"""
from __future__ import annotations

import argparse
import cProfile
import gc
import importlib
import io
import os
import pkgutil
import pstats
import random
import re
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

import pygame

import games.app
from games.core import registry
from games.core.cli import play_one
from games.core.record import Record
from games.core.registry import game_ids, info
from games.core.state import SeatInfo
from games.core.views import shows_more

from . import heap
from .app import App
from .settings import Settings

#: the keys the monkey presses: (key, modifiers, text typed)
KEYS = [
    (pygame.K_ESCAPE, 0, ""), (pygame.K_F1, 0, ""), (pygame.K_F11, 0, ""),
    (pygame.K_z, pygame.KMOD_CTRL, ""), (pygame.K_z, pygame.KMOD_CTRL | pygame.KMOD_SHIFT, ""),
    (pygame.K_y, pygame.KMOD_CTRL, ""), (pygame.K_RETURN, 0, ""), (pygame.K_SPACE, 0, " "),
    (pygame.K_TAB, 0, ""), (pygame.K_LEFT, 0, ""), (pygame.K_RIGHT, 0, ""), (pygame.K_UP, 0, ""),
    (pygame.K_DOWN, 0, ""), (pygame.K_BACKSPACE, 0, ""), (pygame.K_a, 0, "a"), (pygame.K_1, 0, "1"),
]

#: what the monkey does, with weights
MOVES = (("click", 40), ("drag", 8), ("wheel", 8), ("key", 14), ("resize", 4), ("wait", 12), ("hover", 14))

#: the scenes each game is visited in
EPISODES = ("menu", "setup", "persons", "mixed", "computers", "pause", "help", "settings", "load", "end",
            "replay")


def warm() -> list[str]:
    """Import every module the window may import (the window's own, every scene, and each
    listed game's package but its tests); returns the names imported now."""
    names = [m.name for m in pkgutil.walk_packages(games.app.__path__, "games.app.")]
    for game in game_ids():
        package = registry.entry(game).package
        root = importlib.import_module(package)
        names += [m.name for m in pkgutil.walk_packages(root.__path__, package + ".")]
    new = []
    for name in names:
        if ".tests" in name or name.endswith("__main__") or name in sys.modules:
            continue
        importlib.import_module(name)
        new.append(name)
    return new


class MonkeyError(AssertionError):
    """What the monkey found; the message names the seed and the event index."""


@dataclass
class Report:
    """The result of a run."""

    seed: int
    events: int = 0
    frames: int = 0
    frame_times: list[float] = field(default_factory=list)      # seconds (perf_counter) per frame
    cpu_times: list[float] = field(default_factory=list)        # processor seconds per frame
    slow: list[str] = field(default_factory=list)        # frames over the limit (scene changes apart)
    slow_opening: list[str] = field(default_factory=list)   # frames over the limit that opened a scene
    limit: float = 0.1                                    # the limit, seconds (of the monkey's clock)
    wall_over: int = 0                                    # frames over the limit in wall-clock time
    failures: list[str] = field(default_factory=list)    # secrets shown, exceptions
    scenes: set[str] = field(default_factory=set)        # scene names seen on top
    handoff_frames: int = 0
    pixel_checks: int = 0
    private_frames: int = 0
    gc_seconds: float = 0.0                               # processor seconds spent collecting garbage
    collections: list[int] = field(default_factory=lambda: [0, 0, 0])   # collections of each generation
    profiles: list[tuple[float, str, str]] = field(default_factory=list)   # the worst frames profiled

    @property
    def ok(self) -> bool:
        return not self.failures and not self.slow and not self.slow_opening

    def worst(self) -> float:
        return max(self.frame_times, default=0.0)

    def summary(self) -> str:
        ts = sorted(self.frame_times)
        med = ts[len(ts) // 2] if ts else 0.0
        p99 = ts[min(len(ts) - 1, int(len(ts) * 0.99))] if ts else 0.0
        lines = [f"seed {self.seed}: {self.events} events, {self.frames} frames; frame median "
                 f"{med * 1000:.1f} ms, p99 {p99 * 1000:.1f} ms, max {self.worst() * 1000:.1f} ms",
                 f"scenes seen: {', '.join(sorted(self.scenes))}",
                 f"pass-and-play checks: {self.handoff_frames} frames under a hand-off "
                 f"({self.pixel_checks} by pixels), {self.private_frames} frames with a private view"]
        cs = sorted(self.cpu_times)
        cmed = cs[len(cs) // 2] if cs else 0.0
        cp99 = cs[min(len(cs) - 1, int(len(cs) * 0.99))] if cs else 0.0
        lines.append(f"processor time per frame: median {cmed * 1000:.1f} ms, p99 {cp99 * 1000:.1f} ms, "
                     f"max {max(cs, default=0.0) * 1000:.1f} ms; frames over {self.limit * 1000:.0f} ms: "
                     f"{len(self.slow)} steady, {len(self.slow_opening)} opening a scene "
                     f"({self.wall_over} in wall-clock time)")
        if self.slow or self.slow_opening:
            lines.append(f"FAIL {len(self.slow) + len(self.slow_opening)} frames over "
                         f"{self.limit * 1000:.0f} ms")
        lines += [f"SLOW {s}" for s in slowest_first(self.slow)[:20]]
        lines += [f"SLOW (opens a scene) {s}" for s in slowest_first(self.slow_opening)[:10]]
        lines.append(f"collecting garbage: {self.gc_seconds * 1000:.0f} ms of processor in all; collections of "
                     f"generations 0, 1, 2: {', '.join(map(str, self.collections))}")
        lines += [f"FAIL {f}" for f in self.failures[:20]]
        for _, what, text in self.profiles:
            lines += [f"PROFILE of {what}", text]
        return "\n".join(lines)


def slowest_first(lines: list[str]) -> list[str]:
    """Frames over the limit, the most processor time first (the summary lists the worst).

    >>> slowest_first(["a: frame 90 ms (80 ms of processor) on menu", "b: frame 99 ms (120 ms of processor) on x"])[0][0]
    'b'
    """
    def cpu(line: str) -> float:
        m = re.search(r"\(([0-9.]+) ms of processor\)", line)
        return float(m.group(1)) if m else 0.0
    return sorted(lines, key=cpu, reverse=True)


def seats_for(game: str, kinds: str, levels: tuple[str, ...] = ("random",)) -> list[SeatInfo]:
    """Seats from ``kinds`` ("h" a person, "c" a computer at one of ``levels``)."""
    gi = info(game)
    return [SeatInfo(f"P{i + 1}", "human" if k == "h" else "ai", None if k == "h" else levels[i % len(levels)],
                     gi.colours[i]) for i, k in enumerate(kinds)]


def finished_record(game: str, seed: int):
    """A record of a whole game played by random computers (for the end and replay scenes)."""
    gi = info(game)
    return play_one(game, seats_for(game, "c" * gi.min_players), seed).record


class Monkey:
    """Drives one headless window with a seeded generator (see the module's doc).

    ``frame_limit``: seconds a frame may take by ``clock`` (processor time unless told:
    ``time.perf_counter`` for wall-clock time); ``pixel_every``: check the pixels of
    one frame in that many under a hand-off (the first frame of each hand-off always);
    ``levels``: the computer seats' levels; ``profile``: run every frame under
    :mod:`cProfile` and keep the profiles of the ``profile`` slowest frames over the limit
    (the profiler slows every frame, so its figures are for finding causes, not for the
    target).
    """

    #: the lines of a kept profile (the functions of the most cumulative time)
    PROFILE_LINES = 30

    def __init__(self, seed: int = 1, size: tuple[int, int] = (1280, 800), frame_limit: float = 0.1,
                 pixel_every: int = 4, levels: tuple[str, ...] = ("random", "easy"), speed: str = "fast",
                 lang: str | None = None, clock=time.process_time, cold: bool = False, profile: int = 0):
        self.seed, self.size, self.frame_limit, self.clock = seed, size, frame_limit, clock
        self.cold, self.profile = cold, profile
        self._gc_started: float | None = None
        self._gc_frame = 0.0
        self.pixel_every, self.levels, self.speed, self.lang = pixel_every, levels, speed, lang
        self.rng = random.Random(seed)
        self.report = Report(seed, limit=frame_limit)
        self.app = None
        self._private_cache: dict = {}
        self._last_handoff = None

    # ----- the window --------------------------------------------------------------------
    def open(self) -> None:
        home = os.environ.get("LUDI_ROMANI_HOME") or tempfile.mkdtemp(prefix="ludi-monkey-")
        settings = Settings({"anim_speed": self.speed, "music": False, "lang": self.lang or "en"},
                            path=Path(home) / "monkey-settings.json")
        self.app = App(size=self.size, headless=True, settings=settings, audio=False)
        self.app.push("menu")

    def close(self) -> None:
        if self.app is not None:
            self.app.quit()
            pygame.event.clear()
            self.app = None

    # ----- the run ---------------------------------------------------------------------
    def run(self, events: int = 300, games: list[str] | None = None,
            episodes: tuple[str, ...] = EPISODES) -> Report:
        """``events`` random events per game, spread over the ``episodes`` (scenes); returns
        the report (raises :class:`MonkeyError` at the first exception or secret shown)."""
        games = list(games or game_ids())
        if not self.cold:
            warm()
        if self.app is None:
            self.open()
        self.frame("start-up open")
        heap.settle()                      # as the window's loop does after its first frame
        gc.callbacks.append(self._collecting)
        try:
            for game in games:
                per = max(1, events // len(episodes))
                for k, episode in enumerate(episodes):
                    n = per if k < len(episodes) - 1 else events - per * (len(episodes) - 1)
                    self.start(game, episode)
                    for _ in range(max(0, n)):
                        self.event(f"{game}/{episode}")
        finally:
            gc.callbacks.remove(self._collecting)
            heap.unsettle()
            self.close()
        return self.report

    def _collecting(self, phase: str, info: dict) -> None:
        """The garbage collector's callback: counts the processor time of each collection."""
        if phase == "start":
            self._gc_started = time.process_time()
            self.report.collections[info["generation"]] += 1
        elif self._gc_started is not None:
            spent = time.process_time() - self._gc_started
            self._gc_frame += spent
            self.report.gc_seconds += spent
            self._gc_started = None

    def start(self, game: str, episode: str) -> None:
        """Open the scene of ``episode`` for ``game`` (from the menu)."""
        app, rng = self.app, self.rng
        app.running = True
        app.reset("menu")
        gi = info(game)
        n = rng.randint(max(2, gi.min_players), gi.max_players)
        seed = rng.randrange(1 << 30)
        if episode == "setup":
            app.push("setup", game_id=game)
        elif episode in ("persons", "mixed", "computers", "pause"):
            kinds = {"persons": "h" * n, "computers": "c" * n, "pause": "h" * n}.get(episode)
            if kinds is None:
                kinds = "".join(rng.choice("hc") for _ in range(n))
                kinds = "hh" + kinds[2:] if n > 2 else "hc"
            game_scene = app.push("game", record=Record(game, seats_for(game, kinds, self.levels), seed))
            if episode == "pause":
                self.frame(f"{game}/{episode} open")
                app.push("pause", host=game_scene)
        elif episode == "help":
            app.push("help", game_id=game)
        elif episode in ("settings", "load"):
            app.push(episode)
        elif episode in ("end", "replay"):
            record = finished_record(game, seed)
            if episode == "end":
                app.push("game", record=record)
            else:
                app.push("replay", record=record)
        self.frame(f"{game}/{episode} open")

    # ----- events ------------------------------------------------------------------------
    def targets(self) -> list[pygame.Rect]:
        """Rectangles worth clicking: the top scene's widgets and the board's hotspots."""
        app = self.app
        rects = []
        top = app.top
        if top is not None:
            rects += [w.rect for w in getattr(top, "widgets", []) if hasattr(w, "rect")]
            board = getattr(top, "board", None)
            if board is not None:
                rects += [h.rect for h in board.hotspots if getattr(h, "enabled", True)]
        return [r for r in rects if r.w > 0 and r.h > 0]

    def point(self) -> tuple[int, int]:
        w, h = self.app.size
        rects = self.targets()
        if rects and self.rng.random() < 0.7:
            r = self.rng.choice(rects)
            return (self.rng.randint(r.left, r.right - 1), self.rng.randint(r.top, r.bottom - 1))
        return (self.rng.randrange(w), self.rng.randrange(h))

    def event(self, where: str) -> None:
        """One random move of the monkey, then its frames."""
        rng, post = self.rng, pygame.event.post
        index = self.report.events
        self.report.events += 1
        move = rng.choices([m for m, _ in MOVES], [w for _, w in MOVES])[0]
        desc = f"{where} event {index} ({move})"
        try:
            if move in ("click", "hover"):
                pos = self.point()
                post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
                if move == "click":
                    button = rng.choice((1, 1, 1, 1, 3))
                    post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
                    post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
                self.frame(desc)
            elif move == "drag":
                a, b = self.point(), self.point()
                post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1))
                self.frame(desc)
                steps = rng.randint(2, 5)
                for k in range(1, steps + 1):
                    p = (a[0] + (b[0] - a[0]) * k // steps, a[1] + (b[1] - a[1]) * k // steps)
                    post(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0)))
                    self.frame(desc)
                post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1))
                self.frame(desc)
            elif move == "wheel":
                pos = self.point()
                dy = rng.choice((-3, -1, 1, 3))
                post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
                post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=dy, flipped=False, precise_x=0.0,
                                        precise_y=float(dy), touch=False))
                post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=4 if dy > 0 else 5))
                post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=4 if dy > 0 else 5))
                self.frame(desc)
            elif move == "key":
                key, mod, uni = rng.choice(KEYS)
                post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=uni, scancode=0))
                if uni:
                    post(pygame.event.Event(pygame.TEXTINPUT, text=uni))
                post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=uni, scancode=0))
                self.frame(desc)
            elif move == "resize":
                size = (rng.randint(640, 1700), rng.randint(480, 1050))
                post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
                post(pygame.event.Event(pygame.WINDOWRESIZED, x=size[0], y=size[1]))
                self.frame(desc)
            else:
                for _ in range(rng.randint(3, 30)):
                    self.frame(desc)
        except MonkeyError:
            raise
        except Exception as exc:
            raise MonkeyError(f"seed {self.seed}, {desc}: {exc!r}") from exc
        if not self.app.running or not self.app.stack:
            self.app.running = True
            self.app.reset("menu")
            self.frame(desc)

    # ----- a frame and its checks --------------------------------------------------------
    def frame(self, desc: str) -> None:
        app = self.app
        before = [id(s) for s in app.stack]
        profiler = cProfile.Profile(time.process_time) if self.profile else None
        self._gc_frame = 0.0
        t0, c0 = time.perf_counter(), time.process_time()
        m0 = self.clock()
        if profiler is not None:
            profiler.enable()
        app.step(1 / 60)
        if profiler is not None:
            profiler.disable()
        measured = self.clock() - m0
        dt, cpu = time.perf_counter() - t0, time.process_time() - c0
        r = self.report
        r.frames += 1
        r.frame_times.append(dt)
        r.cpu_times.append(cpu)
        if dt > self.frame_limit:
            r.wall_over += 1
        if measured > self.frame_limit:
            opening = desc.endswith(" open") or before != [id(s) for s in app.stack]
            collecting = f", {self._gc_frame * 1000:.0f} ms collecting garbage" if self._gc_frame >= 0.001 else ""
            line = (f"seed {self.seed}, {desc}: frame {dt * 1000:.0f} ms ({cpu * 1000:.0f} ms of processor"
                    f"{collecting}) on {self.stack_names()}")
            (r.slow_opening if opening else r.slow).append(line)
            if profiler is not None:
                self.keep_profile(cpu, line, profiler)
        if app.top is not None:
            r.scenes.add(app.top.name)
        if app.running and app.stack:
            self.check_secrets(desc)

    def keep_profile(self, cpu: float, line: str, profiler: cProfile.Profile) -> None:
        """Keep the profile of a frame over the limit when it is among the ``profile`` slowest."""
        kept = self.report.profiles
        if len(kept) >= self.profile and cpu <= kept[-1][0]:
            return
        out = io.StringIO()
        pstats.Stats(profiler, stream=out).sort_stats("cumulative").print_stats(self.PROFILE_LINES)
        kept.append((cpu, line, out.getvalue()))
        kept.sort(key=lambda k: -k[0])
        del kept[self.profile:]

    def stack_names(self) -> str:
        return "/".join(s.name for s in self.app.stack)

    def fail(self, desc: str, what: str) -> None:
        msg = f"seed {self.seed}, {desc}: {what} (scenes {self.stack_names()})"
        self.report.failures.append(msg)
        raise MonkeyError(msg)

    def check_secrets(self, desc: str) -> None:
        """The pass-and-play checks of the module's doc, on the frame just drawn."""
        app = self.app
        game = app.find("game")
        if game is None or len(game.humans) < 2:
            return
        board = game.board
        handoff = app.find("handoff")
        if handoff is not None:
            self.report.handoff_frames += 1
            if board.viewer is not None:
                self.fail(desc, f"the board shows seat {board.viewer}'s view under a hand-off")
            first = handoff is not self._last_handoff
            self._last_handoff = handoff
            if first or self.rng.randrange(self.pixel_every) == 0:
                self.report.pixel_checks += 1
                if not self.same_without(game):
                    self.fail(desc, "something of the game is drawn under a hand-off")
            return
        viewer = board.viewer
        if viewer is None:
            return
        state = game.session.state
        key = (id(game), len(game.record.actions), game.generation, viewer)
        private = self._private_cache.get(key)
        if private is None:
            private = shows_more(state, viewer)
            self._private_cache = {key: private}
        if private:
            self.report.private_frames += 1
            if viewer != game.guard:
                self.fail(desc, f"seat {viewer}'s private view is on the board, but the last hand-off "
                                f"was clicked by {game.guard}")

    def same_without(self, game) -> bool:
        """True when nothing the game scene draws reaches the screen: the frame is drawn twice
        with the game scene painting the whole screen in a colour of its own (magenta, then
        green), and no pixel shows that colour in both drawings at one place. (A frame drawn
        without the game was compared with the frame on the screen before: that failed where a
        scene above the hand-off was still laying itself out, the help page after a resize,
        which draws a little more at every frame.)"""
        app = self.app
        size = app.screen.get_size()
        shown = None
        for colour in ((255, 0, 255), (0, 255, 0)):
            probe = pygame.Surface(size)
            game.draw = lambda surface, c=colour: surface.fill(c)     # the instance's draw hides the class's
            try:
                app.draw(probe)
            finally:
                del game.draw
            mask = pygame.mask.from_threshold(probe, colour, (1, 1, 1, 255))
            shown = mask if shown is None else shown.overlap_mask(mask, (0, 0))
        return shown.count() == 0


def headless_command(parser: argparse.ArgumentParser, argv: list[str] | None, name: str) -> argparse.Namespace:
    """The arguments of the command ``name`` (the command table passes its name first), with
    SDL's dummy drivers and a throwaway data folder unless the caller set their own."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == [name]:
        argv = argv[1:]
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    if "LUDI_ROMANI_HOME" not in os.environ:
        os.environ["LUDI_ROMANI_HOME"] = tempfile.mkdtemp(prefix=f"ludi-{name}-")
    return args

def main(argv: list[str] | None = None) -> int:
    """``main.py monkey [--events N] [--seed S] [--game ID] [--limit-ms MS]``: prints the
    report; 0 when nothing was found."""
    p = argparse.ArgumentParser(prog="ludi-romani monkey", description="Random clicks on every scene of every game, looking for crashes and slow frames.")
    p.add_argument("--events", type=int, default=3000, help="random events per game")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--game", action="append", choices=list(game_ids()), help="only this game (repeatable)")
    p.add_argument("--limit-ms", type=float, default=100.0, help="the longest frame allowed (processor time)")
    p.add_argument("--levels", default="random,easy", help="computer seats' levels, comma-separated")
    p.add_argument("--lang", choices=("en", "ja"), default="en")
    p.add_argument("--profile", type=int, default=0, metavar="N",
                   help="profile every frame and print the profiles of the N slowest over the limit")
    p.add_argument("--cold", action="store_true",
                   help="do not import the window's modules first (frames then count compiling them)")
    args = headless_command(p, argv, "monkey")
    monkey = Monkey(args.seed, frame_limit=args.limit_ms / 1000, levels=tuple(args.levels.split(",")),
                    lang=args.lang, cold=args.cold, profile=args.profile)
    try:
        report = monkey.run(args.events, args.game)
    except MonkeyError as exc:
        print(monkey.report.summary())
        print(f"FAILED: {exc}")
        return 1
    print(report.summary())
    return 0 if report.ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
