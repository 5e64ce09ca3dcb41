"""The code's shape a newcomer can read: no file under ``games/`` over 800 lines and no
function over 80, so that every module holds one concern and every function fits on a screen.
"""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent / "games"
MAX_FILE_LINES = 800
MAX_FUNCTION_LINES = 80


def _sources():
    for path in sorted(ROOT.rglob("*.py")):
        yield path.relative_to(ROOT.parent).as_posix(), path.read_text(encoding="utf-8")


def test_no_file_over_800_lines():
    long = [f"{name}: {src.count(chr(10))} lines" for name, src in _sources()
            if src.count("\n") > MAX_FILE_LINES]
    assert not long, "split these files by concern:\n" + "\n".join(long)


def test_no_function_over_80_lines():
    long = []
    for name, src in _sources():
        for node in ast.walk(ast.parse(src, filename=name)):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                size = (node.end_lineno or node.lineno) - node.lineno + 1
                if size > MAX_FUNCTION_LINES:
                    long.append(f"{name}:{node.lineno} {node.name}: {size} lines")
    assert not long, "split these functions:\n" + "\n".join(long)
