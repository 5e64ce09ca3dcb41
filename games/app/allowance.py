"""A frame's allowance for pictures made afresh, and drafts in their place.

At a new window size every cached picture (panels and their shadows, cards, the
window's backdrop) is made again, all in the first frame: 100-270 ms of processor
time at big sizes. The window's loop therefore opens an allowance at the start of
each frame (:func:`begin`, :data:`FRAME` seconds) and closes it after drawing
(:func:`finish`). A cached picture missing at this size asks :func:`afford`: while the
allowance lasts (and always for the first picture of a frame, so every frame makes
progress) it is made and kept; once it is spent the caller draws a *draft* instead
(the same picture kept at another size, scaled; not kept) and calls :func:`draft`.
A frame that drew a draft asks for the next frame (:func:`drafted`), which makes
more, until every picture is sharp: the same pixels as making them all at once.
A picture put together from others and kept (a cached panel with its shadow, a scene's
layer, a board's sheet) is kept only if no draft went into it: ``m = mark()`` before
painting it, ``clean(m)`` after.

Outside a frame (tests, screenshots, a window made with ``drafts=False``) there is no
allowance: everything is made at once.

>>> begin(0.0)            # an allowance already spent
>>> afford(), afford()    # the first picture of a frame is always made
(True, False)
>>> draft(); drafted()
True
>>> finish(); afford(), afford(), drafted()      # no allowance outside a frame
(True, True, True)
>>> begin(); drafted()
False
>>> finish()
"""
from __future__ import annotations

import time

#: seconds of a frame (wall-clock, from its start) within which pictures are made afresh;
#: wall-clock time is never shorter than the processor time it holds, and costs 0.2 us a read
FRAME = 0.045

_INF = float("inf")
#: [when the allowance ends (perf_counter), pictures made this frame, whether a draft was drawn]
_state = [_INF, 0, False]
#: drafts drawn since the process started
_drawn = [0]


def begin(seconds: float = FRAME) -> None:
    """Open a frame's allowance of ``seconds`` from now."""
    _state[:] = [time.perf_counter() + seconds, 0, False]


def finish() -> None:
    """Close the frame's allowance: until the next :func:`begin`, everything is made at once
    (the draft flag stays readable by :func:`drafted`)."""
    _state[0] = _INF
    _state[1] = 0


def afford() -> bool:
    """Whether a missing picture may be made now (and kept): time is left in the frame's
    allowance, or nothing was made yet in this frame. Counts it as made."""
    if _state[1] and time.perf_counter() >= _state[0]:
        return False
    _state[1] += 1
    return True


def left() -> float:
    """Seconds left in the frame's allowance (``inf`` outside a frame)."""
    return _state[0] - time.perf_counter() if _state[0] != _INF else _INF


def draft() -> None:
    """Note that this frame drew a draft (the window then asks for the next frame)."""
    _state[2] = True
    _drawn[0] += 1


def mark() -> int:
    """A mark to pass to :func:`clean` after painting a picture that is to be kept."""
    return _drawn[0]


def clean(since: int) -> bool:
    """Whether no draft was drawn since ``since`` (:func:`mark`): a picture painted in
    between may be kept.

    >>> m = mark(); clean(m)
    True
    >>> draft(); clean(m)
    False
    """
    return _drawn[0] == since


def drafted() -> bool:
    """Whether the frame drew a draft."""
    return _state[2]


def nearest(sizes, size: tuple[int, int]):
    """The size among ``sizes`` (``(w, h)`` pairs) nearest ``size`` in area and shape, or None.

    >>> nearest([(10, 10), (100, 60), (300, 200)], (120, 70))
    (100, 60)
    """
    w, h = size
    best, score = None, _INF
    for s in sizes:
        d = abs(s[0] - w) + abs(s[1] - h)
        if d < score:
            best, score = s, d
    return best
