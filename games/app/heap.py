"""Garbage collection kept out of the frames.

Python's collector runs whenever enough objects were made, in whatever frame that is; a
collection of the oldest generation walks every object alive (the modules, fonts, maps and
cached layers of the window) and took up to 60 ms of a frame. Two things keep it out:

- :func:`settle` after start-up collects once and moves everything alive then into the
  permanent generation (``gc.freeze``), which later collections do not walk: what lives as
  long as the window is not looked at again;
- :func:`collect_idle`, called by the window's loop when no frame is due, collects what the
  last frames made while nobody waits for a frame, so that the collector seldom has to
  start one in the middle of a frame.

>>> import gc
>>> settle(); gc.get_freeze_count() > 0
True
>>> unsettle(); gc.get_freeze_count()
0
"""
from __future__ import annotations

import gc

#: objects made since the last collection above which an idle moment collects the young ones
IDLE_YOUNG = 200
#: collections of the middle generation after which an idle moment collects them all (the
#: collector itself starts a full collection after 10, during whatever frame that is)
IDLE_FULL = 4


def settle() -> None:
    """After start-up: collect once, then freeze everything alive (see the module's doc)."""
    gc.collect()
    gc.freeze()


def unsettle() -> None:
    """Undo :func:`settle`: the frozen objects are collected again (a window closed in a
    process that goes on, such as a test run)."""
    gc.unfreeze()


def collect_idle() -> int:
    """Collect while nothing waits (see the module's doc): the generation collected (2: all,
    1: the young ones), or -1 when there was too little to collect."""
    made, _, middle_collections = gc.get_count()
    if middle_collections >= IDLE_FULL:
        gc.collect(2)
        return 2
    if made >= IDLE_YOUNG:
        gc.collect(1)
        return 1
    return -1
