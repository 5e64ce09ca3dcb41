"""What a first game stumbled on, window side: set-up, Continue, the end dialog, the replay
of a finished game, the settings and the layout at small and large windows."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.app.fonts import latin_ellipsis  # noqa: E402
from games import GAME_IDS, info  # noqa: E402
from games.core.conformance import snapshot  # noqa: E402
from games.core.players import RandomPlayer  # noqa: E402
from games.core.record import Record  # noqa: E402
from games.core.saves import autosave  # noqa: E402
from games.core.session import Session  # noqa: E402
from games.core.text import tr  # noqa: E402
from tests.app_kit import finished_record, frame_that_opens, make_app, pump, pump_until, seats, settle  # noqa: E402


#: the name games' own tests import a finished game by
finished = finished_record


def test_continue_offers_only_a_game_in_progress(app):
    import os
    import time
    autosave(Record("caesar", seats("caesar", "ha"), seed=8))
    time.sleep(0.01)
    done = finished_record("imperium", "ha", 4)
    path = autosave(done)
    os.utime(path, (time.time() + 5, time.time() + 5))     # the finished game is the newest
    app.top.rebuild()
    pump(app)
    menu = app.top
    assert menu.continue_button.is_enabled and menu.continue_path.name == "autosave-caesar.json"
    menu.continue_game()
    assert app.top.name == "game" and app.top.record.game == "caesar"
    app.reset("menu")
    (path.parent / "autosave-caesar.json").unlink()
    app.top.rebuild()
    assert not app.top.continue_button.is_enabled


def test_setup_names_follow_the_language_and_buttons_show_cues(app):
    app.settings.set("last_names", [tr("app.name.1", "ja"), "Brutus"])
    setup = app.push("setup", game_id="caesar")
    pump(app)
    names = [e.get_text() for e in setup.entries]
    assert names[0] == tr("app.name.1", "en") and names[1] == "Brutus"     # typed names stay
    app.set_lang("ja")
    pump(app)
    assert setup.entries[0].get_text() == tr("app.name.1", "ja") and setup.entries[1].get_text() == "Brutus"
    b = setup.colour_buttons[0]
    assert b.text.startswith("◀") and b.text.endswith("▶") and b.tool_tip_text


def test_a_choice_button_steps_back_on_its_left_arrow_and_on_elsewhere(app):
    """The set-up's choice buttons read "◀ value ▶": a click on the ◀ third goes back."""
    from tests.test_app_shell import click
    setup = app.push("setup", game_id="caesar")
    pump(app)
    kinds = ["human"] + list(setup.info.levels)
    setup.seats[1]["kind"] = kinds[1]
    b = setup.kind_buttons[1]
    click(app, setup.kind_back[1])
    assert setup.seats[1]["kind"] == kinds[0] and setup.kind_label(kinds[0]) in b.text
    click(app, setup.kind_next[1])
    click(app, b)                                   # the kind's box steps on, as ▶ does
    assert setup.seats[1]["kind"] == kinds[2]
    c = setup.colour_buttons[0]
    before = setup.seats[0]["colour"]
    click(app, (c.rect.right - 8, c.rect.centery))
    click(app, (c.rect.x + 8, c.rect.centery))
    assert setup.seats[0]["colour"] == before


def test_a_scripted_opponents_name_is_not_offered_to_a_person_next_time(app):
    setup = app.push("setup", game_id="seize_rome", entry="solo")
    pump(app)
    crassus = next(i for i in range(setup.n) if setup.seats[i]["kind"].startswith("script:"))
    setup.start()
    pump_until(app, lambda: app.top.name == "game", what="the game opened")
    app.reset("menu")
    setup = app.push("setup", game_id="seize_rome")
    pump(app)
    assert setup.seats[crassus]["kind"] == "normal"
    assert setup.entries[crassus].get_text() == tr(f"app.name.{crassus + 1}", "en")


@pytest.mark.parametrize("game", list(GAME_IDS))
def test_the_setup_starts_from_the_last_choices_of_that_game(app, game):
    """A second "New game" of a game opens with the choices its last game started with (players,
    colours, persons and computer levels, options, who starts), kept in the settings; another
    game, and the game's own menu entries, keep theirs apart."""
    gi = info(game)
    setup = app.push("setup", game_id=game)
    pump(app)
    default = [dict(s) for s in setup.seats], dict(setup.options), setup.n
    setup.set_n(gi.max_players)
    for i in range(setup.n):
        setup.cycle_kind(i)
        setup.cycle_colour(i)
    for opt in setup.shown_options():
        setup.cycle_option(opt)
    setup.cycle_starter()
    setup.cycle_starter()
    chosen = [{k: s[k] for k in ("colour", "kind")} for s in setup.seats[:setup.n]], dict(setup.options), \
        setup.n, setup.starter
    assert chosen[0] != [{k: s[k] for k in ("colour", "kind")} for s in default[0][:setup.n]]
    setup.start()
    pump_until(app, lambda: app.top.name == "game", what="the game the set-up started")
    app.reset("menu")
    again = app.push("setup", game_id=game)
    pump(app)
    assert ([{k: s[k] for k in ("colour", "kind")} for s in again.seats[:again.n]], again.options, again.n,
            again.starter) == chosen
    assert app.settings["last_setup"][game]["n"] == chosen[2]
    other = next(g for g in GAME_IDS if g != game)
    fresh = app.push("setup", game_id=other)
    pump(app)
    assert fresh.options == info(other).default_options()
    for entry in gi.entries:                   # an entry starts from its own presets
        app.reset("menu")
        own = app.push("setup", game_id=game, entry=entry.id)
        pump(app)
        assert own.n == len(entry.seats)


