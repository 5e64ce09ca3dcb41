"""The suite installs like an application: ``pip install .`` (hatchling) gives a ``ludi-romani``
command (windowed) and its console twin ``ludi-romani-cli``, with every picture, map and sound of the
top-level ``art/``, ``maps/`` and ``sounds/``; the wheel holds the program and its assets only; a
desktop entry; and a build that never writes into the source tree.

``test_pip_install_into_a_fresh_environment`` builds the wheel from a copy of the tracked files (in an
isolated build environment: hatchling comes from the package index), installs it into a temporary
virtual environment (the dependencies come from the environment running the tests) and starts the
installed command headless from outside the source tree: it renders the board of each map game and
compares the pictures with the source folder's. Set ``LUDI_ROMANI_SKIP_INSTALL_TEST=1`` to skip it
where the package index cannot be reached.
"""
from __future__ import annotations

import doctest
import email
import importlib.util
import json
import os
import re
import shutil
import site
import subprocess
import sys
import venv
import xml.etree.ElementTree as ET
import zipfile
from pathlib import Path

import pytest

from games import GAME_IDS
from games import cli_entry
from games.core import assets, registry

ROOT = Path(__file__).resolve().parent.parent
KINDS = ("art", "maps", "sounds")
#: the games drawn on a Tiled map
MAP_GAMES = ("seize_rome", "caesar_xl")


def _clean_env(home: Path) -> dict:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME", "LUDI_ROMANI_ASSETS")}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               PYTHONNOUSERSITE="1", LUDI_ROMANI_HOME=str(home))
    return env


#: run by a Python of the source tree or of an installed package: renders the menu, the settings,
#: every game after a few moves and every help page in both languages, then prints where the
#: package and its assets are and which assets were looked up and not found
ASSET_PROBE = """
import json, sys
import games
from games.app import screenshot
from games.core.assets import asset_path, missing_assets
scenes = [("menu", "en"), ("settings", "en")]
for gid in games.GAME_IDS:
    scenes += [("game:" + gid, "en"), ("help:" + gid, "en"), ("help:" + gid, "ja")]
for scene, lang in scenes:
    code = screenshot.main(["--screenshot", sys.argv[1], "--scene", scene, "--autoplay", "2", "--lang", lang])
    assert code == 0, (scene, code)
print(json.dumps({"games": games.__file__, "art": str(asset_path("art")), "missing": missing_assets()}))
"""


def _probe(python: str, cwd: Path, home: Path) -> dict:
    r = subprocess.run([python, "-c", ASSET_PROBE, str(home / "probe.png")], cwd=cwd, env=_clean_env(home),
                       capture_output=True, text=True, timeout=240)
    assert r.returncode == 0, r.stderr[-3000:]
    return json.loads(r.stdout.strip().splitlines()[-1])


def _tracked() -> list[str] | None:
    """The files git tracks in the repository, or ``None`` outside a git checkout."""
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        return None
    r = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, text=True)
    return [p for p in r.stdout.split("\0") if p and (ROOT / p).is_file()] if r.returncode == 0 else None


def _repository_files() -> list[str]:
    """The repository's own files: those git tracks, or (outside a checkout) the tree less caches."""
    tracked = _tracked()
    if tracked is not None:
        return tracked
    skip = {".git", ".venv", "__pycache__", "build", "dist", ".pytest_cache"}
    return [p.relative_to(ROOT).as_posix() for p in ROOT.rglob("*")
            if p.is_file() and not skip & set(p.relative_to(ROOT).parts)]


def wheel_files_expected(files: list[str]) -> set[str]:
    """What the wheel must hold of the repository's ``files``: the program (``games/`` less every
    game's tests: code, catalogues, data, rule pages) and the assets, under ``games/assets/``.

    >>> sorted(wheel_files_expected(["games/a.py", "games/x/tests/t.py", "art/i.png", "tests/t.py",
    ...                              "games/x/data/d.json", "tools/m.py", "games/x/help.en.md"]))
    ['games/a.py', 'games/assets/art/i.png', 'games/x/data/d.json', 'games/x/help.en.md']
    """
    out = set()
    for f in files:
        parts = f.split("/")
        if parts[0] == "games" and "tests" not in parts and f.endswith((".py", ".json", ".md")):
            out.add(f)
        elif parts[0] in KINDS:
            out.add("games/assets/" + f)
    return out


