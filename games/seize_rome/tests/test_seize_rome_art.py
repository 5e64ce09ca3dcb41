"""The CAESAR! board picture: the committed PNG has the map's frame and puts land and sea
where they are (it is drawn by tools/make_seize_rome_art.py from real coastlines;
this test reads only the committed pictures)."""
from pathlib import Path

import pygame
import pytest

from tests.board_picture import around, gibraltar_in_place, has_a_border

ART = Path(__file__).resolve().parents[3] / "art" / "seize_rome"
WIDTH, HEIGHT = 2000, 1100

#: places a few kilometres inland (the cities themselves lie on the coast)
LAND = {
    "Rome": (12.50, 41.90),
    "Carthage": (10.10, 36.78),
    "Alexandria": (29.95, 31.10),
    "Athens": (23.75, 38.00),
    "Cyrene": (21.86, 32.75),
}
#: open water
SEA = {
    "Tyrrhenian Sea": (12.00, 40.00),
    "Ionian Sea": (18.50, 37.50),
    "off Crete": (25.00, 34.50),
    "Gulf of Lion": (4.50, 42.70),
    "Black Sea": (34.00, 43.00),
}


def to_px(lon: float, lat: float) -> tuple[int, int]:
    """The map's frame: north-up equirectangular, lon -10..42, lat 18.4..47."""
    return round((lon + 10) / 52 * WIDTH), round((47 - lat) / 28.6 * HEIGHT)


@pytest.fixture(scope="module")
def board():
    return pygame.image.load(str(ART / "board.png"))


def _around(surf, lon, lat, r=2):
    return around(surf, to_px(lon, lat), r)


def test_board_is_the_map_frame_and_not_too_big(board):
    assert board.get_size() == (WIDTH, HEIGHT)
    # the map view zooms the board with smoothscale, which takes only 24- and 32-bit pictures
    assert board.get_bitsize() >= 24
    pygame.transform.smoothscale(board.subsurface((0, 0, 300, 200)), (150, 100))
    assert (ART / "board.png").stat().st_size < 2_500_000
    small = pygame.image.load(str(ART / "board_small.png"))
    assert small.get_size() == (480, 270)
    assert pygame.image.load(str(ART / "menu.png")).get_size() == (480, 270)


@pytest.mark.parametrize("place", sorted(LAND))
def test_known_places_are_land(board, place):
    assert _around(board, *LAND[place]) == {"land"}, place


@pytest.mark.parametrize("place", sorted(SEA))
def test_known_waters_are_sea(board, place):
    assert _around(board, *SEA[place]) == {"sea"}, place


def test_the_frame_is_north_up_and_unshifted(board):
    """The Strait of Gibraltar is about five pixels wide: a picture shifted by a few pixels
    or flipped would put the coastline or land where the strait's water is."""
    assert gibraltar_in_place(board, to_px)


def test_board_has_a_border_and_no_blank_edge(board):
    """A decorative border runs round the picture: its pixels are neither land nor sea."""
    assert has_a_border(board)


def test_the_map_file_has_the_same_frame():
    """The Tiled map of the board (drawn on this picture) states its frame in map properties:
    the picture's frame must be the same (same size, same edges)."""
    import xml.etree.ElementTree as ET
    tmx = ART.parents[1] / "maps" / "seize_rome.tmx"
    root = ET.parse(tmx).getroot()
    props = {p.get("name"): p.get("value") for p in root.find("properties")}
    size = (int(root.get("width")) * int(root.get("tilewidth")), int(root.get("height")) * int(root.get("tileheight")))
    assert size == (WIDTH, HEIGHT)
    assert [float(props[k]) for k in ("lon_min", "lon_max", "lat_min", "lat_max")] == [-10.0, 42.0, 18.4, 47.0]
    assert to_px(-10.0, 47.0) == (0, 0) and to_px(42.0, 18.4) == (WIDTH, HEIGHT)


def _map():
    from games.core.maps import load_map
    from games.seize_rome.topology import MAP_PATH
    return load_map(MAP_PATH)


def _class_near(board, p, r=3):
    return around(board, (round(p[0]), round(p[1])), r)


def test_every_province_space_is_on_land(board):
    """Bonus tokens and control markers sit on the province's land (Creta on the island)."""
    for s in _map().of_class("space"):
        assert _class_near(board, s.center) == {"land"}, s.name


def test_border_spaces_lie_on_land_or_sea_as_their_edge_does(board):
    """A border space on a boundary drawn over land is on land; one on a line that splits
    the sea is in open water; every ship space is in the sea."""
    data = _map()
    kind_at = {}
    for e in data.of_class("edge"):
        for p in e.points:
            kind_at[(round(p[0]), round(p[1]))] = e.properties["kind"]
    for b in data.of_class("border"):
        kind = kind_at[(round(b.x), round(b.y))]
        assert _class_near(board, b.center, 4) == {kind}, b.name
        if b.properties["icon"] == "ship":
            assert kind == "sea", b.name
