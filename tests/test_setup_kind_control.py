"""The set-up's person-or-computer choice: its ◀ and ▶ stay where they are whatever the kind's
words, and the list stops at its ends. (A ◀ that wrapped round from Person to a computer, and
moved as the label's width changed, started a game against the computer by mistake.)"""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.core.registry import all_games  # noqa: E402
from tests.app_kit import make_app, pump  # noqa: E402
from tests.test_app_shell import click  # noqa: E402

GAMES = [gi.id for gi in all_games()]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_arrows_stay_still_and_the_list_stops_at_its_ends(home, lang):
    app = make_app(home, size=(1280, 800))
    try:
        app.set_lang(lang)
        pump(app)
        for game in GAMES:
            setup = app.push("setup", game_id=game)
            pump(app)
            kinds = setup.kinds()

            def back(setup=setup):
                return setup.kind_back[1]         # (a choice that adds or drops rows builds anew)

            def on(setup=setup):
                return setup.kind_next[1]

            def spots(setup=setup):
                return tuple(back().rect), tuple(on().rect), tuple(setup.kind_buttons[1].rect)
            first = spots()
            while setup.seats[1]["kind"] != kinds[0]:
                click(app, back())
            assert not back().is_enabled and on().is_enabled
            click(app, back().rect.center)                  # greyed: Person stays Person
            assert setup.seats[1]["kind"] == "human", game
            setup.cycle_kind(1, -1)
            assert setup.seats[1]["kind"] == "human", "the list never wraps round"
            seen = []
            for _ in kinds[1:]:
                click(app, on().rect.center)                # the same spot, click after click
                seen.append(setup.seats[1]["kind"])
                assert spots() == first, game
            assert seen == list(kinds[1:]), (game, seen)
            assert back().is_enabled and not on().is_enabled
            click(app, on().rect.center)
            click(app, setup.kind_buttons[1])
            assert setup.seats[1]["kind"] == kinds[-1], "the last kind stays the last"
            for _ in kinds[1:]:
                click(app, back().rect.center)
            assert setup.seats[1]["kind"] == "human" and not back().is_enabled
            app.pop()
            pump(app)
    finally:
        app.quit()
        pygame.event.clear()


def test_the_ends_follow_a_kind_set_from_the_menu_entry(home):
    """A seat preset as the last kind (a scripted opponent) opens with its ▶ greyed."""
    app = make_app(home)
    try:
        for game in GAMES:
            setup = app.push("setup", game_id=game)
            pump(app)
            last = setup.kinds()[-1]
            setup.seats[1]["kind"] = last
            setup.rebuild()
            pump(app)
            assert setup.kind_back[1].is_enabled and not setup.kind_next[1].is_enabled, game
            assert setup.kind_label(last).split("（")[0].split(" (")[0] in setup.kind_buttons[1].text
            app.pop()
            pump(app)
    finally:
        app.quit()
        pygame.event.clear()
