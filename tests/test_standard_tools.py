"""The lint (ruff) and type (mypy) checks configured in ``pyproject.toml`` pass.

Both run as subprocesses of this interpreter (``python -m ruff``, ``python -m mypy``), so
they are the versions the test lock installs; their own output is the failure message.
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
#: what ruff checks (its configuration is ``[tool.ruff]``)
LINTED = ["games", "tests", "tools", "main.py", "conftest.py"]
#: a generous cap: both take seconds; a hung tool fails with a sentence, never hangs the run
CAP_SECONDS = 600


def _run(args: list[str], tmp_path: Path) -> subprocess.CompletedProcess:
    """Run ``python -m <args>`` in the project folder, its caches kept in ``tmp_path``."""
    env = dict(os.environ, RUFF_CACHE_DIR=str(tmp_path / "ruff"), MYPY_CACHE_DIR=str(tmp_path / "mypy"))
    try:
        return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, env=env, capture_output=True,
                              text=True, timeout=CAP_SECONDS)
    except subprocess.TimeoutExpired:
        pytest.fail(f"{args[0]} did not finish in {CAP_SECONDS} s")


def _needs(module: str) -> None:
    """Fail (not skip) when a tool is missing: the test extras install both."""
    probe = subprocess.run([sys.executable, "-m", module, "--version"], capture_output=True, text=True)
    assert probe.returncode == 0, f"{module} is not installed: python3 main.py test installs the test extras"


def test_ruff_finds_nothing(tmp_path):
    _needs("ruff")
    out = _run(["ruff", "check", "--no-fix", "--output-format", "concise", *LINTED], tmp_path)
    if out.returncode != 0:
        pytest.fail(f"ruff check {' '.join(LINTED)}:\n{out.stdout}{out.stderr}", pytrace=False)


def test_mypy_finds_nothing(tmp_path):
    _needs("mypy")
    out = _run(["mypy"], tmp_path)
    if out.returncode != 0:
        pytest.fail(f"mypy (the files [tool.mypy] names):\n{out.stdout}{out.stderr}", pytrace=False)
