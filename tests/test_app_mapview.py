"""The board-side map view: fitting, transforms, pan and zoom, hit-testing, hover and drawing (headless)."""
import os
from pathlib import Path

import pygame
import pytest

from games.app.mapview import HIT_RADIUS, MapView
from games.core.maps import load_map

ROOT = Path(__file__).resolve().parent.parent
SIZES = [(1024, 640), (1280, 800), (1920, 1080), (3840, 2160), (800, 1200)]


@pytest.fixture(scope="module")
def sample():
    return load_map(ROOT / "maps" / "sample.tmx")


def _ev(kind, **kw):
    return pygame.event.Event(kind, **kw)


@pytest.mark.parametrize("size", SIZES)
def test_the_whole_map_fits_and_is_centred(sample, size):
    rect = pygame.Rect(10, 20, *size)
    v = MapView(sample, rect)
    tl, br = v.world_to_screen((0, 0)), v.world_to_screen(sample.pixel_size)
    assert rect.left - 1e-6 <= tl[0] and br[0] <= rect.right + 1e-6
    assert rect.top - 1e-6 <= tl[1] and br[1] <= rect.bottom + 1e-6
    # it touches two opposite sides and is centred on the other axis
    assert abs(tl[0] - rect.left) < 1e-6 or abs(tl[1] - rect.top) < 1e-6
    assert (tl[0] + br[0]) / 2 == pytest.approx(rect.centerx, abs=1e-6)
    assert (tl[1] + br[1]) / 2 == pytest.approx(rect.centery, abs=1e-6)
    assert v.zoom == pytest.approx(1.0)


@pytest.mark.parametrize("size", SIZES)
def test_transforms_are_inverse_at_any_pan_and_zoom(sample, size):
    v = MapView(sample, pygame.Rect(0, 0, *size))
    v.zoom_at((size[0] * 0.3, size[1] * 0.6), 3.1)
    v.pan(-57, 33)
    for p in [(0, 0), (640, 400), (1279.5, 12.25), (300, 777)]:
        assert v.screen_to_world(v.world_to_screen(p)) == pytest.approx(p)


def test_zoom_keeps_the_point_under_the_cursor_and_is_clamped(sample):
    v = MapView(sample, pygame.Rect(0, 0, 1024, 640))
    cursor = (700, 300)
    before = v.screen_to_world(cursor)
    v.zoom_at(cursor, 2.0)
    assert v.zoom == pytest.approx(2.0)
    assert v.screen_to_world(cursor) == pytest.approx(before)
    for _ in range(30):
        v.zoom_at(cursor, 1.5)
    assert v.zoom == pytest.approx(v.max_zoom)
    for _ in range(30):
        v.zoom_at(cursor, 0.5)
    assert v.zoom == pytest.approx(1.0)
    assert v.world_to_screen((0, 0))[0] == pytest.approx(0)         # back to the fit


def test_pan_is_clamped_to_the_map(sample):
    v = MapView(sample, pygame.Rect(0, 0, 1024, 640))
    start = v.camera
    v.pan(300, 0)                                  # at the fit there is nothing to pan to
    assert v.camera == pytest.approx(start)
    v.zoom_at((512, 320), 4.0)
    v.pan(10 ** 6, 10 ** 6)                        # as far as it goes: the map's top-left corner
    assert v.world_to_screen((0, 0)) == pytest.approx((0, 0))
    v.pan(-10 ** 6, -10 ** 6)
    assert v.world_to_screen(sample.pixel_size) == pytest.approx((1024, 640))


def test_drag_pans_and_a_short_press_stays_a_click(sample):
    v = MapView(sample, pygame.Rect(0, 0, 1280, 800))
    v.zoom_at((640, 400), 2.0)
    world = v.screen_to_world((640, 400))
    assert not v.handle_event(_ev(pygame.MOUSEBUTTONDOWN, button=1, pos=(640, 400)))
    assert not v.handle_event(_ev(pygame.MOUSEMOTION, pos=(642, 401), rel=(2, 1), buttons=(1, 0, 0)))
    assert v.handle_event(_ev(pygame.MOUSEMOTION, pos=(600, 380), rel=(-42, -21), buttons=(1, 0, 0)))
    assert v.handle_event(_ev(pygame.MOUSEBUTTONUP, button=1, pos=(600, 380)))       # a drag, not a click
    assert v.screen_to_world((600, 380)) == pytest.approx(world)                     # the map followed the mouse
    assert not v.handle_event(_ev(pygame.MOUSEBUTTONDOWN, button=1, pos=(300, 300)))
    assert not v.handle_event(_ev(pygame.MOUSEBUTTONUP, button=1, pos=(301, 300)))   # a click


