"""The Load screen: deleting a save (asked first, that one file only, a refusal a sentence),
rows named in the language of the screen now, and seats described without brackets inside
brackets."""
from __future__ import annotations

import errno
import os
import re
import time

import pytest

pygame = pytest.importorskip("pygame")

from games import all_games, info  # noqa: E402
from games.core import saves  # noqa: E402
from games.core.record import Record  # noqa: E402
from games.core.state import SeatInfo  # noqa: E402
from games.core.text import tr  # noqa: E402
from tests.app_kit import load_page_lines, pump_until, seats, settle  # noqa: E402


def click(app, widget) -> None:
    """A click on ``widget`` (the frames it takes are pumped by the caller's ``pump_until``)."""
    pos = widget.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def folder() -> dict[str, bytes]:
    """Every file of the saves folder and what it holds."""
    return {p.name: p.read_bytes() for p in saves.saves_dir().iterdir() if p.is_file()}


def open_load(app):
    scene = app.push("load")
    pump_until(app, lambda: not scene.reading(), what="the Load screen to read its saves")
    settle(app)
    return scene


def row_of(scene, path) -> int:
    return [p for p, _ in scene.entries].index(path)


def some_saves():
    """An autosave, a named save, a game kept aside, and a file that is no save."""
    auto = saves.autosave(Record("caesar", seats("caesar", "ha"), seed=1))
    named = saves.save_named(Record("imperium", seats("imperium", "hh"), seed=2), "Before the Rubicon")
    kept = saves._kept_name("caesar", time.time() - 3600)
    saves.save_record(Record("caesar", seats("caesar", "hh"), seed=3), kept)
    (saves.saves_dir() / "notes.txt").write_text("mine", encoding="utf-8")
    return auto, named, kept


def test_delete_asks_first_then_removes_only_that_file(app):
    """Delete opens a question naming the save; Keep changes nothing; Delete then removes that
    file alone (here the game's autosave, which Continue would open) and its row."""
    auto, _, _ = some_saves()
    before = folder()
    scene = open_load(app)
    head = scene.describe(auto, scene.entries[row_of(scene, auto)][1])[0]
    click(app, scene.delete_buttons[row_of(scene, auto)])
    pump_until(app, lambda: app.top.name == "message", what="the question before deleting")
    assert head in app.top.render(app.top.msg)
    assert folder() == before
    click(app, app.top.no_button)
    pump_until(app, lambda: app.top is scene, what="Keep to close the question")
    settle(app)
    assert folder() == before and len(scene.entries) == 3
    click(app, scene.delete_buttons[row_of(scene, auto)])
    pump_until(app, lambda: app.top.name == "message", what="the question before deleting")
    click(app, app.top.yes_button)
    pump_until(app, lambda: app.top is scene and len(scene.entries) == 2, what="the row taken out")
    del before[auto.name]
    assert folder() == before
    assert auto not in [p for p, _ in scene.entries] and len(scene.delete_buttons) == 2
    assert tr("app.load.deleted", app.lang, name=head) in app.toast_texts()
    app.pop()
    settle(app)
    assert app.top.name == "menu" and app.top.continue_path is None     # (Continue had opened it)


def test_a_refused_delete_is_a_sentence_and_changes_nothing(app, monkeypatch):
    """A folder that cannot be written: the save stays, its row stays, and a sentence in the
    catalogue's words says why."""
    _, named, _ = some_saves()
    before = folder()
    scene = open_load(app)

    def refuse(path, *a, **k):
        raise OSError(errno.EROFS, "Read-only file system", str(path))
    head = scene.describe(named, scene.entries[row_of(scene, named)][1])[0]
    said = tr("app.load.delete_failed", app.lang, name=head, why=tr("core.os.readonly", app.lang))
    with monkeypatch.context() as readonly:
        readonly.setattr(saves.os, "unlink", refuse)
        click(app, scene.delete_buttons[row_of(scene, named)])
        pump_until(app, lambda: app.top.name == "message", what="the question before deleting")
        click(app, app.top.yes_button)
        pump_until(app, lambda: said in app.toast_texts(), what=f"the sentence {said!r}")
    assert folder() == before and app.top is scene and len(scene.entries) == 3
    assert "Errno" not in said and "Read-only file system" not in said


def test_a_save_played_on_since_the_list_was_read_is_not_deleted(app):
    """Another window wrote the save after the list was read: it is kept, with a sentence."""
    _, named, _ = some_saves()
    scene = open_load(app)
    row = row_of(scene, named)
    head = scene.describe(named, scene.entries[row][1])[0]
    saves.save_named(Record("imperium", seats("imperium", "hh"), seed=7), "Before the Rubicon", replace=True)
    st = named.stat()
    os.utime(named, ns=(st.st_atime_ns, st.st_mtime_ns + 10 ** 9))
    after = folder()
    click(app, scene.delete_buttons[row])
    pump_until(app, lambda: app.top.name == "message", what="the question before deleting")
    click(app, app.top.yes_button)
    pump_until(app, lambda: app.top is scene and not scene.reading(), what="the list read again")
    assert folder() == after and len(scene.entries) == 3
    assert tr("app.load.delete_changed", app.lang, name=head) in app.toast_texts()


