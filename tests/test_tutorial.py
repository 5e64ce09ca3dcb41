"""Every game teaches itself (issue 30): each game's lessons replay through its engine, every
highlight is something its board draws, wrong clicks are refused and change nothing, a
learner who leaves comes back to the same step, and the whole tutorial runs in both
languages."""
from __future__ import annotations

import json

import pytest

pygame = pytest.importorskip("pygame")

from games.app.tutorial import has_lessons, lesson_names, open_tutorial, rival_key
from games.app.tutorial.bubble import POINTER_REACH, gap_between, nearest_target, place_bubble
from games.app.tutorial.lesson import LessonError, Step, apply_step, load_lesson, replay
from games.app.tutorial.progress import progress_path
from games.core import registry
from games.core.text import tr
from tests.app_kit import frame_that_opens, open_app, pump_until
from tests.tutorial_kit import at_rest, click, play_to, shown_step

#: the games whose tutorial is written
TAUGHT = [g for g in registry.GAME_IDS if has_lessons(g)]
#: each lesson of each: (game, lesson name; "" for a game's only lesson)
LESSONS = [pytest.param(g, n, id=f"{g}-{n}" if n else g) for g in TAUGHT for n in lesson_names(g)]
RUNNER_KEYS = ("learn", "leave", "next", "step", "wait_move", "wait_next", "done", "play_easy", "to_menu",
               "done_rival", "play_rival",
               "learner", "computer", "computer_n", "err.progress", "err.unsaved", "choose")


@pytest.mark.parametrize("game", ["caesar", "imperium", "caesar_xl", "seize_rome", "catilina"])
def test_the_written_tutorials_are_taught(game):
    assert game in TAUGHT


# ----- the lessons as data -----------------------------------------------------------------------
@pytest.mark.parametrize("game,name", LESSONS)
def test_the_lessons_replay_to_the_end_through_the_engine(game, name):
    """Every expected and scripted move is legal at its step, every chance outcome is one the
    state offers, and the lesson ends with the game over (a short lesson says it stops before)."""
    lesson = load_lesson(game, name)
    state, moves = replay(lesson)
    assert state.is_over() or not lesson.whole_game, f"{game}'s lesson ends before its game does"
    assert any(seat == lesson.learner for seat, _a in moves)


def test_a_lesson_with_a_move_not_legal_at_its_step_is_refused():
    lesson = load_lesson("caesar")
    state = lesson.record().new_state()
    wrong = Step("caesar.lesson.place_first", ("square:12",), (), lesson.steps[10].do)   # an alliance in the set-up
    bad = lesson.__class__(lesson.game, lesson.seats, lesson.learner, lesson.seed, lesson.options, (wrong,))
    with pytest.raises(LessonError):
        apply_step(state, bad, 0)


@pytest.mark.parametrize("game,name", LESSONS)
def test_every_word_of_the_lessons_is_in_both_catalogues(game, name):
    lesson = load_lesson(game, name)
    own = name if lesson.rival else ""
    keys = lesson.say_keys() | {rival_key(game, s, own) for s in range(1, lesson.seats)} \
        | {f"app.tutorial.{k}" for k in RUNNER_KEYS} | ({f"{game}.lesson.title.{name}"} if name else set())
    for key in sorted(keys):
        for lang in ("en", "ja"):
            assert tr(key, lang, n=1, total=2, game="x", fate="") != key, f"{key} is missing in {lang}"
    for key in lesson.say_keys():
        assert tr(key, "en") != tr(key, "ja"), f"{key} is not translated"


def test_a_bubble_never_covers_its_targets_where_there_is_room():
    area = pygame.Rect(0, 0, 1000, 700)
    for targets in ([pygame.Rect(600, 300, 80, 80)], [pygame.Rect(300, 300, 80, 80), pygame.Rect(400, 300, 80, 80)],
                    [pygame.Rect(0, 0, 80, 80)], [pygame.Rect(920, 620, 80, 80), pygame.Rect(0, 620, 80, 80)]):
        r = place_bubble(targets, (360, 200), area)
        assert area.contains(r) and r.collidelist(targets) < 0, (targets, r)


def test_a_bubble_with_no_room_beside_its_first_target_goes_beside_another():
    """A button in a corner under a wide panel: the bubble goes over the panel, covering neither."""
    area = pygame.Rect(0, 0, 1000, 700)
    targets = [pygame.Rect(900, 620, 90, 30), pygame.Rect(200, 300, 600, 300)]
    r = place_bubble(targets, (360, 200), area)
    assert area.contains(r) and r.collidelist(targets) < 0, r


