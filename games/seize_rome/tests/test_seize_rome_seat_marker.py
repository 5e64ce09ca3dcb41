"""The last-move marker on a seat's box (a bonus used, a Might target chosen: a move with no
border space) has its dot whole on the board and says what it is under the pointer ("Last
move: Livia" and the log line): on the first seat's box the dot stood half past the window's
left edge, a red diamond that said nothing."""
from __future__ import annotations

import dataclasses

import pytest

pygame = pytest.importorskip("pygame")

from games.app.scenes.game_marker import DOT_R, LastMove, dot_corner, marker_clear_of  # noqa: E402
from games.core import registry  # noqa: E402
from games.seize_rome import INFO  # noqa: E402
from games.seize_rome.rules import Bonus  # noqa: E402
from tests.app_kit import make_app, pump, pump_until  # noqa: E402
from games.seize_rome.tests.seize_rome_scene_kit import solo_record  # noqa: E402


@pytest.mark.parametrize("lang, size", [("ja", (1000, 700)), ("en", (1280, 800))])
def test_the_marker_on_a_seats_box_is_whole_and_says_what_it_is(home, monkeypatch, lang, size):
    with registry.registered(dataclasses.replace(INFO, playable=True), "games.seize_rome"):
        app = make_app(home, size=size)
        try:
            app.set_lang(lang)
            record = solo_record()
            scene = app.push("game", record=record, autosave_on=False)
            pump_until(app, lambda: not scene.busy() and 0 in scene.session.state.to_act(), 6000, "Livia's turn")
            scene.auto = False
            index = len(scene.record.actions) - 1         # (a move of Livia's with no place on the map)
            scene.last_move = LastMove(index, 0, Bonus("senate", "gallia", True), False)
            monkeypatch.setattr(scene, "marked", lambda: scene.last_move)
            pump(app, 2)
            box = scene.board.rect_of("seat:0")
            assert scene.marker_lit == [box]
            dot = dot_corner(box.inflate(6, 6), marker_clear_of(scene.board))
            assert dot is not None
            assert scene.board.rect.contains(pygame.Rect(dot[0] - DOT_R, dot[1] - DOT_R, 2 * DOT_R, 2 * DOT_R)), dot
            monkeypatch.setattr(pygame.mouse, "get_pos", lambda: dot)
            pump(app, 1)
            pump_until(app, lambda: getattr(scene, "drawn_marker_tip", None) is not None, 60, "the marker's tooltip")
            assert scene.tr("app.marker.head", name="Livia") in scene.marker_words(scene.last_move)
        finally:
            app.quit()
            pygame.event.clear()


@pytest.mark.parametrize("lang, size", [("ja", (1000, 700)), ("en", (1280, 800))])
def test_tactics_used_marks_nothing_during_the_extra_turn(home, monkeypatch, lang, size):
    """Tactics used gives the mover an extra turn at once: the marker stood on the player's own
    box all through it (a red diamond on the panel corner, saying nothing new). It marks
    nothing; nor does Wealth used (its draw is behind the mover's screen: the diamond stood on
    Livia's box all through Auto-Crassus's turn) or a bonus discarded; Senate used (markers
    put down) still marks the mover's box."""
    with registry.registered(dataclasses.replace(INFO, playable=True), "games.seize_rome"):
        app = make_app(home, size=size)
        try:
            app.set_lang(lang)
            scene = app.push("game", record=solo_record(), autosave_on=False)
            pump_until(app, lambda: not scene.busy() and 0 in scene.session.state.to_act(), 6000, "Livia's turn")
            scene.auto = False
            index = len(scene.record.actions) - 1
            scene.last_move = LastMove(index, 0, Bonus("tactics", "gallia", True), False)
            monkeypatch.setattr(scene, "marked", lambda: scene.last_move)
            pump(app, 2)
            assert scene.marker_lit == []
            for kind, use in (("wealth", True), ("tactics", False), ("might", False)):
                scene.last_move = LastMove(index, 0, Bonus(kind, "gallia", use), False)
                pump(app, 2)
                assert scene.marker_lit == [], (kind, use)
            scene.last_move = LastMove(index, 0, Bonus("senate", "gallia", True), False)
            pump(app, 2)
            assert scene.marker_lit == [scene.board.rect_of("seat:0")]
        finally:
            app.quit()
            pygame.event.clear()
