"""Where the suite keeps its files, and how it writes them without loss.

The folder is the platform's user data folder (XDG on Linux, AppData on
Windows, Application Support on macOS), or ``$LUDI_ROMANI_HOME`` when set
(tests set it). Every write is atomic: a temporary file in the same folder,
flushed and fsynced, then renamed over the old one, so a kill at any moment
leaves either the old file or the new one, never half of one.

A file that cannot be read is *set aside*: renamed to a fresh
``<name>.bad-<n>`` beside it, and a :class:`SaveFileError` says so in a
sentence. No other file is touched.
"""
from __future__ import annotations

import json
import os
import re
import sys
import tempfile
from pathlib import Path

from .errors import RecordError, SaveFileError
from .record import Record

APP_DIR = "ludi-romani"


def data_dir() -> Path:
    """The suite's own folder, created on first use."""
    env = os.environ.get("LUDI_ROMANI_HOME")
    if env:
        base = Path(env)
    elif sys.platform.startswith("win"):
        base = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming") / "LudiRomani"
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support" / "LudiRomani"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share") / APP_DIR
    base.mkdir(parents=True, exist_ok=True)
    return base


def saves_dir() -> Path:
    """Where records are saved."""
    d = data_dir() / "saves"
    d.mkdir(parents=True, exist_ok=True)
    return d


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` so that a crash leaves the old or the new file."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    if hasattr(os, "O_DIRECTORY"):
        try:
            dfd = os.open(path.parent, os.O_DIRECTORY)
            try:
                os.fsync(dfd)
            finally:
                os.close(dfd)
        except OSError:
            pass


def set_aside(path: Path) -> Path:
    """Rename ``path`` to an unused ``<name>.bad-<n>`` beside it and return that."""
    path = Path(path)
    n = 1
    while True:
        aside = path.with_name(f"{path.name}.bad-{n}")
        if not aside.exists():
            break
        n += 1
    os.replace(path, aside)
    return aside


def autosave_path(game: str) -> Path:
    """The autosave of ``game`` (one per game)."""
    return saves_dir() / f"autosave-{game}.json"


def save_record(record: Record, path: Path) -> None:
    """Write ``record`` atomically to ``path``."""
    write_atomic(path, json.dumps(record.to_json(), ensure_ascii=False, indent=1))


def autosave(record: Record) -> Path:
    """Autosave ``record``; returns the path."""
    path = autosave_path(record.game)
    save_record(record, path)
    return path


def slug(name: str) -> str:
    """A file-name-safe form of a save name (letters of any script kept)."""
    s = re.sub(r"[^\w\-]+", "_", name.strip(), flags=re.UNICODE).strip("_")
    return s[:60] or "save"


def save_named(record: Record, name: str) -> Path:
    """Save ``record`` under a player-given name; returns the path."""
    path = saves_dir() / f"{slug(name)}.json"
    save_record(record, path)
    return path


def load_record(path: Path, check_replay: bool = True) -> Record:
    """Read a save file, or set it aside and raise :class:`SaveFileError`.

    The message says why: damaged (not JSON, truncated), foreign (not a
    record), newer (a later format), an unknown game, or one whose actions
    do not replay.
    """
    path = Path(path)
    try:
        with open(path, encoding="utf-8") as fh:
            data = json.load(fh)
        record = Record.from_json(data)
        if check_replay:
            record.replay()
        return record
    except (OSError, UnicodeDecodeError, json.JSONDecodeError):
        key = "core.err.save_damaged"
        idx = 0
    except RecordError as exc:
        detail = exc.msg.params.get("detail", "")
        idx = getattr(exc, "index", 0)
        key = {"foreign": "core.err.save_foreign", "newer": "core.err.save_newer",
               "unknown_game": "core.err.save_unknown_game"}.get(detail)
        if key is None:
            key = "core.err.save_replay" if idx else "core.err.save_damaged"
    aside = set_aside(path) if path.exists() else path
    raise SaveFileError(key, path=str(aside), name=path.name, aside=aside.name, index=idx)


def list_saves() -> list[Path]:
    """Every save file (autosaves included), newest first."""
    files = [p for p in saves_dir().glob("*.json") if p.is_file()]
    return sorted(files, key=lambda p: p.stat().st_mtime, reverse=True)


def latest_autosave() -> Path | None:
    """The newest autosave, for "Continue"."""
    files = [p for p in list_saves() if p.name.startswith("autosave-")]
    return files[0] if files else None


def read_json(path: Path, default):
    """A small JSON file (settings), or ``default`` if missing or unreadable.

    An unreadable file is set aside so the next write does not lose it.
    """
    path = Path(path)
    if not path.exists():
        return default
    try:
        with open(path, encoding="utf-8") as fh:
            return json.load(fh)
    except (OSError, UnicodeDecodeError, json.JSONDecodeError):
        try:
            set_aside(path)
        except OSError:
            pass
        return default


def write_json(path: Path, data) -> None:
    """Write a small JSON file atomically."""
    write_atomic(path, json.dumps(data, ensure_ascii=False, indent=1))
