"""Diagnostics go through :mod:`logging` (a logger per module, set up once by the command
line); only the command-line tools print, and only their real output (tables, reports)."""
from __future__ import annotations

import ast
import logging
from pathlib import Path

from games import cli_entry

GAMES = Path(__file__).resolve().parent.parent / "games"
#: the modules whose output is the command's own answer (tables, reports, a refusal)
PRINTING = {"cli_entry.py", "core/cli.py", "app/bench.py", "app/monkey.py", "app/screenshot.py",
            "app/desktop_entry.py", "caesar_xl/ai_match.py"}


def _prints(path: Path) -> list[int]:
    """The lines of ``path`` that call ``print`` (a file that never spells it is not parsed)."""
    text = path.read_text(encoding="utf-8")
    if "print" not in text:
        return []
    tree = ast.parse(text)
    return [n.lineno for n in ast.walk(tree)
            if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "print"]


def test_only_the_command_line_tools_print():
    found = {}
    for path in GAMES.rglob("*.py"):
        rel = path.relative_to(GAMES).as_posix()
        if "/tests/" in f"/{rel}" or rel in PRINTING:
            continue
        lines = _prints(path)
        if lines:
            found[rel] = lines
    assert found == {}, f"diagnostics printed instead of logged: {found}"


def test_the_command_line_sets_up_logging_once(monkeypatch):
    calls = []
    monkeypatch.setattr(logging, "basicConfig", lambda **kw: calls.append(kw))
    monkeypatch.setenv("LUDI_ROMANI_LOG", "debug")
    cli_entry.configure_logging()
    monkeypatch.setenv("LUDI_ROMANI_LOG", "nonsense")
    cli_entry.configure_logging()
    assert [c["level"] for c in calls] == ["DEBUG", "INFO"]
