"""What keeps the window's frames short, checked for what it does (how short the frames are on
this machine is measured by ``main.py bench``): resizes coalesced, help pages laid out a slice
at a time and kept, big shadows and panels drawn without page-sized pictures (the same
pixels), a long game's replay and end screen opened from what the game already has, Caesar's
board and cards painted in slices under a clock the test moves.
"""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.core.record import Record  # noqa: E402
from games.core.budget import Budget, SteppingClock, use_clock  # noqa: E402
from tests.app_kit import make_app, pump_until, seats  # noqa: E402


@pytest.fixture
def app(home):
    a = make_app(home, speed="normal")
    yield a
    a.quit()
    pygame.event.clear()


def open_board(app, game: str) -> None:
    """The menu, then the board of ``game`` with a person and computers, and its first frame."""
    app.reset("menu")
    app.step(1 / 60)
    kinds = "h" + "a" * max(1, _min_players(game) - 1)
    app.push("game", record=Record(game, seats(game, kinds), seed=3))
    app.step(1 / 60)


def _min_players(game: str) -> int:
    from games.core.registry import info
    return info(game).min_players


def _long_xl_game():
    """A finished random game of Caesar XL of over 600 actions."""
    import random
    from games.core.chance import CHANCE, sample
    from games.core.state import SeatInfo
    record = Record("caesar_xl", [SeatInfo("P1"), SeatInfo("P2")], seed=4)   # a long random game
    state, rng = record.new_state(), random.Random(4)
    while state.to_act():
        seat = rng.choice(state.to_act())
        action = sample(state.chance_outcomes(), rng) if seat == CHANCE else rng.choice(state.legal_actions(seat))
        state.apply(seat, action)
        record.actions.append((seat, action))
    assert len(record.actions) > 600
    return record


def test_a_long_games_replay_opens_in_a_short_frame(app):
    """The replay opened from a finished game is handed the final state and the log the game
    scene already has; it replayed the whole record three times in one frame (528 ms of
    processor time for a long Caesar XL game, found by the monkey)."""
    record = _long_xl_game()
    app.reset("menu")
    app.step(1 / 60)
    game = app.push("game", record=record)
    pump_until(app, lambda: app.top.name == "end" and app.top.scores.done, what="the end screen's chart")
    replays = []
    real = Record.replay
    Record.replay = lambda self, *a, **k: replays.append(1) or real(self, *a, **k)
    try:
        game.open_replay()
        app.step(1 / 60)
    finally:
        Record.replay = real
    assert app.top.name == "replay" and app.top.index == len(record.actions) and app.top.finished
    assert not replays, "the replay replayed the record to open at its end"
    from games.app.scenes.common import readable_log
    assert [e.msg for e in app.top.log] == [e.msg for e in readable_log(game.board, game.session)]


def test_a_long_games_end_screen_opens_in_short_frames(app):
    """Caesar XL's record runs to over a thousand actions: the end screen's score chart is
    replayed a slice at a time over the first frames (it took a whole second in one frame),
    and the chart it ends with is the one replayed at once."""
    from games.app.scenes.common import score_series
    record = _long_xl_game()
    app.reset("menu")
    app.step(1 / 60)
    app.push("game", record=record)           # a finished game: its end screen opens at once
    frames = 0
    with use_clock(SteppingClock(0.0005)):    # (20 actions replayed in a slice of 10 ms)
        while not (app.top.name == "end" and app.top.scores.done):
            app.step(1 / 60)
            frames += 1
            assert frames < 1000, "the end screen's chart was not done after 1000 frames"
    assert frames > 10, "the chart of a long game was replayed in one frame, not in slices"
    assert app.top.series == score_series(record) and len(app.top.series) == len(record.actions) + 1
    # the menu tells the long finished game's autosave (plain) from a game to continue
    # (sealed) by the file's form, without replaying it
    from games.core.saves import autosave
    autosave(record)
    app.reset("menu")
    app.step(1 / 60)
    assert app.top.name == "menu" and app.top.continue_path is None


