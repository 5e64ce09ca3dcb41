"""The standalone build (``tools/bundle.py``, PyInstaller, one folder): it holds every asset and
no unneeded font, and the built program starts headless and draws the menu and a CAESAR! board,
the same pictures as the source folder draws.

Marked ``bundle`` and left out of the default run (the build takes minutes and needs the package
index): ``python3 main.py test -m bundle tests/test_bundle.py`` runs it.
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.tool_kit import load_tool

pytestmark = pytest.mark.bundle

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def bundle():
    tool = load_tool("bundle")
    r = subprocess.run([sys.executable, str(ROOT / "tools" / "bundle.py")], cwd=ROOT, capture_output=True,
                       text=True, timeout=1800)
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-4000:]
    folder = tool.DIST / tool.NAME
    exe = folder / (tool.NAME + (".exe" if sys.platform.startswith("win") else ""))
    assert exe.is_file(), r.stdout
    return tool, folder, exe


def _env(home: Path) -> dict:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME", "LUDI_ROMANI_ASSETS")}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", LUDI_ROMANI_HOME=str(home))
    return env


def test_the_folder_holds_every_asset_and_no_unneeded_font(bundle):
    tool, folder, _ = bundle
    inside = next(p.parent for p in folder.rglob("art") if p.is_dir() and (p.parent / "maps").is_dir())
    for kind in ("art", "maps", "sounds"):
        for p in (ROOT / kind).rglob("*"):
            if p.is_file():
                copy = inside / p.relative_to(ROOT)
                assert copy.is_file() and copy.read_bytes() == p.read_bytes(), copy
    fonts = {p.name for p in folder.rglob("*") if p.suffix.lower() in (".ttf", ".otf")}
    assert {"NotoSansJP-Regular.otf", "NotoSansJP-Bold.otf"} <= fonts
    assert fonts <= set(tool.FONTS_KEPT) | {"freesansbold.ttf"}, sorted(fonts)
    assert not any("tests" in p.relative_to(folder).parts for p in folder.rglob("test_*.py"))


@pytest.mark.parametrize("scene", ["menu", "game:seize_rome"])
def test_the_built_program_draws_the_menu_and_a_caesar_board(bundle, scene, tmp_path):
    """Started headless from another folder, the built program renders the screen; the picture
    is the very one the source folder renders (same seeds, same pygame-ce)."""
    import pygame
    _, _, exe = bundle
    shots = {}
    for where, cmd, cwd in (("built", [str(exe)], tmp_path),
                            ("source", [sys.executable, "-m", "games"], ROOT)):
        out = tmp_path / f"{where}.png"
        r = subprocess.run([*cmd, "--screenshot", str(out), "--scene", scene, "--autoplay", "2"], cwd=cwd,
                           env=_env(tmp_path / f"home-{where}"), capture_output=True, text=True, timeout=180)
        assert r.returncode == 0, (where, r.stderr[-3000:])
        shots[where] = pygame.image.load(str(out))
    built, source = shots["built"], shots["source"]
    assert built.get_size() == (1280, 800)
    assert pygame.image.tobytes(built, "RGB") == pygame.image.tobytes(source, "RGB"), scene
    colours = {built.get_at((x, y))[:3] for x in range(0, 1280, 40) for y in range(0, 800, 40)}
    assert len(colours) > 50, "a drawn screen, not a blank one"