def test_a_bubble_goes_beside_a_large_target_it_must_leave_in_sight():
    """A small target inside a large one (a switch on a sheet the lesson speaks of): no place
    beside the small one is clear of the large one, so the bubble goes beside the large one."""
    area = pygame.Rect(0, 0, 1000, 700)
    small, large = pygame.Rect(600, 100, 40, 30), pygame.Rect(500, 50, 480, 600)
    r = place_bubble([small, large], (360, 200), area)
    assert area.contains(r) and r.collidelist([small, large]) < 0, r


def test_a_bubble_points_at_the_target_it_stands_beside_and_never_across_the_board():
    """The advice lights a card in the hand and a region of the map; its bubble stands
    beside the region: its pointer goes to the region (not a long wedge across the map to
    the card), and a bubble far from every target draws no pointer."""
    area = pygame.Rect(0, 0, 1000, 700)
    card, region = pygame.Rect(20, 600, 60, 90), pygame.Rect(700, 100, 100, 60)
    bubble = pygame.Rect(region.x - 18 - 360, 60, 360, 200)
    assert area.contains(bubble)
    near = nearest_target(bubble, [card, region])
    assert near == region and gap_between(bubble, near) <= POINTER_REACH
    assert nearest_target(bubble, [card]) is None and nearest_target(bubble, []) is None


# ----- the runner on the real board ----------------------------------------------------------------
def first_move_step(lesson) -> int:
    """The first step that waits for a move while the rules allow another one too."""
    for i, s in enumerate(lesson.steps):
        if s.needs_move and any(a != s.do for a in replay(lesson, i)[0].legal_actions(lesson.learner)):
            return i
    raise AssertionError(f"{lesson.game}'s lesson never waits for a move among others")


@pytest.mark.parametrize("game,name", LESSONS)
def test_a_wrong_click_or_move_is_refused_with_the_lessons_sentence_and_changes_nothing(home, game, name):
    with open_app(home) as app:
        lesson = load_lesson(game, name)
        i = first_move_step(lesson)
        scene = shown_step(app, game, step=i, name=name, what="the step to be shown")
        host = scene.host
        before = list(host.record.actions)
        targets = scene.targets(scene.step.show + scene.step.allow)
        board = host.board.rect
        spot = next((x, y) for y in range(board.y + 5, board.bottom, 23) for x in range(board.x + 5, board.right, 23)
                    if not any(t.collidepoint(x, y) for t in targets)
                    and not (scene.bubble and scene.bubble.collidepoint(x, y)))
        click(app, spot)
        assert host.record.actions == before and scene.index == i
        assert tr("app.tutorial.wait_move", app.lang) in app.toast_texts()
        # a move the rules allow but the lesson does not wait for, straight to the host
        other = next(a for a in host.session.state.legal_actions(lesson.learner) if a != scene.step.do)
        assert not host.submit(lesson.learner, other)
        assert host.record.actions == before and scene.index == i and scene.refusals == 2
        # on a step that waits for Next, a click on the board is refused too
        play_to(app, scene, upto=next(k for k in range(i + 1, len(lesson.steps)) if not lesson.steps[k].needs_move))
        pump_until(app, lambda: at_rest(scene), what="the Next step to be shown")
        before = list(host.record.actions)
        click(app, host.board.rect.center if not scene.bubble.collidepoint(host.board.rect.center)
              else (host.board.rect.x + 8, host.board.rect.y + 8))
        assert host.record.actions == before
        assert tr("app.tutorial.wait_next", app.lang) in app.toast_texts()


