"""What a lesson shows while it leads (issue 30): the end of a lesson against a scripted rival
offers a solo game against that rival, a move of two clicks lights what to click next at each
click, a refusal never covers a button of the lesson, and a lesson resumed in the middle of a
battle shows the battle it speaks of."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.app.tutorial import open_tutorial
from games.app.tutorial.lesson import load_lesson
from games.core.text import tr
from tests.app_kit import make_app, pump_until
from tests.tutorial_kit import click, play_to


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_auto_crassus_lesson_ends_with_a_solo_game_against_him(home, lang):
    app = make_app(home, lang=lang)
    try:
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
    finally:
        app.quit()
