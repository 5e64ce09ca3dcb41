#!/usr/bin/env python3
"""Ludi Romani — five board games of ancient Rome.

    python3 main.py            play (sets itself up on first use)
    python3 main.py test       run the test suite (sets itself up on first use)
    python3 main.py --help     every command (the same as the installed ``ludi-romani``)

On first use this creates a private environment in ``.venv`` beside this file
and installs what the suite needs into it (pygame-ce, pygame_gui, pytmx; for
the tests also pytest and hypothesis), in the versions ``requirements.lock``
(``requirements-test.lock``) names, checked against their hashes; ``python3
tools/lock.py`` refreshes the lock files. Later runs reuse it (and install
again when a lock file changed). Every command but
``test`` is dispatched by ``games/cli_entry.py``, the same code as the
installed ``ludi-romani`` command.
"""
from __future__ import annotations

import hashlib
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.abspath(__file__))
VENV = os.path.join(ROOT, ".venv")
IS_WIN = sys.platform.startswith("win")
VENV_PY = os.path.join(VENV, "Scripts" if IS_WIN else "bin", "python.exe" if IS_WIN else "python")


def _say(text: str) -> None:
    print(f"[ludi-romani] {text}", flush=True)


def _lock_file(with_tests: bool) -> str:
    """The lock file the environment is installed from: every package pinned, with the hashes of
    every platform's files (``requirements-test.lock`` adds the test tools). ``python3
    tools/lock.py`` refreshes both from ``pyproject.toml``."""
    return os.path.join(ROOT, "requirements-test.lock" if with_tests else "requirements.lock")


def _in_venv() -> bool:
    return os.path.normcase(os.path.abspath(sys.prefix)) == os.path.normcase(os.path.abspath(VENV))


def ensure_environment(with_tests: bool) -> None:
    """Create ``.venv`` and install the requirements unless that is already done."""
    if sys.version_info < (3, 10):
        sys.exit("Ludi Romani needs Python 3.10 or newer; this is " + sys.version.split()[0])
    lock = _lock_file(with_tests)
    with open(lock, "rb") as fh:
        stamp_key = hashlib.sha256(fh.read()).hexdigest()[:16]
    stamp = os.path.join(VENV, f".setup-stamp-{'test' if with_tests else 'play'}")
    if os.path.exists(stamp) and open(stamp).read().strip() == stamp_key and os.path.exists(VENV_PY):
        return
    if not os.path.exists(VENV_PY):
        _say("first start: creating a private Python environment in .venv ...")
        import venv
        venv.EnvBuilder(with_pip=True, clear=False).create(VENV)
    _say(f"installing the versions {os.path.basename(lock)} names ...")
    cmd = [VENV_PY, "-m", "pip", "install", "--disable-pip-version-check", "-q", "--require-hashes",
           "-r", lock]
    if subprocess.call(cmd) != 0:
        sys.exit("Could not install the suite's requirements (see the messages above). "
                 "Check the network connection and run this again.")
    # the classic pygame package would shadow pygame-ce: remove it from our own environment
    check = subprocess.run([VENV_PY, "-c", "import pygame, sys; sys.exit(0 if getattr(pygame, 'IS_CE', False) else 3)"],
                           capture_output=True)
    if check.returncode == 3:
        _say("the classic 'pygame' package is installed and shadows pygame-ce; replacing it ...")
        subprocess.call([VENV_PY, "-m", "pip", "uninstall", "-y", "-q", "pygame"])
        subprocess.call([VENV_PY, "-m", "pip", "install", "-q", "--force-reinstall", "--require-hashes",
                         "-r", lock])
    with open(stamp, "w") as fh:
        fh.write(stamp_key)


def _relaunch(with_tests: bool) -> None:
    """Run this script again inside ``.venv`` (set up first if needed) and exit with its code."""
    ensure_environment(with_tests)
    env = dict(os.environ, LUDI_ROMANI_BOOTSTRAPPED="1")
    sys.exit(subprocess.call([VENV_PY, os.path.abspath(__file__), *sys.argv[1:]], env=env))


def wants_help(argv: list[str]) -> bool:
    """True for ``--help`` / ``-h`` (or ``help``) or ``--version`` as the first argument: print,
    start nothing."""
    return bool(argv) and argv[0] in ("--help", "-h", "help", "--version")


def check_arguments(argv: list[str]) -> None:
    """Refuse an unknown command or option with the usage (exit code 2) before any set-up."""
    if ROOT not in sys.path:
        sys.path.insert(0, ROOT)
    if argv[:1] == ["test"]:
        return
    from games.cli_entry import parse
    parse(argv, "python3 main.py")


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
        from games.cli_entry import main as dispatch
        return dispatch(["--help" if argv[0] == "help" else argv[0]], prog="python3 main.py")
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
    check_arguments(sys.argv[1:])
    want_tests = bool(sys.argv[1:2] == ["test"])
    if not _in_venv():
        _relaunch(want_tests)
    else:
        stamp = os.path.join(VENV, f".setup-stamp-{'test' if want_tests else 'play'}")
        if want_tests and not os.path.exists(stamp):
            ensure_environment(True)
    sys.exit(main(sys.argv[1:]))
