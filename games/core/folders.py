"""Where the suite keeps its files: a data folder (saves, the installation's key) and a
settings folder, the platform's own (through :mod:`platformdirs`), and the move of the
folders older versions used into them.

``$LUDI_ROMANI_HOME``, when set, is both folders (tests and the command-line tools point it
at a temporary folder). Older versions kept everything in one folder (:func:`old_folder`);
:func:`move_old_folders`, called once at start, moves what is there into the new places.
A move never loses a file: each one is copied under a temporary name, the copy is
compared with the original byte for byte, renamed into place, and only then is the
original removed. A move that fails half way leaves the original where it was (and is
tried again at the next start); something already at the new place is never overwritten.
"""
from __future__ import annotations

import filecmp
import logging
import os
import shutil
import sys
from pathlib import Path

import platformdirs

APP_DIR = "ludi-romani"
#: the files of the old folder that are settings (the rest is data)
SETTINGS_NAMES = ("settings.json",)
#: the environment variable that puts both folders in one place
HOME_ENV = "LUDI_ROMANI_HOME"

log = logging.getLogger(__name__)


def _made(base: Path) -> Path:
    """``base``, created when possible (a folder that cannot be made: reads find nothing,
    writes fail with ``OSError``)."""
    try:
        base.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass
    return base


def data_dir() -> Path:
    """The folder of the saves and the installation's key, created on first use."""
    env = os.environ.get(HOME_ENV)
    return _made(Path(env) if env else Path(platformdirs.user_data_dir(APP_DIR, appauthor=False)))


def config_dir() -> Path:
    """The folder of the player's settings, created on first use."""
    env = os.environ.get(HOME_ENV)
    return _made(Path(env) if env else Path(platformdirs.user_config_dir(APP_DIR, appauthor=False)))


def old_folder() -> Path:
    """The one folder older versions kept saves, key and settings in."""
    if sys.platform.startswith("win"):
        return Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming") / "LudiRomani"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support" / "LudiRomani"
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share") / APP_DIR


def _same_tree(a: Path, b: Path) -> bool:
    """True when ``b`` holds exactly what ``a`` holds (files compared byte for byte)."""
    if a.is_file():
        return b.is_file() and filecmp.cmp(a, b, shallow=False)
    if not b.is_dir():
        return False
    cmp = filecmp.dircmp(a, b)
    if cmp.left_only or cmp.right_only or cmp.funny_files or cmp.common_funny:
        return False
    if any(not filecmp.cmp(a / n, b / n, shallow=False) for n in cmp.common_files):
        return False
    return all(_same_tree(a / n, b / n) for n in cmp.common_dirs)


def _remove(path: Path) -> None:
    """Remove the file or folder ``path``."""
    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path)
    else:
        path.unlink()


def move_one(src: Path, dst: Path) -> bool:
    """Move the file or folder ``src`` to ``dst`` without ever having neither: copy to a
    temporary name beside ``dst``, compare, rename, then remove ``src``. False when ``dst``
    is taken (or ``src`` is a link), True when moved; raises ``OSError`` (``src`` untouched,
    no copy left) when a step fails."""
    if os.path.lexists(dst) or src.is_symlink():
        return False
    tmp = dst.with_name(f".{dst.name}.moving")
    try:
        if os.path.lexists(tmp):
            _remove(tmp)
        dst.parent.mkdir(parents=True, exist_ok=True)
        if src.is_dir():
            shutil.copytree(src, tmp, symlinks=True)
        else:
            shutil.copy2(src, tmp)
        if not _same_tree(src, tmp):
            raise OSError(f"the copy of {src} differs from it")
        os.replace(tmp, dst)
    except OSError:
        try:
            if os.path.lexists(tmp):
                _remove(tmp)
        except OSError:
            pass
        raise
    try:
        _remove(src)
    except OSError as exc:          # both are there now: the new one is used, nothing is lost
        log.warning("moved %s to %s but could not remove the old one: %s", src, dst, exc)
    return True


def move_old_folders(old: Path | None = None, data: Path | None = None, config: Path | None = None,
                     stuck: list[tuple[Path, OSError]] | None = None) -> list[Path]:
    """Move what the old folder holds into the data and settings folders (settings into
    the settings folder, the rest into the data folder), leaving anything whose new place
    is taken; remove the old folder when it is empty. Returns the new paths of what was
    moved (nothing when there is nothing to move, as at every start after the first, or
    when ``$LUDI_ROMANI_HOME`` is set and no folder is given). What could not be moved
    stays where it was, is added to ``stuck`` with the reason, and is tried again next time."""
    if old is None and os.environ.get(HOME_ENV):
        return []
    old = old or old_folder()
    data = data or data_dir()
    config = config or config_dir()
    if not old.is_dir() or old.is_symlink():
        return []
    moved = []
    try:
        entries = sorted(old.iterdir())
    except OSError as exc:
        log.warning("could not read the old folder %s: %s", old, exc)
        return []
    for src in entries:
        is_setting = any(src.name == n or src.name.startswith(n + ".bad-") for n in SETTINGS_NAMES)
        target = (config if is_setting else data) / src.name
        if _same_place(src, target):
            continue
        try:
            done = move_one(src, target)
        except OSError as exc:
            log.warning("could not move %s to %s: %s", src, target, exc)
            if stuck is not None:
                stuck.append((src, exc))
            continue
        if done:
            log.info("moved %s to %s", src, target)
            moved.append(target)
    if not _same_place(old, data) and not _same_place(old, config):
        try:
            old.rmdir()                 # only when empty
        except OSError:
            pass
    return moved


def _same_place(a: Path, b: Path) -> bool:
    """True when ``a`` and ``b`` name one place."""
    try:
        return os.path.abspath(a) == os.path.abspath(b) or (b.exists() and a.samefile(b))
    except OSError:
        return False
