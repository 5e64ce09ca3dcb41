"""Where the suite keeps its files, and how it writes them without loss.

The folder is the platform's user data folder (:mod:`.folders`), or
``$LUDI_ROMANI_HOME`` when set (tests set it). Every write is atomic: a temporary file in the same folder,
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
import math
import os
import re
import stat
import tempfile
import time
import unicodedata
from pathlib import Path

from . import caches, seal
from .budget import Budget
from .errors import LudiError, RecordError, SaveFileError
from .files import (APP_DIR, NotAFile, data_dir, in_place, is_regular, notice, os_reason,  # noqa: F401
                    read_regular, set_aside, sync_folder, take_notices, write_atomic)
from .keyfile import SECRET_FILE, installation_secret, secret_for  # noqa: F401
from .record import Record
from .registry import info
from .text import Msg

#: a save file larger than this is not read (a long game is a few dozen kilobytes)
MAX_SAVE_BYTES = 4 * 1024 * 1024
#: set by :func:`check_writable` when the data folder cannot be written
_unwritable: str | None = None


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


def autosave_path(game: str) -> Path:
    """The autosave of ``game`` (one per game)."""
    return saves_dir() / f"autosave-{game}.json"


def is_finished(record: Record) -> bool:
    """True when ``record`` replays to a finished game (remembered per record and length)."""
    key = (len(record.actions), record.actions[-1] if record.actions else None, record.seed)
    memo = record.finished_memo
    if memo is not None and memo[0] == key:
        return memo[1]
    try:
        over = record.replay().is_over()
    except Exception:  # noqa: BLE001 - a record that does not replay is saved sealed, as running
        over = False
    record.finished_memo = (key, over)
    return over


def record_file_form(record: Record, finished: bool | None = None, name: str | None = None) -> dict:
    """The JSON a save file holds: plain once the game is over (marked ``finished``), else
    with the seed and the actions sealed by this installation's secret; either way with the
    time it was saved (``saved``: what Continue orders by, not the file's date, which a
    clock set back or a copied folder changes) and the name a player gave it (``name``, as
    typed: the file name is its :func:`slug`)."""
    data = record.to_json()
    if finished is None:
        finished = is_finished(record)
    data["saved"] = time.time()
    if name is not None:
        data["name"] = name
    if finished:
        data["finished"] = True
        return data
    hidden = {k: data[k] for k in seal.SECRET_FIELDS}
    secret = installation_secret(create=True)
    assert secret is not None, "a secret is made when there is none"
    return seal.seal(seal.public_part(data), hidden, secret)


def save_record(record: Record, path: Path, finished: bool | None = None, name: str | None = None) -> None:
    """Write ``record`` atomically to ``path`` (sealed while the game runs; ``finished``, when
    the caller knows it, spares replaying the record to find out; ``name``: as the player typed it)."""
    write_atomic(path, json.dumps(record_file_form(record, finished, name), ensure_ascii=False, indent=1))


#: each file this process wrote last, by path: (inode, modification time, size) just after
_written: dict[str, tuple | None] = caches.kept(f"{__name__}.written")


def _identity(path: Path) -> tuple | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return st.st_ino, st.st_mtime_ns, st.st_size


def autosave(record: Record, finished: bool | None = None, into: Path | None = None) -> Path:
    """Autosave ``record``; returns the path written. Skipped (nothing written) when the
    folder was found read-only at start. ``finished``: whether the game is over, when the
    caller holds its state (a game of a thousand actions replays in a tenth of a second).

    The autosave is never written over another process's newer save of the same game (two
    windows on one data folder playing it): when the file changed since this process last
    wrote it and holds moves ``record`` does not, ``record`` is kept as a save of its own
    (``<game>-unfinished-<date>.json``) and that path returned; the caller passes it back as
    ``into`` for the game's later autosaves. Something at the autosave's place that is no
    file (a folder, a pipe, a link to nothing) is set aside first, with a sentence."""
    path = autosave_path(record.game)
    if _unwritable is not None:
        return path
    target = Path(into) if into is not None else path
    if target == path:
        _clear_place(path)
        if _identity(path) not in (None, _written.get(str(path))) and _holds_more(path, record):
            target = _kept_name(record.game, record.created)
    save_record(record, target, finished)
    _written[str(target)] = _identity(target)
    return target


def _clear_place(path: Path) -> None:
    """Set aside what lies at ``path`` if it is there and is not a regular file, and say so."""
    if in_place(path) and not is_regular(path):
        notice(Msg("core.err.save_not_file", {"name": path.name, "fate": set_aside_fate(path)}))


def _holds_more(path: Path, record: Record) -> bool:
    """True when the save at ``path`` is ``record``'s game (the same ``created``) and holds a
    move ``record`` does not (it is not an earlier point of ``record``): written by another
    window, or the later autosave of a game opened from an earlier save."""
    try:
        data = json.loads(read_regular(path, MAX_SAVE_BYTES).decode("utf-8"), parse_constant=_no_constant)
    except (OSError, ValueError, RecursionError, MemoryError):
        return False
    if not isinstance(data, dict) or data.get("game") != record.game or data.get("created") != record.created:
        return False
    try:
        theirs = parse_record(data).actions
    except RecordError:
        return True              # (sealed with a key not at hand: kept, never written over)
    return theirs != record.actions[:len(theirs)]


#: the middle of the name of a game kept aside by :func:`keep_other_autosave`
KEPT_MARK = "-unfinished-"
#: the middle of the name of a finished game (its review with it) kept aside the same way
FINISHED_MARK = "-finished-"


def is_kept_autosave(path: Path) -> bool:
    """True for a save :func:`keep_other_autosave` made.

    >>> is_kept_autosave(Path("seize_rome-unfinished-2026-11-24_02-54.json")), is_kept_autosave(Path("x.json"))
    (True, False)
    """
    return KEPT_MARK in Path(path).name


def _kept_name(game: str, when, mark: str = KEPT_MARK) -> Path:
    """An unused ``<game><mark><date>[-n].json`` in the saves folder."""
    try:
        when = float(when)
        stamp = time.strftime('%Y-%m-%d_%H-%M', time.localtime(when)) if math.isfinite(when) else "game"
    except (TypeError, ValueError, OverflowError, OSError):
        stamp = "game"
    stem = slug(f"{game}{mark}{stamp}")
    target, n = saves_dir() / f"{stem}.json", 1
    while in_place(target):
        n += 1
        target = saves_dir() / f"{stem}-{n}.json"
    return target


def keep_other_autosave(record: Record) -> Path | None:
    """Before a game's first autosave: the autosave of ``record``'s game, when it holds another
    game (another ``created`` time), is renamed to a save of its own the Load screen lists:
    ``<game>-unfinished-<date>.json`` when it may still be running (sealed, or plain and not
    marked finished), ``<game>-finished-<date>.json`` when it is over (its review with it).
    Starting a new game, or opening a saved one, never loses a game (there is one autosave per
    game). Returns the new path, or None (nothing kept: no such file, the same game or a file
    that is not a save, which the Load screen sets aside when it reads it)."""
    path = autosave_path(record.game)
    try:
        data = json.loads(read_regular(path, MAX_SAVE_BYTES).decode("utf-8"), parse_constant=_no_constant)
    except (OSError, ValueError, RecursionError, MemoryError):
        return None
    if not isinstance(data, dict) or data.get("created") == record.created:
        return None
    over = not seal.is_sealed(data) and data.get("finished") is True
    if not seal.is_sealed(data) and data.get("format") != "ludi-romani-record":
        return None
    target = _kept_name(record.game, data.get("created"), FINISHED_MARK if over else KEPT_MARK)
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target


def slug(name: str) -> str:
    """A file-name-safe form of a save name (letters of any script kept)."""
    s = re.sub(r"[^\w\-]+", "_", name.strip(), flags=re.UNICODE).strip("_")
    return s[:60] or "save"


class SaveNameError(RecordError):
    """A name a save cannot take: ``path`` is the save already there (``None``: a name kept
    for the automatic saves)."""

    def __init__(self, msg: Msg, path: Path | None = None):
        super().__init__(msg)
        self.path = path


def _same_name(a: str) -> str:
    return unicodedata.normalize("NFC", a).casefold()


def named_save_path(name: str) -> tuple[Path, Path | None]:
    """Where a save named ``name`` goes, and the save already there under that file name (the
    same after :func:`slug`, which keeps 60 characters, told apart neither by case nor by the
    form of its accents, as some file systems do not), or None."""
    path = saves_dir() / f"{slug(name)}.json"
    want = _same_name(path.name)
    try:
        there = [p for p in saves_dir().iterdir() if _same_name(p.name) == want]
    except OSError:
        there = []
    if in_place(path):
        return path, path
    return (there[0], there[0]) if there else (path, None)


#: the most characters of a save's name kept in its file (and read back from one)
MAX_NAME_CHARS = 200


def typed_name(path: Path, record: Record) -> str | None:
    """The name the player typed for the save ``record`` read from ``path`` (kept in the file
    by :func:`save_named`), when the file still bears it (its name is that name's :func:`slug`);
    else None (the Load screen then shows the file's name)."""
    name = getattr(record, "save_name", None)
    if isinstance(name, str) and name.strip() and slug(name) == Path(path).stem:
        return name.strip()
    return None


def save_named(record: Record, name: str, replace: bool = False) -> Path:
    """Save ``record`` under a player-given name; returns the path. Raises
    :class:`SaveNameError` when the name is kept for the automatic saves (``autosave-...``,
    ``...-unfinished-...``, ``...-finished-...``), and, unless ``replace``, when a save of that name is there
    (the window asks first; nothing is written)."""
    stem = slug(name)
    if _same_name(stem).startswith("autosave") or any(m in _same_name(stem) for m in (KEPT_MARK, FINISHED_MARK)):
        raise SaveNameError(Msg("core.err.save_name_reserved", {"name": stem}))
    path, there = named_save_path(name)
    if there is not None and not replace:
        raise SaveNameError(Msg("core.err.save_name_taken", {"name": there.stem}), there)
    _clear_place(path)
    save_record(record, path, name=name.strip()[:MAX_NAME_CHARS])
    return path


#: a save named by the window when the player typed no name: the game's title (in the language
#: of the screen then), the date and the time (``GameScene.default_save_name``), as :func:`slug` wrote it
_DATED = re.compile(r"(?P<title>.+)_(?P<day>\d{4}-\d{2}-\d{2})_(?P<hour>\d{2})(?P<minute>\d{2})")


def save_kind(path: Path, record: Record) -> tuple[str, str | None]:
    """What a save is, for the Load screen to name it in the language of the screen now (never
    in the words it was made in): ``("autosave", None)``; ``("kept", date)``, a game in progress
    kept aside as ``<game>-unfinished-<date>`` (:func:`keep_other_autosave`), ``date`` when it
    began (None if unknown); ``("finished", date)``, a finished game kept aside the same way as
    ``<game>-finished-<date>``; ``("dated", date)``, saved with no name typed (its file name is the
    game's title in either language and the date); ``("named", None)``, a name the player typed.

    >>> save_kind(Path("Caesar_2026-11-24_1402.json"), Record("caesar", [], 1))
    ('dated', '2026-11-24 14:02')
    """
    stem = Path(path).stem
    if Path(path).name.startswith("autosave-"):
        return "autosave", None
    if KEPT_MARK in stem:
        return "kept", _when(record.created)
    if stem.startswith(f"{record.game}{FINISHED_MARK}"):
        return "finished", _when(record.created)
    found = _DATED.fullmatch(stem)
    if found is not None:
        day, hm = found["day"], f"{found['hour']}{found['minute']}"
        try:
            titles = {info(record.game).title.render(lang) for lang in ("en", "ja")}
        except KeyError:
            titles = set()
        if any(slug(f"{title} {day} {hm}") == stem for title in titles):
            return "dated", f"{day} {found['hour']}:{found['minute']}"
    return "named", None


def _when(created) -> str | None:
    """``created`` (seconds since the epoch) as a local date and time, or None."""
    try:
        created = float(created)
        if not math.isfinite(created) or created <= 0:
            return None
        return time.strftime("%Y-%m-%d %H:%M", time.localtime(created))
    except (TypeError, ValueError, OverflowError, OSError):
        return None


class SaveDeleteError(LudiError):
    """A save that was not deleted (nothing changed): ``why`` says why (a :class:`Msg` ending
    a sentence), ``changed`` that the file changed after it was listed."""

    def __init__(self, path: Path, why: Msg | None = None, changed: bool = False):
        key = "core.err.save_delete_changed" if changed else "core.err.save_delete"
        super().__init__(Msg(key, {"name": Path(path).name, "why": why or ""}))
        self.why, self.changed = why, changed


def file_stamp(path: Path) -> tuple[int, int] | None:
    """``(modification time in ns, size)`` of the file at ``path`` (a link followed), or None."""
    try:
        st = os.stat(path)
    except OSError:
        return None
    return st.st_mtime_ns, st.st_size


def delete_save(path: Path, stamp: tuple[int, int] | None = None) -> None:
    """Delete the save at ``path``, that one file and nothing else: a ``*.json`` of the saves
    folder (a link is removed, never what it points at). ``stamp``: the file's
    :func:`file_stamp` when the list was read; a file changed since (played on in another
    window) is left as it is. A file already gone is no error. Raises
    :class:`SaveDeleteError` (nothing changed) when the file cannot be deleted."""
    path = Path(path)
    try:
        here = path.parent.resolve() == saves_dir().resolve()
        st = os.lstat(path)
    except FileNotFoundError:
        return
    except OSError as exc:
        raise SaveDeleteError(path, os_reason(exc)) from None
    if not here or path.suffix != ".json" or not (stat.S_ISREG(st.st_mode) or stat.S_ISLNK(st.st_mode)):
        raise SaveDeleteError(path, Msg("core.os.not_file"))
    if stamp is not None and file_stamp(path) not in (None, tuple(stamp)):
        raise SaveDeleteError(path, changed=True)
    try:
        os.unlink(path)
    except FileNotFoundError:
        return
    except OSError as exc:
        raise SaveDeleteError(path, os_reason(exc)) from None
    _written.pop(str(path), None)
    sync_folder(path.parent)


#: the sentence for each kind of fault (``detail`` of the RecordError, or its first word)
_KEYS = {"foreign": "core.err.save_foreign", "newer": "core.err.save_newer",
         "unknown_game": "core.err.save_unknown_game", "sealed_key": "core.err.save_no_key",
         "sealed_bad": "core.err.save_tampered", "options": "core.err.save_options",
         "seats": "core.err.save_seats", "seed": "core.err.save_seed", "action": "core.err.save_action",
         "start": "core.err.save_start", "plain_running": "core.err.save_plain_running",
         "not_file": "core.err.save_not_file"}


def _no_constant(name: str):
    raise ValueError(f"{name} is not a number")


def read_save_json(path: Path):
    """The JSON of a save file, read defensively.

    Raises :class:`RecordError` for anything that is not a JSON document of at most
    :data:`MAX_SAVE_BYTES` in a regular file: ``detail`` ``not_file`` for a folder, a named
    pipe (never waited on) or a link to nothing, else ``damaged`` (non-UTF-8 bytes,
    truncation, ``NaN``, numbers beyond Python's digit limit, nesting deeper than the
    parser's recursion limit, or memory exhaustion).
    """
    try:
        raw = read_regular(path, MAX_SAVE_BYTES)
    except (NotAFile, IsADirectoryError, FileNotFoundError):
        raise RecordError("core.err.record_bad", detail="not_file") from None
    except OSError as exc:
        raise RecordError("core.err.record_bad", detail=f"damaged: {type(exc).__name__}") from None
    try:
        if len(raw) > MAX_SAVE_BYTES:
            raise ValueError("too large")
        return json.loads(raw.decode("utf-8"), parse_constant=_no_constant)
    except (ValueError, RecursionError, MemoryError) as exc:   # UnicodeDecodeError is a ValueError
        raise RecordError("core.err.record_bad", detail=f"damaged: {type(exc).__name__}") from None


def parse_record(data, secret: bytes | None = None) -> Record:
    """A :class:`Record` from the JSON of a save file (sealed or plain).

    ``secret`` defaults to the key the save names: this installation's, or a key file kept
    aside (:func:`games.core.keyfile.secret_for`). The record's ``sealed_file`` says which
    form it came from (a running game opens only from a sealed one, see :func:`load_record`).
    """
    sealed = seal.is_sealed(data)
    if sealed:
        if secret is None:
            box = data.get(seal.FIELD)
            key = box.get("key") if isinstance(box, dict) else None
            secret = secret_for(key) if isinstance(key, str) else None
        data = seal.unseal(data, secret)
    record = Record.from_json(data)
    record.sealed_file = sealed
    name = data.get("name")
    record.save_name = name if isinstance(name, str) and len(name) <= MAX_NAME_CHARS else None
    return record


def _check_form(record: Record, state) -> None:
    """A running game read from a plain (unsealed) file is refused: its seed and moves could
    have been chosen by editing it (only a finished game is saved plain)."""
    if getattr(record, "sealed_file", True) is False and not state.is_over():
        raise RecordError("core.err.record_bad", detail="plain_running")


def load_record(path: Path, check_replay: bool = True, set_aside_bad: bool = True) -> Record:
    """Read a save file, or set it aside and raise :class:`SaveFileError`.

    The message says why: damaged (not JSON, truncated, too large or deep), not a file
    (a folder, a pipe, a link to nothing), foreign (not a record), newer (a later format),
    an unknown game, options, seats, seed or an action that are not valid, a game that
    cannot be set up, a running game saved plain, sealed with a key this installation does
    not have (left where it is: it opens again once its key is back) or changed after
    sealing, or actions that do not replay. Any other error the game raises reading the file
    is a damaged file, never a crash. ``set_aside_bad=False`` (``main.py replay``) reports
    without renaming anything. ``check_replay=False`` reads without replaying: the actions
    are then checked by :func:`check_replay_slice`.
    """
    path = Path(path)
    try:
        record = parse_record(read_save_json(path))
        if check_replay:
            _check_form(record, record.replay())
        return record
    except RecordError as exc:
        raise _refused(path, exc, set_aside_bad) from None
    except Exception as exc:  # noqa: BLE001 - whatever a save file makes the engine raise
        raise _refused(path, RecordError("core.err.record_bad", detail=f"damaged: {exc}"[:200]),
                       set_aside_bad) from None


def check_replay_slice(path: Path, record: Record, budget: float | Budget | None = 0.015) -> bool:
    """Check the actions of ``record``, read from ``path`` by ``load_record(path,
    check_replay=False)``, for up to ``budget`` seconds of processor time or until the
    :class:`~games.core.budget.Budget` is spent (a slice of
    :meth:`Record.prepare`, checked); True once every action is checked (the record then
    replays as :func:`load_record` would have replayed it). An action that does not replay
    (or any error the save makes the game raise, or a running game saved plain) sets the
    file aside and raises :class:`SaveFileError`, as :func:`load_record` does.
    Continue calls it in the frames it waits (a long Caesar XL game took 76 ms of one frame)."""
    try:
        if not record.prepare(budget, trusted=False):
            return False
        _check_form(record, record.replay())     # (the last actions, after the last checkpoint)
        return True
    except RecordError as exc:
        raise _refused(Path(path), exc, True) from None
    except Exception as exc:  # noqa: BLE001 - whatever a save file makes the engine raise
        raise _refused(Path(path), RecordError("core.err.record_bad", detail=f"damaged: {exc}"[:200]),
                       True) from None


def _fate(path: Path, aside: Path, exc: OSError | None = None) -> Msg:
    """What became of a bad file, as the end of its sentence: set aside as ``aside``, or left
    as ``path`` because it could not be moved (``exc``, said in the catalogue's words)."""
    if exc is None:
        return Msg("core.fate.aside", {"aside": aside.name})
    return Msg("core.fate.stuck", {"name": path.name, "why": os_reason(exc)})


def _refused(path: Path, exc: RecordError, set_aside_bad: bool) -> SaveFileError:
    """The :class:`SaveFileError` saying why ``path`` was refused (the file set aside, but a
    game sealed with a key not at hand, which stays where it is)."""
    detail = str(exc.msg.params.get("detail", ""))
    idx = getattr(exc, "index", 0)
    head = re.match(r"[a-z_]*", detail).group(0)  # type: ignore[union-attr]  # * matches even ""
    key = "core.err.save_replay" if idx else _KEYS.get(detail, _KEYS.get(head, "core.err.save_damaged"))
    aside, fate = path, Msg("core.fate.left", {"name": path.name})
    if set_aside_bad and head != "sealed_key" and in_place(path):
        try:
            aside = set_aside(path)
            fate = _fate(path, aside)
        except OSError as err:
            fate = _fate(path, path, err)
    return SaveFileError(key, path=str(aside), name=path.name, aside=aside.name, index=idx, fate=fate)


def list_saves() -> list[Path]:
    """Every save file (autosaves included), newest first; then whatever else is named like a
    save and is no file (a folder, a pipe, a link to nothing), for the Load screen to set aside."""
    d = saves_dir()
    out, odd = [], []
    try:
        files = list(d.glob("*.json"))
    except OSError:
        return []
    for p in files:
        try:
            if is_regular(p):
                out.append((p.stat().st_mtime, p))
            elif in_place(p):
                odd.append(p)
        except OSError:      # vanished or unreadable meanwhile
            pass
    return [p for _, p in sorted(out, key=lambda t: t[0], reverse=True)] + sorted(odd)


def saved_time(data) -> float | None:
    """When a save's JSON says it was saved (``saved``, else its game's ``created``), or None."""
    if not isinstance(data, dict):
        return None
    for k in ("saved", "created"):
        v = data.get(k)
        if isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v):
            return float(v)
    return None


def game_to_continue() -> Path | None:
    """The autosave Continue opens: of the games not marked finished, the one saved last by
    the time recorded in it (not the file's date, which a clock set back changes). A game
    sealed with a key not at hand is not offered (the Load screen says why); a file that
    cannot be read, or a running game saved plain, is still offered after those: opening it
    says what is wrong and sets it aside."""
    best = []
    for path in list_saves():
        if not path.name.startswith("autosave-") or not is_regular(path):
            continue
        try:
            data = json.loads(read_regular(path, MAX_SAVE_BYTES).decode("utf-8"), parse_constant=_no_constant)
        except (OSError, ValueError, RecursionError, MemoryError):
            data = None
        if seal.is_sealed(data):
            box = data.get(seal.FIELD)
            if not isinstance(box, dict) or not isinstance(box.get("key"), str) or secret_for(box["key"]) is None:
                continue
        elif isinstance(data, dict) and data.get("finished") is True:
            continue
        when = saved_time(data)
        best.append((when is not None, when or 0.0, path.name, path))
    return max(best)[3] if best else None


def latest_autosave() -> Path | None:
    """The newest autosave (by the time recorded in it, else by the file's date)."""
    files = []
    for p in list_saves():
        if p.name.startswith("autosave-") and is_regular(p):
            try:
                data = json.loads(read_regular(p, MAX_SAVE_BYTES).decode("utf-8"), parse_constant=_no_constant)
            except (OSError, ValueError, RecursionError, MemoryError):
                data = None
            when = saved_time(data)
            files.append((when if when is not None else p.stat().st_mtime, p.name, p))
    return max(files)[2] if files else None


def read_json(path: Path, default):
    """A small JSON file (settings), or ``default`` if missing or unreadable.

    An unreadable file is set aside so the next write does not lose it.
    """
    return read_json_checked(path, default)[0]


def read_json_checked(path: Path, default):
    """``(data, fate)``: like :func:`read_json`, and what became of a file that could not be
    read (a :class:`Msg` ending a sentence: set aside as ..., or left because it could not be
    moved; ``None`` when the file was read or missing). Only a regular file is read: a named
    pipe or a folder in its place is set aside at once, never waited on."""
    path = Path(path)
    if not in_place(path):
        return default, None
    try:
        raw = read_regular(path, MAX_SAVE_BYTES)
        if len(raw) > MAX_SAVE_BYTES:
            raise ValueError("too large")
        return json.loads(raw.decode("utf-8"), parse_constant=_no_constant), None
    except FileNotFoundError:
        if not in_place(path):
            return default, None              # (gone meanwhile)
        return default, set_aside_fate(path)   # a link to nothing
    except (OSError, ValueError, RecursionError, MemoryError):
        return default, set_aside_fate(path)


def set_aside_fate(path: Path) -> Msg:
    """Set ``path`` aside; what became of it, as the end of a sentence (:func:`_fate`)."""
    try:
        return _fate(path, set_aside(path))
    except OSError as exc:
        return _fate(path, path, exc)


def write_json(path: Path, data) -> None:
    """Write a small JSON file atomically."""
    write_atomic(path, json.dumps(data, ensure_ascii=False, indent=1))