def test_start_says_starting_before_the_game_is_built(app):
    setup = app.push("setup", game_id="imperium")
    pump(app)
    setup.start()
    assert app.top is setup and setup.start_button.text == latin_ellipsis(setup.tr("app.setup.starting"))
    assert not setup.start_button.is_enabled
    app.step(1 / 60)              # the frame with "Starting..." is drawn first
    pump(app, 2)
    assert app.top.name == "game"


def test_start_takes_a_map_games_picture_steps_before_it_builds_the_game(app, monkeypatch):
    """A map game started before its map picture was decoded (the menu left at once) takes the
    decoding and the halving a frame each while "Starting..." shows, as Continue and Load do,
    and builds the board in a frame of its own; with the pictures ready, Start is as before."""
    from games.app import mapview
    steps = _picture_steps(app, monkeypatch)

    def started(resize: bool = False) -> int:
        """Start clicked on a set-up just drawn: the frame that built the game (a resize in
        the frame after the click's: laid out again, it opens nothing; it may take the next
        step, one longer frame rather than a count of frames to skip)."""
        app.reset("menu")
        setup = app.push("setup", game_id="caesar_xl")
        app.step(1 / 60)                    # (its first frame takes no step ahead)
        setup.start()
        for i in range(8):
            if resize and i == 1:
                pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1100, 700), w=1100, h=700))
                app.step(1 / 60)
            assert app.top is setup and setup.start_button.text == latin_ellipsis(setup.tr("app.setup.starting"))
            frame = app.frames
            app.step(1 / 60)
            if app.top.name == "game":
                return frame
        raise AssertionError(steps)

    assert not mapview.pictures_ready(mapview.map_pictures(["caesar_xl"]))
    opened = started(resize=True)
    assert [k for k, _ in steps][:2] == ["decode", "halve 1"], steps
    assert len({f for _, f in steps[:2]}) == 2 and all(f < opened for _, f in steps[:2]), (steps, opened)
    # the pictures ready: "Starting..." drawn, then the game in the next frame, no step before it
    del steps[:]
    first = app.frames + 1
    opened = started()
    assert opened == first + 1 and [s for s in steps if s[1] < opened] == [], (steps, first, opened)


def test_end_dialog_can_be_put_aside_and_dragged(app):
    game = app.push("game", record=finished_record("caesar", "ha", 3))
    pump(app, 4)
    end = app.top
    assert end.name == "end"
    before = end.rect.copy()
    start = (end.rect.centerx, end.rect.y + 20)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0] - 150, start[1] + 60), rel=(0, 0),
                                         buttons=(1, 0, 0)))
    pump(app)
    # while dragging, the dialog and its buttons move together
    assert end.rect.center == (before.centerx - 150, before.centery + 60)
    assert end.rematch_button.rect.centerx < before.centerx - 100
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(start[0] - 150, start[1] + 60), button=1))
    pump(app)
    assert end.rect.center == (before.centerx - 150, before.centery + 60) and end.drag is None
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=end.look_button.rect.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end.look_button.rect.center, button=1))
    pump(app)
    assert end.hidden and app.top is end
    # nothing of the dialog is drawn over the final board
    alone = pygame.Surface(app.screen.get_size())
    game.draw(alone)
    probe = (before.centerx - 150, before.centery + 40)
    assert app.screen.get_at(probe) == alone.get_at(probe)
    end.toggle()
    assert not end.hidden and end.rect.center == (before.centerx - 150, before.centery + 60)


@pytest.mark.parametrize("game, kinds", [("caesar", "ha"), ("catilina", "haa")])
def test_the_put_aside_dialogs_button_covers_no_line_of_the_log(app, game, kinds):
    """"Show the result" stands at the foot of the log column, and the log keeps that strip
    free: its last line stays readable above the button and nothing of the board is under it;
    brought back, the log has its whole height again."""
    game_scene = app.push("game", record=finished_record(game, kinds, 3))
    pump(app, 4)
    end = app.top
    assert end.name == "end"
    full = game_scene.log_area.copy()
    end.toggle()
    pump(app, 2)
    button = end.show_button.rect
    rows = game_scene.log_rows
    newest, _ = game_scene._log_lines()
    assert rows and game_scene.log_scroll == 0 and rows[-1][1] == newest[0][0]     # the newest line is shown
    assert all(r.bottom <= button.top for r, _ in rows)
    assert game_scene.log_area.bottom <= button.top
    assert not button.colliderect(game_scene.board_rect) and game_scene.log_rect.contains(button)
    end.toggle()
    pump(app, 2)
    assert game_scene.log_area == full and game_scene.log_foot == 0