def test_wheel_zooms_around_the_cursor(sample):
    v = MapView(sample, pygame.Rect(0, 0, 1280, 800))
    world = v.screen_to_world((900, 500))
    assert v.handle_event(_ev(pygame.MOUSEWHEEL, x=0, y=2, pos=(900, 500)))
    assert v.zoom == pytest.approx(1.44)
    assert v.screen_to_world((900, 500)) == pytest.approx(world)
    assert not v.handle_event(_ev(pygame.MOUSEWHEEL, x=0, y=1, pos=(2000, 500)))      # outside the view


@pytest.mark.parametrize("size", [(1024, 640), (3840, 2160)])
def test_hit_testing_after_pan_and_zoom(sample, size):
    v = MapView(sample, pygame.Rect(40, 30, *size))
    v.zoom_at((size[0] // 2, size[1] // 2), 2.5)
    v.pan(-123, 45)
    names = sample.by_name()
    for name in ("Italia", "Gallia", "Hispania", "Graecia", "Asia", "Africa"):
        pos = v.world_to_screen(names[name].center)
        if v.rect.collidepoint(pos):
            assert v.object_at(pos, cls="province").name == name
    # the zoom is 2.5x the fit: move the view so the Alps are on screen, then test the point's radius
    alps = names["Alpes"]
    v.pan(*(a - b for a, b in zip(v.rect.center, v.world_to_screen((alps.x, alps.y)))))
    sx, sy = v.world_to_screen((alps.x, alps.y))
    assert v.object_at((sx + HIT_RADIUS - 1, sy)).name == "Alpes"
    assert v.object_at((sx + HIT_RADIUS + 2, sy)).name != "Alpes"
    # a rectangle turned 20 degrees, an ellipse, a polyline, and outside the view
    v.fit()
    card = names["Cartouche"]
    assert v.object_at(v.world_to_screen(card.center)).name == "Cartouche"
    assert v.object_at(v.world_to_screen((1195, 565))) is None or v.object_at(
        v.world_to_screen((1195, 565))).name != "Cartouche"
    port = names["Portus Piraeus"]
    assert v.object_at(v.world_to_screen(port.center)).name == "Portus Piraeus"
    route = names["Via Domitia"]
    mid = ((route.points[1][0] + route.points[2][0]) / 2, (route.points[1][1] + route.points[2][1]) / 2)
    assert v.object_at(v.world_to_screen(mid)).name == "Via Domitia"
    assert v.object_at((0, 0)) is None


def test_hover_follows_the_mouse(sample):
    v = MapView(sample, pygame.Rect(0, 0, 1280, 800), hover_classes=["province"])
    italia = sample.by_name()["Italia"]
    v.handle_event(_ev(pygame.MOUSEMOTION, pos=tuple(map(round, v.world_to_screen(italia.center))),
                       rel=(0, 0), buttons=(0, 0, 0)))
    assert v.hovered is not None and v.hovered.name == "Italia"
    alps = sample.by_name()["Alpes"]             # a border space over Gallia's edge is not a province
    v.hover(v.world_to_screen((alps.x, alps.y)))
    assert v.hovered is None or v.hovered.cls == "province"
    v.hover((5, 5))
    assert v.hovered is None


def test_layout_keeps_zoom_and_centre_on_resize(sample):
    v = MapView(sample, pygame.Rect(0, 0, 1024, 640))
    v.zoom_at((300, 200), 3.0)
    centre = v.screen_to_world(v.rect.center)
    v.layout(pygame.Rect(0, 0, 3840, 2160))
    assert v.zoom == pytest.approx(3.0)
    assert v.screen_to_world(v.rect.center) == pytest.approx(centre, abs=1.0)


def test_drawing_the_map(sample, tmp_path):
    pygame.init()
    font = pygame.font.Font(None, 22)
    v = MapView(sample, pygame.Rect(20, 20, 1240, 600), label_of=lambda o: o.name if o.cls == "province" else None,
                font=font, hover_classes=["province"])
    surface = pygame.Surface((1280, 640))
    surface.fill((30, 30, 30))
    v.hover(v.world_to_screen(sample.by_name()["Gallia"].center))
    v.draw(surface)
    out = Path(os.environ.get("MAPVIEW_PNG", tmp_path / "mapview.png"))
    pygame.image.save(surface, str(out))
    # outside the rectangle nothing is drawn; the background shows the sea; the hovered province is lighter
    assert surface.get_at((5, 5))[:3] == (30, 30, 30)
    sea = surface.get_at(tuple(map(int, v.world_to_screen((40, 40)))))
    assert sea.b > sea.r
    gallia = surface.get_at(tuple(map(int, v.world_to_screen((560, 120)))))
    v.hover((0, 0))
    v.draw(surface)
    assert sum(gallia[:3]) > sum(surface.get_at(tuple(map(int, v.world_to_screen((560, 120)))))[:3])
    v.zoom_at((600, 300), 4.0)
    v.draw(surface)                                   # zoomed in: only part of the background is scaled
    assert v._bg_cache[1].get_width() <= 1240 + 8 * 4


def test_a_view_at_a_half_or_less_is_scaled_from_a_halved_picture(sample):
    """Scaled from a copy at most twice the view's size (a quarter of the pixels to read), the
    background is the picture scaled at once, but for rounding."""
    from games.app import mapview
    pygame.init()
    v = MapView(sample, pygame.Rect(0, 0, 1240, 600))
    big = pygame.Surface((1280, 640))
    v.draw(big)
    img = v._load_background()
    assert v.scale > 0.5 and (id(img), 1) not in mapview._halves
    small = MapView(sample, pygame.Rect(0, 0, 500, 300))
    assert small.scale <= 0.5
    surface = pygame.Surface((500, 300))
    small.draw(surface)
    assert (id(img), 1) in mapview._halves
    part = small._bg_cache[1]
    direct = pygame.transform.smoothscale(img, (round(img.get_width() * small.scale),
                                                round(img.get_height() * small.scale)))
    a = pygame.image.tobytes(part, "RGB")
    b = pygame.image.tobytes(direct.subsurface(pygame.Rect(0, 0, *part.get_size()).clip(direct.get_rect())), "RGB")
    n = min(len(a), len(b))
    diff = sum(abs(x - y) for x, y in zip(a[:n:7], b[:n:7])) / len(a[:n:7])
    assert diff < 12, diff


def test_a_second_view_of_the_same_size_shares_the_scaled_picture(sample, monkeypatch):
    """A board opened again at the same window size (a new game, a rematch, a replay opened
    again) shows the same part of the map picture at the same size: it is scaled once, not
    by each board (10-30 ms of the opening frame), and draws the same pixels."""
    from games.app import mapview
    pygame.init()
    rect = pygame.Rect(10, 10, 700, 400)
    first, second = MapView(sample, rect), MapView(sample, rect)
    a, b = pygame.Surface((720, 420)), pygame.Surface((720, 420))
    first.draw(a)
    scaled = []
    real = pygame.transform.smoothscale
    monkeypatch.setattr(mapview.pygame.transform, "smoothscale",
                        lambda *args: scaled.append(args[1]) or real(*args))
    second.draw(b)
    assert scaled == [] and second._bg_cache[1] is first._bg_cache[1]
    assert pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")
    second.zoom_at(rect.center, 2.0)                 # another part at another size: scaled anew
    second.draw(b)
    assert len(scaled) == 1


def test_a_games_pictures_are_put_first_and_known_ready(monkeypatch, tmp_path):
    """``prefetch_first`` puts the steps a game's pictures still need at the head of the
    decoding-ahead queue (another picture's steps queued before wait behind them), and
    ``pictures_ready`` is True once they are taken: decoded and halved."""
    from games.app import mapview
    monkeypatch.setattr(mapview, "_backgrounds", {})
    monkeypatch.setattr(mapview, "_halves", {})
    monkeypatch.setattr(mapview, "_steps", [])
    other, mine = tmp_path / "other.png", tmp_path / "mine.png"
    for path in (other, mine):
        pygame.image.save(pygame.Surface((8, 6)), str(path))
    mapview.prefetch([other, mine])
    assert not mapview.pictures_ready([mine])
    assert mapview.prefetch_first([mine]) == 1 + len(mapview.PREFETCH_LEVELS)
    assert [Path(step[1][0]).name for step in mapview._steps] == ["mine.png"] * 2 + ["other.png"] * 2
    mapview.prefetch_step()
    assert not mapview.pictures_ready([mine]) and mapview.prefetch_first([mine]) == 1     # its halving left
    mapview.prefetch_step()
    assert mapview.pictures_ready([mine]) and mapview.prefetch_first([mine]) == 0
    assert not mapview.pictures_ready([other]) and len(mapview._steps) == 2
    assert mapview.map_pictures(["caesar"]) == [] and mapview.map_pictures(["caesar_xl"])
