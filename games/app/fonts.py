"""Fonts and asset paths for the pygame side.

All text, in both languages, is drawn with the Noto Sans JP faces that ship
with pygame_gui (they cover Latin, kana and kanji), so a switch of language
never meets a missing glyph.

The suite's shared assets are package data in ``games/assets/`` — pictures in
``art/`` (help pictures in ``art/help/``), sounds in ``sounds/``, Tiled maps in
``maps/`` — so they are found the same way in the source tree and in an
installed package; a game's own pictures and maps sit in its own folder
(``games/<id>/art/``, ``games/<id>/maps/``, see ``registry.asset``).

>>> asset_path("art", "icon.png").relative_to(ASSETS_DIR).as_posix()
'art/icon.png'
>>> asset_path("sounds", "flip.wav").exists()
True
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

from games.core import caches

#: the folder of the shared assets (``art/``, ``sounds/``, ``maps/``), inside the package
ASSETS_DIR = Path(__file__).resolve().parent.parent / "assets"

#: every asset looked up so far that exists nowhere, as ``"art/x.png"`` (see :func:`missing_assets`)
_missing: list[str] = caches.kept(f"{__name__}.missing", list)


def asset_roots() -> list[Path]:
    """The folders searched for an asset, first match wins: ``$LUDI_ROMANI_ASSETS`` (if set),
    the folder of a frozen executable, then :data:`ASSETS_DIR`."""
    roots = []
    env = os.environ.get("LUDI_ROMANI_ASSETS")
    if env:
        roots.append(Path(env))
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        roots.append(Path(frozen))
    roots.append(ASSETS_DIR)
    return roots


def asset_path(*parts: str) -> Path:
    """The path of a shared asset such as ``asset_path("art", "icon.png")``.

    Returns the first existing file among :func:`asset_roots`; when the file
    exists nowhere, returns its path in :data:`ASSETS_DIR` and remembers it in
    :func:`missing_assets` (the caller decides what a missing asset means).
    """
    for root in asset_roots():
        p = root.joinpath(*parts)
        if p.exists():
            return p
    rel = "/".join(parts)
    if rel not in _missing:
        _missing.append(rel)
    return ASSETS_DIR.joinpath(*parts)


def missing_assets() -> list[str]:
    """Every shared asset looked up in this process that was not found, in order of first use.

    Some look-ups only probe (a card back in a style that has no picture is
    drawn instead), so an entry here is not always a fault; a file that exists
    in ``games/assets`` of the source tree must never be listed.
    """
    return list(_missing)


def font_dir() -> Path | None:
    """The folder of pygame_gui's bundled fonts, or ``None`` without pygame_gui."""
    try:
        from importlib.resources import files
        return Path(str(files("pygame_gui.data")))
    except Exception:  # pragma: no cover - pygame_gui missing
        return None


def font_file(bold: bool = False) -> Path | None:
    """The Noto Sans JP file (regular or bold), or ``None`` if not found."""
    d = font_dir()
    if d is None:
        return None
    p = d / ("NotoSansJP-Bold.otf" if bold else "NotoSansJP-Regular.otf")
    if not p.exists() and bold:
        p = d / "NotoSansJP-Regular.otf"
    return p if p.exists() else None


def check_pygame_ce() -> None:
    """Raise ``RuntimeError`` with a clear sentence unless pygame is pygame-ce."""
    import pygame
    if not getattr(pygame, "IS_CE", False):
        from games.core.text import tr
        msg = tr("app.err.pygame_not_ce")
        if msg == "app.err.pygame_not_ce":
            msg = ("The classic 'pygame' package is installed and hides 'pygame-ce'. "
                   "Run: pip uninstall pygame && pip install --force-reinstall pygame-ce")
        raise RuntimeError(msg)


class Fonts:
    """Noto Sans JP regular and bold at any pixel size, cached.

    ``fonts.get(px, bold=False)`` returns a :class:`pygame.font.Font`.
    """

    def __init__(self) -> None:
        self._cache: dict[tuple[int, bool], object] = {}

    def get(self, px: int, bold: bool = False):
        """The font at ``px`` pixels (bold or regular)."""
        import pygame
        px = max(6, int(round(px)))
        key = (px, bool(bold))
        if not pygame.font.get_init():       # pygame was quit since: its fonts are gone
            self._cache.clear()
            pygame.font.init()
        f = self._cache.get(key)
        if f is None:
            path = font_file(bold)
            try:
                f = pygame.font.Font(str(path) if path else None, px)
            except (OSError, pygame.error):  # pragma: no cover - damaged install
                f = pygame.font.Font(None, px)
            self._cache[key] = f
        return f

    __call__ = get

    def clear(self) -> None:
        """Forget every cached font (e.g. after ``pygame.quit()``)."""
        self._cache.clear()


_default: Fonts | None = None


def quit_pygame() -> None:
    """``pygame.quit()``, and the process's fonts forgotten (a font outlives no ``pygame.quit``:
    a later window would find them dead)."""
    import pygame
    if _default is not None:
        _default.clear()
    pygame.quit()


def default_fonts() -> Fonts:
    """A process-wide :class:`Fonts` (for code that has no host at hand)."""
    global _default
    if _default is None:
        _default = Fonts()
    return _default
