"""There is one autosave per game kind: a finished game (its review with it) was written over
when the next game of its kind started. It is now kept as a save of its own
(``<game>-finished-<date>.json``), the toast at Start says so, and the Load screen lists it
named in the screen's language."""
from __future__ import annotations

import json
import re

import pytest

pygame = pytest.importorskip("pygame")

from games.core import saves  # noqa: E402
from games.core.players import RandomPlayer  # noqa: E402
from games.core.record import Record  # noqa: E402
from games.core.session import Session  # noqa: E402
from tests.app_kit import load_page_lines, pump, pump_until, seats, settle  # noqa: E402

CREATED = 1_700_000_000.0


def finished(game: str = "imperium") -> Record:
    """A game of ``game`` played to its end by random moves."""
    record = Record(game, seats(game, "hh"), seed=9, created=CREATED)
    session, rnd = Session(record), RandomPlayer(1)
    while not session.state.is_over():
        seat = session.state.to_act()[0]
        session.act(seat, rnd.choose(session.state.view_for(seat), seat))
    return record


def test_a_finished_autosave_of_another_game_is_kept_when_a_new_game_starts(home):
    done = finished()
    auto = saves.autosave(done, finished=True)
    held = auto.read_bytes()
    kept = saves.keep_other_autosave(Record("imperium", seats("imperium", "hh"), seed=10))
    assert kept is not None and saves.FINISHED_MARK in kept.name and not saves.is_kept_autosave(kept)
    assert kept.read_bytes() == held and not auto.exists()
    again = saves.load_record(kept)
    assert again.actions == done.actions and again.replay().is_over()
    assert saves.save_kind(kept, again) == ("finished", saves._when(CREATED))
    # the same game again is not kept a second time
    saves.autosave(done, finished=True)
    assert saves.keep_other_autosave(done) is None and auto.exists()


@pytest.mark.parametrize("name", ["x-finished-y", "Imperium-Finished-2026"])
def test_a_name_with_the_finished_mark_is_refused(home, name):
    with pytest.raises(saves.SaveNameError) as info:
        saves.save_named(finished(), name)
    assert info.value.msg.key == "core.err.save_name_reserved"
    assert not list(saves.saves_dir().glob("*.json"))


@pytest.mark.parametrize("lang", [pytest.param("en", marks=pytest.mark.long), "ja"])
def test_start_says_so_and_the_load_screen_lists_it_in_words(app, lang, monkeypatch):
    done = finished()
    saves.autosave(done, finished=True)
    app.set_lang(lang)
    app.push("game", record=Record("imperium", seats("imperium", "hh"), seed=10))
    pump(app)
    kept = [p for p in saves.list_saves() if saves.FINISHED_MARK in p.name]
    assert len(kept) == 1 and json.loads(kept[0].read_text(encoding="utf-8"))["finished"] is True
    words = {"en": "A finished game of Imperium, begun ", "ja": "』の終わったゲームは、別に保存してあります"}[lang]
    said = [t for t in app.toast_texts() if words in t]
    assert len(said) == 1 and kept[0].stem not in said[0] and "finished-" not in said[0], app.toast_texts()
    app.reset("menu")
    settle(app)
    scene = app.push("load")
    pump_until(app, lambda: not scene.reading(), what="the Load screen to read its saves")
    settle(app)
    assert kept[0] in [p for p, _ in scene.entries]
    lines = load_page_lines(scene, monkeypatch)
    named = {"en": r"Imperium — finished game of \d{4}-\d\d-\d\d \d\d:\d\d",
             "ja": r"帝国：\d{4}-\d\d-\d\d \d\d:\d\dの終わったゲーム"}[lang]
    assert any(re.fullmatch(named, s) for s in lines), lines
    assert not any("-finished-" in s for s in lines), lines
