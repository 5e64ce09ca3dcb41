"""What the tests of the project's tools share: a script loaded as a module without running it
as a program (its ``if __name__ == "__main__"`` part stays idle).

>>> load_tool("make_maps").__name__
'_tool_make_maps'
"""
from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent


def load_file(path: Path, name: str) -> ModuleType:
    """The Python file ``path`` loaded as a module named ``name`` (not kept in ``sys.modules``)."""
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None, path
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def load_tool(name: str) -> ModuleType:
    """The script ``tools/<name>.py`` as a module."""
    return load_file(ROOT / "tools" / f"{name}.py", f"_tool_{name}")
