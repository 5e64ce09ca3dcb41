"""Sealing what a running game hides, so that its save file does not give it away.

A record's seed decides every hidden card, and its action list holds cards
chosen but not yet shown. While a game runs, a save keeps those two *sealed*:
encrypted with a key derived from a random secret of this installation (kept in
the data folder, see :func:`games.core.saves.installation_secret`) and
authenticated, together with the public part, so any change to the file is
noticed. The extras (a seat's notes sheet) are sealed too. The public part
(format, version, game, date, options, seats) stays plain JSON, so the load list can show it without the key. A
finished game hides nothing any more and is saved plain.

The cipher uses only the standard library: the key stream is SHAKE-256 of the
encryption key and a fresh 16-byte nonce; the tag is HMAC-SHA-256 over the
canonical public part, the nonce and the cipher text (encrypt, then MAC).
This keeps secrets out of plain sight of anyone reading the file; it does not
protect against someone who also reads the installation's secret.

>>> secret = bytes(32)
>>> public = {"format": "ludi-romani-record", "version": 2, "game": "caesar"}
>>> sealed = seal(public, {"seed": 7, "actions": [], "extras": {}}, secret)
>>> "seed" in sealed, sorted(sealed["sealed"])
(False, ['data', 'key', 'nonce', 'tag'])
>>> unseal(sealed, secret)["seed"]
7
"""
from __future__ import annotations

import base64
import hashlib
import hmac
import json
import os
from typing import Any

from .errors import RecordError

#: the field of a save that holds the sealed part
FIELD = "sealed"
#: the fields a running game's save keeps sealed (the extras hold a seat's private notes)
SECRET_FIELDS = ("seed", "actions", "extras")
NONCE_BYTES = 16


def _derive(secret: bytes, purpose: str) -> bytes:
    return hmac.new(secret, f"ludi-romani seal v1 {purpose}".encode(), hashlib.sha256).digest()


def key_id(secret: bytes) -> str:
    """A short public name of the key (tells "another installation" from "changed")."""
    return _derive(secret, "id").hex()[:16]


def _canonical(public: dict) -> bytes:
    return json.dumps(public, sort_keys=True, ensure_ascii=True, separators=(",", ":")).encode()


def _xor(data: bytes, secret: bytes, nonce: bytes) -> bytes:
    if not data:
        return b""
    stream = hashlib.shake_256(_derive(secret, "enc") + nonce).digest(len(data))
    return (int.from_bytes(data, "big") ^ int.from_bytes(stream, "big")).to_bytes(len(data), "big")


def _tag(public: dict, nonce: bytes, cipher: bytes, secret: bytes) -> str:
    mac = hmac.new(_derive(secret, "mac"), digestmod=hashlib.sha256)
    for part in (_canonical(public), nonce, cipher):
        mac.update(len(part).to_bytes(8, "big"))
        mac.update(part)
    return mac.hexdigest()


def seal(public: dict, hidden: dict, secret: bytes) -> dict:
    """``public`` plus a ``sealed`` field holding ``hidden`` encrypted and authenticated."""
    nonce = os.urandom(NONCE_BYTES)
    cipher = _xor(json.dumps(hidden, ensure_ascii=False, separators=(",", ":")).encode("utf-8"), secret, nonce)
    out = dict(public)
    out[FIELD] = {"key": key_id(secret), "nonce": base64.b64encode(nonce).decode("ascii"),
                  "data": base64.b64encode(cipher).decode("ascii"),
                  "tag": _tag(public, nonce, cipher, secret)}
    return out


def is_sealed(data: Any) -> bool:
    """True when a save-file form holds a sealed part."""
    return isinstance(data, dict) and FIELD in data


def unseal(data: dict, secret: bytes | None) -> dict:
    """The plain save-file form of a sealed one.

    Raises :class:`RecordError` with ``detail`` ``sealed_key`` when the key is
    missing or belongs to another installation, ``sealed_bad`` when the file
    was changed after it was sealed (or the sealed part is malformed).
    """
    box = data.get(FIELD)
    public = {k: v for k, v in data.items() if k != FIELD}
    if not isinstance(box, dict) or any(not isinstance(box.get(k), str) for k in ("key", "nonce", "data", "tag")):
        raise RecordError("core.err.record_bad", detail="sealed_bad")
    if secret is None or box["key"] != key_id(secret):
        raise RecordError("core.err.record_bad", detail="sealed_key")
    if any(k in public for k in SECRET_FIELDS):
        raise RecordError("core.err.record_bad", detail="sealed_bad")
    try:
        nonce = base64.b64decode(box["nonce"], validate=True)
        cipher = base64.b64decode(box["data"], validate=True)
    except ValueError:
        raise RecordError("core.err.record_bad", detail="sealed_bad") from None
    if not hmac.compare_digest(_tag(public, nonce, cipher, secret), box["tag"]):
        raise RecordError("core.err.record_bad", detail="sealed_bad")
    try:
        hidden = json.loads(_xor(cipher, secret, nonce).decode("utf-8"))
    except (ValueError, RecursionError):
        raise RecordError("core.err.record_bad", detail="sealed_bad") from None
    if not isinstance(hidden, dict) or set(hidden) != set(SECRET_FIELDS):
        raise RecordError("core.err.record_bad", detail="sealed_bad")
    return {**public, **hidden}


def public_part(data: dict) -> dict:
    """What anyone may read of a save-file form: everything but the secret fields."""
    return {k: v for k, v in data.items() if k not in SECRET_FIELDS and k != FIELD}
