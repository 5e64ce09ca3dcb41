"""The CAESAR! board's province names and what they keep clear of, headless on the kit's
SimpleHost: each name inside its own province, on the map, over no token, space, totals box
or other name, in both languages and at every size; drafted at a new size and then searched
a slice a frame; taken from another board of the same layout; kept off the map with a
province zoomed off it. The rest of the board is ``test_seize_rome_scene.py``."""
from __future__ import annotations

import pygame
import pytest

from games.seize_rome import rules as R
from games.seize_rome import scene_labels, scene_names
from games.seize_rome.tests.test_seize_rome_scene import SIZES, Table, playable  # noqa: F401 (an autouse fixture)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_province_names_cover_no_token_and_stay_on_the_map(lang, size):
    """Each province's name is placed near its space where it covers no border space,
    no other province's space, no other name, and stays inside the map."""
    from games.seize_rome.scene_paint import token_rect
    table = Table(3, "base", size, lang)
    table.chance()
    b = table.board
    b.draw(pygame.Surface(size))
    spots = b._name_spots()
    assert set(spots) == {p.id for p in R.TOPO.provinces}
    side = b.token_side()
    tokens = [token_rect(b.border_centre(x.id), side) for x in R.TOPO.borders]
    boxes = []
    for pid, (at, how) in spots.items():
        px = b._name_px[pid]            # (a name shrinks where no place is clear at its design size)
        lines = b._name_lines[pid]      # (a long name may take two lines, each within its box)
        assert "".join(lines).replace(" ", "") == b.tr(f"seize_rome.province.{pid}").replace(" ", "")
        if len(lines) == 1:
            box = pygame.Rect(0, 0, b.texts.width(lines[0], px, True), round(px * 1.1))
            setattr(box, how, (round(at[0]), round(at[1])))
        else:
            box = b.name_rects()[pid]
            assert all(b.texts.width(ln, px, True) <= box.w for ln in lines) and box.h >= len(lines) * px
        assert b.name_rects()[pid].contains(box) and px >= 8
        assert b.map.rect.contains(box), pid
        assert box.collidelist(tokens) == -1, (pid, box)
        assert box.collidelist(boxes) == -1, pid
        boxes.append(box)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", SIZES)
def test_each_province_name_sits_inside_its_own_province_and_meets_no_other(lang, size):
    """Every name box lies inside its province's outline (Hispania Citerior's long Japanese
    name did stand in Hispania Ulterior, beside that one's name), and no two names meet. The
    three narrow provinces (Numidia's coast, Sardinia's island, Hispania Ulterior's corner)
    cannot hold a readable name clear of their tokens at the smaller sizes: theirs keeps its
    middle in its province and at most a third of it out."""
    from games.core.maps import point_in_polygon
    table = Table(3, "base", size, lang)
    b = table.board
    rects = b.name_rects()
    assert set(rects) == {p.id for p in R.TOPO.provinces}
    for pid, box in rects.items():
        outline = [b.map.world_to_screen(q) for q in b.outlines[pid]]
        if pid in ("numidia", "sardinia", "hispania_ulterior") and size[0] <= 1280:
            assert point_in_polygon(box.center, outline), pid
            assert scene_labels.outside(box, outline) <= 1 / 3, pid
            continue
        for pt in (box.topleft, box.topright, box.bottomleft, box.bottomright, box.midtop, box.midbottom):
            assert point_in_polygon((min(pt[0], box.right - 1), min(pt[1], box.bottom - 1)), outline), (pid, pt)
    items = sorted(rects.items())
    for i, (a, ra) in enumerate(items):
        for c, rc in items[i + 1:]:
            assert not ra.inflate(2, 2).colliderect(rc), (a, c)


#: the smallest window in Japanese and the largest in English run by default; the other
#: windows and languages repeat the check (``-m long``)
BANNERS = [pytest.param(size, lang, id=f"{size[0]}x{size[1]}-{lang}",
                        marks=() if (size, lang) in (((1024, 640), "ja"), ((1920, 1080), "en")) else pytest.mark.long)
           for size in ((1024, 640), (1280, 800), (1920, 1080)) for lang in ("en", "ja")]


