"""The set-up's person-or-computer choice: its ◀ and ▶ stay where they are whatever the kind's
words, and the list stops at its ends. (A ◀ that wrapped round from Person to a computer, and
moved as the label's width changed, started a game against the computer by mistake.)"""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.core.registry import all_games  # noqa: E402
from tests.app_kit import open_app, pump  # noqa: E402
from tests.test_app_shell import click  # noqa: E402

GAMES = [gi.id for gi in all_games()]


@pytest.mark.parametrize("lang", [pytest.param("en", marks=pytest.mark.long), "ja"])
def test_the_arrows_stay_still_and_the_list_stops_at_its_ends(home, lang):
    with open_app(home, size=(1280, 800)) as app:
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


def test_the_ends_follow_a_kind_set_from_the_menu_entry(home):
    """A seat preset as the last kind (a scripted opponent) opens with its ▶ greyed."""
    with open_app(home) as app:
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


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [pytest.param((1280, 800), marks=pytest.mark.long), (1000, 700)])
def test_each_computer_level_shows_its_level_on_the_seat_button(home, lang, size):
    """At 1000x700 in Japanese the seat read 「コンピューター」 for all three levels (the label,
    too long, lost its bracketed level): each level reads its own words, level included."""
    from games.app.fonts import font_file
    from games.app.gui import TIP_INSET, TIP_PX, TIP_WIDTH, tip_markup
    with open_app(home, size=size) as app:
        app.set_lang(lang)
        pump(app)
        setup = app.push("setup", game_id="caesar_xl")
        pump(app)
        levels = [k for k in setup.kinds() if k != "human" and not k.startswith("script:")]
        assert len(levels) == 3
        said = []
        for kind in levels:
            setup.seats[1]["kind"] = kind
            setup.rebuild()
            pump(app)
            button = setup.kind_buttons[1]
            words = button.text
            assert app.tr(f"core.level.{kind}") in words, (kind, words)
            assert app.fonts.get(16).size(words)[0] + 24 <= button.rect.w, words
            said.append(words)
        assert len(set(said)) == 3, said
        if lang == "ja":                 # (a phrase whole on its line: never 「または／コンピューター／（…」)
            font = pygame.font.Font(str(font_file(False)), TIP_PX)
            markup, width = tip_markup(app.tr("app.setup.tip_kind"), lambda s: font.size(s)[0])
            lines = markup.split("<br>")
            assert all(font.size(x)[0] <= (width or TIP_WIDTH) - TIP_INSET for x in lines)
            assert lines[-1] == "（やさしい・ふつう・むずかしい）" and lines[-2].endswith("コンピューター"), lines