def test_the_log_wraps_each_sentence_once(app, monkeypatch):
    """The log is built again after every action; its sentences are wrapped once (a long
    game's log re-wrapped whole made every action's frame dearer)."""
    import random
    import games.app.scenes.game_log as game_module
    calls = []
    real = game_module.wrap_text
    monkeypatch.setattr(game_module, "wrap_text", lambda font, s, w: calls.append(s) or real(font, s, w))
    app.reset("menu")
    app.step(1 / 60)
    game = app.push("game", record=Record("caesar", seats("caesar", "hh"), seed=3))
    rng = random.Random(3)
    for _ in range(12):
        seat = game.session.state.to_act()[0]
        game.session.act(seat, rng.choice(game.session.state.legal_actions(seat)))
    game.shown_log = game.session.log(None)
    first = len(game._log_lines()[0])
    wrapped = len(calls)
    assert wrapped and first >= len(game.shown_log)
    seat = game.session.state.to_act()[0]
    game.session.act(seat, game.session.state.legal_actions(seat)[0])
    game.shown_log = game.session.log(None)             # a new list, one action longer
    assert len(game._log_lines()[0]) >= first
    new = {game.render(e.msg) for e in game.shown_log} - set(calls[:wrapped])
    assert len(calls) - wrapped <= len(new), "old sentences were wrapped again"


def _caesar_log_of_60_actions(app, monkeypatch):
    """A two-person Caesar game of 60 random actions with its whole log to show, and the list
    of the sentences ``wrap_text`` is asked for from now on."""
    import random
    import games.app.scenes.game_log as game_module
    calls = []
    real = game_module.wrap_text
    monkeypatch.setattr(game_module, "wrap_text", lambda font, s, w: calls.append(s) or real(font, s, w))
    game = app.push("game", record=Record("caesar", seats("caesar", "hh"), seed=3))
    rng = random.Random(3)
    while game.session.state.to_act() and len(game.record.actions) < 60:
        seat = game.session.state.to_act()[0]
        game.session.act(seat, rng.choice(game.session.state.legal_actions(seat)))
    game.shown_log = game.session.log(None)
    game._log_cache = None
    calls.clear()
    return game, calls


def test_a_long_log_is_wrapped_only_as_far_back_as_it_is_shown(app, monkeypatch):
    """A finished game of a thousand actions opens with its log: only the sentences of the
    lines shown are wrapped, and scrolling up wraps the older ones."""
    game, calls = _caesar_log_of_60_actions(app, monkeypatch)
    newest, total = game._log_lines(10)
    assert 10 <= len(newest) and len(calls) <= 10 < len(game.shown_log)
    assert total >= len(game.shown_log)
    everything, whole = game._log_lines()
    assert len(everything) == whole >= total and everything[:len(newest)] == newest
    # the lines, oldest first, are the sentences in order, each wrapped
    assert [i for i, *_ in reversed(everything)] == sorted(i for i, *_ in everything)


def test_the_drawn_log_wraps_only_what_it_shows_and_is_kept_while_it_says_the_same(app, monkeypatch):
    """Drawing the log asks only for the lines it shows (it once asked for every line, so a
    long log was wrapped whole), and a frame whose log says the same blits the kept picture."""
    game, calls = _caesar_log_of_60_actions(app, monkeypatch)
    surface = pygame.Surface(app.screen.get_size())
    game.draw_log(surface)
    assert calls and len(calls) < len(game.shown_log) // 2
    hits = game.still_log.hits
    game.draw_log(surface)
    assert game.still_log.hits == hits + 1


# ----- what keeps the frames short ---------------------------------------------------------------

def test_resizes_in_one_frame_lay_the_window_out_once(app):
    before = app.resizes
    for size in [(900, 600), (1000, 650), (1100, 700), (1200, 760)]:
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    app.step(1 / 60)
    assert app.resizes == before + 1 and app.size == (1200, 760)


def test_the_loop_waits_for_a_dragged_edge_to_settle(app):
    before = app.resizes
    for size in [(900, 600), (1000, 650), (1100, 700)]:
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    app.cycle(max_wait=0.05)
    assert app.resizes == before + 1 and app.size == (1100, 700)


def test_a_help_page_laid_out_in_slices_is_the_page_laid_out_at_once(app):
    from games.app.scenes import help as help_module
    help_module._pages.clear()
    scene = app.push("help", game_id="imperium")
    app.step(1 / 60)
    page = scene.page
    assert not page.done and page.height > scene.rect.h        # only the visible part, and a bit
    for _ in range(200):
        if page.done:
            break
        app.step(1 / 60)
    assert page.done
    whole = help_module.Page(app.fonts, "imperium", app.lang, page.width, "")
    whole.extend()
    assert whole.height == page.height
    assert [(type(s), x, y) for s, x, y in whole.lines] == [(type(s), x, y) for s, x, y in page.lines]
    assert [pygame.image.tobytes(s, "RGBA") for s, _, _ in whole.lines if isinstance(s, pygame.Surface)] == \
           [pygame.image.tobytes(s, "RGBA") for s, _, _ in page.lines if isinstance(s, pygame.Surface)]
    # the next visit finds the page laid out
    app.pop()
    again = app.push("help", game_id="imperium")
    app.step(1 / 60)
    assert again.page is page


