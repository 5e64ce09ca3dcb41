"""The suite installs like an application: ``pip install .`` gives a ``ludi-romani`` command with
every picture, map and sound, the commands of ``main.py``, a desktop entry, and a build that never
writes into the source tree.

``test_pip_install_into_a_fresh_environment`` installs the package into a temporary virtual
environment (the dependencies come from the environment running the tests: no downloads) and starts
the installed command headless from outside the source tree. Set ``LUDI_ROMANI_SKIP_INSTALL_TEST=1``
to skip it where pip is not available.
"""
from __future__ import annotations

import doctest
import importlib.util
import json
import os
import re
import shutil
import site
import subprocess
import sys
import venv
from pathlib import Path

import pytest

from games import GAME_IDS
from games import cli_entry
from games.core import registry

ROOT = Path(__file__).resolve().parent.parent
ASSETS = ROOT / "games" / "assets"


def _backend():
    spec = importlib.util.spec_from_file_location("_ludi_build_backend", ROOT / "tools" / "build_backend.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _clean_env(home: Path) -> dict:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME", "LUDI_ROMANI_ASSETS")}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               PYTHONNOUSERSITE="1", LUDI_ROMANI_HOME=str(home))
    return env


#: run by a Python of the source tree or of an installed package: renders the menu, the settings,
#: every game after a few moves and every help page in both languages, then prints where the
#: package and its assets are and which shared assets were looked up and not found
ASSET_PROBE = """
import json, sys
import games
from games.app import screenshot
from games.app.fonts import ASSETS_DIR, missing_assets
scenes = [("menu", "en"), ("settings", "en")]
for gid in games.GAME_IDS:
    scenes += [("game:" + gid, "en"), ("help:" + gid, "en"), ("help:" + gid, "ja")]
for scene, lang in scenes:
    code = screenshot.main(["--screenshot", sys.argv[1], "--scene", scene, "--autoplay", "2", "--lang", lang])
    assert code == 0, (scene, code)
print(json.dumps({"games": games.__file__, "assets": str(ASSETS_DIR), "missing": missing_assets()}))
"""


