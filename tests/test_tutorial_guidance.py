"""What a lesson shows while it leads (issue 30): the end of a lesson against a scripted rival
offers a solo game against that rival, a move of two clicks lights what to click next at each
click, a refusal never covers a button of the lesson, and a lesson resumed in the middle of a
battle shows the battle it speaks of."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.app.tutorial import lesson_names, open_tutorial
from games.app.tutorial.lesson import load_lesson, replay
from games.core.text import tr
from tests.app_kit import open_app, pump_until
from tests.tutorial_kit import at_rest, click, play_to, shown_step, step_said


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_auto_crassus_lesson_ends_with_a_solo_game_against_him(home, lang):
    with open_app(home, lang=lang) as app:
        lesson = load_lesson("seize_rome", "crassus")
        scene = open_tutorial(app, "seize_rome", step=len(lesson.steps) - 1, name="crassus")
        play_to(app, scene)
        pump_until(app, lambda: app.top.name == "message", what="the closing word")
        word = app.top
        rival = tr("seize_rome.lesson.rival.crassus", lang)
        assert rival in word.render(word.msg)
        assert word.yes_button.text == tr("app.tutorial.play_rival", lang)
        click(app, word.yes_button.rect.center)
        host = app.top
        assert host.name == "game"
        kinds = [(s.kind, s.level) for s in host.record.seats]
        assert kinds == [("script", "crassus"), ("human", None)]        # he starts, as in the rules
        assert host.record.seats[0].name == rival and host.record.options["difficulty"] == "easy"


def lit(scene) -> list[tuple]:
    """The rectangles the lesson lights now."""
    return [tuple(r) for r in scene.highlighted()]


def where(scene, name: str) -> tuple:
    rect = scene.host.board.rect_of(name)
    assert rect is not None, f"the board does not draw {name}"
    return tuple(pygame.Rect(rect))


@pytest.mark.parametrize("game,name,say", [("seize_rome", "duel", "seize_rome.lesson.turn"),
                                           ("caesar", "", None), ("caesar_xl", "", None)])
def test_a_move_of_several_clicks_lights_the_next_click_at_each_click(home, game, name, say):
    """A token then its space then Confirm (CAESAR!), two squares of an alliance (Caesar), a
    city then a choice in its menu (Caesar XL): each click lights the next one, and only it."""
    with open_app(home) as app:
        lesson = load_lesson(game, name)
        i = next(k for k, s in enumerate(lesson.steps)
                 if s.needs_move and len(s.show + s.allow) > 1 and (say is None or s.say == say))
        scene = shown_step(app, game, step=i, name=name, what="the step of several clicks")
        clicks = scene.clicks()
        for k, target in enumerate(clicks):
            pump_until(app, lambda t=target: scene.host.board.rect_of(t) is not None, what=f"{target} to be drawn")
            assert lit(scene) == [where(scene, target)], f"click {k}: {target} is not the one lit"
            click(app, scene.host.board.rect_of(target).center)
        pump_until(app, lambda: scene.index == i + 1 and at_rest(scene), what="the move to be made")
        assert scene.refusals == 0 and scene.clicked == 0


def test_a_token_dragged_onto_its_space_lights_confirm(home):
    with open_app(home) as app:
        lesson = load_lesson("seize_rome", "duel")
        i = next(k for k, s in enumerate(lesson.steps) if s.needs_move and s.show[0].startswith("token:"))
        scene = shown_step(app, "seize_rome", step=i, name="duel", what="the first token step")
        token, space = (scene.host.board.rect_of(n).center for n in scene.step.show[:2])
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=token, button=1))
        pump_until(app, lambda: scene.clicked == 1, what="the press on the token")
        for k in range(1, 6):
            pos = (token[0] + (space[0] - token[0]) * k // 5, token[1] + (space[1] - token[1]) * k // 5)
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=space, button=1))
        pump_until(app, lambda: scene.clicked == 2, what="the drag's end on the space to count")
        nxt = scene.clicks()[2]
        assert lit(scene) == [where(scene, nxt)]


@pytest.mark.parametrize("size", [(1000, 650), pytest.param((1280, 800), marks=pytest.mark.long)])
@pytest.mark.parametrize("game,name", [("caesar", ""), ("imperium", ""), ("catilina", ""),
                                       ("seize_rome", "crassus")])
def test_a_refusal_never_covers_a_button_of_the_lesson(home, game, name, size):
    """At every step, the sentence of a refusal (three stacked) leaves Leave and Next clear."""
    with open_app(home, size=size) as app:
        scene = open_tutorial(app, game, step=0, name=name)

        def check(index: int) -> None:
            app.step(1 / 60)
            for _k in range(3):
                scene.refuse()
                app.toasts[-1].msg = f"{index} {_k} " + "waiting " * 12      # three different ones
            buttons = [b.rect for b in (scene.leave_button, scene.next_button) if b is not None]
            for _t, _lines, rect in app.toast_places(app.size):
                assert rect.collidelist(buttons) < 0, f"step {index}: a refusal covers a button of the lesson"
            app.toasts.clear()
            scene.refusals = 0

        play_to(app, scene, shots=check)


@pytest.mark.parametrize("game,name", [("caesar", ""), ("seize_rome", "crassus")])
def test_a_refusal_moved_up_leaves_the_top_bar_in_sight(home, game, name):
    """A refusal that cannot stand at the bottom (the lesson's bubble or what to click is
    there) stands under the game's top bar, never over its prompt."""
    with open_app(home, size=(1280, 800)) as app:
        scene = open_tutorial(app, game, step=0, name=name)
        moved = []

        def check(index: int) -> None:
            app.step(1 / 60)
            scene.refuse()
            bar = scene.host.top_rect
            for _t, _lines, rect in app.toast_places(app.size):
                assert not rect.colliderect(bar), f"step {index}: a refusal covers the top bar {rect} {bar}"
                moved.append(rect.y < app.size[1] // 2)
            app.toasts.clear()
            scene.refusals = 0

        play_to(app, scene, shots=check)
        assert any(moved), "no step moved the refusal up: the test shows nothing"


@pytest.mark.parametrize("say", ["caesar_xl.lesson.promote", "caesar_xl.lesson.stay", "caesar_xl.lesson.step_down"])
def test_a_lesson_resumed_in_a_battle_shows_the_battle(home, say):
    """Left at a step of Caesar XL's battle and opened again: the battle panel is up, with the
    dice of the rounds the step speaks of."""
    with open_app(home) as app:
        lesson = load_lesson("caesar_xl")
        i = step_said(lesson, say)
        scene = shown_step(app, "caesar_xl", step=i, what="the resumed step")
        board = scene.host.board
        assert board.rect_of("battle") is not None, "no battle panel on the resumed step"
        assert board.report is not None and board.report["rounds"]
        shown = scene.targets(scene.step.show + scene.step.see)
        assert len(shown) == len(scene.step.show + scene.step.see)
        _state, moves = replay(lesson, i)
        assert scene.host.record.actions == moves


@pytest.mark.parametrize("game,name", [pytest.param(g, n, id=f"{g}-{n}" if n else g)
                                       for g in ("caesar", "imperium", "catilina", "caesar_xl", "seize_rome")
                                       for n in lesson_names(g)])
def test_every_step_resumed_shows_what_it_speaks_of(home, game, name):
    """Opened again at any step, the board draws every target the step shows or speaks of."""
    with open_app(home) as app:
        lesson = load_lesson(game, name)
        for i, step in enumerate(lesson.steps):
            app.reset("menu")
            scene = open_tutorial(app, game, step=i, name=name)
            pump_until(app, lambda s=scene: at_rest(s), what=f"step {i} resumed")
            missing = [t for t in step.show + step.see if scene.host.board.rect_of(t) is None]
            assert not missing, f"{game} step {i} ({step.say}) resumed does not draw {missing}"


def test_no_next_button_shows_without_its_bubble_while_the_moves_play(home):
    """Next clicked on a step whose rival then moves: the bubble goes while the moves are
    shown, and so does its Next button."""
    with open_app(home, speed="normal") as app:
        lesson = load_lesson("catilina")
        i = next(k for k, s in enumerate(lesson.steps) if not s.needs_move and s.then)
        scene = shown_step(app, "catilina", step=i, what="the step with the rival's move")
        assert scene.next_button.visible
        button = scene.next_button
        click(app, button.rect.center, frames=1)
        pump_until(app, lambda: scene.moving, what="the rival's move to be played")
        assert not button.visible
        pump_until(app, lambda: scene.index == i + 1 and at_rest(scene), what="the next step")


def test_a_bubble_kept_far_from_its_target_draws_no_long_pointer(home, monkeypatch):
    """A bubble that finds no room near its target (Imperium's closing step once kept the
    final standing and the score track in sight so, standing far from the track) drew a
    pointer across the whole map. Far off, the gold frame alone marks the target."""
    import games.app.tutorial.scene as runner
    pointed: list = []
    real = runner.draw_bubble

    def far(targets, size, area):                 # (no room anywhere near: the top left corner)
        return pygame.Rect(area.x, area.y, *size)
    monkeypatch.setattr(runner, "place_bubble", far)

    def spy(surface, rect, lines, font, target, foot):
        pointed.append(target)
        return real(surface, rect, lines, font, target, foot)
    monkeypatch.setattr(runner, "draw_bubble", spy)
    with open_app(home, lang="ja") as app:
        lesson = load_lesson("imperium")
        i = step_said(lesson, "imperium.lesson.end")
        scene = shown_step(app, "imperium", step=i, what="the closing step")
        app.step(1 / 60)
        track = scene.host.board.rect_of("track")
        assert runner.gap_between(scene.bubble, track) > runner.POINTER_REACH
        assert pointed[-1] is None and scene.highlighted() == [track]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_closing_bubbles_of_imperium_leave_the_scores_in_sight(home, lang):
    """The last two steps speak of the final scores: their bubbles cover neither seat's score
    panel nor the final box."""
    with open_app(home, size=(1280, 800), lang=lang) as app:
        scene = open_tutorial(app, "imperium", step=0)
        last = len(scene.lesson.steps)
        seen = []

        def check(index: int) -> None:
            if index < last - 2:
                return
            board = scene.host.board
            for target in ("seat:0", "seat:1", "final"):
                rect = board.rect_of(target)
                assert rect is not None and not scene.bubble.colliderect(rect), \
                    f"step {index}: the bubble {scene.bubble} covers {target} {rect}"
            seen.append(index)

        play_to(app, scene, shots=check)
        assert seen == [last - 2, last - 1]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_veteran_hit_bubble_stands_beside_its_button_with_the_battle_in_sight(home, lang):
    """Caesar XL's step that gives a hit to a veteran legion: the battle panel fills the map's
    foot and the button is in the side panel below it; the bubble stood above the battle, far
    from the button. It stands beside the button now (wider and shorter), the panel clear."""
    from games.app.tutorial.scene import POINTER_REACH, gap_between
    with open_app(home, lang=lang) as app:
        lesson = load_lesson("caesar_xl")
        i = step_said(lesson, "caesar_xl.lesson.step_down")
        scene = shown_step(app, "caesar_xl", step=i, what="the veteran's hit step")
        button, = scene.targets(scene.step.show)
        battle, = scene.targets(scene.step.see)
        assert gap_between(scene.bubble, button) <= POINTER_REACH, (scene.bubble, button)
        assert not scene.bubble.colliderect(battle) and not scene.bubble.colliderect(button)
        assert scene.host.board_rect.contains(scene.bubble)
