"""Fonts and asset paths for the pygame side.

All text, in both languages, is drawn with the Noto Sans JP faces that ship
with pygame_gui (they cover Latin, kana and kanji), so a switch of language
never meets a missing glyph. Their "…" is the Japanese one, at mid-height: after
Latin text ("Opening…", "Octa…") it is drawn as three full stops on the baseline
(:func:`latin_ellipsis`; in Japanese text it stays as it is).

Asset paths come from :func:`games.core.assets.asset_path` (re-exported here
for the screens): the top-level ``art/``, ``sounds/`` and ``maps/`` of the
source folder, or their copies in an installed package or a standalone build.

>>> asset_path("art", "icon.png").name, asset_path("sounds", "flip.wav").exists()
('icon.png', True)
"""
from __future__ import annotations

from importlib.resources import files
from pathlib import Path

import pygame

from games.core.assets import asset_path, missing_assets  # noqa: F401  (the screens' one asset look-up)
from games.core.text import tr


def font_dir() -> Path | None:
    """The folder of pygame_gui's bundled fonts, or ``None`` without pygame_gui."""
    try:
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


ELLIPSIS = "\u2026"
#: what an ellipsis after Latin text is drawn as: on the baseline, as English sets it
LATIN_ELLIPSIS = "..."


def _wide(ch: str) -> bool:
    """True for a Chinese or Japanese character, or a full-width form."""
    o = ord(ch)
    return (0x3000 <= o <= 0x9FFF) or (0xF900 <= o <= 0xFAFF) or (0xFF00 <= o <= 0xFFEF)


def latin_ellipsis(text: str) -> str:
    """``text`` with each "…" that follows Latin text (the last other character before it, or the
    first after it when none, is not Japanese) written as three full stops, which the font draws
    on the baseline; a Japanese "…" (after kana or kanji) is kept, drawn at mid-height as Japanese
    sets it.

    >>> latin_ellipsis("Opening…"), latin_ellipsis("開いています…"), latin_ellipsis("…と Livia…")
    ('Opening...', '開いています…', '…と Livia...')
    """
    if ELLIPSIS not in text:
        return text
    out = []
    for i, ch in enumerate(text):
        if ch == ELLIPSIS:
            near = next((c for c in reversed(text[:i]) if c != ELLIPSIS and not c.isspace()), None) \
                or next((c for c in text[i + 1:] if c != ELLIPSIS and not c.isspace()), "a")
            out.append(ch if _wide(near) else LATIN_ELLIPSIS)
        else:
            out.append(ch)
    return "".join(out)


class Font(pygame.font.Font):
    """A :class:`pygame.font.Font` that draws and measures an ellipsis after Latin text on the
    baseline (:func:`latin_ellipsis`)."""

    def render(self, text, antialias, color, bgcolor=None, wraplength=0):  # type: ignore[override]
        """Like pygame's, with :func:`latin_ellipsis` applied to ``text``."""
        if isinstance(text, str):
            text = latin_ellipsis(text)
        return super().render(text, antialias, color, bgcolor, wraplength)

    def size(self, text):  # type: ignore[override]
        """Like pygame's, with :func:`latin_ellipsis` applied to ``text``."""
        return super().size(latin_ellipsis(text) if isinstance(text, str) else text)


def check_pygame_ce() -> None:
    """Raise ``RuntimeError`` with a clear sentence unless pygame is pygame-ce."""
    if not getattr(pygame, "IS_CE", False):
        msg = tr("app.err.pygame_not_ce")
        if msg == "app.err.pygame_not_ce":
            msg = ("The classic 'pygame' package is installed and hides 'pygame-ce'. "
                   "Run: pip uninstall pygame && pip install --force-reinstall pygame-ce")
        raise RuntimeError(msg)


class Fonts:
    """Noto Sans JP regular and bold at any pixel size, cached.

    ``fonts.get(px, bold=False)`` returns a :class:`Font` (a :class:`pygame.font.Font`).
    """

    def __init__(self) -> None:
        self._cache: dict[tuple[int, bool], object] = {}

    def get(self, px: int, bold: bool = False):
        """The font at ``px`` pixels (bold or regular)."""
        px = max(6, int(round(px)))
        key = (px, bool(bold))
        if not pygame.font.get_init():       # pygame was quit since: its fonts are gone
            self._cache.clear()
            pygame.font.init()
        f = self._cache.get(key)
        if f is None:
            path = font_file(bold)
            try:
                f = Font(str(path) if path else None, px)
            except (OSError, pygame.error):  # pragma: no cover - damaged install
                f = Font(None, px)
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
    if _default is not None:
        _default.clear()
    pygame.quit()


def default_fonts() -> Fonts:
    """A process-wide :class:`Fonts` (for code that has no host at hand)."""
    global _default
    if _default is None:
        _default = Fonts()
    return _default