def test_catilina_end_shows_what_decided_the_game(app):
    record = finished_record("catilina", "haa", 5)
    app.push("game", record=record)
    pump(app, 4)
    end = app.top
    assert end.name == "end" and end.outcome.scores is None
    keys = [m.key for m in end.lines]
    assert "catilina.ev.revealed" in keys            # the conspirators
    assert any(k.startswith("catilina.ev.right") or k.startswith("catilina.ev.wrong") for k in keys) \
        or record.replay().outcome().reason.key != "catilina.end.correct"


def test_replay_of_a_finished_game_shows_everything(app):
    record = finished_record("catilina", "haa", 7)
    game = app.push("game", record=record)
    pump(app, 4)
    game.open_replay(0)
    replay = app.top
    assert replay.finished and replay.seen_button is not None
    replay.goto(3)
    view = replay.board.view
    assert all(h is not None for h in view.hands)      # every hand, though the game was secret
    replay.cycle_seen_as()
    assert replay.board.viewer == 0
    # a game still in progress keeps its secrets in the replay
    live = Record("catilina", seats("catilina", "haa"), 7)
    live.actions = record.actions[:3]
    app.reset("menu")
    app.push("replay", record=live, index=3)
    replay = app.top
    assert not replay.finished and replay.seen_button is None
    assert snapshot(replay.board.view) == snapshot(live.replay(3).view_for(None))


def test_music_slider_follows_the_music_switch(app):
    app.settings.set("music", False)
    scene = app.push("settings")
    pump(app)
    assert not scene.music_slider.is_enabled
    scene.toggle_music()
    assert scene.music_slider.is_enabled
    scene.toggle_music()
    assert not scene.music_slider.is_enabled


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1024, 640), (1000, 700), (1280, 800), (1920, 1080)])
def test_menu_tiles_are_wide_enough_for_their_words(home, size, lang):
    """A window too low for whole tiles in two rows shows compact tiles (no blurb, a smaller
    picture) in two rows rather than six narrow tiles in one row, whose titles and button
    words were cut (1024x640, 1000x700); the default window keeps whole tiles."""
    from games.app.scenes.menu import TILE_W
    a = make_app(home, size=size)
    try:
        a.set_lang(lang)
        a.top.rebuild()
        menu = a.top
        assert all(r.w >= TILE_W for r, _, _ in menu.tiles), [r.w for r, _, _ in menu.tiles]
        assert menu.compact == (size[1] < 800)
        font = a.fonts.get(18)
        for key, button in list(menu.new_buttons.items()) + list(menu.rules_buttons.items()):
            assert font.size(button.text)[0] <= button.rect.w - 8, (key, button.text, button.rect.w)
    finally:
        a.quit()
        pygame.event.clear()


@pytest.mark.parametrize("size", [(1024, 640), (1600, 1000), (1920, 1080)])
def test_menu_tiles_fill_the_window_without_a_large_gap(home, size):
    a = make_app(home, size=size)
    try:
        menu = a.top
        bottom = min(b.rect.y for b in menu.bottom.values())
        top_of_tiles = min(r.y for r, _, _ in menu.tiles)
        end_of_tiles = max(r.bottom for r, _, _ in menu.tiles)
        assert top_of_tiles >= 150 and end_of_tiles <= bottom - 20       # nothing overlaps
        above, below = top_of_tiles - 150, bottom - end_of_tiles
        assert abs(above - below) <= 60 and below < size[1] * 0.2        # centred, no wide empty band
    finally:
        a.quit()
        pygame.event.clear()


def test_a_return_to_the_menu_finds_its_picture_painted(app, monkeypatch):
    """Every return to the menu (a game left, a rematch, the end of a game) makes a new menu
    scene: it finds the picture the last one painted (20-60 ms of its first frame) while the
    size, language, hovered tile and Continue line are the same, and shows the same pixels as
    a menu painted afresh; at another size it is painted again."""
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (2, 2))      # (no tile hovered)
    pump(app)
    shown = pygame.image.tobytes(app.screen, "RGB")
    app.push("game", record=Record("caesar", seats("caesar", "hh"), seed=4), autosave_on=False)
    pump(app)
    menu = app.reset("menu")
    pump(app)
    assert menu.repaints == 0 and pygame.image.tobytes(app.screen, "RGB") == shown
    autosave(Record("caesar", seats("caesar", "hh"), seed=5))      # another Continue line: still kept
    menu = app.reset("menu")
    pump(app)
    assert menu.continue_path is not None and menu.repaints == 0
    drawn, fresh = pygame.Surface(app.size), pygame.Surface(app.size)
    menu.draw(drawn)
    menu.paint(fresh, None)
    assert pygame.image.tobytes(drawn, "RGB") == pygame.image.tobytes(fresh, "RGB")
    shown = pygame.image.tobytes(app.screen, "RGB")
    menu.drop_layers()
    pump(app)
    assert menu.repaints == 1 and pygame.image.tobytes(app.screen, "RGB") == shown
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1100, 700), w=1100, h=700))
    pump(app)
    assert menu.repaints == 2


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_lit_tile_is_painted_alone_over_the_kept_menu(app, monkeypatch, lang):
    """The pointer moving onto a tile paints that tile alone, lit, over the menu's kept picture
    (the whole menu took 20-60 ms at each tile the pointer crossed): the same pixels as the
    menu painted afresh with that tile lit, for every tile."""
    autosave(Record("caesar", seats("caesar", "hh"), seed=5))          # (the Continue line too)
    app.set_lang(lang)
    app.top.rebuild()
    settle(app)                                     # (the menu painted in the new language)
    menu = app.top
    assert menu.continue_path is not None
    for rect, key, _img_h in menu.tiles:
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda r=rect: r.center)
        shown = pygame.Surface(app.size)
        painted = menu.repaints
        menu.draw(shown)
        assert menu.repaints == painted + 1                 # the lit tile alone
        fresh = pygame.Surface(app.size)
        menu.paint(fresh, key)
        assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(fresh, "RGB"), key
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (2, 2))
    shown, fresh = pygame.Surface(app.size), pygame.Surface(app.size)
    menu.draw(shown)
    menu.paint(fresh, None)
    assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(fresh, "RGB")


