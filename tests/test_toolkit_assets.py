"""The asset scripts are deterministic and the committed files are their output."""
import json
import wave
from pathlib import Path

import pytest

from games import GAME_IDS
from tests.tool_kit import load_file, load_tool

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def art_runs(tmp_path_factory):
    tool = load_tool("make_art")
    a, b = tmp_path_factory.mktemp("art1"), tmp_path_factory.mktemp("art2")
    return tool, tool.main(a), tool.main(b)


def test_art_is_deterministic_and_committed(art_runs):
    tool, first, second = art_runs
    out = first[0].parents[1]  # <out>/art/<first picture>
    assert [p.name for p in first] == [p.name for p in second]
    for p, q in zip(first, second):
        assert p.read_bytes() == q.read_bytes(), p.name
        rel = p.relative_to(out)
        committed = ROOT / rel
        assert committed.exists(), f"{rel} missing: run tools/make_art.py"
        assert committed.read_bytes() == p.read_bytes(), f"{rel} is stale: run tools/make_art.py"


def test_every_game_folder_brings_its_own_art(art_runs):
    """Per-game pictures come from games/<id>/art_recipe.py into art/<id>/; art/ keeps the shared ones."""
    tool, first, _ = art_runs
    out = first[0].parents[1]  # <out>/art/<first picture>
    made = {str(p.relative_to(out)) for p in first}
    for gid in GAME_IDS:
        assert (ROOT / "games" / gid / "art_recipe.py").exists(), gid
        assert f"art/{gid}/menu.png" in made, gid
    assert [g for g, _ in tool.recipes()] == sorted(p.parent.name for p in (ROOT / "games").glob("*/art_recipe.py"))
    assert not any(name.startswith("art/menu_") for name in made)
    committed_shared = {f"art/{p.name}" for p in (ROOT / "art").iterdir()
                        if p.is_file()}  # art/help/ comes from tools/make_help_pictures.py
    assert committed_shared == {m for m in made if m.count("/") == 1}


def test_art_sizes(art_runs):
    import pygame
    _, first, _ = art_runs
    out = first[0].parents[1]  # <out>/art/<first picture>
    sizes = {str(p.relative_to(out)): pygame.image.load(str(p)).get_size() for p in first if p.suffix == ".png"}
    for game in GAME_IDS:
        assert sizes[f"art/{game}/menu.png"] == (480, 270)
    assert sizes["art/imperium/map.png"] == (1000, 620)
    assert sizes["art/icon.png"] == (256, 256)


def test_imperium_map_regions():
    recipe = load_file(ROOT / "games" / "imperium" / "art_recipe.py", "_recipe_imperium")
    data = json.loads((ROOT / "art" / "imperium" / "map.json").read_text(encoding="utf-8"))
    assert data["image"] == "map.png"
    regions = data["regions"]
    assert [r["id"] for r in regions] == list(range(1, 10))
    assert [r["key"] for r in regions] == ["italia", "sicilia", "hispania", "africa", "macedonia", "asia",
                                          "gallia", "aegyptus", "britannia"]
    for r in regions:
        assert recipe.point_in_polygon(r["anchor"], r["polygon"]), r["key"]
        assert len(r["slots"]) >= 3, r["key"]
        for s in r["slots"]:
            assert recipe.point_in_polygon(s, r["polygon"])
        # an anchor belongs to its own region only
        others = [o for o in regions if o is not r]
        assert not any(recipe.point_in_polygon(r["anchor"], o["polygon"]) for o in others)


def test_sounds_are_deterministic_and_committed(tmp_path):
    tool = load_tool("make_sounds")
    a = tool.main(tmp_path / "a", music=False)
    b = tool.main(tmp_path / "b", music=False)
    music = tool.main(tmp_path / "m", music=True)[-1]
    for p, q in zip(a, b):
        assert p.read_bytes() == q.read_bytes()
    for p in a + [music]:
        committed = ROOT / "sounds" / p.name
        assert committed.read_bytes() == p.read_bytes(), f"sounds/{p.name} is stale: run tools/make_sounds.py"
        with wave.open(str(committed)) as w:
            assert (w.getframerate(), w.getsampwidth(), w.getnchannels()) == (22050, 2, 1)
            seconds = w.getnframes() / 22050
        if p.name == "music.wav":
            assert 20 <= seconds <= 30
        else:
            assert 0.02 < seconds < 2.5