@pytest.mark.parametrize("game,name", LESSONS)
def test_leaving_and_coming_back_lands_on_the_same_step(home, game, name):
    with open_app(home) as app:
        scene = open_tutorial(app, game, name=name)
        assert scene.index == 0
        play_to(app, scene, upto=6)
        pump_until(app, lambda: at_rest(scene), what="step 6 to be shown")
        actions = list(scene.host.record.actions)
        click(app, scene.leave_button.rect.center)
        assert app.top.name == "menu"
        again = open_tutorial(app, game, name=name)
        assert again.index == 6 and again.host.record.actions == actions
        # a damaged progress file is set aside with a sentence, and the lesson starts again
        app.reset("menu")
        progress_path(game, name).write_text("{not json", encoding="utf-8")
        fresh = open_tutorial(app, game, name=name)
        assert fresh.index == 0 and any("place in the lesson could not be read" in t for t in app.toast_texts())
        assert json.loads(progress_path(game, name).read_text(encoding="utf-8"))["step"] == 0


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game,name", LESSONS)
def test_the_whole_tutorial_runs_headless_and_offers_a_real_game(home, game, name, lang, tmp_path):
    """Clicked through as the bubbles say, in both languages: every highlight is drawn by
    the board, no bubble covers its targets or leaves the window, the board shows only the
    learner's view, and the end offers a game against the easy computer."""
    with open_app(home, lang=lang) as app:
        scene = open_tutorial(app, game, step=0, name=name)
        lesson = scene.lesson

        def check(index: int) -> None:
            app.step(1 / 60)
            step = lesson.steps[index]
            shown = scene.targets(step.show)
            assert len(shown) == len(step.show), f"step {index}: the board does not draw all of {step.show}"
            seen = scene.targets(step.see)
            assert len(seen) == len(step.see), f"step {index}: the board does not draw all of {step.see}"
            assert scene.bubble.collidelist(shown + seen) < 0, f"step {index}: the bubble covers its target"
            allowed = scene.targets(step.allow)
            assert scene.bubble.collidelist(allowed) < 0, f"step {index}: the bubble covers a button to click"
            assert pygame.Rect((0, 0), app.size).contains(scene.bubble)
            assert scene.host.viewer == lesson.learner and scene.host.board.viewer == lesson.learner
            assert scene.refusals == 0
            if index in (3, 13, len(lesson.steps) - 3):
                pygame.image.save(pygame.display.get_surface(), str(tmp_path / f"{game}-{lang}-{index}.png"))

        play_to(app, scene, shots=check)
        assert scene.finished and not progress_path(game, name).exists()
        pump_until(app, lambda: app.top.name == "message", what="the closing word")
        click(app, app.top.yes_button.rect.center)
        host = app.top
        others = [s for s in host.record.seats if s.kind != "human"]
        if lesson.rival:          # a solo game against the lesson's scripted rival (Auto-Crassus)
            assert host.name == "game" and [(s.kind, s.level) for s in others] == [("script", "crassus")]
        else:
            assert host.name == "game" and {(s.kind, s.level) for s in others} == {("ai", "easy")}
        assert len(host.record.seats) == lesson.seats
        # a fresh game: the learner has made no move (a computer may already have chosen, as in
        # a round of secret simultaneous choices)
        assert host.gate is None and all(seat != lesson.learner for seat, _a in host.record.actions)


def test_a_click_on_the_next_target_while_the_last_move_is_shown_is_not_lost(home):
    """A learner who clicks the next square while the rival's counter still flies: the
    click ends the animation and makes the next step's move."""
    with open_app(home, speed="normal") as app:
        scene = shown_step(app, "caesar", step=3, what="the first placement step")
        click(app, scene.host.board.rect_of("square:12").center, frames=1)
        assert scene.moving and scene.host.board.busy()
        nxt = scene.lesson.steps[4]
        click(app, scene.host.board.rect_of(nxt.show[0]).center, frames=1)
        pump_until(app, lambda: scene.index == 5, what="the click to make step 4's move")
        assert scene.refusals == 0


def test_no_since_your_last_turn_panel_covers_a_lesson(home):
    """The lesson tells what the rival did: the board's summary of the other side's turn (Caesar
    XL offers one when a turn begins) never covers its bubble nor takes its clicks."""
    with open_app(home) as app:
        lesson = load_lesson("caesar_xl")
        i = next(k for k, s in enumerate(lesson.steps) if s.say.endswith(".conquered"))
        scene = open_tutorial(app, "caesar_xl", step=i - 2)
        play_to(app, scene, upto=i)
        pump_until(app, lambda: at_rest(scene), what="the first step of turn 2")
        app.step(1 / 60)
        assert scene.host.summary is None


def test_the_closing_word_can_lead_back_to_the_menu(home):
    with open_app(home) as app:
        lesson = load_lesson("caesar")
        scene = open_tutorial(app, "caesar", step=len(lesson.steps) - 1)
        play_to(app, scene)
        pump_until(app, lambda: app.top.name == "message", what="the closing word")
        click(app, app.top.no_button.rect.center)
        assert app.top.name == "menu" and app.find("game") is None


