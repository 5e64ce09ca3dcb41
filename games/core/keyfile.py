"""This installation's secret (``secret.key`` in the data folder), which seals running games.

The key is made once, atomically: a new key is written whole to a temporary file, then
linked into place only if no key is there yet, and whatever key is there then is the
one used. Two copies of the program started at the same moment on a fresh folder so
agree on one key (each once made its own, and the game of the copy that lost the race
was later refused as "sealed by another installation").

A key file that cannot be used (damaged, unreadable, a folder or a pipe) is never
thrown away: it is kept aside (``secret.key.bad-<n>``), a new one is made, and a
sentence says so (:func:`games.core.files.notice`). Every key kept aside that can be
read is still tried when a save names it (:func:`secret_for`), so the games it sealed
are not stranded: they open, and are sealed with the new key at their next save.
"""
from __future__ import annotations

import os
import tempfile
from pathlib import Path

from . import caches, seal
from .files import data_dir, in_place, notice, os_reason, read_regular, set_aside, sync_folder
from .text import Msg

#: the installation's secret that seals running games, in the data folder
SECRET_FILE = "secret.key"
KEY_BYTES = 32
#: the secret read from each key file, by path
_secret_cache: dict[str, bytes] = caches.kept(f"{__name__}.secrets")


class DamagedKey(ValueError):
    """A key file whose text is not a key."""


def _read_key(path: Path) -> bytes:
    """The key in ``path``; ``OSError`` when it cannot be read, :class:`DamagedKey` when it
    holds no key."""
    raw = read_regular(path, 200)
    try:
        secret = bytes.fromhex(raw.decode("ascii").strip())
    except (UnicodeDecodeError, ValueError):
        raise DamagedKey("not hex") from None
    if len(secret) != KEY_BYTES:
        raise DamagedKey("wrong length")
    return secret


def _link_new_key(path: Path) -> None:
    """Put a new key at ``path`` unless one is there already (never over one)."""
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="ascii") as fh:
            fh.write(os.urandom(KEY_BYTES).hex() + "\n")
            fh.flush()
            os.fsync(fh.fileno())
        try:
            os.chmod(tmp, 0o600)
        except OSError:
            pass
        try:
            os.link(tmp, path)                  # only if no key is there: FileExistsError if one is
        except FileExistsError:
            pass
        except (OSError, NotImplementedError, AttributeError):
            _create_exclusive(path, tmp)        # a file system without hard links
    finally:
        try:
            os.unlink(tmp)
        except OSError:
            pass
    sync_folder(path.parent)


def _create_exclusive(path: Path, tmp: str) -> None:
    """Where hard links are not offered: create ``path`` only if it is not there, and copy
    the key of ``tmp`` into it."""
    with open(tmp, "rb") as fh:
        text = fh.read()
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o600)
    except FileExistsError:
        return
    try:
        os.write(fd, text)
        os.fsync(fd)
    finally:
        os.close(fd)


def installation_secret(create: bool = True) -> bytes | None:
    """This installation's secret, made on first use (``None`` when there is none and
    ``create`` is false). A key file that cannot be used is kept aside before a new one is
    made, and a sentence says so."""
    path = data_dir() / SECRET_FILE
    cached = _secret_cache.get(str(path))
    if cached is not None and in_place(path):
        return cached
    secret = None
    try:
        secret = _read_key(path)
    except FileNotFoundError:
        # a link to nothing is kept aside; anything else missing is no key yet (a key another
        # copy of the program linked into place meanwhile is read below, never set aside)
        if create and path.is_symlink() and not path.exists():
            _keep_aside(path, Msg("core.os.gone"))
    except (OSError, DamagedKey) as exc:
        if not create:
            return None
        _keep_aside(path, os_reason(exc) if isinstance(exc, OSError) else Msg("core.key.damaged"))
    if secret is None and create:
        _link_new_key(path)
        secret = _read_key(path)                # whatever key is there now
    if secret is not None:
        _secret_cache[str(path)] = secret
    return secret


def _keep_aside(path: Path, why: Msg) -> None:
    """Keep the key file that cannot be used aside, and say so (or why it could not be)."""
    try:
        aside = set_aside(path)
    except OSError as exc:
        notice(Msg("core.key.stuck", {"why": why, "fail": os_reason(exc)}))
        raise
    notice(Msg("core.key.replaced", {"why": why, "aside": aside.name}))


def secret_for(key_id: str) -> bytes | None:
    """The secret whose :func:`seal.key_id` is ``key_id``: this installation's, or that of a
    key file kept aside (a save sealed before its key file was replaced); None if none."""
    current = installation_secret(create=False)
    if current is not None and seal.key_id(current) == key_id:
        return current
    try:
        kept = [p for p in data_dir().iterdir() if p.name.startswith(SECRET_FILE + ".bad-")]
    except OSError:
        return None
    for p in kept:
        secret = _secret_cache.get(str(p))
        if secret is None:
            try:
                secret = _read_key(p)
            except (OSError, DamagedKey):
                continue
            _secret_cache[str(p)] = secret
        if seal.key_id(secret) == key_id:
            return secret
    return None