def test_the_load_screen_opened_again_reads_only_the_saves_written_since(app, monkeypatch):
    """Each save was read and replayed at every opening of the Load screen (100 ms of a frame
    for 60 saves): a file unchanged since (modification time and size) is not read again, a
    file written since is; a game opened from the list plays on a copy, so the next list shows
    the save as it is on disk."""
    import os
    from games.app.scenes import load as load_mod
    from games.core.saves import save_named
    for i in range(3):
        save_named(Record("caesar", seats("caesar", "hh"), seed=i), f"kept {i}")
    reads = []
    real = load_mod.load_record
    monkeypatch.setattr(load_mod, "load_record", lambda path, *a, **k: reads.append(path.name) or real(path, *a, **k))
    first = app.push("load")
    assert len(reads) == 3 and len(first.entries) == 3
    app.pop()
    again = app.push("load")
    assert len(reads) == 3 and [p for p, _ in again.entries] == [p for p, _ in first.entries]
    app.pop()
    path = first.entries[0][0]
    save_named(Record("caesar", seats("caesar", "hh"), seed=9), path.stem, replace=True)      # written since
    st = path.stat()
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 10 ** 9))
    third = app.push("load")
    assert reads[3:] == [path.name] and len(third.entries) == 3
    record = third.entries[0][1]
    third.open(record)
    game = app.top
    assert game.name == "game" and game.record is not record and game.record.actions == record.actions


def test_the_load_screen_reads_its_saves_a_slice_a_frame(app, monkeypatch):
    """Reading a save replays it with every action checked (a long Caesar XL game: 125 ms):
    the opening frame reads what fits its share, the next frames the rest, a slice each; the
    rows come in the list's order and a line says the saves are being read meanwhile."""
    from games.app.scenes import load as load_mod
    from games.core.saves import list_saves, save_named
    from games.core.text import tr
    monkeypatch.setattr(load_mod, "_read", {})
    app.tasks.seconds = 0.0                                  # the least: a save a frame
    for i in range(4):
        save_named(Record("caesar", seats("caesar", "hh"), seed=i), f"slice {i}")
    said = []
    real_text = load_mod.text
    monkeypatch.setattr(load_mod, "text", lambda app_, surface, s, *a, **k: said.append(s) or real_text(app_, surface, s, *a, **k))
    scene = app.push("load")
    assert len(scene.entries) == 1 and scene.busy()
    seen, reading = [len(scene.entries)], []
    for _ in range(10):
        said.clear()
        app.step(1 / 60)
        seen.append(len(scene.entries))
        reading.append(tr("app.load.reading", app.lang) in said)
        if not scene.unread:
            break
    assert seen == [1, 1, 2, 3, 4] and not scene.busy()      # (the opening frame: what it read)
    assert [p for p, _ in scene.entries] == list_saves() and len(scene.open_buttons) == 4
    # the line shows while saves are left to read, and the page painted with the last has none
    assert reading == [True, True, True, False] and said, reading


# ----- help pages ------------------------------------------------------------------------------

