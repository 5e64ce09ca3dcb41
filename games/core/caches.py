"""The one owner of what the program keeps between uses: pictures painted or decoded, pages
laid out, saves read, searches done. Each cache is made here, under a name, and
:func:`reset` empties every one of them at once (the tests do before each test, so that no
test's verdict depends on which tests ran before it in its process).

>>> pictures = kept("example.pictures")
>>> pictures["tile"] = "painted"
>>> state = kept("example.state", lambda: {"started": False})
>>> state["started"] = True
>>> reset()
>>> pictures, state
({}, {'started': False})
>>> kept("example.pictures") is pictures        # one cache per name
True
"""
from __future__ import annotations

from typing import Any, Callable

#: name -> (the cache, what it holds when empty)
_kept: dict[str, tuple[Any, Callable[[], Any]]] = {}
#: more things to do at a reset (a module's own flags)
_hooks: list[Callable[[], None]] = []


def kept(name: str, empty: Callable[[], Any] = dict) -> Any:
    """The cache called ``name``, made by ``empty()`` the first time (a dict by default; a
    list or a dict of flags also serve). :func:`reset` gives it back what ``empty()`` makes,
    in place, so a module may hold it in a global."""
    hit = _kept.get(name)
    if hit is None:
        hit = (empty(), empty)
        _kept[name] = hit
    return hit[0]


def on_reset(hook: Callable[[], None]) -> Callable[[], None]:
    """Call ``hook()`` at every :func:`reset` (for a module's flags that are not a cache);
    returns it, so it may decorate a function."""
    _hooks.append(hook)
    return hook


def reset() -> None:
    """Empty every cache and run every reset hook."""
    for cache, empty in _kept.values():
        fresh = empty()
        if isinstance(cache, dict):
            cache.clear()
            cache.update(fresh)
        elif isinstance(cache, list):
            cache[:] = fresh
        elif isinstance(cache, set):
            cache.clear()
            cache |= fresh
        else:
            raise TypeError(f"cannot reset a cache of type {type(cache).__name__}")
    for hook in _hooks:
        hook()


def names() -> list[str]:
    """The names of every cache made so far.

    >>> "example.pictures" in names()
    True
    """
    return sorted(_kept)
