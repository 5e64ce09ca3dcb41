"""Where a province name goes, as pure geometry (no board, no surface): clear of what it must
not cover, inside its province's outline, on the map, smaller or on two lines only when no
place is clear, and the polygon test agreeing with the mask test."""
from __future__ import annotations

import pygame

from games.seize_rome.scene_labels import Layout, inside_test, place_name, place_off_map, polygon_test

SQUARE = [(100, 100), (300, 100), (300, 260), (100, 260)]


def layout(block=(), totals=()) -> Layout:
    """A 400x300 map, a space of radius 10, each character 6 pixels wide."""
    return Layout(list(block), list(totals), pygame.Rect(0, 0, 400, 300), r=10, gap=2, below=20, side=30,
                  width=lambda text, size: 6 * len(text))


def test_a_name_goes_above_its_space_when_that_is_clear():
    at, how, box, size, lines = place_name(layout(), (200.0, 180.0), SQUARE, (("Roma",),), 12, None, [])
    assert (at, how, box.midbottom) == ((200.0, 180.0 - 10 - 2), "midbottom", (200, 168))     # the gap above
    assert size == 12 and lines == ("Roma",)


def test_a_name_keeps_clear_of_a_blocked_place_and_of_names_placed_before():
    above = pygame.Rect(150, 140, 100, 30)              # what covers the place above the space
    other = pygame.Rect(150, 190, 100, 40)              # a name placed before, below it
    _, how, box, _, _ = place_name(layout([above]), (200.0, 180.0), SQUARE, (("Roma",),), 12, None, [other])
    assert not box.colliderect(above) and not box.colliderect(other) and how != "midbottom"


def test_a_name_stays_inside_its_province_and_on_the_map():
    narrow = [(180, 0), (220, 0), (220, 300), (180, 300)]      # a strip 40 pixels wide
    _, _, box, _, lines = place_name(layout(), (200.0, 20.0), narrow, (("Hispania Ulterior",),
                                                                    ("Hispania", "Ulterior")), 12, None, [])
    assert pygame.Rect(0, 0, 400, 300).contains(box)
    assert box.left >= 180 - 6 and box.right <= 220 + 6, box      # shrunk or set on two lines to fit
    assert lines == ("Hispania", "Ulterior") or box.w < 6 * len("Hispania Ulterior")


def test_a_name_whose_space_is_off_the_map_goes_above_it_unsearched():
    _, how, box, size, lines = place_off_map(layout(), (200.0, -50.0), ("Roma",), 12)
    assert how == "midbottom" and box.bottom == -50 - 12 and size == 12 and lines == ("Roma",)


def test_the_polygon_test_agrees_with_the_mask_away_from_the_edge():
    mask, poly = inside_test(SQUARE), polygon_test(SQUARE)
    for pt in [(150, 150), (99, 150), (50, 50), (299, 259), (301, 200), (200, 120)]:
        if min(abs(pt[0] - 100), abs(pt[0] - 300), abs(pt[1] - 100), abs(pt[1] - 260)) > 1:
            assert mask(pt) == poly(pt), pt