def test_help_tables_and_pictures_are_parsed():
    from games.app.scenes.help import parse
    blocks = parse("Intro\n\n| Region | List |\n|---|---|\n| 1 Italia | 1 |\n| 9 Britannia | 9, 5, 3, 2 |\n\n"
                   "![The board](help/caesar-en.png)\n\nAfter.")
    assert blocks == [("p", "Intro"), ("table", "Region\tList\n1 Italia\t1\n9 Britannia\t9, 5, 3, 2"),
                      ("img", "help/caesar-en.png\tThe board"), ("p", "After.")]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_help_pages_show_tables_pictures_and_no_raw_markup(app, lang):
    import re
    from games import GAME_IDS
    from games.app.fonts import asset_path
    from games.app.scenes.help import help_text, parse
    heading = {"en": "How to play on this screen", "ja": "この画面での遊び方"}[lang]
    for gid in GAME_IDS:
        blocks = parse(help_text(gid, lang))
        assert ("h2", heading) in blocks, gid
        pictures = [b for b in blocks if b[0] == "img"]
        assert pictures and asset_path("art", *pictures[0][1].split("\t")[0].split("/")).exists(), gid
        assert pictures[0][1].startswith(f"help/{gid}-{lang}.png")
        for kind, s in blocks:
            assert "|" not in s or kind == "table", (gid, s)                  # no raw table pipes
            assert not re.search(r"recorded as card|\.json|`", s), (gid, s)   # no developer notes
    if lang == "en":
        imperium = parse(help_text("imperium", lang))
        assert any(kind == "table" for kind, _ in imperium)
    scene = app.push("help", game_id="imperium")
    app.set_lang(lang)
    pump(app)
    widths = [s.get_width() for s, _, _ in scene.lines if isinstance(s, pygame.Surface)]
    assert max(widths) <= scene.rect.w                                      # the picture fits the page


def test_help_pictures_number_what_the_pages_explain():
    """Every callout of the picture tool finds its place on the board, and each page explains
    exactly the numbers its picture shows."""
    from games.app.scenes.help import help_text, parse
    from tests.tool_kit import load_tool
    tool = load_tool("make_help_pictures")
    for gid, (seed, moves, marks) in tool.callouts().items():
        for lang in ("en", "ja"):
            blocks = parse(help_text(gid, lang))
            i = next(k for k, b in enumerate(blocks) if b[0] == "img")
            numbered = [b for b in blocks[i + 1:i + 1 + len(marks) + 1] if b[0].startswith("ol:")]
            assert [b[0] for b in numbered] == [f"ol:{m[0]}." for m in marks], (gid, lang)
        from games.app.app import App
        from games.app.settings import Settings
        app = App(size=tool.SIZE, headless=True, settings=Settings({"anim_speed": "off", "music": False}, path=None),
                  audio=False)
        try:
            app.push("menu")
            scene = app.push("game", record=tool.picture_record(gid, seed, "en"), autosave_on=False)
            scene.auto = False
            tool.play_to(scene, moves, seed)
            app.step(1 / 60)
            assert 0 in scene.session.state.to_act() and scene.board.acting
            missing = [m for m in marks if tool.area(scene, m[1]) is None]
            assert not missing, (gid, missing)
        finally:
            app.quit()


# ----- a saved map game opened before its map picture was decoded ------------------------------

def _picture_steps(app, monkeypatch) -> list:
    """No map picture decoded yet; the list receives each decoding and halving ahead, with
    the frame it came in."""
    from games.app import mapview
    monkeypatch.setattr(mapview, "_backgrounds", {})
    monkeypatch.setattr(mapview, "_halves", {})
    monkeypatch.setattr(mapview, "_steps", [])
    monkeypatch.setattr(mapview, "_scaled", [])
    steps = []
    real_decode, real_halved = mapview._decode, mapview.halved
    monkeypatch.setattr(mapview, "_decode", lambda path: steps.append(("decode", app.frames)) or real_decode(path))
    monkeypatch.setattr(mapview, "halved", lambda img, level: (steps.append((f"halve {level}", app.frames))
                                                              if level in mapview.PREFETCH_LEVELS else None)
                        or real_halved(img, level))
    return steps


@pytest.mark.parametrize("how", ["continue", "load"])
def test_a_saved_map_game_waits_a_frame_a_picture_step_before_it_opens(app, monkeypatch, how):
    """Continue and Load opened a saved Caesar XL game in one frame that also decoded (60 ms)
    and halved (26 ms) its map picture when the menu had not yet: the steps come first, one a
    frame, with the pressed button saying so, and the board opens in a frame of its own; a
    game whose pictures are ready opens at once."""
    from games.app.scenes import load as load_mod
    steps = _picture_steps(app, monkeypatch)
    monkeypatch.setattr(load_mod, "_read", {})
    record = Record("caesar_xl", seats("caesar_xl", "hh"), seed=4)
    autosave(record)
    menu = app.reset("menu")
    if how == "continue":
        menu.continue_game()
        scene, button, said = menu, menu.continue_button, "app.menu.opening"
    else:
        scene = app.push("load")
        pump(app, 1)
        scene.open(scene.entries[0][1], 0)
        button, said = scene.open_buttons[0], "app.load.opening"
    assert app.top is scene and not button.is_enabled and button.text == latin_ellipsis(tr(said, app.lang))
    pump(app, 2)                            # the click's frame, then the decoding's
    assert [k for k, _ in steps] == ["decode"] and app.top is scene
    # a resize meanwhile: laid out again, the button still pressed, nothing opened (its frame
    # may take the next step: one longer frame, rather than a count of frames to skip)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1100, 700), w=1100, h=700))
    app.step(1 / 60)
    button = scene.continue_button if how == "continue" else scene.open_buttons[0]
    assert app.top is scene and not button.is_enabled and button.text == latin_ellipsis(tr(said, app.lang))
    opened = frame_that_opens(app, scene, "game")
    assert opened is not None, steps
    kinds = [k for k, _ in steps]
    assert kinds[:2] == ["decode", "halve 1"], steps
    # each step in a frame of its own, before the frame that opens the board
    assert len({f for _, f in steps[:2]}) == 2 and all(f < opened for _, f in steps[:2]), (steps, opened)
    assert app.top.record.actions == record.actions
    # the pictures ready, the game opens at once
    app.reset("menu")
    del steps[:]
    if how == "continue":
        app.top.continue_game()
    else:
        app.push("load").open(app.top.entries[0][1], 0)
    assert app.top.name == "game" and steps == []


