"""Where the suite keeps its files, and how it writes them without loss.

The folder is the platform's user data folder (XDG on Linux, AppData on
Windows, Application Support on macOS), or ``$LUDI_ROMANI_HOME`` when set
(tests set it). Every write is atomic: a temporary file in the same folder,
flushed and fsynced, then renamed over the old one, so a kill at any moment
leaves either the old file or the new one, never half of one.

A file that cannot be read is *set aside*: renamed to a fresh
``<name>.bad-<n>`` beside it, and a :class:`SaveFileError` says so in a
sentence. No other file is touched. Files are read defensively: at most
:data:`MAX_SAVE_BYTES`, any nesting, any bytes; whatever is wrong becomes a
:class:`SaveFileError`, never a crash.

A running game's seed and actions are sealed (:mod:`games.core.seal`) with this
installation's secret (``secret.key`` in the data folder); a finished game is
saved plain. A folder that cannot be written is noticed at start
(:func:`check_writable`): play goes on, autosaves are skipped.
"""
from __future__ import annotations

import json
import os
import re
import sys
import tempfile
import time
from pathlib import Path

from . import caches
from . import seal
from .errors import RecordError, SaveFileError
from .record import Record

APP_DIR = "ludi-romani"
#: a save file larger than this is not read (a long game is a few dozen kilobytes)
MAX_SAVE_BYTES = 4 * 1024 * 1024
#: the installation's secret that seals running games, in the data folder
SECRET_FILE = "secret.key"
#: set by :func:`check_writable` when the data folder cannot be written
_unwritable: str | None = None
_secret_cache: dict[str, bytes] = caches.kept(f"{__name__}.secrets")


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
    try:
        base.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass          # a folder that cannot be made: reads find nothing, writes fail with OSError
    return base


def saves_dir() -> Path:
    """Where records are saved (created on first use when possible)."""
    d = data_dir() / "saves"
    try:
        d.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass
    return d


def check_writable() -> str | None:
    """Try to write in the saves folder; ``None`` when that works, else the reason.

    Called once at start. When the folder cannot be written, autosaves are
    skipped for the rest of the run (named saves still try, and say why they fail).
    """
    global _unwritable
    try:
        d = data_dir() / "saves"
        d.mkdir(parents=True, exist_ok=True)
        fd, probe = tempfile.mkstemp(prefix=".probe.", suffix=".tmp", dir=d)
        os.close(fd)
        os.unlink(probe)
        _unwritable = None
    except OSError as exc:
        _unwritable = f"{data_dir()}: {exc.strerror or exc}"
    return _unwritable


def writable() -> bool:
    """False once :func:`check_writable` found the folder read-only."""
    return _unwritable is None


def clean_temporary() -> int:
    """Remove the temporary files that interrupted autosaves left (``.<name>.<random>.tmp``
    in the saves folder); returns how many. Called at start, before anything is saved."""
    n = 0
    try:
        files = list(saves_dir().iterdir())
    except OSError:
        return 0
    for p in files:
        if p.name.startswith(".") and p.name.endswith(".tmp") and ".json." in p.name:
            try:
                if p.is_file():
                    p.unlink()
                    n += 1
            except OSError:
                pass
    return n


def installation_secret(create: bool = True) -> bytes | None:
    """This installation's random secret (``secret.key``), made on first use.

    ``None`` when it is missing (or unreadable) and ``create`` is false. A
    damaged secret file is set aside before a new one is made.
    """
    path = data_dir() / SECRET_FILE
    cached = _secret_cache.get(str(path))
    if cached is not None and path.exists():
        return cached
    try:
        text = path.read_text(encoding="ascii").strip()
        secret = bytes.fromhex(text)
        if len(secret) != 32:
            raise ValueError("short")
    except FileNotFoundError:
        secret = None
    except (OSError, ValueError):
        secret = None
        if create and path.is_file():
            try:
                set_aside(path)
            except OSError:
                pass
    if secret is None and create:
        secret = os.urandom(32)
        write_atomic(path, secret.hex() + "\n")
        try:
            os.chmod(path, 0o600)
        except OSError:
            pass
    if secret is not None:
        _secret_cache[str(path)] = secret
    return secret


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


def is_finished(record: Record) -> bool:
    """True when ``record`` replays to a finished game (remembered per record and length)."""
    key = (len(record.actions), record.actions[-1] if record.actions else None, record.seed)
    memo = getattr(record, "_finished_memo", None)
    if memo is not None and memo[0] == key:
        return memo[1]
    try:
        over = record.replay().is_over()
    except Exception:  # noqa: BLE001 - a record that does not replay is saved sealed, as running
        over = False
    try:
        record._finished_memo = (key, over)
    except AttributeError:
        pass
    return over


