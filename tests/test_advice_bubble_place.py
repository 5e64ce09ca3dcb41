"""Where the advice bubble goes: seen in a real window (CAESAR! at 1000x650), the bubble set
beside the token lit on the player's screen covered the screen's Turn, Place and Cancel; beside
the border space lit on the map it covers none."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.app.scenes.game_advice import bubble_place  # noqa: E402
from games.app.tutorial.bubble import place_bubble  # noqa: E402


def test_the_bubble_goes_beside_the_target_where_it_covers_no_button():
    area = pygame.Rect(0, 0, 760, 560)
    token = pygame.Rect(300, 480, 70, 70)                 # on the player's screen, at the foot
    border = pygame.Rect(80, 160, 30, 30)                 # on the map
    buttons = [pygame.Rect(380 + i * 90, 500, 80, 30) for i in range(3)]     # beside the token
    size = (360, 200)
    first = place_bubble([token, border], size, area)
    assert first.collidelist(buttons) >= 0                # (what it did: the buttons covered)
    got = bubble_place([token, border], size, area, buttons)
    assert got.collidelist(buttons) < 0, got
    assert got.collidelist([token, border]) < 0 and area.contains(got)


def test_without_buttons_in_the_way_the_first_target_keeps_the_bubble():
    area = pygame.Rect(0, 0, 760, 560)
    token, border = pygame.Rect(300, 480, 70, 70), pygame.Rect(80, 160, 30, 30)
    assert bubble_place([token, border], (360, 200), area, []) == place_bubble([token, border], (360, 200), area)