def _long_caesar_save(n: int = 24):
    """An autosaved Caesar game of ``n`` actions (or to its end), by random players; its record."""
    record = Record("caesar", seats("caesar", "hh"), seed=6)
    session = Session(record)
    player = RandomPlayer(3)
    while len(record.actions) < n and not session.state.is_over():
        seat = session.state.to_act()[0]
        session.act(seat, player.choose(session.state.view_for(seat), seat))
    autosave(record)
    return record


def test_continue_checks_a_long_saves_actions_a_slice_a_frame(app, monkeypatch):
    """Continue reads the save without replaying it and checks its actions a slice a frame (a
    long Caesar XL game took 76 ms of the click's frame), the button saying "Opening…"; the
    game then opens with every action checked once."""
    from games.core import record as record_mod
    monkeypatch.setattr(record_mod, "CHECKPOINT_EVERY", 4)
    app.tasks.seconds = 0.0                                   # the least: a checkpoint a frame
    record = _long_caesar_save()
    assert not record.replay().is_over()
    menu = app.reset("menu")
    pump(app, 2)
    cls = type(record.new_state())
    real = cls.apply
    checked = []
    monkeypatch.setattr(cls, "apply", lambda self, seat, action: checked.append(action) or real(self, seat, action))
    menu.continue_game()
    assert app.top is menu and not menu.continue_button.is_enabled
    assert menu.continue_button.text == latin_ellipsis(tr("app.menu.opening", app.lang))
    frames = 0
    while app.top is menu:
        app.step(1 / 60)
        frames += 1
        assert frames < 40
    assert frames >= 4, frames                # (checked a slice a frame, not in the click's frame)
    assert app.top.name == "game" and app.top.record.actions == record.actions
    assert len(checked) == len(record.actions)


def test_continue_sets_aside_a_save_whose_action_does_not_replay_midway(app, home, monkeypatch):
    """A save whose 19th action does not replay is set aside with its sentence once the slices
    reach it; the menu stays, its Continue offering what is left."""
    from games.core import record as record_mod
    monkeypatch.setattr(record_mod, "CHECKPOINT_EVERY", 4)
    app.tasks.seconds = 0.0
    record = _long_caesar_save()
    bad = record.copy()
    bad.actions[18] = bad.actions[2]          # an action that cannot be played there
    path = autosave(bad, finished=False)      # (sealed, as a running game's save is)
    menu = app.reset("menu")
    pump(app, 2)
    menu.continue_game()
    for _ in range(40):
        if menu.opening is None:
            break
        app.step(1 / 60)
    assert app.top is menu and menu.opening is None and not path.exists()
    assert path.with_name(path.name + ".bad-1").exists()
    assert any(path.name in t for t in app.toast_texts())


def test_the_load_screen_checks_a_long_save_a_slice_a_frame(app, monkeypatch):
    """A save's actions are checked a slice a frame (a long Caesar XL game took 125 ms of the
    Load screen's opening frame); its row is shown once they all are, each checked once; a save
    whose action does not replay midway is set aside with its sentence."""
    from games.app.scenes import load as load_mod
    from games.core import record as record_mod
    from games.core.saves import save_named
    monkeypatch.setattr(load_mod, "_read", {})
    monkeypatch.setattr(record_mod, "CHECKPOINT_EVERY", 4)
    app.tasks.seconds = 0.0
    record = _long_caesar_save()
    bad = record.copy()
    bad.actions[18] = bad.actions[2]
    bad_path = save_named(bad, "broken midway")
    cls = type(record.new_state())
    real = cls.apply
    checked = []
    monkeypatch.setattr(cls, "apply", lambda self, seat, action: checked.append(action) or real(self, seat, action))
    scene = app.push("load")
    frames = 0
    while scene.reading():
        assert frames < 60
        app.step(1 / 60)
        frames += 1
    assert frames >= 6, frames                 # (a checkpoint a frame)
    assert [p.name for p, _ in scene.entries] == ["autosave-caesar.json"]
    assert len(checked) == len(record.actions) + 18 + 1     # each save's actions checked once, to the bad one
    assert not bad_path.exists() and len(scene.problems) == 1
    assert any(bad_path.name in t for t in app.toast_texts())