@pytest.mark.parametrize("size, lang", BANNERS)
def test_the_closing_banner_covers_neither_the_provinces_name_nor_its_space(lang, size):
    """While a province's closing is announced, its name and its space stay in sight (the
    banner stood over the name for a moment)."""
    table = Table(3, "base", size, lang)
    b = table.board
    surface = pygame.Surface(size)
    for p in R.TOPO.provinces:
        b.closing = (p.id, (7, 12), 1)
        b.draw(surface)
        banner, name = b.drawn_closing, b.name_rects()[p.id]
        c = b.map.world_to_screen(b.space_points[p.id][0])
        assert not banner.colliderect(name), p.id
        assert not banner.collidepoint(round(c[0]), round(c[1])), p.id
        assert b.map.rect.contains(banner), p.id
    b.closing = None


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_tokens_on_border_spaces_cover_no_province_space_or_totals(size):
    """A token on any border space leaves every province's space and running totals visible."""
    from games.seize_rome.scene_paint import token_rect
    table = Table(4, "base", size)
    table.chance()
    b = table.board
    b.draw(pygame.Surface(size))
    side = b.token_side()
    r = side * 0.36
    covered = list(b.drawn_boxes.items())
    for pid, pts in b.space_points.items():
        for pt in pts:
            c = b.map.world_to_screen(pt)
            covered.append((pid, pygame.Rect(round(c[0] - r), round(c[1] - r), round(2 * r), round(2 * r))))
    assert len(b.drawn_boxes) == 18
    for x in R.TOPO.borders:
        tok = token_rect(b.border_centre(x.id), side)
        for pid, box in covered:
            assert not tok.colliderect(box), (x.id, pid)


def test_at_a_new_size_the_names_are_drafted_then_placed(monkeypatch):
    """Placing the names costs 30-60 ms: at a new size the frame shows the last placement moved
    and scaled with the map and asks for the next frames, which search and place them as a
    board opened at that size does (so a resize and the placing do not share one frame)."""
    monkeypatch.setattr(scene_names, "_PLACED", {})
    table = Table(3, "base", (1280, 800))
    table.chance()
    b, host = table.board, table.host
    asked = []
    host.mark_dirty = lambda: asked.append(1)
    host.draw()
    search_names(b, host)
    assert not b.names_draft
    asked.clear()
    host.surface = pygame.Surface((1000, 700))
    b.layout(pygame.Rect(0, 0, 1000, 700))
    host.draw()
    assert b.names_draft and asked
    draft = b._names
    search_names(b, host)
    assert not b.names_draft and b._names != draft
    _placed_as_by_a_board_alone(monkeypatch, b, (1000, 700))
    kept = pygame.image.tobytes(host.draw(), "RGB")             # and what is kept is the names placed
    b.still_board.forget(), b.still_map.forget(), b.still_picture.forget()
    assert pygame.image.tobytes(host.draw(), "RGB") == kept


def search_names(board, host, most: int = 40) -> int:
    """Frames (the board's update, then a drawing) until ``board``'s names are placed; the
    number of frames."""
    frames = 0
    while not board.work_done():
        board.update(1 / 60)
        host.tasks.run()
        host.draw()
        frames += 1
        assert frames <= most, "the names' search never ended"
    return frames


def test_the_names_search_takes_a_slice_a_frame_and_keeps_the_draft_meanwhile(monkeypatch):
    """A board opened with no names placed anywhere shows each name above its space (no
    search in its first frame), searches a slice a frame (here the least: a province a frame)
    while the draft stays painted, then paints the map once more with the names where a
    board placing them at once puts them."""
    monkeypatch.setattr(scene_names, "_PLACED", {})
    searched = []
    real = scene_labels.outside
    monkeypatch.setattr(scene_labels, "outside", lambda *a: searched.append(1) or real(*a))
    table = Table(3, "base", (1280, 800))
    table.chance()
    b, host = table.board, table.host
    host.tasks.seconds = 0.0                    # (the least: a province a frame)
    first = pygame.image.tobytes(host.draw(), "RGB")
    assert b.names_draft and not b.work_done() and not searched
    painted = []
    real_paint = b._paint_map
    monkeypatch.setattr(b, "_paint_map", lambda surface: painted.append(b.names_draft) or real_paint(surface))
    frames = search_names(b, host)
    assert frames >= len(R.TOPO.provinces) // 2 and searched
    assert painted == [False], painted          # the draft kept while searching, then one painting
    assert pygame.image.tobytes(host.draw(), "RGB") != first
    _placed_as_by_a_board_alone(monkeypatch, b, (1280, 800))