def test_rows_are_named_in_the_language_of_the_screen_now(app, monkeypatch):
    """A save given no name in Japanese, an autosave and a game kept aside are named from the
    game's title and a date in the screen's language, and follow a switch of language; a name
    the player typed stays as typed (spaces and all)."""
    app.set_lang("ja")
    game = app.push("game", record=Record("caesar", seats("caesar", "hh"), seed=4))
    settle(app)
    assert game.save("")
    dated = [p for p in saves.saves_dir().glob("*.json") if p.name.startswith("カエサル")]
    assert len(dated) == 1, list(saves.saves_dir().iterdir())
    app.reset("menu")
    settle(app)
    some_saves()
    app.set_lang("en")
    scene = open_load(app)
    en = load_page_lines(scene, monkeypatch)
    assert "Imperium — Before the Rubicon" in en
    assert "Caesar — autosave" in en
    assert any(re.fullmatch(r"Caesar — unfinished game begun \d{4}-\d\d-\d\d \d\d:\d\d", s) for s in en), en
    assert any(re.fullmatch(r"Caesar — saved \d{4}-\d\d-\d\d \d\d:\d\d", s) for s in en), en
    assert not any(re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", s) for s in en), en
    app.set_lang("ja")
    settle(app)
    ja = load_page_lines(scene, monkeypatch)
    assert "帝国：Before the Rubicon" in ja
    assert "カエサル：自動保存" in ja
    assert any(re.fullmatch(r"カエサル：\d{4}-\d\d-\d\d \d\d:\d\dに始めた未完のゲーム", s) for s in ja), ja
    assert any(re.fullmatch(r"カエサル：\d{4}-\d\d-\d\d \d\d:\d\dに保存", s) for s in ja), ja
    assert not any("autosave" in s or "unfinished" in s or "saved" in s for s in ja), ja


def depth(s: str) -> int:
    """How deep brackets ( ) and （ ） nest in ``s``."""
    d = most = 0
    for c in s:
        if c in "(（":
            d += 1
            most = max(most, d)
        elif c in ")）":
            d -= 1
    return most


def every_kind_of_seat(gi) -> list[SeatInfo]:
    """A person, then a computer of each level (and the game's scripted opponents), as many as
    the game seats."""
    kinds = [("ai", level) for level in gi.levels] + [("script", s) for s in gi.scripted]
    out = [SeatInfo("Livia", "human", None, gi.colours[0])]
    for i in range(1, gi.max_players):
        kind, level = kinds[(i - 1) % len(kinds)]
        out.append(SeatInfo(f"Seat {i + 1}", kind, level, gi.colours[i % len(gi.colours)]))
    return out


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_no_row_has_brackets_inside_brackets(app, monkeypatch, lang):
    """Every game with computer seats, every level: "Marcus — computer, normal" /
    「マルクス（コンピューター・ふつう）」, and in Japanese only full-width brackets."""
    games = [gi for gi in (info(g) if isinstance(g, str) else g for g in all_games()) if gi.levels]
    assert len(games) >= 5
    for i, gi in enumerate(games):
        saves.save_named(Record(gi.id, every_kind_of_seat(gi), seed=i + 1), f"every seat {i}")
    app.set_lang(lang)
    scene = open_load(app)
    assert len(scene.entries) == len(games)
    lines = []
    for path, record in scene.entries:
        lines.extend(scene.describe(path, record))
    lines += load_page_lines(scene, monkeypatch)
    computer = tr("app.seat.computer_of", lang, level=tr("core.level.normal", lang))
    assert any(computer in s for s in lines), lines
    assert [s for s in lines if depth(s) > 1] == []
    if lang == "ja":
        assert [s for s in lines if "(" in s or ")" in s] == []


def test_deleting_touches_no_other_file(home):
    """A link in the saves folder is removed, never what it points at; a file outside the
    saves folder, or one not named like a save, is refused with a sentence and kept."""
    outside = home / "mine.json"
    outside.write_text("{}", encoding="utf-8")
    link = saves.saves_dir() / "link.json"
    link.symlink_to(outside)
    saves.delete_save(link)
    assert not os.path.lexists(link) and outside.read_text(encoding="utf-8") == "{}"
    notes = saves.saves_dir() / "notes.txt"
    notes.write_text("mine", encoding="utf-8")
    for path in (outside, notes):
        with pytest.raises(saves.SaveDeleteError) as refused:
            saves.delete_save(path)
        assert path.exists() and tr("core.os.not_file", "en") in refused.value.msg.render("en")
