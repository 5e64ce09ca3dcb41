"""The tools under ``tools/`` answer an error their user can cause (a folder that cannot be
written, an unknown name, a broken data file) with one sentence and a non-zero exit, not a
traceback; their output goes through ``tools/say.py``."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tools import say

ROOT = Path(__file__).resolve().parent.parent


def _tool(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, *args], cwd=ROOT, capture_output=True, text=True, timeout=300)


def _one_sentence(out: subprocess.CompletedProcess, *words: str) -> None:
    assert out.returncode == 1, (out.returncode, out.stderr)
    assert "Traceback" not in out.stderr, out.stderr
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), out.stderr
    assert all(w in lines[0] for w in words), lines[0]


def test_a_map_tool_told_to_write_into_a_file(tmp_path):
    blocker = tmp_path / "not_a_folder"
    blocker.write_text("x", encoding="utf-8")
    out = _tool("tools/make_seize_rome_map.py", "--out", str(blocker / "maps"))
    _one_sentence(out, "cannot write or read", "not_a_folder")


def test_the_tutorial_pictures_of_an_unknown_game():
    out = _tool("tools/make_tutorial_shots.py", "nero")
    _one_sentence(out, "nero", "caesar_xl")


def test_run_turns_a_request_that_cannot_be_done_into_a_sentence(capsys):
    def broken():
        raise say.ToolError("no game is called 'nero'")
    with pytest.raises(SystemExit) as stop:
        say.run(broken)
    assert stop.value.code == 1
    assert capsys.readouterr().err == "error: no game is called 'nero'\n"


def test_run_keeps_the_traceback_of_a_bug():
    def bug():
        raise KeyError("a bug of the tool")
    with pytest.raises(KeyError):
        say.run(bug)


def test_run_passes_on_a_helper_programs_exit_code():
    with pytest.raises(SystemExit) as stop:
        say.run(lambda: 3)
    assert stop.value.code == 3


def test_no_tool_prints_but_through_say():
    for path in sorted((ROOT / "tools").glob("*.py")):
        if path.name in ("say.py", "bundle_main.py"):      # the helper, and the built game's own start
            continue
        code = [line for line in path.read_text(encoding="utf-8").splitlines() if not line.lstrip().startswith(">>>")
                and not line.lstrip().startswith("...")]
        assert not any("print(" in line or "sys.exit(" in line for line in code), f"{path.name} prints itself"
