"""``main.py bench``: how fast the suite is on this machine, printed as a table and
written as JSON (``--out``, default ``bench.json`` in the current folder).

What it measures, and the targets it checks:

- seconds from process start to the first drawn menu frame, beside a bare
  pygame-ce + pygame_gui window drawing one frame in the same run (the floor);
  target: within 5x the floor;
- frame time (median, 99th percentile, max) while each board animates at 1280x800
  (computers only, random players, normal animation speed); target: 99th
  percentile at most 16.7 ms;
- processor time of the frames that open a board or a help page (English and Japanese,
  1280x800 and 3000x2000) and resize the window to 2560x1600, the worst frame of a long
  game's end screen, the frame that opens its replay, the menu's after it, and the worst
  frame that starts each game from the set-up screen; target: 100 ms (median);
- the frame loop's pace while a computer thinks in its helper process, and while the advice
  of Caesar XL is thought of there: the median wall-clock work of a frame beside the quiet
  frames'; target: within 2x;
- processor time of every frame of a monkey run (random events across every scene of
  every game); target: no frame over 100 ms;
- processor time of wrapping a 100,000-character name; target: 5 s;
- processor use of the window left alone on the menu and on each board waiting for a
  person (the real loop, ``App.cycle``: it draws only the frames that are due, none on a
  board waiting for a person, and sleeps in SDL's event wait otherwise), beside SDL's
  event wait alone (the floor of a window at rest on this video driver);
- the computer players' decision time per game, level and player count, in
  processor time (median, 95th percentile, max); target: hard decisions within the
  player's own cap (its ``seconds``);
- random playouts and search iterations per second of each engine
  (:mod:`games.core.bench`);
- peak memory of a window process that plays every game's board (target: under
  200 MB), and of the benchmark's own process (everything above in one process).

Not part of the default test run (it takes minutes). ``--quick`` measures less.
"""
from __future__ import annotations

import argparse
import json
import logging
import os
import platform
import random
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import pygame

from games.caesar.rules import new_game
from games.core import caches
from games.core.bench import BusyPlayer, engine_benchmarks, summary
from games.core.chance import CHANCE, sample
from games.core.players import RandomPlayer
from games.core.record import Record
from games.core.registry import all_game_ids, game_ids, info, rules
from games.core.saves import autosave
from games.core.state import SeatInfo

from . import worker as W
from .app import App
from .bench_doc import DOC, table, write_doc
from .draw import wrap_text
from .explaining import Adviser, explain_ref
from .fonts import Fonts
from .mapview import wait_prefetched
from .monkey import Monkey, MonkeyError, headless_command, slowest_first
from .scenes import help as help_module
from .settings import Settings

log = logging.getLogger(__name__)

#: what the targets allow
FIRST_FRAME_FACTOR = 5.0
FRAME_P99 = 1 / 60
PEAK_MB = 200.0
#: processor seconds a frame that opens a screen or resizes the window may take (median)
FRAME_LIMIT = 0.100
#: the frames' work while a computer thinks in its helper process, against the quiet frames'
PACE_FACTOR = 2.0
#: processor seconds wrapping a 100,000-character name may take
WRAP_LIMIT = 5.0

#: the child that opens the suite's window on the menu and draws one frame
APP_CHILD = """
import time
from pathlib import Path
from games.app.app import App
app = App(size=(1280, 800))
app.push("menu")
app.step(1 / 60)
print(repr(time.time()))
app.quit()
"""

#: the floor: a bare pygame-ce + pygame_gui window with one button, one frame
FLOOR_CHILD = """
import time
import pygame, pygame_gui
pygame.init()
screen = pygame.display.set_mode((1280, 800), pygame.RESIZABLE)
manager = pygame_gui.UIManager((1280, 800))
pygame_gui.elements.UIButton(pygame.Rect(540, 375, 200, 50), "Play", manager=manager)
pygame.event.get()
manager.update(1 / 60)
screen.fill((20, 14, 12))
manager.draw_ui(screen)
pygame.display.flip()
print(repr(time.time()))
"""