# ----- the modules' own examples ------------------------------------------------------------

def test_the_packaging_modules_examples_hold():
    from games.app import desktop_entry, fonts
    from games.core import assets
    for mod in (cli_entry, desktop_entry, fonts, assets, sys.modules[__name__]):
        result = doctest.testmod(mod)
        assert result.attempted > 0 and result.failed == 0, mod.__name__


# ----- assets -------------------------------------------------------------------------------

def test_the_assets_live_at_the_top_of_the_repository():
    """art/, maps/ and sounds/ are top-level folders beside games/ (where a person looks for the
    map to open in Tiled); nothing is left in games/, where the installed package keeps its copy."""
    from games.core.assets import asset_path
    for kind in KINDS:
        assert (ROOT / kind).is_dir(), f"{kind}/ belongs at the top of the repository"
        assert asset_path(kind) == ROOT / kind
        assert not (ROOT / "games" / "assets" / kind).exists(), f"games/assets/{kind} belongs in {kind}/"
    assert not list((ROOT / "games").glob("*/art")) and not list((ROOT / "games").glob("*/maps")), \
        "a game's pictures go in art/<id>/, its maps in maps/"
    for gid in GAME_IDS:
        assert (ROOT / "art" / gid / "menu.png").is_file(), gid
    for gid in MAP_GAMES:
        assert asset_path("maps", f"{gid}.tmx") == ROOT / "maps" / f"{gid}.tmx"
        assert asset_path("art", "board.png", game=gid) == ROOT / "art" / gid / "board.png"
    assert asset_path("art", "help", "caesar-en.png") == ROOT / "art" / "help" / "caesar-en.png"


def test_no_other_code_names_where_the_assets_are():
    """games/core/assets.py is the one place that knows the asset folders: no other module of the
    program joins a path from its own file to an art/, maps/ or sounds/ folder."""
    pattern = re.compile(r"""__file__.*["'](art|maps|sounds|assets)["']|["']games["']\s*/\s*["']assets["']""")
    for path in (ROOT / "games").rglob("*.py"):
        if "tests" in path.parts or path.name == "assets.py":
            continue
        text = path.read_text(encoding="utf-8")
        assert not pattern.search(text), path.relative_to(ROOT)


def test_every_named_asset_resolves_to_a_file():
    from games.core.assets import asset_path
    from games.app.sound import EFFECTS
    for name in (*EFFECTS, "music"):
        assert asset_path("sounds", f"{name}.wav").is_file(), name
    for name in ("icon.png", "icon_64.png", "marble_tile.png", "parchment_tile.png", "card_back_red.png"):
        assert asset_path("art", name).is_file(), name
    pictures = 0
    for gid in GAME_IDS:
        assert assets.menu_picture(gid) is not None and assets.menu_picture(gid).is_file(), gid
        for lang in ("en", "ja"):
            page = registry.help_page(gid, lang).read_text(encoding="utf-8")
            for ref in re.findall(r"!\[[^\]]*\]\(([^)]+)\)", page):
                assert asset_path("art", *ref.split("/"), game=gid).is_file(), (gid, lang, ref)
                pictures += 1
    assert pictures >= len(GAME_IDS) * 2


def tmx_references(path: Path) -> list[tuple[Path, str]]:
    """Every file a Tiled map, tileset (``.tsx``) or template (``.tx``) refers to, followed
    through the referred tilesets and templates: ``(referring file, reference as written)``.
    In the TMX format ``<tileset source>``, ``<object template>`` and ``<image source>`` are
    paths relative to the file that holds them."""
    out: list[tuple[Path, str]] = []
    seen: set[Path] = set()
    todo = [path]
    while todo:
        f = todo.pop()
        if f in seen or not f.is_file():
            continue
        seen.add(f)
        for el in ET.parse(f).getroot().iter():
            ref = el.get("template") if el.tag == "object" else el.get("source") if el.tag in (
                "tileset", "image", "template") else None
            if ref:
                out.append((f, ref))
                if ref.endswith((".tsx", ".tx")):
                    todo.append((f.parent / ref).resolve())
    return out