def test_asked_for_the_names_boxes_a_board_finishes_the_search_at_once(monkeypatch):
    monkeypatch.setattr(scene_names, "_PLACED", {})
    table = Table(3, "base", (1280, 800))
    table.chance()
    b, host = table.board, table.host
    host.tasks.seconds = 0.0
    host.draw()
    b.update(1 / 60)
    host.tasks.run()
    assert b.names_draft and not b.work_done()
    rects = b.name_rects()
    assert not b.names_draft and b.work_done() and len(rects) == len(R.TOPO.provinces)
    _placed_as_by_a_board_alone(monkeypatch, b, (1280, 800))


def _placed_as_by_a_board_alone(monkeypatch, board, size):
    """The names ``board`` placed are where a board opened alone at ``size`` (nothing placed
    before it) places them."""
    placed = board.name_rects()
    monkeypatch.setattr(scene_names, "_PLACED", {})
    fresh = Table(3, "base", size)
    fresh.chance()
    assert fresh.board.name_rects() == placed and not fresh.board.names_draft


def test_the_names_search_makes_only_the_places_it_tries(monkeypatch):
    """The further places round a province's space (hundreds a size) are made as they are
    tried, not all before the first: most names stop at a clear place among the first few.
    The names are placed where the whole search puts them (the other tests say where)."""
    monkeypatch.setattr(scene_names, "_PLACED", {})
    offered, taken = [], []

    class Counted(tuple):
        def __iter__(self):
            offered.append(len(self))
            for step in tuple.__iter__(self):
                taken.append(step)
                yield step
    real = scene_labels.around
    monkeypatch.setattr(scene_labels, "around", lambda reach: Counted(real(reach)))
    table = Table(3, "base", (1280, 800))
    table.board.name_rects()
    assert offered and len(taken) < sum(offered) // 2, (len(taken), sum(offered))


def test_a_board_opened_at_a_size_not_placed_yet_drafts_from_another_boards_names(monkeypatch):
    """A board opened where no board placed the names yet (a replay, a finished game, a window
    of another size) shows in its first frame the names another board placed, moved and scaled
    with the map (no search: it cost 10-50 ms of that frame, beside the map scaled and the
    pieces painted), asks for the next frames and places them there as a board opened alone at
    that size does."""
    monkeypatch.setattr(scene_names, "_PLACED", {})
    first = Table(3, "base", (1280, 800))
    first.chance()
    first.host.draw()                           # the names placed at 1280x800
    searched = []
    real = scene_labels.outside
    monkeypatch.setattr(scene_labels, "outside", lambda *a: searched.append(1) or real(*a))
    other = Table(3, "base", (1000, 700))
    other.chance()
    asked = []
    other.host.mark_dirty = lambda: asked.append(1)
    other.host.draw()
    b = other.board
    assert b.names_draft and not b.work_done() and asked and not searched
    search_names(b, other.host)
    assert not b.names_draft and b.work_done() and searched
    _placed_as_by_a_board_alone(monkeypatch, b, (1000, 700))


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_zoomed_in_a_province_off_the_map_keeps_its_name_off_it(lang, monkeypatch):
    """Zoomed in, a province whose space is off the shown map is not searched for a place
    (every place would be outside the view: the search took up to 0.8 s of a frame) and its
    name is not pulled onto the map's edge, where it would name nothing seen; the names of the
    provinces in view are placed as before, on the map."""
    monkeypatch.setattr(scene_names, "_PLACED", {})
    table = Table(3, "base", (1280, 800), lang=lang)
    b = table.board
    b.map.zoom_at(b.map.rect.center, 4.0)
    searched = []
    real = scene_labels.outside
    monkeypatch.setattr(scene_labels, "outside", lambda box, outline, *a: searched.append(outline) or real(box, outline, *a))
    table.host.draw()
    rects = b.name_rects()
    off = [p.id for p in R.TOPO.provinces
           if not b.map.rect.collidepoint(b.map.world_to_screen(b.space_points[p.id][0]))]
    seen = [pid for pid in rects if pid not in off]
    assert off and seen
    for pid in off:
        assert not b.map.rect.contains(rects[pid]), pid
    outlines_searched = {id(o) for o in searched}
    assert len(outlines_searched) <= len(seen)
