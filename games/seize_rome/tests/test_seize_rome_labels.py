"""Where a province name goes, as pure geometry (no board, no surface): clear of what it must
not cover, inside its province's outline, on the map, smaller or on two lines only when no
place is clear, and the polygon test agreeing with the mask test."""
from __future__ import annotations

import pygame

from games.core.maps import point_in_polygon
from games.seize_rome.scene_labels import (TAG_PLACES, Layout, inside_test, place_name, place_off_map, place_tag,
                                           polygon_test, tag_at)

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


def test_a_name_stands_partly_outside_its_province_rather_than_cover_a_token():
    """The only clear place is a strip too narrow for the name (Numidia's coast at 1000x650):
    the name covers no token, keeping its middle in its province, partly outside it."""
    tokens = [pygame.Rect(120, 100, 180, 160)]          # all the province but a 20-pixel strip
    _, _, box, size, _ = place_name(layout(tokens), (150.0, 130.0), SQUARE, (("Roma",),), 12, None, [])
    assert box.collidelist(tokens) == -1 and box.w > 20, box
    assert point_in_polygon(box.center, SQUARE) and box.left < 100, box


def test_a_name_is_never_set_below_the_readable_floor():
    """A province too narrow for its name at any readable size (a name of 8 pixels would
    fit): the name stands partly outside it at the floor's size rather than shrink to fit."""
    narrow = [(100, 50), (131, 50), (131, 250), (100, 250)]      # 31 pixels wide

    def width(text, size):
        return size * len(text) // 2
    lay = Layout([], [], pygame.Rect(0, 0, 400, 300), r=3, gap=2, below=4, side=30, width=width)
    _, _, box, size, _ = place_name(lay, (116.0, 150.0), narrow, (("Numidia",),), 12, None, [])
    assert size >= 9, size        # (Japanese names of 8 pixels were hard to read: NAME_FLOOR)


def test_a_count_tag_takes_the_first_clear_side_and_names_keep_clear_of_it():
    """The "3/4" tag goes right of its totals, else left (a token on the right), clear for
    totals of one figure a side and of two; with tokens round the totals it goes above the
    space, and a name placed after it keeps off its ground (the name's first place)."""
    narrow, wide = pygame.Rect(185, 200, 30, 14), pygame.Rect(175, 200, 50, 14)
    space = pygame.Rect(190, 175, 20, 20)
    token = pygame.Rect(228, 196, 30, 30)
    place, reach = place_tag(narrow, wide, space, (24, 14), [token], pygame.Rect(0, 0, 400, 300))
    assert TAG_PLACES[place][:2] == ("midright", "box")
    assert not reach.colliderect(token) and reach.contains(tag_at(narrow, space, (24, 14), place))
    assert reach.contains(tag_at(wide, space, (24, 14), place))
    tokens = [pygame.Rect(214, 186, 40, 30), pygame.Rect(146, 186, 40, 30), pygame.Rect(170, 215, 60, 20)]
    place, reach = place_tag(narrow, wide, space, (24, 14), tokens, pygame.Rect(0, 0, 400, 300))
    assert TAG_PLACES[place] == ("midbottom", "space", "midtop") and reach.collidelist(tokens) == -1
    lay = layout(tokens + [space], [reach])
    _, _, box, _, _ = place_name(lay, (200.0, 185.0), [], (("Roma Aeterna",),), 12, None, [])
    assert not box.colliderect(reach) and box.collidelist(tokens + [space]) == -1, box