#: the child that plays every game's board (computers only, animated) and tells its peak memory
MEMORY_CHILD = """
from games.app.app import App
from games.core.record import Record
from games.core.registry import game_ids, info
from games.core.state import SeatInfo
app = App(size=(1280, 800))
app.push("menu")
app.step(1 / 60)
for game in game_ids():
    gi = info(game)
    n = min(max(gi.min_players, 3), gi.max_players)
    seats = [SeatInfo(f"P{i + 1}", "ai", "random", gi.colours[i]) for i in range(n)]
    app.reset("game", record=Record(game, seats, 1))
    for _ in range(FRAMES):
        app.step(1 / 60)
app.reset("menu")
app.step(1 / 60)
from games.app.bench import peak_mb
print(peak_mb())
app.quit()
"""


def _child_env(home: str) -> dict[str, str]:
    env = dict(os.environ)
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    env["LUDI_ROMANI_HOME"] = home
    env["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    root = str(Path(__file__).resolve().parent.parent.parent)
    env["PYTHONPATH"] = root + os.pathsep + env.get("PYTHONPATH", "")
    return env


def time_to_frame(code: str, home: str) -> float:
    """Seconds from starting a Python process running ``code`` to the time it prints
    (right after its first frame is drawn)."""
    t0 = time.time()
    out = subprocess.run([sys.executable, "-c", code], env=_child_env(home), capture_output=True, text=True,
                         timeout=120)
    if out.returncode != 0:
        raise RuntimeError(out.stderr.strip().splitlines()[-1] if out.stderr.strip() else "child failed")
    return float(out.stdout.strip().splitlines()[-1]) - t0


def first_frame(runs: int = 3) -> dict[str, Any]:
    """The suite's first menu frame and the floor, ``runs`` times each, alternating."""
    home = tempfile.mkdtemp(prefix="ludi-bench-")
    app, floor = [], []
    for _ in range(runs):
        floor.append(time_to_frame(FLOOR_CHILD, home))
        app.append(time_to_frame(APP_CHILD, home))
    a, f = summary(app)["median"], summary(floor)["median"]
    return {"app_s": a, "floor_s": f, "ratio": a / f if f else 0.0, "app_runs": app, "floor_runs": floor,
            "ok": a <= FIRST_FRAME_FACTOR * f}


def window_peak_mb(frames: int = 600) -> float:
    """Peak memory (MB) of a window process that opens the menu and plays every game's board
    for ``frames`` frames each (the suite as a player runs it)."""
    home = tempfile.mkdtemp(prefix="ludi-bench-")
    out = subprocess.run([sys.executable, "-c", MEMORY_CHILD.replace("FRAMES", str(frames))],
                         env=_child_env(home), capture_output=True, text=True, timeout=600)
    if out.returncode != 0:
        raise RuntimeError(out.stderr.strip().splitlines()[-1] if out.stderr.strip() else "child failed")
    return float(out.stdout.strip().splitlines()[-1])


def _app(speed: str = "normal"):
    home = os.environ.get("LUDI_ROMANI_HOME") or tempfile.mkdtemp(prefix="ludi-bench-")
    settings = Settings({"anim_speed": speed, "music": False}, path=Path(home) / "bench-settings.json")
    app = App(size=(1280, 800), headless=True, settings=settings, audio=False)
    app.push("menu")
    app.step(1 / 60)
    wait_prefetched()           # (the map pictures the menu decodes a step a frame after its first)
    return app


def _computers(game: str) -> str:
    """Three computer seats, or as many as the game takes (CAESAR! and Caesar XL: two)."""
    gi = info(game)
    return "c" * min(max(gi.min_players, 3), gi.max_players)


def _record(game: str, kinds: str, seed: int):
    gi = info(game)
    seats = [SeatInfo(f"P{i + 1}", "human" if k == "h" else "ai", None if k == "h" else "random", gi.colours[i])
             for i, k in enumerate(kinds)]
    return Record(game, seats, seed)


def animation_frames(game: str, frames: int = 900, seed: int = 1, seconds: float = 60.0) -> dict[str, Any]:
    """Frame times (``perf_counter``) of ``frames`` frames during which ``game``'s board
    animates, computers only, at 1280x800 (the frames between, while a computer's helper
    process starts or thinks, are drawn but not counted; at most ``seconds`` of wall-clock
    time). No frame measured is not a pass: ``ok`` is then False and ``frames`` 0."""
    app = _app("normal")
    try:
        scene = app.push("game", record=_record(game, _computers(game), seed))
        app.step(1 / 60)
        times: list[float] = []
        cpu: list[float] = []
        deadline = time.perf_counter() + seconds
        while len(times) < frames and time.perf_counter() < deadline:
            moving = scene.anim.busy() or scene.board.busy()
            t0, c0 = time.perf_counter(), time.process_time()
            app.step(1 / 60)
            dt = time.perf_counter() - t0
            if moving:
                times.append(dt)
                cpu.append(time.process_time() - c0)
            if app.top is not scene:        # the end of the game: a new one
                if scene.session.state.is_over():
                    scene = app.reset("game", record=_record(game, _computers(game),
                                                             seed + len(times) + 1))
                else:
                    app.pop()
    finally:
        app.quit()
        pygame.event.clear()
    out = {"game": game, "size": [1280, 800]}
    out.update(summary(times))
    out["cpu"] = summary(cpu)
    out["ok"] = bool(times) and out["p99"] <= FRAME_P99
    return out


def _cpu(fn, setup=None) -> float:
    """Processor seconds of ``fn()`` (after ``setup()``, not counted)."""
    if setup is not None:
        setup()
    start = time.process_time()
    fn()
    return time.process_time() - start


def opening_frames(games: list[str], tries: int = 3) -> list[dict[str, Any]]:
    """Processor time of the frames that open a screen or change the window's size: each
    board from the menu (a person and computers), each game's help page in English and
    Japanese at 1280x800 and 3000x2000 (its first frame, laid out afresh), and a resize to
    2560x1600 over a board and over the help page; the first try (what a process pays once:
    imports, fonts, art) and the median of ``tries`` more. Only the frame that opens the screen
    is counted (the menu's frame before it is drawn first, as a player sees it)."""
    rows: list[dict[str, Any]] = []

    def row(what: str, fn, setup=None) -> None:
        first = _cpu(fn, setup)
        again = sorted(_cpu(fn, setup) for _ in range(tries))
        rows.append({"what": what, "first": first, "median": again[len(again) // 2], "max": again[-1],
                     "ok": again[len(again) // 2] <= FRAME_LIMIT})

    app = _app("normal")
    try:
        def menu():
            app.reset("menu")
            app.step(1 / 60)

        def board(game):
            def open_it():
                app.push("game", record=_record(game, "h" + "c" * (max(2, info(game).min_players) - 1), 1))
                app.step(1 / 60)
            return open_it
        for game in [g for g in all_game_ids() if g in games or g not in game_ids()]:
            row(f"open the board: {game}", board(game), menu)
        for size in ((1280, 800), (3000, 2000)):
            for lang in ("en", "ja"):
                app.set_lang(lang)
                app.resized(size)
                app.step(1 / 60)
                for game in games:
                    def help_page(game=game):
                        app.push("help", game_id=game)
                        app.step(1 / 60)

                    def fresh_menu():
                        caches.kept(f"{help_module.__name__}.pages").clear()   # its laid-out pages
                        menu()
                    row(f"open help: {game} {lang} {size[0]}x{size[1]}", help_page, fresh_menu)
        app.set_lang("en")
        app.resized((1280, 800))

        def resize_to_and_back():
            worst = 0.0
            for size in ((2560, 1600), (1280, 800)):
                pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
                worst = max(worst, _cpu(lambda: app.step(1 / 60)))
            return worst
        for game in games + ["help"]:
            if game == "help":
                app.reset("menu")
                app.push("help", game_id=games[0])
            else:
                board(game)()
            app.step(1 / 60)
            first = resize_to_and_back()
            again = sorted(resize_to_and_back() for _ in range(tries))
            rows.append({"what": f"resize to 2560x1600 over {'help' if game == 'help' else game}", "first": first,
                         "median": again[len(again) // 2], "max": again[-1],
                         "ok": again[len(again) // 2] <= FRAME_LIMIT})
    finally:
        app.quit()
        pygame.event.clear()
    return rows


def long_xl_record(seed: int = 4):
    """A finished random game of Caesar XL of over 600 actions (seed 4: the long game the
    frame tests were written for)."""
    record = Record("caesar_xl", [SeatInfo("P1"), SeatInfo("P2")], seed=seed)
    state, rng = record.new_state(), random.Random(seed)
    while state.to_act():
        seat = rng.choice(state.to_act())
        action = sample(state.chance_outcomes(), rng) if seat == CHANCE else rng.choice(state.legal_actions(seat))
        state.apply(seat, action)
        record.actions.append((seat, action))
    return record


def _opening_row(what: str, tries: list[float]) -> dict[str, Any]:
    """A row of the opening table: the first try, and the median and max of the others."""
    again = sorted(tries[1:] or tries[:1])
    return {"what": what, "first": tries[0], "median": again[len(again) // 2], "max": again[-1],
            "ok": again[len(again) // 2] <= FRAME_LIMIT}


def long_game_frames(games: list[str], tries: int = 3) -> list[dict[str, Any]]:
    """Processor time of the frames that open a long finished game (Caesar XL, over 600 actions):
    the worst frame of its end screen after the first (the score chart is replayed a slice at a
    time), the frame that opens its replay, and the menu's frame after its autosave; and the
    worst of the three frames that start a game from the set-up screen (its "Starting..." frame,
    then the one that builds the board), for each of ``games``. ``tries`` + 1 of each."""
    app = _app("normal")
    rows: list[dict[str, Any]] = []

    def menu():
        app.reset("menu")
        app.step(1 / 60)
    try:
        if "caesar_xl" in games:
            record = long_xl_record()
            ends, replays = [], []
            for _ in range(tries + 1):
                menu()
                game = app.push("game", record=record)        # finished: its end screen opens at once
                frames = []
                for _ in range(400):
                    frames.append(_cpu(lambda: app.step(1 / 60)))
                    if app.top.name == "end" and app.top.scores.done:
                        break
                else:
                    raise RuntimeError("a long game's end screen did not finish its chart in 400 frames")
                ends.append(max(frames[1:], default=0.0))
                replays.append(_cpu(lambda g=game: (g.open_replay(), app.step(1 / 60))))
                if app.top.name != "replay" or not app.top.finished:
                    raise RuntimeError("the replay of a long game did not open at its end")
            rows.append(_opening_row(f"end screen of a long game ({len(record.actions)} actions), worst frame",
                                     ends))
            rows.append(_opening_row("open the replay of a long game", replays))
            autosave(record)
            rows.append(_opening_row("the menu after a long finished game",
                                     [_cpu(lambda: (app.reset("menu"), app.step(1 / 60))) for _ in range(tries + 1)]))

        def start(game: str) -> float:
            menu()
            app.push("setup", game_id=game)
            app.step(1 / 60)
            app.top.start()
            worst = max(_cpu(lambda: app.step(1 / 60)) for _ in range(3))
            if app.top.name != "game":
                raise RuntimeError(f"{game}: the set-up screen did not open the board in 3 frames")
            return worst
        for game in games:
            rows.append(_opening_row(f"start from the set-up screen: {game}, worst of 3 frames",
                                     [start(game) for _ in range(tries + 1)]))
    finally:
        app.quit()
        pygame.event.clear()
    return rows


def _paced_frames(seconds: float) -> tuple[list[float], list[float], list[float]]:
    """A frame-like loop for ``seconds``: some Python work, then a sleep to 60 frames a second;
    the wall-clock time of each frame's work, each frame's interval, and the processor time of
    each frame's work (this thread's: a busy machine stretches the wall-clock work, not this)."""
    work, intervals, cpu, last = [], [], [], time.perf_counter()
    end = last + seconds
    while time.perf_counter() < end:
        t0, c0 = time.perf_counter(), time.thread_time()
        x = 0
        for i in range(20_000):       # the frame's own drawing work, in Python
            x += i * i
        work.append(time.perf_counter() - t0)
        cpu.append(time.thread_time() - c0)
        target = last + 1 / 60
        while time.perf_counter() < target:
            time.sleep(0.001)
        now = time.perf_counter()
        intervals.append(now - last)
        last = now
    return work, intervals, cpu


def worker_pace(seconds: float = 1.5) -> dict[str, Any]:
    """The frame loop's pace while a computer thinks in its helper process: the wall-clock work
    of each frame and the frames' intervals, quiet (the helper started and idle) and while the
    helper burns the processor; target: the median work within 2x of the quiet median (on a
    thread the search would hold the interpreter lock and stretch every frame's work), the
    decision made in the helper process and still under way when the frames end."""
    got = _pace_while(lambda: W.Worker(BusyPlayer(seconds + 10.0), None, 0), seconds)
    got["ok"] = got["ok"] and got["thought_throughout"]
    return got


def advice_pace(seconds: float = 1.5, game: str = "caesar_xl") -> dict[str, Any]:
    """The frame loop's pace while the advice of ``game``'s explain module is thought of for
    the first seat of a new game (the window's Advice button), as :func:`worker_pace` measures
    it; target: the median work within 2x of the quiet median, in the helper process."""
    ref = explain_ref(game)
    if ref is None:
        return {"game": game, "ok": True, "mode": "none"}
    view = rules(game).new_game(2, 1, {}).view_for(0)
    got = _pace_while(lambda: W.Worker(Adviser(ref), view, 0), seconds)
    got["game"] = game
    return got


def _pace_while(make_busy: Any, seconds: float) -> dict[str, Any]:
    """Frames quiet (the helper up and idle), then while the worker ``make_busy()`` thinks."""
    first = W.Worker(RandomPlayer(1), new_game(2, 1, {}).view_for(0), 0)
    first.wait(120)                                        # the helper is up
    quiet_work, quiet, quiet_cpu = _paced_frames(seconds / 2)
    busy = make_busy()
    time.sleep(0.05)                                       # the decision has reached the helper
    busy_work, busy_intervals, busy_cpu = _paced_frames(seconds)
    thinking = not busy.done
    busy.cancel()
    busy.wait(30)
    qw, bw = summary(quiet_work)["median"], summary(busy_work)["median"]
    return {"mode": busy.mode, "quiet_work_ms": 1000 * qw, "busy_work_ms": 1000 * bw,
            "ratio": bw / qw if qw else 0.0, "quiet_interval_ms": 1000 * summary(quiet)["median"],
            "busy_interval_ms": 1000 * summary(busy_intervals)["median"], "thought_throughout": thinking,
            "quiet_cpu_ms": 1000 * summary(quiet_cpu)["median"], "busy_cpu_ms": 1000 * summary(busy_cpu)["median"],
            "ok": busy.mode == "process" and bw <= PACE_FACTOR * qw}


def monkey_frames(games: list[str], events: int = 300, seed: int = 11) -> dict[str, Any]:
    """Processor time of every frame of a monkey run (:mod:`games.app.monkey`: ``events`` random
    events per game across every scene of each of ``games``); target: no frame over 100 ms,
    steady or opening a scene. The run's other checks (no exception, no secret shown) fail it
    too."""
    monkey = Monkey(seed=seed, frame_limit=FRAME_LIMIT, clock=time.process_time)
    error = None
    try:
        monkey.run(events=events, games=games)
    except MonkeyError as exc:
        error = str(exc)
    finally:
        monkey.close()
    r = monkey.report
    out = {"seed": seed, "events": r.events, "frames": r.frames, "cpu": summary(r.cpu_times),
           "wall": summary(r.frame_times), "over_wall": r.wall_over, "gc_ms": 1000 * r.gc_seconds,
           "over_steady": len(r.slow), "over_opening": len(r.slow_opening),
           "worst": (slowest_first(r.slow + r.slow_opening) or [""])[0], "error": error}
    out["ok"] = error is None and not r.failures and out["cpu"]["max"] <= FRAME_LIMIT
    return out


def wrap_long_names() -> dict[str, Any]:
    """Processor time of wrapping a 100,000-character name (Latin, Japanese, words) into a
    300-pixel line with the real font, the worst of the three; target: 5 s."""
    font = Fonts().get(16)
    times = [_cpu(lambda name=name: wrap_text(font, f"{name} wins.", 300))
             for name in ("N" * 100_000, "カ" * 100_000, "ab " * 40_000)]
    return {"worst_s": max(times), "limit_s": WRAP_LIMIT, "ok": max(times) <= WRAP_LIMIT}


def idle_cpu(where: str, seconds: float = 4.0, game: str = "caesar") -> dict[str, Any]:
    """Processor seconds per wall second of the window left alone on the menu or on a
    board waiting for a person: the real loop (``App.cycle``, which draws a frame only when
    one is due: none on a board at rest), after a second to settle. Also the frames
    drawn a second and the processor time of a frame drawn (``App.frame``)."""
    app = _app("normal")
    drawn: list[float] = []
    frame = app.frame

    def timed(dt: float) -> None:
        start = time.process_time()
        frame(dt)
        drawn.append(time.process_time() - start)

    app.frame = timed
    try:
        if where == "board":
            n = info(game).min_players
            app.push("game", record=_record(game, "h" + "c" * (n - 1), 1))
        for span in (1.0, seconds):
            drawn.clear()
            w0, c0 = time.perf_counter(), time.process_time()
            while time.perf_counter() - w0 < span and app.running:
                app.cycle(max_wait=max(0.0, span - (time.perf_counter() - w0)))
        wall, cpu = time.perf_counter() - w0, time.process_time() - c0
    finally:
        app.quit()
        pygame.event.clear()
    return {"where": where if where == "menu" else f"board ({game})", "cpu_share": cpu / wall,
            "fps": len(drawn) / wall, "frame_ms": 1000 * sum(drawn) / len(drawn) if drawn else 0.0}


def idle_floor(seconds: float = 4.0) -> dict[str, Any]:
    """The same measure for a window that only waits for events (``pygame.event.wait``, as
    the loop does at rest): what SDL's wait itself costs on this video driver (the dummy
    driver of a headless run polls)."""
    app = _app("normal")
    try:
        pygame.event.clear()
        w0, c0 = time.perf_counter(), time.process_time()
        while time.perf_counter() - w0 < seconds:
            pygame.event.wait(max(1, int(1000 * min(0.5, seconds - (time.perf_counter() - w0)))))
        wall, cpu = time.perf_counter() - w0, time.process_time() - c0
    finally:
        app.quit()
        pygame.event.clear()
    return {"where": "floor (SDL's event wait alone)", "cpu_share": cpu / wall, "fps": 0.0, "frame_ms": 0.0}


def peak_mb() -> float:
    """The peak resident memory of this process, in MB.

    On Linux this is ``VmHWM`` of ``/proc/self/status``: ``ru_maxrss`` of a process
    started by another one counts the starting process's memory at the fork too."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return kb / 1024 if sys.platform != "darwin" else kb / (1024 * 1024)


def run(quick: bool = False, games: list[str] | None = None, say=print, frames_only: bool = False) -> dict[str, Any]:
    """Every measurement (``frames_only``: the window's frames only: first menu frame,
    animating boards, opening screens and resizing, the frames while a computer thinks, the
    monkey's, long names wrapped, idle); returns what is written as JSON."""
    games = list(games or game_ids())
    started = time.time()
    out: dict[str, Any] = {
        "machine": {"python": platform.python_version(), "platform": platform.platform(),
                    "cpus": os.cpu_count(), "load_avg": list(os.getloadavg()) if hasattr(os, "getloadavg") else None},
        "quick": quick,
    }
    say("first menu frame ...")
    out["first_frame"] = first_frame(1 if quick else 3)
    out["frames"] = []
    for game in games:
        say(f"animation frames: {game} ...")
        out["frames"].append(animation_frames(game, 120 if quick else 600))
    say("opening screens and resizing ...")
    out["opening"] = opening_frames(games, 1 if quick else 3)
    say("a long game's end screen and replay, starting from the set-up screen ...")
    out["opening"] += long_game_frames(games, 1 if quick else 3)
    say("frame pace while a computer thinks ...")
    out["pace"] = worker_pace(1.5 if quick else 3.0)
    say("frame pace while advice is thought of ...")
    out["advice_pace"] = advice_pace(1.5 if quick else 3.0)
    say("monkey ...")
    out["monkey"] = monkey_frames(games, 40 if quick else 300)
    out["wrap"] = wrap_long_names()
    say("idle ...")
    idle_s = 1.5 if quick else 4.0
    out["idle"] = [idle_floor(idle_s), idle_cpu("menu", idle_s)] + [idle_cpu("board", idle_s, game=g) for g in games]
    if frames_only:
        out["seconds"] = time.time() - started
        if hasattr(os, "getloadavg"):
            out["machine"]["load_avg_after"] = list(os.getloadavg())
        return out
    engines = engine_benchmarks(games, ("easy", "hard") if quick else None, 2 if quick else 6,
                                0.3 if quick else 1.0, progress=say)
    for d in engines["decisions"]:
        d["ok"] = d["level"] != "hard" or d["limit"] is None or d["max"] <= d["limit"]
    out.update(engines)
    say("peak memory of a window playing every game ...")
    out["window_peak_mb"] = window_peak_mb(200 if quick else 600)
    out["peak_mb"] = peak_mb()
    out["peak_ok"] = out["window_peak_mb"] < PEAK_MB
    out["seconds"] = time.time() - started
    if hasattr(os, "getloadavg"):
        out["machine"]["load_avg_after"] = list(os.getloadavg())
    return out


#: the parts of the bench ``--part`` may run alone: name -> what it measures
PARTS = {"monkey": "the monkey's frames", "advice": "the frames while advice is thought of"}


def run_parts(parts: list[str], quick: bool = False, games: list[str] | None = None,
              say=print) -> dict[str, Any]:
    """Only the ``parts`` of :data:`PARTS` (the rest of the bench takes minutes); returns
    what is written as JSON, as :func:`run` does with those keys only."""
    games = list(games or game_ids())
    started = time.time()
    out: dict[str, Any] = {"machine": {"python": platform.python_version(), "platform": platform.platform(),
                                       "cpus": os.cpu_count()}, "quick": quick, "parts": parts}
    if "advice" in parts:
        say("frame pace while advice is thought of ...")
        out["advice_pace"] = advice_pace(1.5 if quick else 3.0)
    if "monkey" in parts:
        say("monkey ...")
        out["monkey"] = monkey_frames(games, 40 if quick else 300)
    out["seconds"] = time.time() - started
    return out


def main(argv: list[str] | None = None) -> int:
    """``main.py bench [--out FILE] [--quick] [--game ID] [--frames] [--write-doc [DOC]]``:
    prints the table, writes the JSON (and the doc's figures); 0 when every target is met,
    1 otherwise. ``--from-json FILE --write-doc`` writes the doc from a JSON written before."""
    p = argparse.ArgumentParser(prog="ludi-romani bench",
                                description="Measure start-up, frames, idle cost, thinking time and memory.")
    p.add_argument("--out", default="bench.json", help="where the JSON goes (default: ./bench.json)")
    p.add_argument("--quick", action="store_true", help="fewer samples (a minute instead of several)")
    p.add_argument("--game", action="append", choices=list(game_ids()), help="only this game (repeatable)")
    p.add_argument("--frames", action="store_true",
                   help="only the window's frames (first menu frame, animating boards, opening screens, the "
                        "frames while a computer thinks, the monkey's, idle)")
    p.add_argument("--part", action="append", choices=list(PARTS),
                   help="only this part (repeatable): " + "; ".join(f"{k}: {v}" for k, v in PARTS.items()))
    p.add_argument("--write-doc", nargs="?", const="", metavar="DOC",
                   help="also rewrite the figures of DOC (default: docs/PERFORMANCE.md) between its markers")
    p.add_argument("--from-json", metavar="FILE", help="measure nothing: take the figures of this bench JSON")
    args = headless_command(p, argv, "bench")
    if args.part and args.write_doc is not None:
        p.error("--part measures only some figures: the doc is written from a whole run")
    if args.from_json:
        result = json.loads(Path(args.from_json).read_text(encoding="utf-8"))
    elif args.part:
        result = run_parts(args.part, args.quick, args.game, say=log.info)
    else:
        result = run(args.quick, args.game, say=log.info, frames_only=args.frames)
    print(table(result))
    if not args.from_json:
        out = Path(args.out)
        out.write_text(json.dumps(result, indent=1, sort_keys=True) + "\n", encoding="utf-8")
        print(f"\nwritten: {out.resolve()}")
    if args.write_doc is not None:
        print(f"written: {write_doc(result, Path(args.write_doc) if args.write_doc else DOC)}")
    met = (result.get("first_frame", {}).get("ok", True) and all(f["ok"] for f in result.get("frames", ()))
           and all(o["ok"] for o in result.get("opening", ()))
           and all(result[k]["ok"] for k in ("pace", "advice_pace", "monkey", "wrap") if k in result)
           and result.get("peak_ok", True) and all(d["ok"] for d in result.get("decisions", ()))
           and all(e["ok"] for e in result.get("explain", ())))
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
