"""The code's shape a newcomer can read: no file under ``games/`` over 800 lines and no
function over 80, so that every module holds one concern and every function fits on a screen;
and a module's imports at its top, where a reader sees what it depends on (an import inside a
function is allowed only where it avoids a real cost, listed in :data:`FUNCTION_IMPORTS`).
"""
from __future__ import annotations

import ast
import subprocess
import sys
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


#: the games whose modules :func:`test_no_module_reads_a_file_when_imported` imports
GAMES = ("caesar", "imperium", "catilina", "seize_rome", "caesar_xl")

#: files still read when a module is imported -> why they may be, for now (each goes once its
#: module reads it on first use)
READ_AT_IMPORT: dict[str, str] = {}

#: run in a fresh interpreter: record every file opened while the modules named on the command
#: line are imported
_RECORD_OPENS = """
import builtins, importlib, io, pathlib, sys
opened = []
def recording(real):
    def wrapper(file, *args, **kwargs):
        opened.append(str(file))
        return real(file, *args, **kwargs)
    return wrapper
builtins.open = recording(builtins.open)
io.open = builtins.open
pathlib.Path.read_text = recording(pathlib.Path.read_text)
pathlib.Path.read_bytes = recording(pathlib.Path.read_bytes)
for name in sys.argv[1:]:
    importlib.import_module(name)
print("\\n".join(opened))
"""


def _game_modules(game: str) -> list[str]:
    """The rules, computer players, explanations and scene modules of ``game``."""
    folder = ROOT / game
    names = [p.stem for p in sorted(folder.glob("*.py"))
             if p.stem in ("rules", "explain") or p.stem.startswith(("ai", "scene"))]
    return [f"games.{game}.{n}" for n in names]


def test_no_module_reads_a_file_when_imported():
    """Importing a game's engine, players, explanations or screens parses no map and reads no
    data file: data is read on first use, so a tool that imports a module pays nothing for it."""
    top = ROOT.parent
    watched = [top / "maps", top / "art"] + [ROOT / g for g in GAMES]
    bad = []
    for game in GAMES:
        run = subprocess.run([sys.executable, "-c", _RECORD_OPENS, *_game_modules(game)],
                             capture_output=True, text=True, cwd=top, timeout=300, check=False)
        assert run.returncode == 0, run.stderr
        for line in run.stdout.splitlines():
            path = Path(line).resolve()
            if any(path.is_relative_to(w) for w in watched) and path.suffix != ".py":
                if path.relative_to(top).as_posix() not in READ_AT_IMPORT:
                    bad.append(f"{game}: {path.relative_to(top)}")
    assert not bad, "read on first use, not at import:\n" + "\n".join(sorted(set(bad)))


#: ``x._name`` uses allowed outside the class that defines ``_name``: (file, name) -> why
PRIVATE_USES = {
    ("games/app/worker.py", "_finish"):
        "the pool and the workers it runs are one mechanism in one module; the pool ends a worker",
}


def _class_names(cls: ast.ClassDef) -> set[str]:
    """The names a class defines: its methods, class attributes and ``self.x`` attributes."""
    own: set[str] = set()
    for node in cls.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            own.add(node.name)
        elif isinstance(node, ast.Assign):
            own.update(t.id for t in node.targets if isinstance(t, ast.Name))
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            own.add(node.target.id)
    for node in ast.walk(cls):
        if (isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store)
                and isinstance(node.value, ast.Name) and node.value.id == "self"):
            own.add(node.attr)
    return own


def _private_uses(name: str, src: str) -> list[tuple[str, int, str]]:
    """(file, line, name) of every ``x._name`` in ``src`` where ``x`` is not ``self``, ``cls`` or
    ``super()`` and the use is not inside a class that defines ``_name``."""
    found: list[tuple[str, int, str]] = []

    def visit(node: ast.AST, own: frozenset[str]) -> None:
        for child in ast.iter_child_nodes(node):
            inner = own | _class_names(child) if isinstance(child, ast.ClassDef) else own
            if (isinstance(child, ast.Attribute) and child.attr.startswith("_")
                    and not child.attr.startswith("__") and child.attr not in inner):
                base = child.value
                mine = isinstance(base, ast.Name) and base.id in ("self", "cls")
                parent = (isinstance(base, ast.Call) and isinstance(base.func, ast.Name)
                          and base.func.id == "super")
                if not (mine or parent):
                    found.append((name, child.lineno, child.attr))
            visit(child, inner)

    visit(ast.parse(src, filename=name), frozenset())
    return found


def test_no_module_calls_another_s_private_names():
    """A name with a leading underscore is its class's own: what another module (or a function
    outside the class) needs gets a public name and a docstring."""
    uses = [u for name, src in _sources() if "/tests/" not in name for u in _private_uses(name, src)]
    bad = [f"{f}:{line} ._{n.lstrip('_')}" for f, line, n in uses if (f, n) not in PRIVATE_USES]
    assert not bad, "give these a public name:\n" + "\n".join(bad)
    stale = set(PRIVATE_USES) - {(f, n) for f, _, n in uses}
    assert not stale, f"no longer used, drop from PRIVATE_USES: {sorted(stale)}"
