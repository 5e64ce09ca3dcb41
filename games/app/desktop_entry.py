"""``ludi-romani --install-desktop``: put the suite in a Linux desktop's application menu.

Writes ``ludi-romani.desktop`` into ``$XDG_DATA_HOME/applications`` and the
icon (256 and 64 pixels, from ``art/``) into
``$XDG_DATA_HOME/icons/hicolor/<size>/apps``; ``XDG_DATA_HOME`` defaults to
``~/.local/share``. The entry starts this very Python with ``-m games``, so it
works for an installed package and for the source folder alike. Running it
again rewrites the same files.

>>> print(desktop_text("/opt/py/bin/python3", "/src/ludi").splitlines()[6])
Exec=/opt/py/bin/python3 -m games
>>> _quote("/a b/python")
'"/a b/python"'
"""
from __future__ import annotations

import argparse
import os
import shutil
import sys
from pathlib import Path

from games.core.assets import asset_path
from games.core.text import tr

APP_ID = "ludi-romani"
#: icon size in pixels -> the picture in ``art/``
ICONS = {256: "icon.png", 64: "icon_64.png"}


def data_home() -> Path:
    """``$XDG_DATA_HOME`` or ``~/.local/share``."""
    env = os.environ.get("XDG_DATA_HOME", "").strip()
    return Path(env) if env and os.path.isabs(env) else Path.home() / ".local" / "share"


def _quote(arg: str) -> str:
    """An ``Exec=`` argument, quoted as the Desktop Entry specification asks."""
    if not any(c in arg for c in ' \t\n"\'\\><~|&;$*?#()`'):
        return arg
    return '"' + "".join("\\" + c if c in '"`$\\' else c for c in arg) + '"'


def desktop_text(python: str, workdir: str) -> str:
    """The ``.desktop`` file: names and comments in English and Japanese from the catalogues."""
    return "\n".join([
        "[Desktop Entry]",
        "Type=Application",
        f"Name={tr('app.title', 'en')}",
        f"Name[ja]={tr('app.title', 'ja')}",
        f"Comment={tr('app.menu.subtitle', 'en')}",
        f"Comment[ja]={tr('app.menu.subtitle', 'ja')}",
        f"Exec={_quote(python)} -m games",
        f"Path={workdir}",
        f"Icon={APP_ID}",
        "Terminal=false",
        "Categories=Game;BoardGame;",
        "StartupWMClass=ludi-romani",
        "",
    ])


def install(python: str | None = None) -> tuple[Path, list[Path]]:
    """Write the entry and the icons; returns (entry path, icon paths)."""
    home = data_home()
    workdir = str(Path(__file__).resolve().parent.parent.parent)   # the folder holding ``games/``
    icons = []
    for size, name in ICONS.items():
        src = asset_path("art", name)
        if not src.exists():
            raise FileNotFoundError(src)
        dest = home / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(src, dest)
        icons.append(dest)
    entry = home / "applications" / f"{APP_ID}.desktop"
    entry.parent.mkdir(parents=True, exist_ok=True)
    tmp = entry.with_suffix(".tmp")
    tmp.write_text(desktop_text(python or sys.executable, workdir), encoding="utf-8")
    os.replace(tmp, entry)
    return entry, icons


def main(argv: list[str] | None = None) -> int:
    """The command: install on Linux (and other freedesktop systems), refuse elsewhere."""
    p = argparse.ArgumentParser(prog="ludi-romani install-desktop", allow_abbrev=False,
                                description="Add Ludi Romani to the desktop's application menu (Linux).")
    p.add_argument("--install-desktop", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--lang", choices=("en", "ja"), default="en")
    argv = list(argv or [])
    lang = p.parse_args(argv[1:] if argv[:1] == ["install-desktop"] else argv).lang
    if sys.platform.startswith(("win", "darwin")):
        print(tr("app.cli.desktop_not_linux", lang), file=sys.stderr)
        return 2
    entry, icons = install()
    print(tr("app.cli.desktop_done", lang, entry=entry, icon=icons[0]))
    return 0
