"""Solo CAESAR! on the screen: the menu's "Solo against Auto-Crassus" entry opens the set-up with
the person against the scripted seat; in the game scene the host plays his tile, draws and
placements step by step while the person plays on."""
from __future__ import annotations

import dataclasses
import random

import pytest

pygame = pytest.importorskip("pygame")

from games.core import registry  # noqa: E402
from games.core.record import Record  # noqa: E402
from games.core.state import SeatInfo  # noqa: E402
from games.seize_rome import INFO  # noqa: E402
from games.seize_rome.rules import CrassusPlace  # noqa: E402
from tests.app_kit import make_app, pump  # noqa: E402


def click(app, widget):
    pos = widget.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    pump(app, 3)


@pytest.mark.parametrize("lang", [pytest.param("en", marks=pytest.mark.long), "ja"])
def test_the_menu_entry_opens_a_solo_set_up(home, lang):
    with registry.registered(dataclasses.replace(INFO, playable=True), "games.seize_rome"):
        app = make_app(home)
        try:
            app.set_lang(lang)
            pump(app)
            menu = app.top
            assert "seize_rome/solo" in menu.new_buttons and "seize_rome" in menu.new_buttons
            assert [k for k in menu.keys if k.startswith("seize_rome")] == ["seize_rome", "seize_rome/solo"]
            click(app, menu.new_buttons["seize_rome/solo"])
            setup = app.top
            assert setup.name == "setup" and setup.game_id == "seize_rome" and setup.entry == "solo"
            assert setup.n == 2 and [s["kind"] for s in setup.seats[:2]] == ["human", "script:crassus"]
            assert setup.seats[1]["name"] == app.tr("seize_rome.script.crassus.name")
            said = setup.kind_buttons[1].text       # (its bracketed words dropped when the box is narrow)
            assert said == setup.kind_cue("script:crassus", setup.kind_buttons[1].rect.w)
            assert app.tr("seize_rome.script.crassus.name") in said, said
            # the set-up is named after the entry, and Auto-Crassus starts by the rules: no choice
            assert app.tr("seize_rome.entry.solo") in setup.title_text()
            assert not setup.starter_button.is_enabled
            assert setup.starter_button.text == app.tr("app.setup.starter_ruled",
                                                       name=app.tr("seize_rome.script.crassus.name"))
            click(app, setup.option_buttons["difficulty"])
            assert setup.options["difficulty"] == "hard"
            record = setup.make_record()
            kinds = sorted((s.kind, s.level) for s in record.seats)
            assert kinds == [("human", None), ("script", "crassus")] and record.options["difficulty"] == "hard"
            click(app, setup.start_button)
            pump(app, 3)
            game = app.top
            assert game.name == "game" and game.record.game == "seize_rome"
        finally:
            app.quit()
            pygame.event.clear()


def test_the_plain_game_tile_still_opens_a_two_player_set_up(home):
    with registry.registered(dataclasses.replace(INFO, playable=True), "games.seize_rome"):
        app = make_app(home)
        try:
            click(app, app.top.new_buttons["seize_rome"])
            setup = app.top
            assert setup.entry is None and [s["kind"] for s in setup.seats[:2]] == ["human", "normal"]
            assert app.tr("seize_rome.title") in setup.title_text() and setup.starter_button.is_enabled
            assert set(setup.option_buttons) == {"expansions"}       # no Auto-Crassus options without him
            # the starting seat is a side: the row says who plays Caesar
            assert setup.starter_row_key() == "seize_rome.setup.starter"
            while setup.seats[1]["kind"] != "script:crassus":      # choosing him makes him start
                click(app, setup.kind_buttons[1])
            assert not setup.starter_button.is_enabled
            assert setup.starter_row_key() == "app.setup.starter"  # "Who starts: Auto-Crassus"
            assert set(setup.option_buttons) == {"expansions", "difficulty", "harder"}
            click(app, setup.kind_back[1])
            assert setup.starter_button.is_enabled and set(setup.option_buttons) == {"expansions"}
        finally:
            app.quit()
            pygame.event.clear()


def test_a_solo_game_plays_on_in_the_window(home):
    with registry.registered(dataclasses.replace(INFO, playable=True), "games.seize_rome"):
        app = make_app(home)
        try:
            seats = [SeatInfo("Livia", "human", None, "red"), SeatInfo("Auto-Crassus", "script", "crassus", "blue")]
            record = Record("seize_rome", seats, seed=3, options={"expansions": "all", "difficulty": "hard"})
            game = app.push("game", record=record)
            rng = random.Random(2)
            moves = 0
            for _ in range(600):
                state = game.session.state
                if state.is_over() or moves >= 8:
                    break
                top = app.top
                if top.name == "handoff":
                    top.confirm()
                elif top is game and game.viewer == 0 and game.board.acting and not game.board.busy():
                    assert game.submit(0, rng.choice(state.legal_actions(0)))
                    moves += 1
                game.anim.skip()
                pump(app, 1)
            places = [a for seat, a in record.actions if isinstance(a, CrassusPlace)]
            assert moves >= 8 or game.session.state.is_over()
            assert len(places) >= min(moves, 8)
            # his column: the row face up as the state has it, the tile, the reason on hover
            game.anim.skip()
            pump(app, 3)
            board, state = game.board, game.session.state
            assert board.crassus_col is not None and board.map.rect.right <= board.crassus_col.x
            assert board.drawn_row == list(state.hands[1])
            assert board.drawn_tile == state.tile
            why = game.render(state.clast.msg(1))
            assert "rule" in why.lower()
            tips = {s.key: s.tip for s in board.hotspots}
            assert tips[("crassus_why",)] == why
            assert ("crassus_last", state.clast.border) not in tips     # (the last-move marker says it, once)
            assert why not in [t for k, t in tips.items() if k != ("crassus_why",)]
        finally:
            app.quit()
            pygame.event.clear()


def test_no_column_in_a_two_player_game(home):
    with registry.registered(dataclasses.replace(INFO, playable=True), "games.seize_rome"):
        app = make_app(home)
        try:
            seats = [SeatInfo("Livia", "human", None, "red"), SeatInfo("Marcus", "ai", "easy", "blue")]
            game = app.push("game", record=Record("seize_rome", seats, seed=3, options={}))
            pump(app, 3)
            assert game.board.crassus_col is None and game.board.drawn_row == []
        finally:
            app.quit()
            pygame.event.clear()


def test_two_rulebook_opponents_are_refused_in_the_set_up(home):
    with registry.registered(dataclasses.replace(INFO, playable=True), "games.seize_rome"):
        app = make_app(home)
        try:
            click(app, app.top.new_buttons["seize_rome/solo"])
            setup = app.top
            setup.seats[0]["kind"] = "script:crassus"
            assert setup.make_record() is None
            assert app.toasts and app.tr("app.err.bad_seats") in app.toast_texts()
            setup.seats[0]["kind"] = "human"
            assert setup.make_record() is not None
        finally:
            app.quit()
            pygame.event.clear()
