"""Saves under a hostile user or a bad folder: every case here once crashed, hung or lost a
game. Each is refused or set aside with its sentence, and nothing else is lost."""
from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from games.core import files, keyfile, saves, seal
from games.core.errors import SaveFileError
from games.core.record import Record
from games.core.state import SeatInfo
from tests.record_kit import first_moves

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("LUDI_ROMANI_HOME", str(tmp_path))
    keyfile._secret_cache.clear()
    saves._written.clear()
    files.take_notices()
    yield tmp_path
    keyfile._secret_cache.clear()


def running(game="caesar", moves=2, seed=5, names=("A", "B")) -> Record:
    """A running game of ``game`` with ``moves`` first legal moves."""
    from games import info
    gi = info(game)
    return first_moves(Record(game, [SeatInfo(n, "human", None, gi.colours[i]) for i, n in enumerate(names)], seed),
                       moves)


def within(fn, what: str, cap: float = 20.0):
    """``fn()`` run in a thread; fails (rather than hanging the suite) if it does not return."""
    out = {}

    def run():
        try:
            out["v"] = fn()
        except BaseException as exc:  # noqa: BLE001 - raised again in the test's thread
            out["e"] = exc
    t = threading.Thread(target=run, daemon=True)
    t.start()
    t.join(cap)
    assert not t.is_alive(), f"{what} did not return within {cap} s: it waits on the file"
    if "e" in out:
        raise out["e"]
    return out.get("v")


# ----- a save the game cannot set up ----------------------------------------------------------

def test_a_save_the_game_cannot_set_up_is_refused_not_raised(home):
    """CAESAR! with both seats Auto-Crassus: the engine raises ValueError setting it up, which
    escaped the file's checks and crashed Continue and Load at every start."""
    data = Record("seize_rome", [SeatInfo("A", "script", "crassus"), SeatInfo("B", "script", "crassus")],
                  3).to_json()
    sealed = seal.seal(seal.public_part(data), {k: data[k] for k in seal.SECRET_FIELDS},
                       saves.installation_secret())
    for check in (True, False):
        path = saves.saves_dir() / "autosave-seize_rome.json"
        path.write_text(json.dumps(sealed), encoding="utf-8")
        with pytest.raises(SaveFileError) as info:
            record = saves.load_record(path, check_replay=check)
            while not saves.check_replay_slice(path, record, None):
                pass
        assert info.value.msg.key == "core.err.save_start" and not path.exists()
        for lang in ("en", "ja"):
            assert "autosave-seize_rome.json.bad-" in info.value.msg.render(lang)


# ----- named pipes, folders, links to nothing -------------------------------------------------

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes on this system")


@needs_fifo
def test_a_named_pipe_is_never_waited_on(home):
    from games.app.settings import Settings
    settings = home / "settings.json"
    os.mkfifo(settings)
    loaded = within(lambda: Settings.load(settings), "reading a pipe as settings.json")
    assert loaded["lang"] == "en" and [m.key for m in loaded.problems] == ["app.err.settings_damaged"]
    assert not settings.exists() and (home / "settings.json.bad-1").exists()
    auto = saves.autosave_path("caesar")
    os.mkfifo(auto)
    record = running()
    within(lambda: saves.keep_other_autosave(record), "the first autosave of a new game")
    written = within(lambda: saves.autosave(record), "the autosave")
    assert written == auto and saves.load_record(auto).actions == record.actions
    assert [m.key for m in saves.take_notices()] == ["core.err.save_not_file"]
    os.mkfifo(saves.saves_dir() / "pipe.json")
    with pytest.raises(SaveFileError) as info:
        within(lambda: saves.load_record(saves.saves_dir() / "pipe.json"), "loading a pipe")
    assert info.value.msg.key == "core.err.save_not_file"


def test_a_folder_and_a_link_to_nothing_are_set_aside(home):
    d = saves.saves_dir()
    (d / "autosave-imperium.json").mkdir()
    (d / "autosave-imperium.json" / "mine.txt").write_text("kept")
    if hasattr(os, "symlink"):
        try:
            os.symlink(d / "nowhere.json", d / "dangling.json")
        except OSError:
            pass
    good = saves.save_named(running(), "good")
    odd = [p for p in saves.list_saves() if p != good]
    assert odd and all(not files.is_regular(p) for p in odd)
    for p in odd:                       # what the Load screen does with each row it reads
        with pytest.raises(SaveFileError) as info:
            saves.load_record(p)
        assert info.value.msg.key == "core.err.save_not_file" and not files.in_place(p)
    assert (d / "autosave-imperium.json.bad-1" / "mine.txt").read_text() == "kept"
    assert saves.list_saves() == [good] and saves.load_record(good).actions
    # a folder in an autosave's place is set aside when the autosave is written, and said once
    (d / "autosave-caesar.json").mkdir()
    saves.autosave(running())
    assert [m.key for m in saves.take_notices()] == ["core.err.save_not_file"]
    assert (d / "autosave-caesar.json.bad-1").is_dir() and files.is_regular(d / "autosave-caesar.json")


