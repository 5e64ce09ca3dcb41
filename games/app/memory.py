"""Giving memory back when a board's screen is left.

A board left lives on in reference cycles (with the scene that hosted it) until the
collector runs; its screen drops its big pictures at once when it is left
(:meth:`games.app.board.BoardBase.release`: still layers, background, fitted texts, map
views' scaled pictures), and at the next frame :func:`release` asks the C library to hand
the freed heap memory back to the system (glibc's ``malloc_trim``: SDL's surfaces are
allocated with ``malloc``, and without it the process keeps the high-water mark of every
board it opened). A full collection is not run there: it took 10-25 ms of that frame. The kit's caches of panels and shadows are bounded in
pixel bytes (:class:`games.app.draw.PictureCache`), so they stay warm for the next board
without growing with every board; decoded map pictures (:mod:`games.app.mapview`) are kept
for the process, decoded ahead of need while the menu waits (:func:`games.app.mapview.prefetch`), so that
opening a map board stays short.

>>> release() in (True, False)
True
"""
from __future__ import annotations

import ctypes
import ctypes.util
import sys

_libc = None


def _trim() -> bool:
    """``malloc_trim(0)`` where the C library has it (glibc); True when it was called."""
    global _libc
    if not sys.platform.startswith("linux"):
        return False
    if _libc is None:
        try:
            _libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
            _libc.malloc_trim  # noqa: B018 - the look-up raises AttributeError where libc has no malloc_trim
        except (OSError, AttributeError):
            _libc = False
    if not _libc:
        return False
    _libc.malloc_trim(0)
    return True


def release() -> bool:
    """Trim the heap (1-2 ms of processor time after a board); True when the C library
    could be asked."""
    return _trim()