def test_at_a_new_size_the_menu_is_painted_a_slice_a_frame(app, monkeypatch):
    """The menu's picture at a new size (20-60 ms whole) is painted a step a frame here (the
    least slice): the last picture scaled shows meanwhile, no map picture is decoded in those
    frames, and the picture painted so is the menu painted afresh."""
    from games.app import mapview
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (2, 2))
    app.tasks.seconds = 0.0                     # (the least: a step a frame)
    pump(app)
    menu = app.top
    stepped = []
    monkeypatch.setattr(mapview, "prefetch_step", lambda: stepped.append(1) or False)
    painted = menu.repaints
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1100, 700), w=1100, h=700))
    frames = 0
    app.step(1 / 60)
    while menu.busy():
        assert menu.painting and menu.repaints == painted and not stepped
        app.step(1 / 60)
        frames += 1
        assert frames < 40
    assert frames >= len(menu.tiles) - 1 and menu.repaints == painted + 1
    fresh = pygame.Surface(app.size)
    menu.paint(fresh, None)
    shown = pygame.Surface(app.size)
    menu.draw(shown)
    assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(fresh, "RGB")


def test_the_first_menu_of_a_process_shows_its_backdrop_while_its_tiles_are_painted(home, monkeypatch):
    """The first menu picture of a process (no picture kept to draft from) was painted in the
    frame that opened it, over 100 ms of processor time with the tiles' pictures read then:
    that frame now paints the backdrop and the title only, which it shows (not a menu half
    painted), the tiles follow a step a frame, and the picture painted so is the menu
    painted afresh."""
    from games.app.app import App
    from games.app.settings import Settings
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (2, 2))
    app = App(size=(1280, 800), headless=True, audio=False,
              settings=Settings({"anim_speed": "off", "music": False}, path=home / "settings.json"))
    try:
        app.tasks.seconds = 0.0                 # (the least: a step a frame)
        menu = app.push("menu")
        app.step(1 / 60)
        assert menu.painting and menu.repaints == 0
        backdrop = pygame.Surface(app.size)
        next(menu.paint_steps(backdrop))        # (the first step: the marble and the title)
        faces = [pygame.Rect(r.x, r.y + r.h // 3, r.w, r.h // 3) for r, _gid, _h in menu.tiles]   # (no buttons)

        def same(a, b):
            return all(pygame.image.tobytes(a.subsurface(f), "RGB") == pygame.image.tobytes(b.subsurface(f), "RGB")
                       for f in faces)
        assert same(app.screen, backdrop)
        frames = 0
        while menu.painting:
            app.step(1 / 60)
            frames += 1
            assert frames < 40
        assert frames >= len(menu.tiles) and menu.repaints == 1
        fresh = pygame.Surface(app.size)
        menu.paint(fresh, None)
        app.step(1 / 60)
        assert same(app.screen, fresh) and not same(fresh, backdrop)
    finally:
        app.quit()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_replays_move_sentences_fit_its_two_lines(app, lang):
    """The last move of a CAESAR! game says three sentences; at 15 px they took three lines
    and the last ("... P2 wins.") was cut off: a smaller size keeps them whole in two."""
    from games.app.draw import wrap_text
    from games.app.monkey import finished_record
    app.set_lang(lang)
    replay = app.push("replay", record=finished_record("seize_rome", 5))
    pump(app)
    said = replay.move_text()
    width = app.fonts.get(15).size(said)[0] * 5 // 12               # (a narrow window's room)
    assert len(wrap_text(app.fonts.get(15), said, width)) > 2     # (more than two lines at 15 px)
    font, lines = replay.move_lines(width)
    assert 1 <= len(lines) <= 2 and all(font.size(line)[0] <= width for line in lines)
    joined = ("" if lang == "ja" else " ").join(lines)
    assert joined.replace(" ", "") == said.replace(" ", "")          # nothing cut
    replay.move_text = lambda: said * 4                              # far too long: an ellipsis
    font, lines = replay.move_lines(width)
    assert len(lines) == 2 and lines[1].endswith("…")


def test_the_replays_move_lines_are_worked_out_once_per_move(app):
    """The sentences of a long move (an Imperium game's end: every province scored) were
    wrapped at five sizes at every frame: 180 ms a frame. They are worked out once per move,
    and a very long text takes little even then."""
    from games.app.monkey import finished_record
    replay = app.push("replay", record=finished_record("caesar", 5))
    pump(app)
    long = "Marcus scores 12 in Italia; " * 400
    replay.move_text = lambda: long
    first = replay.move_lines(500)
    assert len(first[1]) == 2 and first[1][1].endswith("…")
    assert replay.move_lines(500) is first          # kept: the next frames take nothing


@pytest.mark.parametrize("size", [(1000, 700), (640, 480), (1280, 800)])
def test_the_continue_line_stays_inside_the_window(home, size, monkeypatch):
    """"Last game: CAESAR! Seize Rome in 20 Minutes" was centred on the Continue button and cut
    by the window's left edge at 1000x700."""
    from games.app.scenes import menu as menu_mod
    autosave(Record("seize_rome", seats("seize_rome", "hh"), seed=5))
    a = make_app(home, size=size)
    try:
        menu = a.top
        drawn = []
        real = menu_mod.text
        monkeypatch.setattr(menu_mod, "text", lambda *args, **kw: drawn.append(real(*args, **kw)) or drawn[-1])
        menu.paint_continue(pygame.Surface(size))
        rect, = drawn
        assert pygame.Rect((0, 0), size).contains(rect), (rect, size)
    finally:
        a.quit()
        pygame.event.clear()


def test_a_move_too_long_for_the_replays_bar_shows_whole_under_the_pointer(app, monkeypatch):
    """A move of many sentences (CAESAR!'s last move with its bonuses and markers: seven) ends in
    an ellipsis in the bar's two lines; with the pointer over them the whole move shows in a
    panel above the bar."""
    from games.app.monkey import finished_record
    replay = app.push("replay", record=finished_record("caesar", 5))
    pump(app)
    long = "Marcus takes the bonus tokens: Senate.  Marcus places a control marker in Italia.  " * 6
    replay.move_text = lambda: long
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (2, 2))
    surface = pygame.Surface(app.size)
    replay.draw(surface)
    assert not replay.showing_whole
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: replay.move_rect.center)
    replay.draw(surface)
    assert replay.showing_whole
    width = replay.move_rect.w - 8
    whole = replay.whole_move_lines(width)
    assert " ".join(line.strip() for line in whole).split() == long.split()
    replay.move_text = lambda: "Marcus draws a token."          # a short move: nothing more to show
    replay.draw(surface)
    assert not replay.showing_whole


