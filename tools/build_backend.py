"""The suite's own PEP 517 build backend: ``pip install .`` without build tools or network.

``pyproject.toml`` names this module as its backend (``backend-path = ["tools"]``).
It needs nothing outside the standard library, so ``pip install .`` works offline
and with ``--no-build-isolation`` in any environment that has pip, whatever
setuptools or wheel it has (or lacks). It only *reads* the source tree: the
wheel and the sdist are written straight into the folder pip gives, so a build
never leaves ``build/`` or ``*.egg-info`` behind.

What goes into the wheel: every file under ``games/`` (the code, the catalogues,
the rule pages, and every asset: ``games/assets/{art,sounds,maps}`` and each
game's ``art/``, ``maps/``, ``data/``), except caches (``__pycache__``, ``*.pyc``)
and hidden files. Metadata (name, version, dependencies, extras, commands) comes
from the ``[project]`` table of ``pyproject.toml``.

>>> meta = project_metadata(ROOT)
>>> meta["name"], meta["scripts"]["ludi-romani"]
('ludi-romani', 'games.cli_entry:entry')
>>> wheel_name(meta)
'ludi_romani-0.1.0-py3-none-any.whl'
"""
from __future__ import annotations

import base64
import hashlib
import io
import os
import re
import tarfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: the folders of the source tree that are installed (as importable packages with their data)
PACKAGE_DIRS = ("games",)
#: files an sdist carries beside the packages
SDIST_EXTRA = ("pyproject.toml", "README.md", "main.py", "conftest.py", "tools", "tests", "docs")
#: a fixed date for every archive member, so a build of the same tree gives the same bytes
_EPOCH = (2020, 1, 1, 0, 0, 0)


# ----- pyproject.toml ------------------------------------------------------------------------

def _parse_toml_subset(text: str) -> dict:
    """The small part of TOML that ``pyproject.toml`` uses: ``[a.b]`` tables, ``key = "str"``,
    ``key = ["a", "b"]`` (over several lines) and ``key = {k = "v"}``. For Python 3.10,
    which has no ``tomllib``.

    >>> _parse_toml_subset('[a.b]\\nx = "1"\\ny = [\\n  "p", "q",\\n]\\nz = {text = "t"}\\n"q.r" = "s"')
    {'a': {'b': {'x': '1', 'y': ['p', 'q'], 'z': {'text': 't'}, 'q.r': 's'}}}
    """
    data: dict = {}
    table = data
    lines = iter(text.splitlines())
    for line in lines:
        line = line.split(" #")[0].strip() if not line.lstrip().startswith("#") else ""
        if not line:
            continue
        m = re.fullmatch(r"\[([^\[\]]+)\]", line)
        if m:
            table = data
            for part in m.group(1).split("."):
                table = table.setdefault(part.strip().strip('"'), {})
            continue
        key, _, value = line.partition("=")
        key, value = key.strip().strip('"'), value.strip()
        if value.startswith("[") and "]" not in value:
            for more in lines:
                value += " " + more.strip()
                if "]" in more:
                    break
        if value.startswith("["):
            table[key] = re.findall(r'"([^"]*)"', value)
        elif value.startswith("{"):
            table[key] = dict(re.findall(r'([\w-]+)\s*=\s*"([^"]*)"', value))
        elif value.startswith('"'):
            table[key] = value[1:value.rindex('"')]
        else:
            table[key] = {"true": True, "false": False}.get(value, value)
    return data


def read_pyproject(root: Path = ROOT) -> dict:
    """``pyproject.toml`` of ``root`` as a dict (``tomllib`` where there is one)."""
    text = (Path(root) / "pyproject.toml").read_text(encoding="utf-8")
    try:
        import tomllib
    except ImportError:  # Python 3.10
        return _parse_toml_subset(text)
    return tomllib.loads(text)


def project_metadata(root: Path = ROOT) -> dict:
    """The ``[project]`` table with defaults filled in."""
    p = dict(read_pyproject(root)["project"])
    p.setdefault("dependencies", [])
    p.setdefault("optional-dependencies", {})
    p.setdefault("scripts", {})
    p.setdefault("gui-scripts", {})
    return p


def _dist_name(meta: dict) -> str:
    return re.sub(r"[-_.]+", "_", meta["name"]).lower()


def wheel_name(meta: dict) -> str:
    """The wheel's file name: pure Python, any platform."""
    return f"{_dist_name(meta)}-{meta['version']}-py3-none-any.whl"


def metadata_text(meta: dict, root: Path = ROOT) -> str:
    """The core metadata (``METADATA`` / ``PKG-INFO``), version 2.1."""
    out = ["Metadata-Version: 2.1", f"Name: {meta['name']}", f"Version: {meta['version']}"]
    if meta.get("description"):
        out.append(f"Summary: {meta['description']}")
    lic = meta.get("license")
    if isinstance(lic, dict) and lic.get("text"):
        out.append(f"License: {lic['text']}")
    if meta.get("requires-python"):
        out.append(f"Requires-Python: {meta['requires-python']}")
    out += [f"Requires-Dist: {d}" for d in meta["dependencies"]]
    for extra, reqs in meta["optional-dependencies"].items():
        out.append(f"Provides-Extra: {extra}")
        out += [f'Requires-Dist: {r}; extra == "{extra}"' for r in reqs]
    body = ""
    readme = meta.get("readme")
    if isinstance(readme, str) and (Path(root) / readme).exists():
        out.append("Description-Content-Type: text/markdown")
        body = (Path(root) / readme).read_text(encoding="utf-8")
    return "\n".join(out) + "\n\n" + body