def test_the_menu_tile_and_the_rules_page_offer_learn_to_play(home):
    with open_app(home, lang="ja") as app:
        menu = app.top
        assert set(menu.learn_buttons) == set(TAUGHT) | {"seize_rome/solo"}
        assert menu.learn_buttons["caesar"].text == "遊び方を学ぶ"
        click(app, menu.learn_buttons["caesar"].rect.center)
        assert app.top.name == "tutorial" and app.top.lesson.game == "caesar"
        app.reset("menu")
        help_page = app.push("help", game_id="caesar")
        pump_until(app, lambda: help_page.built, what="the rules page")
        assert help_page.learn_button is not None
        click(app, help_page.learn_button.rect.center)
        assert app.top.name == "tutorial"
        untaught = [g for g in registry.GAME_IDS if g not in TAUGHT]
        if untaught:
            app.reset("menu")
            other = app.push("help", game_id=untaught[0])
            pump_until(app, lambda: other.built, what="the rules page")
            assert other.learn_button is None


def test_a_game_of_several_lessons_offers_each_and_keeps_each_ones_place(home):
    """CAESAR!'s "Learn to play" opens a choice of its three lessons, each under its own title;
    each lesson keeps its own step."""
    names = lesson_names("seize_rome")
    assert names == ["duel", "crassus", "expansions"]
    with open_app(home) as app:
        click(app, app.top.learn_buttons["seize_rome"].rect.center)
        chooser = app.top
        assert chooser.name == "lessons" and list(chooser.lesson_buttons) == names
        assert chooser.lesson_buttons["crassus"].text == tr("seize_rome.lesson.title.crassus", "en")
        click(app, chooser.lesson_buttons["crassus"].rect.center)
        pump_until(app, lambda: app.top.name == "tutorial", 20, "the lesson (its map pictures first)")
        scene = app.top
        assert scene.name == "tutorial" and scene.lesson.name == "crassus"
        assert scene.host.record.seats[1].is_script and scene.host.session.state.crassus == 1
        play_to(app, scene, upto=2)
        click(app, scene.leave_button.rect.center)
        assert progress_path("seize_rome", "crassus").is_file() and not progress_path("seize_rome", "duel").exists()
        assert open_tutorial(app, "seize_rome", name="duel").index == 0
        app.reset("menu")
        assert open_tutorial(app, "seize_rome", name="crassus").index == 2
        app.reset("menu")
        click(app, app.top.learn_buttons["seize_rome"].rect.center)
        click(app, app.top.back_button.rect.center)
        assert app.top.name == "menu"


def test_the_solo_tile_teaches_the_lesson_against_its_scripted_rival(home):
    """The "Solo against Auto-Crassus" tile's Learn to play opens the Auto-Crassus lesson at
    once; a tile of plain two-player CAESAR! still offers the choice of lessons."""
    with open_app(home) as app:
        click(app, app.top.learn_buttons["seize_rome/solo"].rect.center)
        scene = app.top
        assert scene.name == "tutorial" and scene.lesson.name == "crassus"
        assert scene.host.record.seats[1].is_script


def test_a_chosen_lesson_waits_a_frame_a_picture_step_before_it_opens(home, monkeypatch):
    """The lesson chooser opened CAESAR!'s first lesson in one frame that also decoded and
    halved its map picture when the menu had not yet: the steps come first, one a frame, the
    pressed button saying so, and the lesson opens in a frame of its own, as the set-up's Start
    and Load do; with the pictures ready it opens at once."""
    from games.app import mapview
    from games.app.fonts import latin_ellipsis
    from tests.test_app_screens import _picture_steps
    with open_app(home) as app:
        steps = _picture_steps(app, monkeypatch)
        chooser = app.push("lessons", game="seize_rome")
        pump_until(app, lambda: hasattr(chooser, "lesson_buttons"), 5, "the chooser")
        chooser.open("duel")
        button = chooser.lesson_buttons["duel"]
        assert app.top is chooser and not button.is_enabled
        assert button.text == latin_ellipsis(tr("app.menu.opening", app.lang))
        opened = frame_that_opens(app, chooser, "tutorial")
        assert opened is not None, steps
        picked = [(k, f) for k, f in steps if k in ("decode", "halve 1")]
        assert [k for k, _ in picked] == ["decode", "halve 1"], steps
        assert len({f for _, f in picked}) == 2 and all(f < opened for _, f in picked), (steps, opened)
        assert mapview.pictures_ready(mapview.map_pictures(["seize_rome"]))
        app.reset("menu")
        del steps[:]
        app.push("lessons", game="seize_rome")
        app.step(1 / 60)
        app.top.open("duel")
        assert app.top.name == "tutorial" and steps == []
