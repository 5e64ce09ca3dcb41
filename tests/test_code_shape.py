"""The code's shape a newcomer can read: no file under ``games/`` over 800 lines and no
function over 80, so that every module holds one concern and every function fits on a screen;
and a module's imports at its top, where a reader sees what it depends on (an import inside a
function is allowed only where it avoids a real cost, listed in :data:`FUNCTION_IMPORTS`).
"""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent / "games"
MAX_FILE_LINES = 800
MAX_FUNCTION_LINES = 80

#: the imports allowed inside a function: (file, module imported) -> the cost they avoid. A new
#: one fails :func:`test_imports_inside_functions_are_listed` until it is justified here (and in
#: a comment beside it)
FUNCTION_IMPORTS = {
    ("games/core/maps.py", "pytmx"):
        "pytmx imports pygame; the engines that read their map must not load pygame",
}


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


def _function_imports(name: str, src: str) -> list[tuple[str, int, str]]:
    """(file, line, module) of every import inside a function of ``src``."""
    found: list[tuple[str, int, str]] = []

    def visit(node: ast.AST, in_function: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if in_function and isinstance(child, ast.Import):
                found.extend((name, child.lineno, a.name) for a in child.names)
            elif in_function and isinstance(child, ast.ImportFrom):
                found.append((name, child.lineno, "." * child.level + (child.module or "")))
            visit(child, in_function or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)))

    visit(ast.parse(src, filename=name), False)
    return found


def test_imports_inside_functions_are_listed():
    """Outside the tests, an import inside a function is one of :data:`FUNCTION_IMPORTS`, and
    every entry there is still used (a stale entry would let a new import through unseen)."""
    found = [hit for name, src in _sources() if "/tests/" not in name for hit in _function_imports(name, src)]
    unlisted = [f"{name}:{line} imports {module}" for name, line, module in found
                if (name, module) not in FUNCTION_IMPORTS]
    assert not unlisted, ("import these at the top of the module, or say in FUNCTION_IMPORTS "
                          "which cost the import inside the function avoids:\n" + "\n".join(unlisted))
    stale = sorted(set(FUNCTION_IMPORTS) - {(name, module) for name, _line, module in found})
    assert not stale, f"no longer imported inside a function (remove from FUNCTION_IMPORTS): {stale}"


def test_the_drawing_kit_names_the_module_of_every_name_it_gives():
    """``games.app.draw`` gives its modules' names as one kit (``D.panel``); its docstring is
    the map from a name to its module, so every name it imports is named in the line of the
    module it comes from."""
    path = ROOT / "app" / "draw" / "__init__.py"
    tree = ast.parse(path.read_text(encoding="utf-8"))
    doc = ast.get_docstring(tree) or ""
    lines = {}                                  # module -> its entry of the map (to the next entry)
    for entry in doc.split("\n- ")[1:]:
        module = entry.split("`", 2)[1].lstrip(".")
        lines[module] = entry
    missing = []
    for node in tree.body:
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            for alias in node.names:
                if f"`{alias.name}`" not in lines.get(node.module or "", ""):
                    missing.append(f"{alias.name} (from .{node.module})")
    assert lines and not missing, "name these in the docstring's line of their module: " + ", ".join(missing)
