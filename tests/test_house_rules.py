"""The house rules, checked: engines without pygame, both languages complete, nothing reads ../shared."""
import json
import re
from pathlib import Path

import pytest

from games import GAME_IDS, info
from games.core.text import LANGS, catalogue

ROOT = Path(__file__).resolve().parent.parent
#: every game folder, listed or still being built
GAME_DIRS = sorted(d for d in (ROOT / "games").iterdir()
                   if d.is_dir() and d.name not in ("app", "core") and (d / "__init__.py").exists())
ENGINE_FILES = sorted(list((ROOT / "games" / "core").glob("*.py"))
                      + [p for d in GAME_DIRS for p in d.glob("*.py")
                         if p.name not in ("scene.py", "art_recipe.py") and not p.name.startswith("scene_")])
PYTMX_IMPORT = re.compile(r"^\s*(import\s+pytmx|from\s+pytmx)", re.M)


@pytest.mark.parametrize("path", ENGINE_FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_engines_never_import_pygame(path):
    text = path.read_text(encoding="utf-8")
    assert not re.search(r"^\s*(import pygame|from pygame)", text, re.M), f"{path} imports pygame"


def test_only_the_map_loader_imports_pytmx():
    """No engine file imports pygame; only games/core/maps.py imports pytmx."""
    importers = sorted(str(p.relative_to(ROOT)) for p in ROOT.rglob("*.py")
                       if ".venv" not in p.parts and PYTMX_IMPORT.search(p.read_text(encoding="utf-8")))
    assert importers == ["games/core/maps.py"]


def test_every_catalogue_has_the_same_keys_in_both_languages():
    for path in sorted((ROOT / "games").glob("*/*text_en.json")):
        en = json.loads(path.read_text(encoding="utf-8"))
        ja = json.loads(path.with_name(path.name.replace("_en.json", "_ja.json")).read_text(encoding="utf-8"))
        assert set(en) == set(ja), f"{path.parent.name}: keys differ: {sorted(set(en) ^ set(ja))[:10]}"
        assert all(v.strip() for v in list(en.values()) + list(ja.values())), path


def test_placeholders_match_between_languages():
    cat = catalogue()
    for key, en in cat["en"].items():
        ja = cat["ja"].get(key, "")
        assert set(re.findall(r"{(\w+)", en)) == set(re.findall(r"{(\w+)", ja)), key


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_menu_and_setup_texts_exist(game_id):
    cat = catalogue()
    gi = info(game_id)
    keys = [f"{game_id}.title", f"{game_id}.blurb"]
    for opt in gi.options:
        keys.append(f"{game_id}.opt.{opt.id}")
        keys += [f"{game_id}.opt.{opt.id}.{v}" for v in opt.choices]
    for lang in LANGS:
        missing = [k for k in keys if k not in cat[lang]]
        assert not missing, (lang, missing)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_help_pages_exist_in_both_languages(game_id):
    for lang in LANGS:
        page = ROOT / "games" / game_id / f"help.{lang}.md"
        assert page.exists() and len(page.read_text(encoding="utf-8")) > 800, page


def test_nothing_reads_the_shared_folder():
    for path in ROOT.rglob("*.py"):
        if ".venv" in path.parts or path.name == "test_house_rules.py":
            continue
        assert "../" + "shared" not in path.read_text(encoding="utf-8"), path


#: the packages whose modules import one another one way only (a module that needs another's
#: piece and is needed by it shares that piece through a third); the others are not yet
ACYCLIC = ["core", "caesar", "imperium", "catilina"]


def _imports(pkg: str) -> dict[str, set[str]]:
    """Each module of ``games/<pkg>`` (tests aside) with the package's modules it imports,
    wherever in the file the import stands."""
    import ast
    folder = ROOT / "games" / pkg
    mods = {p.relative_to(folder).with_suffix("").as_posix().replace("/", ".")
            for p in folder.rglob("*.py") if "tests" not in p.relative_to(folder).parts}
    out: dict[str, set[str]] = {}
    for m in mods:
        here, found = m.split(".")[:-1], set()
        for node in ast.walk(ast.parse((folder / (m.replace(".", "/") + ".py")).read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.level:
                base = here[:len(here) - node.level + 1] if node.level > 1 else here
                parts = base + (node.module.split(".") if node.module else [])
            elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith(f"games.{pkg}."):
                parts = node.module.split(".")[2:]
            else:
                continue
            names = [".".join(parts)] + [".".join(parts + [a.name]) for a in node.names]
            found |= {n for n in names if n in mods and n != m}
        out[m] = found
    return out


@pytest.mark.parametrize("pkg", ACYCLIC)
def test_modules_import_one_another_one_way(pkg):
    graph, state = _imports(pkg), {}

    def loop(m: str, path: list[str]) -> list[str] | None:
        state[m] = "open"
        for n in sorted(graph[m]):
            if state.get(n) == "open":
                return path + [m, n]
            found = None if n in state else loop(n, path + [m])
            if found:
                return found
        state[m] = "done"
        return None
    cycles = [c for m in sorted(graph) if m not in state for c in [loop(m, [])] if c]
    assert not cycles, f"games/{pkg} imports in a circle: {' -> '.join(cycles[0])}"
