"""The window with hostile saves: Continue, Load and the pause menu's save box say what is
wrong in a sentence and go on; nothing crashes, nothing is written over unasked."""
from __future__ import annotations

import errno
import json

import pytest

pygame = pytest.importorskip("pygame")

from games.core import files, keyfile, saves, seal  # noqa: E402
from games.core.record import Record  # noqa: E402
from games.core.state import SeatInfo  # noqa: E402
from tests.app_kit import make_app, pump, seats  # noqa: E402


@pytest.fixture
def app(home):
    keyfile._secret_cache.clear()
    saves._written.clear()
    files.take_notices()
    a = make_app(home)
    yield a
    a.quit()
    pygame.event.clear()
    keyfile._secret_cache.clear()


def _sealed_write(path, record: Record) -> None:
    data = record.to_json()
    path.write_text(json.dumps(seal.seal(seal.public_part(data), {k: data[k] for k in seal.SECRET_FIELDS},
                                         saves.installation_secret())), encoding="utf-8")


def _pump_until(app, cond, what: str, cap: int = 400) -> None:
    for _ in range(cap):
        if cond():
            return
        app.step(1 / 60)
    raise AssertionError(f"{what}: not within {cap} frames")


@pytest.mark.parametrize("how", ["continue", "load"])
def test_two_auto_crassus_seats_are_a_sentence_not_a_crash(app, how):
    path = saves.autosave_path("seize_rome")
    _sealed_write(path, Record("seize_rome", [SeatInfo("A", "script", "crassus"),
                                              SeatInfo("B", "script", "crassus")], 3))
    app.top.rebuild()
    pump(app)
    if how == "continue":
        app.top.continue_game()
    else:
        app.push("load")
    _pump_until(app, lambda: not path.exists() and not app.top.busy(), "the save set aside")
    assert any("autosave-seize_rome.json.bad-1" in t for t in app.toast_texts())
    assert app.top.name == ("menu" if how == "continue" else "load")


@pytest.mark.parametrize("mark", ["\ufe0f", "\u034f", "\U000e0100", "\u17b4"])
def test_a_seat_name_of_marks_only_opens_and_draws(app, mark):
    saves.autosave(Record("caesar", [SeatInfo(mark), SeatInfo("B", "ai", "easy")], seed=3))
    app.top.rebuild()
    pump(app)
    app.top.continue_game()
    _pump_until(app, lambda: app.top.name == "game", "Continue opened the game")
    pump(app)
    app.pop()
    pump(app)
    load = app.push("load")
    _pump_until(app, lambda: not load.reading(), "the Load screen read its saves")
    assert len(load.entries) == 1
    load.open(load.entries[0][1], 0, load.entries[0][0])
    _pump_until(app, lambda: app.top.name == "game", "Load opened the game")
    pump(app)


def _game(app):
    game = app.push("game", record=Record("caesar", seats("caesar", "hh"), seed=4))
    pump(app)
    return game


@pytest.mark.parametrize("typed", ["\u034f", "\ufe0f\u17b4", "\U000e0100"])
def test_the_save_box_takes_no_mark_alone_and_refuses_a_blank_name(app, typed):
    game = _game(app)
    pause = app.push("pause", host=game)
    pump(app)
    pause.name_entry.focus()
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=typed))
    pump(app)
    assert pause.name_entry.get_text() == ""
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="e"))
    pump(app)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="\u0301"))
    pump(app)
    assert pause.name_entry.get_text() == "e\u0301"             # a mark after a letter stays
    before = sorted(p.name for p in saves.saves_dir().iterdir())
    assert game.save(typed) is False
    assert [t.msg.key for t in app.toasts][-1] == "app.err.save_name_blank"
    assert sorted(p.name for p in saves.saves_dir().iterdir()) == before


def test_a_taken_name_is_replaced_only_when_the_player_says_so(app):
    game = _game(app)
    other = saves.save_named(Record("imperium", seats("imperium", "hh"), seed=1), "Evening")
    kept = other.read_bytes()
    assert game.save("evening") is False
    dialog = app.top
    assert dialog.name == "message" and "Evening" in dialog.render(dialog.msg)
    app.pop()                                            # "Keep it"
    assert other.read_bytes() == kept
    assert game.save("Evening") is False
    app.top.confirm()                                    # "Replace"
    assert saves.load_record(other).game == "caesar"
    assert game.save("autosave-caesar") is False
    assert [t.msg.key for t in app.toasts][-1] == "core.err.save_name_reserved"


def test_a_failed_save_says_why_in_the_catalogues_words(app, monkeypatch):
    game = _game(app)

    def read_only(*a, **k):
        raise OSError(errno.EROFS, "Read-only file system", str(saves.saves_dir() / ".x.json.ab12.tmp"))
    monkeypatch.setattr(files.tempfile, "mkstemp", read_only)
    for lang in ("en", "ja"):
        app.set_lang(lang)
        assert game.save("kept") is False
        text = app.toast_texts()[-1]
        assert ".tmp" not in text and "Errno" not in text
        assert files.os_reason(OSError(errno.EROFS, "")).render(lang) in text


def test_a_damaged_key_file_is_said_at_start(home):
    keyfile._secret_cache.clear()
    (home / keyfile.SECRET_FILE).write_text("garbage", encoding="ascii")
    a = make_app(home)
    try:
        assert [t.msg.key for t in a.toasts] == ["core.key.replaced"]
        assert "secret.key.bad-1" in a.toast_texts()[0]
    finally:
        a.quit()
        pygame.event.clear()
        keyfile._secret_cache.clear()


def test_another_window_saving_the_same_game_loses_no_move(app):
    game = _game(app)
    state = game.session.state
    seat = state.to_act()[0]
    assert game.submit(seat, state.legal_actions(seat)[0])
    pump(app)
    path = saves.autosave_path("caesar")
    theirs = game.record.copy()
    st = theirs.replay()
    s2 = st.to_act()[0]
    theirs.actions.append((s2, st.legal_actions(s2)[-1]))
    saves.save_record(theirs, path)                       # the other window
    state = game.session.state
    seat = state.to_act()[0]
    assert game.submit(seat, state.legal_actions(seat)[0])
    pump(app)
    assert game.autosave_into is not None and any(t.msg.key == "app.toast.other_window" for t in app.toasts)
    assert saves.load_record(path).actions == theirs.actions
    assert saves.load_record(game.autosave_into).actions == game.record.actions
