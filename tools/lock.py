"""Refresh the lock files that the first start of ``main.py`` installs from.

    python3 tools/lock.py

``requirements.lock`` (what ``python3 main.py`` installs) and
``requirements-test.lock`` (what ``python3 main.py test`` installs) name one
version of every package the suite needs, and of every package those need in
turn, each with the hashes of every file PyPI has for that version (the wheels
of every platform and the source archive), so that two people who set up
``.venv`` a month apart, on Linux, Windows or macOS, get the same program and
pip refuses a file whose hash differs. A package needed on some machines only
(``colorama`` on Windows, ``tomli`` before Python 3.11) carries its marker.

The lock is resolved for every platform and every Python from 3.10 on at once
(``uv pip compile --universal --generate-hashes``) from the dependencies in
``pyproject.toml``; uv is installed for the run into a throwaway environment,
so nothing else is needed. Run it after changing the dependencies in
``pyproject.toml``, or to move to newer versions; commit both files.
"""
from __future__ import annotations

import subprocess
import sys
import tempfile
import tomllib
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
from tools.say import run, say  # noqa: E402
#: lock file -> the optional-dependency groups it adds to the dependencies
LOCKS = {"requirements.lock": (), "requirements-test.lock": ("test",)}


def requirements(extras: tuple[str, ...]) -> list[str]:
    """The requirements ``pyproject.toml`` names: its dependencies and those of ``extras``."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    reqs = list(project["dependencies"])
    for extra in extras:
        reqs += project["optional-dependencies"][extra]
    return reqs


def main() -> int:
    """Write every lock file of :data:`LOCKS`; returns uv's exit code (0 when all went well)."""
    with tempfile.TemporaryDirectory(prefix="ludi-lock-") as tmp:
        env = Path(tmp) / "env"
        venv.EnvBuilder(with_pip=True).create(env)
        py = env / ("Scripts" if sys.platform.startswith("win") else "bin") / "python"
        subprocess.run([str(py), "-m", "pip", "install", "-q", "--disable-pip-version-check", "uv"], check=True)
        for name, extras in LOCKS.items():
            source = Path(tmp) / f"{name}.in"
            # named from the temporary folder, so the lock's comments name no temporary path
            source.write_text("\n".join(requirements(extras)) + "\n", encoding="utf-8")
            code = subprocess.call([str(py), "-m", "uv", "pip", "compile", "--quiet", "--universal",
                                    "--generate-hashes", "--python-version", "3.10", "--no-header",
                                    "--output-file", str(ROOT / name), source.name], cwd=tmp)
            if code != 0:
                return code
            say(ROOT / name)
    return 0


if __name__ == "__main__":
    run(main)
