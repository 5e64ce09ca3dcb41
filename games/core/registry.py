"""The registry of games: a game is one folder.

A game is a package ``games/<id>/`` whose ``__init__`` defines ``INFO`` (a
:class:`~games.core.state.GameInfo` with ``id`` equal to the folder's name).
The folder holds everything of the game: the engine (``rules.py``: ``new_game``,
``CODEC``), the computer players (``ai.py``: ``make_player(level, seed)``), the
board (``scene.py``), its catalogue (``text_<lang>.json`` with ``<id>.title``
and ``<id>.blurb``), its rules pages (``help.<lang>.md``), the recipe of its
pictures (``art_recipe.py``), its data, and its tests (``tests/``). Its pictures go in
``art/<id>/`` (``menu.png`` for the menu), its Tiled map in ``maps/`` and its sounds in
``sounds/`` at the top of the repository (see :mod:`games.core.assets`); a game kept
outside ``games/`` may bring them in ``art/`` of its own folder. Adding a game edits
nothing shared.

The registry finds the games by looking at the folders (the menu order is
``INFO.order``, then the id). Only playable games are listed by
:func:`game_ids`; a game still being built says ``playable=False`` in its
``INFO`` and stays out of the menu (:func:`all_game_ids` lists it too).

Adding a game, in the order that works:

1. ``__init__.py``: ``INFO`` with ``playable=False``. Tests of a game still being built
   register a playable copy: ``registered(dataclasses.replace(INFO, playable=True),
   "games.<id>")``.
2. ``text_en.json`` / ``text_ja.json``: the title, the blurb, the labels of options,
   scripted opponents and menu entries (their keys are in
   :class:`~games.core.state.GameInfo`) and every log sentence; ``scene_text_<lang>.json``
   for the board's own words.
3. ``rules.py`` on the engine contract (:mod:`games.core.state`): randomness through the
   chance seat, turns of several choices through :mod:`games.core.decisions`, secrets
   declared; a map game takes its topology from its Tiled map (``maps/<id>.tmx``, written by a
   tool in ``tools/`` from data files in ``data/`` that keep each datum's status and source)
   through :mod:`games.core.maps`.
4. ``ai.py`` with ``make_player(level, seed)`` reading only views; its measured strength,
   with the commands that measured it, in ``docs/selfplay/<id>.md``.
5. ``scene.py`` exporting ``Board``, built on the board kit (:mod:`games.app.board`), one
   file per part of the screen; a map board uses :mod:`games.app.mapview` and
   :mod:`games.app.picker`.
6. ``help.en.md`` / ``help.ja.md``: the rules in the suite's own words, the rulings, the
   reconstructed data marked, "How to play on this screen" and "What a save holds"; their
   numbered pictures come from ``help_pictures.json`` (``tools/make_help_pictures.py``).
   ``art_recipe.py`` draws ``art/<id>/menu.png`` (``tools/make_art.py``).
7. Tests of its own: the rule text's worked examples as explicit positions, a perft-style
   golden count of positions, the board headless through
   :class:`~games.app.board.SimpleHost` at several window sizes, and a position corrupted
   on purpose that its ``invariants.py`` catches (see :mod:`games.core.invariants`, which
   also says what that module may give the cross-game tests). The cross-game tests
   (conformance over every option set, secrecy, no-peek, hand-off, fuzz, house rules,
   assets) take the game from there; ``tests/test_app_new_game_folder.py`` proves a
   throwaway folder needs nothing else.
8. ``playable=True`` once a whole game has been played in a real window, pass-and-play
   included.

>>> game_ids()[:1]
('caesar',)
>>> "caesar" in GAME_IDS, info("caesar").id, rules("caesar").__name__
(True, 'caesar', 'games.caesar.rules')
>>> blurb("caesar").key, folder("caesar").name
('caesar.blurb', 'caesar')

Tests register a game of their own for the length of a ``with`` block:

>>> from games.core.state import GameInfo
>>> with registered(GameInfo("doc", 2, 2, 1), "games.core.state"):
...     "doc" in game_ids()
True
>>> "doc" in game_ids()
False

This module imports nothing above ``games.core`` by name: it finds the games'
packages in the folder above it and imports them by their module names.
"""
from __future__ import annotations

import contextlib
import importlib
import importlib.util
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Iterator

from . import text
from .state import GameInfo
from .text import Msg

#: the folder of the suite's own games (``games/``) and its package name
GAMES_DIR = Path(__file__).resolve().parent.parent
GAMES_PACKAGE = __name__.rsplit(".", 2)[0]
#: folders of ``games/`` that are not games
NOT_GAMES = ("core", "app")


@dataclass(frozen=True)
class Entry:
    """One game: its ``INFO``, its package name, its folder and where its engine and players are."""

    info: GameInfo
    package: str
    folder: Path
    rules: str
    ai: str


_found: dict[str, Entry] | None = None
_extra: list[Entry] = []          # registered by code (tests), searched last to first
_roots: list[tuple[str, Path]] = []   # more folders of game packages (package name, folder)


def _discover(package: str, root: Path) -> dict[str, Entry]:
    out: dict[str, Entry] = {}
    for d in sorted(root.iterdir()):
        init = d / "__init__.py"
        if not d.is_dir() or d.name in NOT_GAMES or d.name.startswith(("_", ".")) or not init.exists():
            continue
        if "INFO" not in init.read_text(encoding="utf-8"):
            continue                       # not a game: never imported
        name = f"{package}.{d.name}"
        mod = importlib.import_module(name)
        gi = getattr(mod, "INFO", None)
        if not isinstance(gi, GameInfo):
            continue
        if gi.id != d.name:
            raise ValueError(f"{init}: INFO.id is {gi.id!r}, but the folder is {d.name!r}")
        out[gi.id] = Entry(gi, name, d, f"{name}.rules", f"{name}.ai")
    return out


