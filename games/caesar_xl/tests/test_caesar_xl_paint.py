"""The Caesar XL board painter draws the picture, routes, cities, areas, markers and stacks
headless from plain inputs, fitted to any rectangle, in English and Japanese.

``CAESAR_XL_PNG=/tmp/xl.png`` saves the English picture there to look at (the Japanese
one beside it as ``*_ja.png``)."""
import os
from pathlib import Path

import math

import pygame
import pytest

from games.app.board import Texts
from games.app.fonts import default_fonts
from games.caesar_xl.scene_paint import (AREA_GREEN, COLOURS, LAND_ROUTE, SEA_ROUTE, BoardPainter, dashes,
                                         play_frame, shape_points)
from games.caesar_xl.topology import load_topology
from games.core.text import LANGS, catalogue, tr

CONTROL = {"rubicon": 0, "massilia": 0, "roma": 1, "athenae": 1, "lugdunum": 0, "antiochia": 1}
ALLIANCES = {"burdigala": 0, "byzantium": 1}
STACKS = [("rubicon", 0, ["Caesar", "L3", "L3", "X4"]), ("massilia", 0, ["L3", "L3", "A2"]),
          ("roma", 1, ["A2"]), ("roma", 0, ["Antonius", "L2"]), ("dyrrachium", 1, ["Pompeius", "L3", "L3"])]


def _painter(lang="en", size=(1280, 800)):
    p = BoardPainter(Texts(default_fonts()), lambda key: tr(key, lang))
    p.layout(pygame.Rect((0, 0) + size))
    return p


def _render(lang="en", size=(1280, 800), **kw):
    p = _painter(lang, size)
    surf = pygame.Surface(size)
    surf.fill((0, 0, 0))
    p.draw(surf, CONTROL, ALLIANCES, STACKS, **kw)
    return p, surf


def test_every_place_has_a_name_in_both_languages():
    cat = catalogue()
    topo = load_topology()
    keys = [c.name_key for c in topo.cities] + [a.name_key for a in topo.areas]
    for lang in LANGS:
        assert all(cat[lang].get(k, "").strip() for k in keys), lang
    assert cat["ja"]["caesar_xl.city.roma"] == "ローマ"


def test_the_whole_board_fits_a_16_10_window():
    """The picture is 16:10; fitted into a 16:10 window it fills it (no bars) and shows every place."""
    p, surf = _render()
    assert p.data.pixel_size == (2400, 1500)
    assert play_frame().contains(pygame.Rect(200, 150, 2000, 1150))
    for x, y in ((0, 0), (1279, 0), (0, 799), (1279, 799), (640, 2), (640, 797)):
        assert surf.get_at((x, y))[:3] != (0, 0, 0), (x, y)
    for place in [c.id for c in p.topo.cities] + [a.id for a in p.topo.areas]:
        x, y = p.screen_point(place)
        assert 20 <= x <= 1260 and 20 <= y <= 780, place


@pytest.mark.parametrize("lang", LANGS)
def test_the_board_renders_headless(lang, tmp_path):
    p, surf = _render(lang)
    out = os.environ.get("CAESAR_XL_PNG")
    path = Path(out) if out else tmp_path / "xl.png"
    if lang != "en":
        path = path.with_name(path.stem + f"_{lang}" + path.suffix)
    pygame.image.save(surf, str(path))
    # the picture is under everything: a pixel of open sea far from any route
    x, y = p.view.world_to_screen((1250, 950))       # the Libyan Sea south-west of Crete (clear of names)
    c = surf.get_at((round(x), round(y)))
    assert c.b > c.r
    # the gold value of a city is drawn on its face: ink pixels in the middle of Rome
    rx, ry = p.screen_point("roma")
    assert p.city_radius() > 4, "the middle sampled below lies on the city's face"
    face = [surf.get_at((round(rx + dx), round(ry + dy)))[:3] for dx in range(-3, 4) for dy in range(-3, 4)]
    assert any(sum(col) < 200 for col in face)
    # a barbarian area is green round its red number
    ax, ay = p.screen_point("parthi")
    ar = p.view.scale * 26
    assert surf.get_at((round(ax - ar * 0.8), round(ay - ar * 0.8)))[:3] == AREA_GREEN


def _colour_near(surf, pt, colour, radius=3):
    return any(surf.get_at((round(pt[0]) + dx, round(pt[1]) + dy))[:3] == colour
               for dx in range(-radius, radius + 1) for dy in range(-radius, radius + 1))


def test_land_routes_are_solid_and_sea_routes_dashed():
    p, surf = _render()
    land = p.topo.route_between("roma", "brundisium")
    sea = p.topo.route_between("roma", "sardinia")
    for route, colour in ((land, LAND_ROUTE), (sea, SEA_ROUTE)):
        a, b = (p.view.world_to_screen(pt) for pt in (route.points[0], route.points[-1]))
        # along the middle half of the route, away from the cities' symbols
        samples = [(a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t) for t in [0.3 + 0.4 * i / 40 for i in range(41)]]
        hits = [_colour_near(surf, s, colour, 1) for s in samples]
        if route is land:
            assert all(hits)
        else:
            assert any(hits) and not all(hits)        # dashes and gaps