def test_every_tiled_reference_resolves_by_a_relative_path():
    """Opened in Tiled, maps/seize_rome.tmx and maps/caesar_xl.tmx show their boards: every
    tileset, template and picture they name is a relative path to a file of the repository."""
    maps = sorted((ROOT / "maps").glob("*.tmx"))
    assert {p.name for p in maps} >= {"seize_rome.tmx", "caesar_xl.tmx", "sample.tmx"}
    kinds = set()
    for tmx in maps:
        refs = tmx_references(tmx)
        assert refs, tmx.name
        for holder, ref in refs:
            assert not ref.startswith("/") and not re.match(r"^[A-Za-z]:|^[a-z]+://", ref), (holder.name, ref)
            target = (holder.parent / ref).resolve()
            assert target.is_file(), f"{holder.name}: {ref} does not resolve"
            assert target.is_relative_to(ROOT.resolve()) and target.parts[len(ROOT.resolve().parts)] in KINDS, ref
            kinds.add(Path(ref).suffix)
    assert {".png", ".tx"} <= kinds
    for gid in MAP_GAMES:
        refs = [ref for _, ref in tmx_references(ROOT / "maps" / f"{gid}.tmx")]
        assert f"../art/{gid}/board.png" in refs, (gid, refs)


def test_the_screens_find_every_asset_in_the_source_tree(tmp_path):
    found = _probe(sys.executable, ROOT, tmp_path)
    assert Path(found["art"]) == ROOT / "art"
    assert found["missing"] == []


# ----- the command line (the rest: tests/test_command_line.py) ----------------------------------

def test_the_test_command_runs_on_every_processor_unless_told(monkeypatch):
    """``main.py test`` adds pytest-xdist workers (at most four), never over the caller's choice."""
    monkeypatch.delenv("LUDI_ROMANI_TEST_SERIAL", raising=False)
    spec = importlib.util.spec_from_file_location("_ludi_main", ROOT / "main.py")
    launcher = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(launcher)                    # (main.py runs nothing when imported)
    assert launcher.test_workers([], cpus=2) == ["-n", "2", "--dist", "worksteal"]
    assert launcher.test_workers(["tests/test_bench.py"], cpus=16)[:2] == ["-n", "4"]
    for chosen in (["-n", "0"], ["-n3"], ["--numprocesses=2"], ["-p", "no:xdist"]):
        assert launcher.test_workers(chosen, cpus=2) == [], chosen
    assert launcher.test_workers([], cpus=1) == []
    # one run, every test in it (how fast this machine is: main.py bench)
    assert launcher.test_runs(["-x"], cpus=2) == [["-n", "2", "--dist", "worksteal", "-x"]]
    monkeypatch.setenv("LUDI_ROMANI_TEST_SERIAL", "1")
    assert launcher.test_workers([], cpus=2) == [] and launcher.test_runs(["-x"], cpus=2) == [["-x"]]


# ----- the desktop entry ---------------------------------------------------------------------

