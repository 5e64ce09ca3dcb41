#!/usr/bin/env python3
"""Ludi Romani — five board games of ancient Rome.

    python3 main.py            play (sets itself up on first use)
    python3 main.py test       run the test suite (sets itself up on first use)
    python3 main.py --help     every command (the same as the installed ``ludi-romani``)

On first use this creates a private environment in ``.venv`` beside this file
and installs what the suite needs into it (pygame-ce, pygame_gui, pytmx; for
the tests also pytest and hypothesis). Later runs reuse it. Every command but
``test`` is dispatched by ``games/cli_entry.py``, the same code as the
installed ``ludi-romani`` command.
"""
from __future__ import annotations

import hashlib
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.abspath(__file__))
VENV = os.path.join(ROOT, ".venv")
IS_WIN = sys.platform.startswith("win")
VENV_PY = os.path.join(VENV, "Scripts" if IS_WIN else "bin", "python.exe" if IS_WIN else "python")


def _say(text: str) -> None:
    print(f"[ludi-romani] {text}", flush=True)


def _requirements(with_tests: bool) -> list[str]:
    """The dependencies listed in pyproject.toml (read without tomllib, for 3.10)."""
    with open(os.path.join(ROOT, "pyproject.toml"), encoding="utf-8") as fh:
        text = fh.read()

    def array(name: str) -> list[str]:
        m = re.search(rf"^{name}\s*=\s*\[(.*?)\]", text, re.S | re.M)
        return re.findall(r'"([^"]+)"', m.group(1)) if m else []

    reqs = array("dependencies")
    if with_tests:
        reqs += array("test")
    return reqs


def _in_venv() -> bool:
    return os.path.normcase(os.path.abspath(sys.prefix)) == os.path.normcase(os.path.abspath(VENV))


def ensure_environment(with_tests: bool) -> None:
    """Create ``.venv`` and install the requirements unless that is already done."""
    if sys.version_info < (3, 10):
        sys.exit("Ludi Romani needs Python 3.10 or newer; this is " + sys.version.split()[0])
    reqs = _requirements(with_tests)
    stamp_key = hashlib.sha256("\n".join(reqs).encode()).hexdigest()[:16]
    stamp = os.path.join(VENV, f".setup-stamp-{'test' if with_tests else 'play'}")
    if os.path.exists(stamp) and open(stamp).read().strip() == stamp_key and os.path.exists(VENV_PY):
        return
    if not os.path.exists(VENV_PY):
        _say("first start: creating a private Python environment in .venv ...")
        import venv
        venv.EnvBuilder(with_pip=True, clear=False).create(VENV)
    _say("installing " + ", ".join(reqs) + " ...")
    cmd = [VENV_PY, "-m", "pip", "install", "--disable-pip-version-check", "-q", *reqs]
    if subprocess.call(cmd) != 0:
        sys.exit("Could not install the suite's requirements (see the messages above). "
                 "Check the network connection and run this again.")
    # the classic pygame package would shadow pygame-ce: remove it from our own environment
    check = subprocess.run([VENV_PY, "-c", "import pygame, sys; sys.exit(0 if getattr(pygame, 'IS_CE', False) else 3)"],
                           capture_output=True)
    if check.returncode == 3:
        _say("the classic 'pygame' package is installed and shadows pygame-ce; replacing it ...")
        subprocess.call([VENV_PY, "-m", "pip", "uninstall", "-y", "-q", "pygame"])
        subprocess.call([VENV_PY, "-m", "pip", "install", "-q", "--force-reinstall", "pygame-ce"])
    with open(stamp, "w") as fh:
        fh.write(stamp_key)


def _relaunch(with_tests: bool) -> None:
    """Run this script again inside ``.venv`` (set up first if needed) and exit with its code."""
    ensure_environment(with_tests)
    env = dict(os.environ, LUDI_ROMANI_BOOTSTRAPPED="1")
    sys.exit(subprocess.call([VENV_PY, os.path.abspath(__file__), *sys.argv[1:]], env=env))


def wants_help(argv: list[str]) -> bool:
    """True for ``--help`` / ``-h`` (or ``help``) as the first argument: print the commands, start nothing."""
    return bool(argv) and argv[0] in ("--help", "-h", "help")


def test_workers(args: list[str], cpus: int | None = None) -> list[str]:
    """The pytest-xdist options ``main.py test`` adds: one worker per processor (at most four),
    unless the arguments choose (``-n``, ``-p no:xdist``), there is one processor, or
    ``LUDI_ROMANI_TEST_SERIAL`` is set.

    >>> test_workers([], cpus=2)
    ['-n', '2', '--dist', 'worksteal']
    >>> test_workers(["-n", "0"], cpus=2), test_workers([], cpus=1)
    ([], [])
    """
    cpus = (os.cpu_count() or 1) if cpus is None else cpus
    chosen = any(a == "-n" or a.startswith("-n") and a[2:].isdigit() or a.startswith("--numprocesses")
                 or a == "no:xdist" for a in args)
    if chosen or cpus < 2 or os.environ.get("LUDI_ROMANI_TEST_SERIAL"):
        return []
    import importlib.util
    if importlib.util.find_spec("xdist") is None:      # (found, not imported: pytest loads it)
        return []
    return ["-n", str(min(cpus, 4)), "--dist", "worksteal"]


def test_runs(args: list[str], cpus: int | None = None) -> list[list[str]]:
    """The pytest runs of ``main.py test``: one run, on the workers of :func:`test_workers`
    (how fast this machine is, is measured by ``main.py bench``, not by the tests).

    >>> test_runs(["-x"], cpus=2)
    [['-n', '2', '--dist', 'worksteal', '-x']]
    >>> test_runs(["-x"], cpus=1)
    [['-x']]
    """
    return [test_workers(args, cpus) + args]


def main(argv: list[str]) -> int:
    """Dispatch a command inside the prepared environment (``test`` here, the rest in
    ``games.cli_entry``, like the installed command)."""
    if ROOT not in sys.path:
        sys.path.insert(0, ROOT)
    if wants_help(argv):
        from games.cli_entry import usage
        print(usage("python3 main.py"))
        return 0
    os.chdir(ROOT)
    if argv and argv[0] == "test":
        import pytest
        codes = [int(pytest.main(run)) for run in test_runs(argv[1:])]
        failed = [c for c in codes if c not in (0, 5)]      # 5: that run found no test to run
        return failed[0] if failed else (0 if 0 in codes else 5)
    from games.cli_entry import main as dispatch
    return dispatch(argv, prog="python3 main.py")


if __name__ == "__main__":
    if wants_help(sys.argv[1:]):      # no environment needed to print the commands
        sys.exit(main(sys.argv[1:]))
    want_tests = bool(sys.argv[1:2] == ["test"])
    if not _in_venv():
        _relaunch(want_tests)
    else:
        stamp = os.path.join(VENV, f".setup-stamp-{'test' if want_tests else 'play'}")
        if want_tests and not os.path.exists(stamp):
            ensure_environment(True)
    sys.exit(main(sys.argv[1:]))
