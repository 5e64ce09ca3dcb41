"""The set-up's Start and Back buttons stay where they are whatever the number of players
(a button that moved under the pointer as the count changed was hard to find again)."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games import GAME_IDS, info  # noqa: E402
from tests.app_kit import open_app, pump  # noqa: E402


@pytest.mark.parametrize("size", [pytest.param((1280, 800), marks=pytest.mark.long), (1000, 650),
                                  pytest.param((1024, 640), marks=pytest.mark.long)])
def test_start_stays_put_for_every_player_count(home, size):
    with open_app(home, size=size) as app:
        moved = []
        for gid in GAME_IDS:
            gi = info(gid)
            if gi.min_players == gi.max_players:
                continue
            scene = app.push("setup", game_id=gid)
            pump(app, 2)
            places = {}
            for n in list(range(gi.min_players, gi.max_players + 1)) + [gi.min_players]:
                scene.set_n(n)
                pump(app, 1)
                places.setdefault((tuple(scene.start_button.rect), tuple(scene.back_button.rect)), []).append(n)
                # every row stays above the buttons
                assert scene.seed_y + scene.widget_h <= scene.start_button.rect.y, (gid, n)
            if len(places) > 1:
                moved.append((gid, places))
            app.pop()
        assert not moved, f"Start moved with the player count: {moved}"


@pytest.mark.parametrize("size", [(1280, 800), (1000, 650), (1600, 1000)])
def test_start_is_in_one_place_in_every_game(home, size):
    """Imperium's Start sat 9 pixels lower than Caesar's (a panel sized to its own rows): every
    game's set-up now has the panel of the game with the most rows."""
    with open_app(home, size=size) as app:
        places = {}
        for gid in GAME_IDS:
            scene = app.push("setup", game_id=gid)
            pump(app, 2)
            places.setdefault((tuple(scene.start_button.rect), tuple(scene.back_button.rect)), []).append(gid)
            assert scene.seed_y + scene.widget_h <= scene.start_button.rect.y, gid
            app.pop()
        assert len(places) == 1, places


@pytest.mark.parametrize("size", [(1280, 800), (1000, 650)])
def test_the_first_row_stands_near_the_panels_top(home, size):
    """Players saw an empty band above "Players" / 「人数」: the first row starts near the
    panel's top edge in every game."""
    with open_app(home, size=size) as app:
        for gid in GAME_IDS:
            scene = app.push("setup", game_id=gid)
            pump(app, 2)
            assert scene.minus_button.rect.top - scene.rect.top <= 40, (gid, scene.minus_button.rect, scene.rect)
            app.pop()
