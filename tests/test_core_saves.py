"""Records, saves, autosave under a kill, setting bad files aside, undo policy."""
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from games.core import saves
from games.core.errors import IllegalAction, SaveFileError
from games.core.record import Record
from games.core.session import Session
from games.core.state import SeatInfo
from tests import toy


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("LUDI_ROMANI_HOME", str(tmp_path))
    toy.register(monkeypatch)
    return tmp_path


def toy_record(actions=()):
    r = Record("toy", [SeatInfo("Livia"), SeatInfo("Marcus", "ai", "easy")], seed=4)
    r.actions.extend(actions)
    return r


def test_record_round_trip_and_replay(home):
    r = toy_record([(0, toy.Hide(1)), (1, toy.Guess(0)), (0, toy.Card(2))])
    back = Record.from_json(json.loads(json.dumps(r.to_json())))
    assert back.actions == r.actions and back.seats == r.seats
    st = back.replay()
    assert st.to_act() == (1,)


def test_save_and_load(home):
    r = toy_record([(0, toy.Hide(1))])
    path = saves.autosave(r)
    assert path.parent == home / "saves"
    assert saves.load_record(path).actions == r.actions
    named = saves.save_named(r, "Evening game / 夜")
    assert saves.load_record(named).seats[0].name == "Livia"
    assert saves.latest_autosave() == path


@pytest.mark.parametrize("content,key", [
    (b"{\"format\": \"ludi-romani-rec", "core.err.save_damaged"),
    (b"\xff\xfe\x00garbage", "core.err.save_damaged"),
    (json.dumps({"hello": 1}).encode(), "core.err.save_foreign"),
    (json.dumps({"format": "ludi-romani-record", "version": 99, "game": "toy"}).encode(), "core.err.save_newer"),
    (json.dumps({"format": "ludi-romani-record", "version": 1, "game": "chess", "seats": [], "seed": 1, "actions": []}).encode(),
     "core.err.save_unknown_game"),
])
def test_bad_files_are_set_aside_and_nothing_else_is_touched(home, content, key):
    good = saves.autosave(toy_record([(0, toy.Hide(0))]))
    good_bytes = good.read_bytes()
    bad = saves.saves_dir() / "bad.json"
    bad.write_bytes(content)
    with pytest.raises(SaveFileError) as info:
        saves.load_record(bad)
    assert info.value.msg.key == key
    assert not bad.exists()
    aside = Path(info.value.path)
    assert aside.exists() and aside.read_bytes() == content
    assert good.read_bytes() == good_bytes
    assert info.value.msg.render("ja") != key
    # a second bad file of the same name gets its own place aside
    bad.write_bytes(content)
    with pytest.raises(SaveFileError) as info2:
        saves.load_record(bad)
    assert Path(info2.value.path) != aside and aside.exists()


def test_record_that_does_not_replay_is_set_aside(home):
    r = toy_record([(0, toy.Hide(0))])
    data = r.to_json()
    data["actions"].append([0, {"type": "Hide", "hand": 1}])   # seat 0 cannot hide twice
    p = saves.saves_dir() / "x.json"
    p.write_text(json.dumps(data))
    with pytest.raises(SaveFileError) as info:
        saves.load_record(p)
    assert info.value.msg.key == "core.err.save_replay"


KILLER = r'''
import sys, json
sys.path.insert(0, {root!r})
from tests import toy
import games
games.GAME_IDS = games.GAME_IDS + ("toy",)
from games.core import saves
from games.core.record import Record
from games.core.state import SeatInfo
r = Record("toy", [SeatInfo("A"), SeatInfo("B")], seed=1)
big = "x" * 200000
i = 0
print("ready", flush=True)
while True:
    r.seed = i
    r.options = {{"pad": big}}
    saves.autosave(r)
    i += 1
'''


def test_autosave_survives_a_kill(home):
    root = str(Path(__file__).resolve().parent.parent)
    env = dict(os.environ, LUDI_ROMANI_HOME=str(home))
    for attempt in range(6):
        proc = subprocess.Popen([sys.executable, "-c", KILLER.format(root=root)], env=env,
                                stdout=subprocess.PIPE, text=True)
        assert proc.stdout.readline().strip() == "ready"
        time.sleep(0.15 + 0.05 * attempt)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        path = saves.autosave_path("toy")
        data = json.loads(path.read_text())          # always a whole file
        assert data["format"] == "ludi-romani-record" and len(data["options"]["pad"]) == 200000
    names = sorted(p.name for p in saves.saves_dir().iterdir())
    # a kill may leave temporary files behind, named so that they are never taken for a save ...
    assert all(n.startswith(".autosave-toy.json.") and n.endswith(".tmp")
               for n in names if n != "autosave-toy.json"), names
    assert saves.list_saves() == [saves.autosave_path("toy")]
    # ... and the next start removes them, and only them
    (saves.saves_dir() / ".autosave-toy.json.killed.tmp").write_text("half")
    assert saves.clean_temporary() >= 1
    assert [p.name for p in saves.saves_dir().iterdir()] == ["autosave-toy.json"]


def test_undo_policy(home):
    changes = []
    s = Session(toy_record(), on_change=changes.append)
    s.act(0, toy.Hide(1))
    assert s.can_undo(0) and not s.can_undo(1)
    s.undo(0)
    assert s.state.to_act() == (0,) and s.can_redo()
    s.redo()
    assert s.record.actions == [(0, toy.Hide(1))]
    s.act(1, toy.Guess(0))
    with pytest.raises(IllegalAction) as info:
        s.undo(0)                      # never across another seat's action
    assert info.value.msg.key == "core.err.undo_other"
    s.act(0, toy.Card(1))
    assert s.can_undo(0)               # committed a card, nothing revealed yet
    s.act(1, toy.Card(3))              # this reveals both cards
    with pytest.raises(IllegalAction) as info:
        s.undo(1)
    assert info.value.msg.key == "core.err.undo_hidden"
    before = json.dumps(s.record.to_json())
    with pytest.raises(IllegalAction):
        s.act(1, toy.Card(3))          # refused: state and record unchanged
    assert json.dumps(s.record.to_json()) == before
    assert len(changes) == 6


def test_log_is_public_and_renders(home):
    s = Session(toy_record())
    s.act(0, toy.Hide(1))
    entries = s.log(None)
    assert entries and all(e.msg.render("ja", ["Livia", "Marcus"]) for e in entries)
