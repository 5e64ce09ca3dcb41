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


def test_one_target_with_its_button_beside_it_keeps_the_button_clear():
    """Seen in Caesar XL: the bubble beside the Forum card lit covered the Claim button next to
    it (with one target there was no other place tried)."""
    area = pygame.Rect(8, 8, 960, 700)
    card = pygame.Rect(440, 560, 110, 16)
    claim = pygame.Rect(570, 545, 270, 45)
    size = (360, 152)
    assert place_bubble([card], size, area).colliderect(claim)        # (what it did)
    got = bubble_place([card], size, area, [claim])
    assert not got.colliderect(claim) and not got.colliderect(card) and area.contains(got), got


def test_a_dialog_over_the_board_pushes_the_bubble_out_of_its_way():
    """Seen in Catilina: the bubble stood in the middle of the accusation dialog, over the sum
    advised and the Cancel button. Beside the sum lit there is no room inside the dialog: the
    bubble goes beside the dialog, covering neither it nor the sum."""
    area = pygame.Rect(8, 92, 960, 700)
    dialog = pygame.Rect(31, 245, 524, 395)
    cancel = pygame.Rect(300, 595, 243, 34)
    sum_21 = pygame.Rect(245, 372, 45, 41)
    size = (360, 152)
    got = bubble_place([sum_21], size, area, [cancel], [dialog])
    assert not got.colliderect(dialog) and not got.colliderect(sum_21) and area.contains(got), got
    assert bubble_place([sum_21], size, area, [cancel]).colliderect(dialog)   # (without the dialog named)
