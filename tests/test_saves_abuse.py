"""Bad save files never crash the suite: each is refused with a sentence, set aside
alone, and play goes on. Every case here crashed (or hung) a Continue or a Load once."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from games.core import saves
from games.core.actions import Codec
from games.core.errors import RecordError, SaveFileError
from games.core.record import Record
from games.core.state import SeatInfo
from tests.record_kit import first_moves


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("LUDI_ROMANI_HOME", str(tmp_path))
    return tmp_path


def plain(game="caesar", n=2, moves=1, seed=5) -> dict:
    """The plain JSON form of a short record of ``game`` (what old saves hold)."""
    from games import info
    gi = info(game)
    seats = [SeatInfo(f"P{i + 1}", "human" if i == 0 else "ai", None if i == 0 else "easy", gi.colours[i])
             for i in range(n)]
    return first_moves(Record(game, seats, seed), moves).to_json()


def _ask_json() -> dict:
    """A Catilina record whose first action is an Ask (so its fields can be broken)."""
    data = plain("catilina", 3, 0)
    record = Record.from_json(data)
    state = record.new_state()
    seat = state.to_act()[0]
    ask = next(a for a in state.legal_actions(seat) if type(a).__name__ == "Ask")
    data["actions"] = [[seat, ask.to_json()]]
    return data


def _mutate(path_and_value):
    def fix(data):
        target = data
        *path, last = path_and_value[0]
        for p in path:
            target = target[p]
        target[last] = path_and_value[1]
        return data
    return fix


BAD = {
    "option_value": ("imperium", lambda d: {**d, "options": {"goal": "points99"}}, "core.err.save_options"),
    "option_unknown": ("caesar", lambda d: {**d, "options": {"speed": 3}}, "core.err.save_options"),
    "option_type": ("catilina", lambda d: {**d, "options": {"keep": 0}}, "core.err.save_options"),
    "options_not_dict": ("caesar", lambda d: {**d, "options": [1]}, "core.err.save_options"),
    "seats_too_few": ("caesar", lambda d: {**d, "seats": d["seats"][:1]}, "core.err.save_seats"),
    "seats_too_many": ("caesar", lambda d: {**d, "seats": d["seats"] * 3}, "core.err.save_seats"),
    "seats_catilina_two": ("catilina", lambda d: {**d, "seats": d["seats"][:2]}, "core.err.save_seats"),
    "level_unknown": ("caesar", _mutate((("seats", 1, "level"), "godlike")), "core.err.save_seats"),
    "kind_unknown": ("caesar", _mutate((("seats", 1, "kind"), "robot")), "core.err.save_seats"),
    "name_huge": ("caesar", _mutate((("seats", 0, "name"), "N" * 100_000)), "core.err.save_seats"),
    "name_not_text": ("caesar", _mutate((("seats", 0, "name"), ["x"])), "core.err.save_seats"),
    "seat_not_dict": ("caesar", _mutate((("seats", 0), "P1")), "core.err.save_seats"),
    "square_text": ("caesar", _mutate((("actions", 0, 1, "square"), "x")), "core.err.save_action"),
    "square_null": ("caesar", _mutate((("actions", 0, 1, "square"), None)), "core.err.save_action"),
    "square_bool": ("caesar", _mutate((("actions", 0, 1, "square"), True)), "core.err.save_action"),
    "square_float": ("caesar", _mutate((("actions", 0, 1, "square"), 3.5)), "core.err.save_action"),
    "square_list": ("caesar", _mutate((("actions", 0, 1, "square"), [1, 2])), "core.err.save_action"),
    "field_missing": ("caesar", lambda d: (d["actions"][0][1].pop("square"), d)[1], "core.err.save_action"),
    "field_extra": ("caesar", _mutate((("actions", 0, 1, "colour"), 1)), "core.err.save_action"),
    "type_unknown": ("caesar", _mutate((("actions", 0, 1, "type"), "Castle")), "core.err.save_action"),
    "type_event": ("caesar", _mutate((("actions", 0, 1), {"type": "Eliminated", "seat": 0})), "core.err.save_action"),
    "action_not_pair": ("caesar", _mutate((("actions", 0), [0])), "core.err.save_action"),
    "action_seat_text": ("caesar", _mutate((("actions", 0, 0), "0")), "core.err.save_action"),
    "action_seat_far": ("caesar", _mutate((("actions", 0, 0), 7)), "core.err.save_action"),
    "actions_not_list": ("caesar", lambda d: {**d, "actions": {"a": 1}}, "core.err.save_action"),
    "seed_huge": ("caesar", lambda d: {**d, "seed": 10 ** 300}, "core.err.save_seed"),
    "seed_text": ("caesar", lambda d: {**d, "seed": "12"}, "core.err.save_seed"),
    "seed_bool": ("caesar", lambda d: {**d, "seed": True}, "core.err.save_seed"),
    "created_text": ("caesar", lambda d: {**d, "created": "yesterday"}, "core.err.save_damaged"),
    "extras_list": ("caesar", lambda d: {**d, "extras": [1]}, "core.err.save_damaged"),
    "extras_deep": ("caesar", lambda d: {**d, "extras": {"n": json.loads("[" * 400 + "]" * 400)}},
                    "core.err.save_damaged"),
    "version_bool": ("caesar", lambda d: {**d, "version": True}, "core.err.save_damaged"),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_bad_field_is_refused_with_its_sentence_and_set_aside(home, case):
    game, mutate, key = BAD[case]
    data = plain(game, 3 if game == "catilina" else 2)
    if case.startswith(("square", "field", "type_", "action_")) or case == "type_event":
        assert data["actions"], "the record must hold an action to break"
    good = saves.autosave(Record.from_json(plain("imperium")))
    good_bytes = good.read_bytes()
    bad = saves.saves_dir() / "bad.json"
    bad.write_text(json.dumps(mutate(data)), encoding="utf-8")
    with pytest.raises(SaveFileError) as info:
        saves.load_record(bad)
    assert info.value.msg.key == key, info.value
    assert not bad.exists() and Path(info.value.path).name == "bad.json.bad-1"
    assert good.read_bytes() == good_bytes
    assert sorted(p.name for p in saves.saves_dir().iterdir()) == ["autosave-imperium.json", "bad.json.bad-1"]
    for lang in ("en", "ja"):
        text = info.value.msg.render(lang)
        assert "bad.json.bad-1" in text and "{" not in text


@pytest.mark.parametrize("field,value", [("target", "x"), ("target", None), ("kind", 3), ("attr", "1")])
def test_catilina_ask_with_wrong_types_is_refused(home, field, value):
    data = _ask_json()
    data["actions"][0][1][field] = value
    with pytest.raises(RecordError):
        Record.from_json(data)


def test_codec_checks_types_from_the_annotations():
    from dataclasses import dataclass
    from games.core.actions import Action

    @dataclass(frozen=True)
    class Demo(Action):
        n: int
        who: "int | None"
        names: "tuple[str, ...]"
        flag: bool
        any_: tuple

    codec = Codec([Demo])
    ok = {"type": "Demo", "n": 1, "who": None, "names": ["a", "b"], "flag": False, "any_": [1, [2, "x"]]}
    assert codec.load(ok) == Demo(1, None, ("a", "b"), False, (1, (2, "x")))
    for k, v in [("n", True), ("n", "1"), ("n", None), ("who", "x"), ("names", ["a", 1]), ("names", "ab"),
                 ("flag", 0), ("any_", [{"a": 1}]), ("any_", 1), ("n", 2 ** 70)]:
        with pytest.raises(RecordError):
            codec.load({**ok, k: v})
    for bad in (None, [], "Demo", {"type": ["Demo"]}, {"n": 1}):
        with pytest.raises(RecordError):
            codec.load(bad)


def test_a_running_game_opens_only_from_a_sealed_save(home):
    """A running game saved plain (by an old version, or edited to choose its seed) is refused
    with its sentence and set aside; the same game sealed opens."""
    for game, n in (("caesar", 2), ("imperium", 3), ("catilina", 4)):
        data = plain(game, n, 3)
        data["version"] = 1
        p = saves.saves_dir() / f"old-{game}.json"
        p.write_text(json.dumps(data), encoding="utf-8")
        with pytest.raises(SaveFileError) as info:
            saves.load_record(p)
        assert info.value.msg.key == "core.err.save_plain_running" and not p.exists()
        assert Path(info.value.path).name == f"old-{game}.json.bad-1"
        for lang in ("en", "ja"):
            assert f"old-{game}.json.bad-1" in info.value.msg.render(lang)
        record = Record.from_json(data)
        sealed = saves.save_named(record, f"sealed-{game}")
        assert "sealed" in json.loads(sealed.read_text(encoding="utf-8"))
        assert saves.load_record(sealed).actions == record.actions
        # read without replaying (Continue, the Load screen), its checks refuse it alike
        p.write_text(json.dumps(data), encoding="utf-8")
        record = saves.load_record(p, check_replay=False)
        with pytest.raises(SaveFileError) as info:
            while not saves.check_replay_slice(p, record, None):
                pass
        assert info.value.msg.key == "core.err.save_plain_running" and not p.exists()


RAW = {
    "deep": b"[" * 200_000 + b"]" * 200_000,
    "deep_object": b'{"a":' * 200_000 + b"1" + b"}" * 200_000,
    "seed_4300_digits": json.dumps({**plain("caesar"), "seed": 0}).replace('"seed": 0', '"seed": ' + "9" * 4300).encode(),
    "seed_4301_digits": json.dumps({**plain("caesar"), "seed": 0}).replace('"seed": 0', '"seed": ' + "9" * 4301).encode(),
    "empty": b"",
    "nul": b"\x00" * 64,
    "non_utf8": b'{"format": "ludi-romani-record\xff\xfe"}',
    "bom": b"\xef\xbb\xbf{}",
    "nan": b'{"format": "ludi-romani-record", "version": NaN}',
}


@pytest.mark.parametrize("case", sorted(RAW))
def test_raw_garbage_is_refused_and_set_aside(home, case):
    bad = saves.saves_dir() / "autosave-caesar.json"
    bad.write_bytes(RAW[case])
    with pytest.raises(SaveFileError) as info:
        saves.load_record(bad)
    assert not bad.exists() and Path(info.value.path).read_bytes() == RAW[case]
    assert saves.latest_autosave() is None


def test_huge_file_is_refused_without_reading_it_all(home):
    bad = saves.saves_dir() / "huge.json"
    with open(bad, "wb") as fh:
        fh.write(b'{"format": "ludi-romani-record", "pad": "')
        fh.seek(saves.MAX_SAVE_BYTES + 10)
        fh.write(b'"}')
    with pytest.raises(SaveFileError) as info:
        saves.load_record(bad)
    assert info.value.msg.key == "core.err.save_damaged"


def test_a_folder_where_the_file_should_be(home):
    folder = saves.saves_dir() / "autosave-caesar.json"
    folder.mkdir()
    (folder / "inside.txt").write_text("mine")
    assert saves.list_saves() == [folder]          # (listed for the Load screen to set aside)
    with pytest.raises(SaveFileError) as info:
        saves.load_record(folder)
    assert info.value.msg.key == "core.err.save_not_file"
    # nothing else is touched, the folder is set aside whole, and the autosave can be written again
    assert (Path(str(folder) + ".bad-1") / "inside.txt").read_text() == "mine"
    saves.autosave(Record.from_json(plain("caesar")))
    assert saves.load_record(saves.latest_autosave()).game == "caesar"


def test_load_without_setting_aside(home):
    bad = saves.saves_dir() / "x.json"
    bad.write_bytes(b"{")
    with pytest.raises(SaveFileError) as info:
        saves.load_record(bad, set_aside_bad=False)
    assert bad.exists() and info.value.path == str(bad)
    assert not list(saves.saves_dir().glob("*.bad-*"))


def test_leftover_temporary_files_are_cleaned_up(home):
    good = saves.autosave(Record.from_json(plain("caesar")))
    d = saves.saves_dir()
    (d / ".autosave-caesar.json.abc123.tmp").write_text("half")
    (d / "notes.tmp.json.bad-1").write_text("keep")
    (d / "mine.txt").write_text("keep")
    assert saves.clean_temporary() == 1
    assert sorted(p.name for p in d.iterdir()) == sorted([good.name, "notes.tmp.json.bad-1", "mine.txt"])


# ----- random garbage ---------------------------------------------------------------------------

def _write_and_load(home, content: bytes):
    d = saves.saves_dir()
    for p in d.iterdir():
        p.unlink()
    path = d / "autosave-caesar.json"
    path.write_bytes(content)
    try:
        record = saves.load_record(path)
    except SaveFileError as exc:
        assert not path.exists()
        assert Path(exc.path).read_bytes() == content
        assert exc.msg.render("ja") and exc.msg.render("en")
        return None
    return record


GOOD = json.dumps(plain("caesar", 2, 4)).encode()


@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
@given(cut=st.integers(0, len(GOOD) - 1))
def test_truncated_saves(home, cut):
    assert _write_and_load(home, GOOD[:cut]) is None


@settings(max_examples=200, deadline=None, suppress_health_check=list(HealthCheck))
@given(pos=st.integers(0, len(GOOD) - 1), byte=st.integers(0, 255), n=st.integers(1, 4))
def test_corrupted_saves(home, pos, byte, n):
    content = GOOD[:pos] + bytes([byte]) * n + GOOD[pos + n:]
    record = _write_and_load(home, content)
    if record is not None:           # a harmless change (a digit of the date, a name letter) may still load
        assert record.game == "caesar" and len(record.seats) == 2


@settings(max_examples=100, deadline=None, suppress_health_check=list(HealthCheck))
@given(content=st.binary(max_size=400))
def test_random_bytes(home, content):
    _write_and_load(home, content)


JSONISH = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=20)


@settings(max_examples=200, deadline=None, suppress_health_check=list(HealthCheck))
@given(key=st.sampled_from(["seed", "options", "seats", "actions", "extras", "created", "version", "game"]),
       value=JSONISH)
def test_random_values_in_each_field(home, key, value):
    data = plain("imperium", 2, 2)
    data[key] = value
    _write_and_load(home, json.dumps(data).encode())


@settings(max_examples=200, deadline=None, suppress_health_check=list(HealthCheck))
@given(i=st.integers(0, 1), field=st.sampled_from(["type", "regions", "x"]), value=JSONISH)
def test_random_values_in_actions(home, i, field, value):
    data = plain("imperium", 2, 2)
    data["actions"][i][1][field] = value
    _write_and_load(home, json.dumps(data).encode())


# ----- the menu's Continue goes on after a bad autosave -------------------------------------------

@pytest.mark.parametrize("case", ["level_unknown", "square_text", "name_huge", "option_value"])
def test_continue_with_a_bad_autosave_goes_on(home, case):
    pygame = pytest.importorskip("pygame")
    from games.app.app import App
    from games.app.settings import Settings
    game, mutate, key = BAD[case]
    data = mutate(plain(game, 2))
    path = saves.saves_dir() / f"autosave-{game}.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    app = App(size=(1024, 640), headless=True, settings=Settings({"anim_speed": "off"}, path=home / "s.json"),
              audio=False)
    try:
        app.push("menu")
        app.step(1 / 60)
        app.top.continue_game()
        app.step(1 / 60)
        assert app.top.name == "menu" and not path.exists()
        assert any(f"autosave-{game}.json.bad-1" in t for t in app.toast_texts())
        app.push("load")
        app.step(1 / 60)
        assert app.top.entries == []
    finally:
        app.quit()
        pygame.event.clear()
