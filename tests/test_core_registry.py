"""The registry: games are found from their folders; a new game folder needs no shared edit."""
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import games
from games.core import assets, registry
from games.core.record import Record
from games.core.state import GameInfo, SeatInfo
from games.core.text import LANGS, catalogue

ROOT = Path(__file__).resolve().parent.parent


def test_the_games_are_the_folders_with_info_in_menu_order():
    folders = sorted(d.name for d in (ROOT / "games").iterdir()
                     if d.name not in registry.NOT_GAMES and (d / "__init__.py").exists()
                     and "INFO =" in (d / "__init__.py").read_text(encoding="utf-8"))
    assert sorted(registry.all_game_ids()) == folders
    assert registry.game_ids()[:3] == ("caesar", "imperium", "catilina")
    orders = [registry.info(g).order for g in registry.game_ids()]
    assert orders == sorted(orders)
    assert games.GAME_IDS == registry.GAME_IDS and list(games.GAME_IDS) == list(registry.game_ids())
    assert [g.id for g in games.all_games()] == list(registry.game_ids())


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_a_game_folder_holds_its_blurb_picture_help_and_modules(game_id):
    assert registry.folder(game_id) == ROOT / "games" / game_id
    assert registry.rules(game_id).__name__ == f"games.{game_id}.rules"
    assert registry.ai(game_id).__name__ == f"games.{game_id}.ai"
    for lang in LANGS:
        own = (ROOT / "games" / game_id / f"text_{lang}.json").read_text(encoding="utf-8")
        assert f'"{game_id}.blurb"' in own and registry.blurb(game_id).key in catalogue()[lang]
        assert registry.help_page(game_id, lang).parent == registry.folder(game_id)
    assert assets.menu_picture(game_id) == ROOT / "art" / game_id / "menu.png"


def test_unknown_games():
    with pytest.raises(KeyError):
        registry.info("nonesuch")
    with pytest.raises(KeyError):
        registry.rules("nonesuch")
    assert "nonesuch" not in registry.GAME_IDS


def _write_game(root: Path, gid: str, order: int, playable: bool = True) -> None:
    d = root / gid
    d.mkdir(parents=True)
    (d / "__init__.py").write_text(textwrap.dedent(f'''
        from games.core.state import GameInfo
        INFO = GameInfo(id="{gid}", min_players=2, max_players=2, minutes=5, order={order}, playable={playable})
    '''), encoding="utf-8")
    (d / "rules.py").write_text("from tests.toy import CODEC, Toy\n\n\ndef new_game(n_seats, seed, options):\n"
                                "    return Toy()\n", encoding="utf-8")
    (d / "ai.py").write_text("from games.core.players import RandomPlayer\n\n\ndef make_player(level, seed):\n"
                             "    return RandomPlayer(seed)\n", encoding="utf-8")
    (d / "text_en.json").write_text(f'{{"{gid}.title": "Hunt", "{gid}.blurb": "Chase."}}\n', encoding="utf-8")


def test_a_throwaway_game_folder_is_found_without_editing_anything_shared(tmp_path):
    root = tmp_path / "more_games"
    root.mkdir()
    (root / "__init__.py").write_text("", encoding="utf-8")
    _write_game(root, "hunt", order=2)               # between caesar (1) and imperium (2), by id
    _write_game(root, "half", order=0, playable=False)
    (root / "notes").mkdir()                         # a folder that is not a game
    with registry.searching(root):
        ids = registry.game_ids()
        assert "hunt" in ids and "half" not in ids and "notes" not in ids
        assert ids.index("hunt") == ids.index("imperium") - 1 or ids.index("hunt") == ids.index("imperium") + 1
        assert "half" in registry.all_game_ids()
        assert "hunt" in games.GAME_IDS and "hunt" in [g.id for g in games.all_games()]
        assert registry.rules("hunt").__name__ == "more_games.hunt.rules"
        assert registry.folder("hunt") == root / "hunt"
        # a record of the new game replays through the registry alone
        r = Record("hunt", [SeatInfo("A"), SeatInfo("B")], seed=1)
        assert Record.from_json(r.to_json()).replay().to_act() == (0,)
    assert "hunt" not in registry.game_ids() and "more_games" not in sys.modules


def test_registered_is_undone_even_on_error():
    gi = GameInfo("ghost", 2, 2, 1)
    with pytest.raises(RuntimeError):
        with registry.registered(gi, "tests.toy", rules="tests.toy", ai="tests.toy"):
            assert registry.info("ghost") is gi and registry.rules("ghost").__name__ == "tests.toy"
            raise RuntimeError
    assert "ghost" not in registry.all_game_ids()


def imports_above_core(path: Path) -> list[str]:
    """The modules above ``games.core`` that the file ``path`` of games/core imports, at any
    depth of the file (inside functions too): ``games``, ``games.app``, ``games.<id>``, or any
    relative import that climbs out of ``games.core`` (``from .. import``, ``from ..app ...``).
    """
    import ast
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level >= 2:
                out.append("." * node.level + (node.module or ""))
                continue
            names = [node.module] if node.level == 0 and node.module else []
        else:
            continue
        out += [n for n in names if n == "games" or (n.startswith("games.") and not n.startswith("games.core"))]
    return out


def test_the_import_check_sees_every_way_up(tmp_path):
    f = tmp_path / "m.py"
    f.write_text("from .record import Record\nimport random\nfrom games.core import chance\n"
                 "def g():\n    from ..app import picker\n    from .. import info\n"
                 "import games.caesar.rules\nimport games\nfrom games.app.board import Layout\n", encoding="utf-8")
    assert sorted(imports_above_core(f)) == ["..", "..app", "games", "games.app.board", "games.caesar.rules"]


def test_core_never_imports_the_package_above_it():
    """games/core asks the registry and imports nothing above it: not ``games``, ``games.app``
    or a game's package, by name or by a relative import (the registry lives in core)."""
    for path in sorted((ROOT / "games" / "core").glob("*.py")):
        assert imports_above_core(path) == [], path


def test_listing_the_games_imports_no_pygame():
    code = ("import sys; from games.core import registry; registry.game_ids(); "
            "[registry.rules(g) for g in registry.game_ids()]; [registry.ai(g) for g in registry.game_ids()]; "
            "print('pygame' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
