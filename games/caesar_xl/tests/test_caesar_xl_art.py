"""The Caesar XL board picture: the committed PNG has the map's frame and puts land and sea
where they are (it is drawn by tools/make_caesar_xl_art.py from real coastlines; this test
reads only the committed pictures)."""
from pathlib import Path

import pygame
import pytest

from games.caesar_xl.topology import MAP_PATH, load_topology
from games.core.maps import load_map
from tests.board_picture import around, colour_class, gibraltar_in_place, has_a_border

ART = Path(__file__).resolve().parents[3] / "art" / "caesar_xl"
WIDTH, HEIGHT = 2400, 1500

#: places a few kilometres inland
LAND = {
    "Rome": (12.50, 41.90),
    "Carthage": (10.10, 36.78),
    "Alexandria": (29.95, 31.10),
    "Athens": (23.75, 38.00),
    "Syria": (37.50, 35.00),
    "Gaul": (3.00, 46.50),
    "Britannia": (-1.50, 51.50),
    "Anatolia": (33.00, 39.00),
    "Libyan desert": (20.00, 29.00),
}
#: open water
SEA = {
    "Tyrrhenian Sea": (12.00, 40.00),
    "Ionian Sea": (18.50, 37.50),
    "off Crete": (25.00, 34.50),
    "Gulf of Lion": (4.50, 42.70),
    "Black Sea": (34.00, 43.00),
    "Bay of Biscay": (-4.00, 45.50),
}


def to_px(lon: float, lat: float) -> tuple[int, int]:
    """The map's frame: north-up equirectangular, lon -10..48, lat 26..54."""
    return round((lon + 10) / 58 * WIDTH), round((54 - lat) / 28 * HEIGHT)


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
    assert (ART / "board.png").stat().st_size < 3_500_000
    assert pygame.image.load(str(ART / "board_small.png")).get_size() == (480, 270)
    assert pygame.image.load(str(ART / "menu.png")).get_size() == (480, 270)


@pytest.mark.parametrize("place", sorted(LAND))
def test_known_places_are_land(board, place):
    assert _around(board, *LAND[place]) == {"land"}, place


@pytest.mark.parametrize("place", sorted(SEA))
def test_known_waters_are_sea(board, place):
    assert _around(board, *SEA[place]) == {"sea"}, place


def test_the_frame_is_north_up_and_unshifted(board):
    """The Strait of Gibraltar is a few pixels wide: a picture shifted by a few pixels
    or flipped would put the coastline or land where the strait's water is."""
    assert gibraltar_in_place(board, to_px)


def test_board_has_a_border_and_no_blank_edge(board):
    """A decorative border runs round the picture: its pixels are neither land nor sea."""
    assert has_a_border(board)


def test_the_map_file_has_the_same_frame_and_every_place_is_on_the_board(board):
    """The Tiled map states its frame in map properties: the picture's must be the same;
    every city and barbarian area lies inside it, clear of the border."""
    m = load_map(MAP_PATH)
    assert m.pixel_size == (WIDTH, HEIGHT)
    p = m.properties
    assert [p[k] for k in ("lon_min", "lon_max", "lat_min", "lat_max")] == [-10.0, 48.0, 26.0, 54.0]
    assert to_px(-10.0, 54.0) == (0, 0) and to_px(48.0, 26.0) == (WIDTH, HEIGHT)
    topo = load_topology()
    for place in topo.cities + topo.areas:
        x, y = place.point
        assert 60 <= x <= WIDTH - 60 and 60 <= y <= HEIGHT - 60, place.id


def test_coastal_cities_lie_near_the_sea_and_inland_ones_on_land(board):
    """A coastal city has sea within about 40 map pixels (its real place may be a little
    inland); an inland city stands on land (most of the 9 x 9 pixels round it: rivers
    run through some)."""
    topo = load_topology()
    for c in topo.cities:
        x, y = (round(v) for v in c.point)
        near = {colour_class(board.get_at((x + dx, y + dy))) for dx in range(-40, 41, 4) for dy in range(-40, 41, 4)
                if 0 <= x + dx < WIDTH and 0 <= y + dy < HEIGHT}
        if c.coastal:
            assert "sea" in near, c.id
        else:
            here = [colour_class(board.get_at((x + dx, y + dy))) for dx in range(-4, 5) for dy in range(-4, 5)]
            assert here.count("land") >= 0.6 * len(here), c.id