def _entries() -> dict[str, Entry]:
    """Every game found or registered, by id (later registrations win)."""
    global _found
    if _found is None:
        _found = _discover(GAMES_PACKAGE, GAMES_DIR)
    out = dict(_found)
    for package, root in _roots:
        out.update(_discover(package, root))
    for e in _extra:
        out[e.info.id] = e
    return out


def refresh() -> None:
    """Look at the folders again (after a game folder was added while running)."""
    global _found
    _found = None


def entry(game_id: str) -> Entry:
    """The registry's entry of ``game_id`` (its package and modules); ``KeyError`` when unknown."""
    try:
        return _entries()[game_id]
    except KeyError:
        raise KeyError(game_id) from None


# ----- what the suite asks ---------------------------------------------------------------

def all_game_ids() -> tuple[str, ...]:
    """Every game found, playable or still being built, in menu order."""
    return tuple(e.info.id for e in sorted(_entries().values(), key=lambda e: (e.info.order, e.info.id)))


def game_ids() -> tuple[str, ...]:
    """The playable games, in menu order (``INFO.order``, then the id)."""
    entries = _entries()
    return tuple(g for g in all_game_ids() if entries[g].info.playable)


class _GameIds(Sequence):
    """:func:`game_ids` as a live, read-only sequence (``in``, iteration, indexing and
    ``len`` always see the games registered now)."""

    def __getitem__(self, i):
        return game_ids()[i]

    def __len__(self) -> int:
        return len(game_ids())

    def __contains__(self, game_id) -> bool:
        return game_id in game_ids()

    def __iter__(self):
        return iter(game_ids())

    def __add__(self, other):
        return game_ids() + tuple(other)

    def __repr__(self) -> str:
        return repr(game_ids())


#: the playable games, in menu order, always up to date
GAME_IDS: Sequence[str] = _GameIds()


def info(game_id: str) -> GameInfo:
    """The :class:`GameInfo` of ``game_id`` (``KeyError`` if there is no such game)."""
    return entry(game_id).info


def all_games() -> list[GameInfo]:
    """The playable games' :class:`GameInfo`, in menu order."""
    return [info(g) for g in game_ids()]


def rules(game_id: str) -> ModuleType:
    """The game's engine module (``new_game``, ``CODEC``, the state class)."""
    return importlib.import_module(entry(game_id).rules)


def ai(game_id: str) -> ModuleType:
    """The game's computer-player module (``make_player(level, seed)``)."""
    return importlib.import_module(entry(game_id).ai)


def folder(game_id: str) -> Path:
    """The game's folder."""
    return entry(game_id).folder


def asset(game_id: str, *parts: str) -> Path:
    """A file in the game's code folder, e.g. ``asset("caesar", "help.en.md")`` (it may not exist);
    pictures, maps and sounds are found by :func:`games.core.assets.asset_path`."""
    return entry(game_id).folder.joinpath(*parts)


def title(game_id: str) -> Msg:
    """The game's title: the catalogue key ``<id>.title``."""
    return Msg(f"{game_id}.title")


def blurb(game_id: str) -> Msg:
    """The menu's line about the game: the catalogue key ``<id>.blurb`` of the game's own catalogue."""
    return Msg(f"{game_id}.blurb")


def help_page(game_id: str, lang: str) -> Path | None:
    """The game's rules page in ``lang`` (English when there is none in ``lang``), or ``None``."""
    for lg in (lang, "en"):
        p = asset(game_id, f"help.{lg}.md")
        if p.exists():
            return p
    return None


# ----- registering games from elsewhere --------------------------------------------------

def register(info: GameInfo, package: str, *, rules: str | None = None, ai: str | None = None,
             folder: Path | None = None) -> Entry:
    """Add a game defined by code (until :func:`unregister`): ``package`` is its module
    name; ``rules``/``ai`` default to ``<package>.rules``/``<package>.ai`` (give the
    package itself for a one-module game)."""
    if folder is None:
        spec = importlib.util.find_spec(package)
        origin = Path(spec.origin) if spec is not None and spec.origin else Path(".")
        folder = origin.parent
    entry = Entry(info, package, Path(folder), rules or f"{package}.rules", ai or f"{package}.ai")
    _extra.append(entry)
    return entry


def unregister(entry: Entry) -> None:
    """Remove a game added by :func:`register`."""
    _extra.remove(entry)


@contextlib.contextmanager
def registered(info: GameInfo, package: str, **kw) -> Iterator[Entry]:
    """:func:`register` for the length of a ``with`` block (a test's own game)."""
    entry = register(info, package, **kw)
    try:
        yield entry
    finally:
        unregister(entry)


@contextlib.contextmanager
def searching(root: Path | str) -> Iterator[None]:
    """Also find the games in the package folder ``root`` (its subfolders, like ``games/``)
    for the length of a ``with`` block, with their catalogues; its parent folder is put on
    ``sys.path`` meanwhile."""
    root = Path(root).resolve()
    parent, package = str(root.parent), root.name
    added = parent not in sys.path
    if added:
        sys.path.insert(0, parent)
    _roots.append((package, root))
    text.add_root(root)                   # the games' own words come with them
    try:
        yield
    finally:
        _roots.remove((package, root))
        text.remove_root(root)
        if added:
            sys.path.remove(parent)
        for name in [m for m in sys.modules if m == package or m.startswith(package + ".")]:
            del sys.modules[name]