def test_the_desktop_entry_and_icons_go_under_xdg_data_home(tmp_path, monkeypatch, capsys):
    from games.app import desktop_entry
    from games.app.fonts import asset_path
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    assert cli_entry.main(["--install-desktop"]) == 0
    entry = tmp_path / "data" / "applications" / "ludi-romani.desktop"
    assert str(entry) in capsys.readouterr().out
    text = entry.read_text(encoding="utf-8")
    lines = dict(line.split("=", 1) for line in text.splitlines()[1:] if line)
    assert text.startswith("[Desktop Entry]\n")
    assert lines["Type"] == "Application" and lines["Icon"] == "ludi-romani" and lines["Terminal"] == "false"
    assert lines["Name"] == "Ludi Romani" and lines["Name[ja]"] == "ルディ・ロマーニ"
    assert lines["Exec"] == f"{desktop_entry._quote(sys.executable)} -m games"
    assert (Path(lines["Path"]) / "games" / "__main__.py").is_file()
    for size, name in desktop_entry.ICONS.items():
        icon = tmp_path / "data" / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "ludi-romani.png"
        assert icon.read_bytes() == asset_path("art", name).read_bytes()
    # without XDG_DATA_HOME: ~/.local/share
    monkeypatch.delenv("XDG_DATA_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    entry, _ = desktop_entry.install()
    assert entry == tmp_path / "home" / ".local" / "share" / "applications" / "ludi-romani.desktop"


# ----- the build ----------------------------------------------------------------------------

def test_the_build_is_configured_for_hatchling_and_the_licence():
    tomllib = pytest.importorskip("tomllib")
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert data["build-system"]["build-backend"] == "hatchling.build"
    assert not (ROOT / "tools" / "build_backend.py").exists()
    project = data["project"]
    assert project["license"] == "MIT" and "Topic :: Games/Entertainment :: Board Games" in project["classifiers"]
    assert (ROOT / "LICENSE").read_text(encoding="utf-8").startswith("MIT License")
    notice = (ROOT / "NOTICE").read_text(encoding="utf-8")
    assert "designers and publishers" in notice and "own words" in notice and "No rulebook text" in notice
    assert project["gui-scripts"] == {"ludi-romani": "games.cli_entry:gui_entry"}
    assert project["scripts"] == {"ludi-romani-cli": "games.cli_entry:entry"}
    wheel = data["tool"]["hatch"]["build"]["targets"]["wheel"]
    assert wheel["force-include"] == {k: f"games/assets/{k}" for k in KINDS}


def _git_status() -> str | None:
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        return None
    r = subprocess.run(["git", "status", "--porcelain", "--untracked-files=all"], cwd=ROOT,
                       capture_output=True, text=True)
    return r.stdout if r.returncode == 0 else None


def _tree(root: Path) -> set[str]:
    return {p.relative_to(root).as_posix() for p in root.rglob("*") if "__pycache__" not in p.parts}


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """A copy of the repository's files with a stray untracked note in it, and the wheel pip
    builds from it (hatchling in an isolated build environment)."""
    if os.environ.get("LUDI_ROMANI_SKIP_INSTALL_TEST") == "1":
        pytest.skip("LUDI_ROMANI_SKIP_INSTALL_TEST=1 (no package index)")
    assert importlib.util.find_spec("pip") is not None, \
        "pip is needed for this test; set LUDI_ROMANI_SKIP_INSTALL_TEST=1 to skip it"
    tmp = tmp_path_factory.mktemp("build")
    src = tmp / "src"
    files = _repository_files()
    for rel in files:
        (src / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / rel, src / rel)
    (src / "games" / "NOTES.local.txt").write_text("a stray note\n", encoding="utf-8")
    before = _tree(src)
    out = tmp / "wheel"
    r = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--disable-pip-version-check", "-q",
                        "-w", str(out), str(src)], cwd=tmp, capture_output=True, text=True, timeout=240)
    assert r.returncode == 0, r.stdout + r.stderr
    assert _tree(src) == before, sorted(_tree(src) ^ before)          # the build wrote nothing there
    wheel = next(out.glob("ludi_romani-*.whl"))
    return files, wheel


def test_the_wheel_holds_the_program_and_its_assets_only(built):
    files, wheel = built
    with zipfile.ZipFile(wheel) as z:
        names = z.namelist()
        info = next(n for n in names if n.endswith(".dist-info/METADATA"))
        meta = email.message_from_bytes(z.read(info))
        entry_points = z.read(info.replace("METADATA", "entry_points.txt")).decode()
        content = {n for n in names if ".dist-info/" not in n}
        for rel in ("games/assets/maps/seize_rome.tmx", "games/assets/art/icon.png"):
            assert z.read(rel) == (ROOT / rel[len("games/assets/"):]).read_bytes(), rel
    assert content == wheel_files_expected(files), sorted(content ^ wheel_files_expected(files))[:20]
    assert not any("tests" in n.split("/") or "NOTES" in n for n in content)
    tomllib = pytest.importorskip("tomllib")
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert meta["Summary"] == project["description"]
    assert meta["License-Expression"] == "MIT" and meta["Version"] == cli_entry.__version__
    assert "Topic :: Games/Entertainment :: Board Games" in meta.get_all("Classifier")
    assert "[gui_scripts]\nludi-romani = games.cli_entry:gui_entry" in entry_points
    assert "[console_scripts]\nludi-romani-cli = games.cli_entry:entry" in entry_points


