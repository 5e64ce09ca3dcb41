"""The benchmark's pieces that run in a child process (``main.py bench`` is not in the test run;
these keep its children working for every game the menu lists)."""
from __future__ import annotations

import pytest

pytest.importorskip("pygame")

from games.app import bench, bench_doc  # noqa: E402


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


def test_the_frames_of_a_long_game_and_of_the_setup_screen_are_measured():
    """The rows the frame tests' measures became: a long game's end screen, its replay, the menu
    after it, and starting each game from the set-up screen (the measure raises when a screen
    does not open as the frame tests expected, so its figures are of the screens they name)."""
    rows = bench.long_game_frames(["caesar", "caesar_xl"], tries=0)
    whats = [r["what"] for r in rows]
    assert whats[0].startswith("end screen of a long game (") and whats[1:3] == [
        "open the replay of a long game", "the menu after a long finished game"]
    assert whats[3:] == [f"start from the set-up screen: {g}, worst of 3 frames" for g in ("caesar", "caesar_xl")]
    assert all(r["first"] >= 0 and r["median"] == r["max"] == r["first"] and r["ok"] in (True, False)
               for r in rows)


def test_the_table_shows_each_window_measure_with_its_target_and_verdict():
    pace = {"mode": "process", "quiet_work_ms": 1.0, "busy_work_ms": 2.5, "ratio": 2.5, "quiet_interval_ms": 16.7,
            "busy_interval_ms": 17.0, "thought_throughout": True, "ok": False}
    monkey = {"seed": 11, "events": 200, "frames": 900, "over_steady": 1, "over_opening": 0, "ok": False,
              "cpu": {"median": 0.004, "p99": 0.06, "max": 0.12}, "worst": "seed 11, menu: frame 130 ms", "error": None}
    lines = "\n".join(bench_doc.window_lines({"pace": pace, "monkey": monkey, "wrap": {"worst_s": 0.8, "ok": True}}))
    assert "target work within 2x" in lines and "| 2.50x | 16.7 | 17.0 | MISSED |" in lines
    assert "target worst 100 ms" in lines and "| 120.0 | 1, 0 | MISSED |" in lines
    assert "Worst monkey frame: seed 11, menu: frame 130 ms" in lines
    assert "800 ms (target 5 s: ok)" in lines
    pace["ok"] = monkey["ok"] = True
    lines = "\n".join(bench_doc.window_lines({"pace": pace, "monkey": monkey}))
    assert "| 17.0 | ok |" in lines and "| 1, 0 | ok |" in lines
    assert bench_doc.window_lines({}) == []


def test_the_table_shows_processor_time_beside_wall_clock_time():
    pace = {"mode": "process", "quiet_work_ms": 1.0, "busy_work_ms": 2.5, "ratio": 2.5, "quiet_interval_ms": 16.7,
            "busy_interval_ms": 17.0, "thought_throughout": True, "ok": False, "quiet_cpu_ms": 0.9,
            "busy_cpu_ms": 1.1}
    monkey = {"seed": 11, "events": 200, "frames": 900, "over_steady": 0, "over_opening": 0, "ok": True,
              "cpu": {"median": 0.004, "p99": 0.06, "max": 0.09}, "wall": {"median": 0.01, "p99": 0.2, "max": 0.4},
              "over_wall": 7, "gc_ms": 120.0, "worst": "", "error": None}
    lines = "\n".join(bench_doc.window_lines({"pace": pace, "advice_pace": dict(pace, game="caesar_xl"),
                                              "monkey": monkey}))
    assert lines.count("| processor: quiet median work ms | busy median work ms |") == 2
    assert "| 17.0 | MISSED | 0.90 | 1.10 |" in lines
    assert "| wall-clock: median ms | p99 ms | worst ms | over 100 ms | collecting garbage ms |" in lines
    assert "| 90.0 | 0, 0 | ok | 10.0 | 200.0 | 400.0 | 7 | 120 |" in lines
    # a result written before processor time was measured beside still makes its table
    del pace["quiet_cpu_ms"], monkey["wall"]
    assert "| MISSED | - | - |" in "\n".join(bench_doc.window_lines({"pace": pace, "monkey": monkey}))


def test_the_paced_frames_give_processor_time_of_each_frame():
    from games.app.bench import _paced_frames
    work, intervals, cpu = _paced_frames(0.05)
    assert len(work) == len(intervals) == len(cpu) > 0


def test_a_part_of_the_bench_measures_only_that_part(monkeypatch):
    from games.app import bench
    monkeypatch.setattr(bench, "monkey_frames", lambda games, events: {"ran": "monkey"})
    monkeypatch.setattr(bench, "advice_pace", lambda seconds: {"ran": "advice"})
    got = bench.run_parts(["monkey"], quick=True, say=lambda *a: None)
    assert got["monkey"] == {"ran": "monkey"} and "advice_pace" not in got and "first_frame" not in got
    got = bench.run_parts(["advice", "monkey"], quick=True, say=lambda *a: None)
    assert got["advice_pace"] == {"ran": "advice"}
    with pytest.raises(SystemExit):
        bench.main(["--part", "monkey", "--write-doc"])
