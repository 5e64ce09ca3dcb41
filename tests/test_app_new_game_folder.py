"""A new game is one folder: a throwaway game written into a temporary folder, and nothing
shared edited, gets its menu tile (title, blurb, picture), its set-up words, its rules page
with its own numbered picture, its art run by the art tool, its help pictures planned by the
picture tool, the cross-game checks (conformance, house rules, the fuzz sample, conformance
sample and hand-off length its invariants.py declares) and its own tests collected.

(The registry side alone is ``tests/test_core_registry.py``.)
"""
from __future__ import annotations

import fnmatch
import importlib.util
import json
import sys
import textwrap
import tomllib
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

from games.core import assets, registry  # noqa: E402
from games.core.conformance import check_random_game  # noqa: E402
from games.core.text import Msg  # noqa: E402
from tests.app_kit import open_app, pump  # noqa: E402
from tests.tool_kit import load_tool  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
MENU_RGB = (12, 160, 90)        # the throwaway game's menu picture, one colour
HELP_RGB = (150, 20, 170)       # its help picture


def write_game(root: Path, gid: str = "hunt") -> Path:
    """A whole game folder: INFO, engine (the dice toy), players, words in both languages,
    rules pages with a picture, an art recipe, the help pictures' plan and a test."""
    d = root / gid
    (d / "tests").mkdir(parents=True)
    files = {
        "__init__.py": f'''
            from games.core.state import GameInfo
            INFO = GameInfo(id="{gid}", min_players=2, max_players=3, minutes=5, order=2, playable=True)
        ''',
        "rules.py": "from tests.toy_dice import CODEC, Dice, new_game  # noqa: F401\n",
        "ai.py": '''
            from games.core.players import RandomPlayer


            def make_player(level, seed):
                return RandomPlayer(seed)
        ''',
        "text_en.json": json.dumps({f"{gid}.title": "Hunt", f"{gid}.blurb": "Chase the hare."}),
        "text_ja.json": json.dumps({f"{gid}.title": "狩り", f"{gid}.blurb": "野兎を追う。"}),
        "help.en.md": f"# Hunt\n\n![The board](help/{gid}-en.png)\n\n1. The top bar.\n\n" + "Chase. " * 150,
        "help.ja.md": f"# 狩り\n\n![盤](help/{gid}-ja.png)\n\n1. 上の帯。\n\n" + "追う。" * 300,
        "art_recipe.py": f'''
            import pygame


            def make(ctx):
                s = pygame.Surface((480, 270))
                s.fill({MENU_RGB})
                return [("menu.png", s)]
        ''',
        "help_pictures.json": json.dumps({"seed": 3, "moves": 0, "callouts": [[1, "top"], [2, ["geom", "map"],
                                                                                              "topright"]]}),
        "invariants.py": '''
            FUZZ_SAMPLE = (2, (2, ["easy", "normal"], {}))
            CONFORMANCE_GAMES = 3
            HANDOFF_ACTIONS = 50


            def check(state):
                assert len(state.score) == state.n_seats, "a score for every seat"
        ''',
        "tests/__init__.py": "",
        "tests/test_hunt.py": "def test_hunt():\n    assert True\n",
    }
    for name, body in files.items():
        (d / name).write_text(textwrap.dedent(body).lstrip(), encoding="utf-8")
    (d / "art" / "help").mkdir(parents=True)
    for lang in ("en", "ja"):
        pic = pygame.Surface((400, 250))
        pic.fill(HELP_RGB)
        pygame.image.save(pic, str(d / "art" / "help" / f"{gid}-{lang}.png"))
    return d


@pytest.fixture
def more_games(tmp_path):
    root = tmp_path / "more_games"
    root.mkdir()
    (root / "__init__.py").write_text("", encoding="utf-8")
    folder = write_game(root)
    with registry.searching(root):
        yield folder
    assert "hunt" not in registry.game_ids()
    assert Msg("hunt.blurb").render("en") == "hunt.blurb", "its words leave with it"