def _screenshot(cmd: list[str], out: Path, scene: str, cwd: Path, env: dict) -> bytes:
    r = subprocess.run([*cmd, "--screenshot", str(out), "--scene", scene, "--autoplay", "2"],
                       cwd=cwd, env=env, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, (cmd, scene, r.stderr[-2000:])
    return out.read_bytes()


def test_pip_install_into_a_fresh_environment(built, tmp_path):
    files, wheel = built
    status_before = _git_status()
    # a fresh environment that sees the packages of the one running the tests (pygame-ce, ...)
    env_dir = tmp_path / "env"
    venv.EnvBuilder(system_site_packages=True, with_pip=False).create(env_dir)
    bindir = env_dir / ("Scripts" if os.name == "nt" else "bin")
    python = bindir / ("python.exe" if os.name == "nt" else "python")
    purelib = subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                             capture_output=True, text=True, check=True).stdout.strip()
    parents = [p for p in site.getsitepackages() + [site.getusersitepackages()] if os.path.isdir(p)]
    Path(purelib, "_ludi_romani_test_parent.pth").write_text("\n".join(parents) + "\n", encoding="utf-8")
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    env = _clean_env(tmp_path / "home")
    r = subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps",
                        "--no-index", "--disable-pip-version-check", "-q", str(wheel)],
                       cwd=outside, env=env, capture_output=True, text=True, timeout=120)
    if r.returncode != 0 and "no such option: --python" in r.stderr:           # pip before 22.3
        r = subprocess.run([str(python), "-m", "ensurepip", "-q"], capture_output=True, text=True)
        r = subprocess.run([str(python), "-m", "pip", "install", "--no-deps", "--no-index", "-q", str(wheel)],
                           cwd=outside, env=env, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stdout + r.stderr

    # the installed files are the repository's: the program, and the assets byte for byte
    installed = Path(purelib) / "games"
    assert {"games/" + p for p in _tree(installed) if (installed / p).is_file()} == wheel_files_expected(files)
    for kind in KINDS:
        for p in (ROOT / kind).rglob("*"):
            if p.is_file() and p.relative_to(ROOT).as_posix() in files:
                copy = installed / "assets" / p.relative_to(ROOT)
                assert copy.read_bytes() == p.read_bytes(), copy

    cli = bindir / ("ludi-romani-cli.exe" if os.name == "nt" else "ludi-romani-cli")
    gui = bindir / ("ludi-romani.exe" if os.name == "nt" else "ludi-romani")
    for command in (cli, gui):
        r = subprocess.run([str(command), "--help"], cwd=outside, env=env, capture_output=True, text=True,
                           timeout=60)
        assert r.returncode == 0 and r.stdout.startswith("usage: ludi-romani"), r.stderr
        for name in ("selfplay", "replay", "fuzz", "bench", "monkey", "--screenshot", "--install-desktop"):
            assert name in r.stdout, name
    r = subprocess.run([str(cli), "--version"], cwd=outside, env=env, capture_output=True, text=True, timeout=60)
    assert r.stdout.strip() == f"ludi-romani {cli_entry.__version__}"
    r = subprocess.run([str(cli), "--langg", "ja"], cwd=outside, env=env, capture_output=True, text=True, timeout=60)
    assert r.returncode == 2 and "usage: ludi-romani" in r.stderr
    assert not (tmp_path / "home").exists()                              # help opened nothing

    # the boards of the map games, drawn by the installed command from its own copy of the maps
    # and pictures, are the very pictures the source folder draws
    import pygame
    for gid in MAP_GAMES:
        mine = _screenshot([str(cli)], tmp_path / f"{gid}-installed.png", f"game:{gid}", outside, env)
        theirs = _screenshot([sys.executable, "-m", "games"], tmp_path / f"{gid}-source.png", f"game:{gid}", ROOT,
                             dict(env, PYTHONPATH=str(ROOT)))
        assert mine == theirs, f"the installed {gid} board differs from the source folder's"
        assert pygame.image.load(str(tmp_path / f"{gid}-installed.png")).get_size() == (1280, 800)
    r = subprocess.run([str(python), "-c", "import games.core.assets as a, games.core.maps as m;"
                        "from games.seize_rome.topology import MAP_PATH as s;from games.caesar_xl.topology "
                        "import MAP_PATH as x;print(a.asset_path('maps'));"
                        "print(all(m.load_map(p).background_path.is_file() for p in (s, x)))"],
                       cwd=outside, env=env, capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    maps_dir, backgrounds = r.stdout.split()
    assert Path(maps_dir).resolve() == (installed / "assets" / "maps").resolve() and backgrounds == "True"

    if status_before is not None:
        assert _git_status() == status_before
