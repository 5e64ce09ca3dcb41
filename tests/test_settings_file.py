"""Whatever the settings file and the data folder are like, the suite starts and says
what it did about them; text entries never take characters pygame_gui cannot draw."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

from games.app.settings import DEFAULTS, Settings  # noqa: E402
from games.core import saves  # noqa: E402


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("LUDI_ROMANI_HOME", str(tmp_path))
    yield tmp_path
    saves.check_writable()          # later tests start with a writable folder again


def start(home, size=None):
    from games.app.app import App
    app = App(size=size, headless=True, audio=False)
    app.push("menu")
    app.step(1 / 60)
    return app


def stop(app):
    app.quit()
    pygame.event.clear()


@pytest.mark.parametrize("content", [
    {"window_size": {}},
    '{"window_size": [1e400, 800]}',
    '{"window_size": [800, -1e999]}',
    {"window_size": ["wide", 800]},
    {"window_size": [1280]},
    {"window_size": None},
    {"sfx_volume": "loud"},
    '{"music_volume": 1e400}',
    {"lang": ["ja"]},
    {"fullscreen": {"yes": 1}},
    {"last_names": "Livia"},
])
def test_bad_values_fall_back_to_defaults_with_a_sentence(home, content):
    """A value of the wrong kind (a window size that is a dictionary, or infinite) falls back to
    its default with a sentence said once: the file is set aside as it was, and written again
    with the good values kept (it used to stay, and its sentence came back at every start)."""
    path = home / "settings.json"
    text = content if isinstance(content, str) else json.dumps(content)
    text = text[:-1] + ', "colour_blind": true}'          # a good value beside the bad one is kept
    path.write_text(text, encoding="utf-8")
    key = next(iter(json.loads(text)))
    s = Settings({k: v for k, v in json.loads(text).items() if k != "colour_blind"})
    assert s[key] == DEFAULTS[key] and s.reset_keys == [key]
    app = start(home)
    try:
        assert app.window_size == (1280, 800) and app.settings["colour_blind"] is True
        assert [t.msg.key for t in app.toasts] == ["app.err.settings_reset_aside"]
        assert "settings.json.bad-1" in app.toast_texts()[0] and "{" not in app.toast_texts()[0]
        for lang in ("en", "ja"):
            assert "settings.json.bad-1" in app.toasts[0].msg.render(lang)
    finally:
        stop(app)
    assert (home / "settings.json.bad-1").read_text(encoding="utf-8") == text
    again = start(home)
    try:
        assert again.toasts == [] and again.settings["colour_blind"] is True
    finally:
        stop(again)


@pytest.mark.parametrize("raw", [b"{", b"\xff\xfe", b"[" * 100_000, b'{"lang": NaN}', b"[1, 2]"])
def test_unreadable_settings_file_is_set_aside(home, raw):
    path = home / "settings.json"
    path.write_bytes(raw)
    app = start(home)
    try:
        assert app.settings["lang"] == "en"
        keys = [t.msg.key for t in app.toasts]
        if raw == b"[1, 2]":        # JSON, but not settings: kept aside too, and written again
            assert keys == ["app.err.settings_reset_aside"]
        else:
            assert keys == ["app.err.settings_damaged"]
        assert (home / "settings.json.bad-1").read_bytes() == raw
    finally:
        stop(app)


def test_good_settings_bring_no_message(home):
    (home / "settings.json").write_text(json.dumps({"lang": "ja", "window_size": [1024, 640]}), encoding="utf-8")
    app = start(home)
    try:
        assert app.lang == "ja" and app.window_size == (1024, 640) and app.toasts == []
    finally:
        stop(app)


def test_a_data_folder_that_cannot_be_written(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("LUDI_ROMANI_HOME", str(blocker / "home"))   # nothing can be made under a file
    try:
        app = start(None)
        try:
            assert [t.msg.key for t in app.toasts] == ["app.err.read_only"]
            assert "home" in app.toast_texts()[0]
            # play goes on, without saving
            from games.core.record import Record
            from games.core.state import SeatInfo
            app.push("game", record=Record("caesar", [SeatInfo("A"), SeatInfo("B", "ai", "easy")], seed=3))
            app.step(1 / 60)
            scene = app.top
            state = scene.session.state
            assert scene.submit(0, state.legal_actions(0)[0])
            for _ in range(3):
                app.step(1 / 60)
            assert not saves.writable() and saves.latest_autosave() is None
            assert not any(t.msg.key == "app.err.autosave" for t in app.toasts)
            app.pop()
            app.step(1 / 60)
        finally:
            stop(app)
    finally:
        monkeypatch.setenv("LUDI_ROMANI_HOME", str(tmp_path))
        saves.check_writable()


def test_leftover_temporary_files_are_removed_at_start(home):
    d = saves.saves_dir()
    (d / ".autosave-caesar.json.x1y2.tmp").write_text("half a save")
    app = start(home)
    try:
        assert list(d.iterdir()) == []
    finally:
        stop(app)


# ----- text entries ---------------------------------------------------------------------------

@pytest.mark.parametrize("typed", ["\u200b", "\u200b\u200b", "\u2060", "\ufeff", "\u200d", "\x00"])
def test_zero_width_first_in_an_entry(home, typed):
    app = start(home)
    try:
        entry = app.gui.entry((20, 20, 300, 40), "")
        entry.focus()
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=typed))
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Livia" + typed))
        for _ in range(3):
            app.step(1 / 60)
        assert entry.get_text() == "Livia"
    finally:
        stop(app)


def test_entry_text_is_cleaned_and_capped():
    from games.app.gui import clean_text
    assert clean_text("\u200bA\u200db\u2028c\u3000d") == "Abc d"
    assert clean_text("カエサル") == "カエサル"
    s = Settings({"last_names": ["\u200b" * 3 + "Livia", "x" * 500, 7]})
    assert s["last_names"] == ["Livia", "x" * 24]


def test_settings_save_is_json_with_every_key(home):
    s = Settings.load(home / "settings.json")
    s.set("window_size", (5000, 100))
    data = json.loads(Path(home / "settings.json").read_text(encoding="utf-8"))
    assert set(data) == set(DEFAULTS) and data["window_size"] == [5000, 560]


@pytest.mark.parametrize("flag", ["--help", "-h"])
def test_help_flag_prints_the_commands_and_starts_nothing(tmp_path, flag):
    import subprocess
    import sys
    root = Path(__file__).resolve().parent.parent
    env = dict(__import__("os").environ, LUDI_ROMANI_HOME=str(tmp_path / "home"))
    r = subprocess.run([sys.executable, str(root / "main.py"), flag], cwd=tmp_path, env=env,
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    for command in ("selfplay", "replay", "fuzz", "--screenshot", "test"):
        assert command in r.stdout
    assert not (tmp_path / "home").exists()         # no window, no data folder, no environment set up


def test_the_last_setup_choices_keep_only_plain_values_of_the_right_kinds():
    """``last_setup`` (each game's last set-up choices) drops what is not a game's choices."""
    from games.app.settings import Settings
    good = {"n": 3, "seats": [{"colour": "red", "kind": "hard"}], "options": {"variant": True}, "starter": 1}
    s = Settings({"last_setup": {"imperium": good, "caesar": {"n": "three"}, "catilina": [1]}})
    assert s["last_setup"] == {"imperium": good} and "last_setup" not in s.reset_keys
    bad = Settings({"last_setup": 5})
    assert bad["last_setup"] == {} and "last_setup" in bad.reset_keys