def test_the_menu_decodes_imperiums_painted_map_ahead(home, monkeypatch):
    """Imperium's board decodes its painted map with ``load_image`` (15 ms of the frame that
    opened the first board): the menu's waiting frames decode it ahead, with the map games'
    pictures, so that board's first frame reads no file."""
    from games.app import mapview
    from games.app.draw import pictures
    from games.imperium import scene_map
    if scene_map.art() is None:
        pytest.skip("no painted map")
    monkeypatch.setattr(mapview, "_prefetched", False)
    monkeypatch.setattr(mapview, "_steps", [])
    monkeypatch.setattr(pictures, "_images", {})
    a = make_app(home)
    try:
        assert any(step[0] == "art" and step[1] == scene_map.art()[0] for step in mapview._steps)
        mapview.wait_prefetched()
        assert (scene_map.art()[0], None) in pictures._images
        loads = []
        real = pygame.image.load
        monkeypatch.setattr(pygame.image, "load", lambda *args, **kw: loads.append(args[0]) or real(*args, **kw))
        a.push("game", record=Record("imperium", seats("imperium", "hh"), seed=3), autosave_on=False)
        pump(a, 2)
        assert not [p for p in loads if "map.png" in str(p)], loads
    finally:
        a.quit()
        pygame.event.clear()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_solo_tiles_blurb_is_no_smaller_than_its_neighbours(home, lang):
    """At 1280x800 the solo CAESAR! tile's blurb is drawn at the size of the other tiles' (it
    was longer and drawn at 11-12 px beside their 13-14)."""
    from games.app.scenes.menu import split_key
    from games.core.registry import blurb as game_blurb
    from games.core.text import Msg
    a = make_app(home, size=(1280, 800))
    try:
        a.set_lang(lang)
        a.top.rebuild()
        menu = a.top
        sizes = {}
        for rect, key, _ in menu.tiles:
            gid, entry = split_key(key)
            about = game_blurb(gid) if entry is None else Msg(f"{gid}.entry.{entry}.blurb")
            sizes[key] = menu.blurb_px(about.render(lang), rect.w - 28)
        solo = sizes.pop("seize_rome/solo")
        assert solo >= min(sizes.values()), (solo, sizes)
    finally:
        a.quit()
        pygame.event.clear()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_replays_cut_move_ends_between_words_with_an_ellipsis(app, lang):
    """A move too long for the bar's two lines was cut inside a word ("…who looks and re…" in
    Catilina at 1000x650): the second line ends where a line may break (between words; in
    Japanese never inside a name) and then "…"."""
    from games.app.draw.breaks import NAME, break_ranks
    from games.app.monkey import finished_record
    app.set_lang(lang)
    replay = app.push("replay", record=finished_record("catilina", 5))
    pump(app)
    long = ("ルキウス・セルギウス・カティリナがガイウス・アントニウス・ヒュブリダに質問し、手紙を読み直した。" * 6
            if lang == "ja" else "Marcus asks Livia a question, who looks and reads the letters of Lentulus again.  " * 6)
    replay.move_text = lambda: long
    flat, ranks = break_ranks(long)
    for width in range(300, 560, 9):
        font, lines = replay.move_lines(width)
        assert len(lines) == 2 and lines[1].endswith("…"), lines
        assert font.size(lines[1])[0] <= width
        kept = lines[1][:-1]
        start = flat.index(kept, len(lines[0]) - 1)
        end = start + len(kept)
        while end < len(flat) and flat[end] == " ":
            end += 1
        assert ranks[end] > NAME, (width, lines[1], flat[end - 3:end + 3])