def test_scrolling_before_the_page_is_laid_out_lays_out_the_rest(app):
    from games.app.scenes import help as help_module
    help_module._pages.clear()
    scene = app.push("help", game_id="caesar")
    app.step(1 / 60)
    assert not scene.page.done
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode="", scancode=0))
    app.step(1 / 60)
    assert scene.page.done and scene.scroll == scene.max_scroll() > 0


def test_a_wheel_turned_before_the_page_is_laid_out_lays_out_only_what_it_shows(app):
    """The wheel scrolls as far as the page is laid out a little beyond what it shows: laying out
    the whole page for it took 150-280 ms of processor time in one frame (Caesar XL's page in
    Japanese); End still goes to the very end."""
    from games.app.scenes import help as help_module
    help_module._pages.clear()
    with use_clock(SteppingClock(0.002)):             # a few blocks laid out a frame
        scene = app.push("help", game_id="caesar_xl")
        app.step(1 / 60)
        for _ in range(2):
            pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False, precise_x=0.0,
                                                 precise_y=-3.0, touch=False))
            app.step(1 / 60)
    assert not scene.page.done and scene.scroll == 360
    assert scene.scroll + scene.rect.h <= scene.content_h


def _panel_as_before(surface, rect, fill, border, radius, alpha):
    """A panel the plain way: its whole shadow blitted, then its body as one picture."""
    from games.app.draw import shadows
    r = pygame.Rect(rect)
    surface.blit(shadows._shadow(r.w, r.h, radius, 8, min(alpha, 110)), (r.x - 16 + 2, r.y - 16 + 4))
    surface.blit(shadows._make_panel_body(r.size, fill, border, radius, 2, alpha, True), r.topleft)


@pytest.mark.parametrize("rect,alpha", [((40, 130, 2920, 1780), 255), ((10, 10, 1500, 900), 200),
                                        ((10, 10, 700, 40), 255), ((3, 3, 150, 1500), 255),
                                        ((7, 9, 1111, 777), 255), ((100, 100, 300, 200), 255)])
def test_a_big_panel_drawn_straight_is_the_same_pixels(app, rect, alpha):
    from games.app import draw
    for flags in (0, pygame.SRCALPHA):
        fast = pygame.Surface((3000, 2000), flags)
        fast.fill((236, 231, 220, 255))
        plain = fast.copy()
        draw.panel(fast, rect, fill=(240, 226, 192), border=(150, 112, 30), radius=14, alpha=alpha)
        _panel_as_before(plain, rect, (240, 226, 192), (150, 112, 30), 14, alpha)
        assert pygame.image.tobytes(fast, "RGBA") == pygame.image.tobytes(plain, "RGBA"), (rect, flags)


@pytest.mark.parametrize("args", [(1200, 700, 14, 8, 110), (2920, 1780, 14, 8, 110), (180, 900, 12, 6, 80),
                                  (500, 90, 8, 8, 110), (1000, 600, 20, 12, 90)])
def test_a_big_shadow_in_slices_looks_like_the_shadow_blurred_whole(app, args):
    from games.app.draw import shadows
    sliced, whole = shadows._shadow.__wrapped__(*args), shadows._blurred_shadow(*args)
    assert sliced.get_size() == whole.get_size()
    a, b = pygame.image.tobytes(sliced, "RGBA"), pygame.image.tobytes(whole, "RGBA")
    # alpha within 8 of 255 (6 while the small shadow followed each length on the blur's grid;
    # one small shadow for every length now: the grid's ripple differs by a little more)
    diffs = [abs(x - y) for x, y in zip(a[3::4], b[3::4])]
    assert max(diffs) <= 8 and sum(diffs) / len(diffs) < 0.5
    assert a[0::4] == b[0::4]                                             # black, as before


def test_the_monkey_fails_a_frame_over_the_limit_in_processor_time(home, monkeypatch):
    from games.app.monkey import Monkey
    from games.app.scenes.help import HelpScene
    drawn = HelpScene.draw

    now = [0.0]

    def slow(self, surface):
        now[0] += 0.03                                  # the help page's frame "takes" 30 ms
        drawn(self, surface)
    monkeypatch.setattr(HelpScene, "draw", slow)
    report = Monkey(seed=2, frame_limit=0.025, clock=lambda: now[0]).run(events=6, games=["caesar"],
                                                                         episodes=("help",))
    assert not report.ok and report.slow_opening and report.limit == 0.025
    assert "FAIL " in report.summary() and "frames over 25 ms" in report.summary()
    fine = Monkey(seed=2, frame_limit=5.0, clock=lambda: now[0]).run(events=6, games=["caesar"], episodes=("help",))
    assert fine.ok and "FAIL" not in fine.summary()


