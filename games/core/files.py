"""The few ways the suite touches files in its folders (:mod:`.folders` says where they are).

Every write is atomic (:func:`write_atomic`: a temporary file in the same folder,
flushed and fsynced, then renamed over the old one). Every read takes only a
regular file (:func:`read_regular`: a named pipe, a device, a folder or a link to
nothing is refused at once, never waited on). A file that cannot be used is *set
aside* (:func:`set_aside`: renamed to ``<name>.bad-<n>`` beside it), and when even
that fails, :func:`os_reason` says why in the catalogue's words. What was done
to a file on the way (a key file replaced, a folder where a save should be) is
kept as a sentence for the window to show once (:func:`notice`, :func:`take_notices`).
"""
from __future__ import annotations

import errno
import os
import stat
import tempfile
from pathlib import Path

from . import caches
from .folders import APP_DIR, config_dir, data_dir  # noqa: F401  (the folders, named here too)
from .text import Msg

#: the longest file name most file systems take, in bytes (a set-aside name is kept below it)
NAME_MAX = 255
_notices: list[Msg] = caches.kept(f"{__name__}.notices", list)


class NotAFile(OSError):
    """A path that is there but is not a regular file (a folder, a pipe, a device)."""


def read_regular(path: Path, limit: int) -> bytes:
    """At most ``limit + 1`` bytes of the regular file at ``path``.

    Raises :class:`NotAFile` for anything else that is there (opened without waiting, so a
    named pipe never hangs the window), ``FileNotFoundError`` when nothing is (or a link
    points at nothing), and ``OSError`` when it cannot be read."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise NotAFile(errno.EINVAL, "not a regular file", str(path))
        if hasattr(os, "set_blocking"):
            try:
                os.set_blocking(fd, True)
            except OSError:
                pass
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, limit + 1 - size)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


def is_regular(path: Path) -> bool:
    """True when ``path`` (followed if a link) is a regular file."""
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except (OSError, ValueError):
        return False


def in_place(path: Path) -> bool:
    """True when something is at ``path`` (a link to nothing counts)."""
    return os.path.lexists(path)


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
    sync_folder(path.parent)


def sync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable where the system allows it."""
    if hasattr(os, "O_DIRECTORY"):
        try:
            dfd = os.open(folder, os.O_DIRECTORY)
            try:
                os.fsync(dfd)
            finally:
                os.close(dfd)
        except OSError:
            pass


def _aside_name(name: str, n: int) -> str:
    """``<name>.bad-<n>``, the name shortened (by whole characters) to fit :data:`NAME_MAX` bytes."""
    tail = f".bad-{n}"
    room = NAME_MAX - len(tail.encode())
    while len(name.encode("utf-8", "surrogateescape")) > room:
        name = name[:-1]
    return name + tail


def set_aside(path: Path) -> Path:
    """Rename ``path`` to an unused ``<name>.bad-<n>`` beside it and return that (a name too
    long for the file system is shortened first). Raises ``OSError`` when it cannot be moved."""
    path = Path(path)
    n = 1
    while True:
        aside = path.with_name(_aside_name(path.name, n))
        if not os.path.lexists(aside):
            break
        n += 1
    os.replace(path, aside)
    return aside


#: the catalogue's words for why a file could not be written or moved, by ``errno``
_REASONS = {errno.EROFS: "readonly", errno.EACCES: "denied", errno.EPERM: "denied",
            errno.ENAMETOOLONG: "too_long", errno.EISDIR: "folder", errno.ENOTEMPTY: "folder",
            errno.ENOENT: "gone", errno.ENOSPC: "full", getattr(errno, "EDQUOT", errno.ENOSPC): "full",
            errno.ENOTDIR: "not_folder", errno.EBUSY: "busy", errno.EEXIST: "folder"}


def os_reason(exc: BaseException) -> Msg:
    """Why an ``OSError`` happened, as a catalogue sentence part (never the system's words,
    which may name a temporary file).

    >>> os_reason(OSError(errno.EROFS, "Read-only file system", "/x/.a.json.q1.tmp")).render("en")
    'the disk or folder is read-only'
    """
    if isinstance(exc, NotAFile):
        return Msg("core.os.not_file")
    code = getattr(exc, "errno", None)
    key = _REASONS.get(code)
    if key is None:
        return Msg("core.os.other", {"code": errno.errorcode.get(code, str(code)) if code else "?"})
    return Msg(f"core.os.{key}")


def notice(msg: Msg) -> None:
    """Keep a sentence about a file for the window to show (once)."""
    _notices.append(msg)


def take_notices() -> list[Msg]:
    """The sentences kept by :func:`notice` since the last call (then forgotten)."""
    out = list(_notices)
    _notices.clear()
    return out
