"""The Catilina Conspiracy's tutorial (issue 30): what its lesson claims, the learner's own
view proves, and the notes sheet takes marks on a step that waits for Next."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.app.tutorial.lesson import load_lesson, replay
from games.catilina.deduction import Knowledge
from games.catilina.rules import Accuse
from games.core.text import tr
from tests.app_kit import open_app, pump_until
from tests.tutorial_kit import click, shown_step, step_said


def step_of(lesson, say: str) -> int:
    """The index of the step that says ``catilina.lesson.<say>``."""
    return step_said(lesson, f"catilina.lesson.{say}")



def shown_at(app, say: str):
    """The tutorial shown at the step that says ``catilina.lesson.<say>``, waiting for the learner."""
    return shown_step(app, "catilina", step_of(load_lesson("catilina"), say), what=f"the step {say!r}")

def test_the_learner_accuses_only_a_sum_their_own_view_proves():
    """The lesson never tells the learner a secret: the sum it has them accuse is proved from
    the learner's view alone when the accusation comes, and not one step sooner."""
    lesson = load_lesson("catilina")
    accuse = step_of(lesson, "accuse")
    total = lesson.steps[accuse].do
    assert isinstance(total, Accuse)
    state, _ = replay(lesson, accuse)
    view = state.view_for(lesson.learner)
    assert Knowledge.from_view(view, lesson.learner).certain_sum() == total.total
    before, _ = replay(lesson, step_of(lesson, "ask_purple"))
    sums = Knowledge.from_view(before.view_for(lesson.learner), lesson.learner).conspirator_sum_candidates()
    assert total.total in sums and len(sums) == 2


def test_the_yellow_two_of_the_hand_step_is_proved_from_the_start():
    lesson = load_lesson("catilina")
    state, _ = replay(lesson, step_of(lesson, "hand"))
    k = Knowledge.from_view(state.view_for(lesson.learner), lesson.learner)
    assert k.conspirators() == [3 * 6 + 2 - 1]


def test_a_mark_on_the_notes_sheet_passes_on_its_next_step_and_nothing_else_does(home):
    with open_app(home) as app:
        scene = shown_at(app, "mark")
        i = scene.index
        board = scene.host.board
        before = list(scene.host.record.actions)
        click(app, board.rect_of("mark:12:1").center)
        assert board.notes().mark(12, "1") == "has"
        assert scene.refusals == 0 and scene.index == i and scene.host.record.actions == before
        click(app, board.rect_of("mark:13:1").center)       # another box: not this step's
        assert board.notes().mark(13, "1") is None and scene.refusals == 1
        assert tr("app.tutorial.wait_next", app.lang) in app.toast_texts()


def test_the_sheet_says_the_sum_is_proved_on_the_proved_step(home):
    with open_app(home) as app:
        scene = shown_at(app, "proved")
        board = scene.host.board
        want = tr("catilina.ui.sum_proved", app.lang, total=15)
        pump_until(app, lambda: board._sums_text() == want, what="the assist to prove the sum")
        assert scene.targets(("sums",))


def test_once_the_accusation_dialog_opens_its_sum_then_its_button_are_lit_and_in_sight(home):
    with open_app(home) as app:
        scene = shown_at(app, "accuse")
        board = scene.host.board
        assert scene.highlighted() == [board.rect_of("accuse")]
        click(app, board.rect_of("accuse").center)
        want = [board.rect_of("sum:15"), board.rect_of("accuse_go")]
        assert None not in want
        # one click at a time: the sum first, then the button that accuses
        pump_until(app, lambda: scene.highlighted() == want[:1] and scene.laid_for == scene.layout_key(),
                   what="the bubble to move beside the dialog")
        assert scene.bubble.collidelist(want) < 0 and scene.refusals == 0
        click(app, want[0].center)
        pump_until(app, lambda: scene.highlighted() == [board.rect_of("accuse_go")], what="the button to be lit")
        assert scene.bubble.collidelist([board.rect_of("accuse_go")]) < 0 and scene.refusals == 0


def test_each_answer_is_read_right_after_its_question_and_the_sums_stay_in_sight():
    """Played in a real window: the learner's first question was answered on screen while the
    bubble spoke of the conspirators, and the step that says "watch the possible sums" hid
    them. The answer's step comes right after the question; every step asking the learner to
    watch the sums keeps them in sight."""
    lesson = load_lesson("catilina")
    assert step_of(lesson, "passed") == step_of(lesson, "ask_one") + 1
    for step in lesson.steps:
        if "sums" in tr(step.say, "en"):
            assert "sums" in step.show + step.see, f"{step.say} speaks of the sums without keeping them in sight"
    for lang, mark in (("en", "circle"), ("ja", "丸")):     # the marks on the sheet are circles
        assert mark in tr("catilina.lesson.notes", lang) and mark in tr("catilina.lesson.mark", lang)


def test_a_later_click_far_from_the_bubble_is_lit_but_not_pointed_at(home, monkeypatch):
    """Once Cicero is chosen, red is lit; the bubble, beside Cicero, draws no pointer across the
    other buttons to it."""
    import games.app.tutorial.scene as runner
    pointed: list = []
    real = runner.draw_bubble

    def spy(surface, rect, lines, font, target, foot):
        pointed.append(target)
        return real(surface, rect, lines, font, target, foot)
    monkeypatch.setattr(runner, "draw_bubble", spy)
    with open_app(home) as app:
        scene = shown_at(app, "ask_one")
        board = scene.host.board
        app.step(1 / 60)
        assert pointed[-1] == board.rect_of("whom:1")
        click(app, board.rect_of("whom:1").center)
        app.step(1 / 60)
        red = board.rect_of("colour:0")
        assert scene.highlighted() == [red]
        assert runner.gap_between(scene.bubble, red) > runner.POINTER_REACH and pointed[-1] is None


def test_the_lesson_names_the_game_as_its_title_does():
    """The Japanese welcome said カティリナ under a title bar saying カテリーナ."""
    title = tr("catilina.title", "ja")
    for lang in ("en", "ja"):
        assert tr("catilina.title", lang) in tr("catilina.lesson.welcome", lang)
    assert "カティリナ" not in tr("catilina.lesson.welcome", "ja") and title == "カテリーナの陰謀"


def test_the_winning_step_leaves_the_result_in_sight(home):
    """In a real window the bubble of the winning step hid "The conspiracy is uncovered"."""
    with open_app(home) as app:
        scene = shown_at(app, "end")
        result = scene.host.board.rect_of("info")
        assert result is not None and not scene.bubble.colliderect(result)
