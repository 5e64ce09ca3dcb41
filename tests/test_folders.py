"""The data and settings folders, and the move of the old single folder into them."""
from __future__ import annotations

import os

import pytest

from games.core import folders
from games.core.files import os_reason
from games.core.text import Msg


def _old_folder(tmp_path):
    """An old-style folder: saves, a key, settings and a set-aside settings file."""
    old = tmp_path / "old"
    (old / "saves").mkdir(parents=True)
    (old / "saves" / "autosave-caesar.json").write_text('{"game": "caesar"}', encoding="utf-8")
    (old / "saves" / "mine.json").write_bytes(b"\x00\x01binary")
    (old / "secret.key").write_bytes(b"k" * 32)
    (old / "settings.json").write_text('{"lang": "ja"}', encoding="utf-8")
    (old / "settings.json.bad-1").write_text("{", encoding="utf-8")
    return old


def test_the_home_variable_is_both_folders(home):
    assert folders.data_dir() == home and folders.config_dir() == home
    assert folders.move_old_folders() == []        # nothing is moved while it is set


def test_first_start_moves_settings_and_data_apart(tmp_path):
    old = _old_folder(tmp_path)
    data, config = tmp_path / "data", tmp_path / "config"
    moved = folders.move_old_folders(old, data, config)
    assert sorted(p.name for p in moved) == ["saves", "secret.key", "settings.json", "settings.json.bad-1"]
    assert (data / "saves" / "mine.json").read_bytes() == b"\x00\x01binary"
    assert (data / "saves" / "autosave-caesar.json").read_text(encoding="utf-8") == '{"game": "caesar"}'
    assert (data / "secret.key").read_bytes() == b"k" * 32
    assert (config / "settings.json").read_text(encoding="utf-8") == '{"lang": "ja"}'
    assert (config / "settings.json.bad-1").exists() and not (data / "settings.json").exists()
    assert not old.exists()
    # a second start finds nothing to do and changes nothing
    before = sorted(str(p.relative_to(tmp_path)) for p in tmp_path.rglob("*"))
    assert folders.move_old_folders(old, data, config) == []
    assert sorted(str(p.relative_to(tmp_path)) for p in tmp_path.rglob("*")) == before


def test_old_folder_that_is_the_data_folder_keeps_its_data(tmp_path):
    """On Linux the old folder is the new data folder: only the settings leave it."""
    old = _old_folder(tmp_path)
    config = tmp_path / "config"
    moved = folders.move_old_folders(old, old, config)
    assert [p.name for p in moved] == ["settings.json", "settings.json.bad-1"]
    assert (old / "saves" / "mine.json").exists() and (old / "secret.key").exists()
    assert (config / "settings.json").exists() and not (old / "settings.json").exists()
    assert folders.move_old_folders(old, old, config) == []


def test_a_taken_place_is_never_overwritten(tmp_path):
    old = _old_folder(tmp_path)
    data, config = tmp_path / "data", tmp_path / "config"
    config.mkdir()
    (config / "settings.json").write_text('{"lang": "en"}', encoding="utf-8")
    folders.move_old_folders(old, data, config)
    assert (config / "settings.json").read_text(encoding="utf-8") == '{"lang": "en"}'
    assert (old / "settings.json").read_text(encoding="utf-8") == '{"lang": "ja"}'   # kept where it was


def test_a_move_that_fails_half_way_loses_nothing(tmp_path, monkeypatch):
    """The copy of the saves breaks off after one file: the old saves all stay, no half copy
    is left, and the next start moves them."""
    old = _old_folder(tmp_path)
    data, config = tmp_path / "data", tmp_path / "config"
    real_copy, real_copytree = folders.shutil.copy2, folders.shutil.copytree
    calls = []

    def copy_then_fail(src, dst, *a, **k):
        calls.append(src)
        if len(calls) == 2:
            raise OSError(28, "No space left on device")
        return real_copy(src, dst, *a, **k)

    def copytree(src, dst, **k):
        return real_copytree(src, dst, copy_function=copy_then_fail, **k)

    monkeypatch.setattr(folders.shutil, "copytree", copytree)
    stuck = []
    moved = folders.move_old_folders(old, data, config, stuck)
    assert "saves" not in [p.name for p in moved]
    assert [src.name for src, _ in stuck] == ["saves"]
    for lang in ("en", "ja"):                 # the sentence the window shows at start
        said = Msg("core.folders.stuck", {"path": str(stuck[0][0]), "why": os_reason(stuck[0][1])}).render(lang)
        assert str(old / "saves") in said and "core." not in said, said
    assert sorted(p.name for p in (old / "saves").iterdir()) == ["autosave-caesar.json", "mine.json"]
    assert not (data / "saves").exists() and not [p for p in data.iterdir() if p.name.startswith(".")]
    monkeypatch.undo()
    assert [p.name for p in folders.move_old_folders(old, data, config)] == ["saves"]
    assert (data / "saves" / "mine.json").read_bytes() == b"\x00\x01binary" and not old.exists()


def test_a_copy_that_differs_is_not_used(tmp_path, monkeypatch):
    old = _old_folder(tmp_path)
    data, config = tmp_path / "data", tmp_path / "config"
    monkeypatch.setattr(folders, "_same_tree", lambda a, b: False)
    stuck = []
    assert folders.move_old_folders(old, data, config, stuck) == []
    assert sorted(src.name for src, _ in stuck) == ["saves", "secret.key", "settings.json", "settings.json.bad-1"]
    assert (old / "secret.key").read_bytes() == b"k" * 32 and not (data / "secret.key").exists()
    assert not [p for p in data.iterdir()]


@pytest.mark.skipif(os.name == "nt", reason="the platform's folders are named by platformdirs")
def test_without_the_home_variable_the_folders_are_apart(monkeypatch, tmp_path):
    monkeypatch.delenv("LUDI_ROMANI_HOME")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "conf"))
    if os.uname().sysname == "Darwin":
        pytest.skip("macOS keeps both in Application Support")
    assert folders.data_dir() == tmp_path / "share" / "ludi-romani"
    assert folders.config_dir() == tmp_path / "conf" / "ludi-romani"
    assert folders.old_folder() == folders.data_dir()