def test_control_markers_and_stacks_have_their_side_colours():
    p, surf = _render()
    r = p.city_radius()
    for cid, side in CONTROL.items():
        stacked = any(place == cid for place, _, _ in STACKS)     # (then over the stack's counter)
        assert _colour_near(surf, p.marker_spot(cid, stacked)[0], COLOURS[side], 4), cid
    x, y = p.screen_point("athenae")
    assert p.marker_spot("athenae")[0] == (x + r * 0.95, y - r * 0.95)
    spots = p.stack_spots(STACKS)
    # a stack stands right on its place; two in Rome side by side across it, of two colours
    assert spots[0] == p.screen_point("rubicon")
    (x1, y1), (x2, y2) = spots[2], spots[3]
    rx, ry = p.screen_point("roma")
    assert y1 == y2 == ry and x1 < rx < x2 and abs((x1 + x2) / 2 - rx) < 1e-6
    assert surf.get_at((round(x1 - p.counter_side() * 0.4), round(y1)))[:3] != \
        surf.get_at((round(x2 - p.counter_side() * 0.4), round(y2)))[:3]


def test_a_spread_stack_shows_every_counter():
    p = _painter()
    surf = pygame.Surface((1280, 800))
    drawn = []
    p.draw_counter = lambda s, centre, side, label: drawn.append(label) or pygame.Rect(0, 0, 1, 1)
    p.draw(surf, stacks=STACKS, spread="rubicon")
    assert drawn[:4] == ["", "L3", "L3", "X4"]      # (a leader's name on a tag across its edge)
    assert "Caesar" in [label for _, label in p.tag_rects]
    drawn.clear()
    p.draw(surf, stacks=STACKS)
    assert drawn[:3] == ["", "", ""]                # two edges show the rest of the stack
    assert [label for _, label in p.tag_rects] == ["Caesar"]        # (a leader's name on its tag)


def test_zoom_and_places_under_the_mouse():
    p = _painter()
    x, y = p.screen_point("athenae")
    assert p.place_at((x + 2, y - 2)) == "athenae"
    assert p.place_at((5, 795)) is None
    before = p.city_radius()
    p.view.zoom_at((x, y), 2.0)
    assert p.city_radius() > before
    assert p.place_at(p.screen_point("creta")) == "creta"


def test_a_click_on_a_counter_means_its_place():
    """A stack stands on its place: clicking anywhere on its counter selects that place, while
    a place's own mark stays the place itself."""
    p, _ = _render()
    top = {place: rect for rect, place in p.counter_hits}
    rect = top["dyrrachium"]
    assert p.place_at(rect.center) == "dyrrachium"
    cx, cy = p.screen_point("dyrrachium")
    assert math.hypot(rect.centerx - cx, rect.centery - cy) <= 1               # right on its mark
    assert p.place_at((rect.x + 2, rect.y + 2)) == p.place_at((rect.right - 3, rect.bottom - 3)) == "dyrrachium"
    assert p.place_at(p.screen_point("aquileia")) == "aquileia"      # a place's own mark wins
    p.draw(pygame.Surface((1280, 800)), CONTROL, ALLIANCES, STACKS, spread="rubicon")
    spread = [rect for rect, place in p.counter_hits if place == "rubicon"][1:]   # (first: where it stood)
    assert len(spread) == 4 and all(p.place_at(r.center) in ("rubicon", "aquileia") for r in spread)
    assert p.place_at(spread[0].center) == "rubicon"


def test_helpers():
    assert len(shape_points("hexagon", (10, 10), 5)) == 6
    pieces = dashes([(0, 0), (100, 0)], 20, 13)
    assert len(pieces) == 4 and pieces[1][0] == (33.0, 0.0)


def test_the_examples_in_the_docstrings_hold():
    import doctest

    from games.caesar_xl import scene_paint
    result = doctest.testmod(scene_paint)
    assert result.attempted > 0 and result.failed == 0


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080), (2560, 1600)])
def test_no_two_place_names_overlap(lang, size):
    """Every place's name stands clear of every other's (Utica/Messana and
    Dyrrachium/Thessalonica once overlapped) in both languages at several window sizes."""
    p, _ = _render(lang, size)
    names = p.name_rects
    assert len(names) == len(load_topology().cities) + len(load_topology().areas)
    clashes = [(a, b) for i, (ra, a) in enumerate(names) for rb, b in names[i + 1:] if ra.colliderect(rb)]
    assert not clashes, clashes


def test_a_stack_spread_under_the_pointer_stays_spread():
    """The pointer on the top counter of a stack spreads it; spread, its counters move aside,
    and the place under the pointer must stay the stack's (it opened and closed at every frame)."""
    stacks = STACKS + [("antiochia", 1, ["Scipio", "L3", "L2", "A2"])]     # four: none in the middle
    p = _painter()
    surf = pygame.Surface((1280, 800))
    p.draw(surf, CONTROL, ALLIANCES, stacks)
    rect = {place: r for r, place in p.counter_hits}["antiochia"]
    for _ in range(4):
        spread = p.place_at(rect.center)
        assert spread == "antiochia"
        p.draw(surf, CONTROL, ALLIANCES, stacks, spread=spread)