def _probe(python: str, cwd: Path, home: Path) -> dict:
    r = subprocess.run([python, "-c", ASSET_PROBE, str(home / "probe.png")], cwd=cwd, env=_clean_env(home),
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr[-3000:]
    return json.loads(r.stdout.strip().splitlines()[-1])


# ----- the modules' own examples ------------------------------------------------------------

def test_the_packaging_modules_examples_hold():
    from games.app import desktop_entry, fonts
    for mod in (cli_entry, desktop_entry, fonts, _backend()):
        result = doctest.testmod(mod)
        assert result.attempted > 0 and result.failed == 0, mod.__name__


# ----- assets -------------------------------------------------------------------------------

def test_the_shared_assets_live_in_the_package():
    """art/, sounds/ and maps/ are package data in games/assets; nothing was left at the top,
    where a merge could bring a file back that the installed game would never see."""
    for folder in ("art", "sounds", "maps"):
        assert (ASSETS / folder).is_dir(), folder
        assert not (ROOT / folder).exists(), f"{folder}/ belongs in games/assets/{folder}/"
    from games.app.fonts import ASSETS_DIR, asset_path
    assert ASSETS_DIR == ASSETS
    assert asset_path("art", "help", "caesar-en.png") == ASSETS / "art" / "help" / "caesar-en.png"


def test_every_named_asset_resolves_to_a_file():
    from games.app.fonts import asset_path
    from games.app.sound import EFFECTS
    for name in (*EFFECTS, "music"):
        assert asset_path("sounds", f"{name}.wav").is_file(), name
    for name in ("icon.png", "icon_64.png", "marble_tile.png", "parchment_tile.png", "card_back_red.png"):
        assert asset_path("art", name).is_file(), name
    pictures = 0
    for gid in GAME_IDS:
        assert registry.menu_picture(gid) is not None and registry.menu_picture(gid).is_file(), gid
        for lang in ("en", "ja"):
            page = registry.help_page(gid, lang).read_text(encoding="utf-8")
            for ref in re.findall(r"!\[[^\]]*\]\(([^)]+)\)", page):
                assert asset_path("art", *ref.split("/")).is_file(), (gid, lang, ref)
                pictures += 1
    assert pictures >= len(GAME_IDS) * 2


def test_the_screens_find_every_shared_asset_in_the_source_tree(tmp_path):
    found = _probe(sys.executable, ROOT, tmp_path)
    assert Path(found["assets"]) == ASSETS
    assert found["missing"] == []


# ----- the command line ---------------------------------------------------------------------

def test_help_lists_every_command_and_starts_nothing(capsys):
    assert cli_entry.main(["--help"]) == 0
    out = capsys.readouterr().out
    for command in ("selfplay", "replay", "fuzz", "bench", "monkey", "--screenshot", "--install-desktop", "test"):
        assert command in out, command
    assert cli_entry.main(["-h"], prog="python3 main.py") == 0
    assert "python3 main.py selfplay" in capsys.readouterr().out


def test_help_names_every_option_of_the_screenshot(capsys):
    """The --help line of --screenshot lists every option its parser takes (--size was missing)."""
    from games.app.screenshot import _parser
    assert cli_entry.main(["--help"]) == 0
    line = next(x for x in capsys.readouterr().out.splitlines() if "--screenshot" in x)
    for action in _parser()._actions:
        flag = next((s for s in action.option_strings if s.startswith("--")), None)
        if flag not in (None, "--help"):
            assert flag in line, flag


def test_every_command_goes_through_the_table(monkeypatch):
    calls = []
    for name in ("selfplay", "replay", "fuzz", "bench", "monkey", "--screenshot", "--install-desktop", "play"):
        monkeypatch.setitem(cli_entry.COMMANDS, name, "tests.test_install:_record_call")
    monkeypatch.setattr(sys.modules[_record_call.__module__], "_calls", calls)
    assert cli_entry.main(["selfplay", "--game", "caesar"]) == 0
    assert cli_entry.main(["--scene", "menu", "--screenshot", "x.png"]) == 0
    assert cli_entry.main(["play", "--lang", "ja"]) == 0
    assert cli_entry.main(["--lang", "ja"]) == 0
    assert cli_entry.main([]) == 0
    assert calls == [["selfplay", "--game", "caesar"], ["--scene", "menu", "--screenshot", "x.png"],
                     ["--lang", "ja"], ["--lang", "ja"], []]


_calls: list = []


def _record_call(argv):
    _calls.append(list(argv))
    return 0


def test_a_command_without_its_module_says_it_is_not_available(monkeypatch, capsys):
    monkeypatch.setitem(cli_entry.COMMANDS, "bench", "games.core.no_such_bench_module:main")
    assert cli_entry.main(["bench"]) == 2
    assert "'bench' is not available" in capsys.readouterr().err
    assert cli_entry.main(["bench", "--lang", "ja"]) == 2
    assert "「bench」コマンドはこの版では使えません" in capsys.readouterr().err
    assert cli_entry.main(["no-such-command"]) == 2
    assert "Unknown command 'no-such-command'" in capsys.readouterr().err


def test_a_missing_dependency_of_a_command_is_not_hidden(tmp_path, monkeypatch):
    (tmp_path / "ludi_broken_command.py").write_text("import no_such_dependency_xyz\ndef main(argv):\n    return 0\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setitem(cli_entry.COMMANDS, "bench", "ludi_broken_command:main")
    with pytest.raises(ModuleNotFoundError):
        cli_entry.main(["bench"])


def test_main_py_uses_the_same_dispatcher():
    text = (ROOT / "main.py").read_text(encoding="utf-8")
    assert "from games.cli_entry import main as dispatch" in text
    assert not re.search(r"games\.core\.cli|games\.app\.screenshot|from games\.app import run", text)


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

def test_the_wheel_carries_every_file_of_the_package(tmp_path):
    backend = _backend()
    files = {p.as_posix() for p in backend.package_files(ROOT)}
    for p in (ROOT / "games").rglob("*"):
        rel = p.relative_to(ROOT)
        if p.is_file() and "__pycache__" not in rel.parts and p.suffix != ".pyc":
            assert rel.as_posix() in files, rel
    assert not any("__pycache__" in f or f.endswith(".pyc") for f in files)
    assert {"games/assets/art/icon.png", "games/assets/sounds/music.wav", "games/assets/maps/sample.tmx",
            "games/imperium/art/map.json", "games/seize_rome/data/board.json"} <= files
    tomllib = pytest.importorskip("tomllib")
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert backend._parse_toml_subset(text) == tomllib.loads(text)      # what Python 3.10 reads
    meta = backend.project_metadata(ROOT)
    assert meta["scripts"] == {"ludi-romani": "games.cli_entry:entry"}


def _tree(root: Path) -> set[str]:
    return {p.relative_to(root).as_posix() for p in root.rglob("*") if "__pycache__" not in p.parts}


def _git_status() -> str | None:
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        return None
    r = subprocess.run(["git", "status", "--porcelain", "--untracked-files=all"], cwd=ROOT,
                       capture_output=True, text=True)
    return r.stdout if r.returncode == 0 else None


@pytest.mark.skipif(os.environ.get("LUDI_ROMANI_SKIP_INSTALL_TEST") == "1",
                    reason="LUDI_ROMANI_SKIP_INSTALL_TEST=1 (pip not available)")
def test_pip_install_into_a_fresh_environment(tmp_path):
    assert importlib.util.find_spec("pip") is not None, \
        "pip is needed for this test; set LUDI_ROMANI_SKIP_INSTALL_TEST=1 to skip it"
    status_before = _git_status()
    # a copy of the source tree: the build must leave it exactly as it was
    src = tmp_path / "src"
    shutil.copytree(ROOT, src, ignore=shutil.ignore_patterns(
        ".git", ".venv", "__pycache__", "*.pyc", "build", "dist", "*.egg-info", ".pytest_cache"))
    before = _tree(src)
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

    r = subprocess.run([str(python), "-m", "pip", "install", "--no-deps", "--no-build-isolation", "--no-index",
                        "--disable-pip-version-check", "-q", str(src)],
                       cwd=outside, env=env, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stdout + r.stderr
    assert _tree(src) == before, sorted(_tree(src) ^ before)          # no build/, no *.egg-info
    installed = Path(purelib) / "games"
    assert _tree(installed) == {p[len("games/"):] for p in _tree(src) if p.startswith("games/")}

    command = bindir / ("ludi-romani.exe" if os.name == "nt" else "ludi-romani")
    r = subprocess.run([str(command), "--help"], cwd=outside, env=env, capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    for name in ("selfplay", "replay", "fuzz", "bench", "monkey", "--screenshot", "--install-desktop"):
        assert name in r.stdout, name
    assert not (tmp_path / "home").exists()                              # help opened nothing
    for args, said in ((["selfplay", "--game", "caesar", "--seats", "random,random", "--games", "1", "--seed", "1"],
                        "average length"),
                       (["fuzz", "--game", "caesar", "--games", "1"], "conform")):
        r = subprocess.run([str(command), *args], cwd=outside, env=env, capture_output=True, text=True, timeout=60)
        assert r.returncode == 0 and said in r.stdout, (args, r.stdout, r.stderr)

    shot = outside / "x.png"
    r = subprocess.run([str(command), "--screenshot", str(shot), "--scene", "game:caesar", "--autoplay", "4"],
                       cwd=outside, env=env, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    import pygame
    assert pygame.image.load(str(shot)).get_size() == (1280, 800)

    # the pictures were found: the menu (every game's picture) drawn by the installed command is the
    # very picture the source tree draws, and no shared asset was missing on any screen
    for where, cmd, cwd in (("installed", [str(command)], outside),
                            ("source", [sys.executable, "-m", "games"], ROOT)):
        r = subprocess.run([*cmd, "--screenshot", str(tmp_path / f"menu-{where}.png"), "--scene", "menu"],
                           cwd=cwd, env=dict(env, PYTHONPATH=str(ROOT)) if where == "source" else env,
                           capture_output=True, text=True, timeout=60)
        assert r.returncode == 0, (where, r.stderr)
    assert (tmp_path / "menu-installed.png").read_bytes() == (tmp_path / "menu-source.png").read_bytes()
    found = _probe(str(python), outside, tmp_path / "home")
    assert Path(found["games"]).resolve().is_relative_to(Path(purelib).resolve())
    assert Path(found["assets"]).resolve() == (installed / "assets").resolve()
    assert found["missing"] == []

    if status_before is not None:
        assert _git_status() == status_before