def record_file_form(record: Record, finished: bool | None = None) -> dict:
    """The JSON a save file holds: plain once the game is over, else with the seed
    and the actions sealed by this installation's secret."""
    data = record.to_json()
    if finished is None:
        finished = is_finished(record)
    if finished:
        return data
    hidden = {k: data[k] for k in seal.SECRET_FIELDS}
    return seal.seal(seal.public_part(data), hidden, installation_secret(create=True))


def save_record(record: Record, path: Path, finished: bool | None = None) -> None:
    """Write ``record`` atomically to ``path`` (sealed while the game runs; ``finished``, when
    the caller knows it, spares replaying the record to find out)."""
    write_atomic(path, json.dumps(record_file_form(record, finished), ensure_ascii=False, indent=1))


def autosave(record: Record, finished: bool | None = None) -> Path:
    """Autosave ``record``; returns the path. Skipped (nothing written) when the
    folder was found read-only at start. ``finished``: whether the game is over, when the
    caller holds its state (a game of a thousand actions replays in a tenth of a second)."""
    path = autosave_path(record.game)
    if _unwritable is None:
        save_record(record, path, finished)
    return path


#: the middle of the name of a game kept aside by :func:`keep_other_autosave`
KEPT_MARK = "-unfinished-"


def is_kept_autosave(path: Path) -> bool:
    """True for a save :func:`keep_other_autosave` made.

    >>> is_kept_autosave(Path("seize_rome-unfinished-2026-11-24_02-54.json")), is_kept_autosave(Path("x.json"))
    (True, False)
    """
    return KEPT_MARK in Path(path).name


def keep_other_autosave(record: Record) -> Path | None:
    """Before a game's first autosave: the autosave of ``record``'s game, when it holds another
    game (another ``created`` time) still running (sealed), is renamed to a save of its own,
    ``<game>-unfinished-<date>.json``, which the Load screen lists. Starting a new game, or
    opening a saved one, never loses a game in progress (there is one autosave per game).
    Returns the new path, or None (nothing kept: no such file, the same game, a finished one
    or a file that is not a save, which the Load screen sets aside when it reads it)."""
    path = autosave_path(record.game)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, UnicodeDecodeError):
        return None
    if not seal.is_sealed(data) or data.get("created") == record.created:
        return None
    try:
        when = float(data.get("created"))
    except (TypeError, ValueError):
        when = path.stat().st_mtime
    stem = slug(f"{record.game}{KEPT_MARK}{time.strftime('%Y-%m-%d_%H-%M', time.localtime(when))}")
    target, n = saves_dir() / f"{stem}.json", 1
    while target.exists():
        n += 1
        target = saves_dir() / f"{stem}-{n}.json"
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target


def slug(name: str) -> str:
    """A file-name-safe form of a save name (letters of any script kept)."""
    s = re.sub(r"[^\w\-]+", "_", name.strip(), flags=re.UNICODE).strip("_")
    return s[:60] or "save"


def save_named(record: Record, name: str) -> Path:
    """Save ``record`` under a player-given name; returns the path."""
    path = saves_dir() / f"{slug(name)}.json"
    save_record(record, path)
    return path


#: the sentence for each kind of fault (``detail`` of the RecordError, or its first word)
_KEYS = {"foreign": "core.err.save_foreign", "newer": "core.err.save_newer",
         "unknown_game": "core.err.save_unknown_game", "sealed_key": "core.err.save_no_key",
         "sealed_bad": "core.err.save_tampered", "options": "core.err.save_options",
         "seats": "core.err.save_seats", "seed": "core.err.save_seed", "action": "core.err.save_action"}


def _no_constant(name: str):
    raise ValueError(f"{name} is not a number")


def read_save_json(path: Path):
    """The JSON of a save file, read defensively.

    Raises :class:`RecordError` (``detail`` ``damaged``) for anything that is not
    a JSON document of at most :data:`MAX_SAVE_BYTES`: a folder, non-UTF-8
    bytes, truncation, ``NaN``, numbers beyond Python's digit limit, nesting
    deeper than the parser's recursion limit, or memory exhaustion.
    """
    try:
        with open(path, "rb") as fh:
            raw = fh.read(MAX_SAVE_BYTES + 1)
        if len(raw) > MAX_SAVE_BYTES:
            raise ValueError("too large")
        return json.loads(raw.decode("utf-8"), parse_constant=_no_constant)
    except (OSError, ValueError, RecursionError, MemoryError) as exc:   # UnicodeDecodeError is a ValueError
        raise RecordError("core.err.record_bad", detail=f"damaged: {type(exc).__name__}") from None


