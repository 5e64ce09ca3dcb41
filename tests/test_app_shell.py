"""The app shell, driven headless by real pygame events at the positions of real widgets."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

from games import GAME_IDS, info  # noqa: E402
from games.core.players import RandomPlayer  # noqa: E402
from games.core.record import Record  # noqa: E402
from games.core.saves import autosave, save_named, saves_dir  # noqa: E402
from games.core.session import Session  # noqa: E402
from games.core.state import SeatInfo  # noqa: E402
from tests.app_kit import finished_record, make_app, move_at_screen, pump, pump_until  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


def click(app, widget_or_pos, frames: int = 3) -> None:
    pos = widget_or_pos if isinstance(widget_or_pos, tuple) else widget_or_pos.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    pump(app, frames)


def key(app, k: int, mod: int = 0, frames: int = 2) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0))
    pump(app, frames)


def seats(game: str, kinds: str) -> list[SeatInfo]:
    """``"hah"`` -> person, computer (easy), person."""
    gi = info(game)
    return [SeatInfo(f"P{i + 1}", "human" if c == "h" else "ai", None if c == "h" else "easy", gi.colours[i])
            for i, c in enumerate(kinds)]


# ----- menu -> set-up -> game -> pause -> menu ----------------------------------------------------

@pytest.mark.parametrize("lang", ["en", "ja"])
def test_menu_setup_game_pause_menu_for_every_game(app, lang):
    app.set_lang(lang)
    pump(app)
    for gid in GAME_IDS:
        menu = app.top
        assert menu.name == "menu"
        click(app, menu.new_buttons[gid])
        setup = app.top
        assert setup.name == "setup" and setup.game_id == gid
        # every seat a computer but the first: make the second a computer too if it is not
        click(app, setup.start_button)
        game = app.top
        assert game.name == "game", app.toast_texts()
        assert game.record.game == gid
        assert game.board_rect.w > 0
        key(app, pygame.K_ESCAPE)
        pause = app.top
        assert pause.name == "pause"
        click(app, pause.quit_button)
        assert app.top.name == "menu"
        assert len(app.stack) == 1
    # the text on screen is in the chosen language
    assert app.top.continue_button.text == app.tr("app.menu.continue")


def test_setup_choices(app):
    click(app, app.top.new_buttons["catilina"])
    setup = app.top
    gi = info("catilina")
    assert setup.n == gi.min_players
    click(app, setup.plus_button)
    assert setup.n == gi.min_players + 1
    # colours stay distinct while cycling
    click(app, setup.colour_buttons[0])
    assert len({setup.seats[i]["colour"] for i in range(setup.n)}) == setup.n
    # options cycle through the game's choices
    opt = gi.options[0]
    click(app, setup.option_buttons[opt.id])
    assert setup.options[opt.id] == opt.choices[1]
    # the starter becomes seat 0
    assert setup.starter_row_key() == "app.setup.starter"
    click(app, setup.starter_button)
    click(app, setup.starter_button)
    assert setup.starter == 1
    starter_name = setup.seats[1]["name"]
    setup.seed_entry.set_text("77")
    record = setup.make_record()
    assert record.seed == 77 and record.seats[0].name == starter_name and len(record.seats) == setup.n
    assert record.options[opt.id] == opt.choices[1]
    # same names are refused with a sentence, nothing starts
    setup.entries[1].set_text(setup.entries[0].get_text())
    click(app, setup.start_button)
    assert app.top is setup and app.toasts


# ----- Japanese glyphs -----------------------------------------------------------------------

def test_japanese_renders_real_glyphs(app):
    font = app.fonts.get(28)
    missing = font.render("\ue000", True, (0, 0, 0))
    seen = set()
    for ch in "日本語のゲーム":
        s = font.render(ch, True, (0, 0, 0))
        assert s.get_width() > 8
        raw = pygame.image.tobytes(s, "RGBA")
        assert raw != pygame.image.tobytes(missing, "RGBA") or s.get_size() != missing.get_size()
        seen.add(raw)
    assert len(seen) == len(set("日本語のゲーム"))
    # the widgets' font too
    from games.app.gui import FONT_NAME
    gfont = app.gui.manager.get_theme().get_font_dictionary().find_font(18, FONT_NAME)
    a, b = gfont.render_premul("開始", (0, 0, 0)), gfont.render_premul("終了", (0, 0, 0))
    assert a.get_width() > 20 and pygame.image.tobytes(a, "RGBA") != pygame.image.tobytes(b, "RGBA")


def test_language_switch_is_live(app):
    click(app, app.top.lang_button)
    assert app.lang == "ja"
    assert app.top.bottom["quit"].text == "終了"
    click(app, app.top.lang_button)
    assert app.lang == "en" and app.top.bottom["quit"].text == "Quit"


# ----- pass and play ----------------------------------------------------------------------

def _spy_board(game):
    drawn = []
    real = game.board.draw

    def draw(surface):
        drawn.append(game.board.viewer)
        real(surface)
    game.board.draw = draw
    return drawn


def test_handoff_between_two_persons_hides_everything(app):
    record = Record("catilina", seats("catilina", "hha"), seed=5)
    game = app.push("game", record=record)
    drawn = _spy_board(game)
    pump(app, 4)
    handoff = app.top
    assert handoff.name == "handoff"
    first = handoff.seat
    # nothing secret drawn before the click: the board holds only the public view
    assert game.board.viewer is None and all(v is None for v in drawn)
    click(app, handoff.confirm_button)
    assert app.top is game and game.board.viewer == first
    # play persons' moves; each change of person brings a hand-off first
    rng = RandomPlayer(3)
    handoffs = 0
    for _ in range(40):
        if game.session.state.is_over():
            break
        top = app.top
        if top.name == "handoff":
            handoffs += 1
            assert game.board.viewer is None
            n = len(drawn)
            pump(app, 2)
            assert all(v is None for v in drawn[n:])
            click(app, top.confirm_button)
            continue
        if top.name != "game":
            break
        if game.looking is not None:
            # the asker looks at the cards shown to them; they say when they have seen them
            game.anim.skip()
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r",
                                                 scancode=0))
            pump(app, 2)
            continue
        seat = game.viewer
        if seat is not None and seat in game.session.state.to_act() and game.pending_handoff is None:
            assert game.submit(seat, rng.choose(game.session.state.view_for(seat), seat))
        pump(app, 3)
    assert handoffs >= 1


def test_no_handoff_with_one_person(app):
    record = Record("catilina", seats("catilina", "haa"), seed=9)
    game = app.push("game", record=record)
    rng = RandomPlayer(4)
    for _ in range(12):
        pump(app, 3)
        assert app.find("handoff") is None
        state = game.session.state
        if state.is_over() or app.top is not game:
            break
        if 0 in state.to_act():
            assert game.board.acting
            game.submit(0, rng.choose(state.view_for(0), 0))
    assert game.handoffs == 0 and game.viewer == 0


def test_all_computer_game_is_public(app):
    record = Record("imperium", seats("imperium", "aa"), seed=2)
    game = app.push("game", record=record)
    pump_until(app, lambda: record.actions, what="the computers' first move")
    assert game.viewer is None and game.board.viewer is None and app.find("handoff") is None
    assert len(record.actions) >= 1     # the computers play on their own


# ----- undo, refusals, log, replay, end ----------------------------------------------------------

def test_refusal_shows_sentence_and_changes_nothing(app):
    record = Record("caesar", seats("caesar", "ha"), seed=1)
    game = app.push("game", record=record)
    pump(app)
    before = len(record.actions)
    key(app, pygame.K_z, pygame.KMOD_CTRL)      # nothing to undo
    assert app.toasts and app.toasts[-1].kind == "error"
    assert len(record.actions) == before
    # an action for a seat that is not at the screen is refused too
    other = 1
    legal = game.session.state.legal_actions(0) or [None]
    assert game.submit(other, legal[0]) is False
    assert len(record.actions) == before


def test_undo_own_move_and_redo(app):
    record = Record("caesar", seats("caesar", "hh"), seed=1)
    game = app.push("game", record=record)
    pump(app)
    if app.top.name == "handoff":
        click(app, app.top.confirm_button)
    seat = game.viewer
    state = game.session.state
    action = state.legal_actions(seat)[0]
    assert game.submit(seat, action)
    pump(app)
    if game.session.can_undo(seat):
        key(app, pygame.K_ESCAPE)          # from the hand-off screen too (the mover is still there)
        assert app.top.name == "pause"
        click(app, app.top.undo_button)
        assert len(record.actions) == 0 and app.top is game and app.find("handoff") is None
        assert game.board.viewer == seat and game.board.acting
        key(app, pygame.K_ESCAPE)
        click(app, app.top.redo_button)
        assert len(record.actions) == 1


def test_log_click_opens_replay(app):
    record = Record("imperium", seats("imperium", "aa"), seed=3)
    game = app.push("game", record=record)
    pump_until(app, lambda: len(record.actions) >= 3, what="three moves of the computers")
    game.auto = False
    pump(app, 2)
    assert game.log_rows
    row, index = game.log_rows[0]
    click(app, row.center)
    replay = app.top
    assert replay.name == "replay" and replay.index == index
    click(app, replay.first_button)
    assert replay.index == 0
    click(app, replay.next_button)
    assert replay.index == 1
    click(app, replay.back_button)
    assert app.top is game


def test_end_screen_and_rematch(app):
    record = finished_record("imperium", "ha", 4)
    app.push("game", record=record)
    pump(app, 3)
    end = app.top
    assert end.name == "end"
    assert end.winners_text()
    for _ in range(100):                      # the chart is replayed a slice a frame
        if end.scores.done:
            break
        pump(app, 1)
    assert end.series and len(end.series) > 1
    click(app, end.replay_button)
    assert app.top.name == "replay"
    key(app, pygame.K_ESCAPE)
    assert app.top is end
    click(app, end.rematch_button)
    new = app.top
    assert new.name == "game" and new.record.seed != record.seed or new.record is not record
    assert [s.name for s in new.record.seats] == [s.name for s in record.seats]


# ----- saves, continue, load ------------------------------------------------------------------

def test_the_autosave_after_a_move_does_not_replay_the_game(app, home, monkeypatch):
    """The game's state says whether it is over: replaying a long record (Caesar XL runs to a
    thousand actions) at every autosave would cost a tenth of a second a move."""
    from games.core import saves
    game = app.push("game", record=Record("caesar", seats("caesar", "hh"), seed=3))
    pump(app, 2)

    def replayed(record):
        raise AssertionError("the autosave replayed the record")
    monkeypatch.setattr(saves, "is_finished", replayed)
    seat = game.session.state.to_act()[0]
    assert game.submit(seat, game.session.state.legal_actions(seat)[0])
    pump(app, 2)
    assert saves.load_record(saves.autosave_path("caesar")).actions == game.record.actions


def test_continue_and_damaged_save_in_load_list(app, home):
    record = Record("caesar", seats("caesar", "ha"), seed=8)
    autosave(record)
    save_named(Record("imperium", seats("imperium", "ha"), seed=2), "my game")
    bad = saves_dir() / "broken.json"
    bad.write_text("{ not json", encoding="utf-8")
    app.top.rebuild()
    pump(app)
    assert app.top.continue_button.is_enabled
    click(app, app.top.bottom["load"])
    load = app.top
    assert load.name == "load"
    assert len(load.problems) == 1 and not bad.exists()
    assert (saves_dir() / "broken.json.bad-1").exists()
    assert any("broken.json" in t for t in app.toast_texts())
    assert len(load.entries) == 2
    click(app, load.open_buttons[0])
    assert app.top.name == "game"
    key(app, pygame.K_ESCAPE)
    click(app, app.top.quit_button)
    click(app, app.top.continue_button)
    assert app.top.name == "game"


def played(record: Record, n: int, seed: int = 2) -> Record:
    """``record`` with ``n`` actions of random players added (through a session)."""
    session = Session(record)
    player = RandomPlayer(seed)
    for _ in range(n):
        seat = session.state.to_act()[0]
        session.act(seat, player.choose(session.state.view_for(seat), seat))
    return record


def test_continue_and_load_check_a_save_once(app, home, monkeypatch):
    """A save is replayed with every action checked when it is read; the game opened from it
    (Continue, Load) replays it unchecked, and so do its undo checks: not checked again."""
    record = played(Record("caesar", seats("caesar", "hh"), seed=8), 12)
    autosave(record)
    app.top.rebuild()
    pump(app)
    replays = []
    real_replay, real_events = Record.replay, Record.replay_events

    def replay(self, upto=None, trusted=False):
        replays.append(("replay", len(self.actions) if upto is None else upto, trusted))
        return real_replay(self, upto, trusted)

    def replay_events(self, trusted=False):
        replays.append(("events", len(self.actions), trusted))
        return real_events(self, trusted)
    monkeypatch.setattr(Record, "replay", replay)
    monkeypatch.setattr(Record, "replay_events", replay_events)
    for opener in ("continue", "load"):
        replays.clear()
        if opener == "continue":
            click(app, app.top.continue_button)
        else:
            click(app, app.top.bottom["load"])
            click(app, app.top.open_buttons[0])
        assert app.top.name == "game" and app.top.record.actions == record.actions, opener
        checked = [r for r in replays if not r[2] and r[1] > 0]
        assert checked == [("replay", 12, False)], (opener, replays)     # read: checked once
        assert ("events", 12, True) in replays, (opener, replays)        # opened: trusted
        key(app, pygame.K_ESCAPE)
        click(app, app.top.quit_button)


def test_ctrl_s_saves(app):
    record = Record("caesar", seats("caesar", "ha"), seed=8)
    app.push("game", record=record)
    pump(app)
    key(app, pygame.K_s, pygame.KMOD_CTRL)
    names = [p.name for p in saves_dir().glob("*.json") if not p.name.startswith("autosave-")]
    assert names and app.toasts


# ----- settings, help, keyboard ---------------------------------------------------------------

def test_settings_persist(app, home):
    click(app, app.top.bottom["settings"])
    st = app.top
    assert st.name == "settings"
    click(app, st.lang_button)
    assert app.lang == "ja"
    speed = app.settings["anim_speed"]
    click(app, app.top.speed_button)
    click(app, app.top.cb_button)
    click(app, app.top.size_button)
    from games.app.settings import Settings
    saved = Settings.load(home / "settings.json")
    assert saved["lang"] == "ja" and saved["anim_speed"] != speed and saved["colour_blind"] is True
    assert tuple(saved["window_size"]) == app.size
    data = json.loads((home / "settings.json").read_text(encoding="utf-8"))
    assert data["lang"] == "ja"
    key(app, pygame.K_ESCAPE)
    assert app.top.name == "menu" and app.top.bottom["settings"].text == "設定"


def test_help_from_menu_and_f1(app):
    click(app, app.top.bottom["rules"])
    help_ = app.top
    assert help_.name == "help"
    pump(app)
    assert help_.lines
    other = GAME_IDS[-1]
    click(app, help_.tab_buttons[other])
    assert help_.game_id == other
    key(app, pygame.K_PAGEDOWN)
    click(app, help_.back_button)
    record = Record("catilina", seats("catilina", "haa"), seed=1)
    app.push("game", record=record)
    key(app, pygame.K_F1)
    assert app.top.name == "help" and app.top.game_id == "catilina"
    app.set_lang("ja")
    pump(app)
    assert app.top.lines


def test_help_markdown_parsing():
    from games.app.scenes.help import parse, runs
    blocks = parse("# Title\n\nSome **bold** text\ngoes on.\n\n- one\n- two\n\n> note\n")
    assert blocks[0] == ("h1", "Title")
    assert blocks[1] == ("p", "Some **bold** text goes on.")
    assert [b[0] for b in blocks[2:]] == ["li", "li", "quote"]
    assert runs("a **b** c") == [("a ", False), ("b", True), (" c", False)]


def test_worker_cancel_and_fallback_player():
    import threading
    from games.app.worker import Worker, make_player

    class Slow:
        def choose(self, view, seat, cancel=None):
            cancel.wait(5)
            return "stopped" if cancel.is_set() else "late"
    w = Worker(Slow(), None, 0)
    w.cancel()
    assert w.wait(2) and w.action == "stopped" and w.cancelled
    assert hasattr(make_player("caesar", "easy", 1), "choose")
    assert threading.active_count() >= 1


def test_screenshot_option_writes_png(tmp_path):
    out = tmp_path / "shot.png"
    env = dict(os.environ, LUDI_ROMANI_HOME=str(tmp_path), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    r = subprocess.run([sys.executable, str(ROOT / "main.py"), "--screenshot", str(out), "--scene", "game:catilina",
                        "--autoplay", "3", "--lang", "ja", "--size", "1024x700"],
                       cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    img = pygame.image.load(str(out))
    assert img.get_size() == (1024, 700)


def test_a_new_game_keeps_the_game_in_progress_of_its_kind(app, home):
    """There is one autosave per game: a new game (or one opened from the Load screen) used to
    write over a game still running at its first move, and that game was lost. It is now kept
    as a save of its own, listed by Load, and a toast says so; the same game's autosave is
    written over as before (a finished game's is kept too: tests/test_saves_keep_finished.py)."""
    from games.core.saves import list_saves, load_record
    running = played(Record("caesar", seats("caesar", "hh"), seed=8, created=1_700_000_000.0), 6)
    autosave(running)
    game = app.push("game", record=Record("caesar", seats("caesar", "hh"), seed=9))
    move_at_screen(app, game)
    kept = [p for p in list_saves() if "unfinished" in p.name]
    assert len(kept) == 1 and load_record(kept[0]).actions == running.actions
    assert load_record(saves_dir() / "autosave-caesar.json").actions == game.record.actions
    assert any("unfinished game of Caesar" in t for t in app.toast_texts()) and not any(kept[0].stem in t for t in app.toast_texts())
    # the same game again (Continue): nothing more kept
    key(app, pygame.K_ESCAPE)
    click(app, app.top.quit_button)
    click(app, app.top.continue_button)
    assert app.top.name == "game"
    again = app.top
    seat = again.session.state.to_act()[0]
    assert again.submit(seat, again.session.state.legal_actions(seat)[0])
    pump(app)
    assert len([p for p in list_saves() if "unfinished" in p.name]) == 1
    # the kept game opened from the Load screen goes back to being the autosave: one row, not two
    key(app, pygame.K_ESCAPE)
    click(app, app.top.quit_button)
    click(app, app.top.bottom["load"])
    load = app.top
    row = next(i for i, (p, _) in enumerate(load.entries) if "unfinished" in p.name)
    click(app, load.open_buttons[row])
    opened = app.top
    assert opened.name == "game" and opened.record.actions == running.actions
    seat = opened.session.state.to_act()[0]
    assert opened.submit(seat, opened.session.state.legal_actions(seat)[0])
    pump(app)
    names = [p.name for p in list_saves()]
    assert not [n for n in names if "unfinished" not in n and n != "autosave-caesar.json"]
    kept_now = [n for n in names if "unfinished" in n]
    assert len(kept_now) == 1 and kept_now != [kept[0].name]          # the other game kept, the old file gone
    assert load_record(saves_dir() / "autosave-caesar.json").actions[:len(running.actions)] == running.actions


def test_with_no_animation_a_games_end_shows_its_last_move(home):
    """With the animations off, the computers' last move and the end screen came in one frame:
    the top bar still said whose turn it was and the log lacked the winning move."""
    a = make_app(home)
    try:
        game = a.push("game", record=Record("seize_rome", seats("seize_rome", "aa"), seed=4))
        pump_until(a, lambda: game.end_shown, what="the end of a game of two computers")
        assert game.end_shown and game.session.state.is_over()
        assert not game.text_held()
        assert len(game.shown_log) == len(game.session.log(None))
        assert game.shown_status == game.session.state.status()
    finally:
        a.quit()
        pygame.event.clear()