# ----- Caesar's board art at a new size ----------------------------------------------------------

def _frames_of_painting(art, tasks, paint) -> list:
    """Frames until ``paint()`` (a board drawn) gives the finished board: each frame draws it,
    then gives the drafts' painting (:func:`art.paint_work`) the frame's budget; what each
    frame drew."""
    pictures = []
    for _ in range(600):
        pic, sharp = paint()
        pictures.append((pic, sharp))
        if sharp:
            break
        if tasks.done("art"):
            tasks.add("art", art.paint_work())
        tasks.run()
    return pictures


def test_caesar_board_at_a_new_size_is_painted_in_slices_the_same_pixels(app):
    """The wooden board (100-250 ms at a big new size) is painted a slice at a time by the
    scheduler: each frame spends at most its budget on it and shows a draft until the board
    is done, and the board so painted is the board painted at once."""
    from games.app.tasks import Tasks
    from games.caesar.board import art
    fonts = app.fonts
    art.board_surface(700, 50, 27, fonts)                             # a finished board to draft from
    side = 1333                                                      # never painted in this process
    with use_clock(SteppingClock(0.004)):                            # a step of painting: 4 ms
        pictures = _frames_of_painting(art, Tasks(seconds=0.01), lambda: art.board_picture(side, 95, 52, fonts))
    assert pictures[-1][1] and len(pictures) >= 3          # the dear board took several frames
    assert not any(sharp for _, sharp in pictures[:-1])
    assert all(p.get_size() == (side, side) for p, _ in pictures)   # a draft fills the same place
    at_once = art._board_steps(side, 95, 52, fonts)
    for whole in at_once:  # noqa: B007 - runs every step; the last is the picture
        pass
    assert pygame.image.tobytes(pictures[-1][0], "RGBA") == pygame.image.tobytes(whole, "RGBA")
    assert art.board_picture(side, 95, 52, fonts) == (pictures[-1][0], True)     # kept


def test_a_caesar_board_at_a_new_size_is_not_painted_in_the_frame_that_draws_it(app):
    """The board at a new size (a resize, a board opened at another window size) is a draft
    in the frame that draws it; its painting is the scheduler's, within the frame budget."""
    from games.app.tasks import FRAME_BUDGET, Tasks
    from games.caesar.board import art
    art.board_surface(700, 50, 27, app.fonts)                          # a finished board to draft from
    clock = SteppingClock(0.001)
    with use_clock(clock):
        _pic, sharp = art.board_picture(1411, 97, 53, app.fonts)      # never painted in this process
        assert not sharp and art.drafted() and art.pending() and clock.readings == 0
        tasks = Tasks()
        tasks.add("art", art.paint_work())
        start = clock.now
        tasks.run()
    assert clock.now - start <= FRAME_BUDGET + 0.002                   # the budget, then a step at most


def test_a_draft_caesar_board_asks_for_the_next_frame(app):
    from games.caesar.board import art
    open_board(app, "caesar")
    for _ in range(5):
        app.step(1 / 60)
    app.tasks.seconds = 0.0                              # one step of painting a frame
    art._boards.clear()                                   # as if the size were new ...
    art.board_surface(300, 20, 11, app.fonts)             # ... with another board to draft from
    app.top.board.draw(pygame.Surface(app.size))
    assert len(art._boards) == 1 and app.tasks.pending(), "a draft board was drawn and no painting asked for"
    pump_until(app, lambda: len(art._boards) == 2, 100, "the board painted")
    assert not art._painting


def test_the_first_caesar_board_of_a_process_shows_the_bare_wood_while_it_is_painted(app):
    """With no finished board to draft from, the first board was painted at once (70 ms of the
    frame that opened it): it is painted in slices too, the bare wood showing meanwhile (not a
    board half painted), and the board so painted is the board painted at once."""
    from games.app.tasks import Tasks
    from games.caesar.board import art
    art._boards.clear()
    art._drafts.clear()
    pic, sharp = art.board_picture(640, 46, 25, app.fonts)
    assert not sharp and art.drafted() and not art._boards
    wood = art.gradient((640, 640), art.WOOD_LIGHT, art.WOOD)
    assert pygame.image.tobytes(pic, "RGB") == pygame.image.tobytes(wood, "RGB")
    pictures = _frames_of_painting(art, Tasks(seconds=0.0), lambda: art.board_picture(640, 46, 25, app.fonts))
    pic, sharp = pictures[-1]
    assert sharp and len(pictures) > 2 and art._boards == {(640, 46, 25, app.fonts): pic}
    for whole in art._board_steps(640, 46, 25, app.fonts):  # noqa: B007 - the last step is the picture
        pass
    assert pygame.image.tobytes(pic, "RGBA") == pygame.image.tobytes(whole, "RGBA")