# ----- what a set-aside that fails says -------------------------------------------------------

def test_a_name_too_long_is_set_aside_under_a_shorter_name(home):
    name = "x" * (files.NAME_MAX - len(".json") - 1) + ".json"         # 254 bytes
    bad = saves.saves_dir() / name
    bad.write_text("{", encoding="utf-8")
    with pytest.raises(SaveFileError) as info:
        saves.load_record(bad)
    aside = Path(info.value.path)
    assert not bad.exists() and aside.exists() and aside.name.endswith(".bad-1")
    assert len(aside.name.encode()) <= files.NAME_MAX and aside.name in info.value.msg.render("en")


@pytest.mark.parametrize("code", [errno.EROFS, errno.EACCES, errno.EISDIR])
def test_a_file_that_cannot_be_set_aside_says_so_in_the_catalogues_words(home, monkeypatch, code):
    bad = saves.saves_dir() / "broken.json"
    bad.write_text("{", encoding="utf-8")

    def refuse(src, dst):
        raise OSError(code, os.strerror(code), str(saves.saves_dir() / ".broken.json.q1w2.tmp"))
    monkeypatch.setattr(files.os, "replace", refuse)
    with pytest.raises(SaveFileError) as info:
        saves.load_record(bad)
    assert bad.exists()
    for lang in ("en", "ja"):
        text = info.value.msg.render(lang)
        assert "broken.json" in text and ".tmp" not in text and "bad-" not in text and "Errno" not in text
        assert files.os_reason(OSError(code, "x")).render(lang) in text


# ----- the key file ---------------------------------------------------------------------------

def test_a_damaged_key_file_is_kept_aside_and_said(home):
    path = saves.saves_dir() / "autosave-caesar.json"
    record = running()
    saves.autosave(record)
    key = home / keyfile.SECRET_FILE
    old = key.read_bytes()
    key.write_text("not a key\n", encoding="ascii")
    keyfile._secret_cache.clear()
    assert saves.installation_secret() is not None
    notices = saves.take_notices()
    assert [m.key for m in notices] == ["core.key.replaced"]
    assert (home / "secret.key.bad-1").read_text(encoding="ascii") == "not a key\n"
    assert "secret.key.bad-1" in notices[0].render("ja")
    # the game sealed with the lost key is not set aside: it opens again once its key is back
    with pytest.raises(SaveFileError) as info:
        saves.load_record(path)
    assert info.value.msg.key == "core.err.save_no_key" and path.exists()
    assert saves.game_to_continue() is None
    (home / "secret.key.bad-1").write_bytes(old)          # the old key file mended
    keyfile._secret_cache.clear()
    assert saves.load_record(path).actions == record.actions
    assert saves.game_to_continue() == path


def test_an_unreadable_key_file_strands_no_game(home, monkeypatch):
    record = running()
    path = saves.autosave(record)
    keyfile._secret_cache.clear()
    real, refused = keyfile.read_regular, []

    def unreadable_once(p, n):
        if Path(p).name == keyfile.SECRET_FILE and not refused:
            refused.append(p)
            raise PermissionError(errno.EACCES, "Permission denied", str(p))
        return real(p, n)
    monkeypatch.setattr(keyfile, "read_regular", unreadable_once)
    saves.installation_secret()
    monkeypatch.setattr(keyfile, "read_regular", real)
    assert [m.key for m in saves.take_notices()] == ["core.key.replaced"]
    assert (home / "secret.key.bad-1").exists() and (home / keyfile.SECRET_FILE).exists()
    assert saves.load_record(path).actions == record.actions       # opened with the key kept aside
    saves.autosave(record)                                         # and sealed with the new one
    (home / "secret.key.bad-1").unlink()
    keyfile._secret_cache.clear()
    assert saves.load_record(path).actions == record.actions


def test_a_key_linked_by_another_copy_while_this_one_looked_is_used(home, monkeypatch):
    """The race of two copies, one interleaving of it made on purpose: this copy finds no key
    file, the other copy links its key into place, then this copy goes on; it must take the
    other's key, not set it aside as a link to nothing and make a third."""
    keyfile._secret_cache.clear()
    other = os.urandom(keyfile.KEY_BYTES)
    real = keyfile.read_regular

    def missing_then_linked(p, n):
        if Path(p).name == keyfile.SECRET_FILE and not (home / keyfile.SECRET_FILE).exists():
            (home / keyfile.SECRET_FILE).write_text(other.hex() + "\n", encoding="ascii")
            raise FileNotFoundError(errno.ENOENT, "No such file or directory", str(p))
        return real(p, n)
    monkeypatch.setattr(keyfile, "read_regular", missing_then_linked)
    assert keyfile.installation_secret() == other
    assert not list(home.glob(keyfile.SECRET_FILE + ".bad-*")) and not saves.take_notices()


