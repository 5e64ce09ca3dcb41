"""Where the suite's pictures, maps and sounds are: the one place that knows.

The repository keeps them in three folders at its top level, beside ``games/``:

- ``art/``: every picture; the shared ones at its top (icon, textures, card
  backs), the rule pages' pictures in ``art/help/``, and each game's own in
  ``art/<game id>/`` (``menu.png`` for the menu, boards, painted maps);
- ``maps/``: every Tiled map (``<game id>.tmx``) with its templates and
  tilesets; a map reaches its pictures by relative paths (``../art/<id>/...``),
  so the three folders always stay side by side;
- ``sounds/``: every sound.

An installed package carries the same three folders inside it, as
``games/assets/{art,maps,sounds}`` (``pyproject.toml`` maps them there), and a
standalone build carries them at the top of its own folder. :func:`asset_path`
finds a file in whichever of these this copy of the program has; no other code
names these places.

>>> asset_path("sounds", "flip.wav").is_file(), asset_path("art", "menu.png", game="caesar").parent.name
(True, 'caesar')
>>> asset_path("maps", "seize_rome.tmx").parent == asset_path("art").parent / "maps"
True
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

from . import caches, registry

#: the kinds of asset, each a folder of its own
KINDS = ("art", "maps", "sounds")

#: the folder holding ``games/`` (in the source folder: the repository's top level)
_TOP = Path(__file__).resolve().parent.parent.parent
#: where an installed package keeps the three folders
PACKAGE_ASSETS = _TOP / "games" / "assets"

#: every asset looked up so far that exists nowhere, as ``"art/x.png"`` (see :func:`missing_assets`)
_missing: list[str] = caches.kept(f"{__name__}.missing", list)


class AssetKindError(ValueError):
    """An asset was asked for in a folder that is not one of :data:`KINDS`."""


def asset_roots() -> list[Path]:
    """The folders that hold ``art/``, ``maps/`` and ``sounds/``, first match wins:
    ``$LUDI_ROMANI_ASSETS`` (if set), the folder of a standalone build, the installed
    package's ``games/assets``, then the source folder (the one holding ``pyproject.toml``)."""
    roots = []
    env = os.environ.get("LUDI_ROMANI_ASSETS")
    if env:
        roots.append(Path(env))
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        roots.append(Path(frozen))
    if PACKAGE_ASSETS.is_dir():
        roots.append(PACKAGE_ASSETS)
    if (_TOP / "pyproject.toml").is_file():
        roots.append(_TOP)
    return roots


def _game_folder(game: str) -> Path | None:
    """The folder of a game's code (a game kept outside ``games/`` brings its assets there)."""
    try:
        return registry.folder(game)
    except KeyError:
        return None


def asset_path(kind: str, *parts: str, game: str | None = None) -> Path:
    """The path of an asset: ``asset_path("art", "icon.png")``, ``asset_path("sounds", "flip.wav")``,
    ``asset_path("maps", "seize_rome.tmx")``, or a game's own ``asset_path("art", "board.png",
    game="seize_rome")`` (``art/seize_rome/board.png``). With no ``parts``, the folder itself.

    A game's asset is looked for in ``<kind>/<game>/`` of every root, then in ``<kind>/`` of
    the game's own code folder (a game kept elsewhere brings its pictures), then as a shared
    asset of the same name (``help/caesar-en.png``; not for the game's folder itself). The first that exists wins; when none
    does, returns where it would be in the first root and remembers it in
    :func:`missing_assets` (the caller decides what a missing asset means).
    """
    if kind not in KINDS:
        raise AssetKindError(f"no asset folder {kind!r}: use one of {', '.join(KINDS)}")
    roots = asset_roots() or [_TOP]
    tried = [root / kind / game / Path(*parts) if parts else root / kind / game
             for root in roots] if game else []
    if game:
        own = _game_folder(game)
        if own is not None:
            tried.append(own.joinpath(kind, *parts))
    if parts or not game:
        tried += [root.joinpath(kind, *parts) for root in roots]
    for p in tried:
        if p.exists():
            return p
    rel = "/".join((kind, *([game] if game else []), *parts))
    if rel not in _missing:
        _missing.append(rel)
    return tried[0]


def missing_assets() -> list[str]:
    """Every asset looked up in this process that was not found, in order of first use.

    Some look-ups only probe (a card back in a style that has no picture is
    drawn instead), so an entry here is not always a fault; a file that exists
    in the repository's ``art/``, ``maps/`` or ``sounds/`` must never be listed.
    """
    return list(_missing)


def menu_picture(game_id: str) -> Path | None:
    """The game's menu picture (``art/menu.png`` in its folder), or ``None``."""
    p = asset_path("art", game=game_id) / "menu.png"
    return p if p.exists() else None