# ----- a finished game opened from the menu --------------------------------------------------------

def test_a_finished_game_shows_its_board_then_the_summary_in_two_frames(app):
    """Opening a finished game (Continue, Load) painted the board, the log and the summary
    dialog in one frame (104-164 ms the first time in a process); the summary now opens in
    the frame after the board's, which the loop draws without waiting for an event (the
    scene animates until its summary is shown)."""
    from games.app.monkey import finished_record
    record = finished_record("caesar", 5)
    app.reset("menu")
    app.step(1 / 60)
    scene = app.push("game", record=record)
    app.step(1 / 60)
    assert app.top is scene and scene.board.work_done() and not scene.end_shown   # the board drawn whole
    assert app.frame_due() is not None                # a frame is owed ...
    for _ in range(20):                               # ... and the real loop draws it
        app.frame_time += 1 / 60
        if app.cycle(max_wait=0):                     # (a turn that woke early draws nothing)
            break
    assert app.top.name == "end" and scene.end_shown


def test_a_caesar_card_at_a_new_size_is_a_draft_once_the_frame_has_painted_enough(app):
    """After a resize the hand and the panels need every card at a new size (2-9 ms each):
    once the frame's allowance is spent (here: at once) a card is its picture at the old size
    scaled, the frame says it drew a draft and leaves it to the scheduler's painting, and a
    frame with time left paints it."""
    from games.caesar.board import art
    fonts, red = app.fonts, (196, 42, 38)
    art._cards.clear()                  # the fonts are the process's: forget earlier tests' cards
    art._card_sizes.clear()
    old = art.caesar_card(64, 96, 7, red, False, fonts)
    art.begin_frame(Budget(0.0))                               # a frame with nothing left to spend
    draft = art.caesar_card(67, 101, 7, red, False, fonts)
    assert art.drafted() and draft.get_size() == (67, 101) and draft is not old
    assert (67, 101, 7, red, False, fonts) not in art._cards                 # not kept
    assert (67, 101, 7, red, False, fonts) in art._card_queue                # but left to paint
    art.begin_frame(None)                                      # the next frame, with time
    sharp = art.caesar_card(67, 101, 7, red, False, fonts)
    assert not art.drafted() and art.caesar_card(67, 101, 7, red, False, fonts) is sharp
    assert pygame.image.tobytes(sharp, "RGBA") == \
        pygame.image.tobytes(art._paint_card(67, 101, 7, red, False, fonts), "RGBA")
    # a card never painted at any size is painted at once (a first frame shows no draft)
    art.begin_frame(Budget(0.0))
    first = art.caesar_card(67, 101, 3, (40, 90, 200), True, fonts)
    assert not art.drafted() and art.caesar_card(67, 101, 3, (40, 90, 200), True, fonts) is first
    # nor a card whose only other size is far from it (a small card has no corner numbers)
    art.caesar_card(20, 30, 5, red, False, fonts)
    art.begin_frame(Budget(0.0))
    art.caesar_card(67, 101, 5, red, False, fonts)
    assert not art.drafted()


def test_imperium_tags_are_placed_without_sorting_the_whole_grid(monkeypatch):
    """The tags' places were found by sorting every offset of the map's grid (30-100 ms at
    each new size); they are read nearest first, as far as needed, in the same order."""
    from games.imperium import scene_tags
    bounds, step = pygame.Rect(0, 0, 1500, 900), 5
    read = []
    real = scene_tags._nearest_first

    def counted(b, s):
        for d in real(b, s):
            read.append(d)
            yield d
    monkeypatch.setattr(scene_tags, "_nearest_first", counted)
    anchors = {k: (200 + 130 * k, 300 + 40 * (k % 3)) for k in range(9)}
    placed = scene_tags.place_tags(anchors, (120, 40), bounds)
    grid = (2 * (bounds.w // step + 1) + 1) * (2 * (bounds.h // step + 1) + 1)
    assert placed is not None and 0 < len(read) < grid // 100, (len(read), grid)
    whole = [(i * step, j * step) for i in range(-(bounds.w // step + 1), bounds.w // step + 2)
             for j in range(-(bounds.h // step + 1), bounds.h // step + 2)]
    whole.sort(key=lambda d: d[0] * d[0] + 1.4 * d[1] * d[1])
    assert list(real(bounds, step)) == whole
