"""The map of the code (``docs/ARCHITECTURE.md``) names only what exists.

Every path-like token of the page is checked against the repository: a token with a ``/`` or
a file suffix (``games/app/tasks.py``, ``art/<id>/``, ``scene_text_*.json``) must match a file
or folder (``<...>`` and ``*`` stand for any name; a bare file name must exist somewhere in the
project), and a dotted module name (``games.core.views``) must be a module of the project.
A page that names a moved or deleted module fails here, in the commit that moved it.
"""
from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PAGE = ROOT / "docs" / "ARCHITECTURE.md"

#: the page is a map read in minutes; details go to the docstrings of the modules it names
MAX_WORDS = 2600
#: file suffixes that make a token a path even without a folder in it
SUFFIXES = (".py", ".md", ".json", ".toml", ".tmx", ".tx", ".png", ".wav", ".sh", ".lock")
#: folders never searched for a bare file name (tools' environments, build output)
SKIP = {".venv", ".git", "build", "dist", "__pycache__", "node_modules"}
#: a path-like token: folder and file characters, placeholders, globs
TOKEN = re.compile(r"[A-Za-z0-9_.<>*/-]+")


def spans(text: str) -> list[str]:
    """The code spans (which may run over a line's end) and code-block lines of a Markdown
    page, where paths are written."""
    out: list[str] = []
    prose: list[str] = []
    in_block = False
    for line in text.splitlines():
        if line.strip().startswith("```"):
            in_block = not in_block
        elif in_block:
            out.append(line)
        else:
            prose.append(line)
    out.extend(re.findall(r"`([^`]+)`", "\n".join(prose)))
    return out


def path_tokens(text: str) -> list[str]:
    """Every token of ``text``'s code that names a file or folder of the project."""
    found = []
    for span in spans(text):
        for token in TOKEN.findall(span):
            token = token.rstrip(".,;:")
            if token.startswith(("-", "<", "../", "$")) or "://" in token or token in ("/", "*"):
                continue
            if "/" in token or token.endswith(SUFFIXES):
                found.append(token)
    return sorted(set(found))


def module_tokens(text: str) -> list[str]:
    """Every dotted name of ``text``'s code that starts in the ``games`` package."""
    names = set()
    for span in spans(text):
        names.update(re.findall(r"\bgames(?:\.[A-Za-z_][A-Za-z0-9_]*)+", span))
    return sorted(names)


def project_files() -> list[Path]:
    """The project's files and folders, outside environments and build output."""
    found = []
    for folder, dirs, names in os.walk(ROOT):
        dirs[:] = [d for d in dirs if d not in SKIP]
        found.extend(Path(folder, name) for name in dirs + names)
    return found


def exists(token: str, files: list[Path]) -> bool:
    """Whether the path ``token`` names something of the project (``<...>`` and ``*``: any name)."""
    pattern = re.sub(r"<[^>]*>", "*", token).rstrip("/")
    if "/" not in pattern:
        return any(p.match(pattern) for p in files)
    if any(ROOT.glob(pattern)):
        return True
    # a folder named with its last part only once (e.g. "board/" of a game)
    return any(p.is_dir() and p.match(pattern) for p in files)


def module_exists(name: str) -> bool:
    """Whether ``name`` is a module of the project, or a name defined in one."""
    parts = name.split(".")
    for cut in range(len(parts), 0, -1):
        base = ROOT.joinpath(*parts[:cut])
        for source in (base.with_suffix(".py"), base / "__init__.py"):
            if source.is_file():
                rest = parts[cut:]
                return not rest or re.search(rf"^\s*(def|class)\s+{rest[0]}\b|^{rest[0]}\s*[:=]",
                                              source.read_text(encoding="utf-8"), re.M) is not None
    return False


def test_the_page_names_paths_at_all():
    tokens = path_tokens(PAGE.read_text(encoding="utf-8"))
    assert len(tokens) > 50, f"only {len(tokens)} paths found on the page: is the parser broken?"
    assert "games/app/tasks.py" in tokens and "games/<id>/lessons.json" in tokens


def test_the_page_stays_a_map():
    words = len(PAGE.read_text(encoding="utf-8").split())
    assert words <= MAX_WORDS, (f"docs/ARCHITECTURE.md has {words} words (at most {MAX_WORDS}): "
                                "details belong in the docstrings of the modules they describe")


def test_every_path_the_architecture_page_names_exists():
    files = project_files()
    missing = [t for t in path_tokens(PAGE.read_text(encoding="utf-8")) if not exists(t, files)]
    assert not missing, f"docs/ARCHITECTURE.md names paths that do not exist: {missing}"


def test_every_module_the_architecture_page_names_exists():
    missing = [m for m in module_tokens(PAGE.read_text(encoding="utf-8")) if not module_exists(m)]
    assert not missing, f"docs/ARCHITECTURE.md names modules that do not exist: {missing}"


@pytest.mark.parametrize("token, found", [
    ("games/app/tasks.py", True), ("games/app/no_such_module.py", False),
    ("games/<id>/lessons.json", True), ("games/<id>/no_such.json", False),
    ("scene_text_*.json", True), ("art/<id>/", True), ("tools/make_nothing.py", False),
])
def test_the_path_check_tells_a_wrong_path(token, found):
    assert exists(token, project_files()) is found


def test_the_module_check_tells_a_wrong_module():
    assert module_exists("games.core.views") and module_exists("games.core.assets.asset_path")
    assert not module_exists("games.core.nowhere") and not module_exists("games.core.assets.nothing_here")