def test_its_words_art_and_help_pictures_come_from_its_folder(more_games):
    assert Msg("hunt.blurb").render("en") == "Chase the hare." and Msg("hunt.title").render("ja") == "狩り"
    # the art tool finds the recipe and writes into the game's folder
    art = load_tool("make_art")
    assert dict(art.recipes())["hunt"] == more_games / "art_recipe.py"
    for name, surf in art._load("hunt", more_games / "art_recipe.py").make(None):
        pygame.image.save(surf, str(more_games / "art" / name))
    assert assets.menu_picture("hunt") == more_games / "art" / "menu.png"
    # the picture tool plans its numbered pictures from the game's own file, into its folder
    pictures = load_tool("make_help_pictures")
    assert pictures.callouts()["hunt"] == (3, 0, [(1, "top"), (2, ("geom", "map"), "topright")])
    assert pictures.folder_for("hunt") == more_games / "art" / "help"
    assert pictures.folder_for("caesar") == ROOT / "art" / "help"


def test_the_cross_game_checks_and_its_own_tests_take_it(more_games):
    check_random_game("hunt", 2, 0, deep=False)
    check_random_game("hunt", 3, 1, deep=False)
    house = sys.modules.get("tests.test_house_rules") or importlib.import_module("tests.test_house_rules")
    house.test_menu_and_setup_texts_exist("hunt")
    fuzz = sys.modules.get("tests.test_fuzz") or importlib.import_module("tests.test_fuzz")
    assert fuzz.fuzz_sample("hunt") == (2, (2, ["easy", "normal"], {}))
    fuzz.test_fuzz_sample("hunt", "searched")
    fuzz.test_fuzz_sample("hunt", "random")
    conformance = sys.modules.get("tests.test_conformance") or importlib.import_module("tests.test_conformance")
    assert conformance.games_per_size("hunt") == 3
    handoff = sys.modules.get("tests.test_handoff_secrets") or importlib.import_module("tests.test_handoff_secrets")
    assert handoff.actions_limit("hunt") == (None if handoff.os.environ.get("LUDI_HANDOFF_WHOLE") else 50)
    # a game folder under games/ has its tests collected by the suite's own settings
    testpaths = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["pytest"][
        "ini_options"]["testpaths"]
    assert any(fnmatch.fnmatch("games/hunt/tests", p) or "games/hunt/tests".startswith(p.rstrip("/") + "/")
               for p in testpaths)


def near(surface, rect, rgb) -> bool:
    """The middle of ``rect`` on ``surface`` has the colour ``rgb`` (scaling may move it a little)."""
    return all(abs(a - b) <= 3 for a, b in zip(tuple(surface.get_at(rect.center))[:3], rgb))


def test_the_menu_and_the_rules_page_show_it(more_games, home):
    art = load_tool("make_art")
    for name, surf in art._load("hunt", more_games / "art_recipe.py").make(None):
        pygame.image.save(surf, str(more_games / "art" / name))
    with open_app(home, size=(1280, 800)) as app:
        menu = app.top
        assert "hunt" in menu.keys
        pump(app)
        rect, _, img_h = next(t for t in menu.tiles if t[1] == "hunt")
        picture = pygame.Rect(rect.x + 10, rect.y + 10, rect.w - 20, img_h - 10)
        assert near(app.screen, picture, MENU_RGB)
        for lang in ("en", "ja"):
            app.set_lang(lang)
            help_scene = app.push("help", game_id="hunt")
            assert help_scene.game_id == "hunt"
            for _ in range(20):
                pump(app, 1)
                if help_scene.page is not None and help_scene.page.done:
                    break
            pics = [s for s, _, _ in help_scene.page.lines if isinstance(s, pygame.Surface)
                    and near(s, s.get_rect(), HELP_RGB)]
            assert pics, f"the help page in {lang} shows the picture from the game's folder"
            app.pop()