def parse_record(data, secret: bytes | None = None) -> Record:
    """A :class:`Record` from the JSON of a save file (sealed or plain).

    ``secret`` defaults to this installation's (a sealed file needs it).
    """
    if seal.is_sealed(data):
        data = seal.unseal(data, secret if secret is not None else installation_secret(create=False))
    return Record.from_json(data)


def load_record(path: Path, check_replay: bool = True, set_aside_bad: bool = True) -> Record:
    """Read a save file, or set it aside and raise :class:`SaveFileError`.

    The message says why: damaged (not JSON, truncated, too large or deep),
    foreign (not a record), newer (a later format), an unknown game, options,
    seats, seed or an action that are not valid, sealed with a key this
    installation does not have or changed after sealing, or actions that do
    not replay. ``set_aside_bad=False`` (``main.py replay``) reports without
    renaming anything. ``check_replay=False`` reads without replaying: the
    actions are then checked by :func:`check_replay_slice`.
    """
    path = Path(path)
    try:
        record = parse_record(read_save_json(path))
        if check_replay:
            record.replay()
        return record
    except RecordError as exc:
        raise _refused(path, exc, set_aside_bad) from None


def check_replay_slice(path: Path, record: Record, budget: float | None = 0.015) -> bool:
    """Check the actions of ``record``, read from ``path`` by ``load_record(path,
    check_replay=False)``, for up to ``budget`` seconds of processor time (a slice of
    :meth:`Record.prepare`, checked); True once every action is checked (the record then
    replays as :func:`load_record` would have replayed it). An action that does not replay
    sets the file aside and raises :class:`SaveFileError`, as :func:`load_record` does.
    Continue calls it in the frames it waits (a long Caesar XL game took 76 ms of one frame)."""
    try:
        if not record.prepare(budget, trusted=False):
            return False
        record.replay()                 # (the last actions, after the last checkpoint)
        return True
    except RecordError as exc:
        raise _refused(Path(path), exc, True) from None


def _refused(path: Path, exc: RecordError, set_aside_bad: bool) -> SaveFileError:
    """The :class:`SaveFileError` saying why ``path`` was refused (the file set aside)."""
    detail = str(exc.msg.params.get("detail", ""))
    idx = getattr(exc, "index", 0)
    head = re.match(r"[a-z_]*", detail).group(0)
    key = "core.err.save_replay" if idx else _KEYS.get(detail, _KEYS.get(head, "core.err.save_damaged"))
    aside = path
    if set_aside_bad and (path.exists() or path.is_symlink()):
        try:
            aside = set_aside(path)
        except OSError:
            aside = path
    return SaveFileError(key, path=str(aside), name=path.name, aside=aside.name, index=idx)


def list_saves() -> list[Path]:
    """Every save file (autosaves included), newest first."""
    d = saves_dir()
    out = []
    try:
        files = list(d.glob("*.json"))
    except OSError:
        return []
    for p in files:
        try:
            if p.is_file():
                out.append((p.stat().st_mtime, p))
        except OSError:      # vanished or unreadable meanwhile
            pass
    return [p for _, p in sorted(out, key=lambda t: t[0], reverse=True)]


def latest_autosave() -> Path | None:
    """The newest autosave, for "Continue"."""
    files = [p for p in list_saves() if p.name.startswith("autosave-")]
    return files[0] if files else None


def read_json(path: Path, default):
    """A small JSON file (settings), or ``default`` if missing or unreadable.

    An unreadable file is set aside so the next write does not lose it.
    """
    return read_json_checked(path, default)[0]


def read_json_checked(path: Path, default):
    """``(data, aside)``: like :func:`read_json`, and where an unreadable file was set
    aside (``None`` when the file was read or missing)."""
    path = Path(path)
    if not path.exists():
        return default, None
    try:
        with open(path, "rb") as fh:
            raw = fh.read(MAX_SAVE_BYTES + 1)
        if len(raw) > MAX_SAVE_BYTES:
            raise ValueError("too large")
        return json.loads(raw.decode("utf-8"), parse_constant=_no_constant), None
    except (OSError, ValueError, RecursionError, MemoryError):
        try:
            return default, set_aside(path)
        except OSError:
            return default, path


def write_json(path: Path, data) -> None:
    """Write a small JSON file atomically."""
    write_atomic(path, json.dumps(data, ensure_ascii=False, indent=1))