RACE = """
import os, sys
from pathlib import Path
from games.core import keyfile
go, folders = Path(sys.argv[1]), sys.argv[2:]
while not go.exists():
    pass
out = []
for f in folders:
    os.environ["LUDI_ROMANI_HOME"] = f
    keyfile._secret_cache.clear()
    out.append(keyfile.installation_secret().hex())
print(" ".join(out))
"""


def test_two_copies_started_at_once_make_one_key(tmp_path):
    """Two processes on fresh data folders (the same 150, in the same order) each make the
    key: both must end with the key the folder holds."""
    folders = [str(tmp_path / f"f{i}") for i in range(150)]
    for f in folders:
        os.mkdir(f)
    go = tmp_path / "go"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    procs = [subprocess.Popen([sys.executable, "-c", RACE, str(go), *folders], stdout=subprocess.PIPE,
                              env=env, text=True) for _ in range(2)]
    go.write_text("go")
    outs = [p.communicate(timeout=120)[0].split() for p in procs]
    assert all(p.returncode == 0 for p in procs)
    held = [(Path(f) / keyfile.SECRET_FILE).read_text(encoding="ascii").strip() for f in folders]
    lost = [i for i in range(len(folders)) if not outs[0][i] == outs[1][i] == held[i]]
    assert not lost, f"{len(lost)} of {len(folders)} folders: a copy kept a key the folder does not hold"


# ----- Continue, named saves, two windows -----------------------------------------------------

def test_continue_opens_the_game_saved_last_by_its_own_time(home):
    older = saves.autosave(running("caesar"))
    newer = saves.autosave(running("imperium"))
    # the clock set back: the newer save's file now looks older
    st = older.stat()
    os.utime(newer, (st.st_atime - 3600, st.st_mtime - 3600))
    assert saves.game_to_continue() == newer
    data = json.loads(older.read_text(encoding="utf-8"))
    data["saved"] = json.loads(newer.read_text(encoding="utf-8"))["saved"] + 60
    older.write_text(json.dumps(data), encoding="utf-8")      # (the public part is sealed: changed, refused)
    assert saves.game_to_continue() == older


def test_a_named_save_never_replaces_another_without_asking(home):
    first = saves.save_named(running(seed=1), "Evening game")
    before = first.read_bytes()
    for same in ("Evening game", "evening GAME", "Evening  game!", "Evening_game"):
        with pytest.raises(saves.SaveNameError) as info:
            saves.save_named(running(seed=2), same)
        assert info.value.path == first and first.read_bytes() == before
        assert "Evening_game" in info.value.msg.render("ja")
    long = "L" * 60
    saves.save_named(running(seed=1), long + " one")
    with pytest.raises(saves.SaveNameError):
        saves.save_named(running(seed=2), long + " two")       # the same first 60 characters
    assert saves.save_named(running(seed=2), "Evening game", replace=True) == first
    assert saves.load_record(first).seed == 2
    auto = saves.autosave(running("imperium"))
    kept = auto.read_bytes()
    for reserved in ("autosave-imperium", "Autosave imperium", "x-unfinished-y"):
        with pytest.raises(saves.SaveNameError) as info:
            saves.save_named(running(), reserved, replace=True)
        assert info.value.path is None and info.value.msg.key == "core.err.save_name_reserved"
    assert auto.read_bytes() == kept


def test_two_windows_on_one_game_lose_no_move(home):
    """Two windows open the same game; the other one saves its moves; this one's next
    autosave must not write over them: it keeps its game as a save of its own."""
    start = running(moves=2)
    path = saves.autosave(start)
    mine, theirs = start.copy(), start.copy()
    saves._written.clear()                           # (this window only read the file)
    mine.actions.append(_next(mine))
    assert saves.autosave(mine) == path              # nothing newer there: written
    theirs.actions.append(_next(theirs, 1))
    saves.save_record(theirs, path)                  # the other window (another process)
    mine.actions.append(_next(mine))
    kept = saves.autosave(mine)
    assert kept != path and saves.is_kept_autosave(kept)
    assert saves.load_record(path).actions == theirs.actions
    assert saves.load_record(kept).actions == mine.actions
    mine.actions.append(_next(mine))
    assert saves.autosave(mine, into=kept) == kept and saves.load_record(kept).actions == mine.actions
    assert saves.load_record(path).actions == theirs.actions
    # an earlier point of this window's own game is written over as before
    saves._written.clear()
    assert saves.autosave(theirs.copy()) == path


def _next(record: Record, pick: int = 0):
    state = record.replay()
    seat = state.to_act()[0]
    acts = state.legal_actions(seat)
    return seat, acts[min(pick, len(acts) - 1)]


def test_a_running_game_kept_plain_is_never_written_over(home):
    plain = running("caesar", seed=3).to_json()
    path = saves.autosave_path("caesar")
    path.write_text(json.dumps(plain), encoding="utf-8")
    assert saves.game_to_continue() == path            # offered: opening it says why it is refused
    new = running("caesar", seed=4)
    kept = saves.keep_other_autosave(new)
    assert kept is not None and json.loads(kept.read_text(encoding="utf-8")) == plain
