"""Starting a new game while another of its kind is unfinished keeps that game as a save of its
own; the toast says so in words (the game's name and when it began, in the player's language),
never with the file's name ("caesar_xl-unfinished-2026-11-29_09-24")."""
from __future__ import annotations

from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

from games.app.scenes.game_saving import kept_words  # noqa: E402
from games.core.record import Record  # noqa: E402
from games.core.saves import autosave, list_saves  # noqa: E402
from games.core.text import tr  # noqa: E402
from tests.app_kit import move_at_screen, open_app, pump, seats  # noqa: E402


def test_the_toast_names_the_game_and_its_start_in_words(home):
    with open_app(home, lang="ja") as app:
        app.set_lang("ja")
        autosave(Record("caesar", seats("caesar", "hh"), seed=8, created=1_700_000_000.0))
        game = app.push("game", record=Record("caesar", seats("caesar", "hh"), seed=9))
        move_at_screen(app, game)
        kept = [p for p in list_saves() if "unfinished" in p.name]
        assert len(kept) == 1
        said = [t for t in app.toast_texts() if "未完のゲーム" in t]
        assert said, app.toast_texts()
        assert "unfinished" not in said[0] and kept[0].stem not in said[0], said[0]
        assert game.info.title.render("ja") in said[0] and "年" in said[0] and "日の" in said[0], said[0]


def test_a_game_kept_today_is_said_to_have_begun_today_in_either_language():
    path = Path("caesar_xl-unfinished-2026-11-29_09-24.json")
    msg = kept_words("Caesar XL", path, "2026-11-29")
    assert msg.render("en") == ("An unfinished game of Caesar XL, begun today at 9:24, was kept: the Load screen "
                                "lists it.")
    assert msg.render("ja").startswith("今日の9:24に始めた『Caesar XL』のゲーム")
    other = kept_words("Caesar XL", path, "2026-11-30").render("ja")
    assert other.startswith("2026年11月29日の9:24に始めた"), other
    assert kept_words("Caesar", Path("caesar-unfinished-game.json"), "2026-11-29").render("en") == \
        tr("app.toast.kept_other_undated", "en", title="Caesar")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_game_s_name_reads_whole_in_the_toast(lang):
    """A name with its own article ("The Catilina Conspiracy") read "The The Catilina
    Conspiracy game in progress": the sentence now gives each game's name as it stands."""
    from games.core.registry import all_games
    path = Path("catilina-unfinished-2026-11-29_13-25.json")
    for gi in all_games():
        name = gi.title.render(lang) if hasattr(gi.title, "render") else str(gi.title)
        for said in (kept_words(gi.title, path, "2026-11-29").render(lang),
                     kept_words(gi.title, Path("x.json"), "2026-11-29").render(lang)):
            assert said.count(name) == 1, said
            if lang == "en":
                assert f"An unfinished game of {name}" in said and "The The" not in said, said
                assert "the The" not in said and f"{name} game" not in said, said
            else:
                assert f"『{name}』のゲーム" in said or f"『{name}』の進行中" in said, said


def test_a_new_shared_screen_game_says_the_kept_game_at_start(home):
    """Pass-and-play opens with a hand-off; the first autosave comes only with the first move,
    after it. The kept game is said at Start, before anyone has moved, and only once."""
    with open_app(home) as app:
        autosave(Record("catilina", seats("catilina", "hhh"), seed=8, created=1_700_000_000.0))
        game = app.push("game", record=Record("catilina", seats("catilina", "hhh"), seed=9))
        pump(app)
        assert not game.record.actions and app.top.name == "handoff"
        said = [t for t in app.toast_texts() if "was kept" in t]
        assert len(said) == 1 and game.info.title.render("en") in said[0], app.toast_texts()
        assert len([p for p in list_saves() if "unfinished" in p.name]) == 1
        app.top.confirm()
        move_at_screen(app, game)
        assert len([t for t in app.toast_texts() if "was kept" in t]) <= 1


def test_no_toast_at_start_when_nothing_was_kept(home):
    with open_app(home) as app:
        game = app.push("game", record=Record("catilina", seats("catilina", "hhh"), seed=9))
        pump(app)
        assert game.autosave_kept and not [t for t in app.toast_texts() if "was kept" in t]
        assert not [p for p in list_saves() if "unfinished" in p.name]
