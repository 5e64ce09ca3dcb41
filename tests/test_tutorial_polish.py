"""Loose ends of the Caesar and Imperium tutorials (issue 30): the Next button says Enter
does it too, Imperium's revealed cards name the round they were chosen in (not "last
round", which reads as the final round), and Caesar's card choice keeps the cards and the
foot in sight and its top bar does not say the prompt twice."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.app.tutorial.lesson import load_lesson
from games.core.text import tr
from tests.app_kit import open_app, pump, pump_until
from tests.tutorial_kit import at_rest, shown_step, step_said


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_next_button_says_enter_and_enter_goes_on(home, lang):
    with open_app(home, lang=lang) as app:
        scene = shown_step(app, "imperium", step=0, what="the first step")
        assert "Enter" in scene.next_button.text
        assert scene.bubble.contains(scene.next_button.rect)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=40))
        pump_until(app, lambda: scene.index == 1 and at_rest(scene), what="Enter to go on")


def test_imperium_reveal_names_the_round_the_cards_were_chosen_in(home, monkeypatch):
    with open_app(home) as app:
        lesson = load_lesson("imperium")
        i = step_said(lesson, "imperium.lesson.reveal")
        scene = shown_step(app, "imperium", step=i, what="the reveal step")
        board = scene.host.board
        drawn: list[str] = []
        real = board.texts.draw

        def spy(surface, text, *args, **kw):
            drawn.append(text)
            return real(surface, text, *args, **kw)
        monkeypatch.setattr(board.texts, "draw", spy)
        board._draw_seat_cards(pygame.Surface(app.size), 1, board.geom["seat_cards"][1])
        assert tr("imperium.ui.chosen_in", "en", round=1) in drawn
        assert "last round" not in drawn


def test_caesar_card_choice_keeps_the_cards_in_sight_and_says_the_prompt_once(home):
    with open_app(home) as app:
        lesson = load_lesson("caesar")
        i = step_said(lesson, "caesar.lesson.card")
        scene = shown_step(app, "caesar", step=i, what="the card step")
        pump(app, 2)
        board = scene.host.board
        cards = [board.rect_of(f"card:{c}") for c in range(10)]
        assert None not in cards and board.rect_of("foot") is not None
        assert scene.bubble.collidelist(cards + [board.rect_of("foot")]) < 0
        hint = scene.host.render(board.hint())
        prompt = scene.host.render(scene.host.session.state.prompt(0))
        assert hint != tr("caesar.ui.hint_card", "en") and hint not in prompt


def test_imperium_steps_light_the_region_they_speak_of_in_the_boards_words():
    """In a real window the step about Hispania lit Britannia, and the lesson said "resolved"
    where the board, the top bar and the log say "counted"."""
    lesson = load_lesson("imperium")
    for step in lesson.steps:
        regions = [t for t in step.show if t.startswith("region:")]
        for target in regions:
            name = tr(f"imperium.region.{target.partition(':')[2]}", "en")
            assert name in tr(step.say, "en"), f"{step.say} lights {name} without speaking of it"
        assert "resolv" not in tr(step.say, "en").lower(), f"{step.say} says resolved; the board says counted"


def test_imperium_round_four_says_what_the_board_holds():
    """The round 4 step said "your marker in Africa from round 1 still counts" where the
    learner had never sent one there: Africa is empty when the step is shown."""
    from games.app.tutorial.lesson import replay
    lesson = load_lesson("imperium")
    i = step_said(lesson, "imperium.lesson.round4")
    state, _ = replay(lesson, i)
    assert state.board[3] == [0, 0]
    assert "from round 1" not in tr("imperium.lesson.round4", "en")
    assert "nobody has a marker there yet" in tr("imperium.lesson.round4", "en")


def test_imperium_last_words_leave_the_final_standing_in_sight(home):
    """The closing step's bubble hid the final standing's scores: it now keeps it in sight."""
    with open_app(home) as app:
        lesson = load_lesson("imperium")
        i = step_said(lesson, "imperium.lesson.end")
        scene = shown_step(app, "imperium", step=i, what="the closing step")
        final = scene.host.board.rect_of("final")
        assert final is not None and not scene.bubble.colliderect(final)


def test_imperium_short_of_markers_says_markers_in_plain_words():
    """"You have only 2 marker(s)" read like a form: singular and plural are said properly."""
    assert tr("imperium.prompt.fill", "en", n=2).startswith("You have only 2 markers:")
    assert tr("imperium.prompt.fill", "en", n=1).startswith("You have only 1 marker:")
    assert "(s)" not in tr("imperium.prompt.fill", "en", n=2)