def _entry_points(meta: dict) -> str:
    text = ""
    for group, key in (("console_scripts", "scripts"), ("gui_scripts", "gui-scripts")):
        if meta[key]:
            text += f"[{group}]\n" + "".join(f"{k} = {v}\n" for k, v in meta[key].items()) + "\n"
    return text


# ----- the files ----------------------------------------------------------------------------

def _skip(rel: Path) -> bool:
    return any(part == "__pycache__" or part.startswith(".") or part.endswith(".egg-info")
               for part in rel.parts) or rel.suffix in (".pyc", ".pyo")


def package_files(root: Path = ROOT) -> list[Path]:
    """Every file installed from ``root``, relative to it, sorted (``games/...``)."""
    root = Path(root)
    files = []
    for top in PACKAGE_DIRS:
        for dirpath, dirnames, filenames in os.walk(root / top):
            dirnames[:] = sorted(d for d in dirnames if not _skip(Path(d)))
            for name in filenames:
                rel = (Path(dirpath) / name).relative_to(root)
                if not _skip(rel):
                    files.append(rel)
    return sorted(files, key=lambda p: p.as_posix())


def _record_line(arcname: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{arcname},sha256={digest},{len(data)}"


def _write_wheel(directory: str, members: list[tuple[str, bytes]], meta: dict) -> str:
    """Write a wheel of ``members`` plus its ``.dist-info`` into ``directory``; return its name."""
    info = f"{_dist_name(meta)}-{meta['version']}.dist-info"
    members = list(members) + [
        (f"{info}/METADATA", metadata_text(meta).encode("utf-8")),
        (f"{info}/WHEEL", b"Wheel-Version: 1.0\nGenerator: ludi-romani build_backend\n"
                          b"Root-Is-Purelib: true\nTag: py3-none-any\n"),
        (f"{info}/entry_points.txt", _entry_points(meta).encode("utf-8")),
    ]
    record = [_record_line(name, data) for name, data in members] + [f"{info}/RECORD,,"]
    members.append((f"{info}/RECORD", ("\n".join(record) + "\n").encode("utf-8")))
    name = wheel_name(meta)
    os.makedirs(directory, exist_ok=True)
    with zipfile.ZipFile(os.path.join(directory, name), "w", zipfile.ZIP_DEFLATED) as zf:
        for arcname, data in members:
            zi = zipfile.ZipInfo(arcname, _EPOCH)
            zi.external_attr = 0o644 << 16
            zi.compress_type = zipfile.ZIP_DEFLATED
            zf.writestr(zi, data)
    return name


# ----- the PEP 517 / PEP 660 hooks ------------------------------------------------------------

def get_requires_for_build_wheel(config_settings=None) -> list[str]:
    """Nothing: the backend is the standard library."""
    return []


get_requires_for_build_sdist = get_requires_for_build_wheel
get_requires_for_build_editable = get_requires_for_build_wheel


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None) -> str:
    """Write the wheel (every file of :func:`package_files`) into ``wheel_directory``."""
    meta = project_metadata(ROOT)
    members = [(rel.as_posix(), (ROOT / rel).read_bytes()) for rel in package_files(ROOT)]
    return _write_wheel(wheel_directory, members, meta)


def build_editable(wheel_directory, config_settings=None, metadata_directory=None) -> str:
    """An editable wheel: a ``.pth`` file that puts the source tree on ``sys.path``."""
    meta = project_metadata(ROOT)
    pth = (f"_{_dist_name(meta)}_editable.pth", (str(ROOT) + "\n").encode("utf-8"))
    return _write_wheel(wheel_directory, [pth], meta)


def build_sdist(sdist_directory, config_settings=None) -> str:
    """A ``.tar.gz`` of the packages, the tools, the tests and the project files."""
    meta = project_metadata(ROOT)
    base = f"{_dist_name(meta)}-{meta['version']}"
    rels = list(package_files(ROOT))
    for extra in SDIST_EXTRA:
        path = ROOT / extra
        if path.is_file():
            rels.append(Path(extra))
        elif path.is_dir():
            rels += [p.relative_to(ROOT) for p in sorted(path.rglob("*"))
                     if p.is_file() and not _skip(p.relative_to(ROOT))]
    os.makedirs(sdist_directory, exist_ok=True)
    name = f"{base}.tar.gz"

    def add(tf: tarfile.TarFile, arcname: str, data: bytes) -> None:
        ti = tarfile.TarInfo(f"{base}/{arcname}")
        ti.size, ti.mode, ti.mtime = len(data), 0o644, 1577836800
        tf.addfile(ti, io.BytesIO(data))

    with tarfile.open(os.path.join(sdist_directory, name), "w:gz", format=tarfile.PAX_FORMAT) as tf:
        add(tf, "PKG-INFO", metadata_text(meta).encode("utf-8"))
        for rel in sorted(set(rels), key=lambda p: p.as_posix()):
            add(tf, rel.as_posix(), (ROOT / rel).read_bytes())
    return name
