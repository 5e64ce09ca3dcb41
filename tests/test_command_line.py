"""The command line: ``ludi-romani``, ``python -m games`` and ``python3 main.py`` share one argparse
parser (``games/cli_entry.py``): ``--help`` lists every command, ``--version`` prints the version, an
unknown command or option is refused with the usage and a non-zero exit, before any set-up."""
from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import games
from games import cli_entry

ROOT = Path(__file__).resolve().parent.parent
EVERY_COMMAND = ("selfplay", "replay", "fuzz", "bench", "monkey", "--screenshot", "--install-desktop", "test",
                 "--version", "--lang")


def test_help_lists_every_command_and_starts_nothing(capsys):
    assert cli_entry.main(["--help"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("usage: ludi-romani ")
    for command in EVERY_COMMAND:
        assert command in out, command
    assert cli_entry.main(["-h"], prog="python3 main.py") == 0
    assert "python3 main.py selfplay" in capsys.readouterr().out


def test_version_prints_the_version(capsys):
    with pytest.raises(SystemExit) as done:
        cli_entry.parse(["--version"])
    assert done.value.code == 0
    assert capsys.readouterr().out.strip() == f"ludi-romani {games.__version__}"
    assert re.fullmatch(r"\d+\.\d+\.\d+", games.__version__)


@pytest.mark.parametrize("argv, said", [
    (["--langg", "ja"], "unrecognized arguments: --langg"),
    (["no-such-command"], "Unknown command 'no-such-command'"),
    (["play", "--lang", "xx"], "invalid choice: 'xx'"),
    (["play", "--fullscreen"], "unrecognized arguments: --fullscreen"),
    (["--lang", "fr"], "invalid choice: 'fr'"),
    (["--lan", "ja"], "unrecognized arguments: --lan"),
])
def test_an_unknown_command_or_option_is_refused_with_the_usage(argv, said, capsys, monkeypatch):
    calls = []
    monkeypatch.setitem(cli_entry.COMMANDS, "play", "tests.test_command_line:_record_call")
    monkeypatch.setattr(sys.modules[__name__], "_calls", calls)
    assert cli_entry.main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("usage: ludi-romani") and said in err, err
    assert calls == [], "nothing was started"


def test_the_japanese_refusal_of_an_unknown_command(capsys):
    assert cli_entry.main(["nothing", "--lang", "ja"]) == 2
    assert "「nothing」" in capsys.readouterr().err


def test_help_names_every_option_of_the_screenshot(capsys):
    """The --help line of --screenshot lists every option its parser takes (--size was missing)."""
    from games.app.screenshot import _parser
    assert cli_entry.main(["--help"]) == 0
    line = next(x for x in capsys.readouterr().out.splitlines() if "--screenshot FILE" in x)
    for action in _parser()._actions:
        flag = next((s for s in action.option_strings if s.startswith("--")), None)
        if flag not in (None, "--help"):
            assert flag in line, flag


def test_the_screenshot_refuses_an_option_it_does_not_know(capsys):
    with pytest.raises(SystemExit) as done:
        cli_entry.main(["--screenshot", "x.png", "--scnee", "menu"])
    assert done.value.code == 2
    assert "unrecognized arguments: --scnee" in capsys.readouterr().err


def test_every_command_goes_through_the_table(monkeypatch):
    calls = []
    for name in ("selfplay", "replay", "fuzz", "bench", "monkey", "screenshot", "install-desktop", "play"):
        monkeypatch.setitem(cli_entry.COMMANDS, name, "tests.test_command_line:_record_call")
    monkeypatch.setattr(sys.modules[__name__], "_calls", calls)
    assert cli_entry.main(["selfplay", "--game", "caesar"]) == 0
    assert cli_entry.main(["--scene", "menu", "--screenshot", "x.png"]) == 0
    assert cli_entry.main(["play", "--lang", "ja"]) == 0
    assert cli_entry.main(["--lang", "ja"]) == 0
    assert cli_entry.main([]) == 0
    assert cli_entry.main(["--lang", "ja", "replay", "f.json"]) == 0
    assert cli_entry.main(["screenshot", "x.png", "--scene", "menu"]) == 0
    assert cli_entry.main(["install-desktop"]) == 0
    assert calls == [["selfplay", "--game", "caesar"], ["--scene", "menu", "--screenshot", "x.png"],
                     ["--lang", "ja"], ["--lang", "ja"], [], ["replay", "f.json", "--lang", "ja"],
                     ["screenshot", "x.png", "--scene", "menu"], ["install-desktop"]]


@pytest.mark.parametrize("command", ["play", "selfplay", "replay", "fuzz", "bench", "monkey", "screenshot",
                                     "install-desktop"])
def test_every_subcommand_has_its_own_help(command, capsys, monkeypatch):
    """``COMMAND --help`` prints that command's usage and options, and starts nothing."""
    from games.app import desktop_entry
    monkeypatch.setattr(desktop_entry, "install", lambda *a, **k: pytest.fail("--help installed the entry"))
    try:
        code = cli_entry.main([command, "--help"])
    except SystemExit as done:
        code = done.code
    assert code == 0
    out = capsys.readouterr().out
    assert out.startswith(f"usage: ludi-romani {command}") and "--help" in out, out
    assert command in cli_entry.main.__globals__["SUMMARIES"]


def test_a_misspelt_option_before_the_screenshot_is_refused(capsys):
    """``--langg ja --screenshot ...`` is refused with argparse's message (exit 2), not taken."""
    with pytest.raises(SystemExit) as done:
        cli_entry.main(["--langg", "ja", "--screenshot", "x.png", "--scene", "menu"])
    assert done.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("usage: ludi-romani screenshot") and "unrecognized arguments: --langg" in err


def test_the_screenshot_takes_one_file(capsys):
    from games.app import screenshot
    with pytest.raises(SystemExit) as done:
        screenshot.main(["screenshot", "--scene", "menu"])
    assert done.value.code == 2 and "name one FILE" in capsys.readouterr().err


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


def _main_py(tmp_path: Path, *args: str) -> subprocess.CompletedProcess:
    """``main.py`` run as on a fresh clone: a copy of it and of ``games/`` in a folder without
    ``.venv``, started by the Python the environment was made from; it must answer before any
    set-up (which would say ``[ludi-romani] first start ...``)."""
    if not (tmp_path / "main.py").exists():
        shutil.copy2(ROOT / "main.py", tmp_path / "main.py")
        shutil.copytree(ROOT / "games", tmp_path / "games", ignore=shutil.ignore_patterns("tests", "__pycache__"))
    python = getattr(sys, "_base_executable", sys.executable)
    return subprocess.run([python, "-I", str(tmp_path / "main.py"), *args], cwd=tmp_path, capture_output=True,
                          text=True, timeout=60)


def test_main_py_answers_help_version_and_refusals_before_any_set_up(tmp_path):
    r = _main_py(tmp_path, "--help")
    assert r.returncode == 0 and r.stdout.startswith("usage: python3 main.py"), r.stderr
    for command in EVERY_COMMAND:
        assert command in r.stdout, command
    r = _main_py(tmp_path, "--version")
    assert (r.returncode, r.stdout.strip()) == (0, f"python3 main.py {games.__version__}")
    for bad in (["--langg", "ja"], ["nonsense"]):
        r = _main_py(tmp_path, *bad)
        assert r.returncode == 2 and r.stderr.startswith("usage: python3 main.py"), (bad, r.stderr)
        assert "[ludi-romani]" not in r.stdout + r.stderr and not (tmp_path / ".venv").exists(), \
            "no set-up was started"

