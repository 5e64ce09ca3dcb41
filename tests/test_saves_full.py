"""A full data folder: the disk runs out of space (``ENOSPC``) while a save is written.

The full disk is simulated where the system would say so: creating the temporary file,
writing it (half of it reaches the disk), or making it durable (``fsync``, where
filesystems with delayed allocation report it). Each time the newest good save is left
as it was and loads, no temporary file is left behind, and in the window the player reads
the catalogue's sentence once (not after every move) while play goes on.
"""
from __future__ import annotations

import errno
import os

import pytest

from games.core import saves
from games.core.record import Record
from games.core.text import Msg
from tests.app_kit import make_app, open_app, seats
from tests.record_kit import first_moves

POINTS = ("create", "write", "fsync")


def _full() -> OSError:
    return OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


class FullDisk:
    """Makes the saves' writes fail with ``ENOSPC`` at ``point`` while ``on``."""

    def __init__(self, monkeypatch, point: str):
        self.on, self.point, self.failures = False, point, 0
        mkstemp, fdopen, fsync = saves.tempfile.mkstemp, os.fdopen, os.fsync
        disk = self

        def full_mkstemp(*a, **k):
            if disk.on and disk.point == "create":
                disk.failures += 1
                raise _full()
            return mkstemp(*a, **k)

        class HalfWritten:
            """A file of which half of what is written reaches the disk, then it is full."""

            def __init__(self, fh):
                self.fh = fh

            def write(self, text):
                self.fh.write(text[:len(text) // 2])
                self.fh.flush()
                disk.failures += 1
                raise _full()

            def __getattr__(self, name):
                return getattr(self.fh, name)

            def __enter__(self):
                return self

            def __exit__(self, *exc):
                return self.fh.__exit__(*exc)

        def full_fdopen(fd, *a, **k):
            fh = fdopen(fd, *a, **k)
            return HalfWritten(fh) if disk.on and disk.point == "write" else fh

        def full_fsync(fd):
            if disk.on and disk.point == "fsync":
                disk.failures += 1
                raise _full()
            return fsync(fd)
        monkeypatch.setattr(saves.tempfile, "mkstemp", full_mkstemp)
        monkeypatch.setattr(saves.os, "fdopen", full_fdopen)
        monkeypatch.setattr(saves.os, "fsync", full_fsync)


def _leftovers() -> list[str]:
    return [p.name for p in saves.saves_dir().iterdir() if p.name.endswith(".tmp")]


@pytest.mark.parametrize("point", POINTS)
def test_a_full_disk_keeps_the_newest_good_save(home, monkeypatch, point):
    disk = FullDisk(monkeypatch, point)
    record = first_moves(Record("caesar", seats("caesar", "hh"), seed=4), 2)
    path = saves.autosave(record)
    good = list(record.actions)
    first_moves(record, 1)
    disk.on = True
    with pytest.raises(OSError) as exc:
        saves.autosave(record)
    assert exc.value.errno == errno.ENOSPC and disk.failures == 1
    assert saves.load_record(path).actions == good          # the newest good save, whole
    assert _leftovers() == []                               # the half-written file is gone
    with pytest.raises(OSError):
        saves.save_named(record, "kept")                    # a named save fails alike ...
    assert [p.name for p in saves.list_saves()] == [path.name]     # ... and leaves nothing
    disk.on = False
    saves.autosave(record)                                  # space again: saved as usual
    assert saves.load_record(path).actions == record.actions


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("point", ["write", "fsync"])
def test_the_window_says_the_disk_is_full_once_and_play_goes_on(home, monkeypatch, lang, point):
    pygame = pytest.importorskip("pygame")
    disk = FullDisk(monkeypatch, point)
    app = make_app(home, lang=lang)
    said = []
    toast = app.toast
    monkeypatch.setattr(app, "toast", lambda msg, *a, **k: (said.append(msg), toast(msg, *a, **k)))
    try:
        scene = app.push("game", record=Record("caesar", seats("caesar", "hh"), seed=4))
        app.step(1 / 60)

        def move():
            state = scene.session.state
            seat = state.to_act()[0]
            assert scene.apply(seat, state.legal_actions(seat)[0])
            app.step(1 / 60)
        move()
        path = saves.autosave_path("caesar")
        good = list(saves.load_record(path).actions)
        assert good == scene.record.actions and not app.toast_texts()
        disk.on = True
        move()
        sentence = Msg("app.err.disk_full", {"folder": str(saves.saves_dir())}).render(lang)
        assert app.toast_texts() == [sentence]
        assert str(saves.saves_dir()) in sentence and "{" not in sentence
        move()                                              # play goes on, said once only
        assert app.toast_texts() == [sentence] and disk.failures == 2 and len(said) == 1
        assert len(scene.record.actions) == len(good) + 2
        assert saves.load_record(path).actions == good      # the newest good save survives
        assert _leftovers() == []
        disk.on = False
        move()                                              # space again: saved, nothing said
        assert saves.load_record(path).actions == scene.record.actions
        assert not scene.autosave_failing and len(said) == 1
    finally:
        app.quit()
        pygame.event.clear()


def test_a_named_save_on_a_full_disk_says_so(home, monkeypatch):
    pytest.importorskip("pygame")
    disk = FullDisk(monkeypatch, "write")
    with open_app(home) as app:
        scene = app.push("game", record=Record("caesar", seats("caesar", "hh"), seed=4), autosave_on=False)
        app.step(1 / 60)
        disk.on = True
        assert scene.save("before the battle") is False
        assert app.toast_texts() == [Msg("app.err.disk_full", {"folder": str(saves.saves_dir())}).render("en")]
        assert saves.list_saves() == [] and _leftovers() == []
