"""Make a standalone one-folder build of the suite with PyInstaller: no Python needed to play.

    python3 tools/bundle.py            # writes dist/ludi-romani/ (the same command on Windows and macOS)
    dist/ludi-romani/ludi-romani        # starts the game (double-click it in a file manager)

The build is for the machine it runs on (Linux here; a Windows build makes
``ludi-romani.exe`` without a console window and with the icon, a macOS build
``dist/ludi-romani.app`` too). The folder holds the program, Python itself, the
suite's dependencies in the versions ``requirements.lock`` names, every picture,
map and sound (``art/``, ``maps/``, ``sounds/`` beside the program, where
:func:`games.core.assets.asset_path` finds them) and only the fonts the suite
draws with (Noto Sans JP; pygame_gui's Noto Sans and Fira Code, which it loads
when it starts): the italics and the Arabic, Georgian, Hebrew, Korean and
Chinese fonts pygame_gui carries (31 MB) are left out.

The tools the build needs (PyInstaller, Pillow for the icon) are installed into a
throwaway environment under ``build/`` (ignored by git), never into ``.venv``.
"""
from __future__ import annotations

import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
from tools.say import run, say  # noqa: E402
NAME = "ludi-romani"
BUILD = ROOT / "build" / "bundle"
DIST = ROOT / "dist"
#: the only fonts of pygame_gui the folder keeps: the suite's (Noto Sans JP) and the two
#: pygame_gui loads when it starts (Noto Sans, its Latin default, and Fira Code, its symbols)
FONTS_KEPT = ("NotoSansJP-Regular.otf", "NotoSansJP-Bold.otf", "NotoSans-Regular.ttf", "NotoSans-Bold.ttf",
              "FiraCode-Regular.ttf")
#: what the build environment installs beside the lock file's packages
TOOLS = ("pyinstaller", "pillow")


def _python(env: Path) -> Path:
    return env / ("Scripts/python.exe" if sys.platform.startswith("win") else "bin/python")


def build_environment() -> Path:
    """The build's own environment (made once, reused): the locked packages and the tools."""
    env = BUILD / "env"
    py = _python(env)
    if not py.exists():
        venv.EnvBuilder(with_pip=True, clear=True).create(env)
    pip = [str(py), "-m", "pip", "install", "-q", "--disable-pip-version-check"]
    subprocess.run([*pip, "--require-hashes", "-r", str(ROOT / "requirements.lock")], check=True)
    subprocess.run([*pip, *TOOLS], check=True)
    return py


def game_modules() -> list[str]:
    """Every module of ``games`` the program may import (the games are found by folder, so
    PyInstaller cannot see them from the imports), tests left out."""
    out = []
    for p in sorted((ROOT / "games").rglob("*.py")):
        rel = p.relative_to(ROOT).with_suffix("")
        if "tests" in rel.parts:
            continue
        out.append(".".join(rel.parts[:-1] if rel.name == "__init__" else rel.parts))
    return out


def pyinstaller_args() -> list[str]:
    """The PyInstaller command line (after ``-m PyInstaller``)."""
    sep = ";" if sys.platform.startswith("win") else ":"
    args = ["--noconfirm", "--clean", "--onedir", "--windowed", "--name", NAME,
            "--icon", str(ROOT / "art" / "icon.png"),
            "--distpath", str(DIST), "--workpath", str(BUILD / "work"), "--specpath", str(BUILD),
            "--paths", str(ROOT), "--collect-data", "pygame_gui", "--exclude-module", "pytest",
            "--exclude-module", "hypothesis", "--exclude-module", "tkinter"]
    for kind in ("art", "maps", "sounds"):
        args += ["--add-data", f"{ROOT / kind}{sep}{kind}"]
    # the games' folders as files too: the registry finds a game by its folder, and the
    # catalogues, rule pages and data tables are read beside the code
    for p in sorted((ROOT / "games").rglob("*")):
        rel = p.relative_to(ROOT)
        if p.is_file() and "tests" not in rel.parts and "__pycache__" not in rel.parts \
                and p.suffix in (".py", ".json", ".md"):
            args += ["--add-data", f"{p}{sep}{rel.parent.as_posix()}"]
    for module in game_modules():
        args += ["--hidden-import", module]
    return [*args, str(ROOT / "tools" / "bundle_main.py")]


def prune_fonts(folder: Path) -> list[Path]:
    """Remove pygame_gui's fonts the suite never draws with; returns what was removed."""
    removed = []
    for data in folder.rglob("pygame_gui/data"):
        for f in data.iterdir():
            if f.suffix.lower() in (".ttf", ".otf") and f.name not in FONTS_KEPT:
                f.unlink()
                removed.append(f)
    return removed


def folder_size(folder: Path) -> int:
    """The bytes of every file under ``folder``."""
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def main() -> int:
    """Build ``dist/ludi-romani/``; prints where it is and its size."""
    py = build_environment()
    subprocess.run([str(py), "-m", "PyInstaller", "--log-level", "WARN", *pyinstaller_args()], check=True,
                   cwd=ROOT)
    folder = DIST / NAME
    prune_fonts(folder)
    exe = folder / (NAME + (".exe" if sys.platform.startswith("win") else ""))
    say(f"{exe}  ({folder_size(folder) / 2**20:.0f} MB in {folder})")
    return 0


if __name__ == "__main__":
    run(main)
