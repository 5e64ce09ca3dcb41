"""Each Caesar XL leader on top of a stack on the map carries its whole short name on a tag
under its counter (not a brief form on the counter: カエ, ポン, カシ, ラビ, ドラ read oddly),
untruncated, covering no place's name or mark and no other stack, against its stack (or across its
counter's bottom edge), or a little off it joined by a short line (never hanging 60-70 pixels
off), at the boards of 1000x650, 1000x700
and 1280x800 windows, in English and Japanese."""
from __future__ import annotations

import pygame
import pytest

from games.caesar_xl.scene_counter_words import TAG_PX
from games.caesar_xl.tests.test_caesar_xl_names import _names_and_lines
from games.caesar_xl.tests.test_caesar_xl_names_near import BOARDS
from games.caesar_xl.tests.test_caesar_xl_scene import Table, playable  # noqa: F401


def _tag_problems(board) -> tuple[int, list]:
    p, names, _ = _names_and_lines(board)
    leaders = [labels[0] for _, _, labels in board.stacks() if p.is_leader(labels[0])]
    # (a stack under the battle panel, or under its edge, is hidden with its tag)
    leaders = [x for x in leaders if _counter(board, x).collidelist(p.covered) < 0]
    tags = p.tag_rects
    out = [("tags", sorted(label for _, label in tags), "leaders", sorted(leaders))] \
        if sorted(label for _, label in tags) != sorted(leaders) else []
    for i, (rect, label) in enumerate(tags):
        out += [("on a tag", label, other) for box, other in tags[i + 1:] if rect.colliderect(box)]
        if rect.w < p.texts.width(label, TAG_PX, True):
            out.append(("cut", label))
        out += [("on a name", label, place) for box, place in names if rect.colliderect(box)]
        out += [("on a mark", label, place) for box, place in _marks(p) if rect.colliderect(box)]
        if not p.view.rect.contains(rect):
            out.append(("off the map", label))
        centre, size = _top(board, label)
        counter = next(r for r, place in p.counter_hits if r.center == centre)
        body = counter.unionall(p.stack_boxes(centre, size))
        out += [("on a stack", label, at) for box, at in p.stack_rects       # (its own: across its edge)
                if rect.colliderect(box) and not body.contains(box) and not _own(rect, box)]
        link = p.tag_links.get(label)
        if link is not None and abs(link[0][0] - link[1][0]) + abs(link[0][1] - link[1][1]) > rect.h:
            out.append(("far from its stack", label, link))     # (a tag hung 60-70 pixels off on its line)
        if not rect.inflate(8, 8).colliderect(body) and \
                (link is None or not rect.inflate(2, 2).collidepoint(link[0]) or not counter.inflate(2, 2).collidepoint(link[1])):
            out.append(("apart from its counter", label))
        if link is not None:
            out += [("its line over a name", label, place) for box, place in names if box.clipline(*link)]
    return len(tags), out


def _marks(p) -> list[tuple[pygame.Rect, str]]:
    """Each place's mark on the map (its city's symbol, an area's square) with the place, but
    those under a stack (the stack stands on it, tag and all)."""
    r = round(p.city_radius())
    stacks = [box for box, _ in p.stack_rects]
    marks = [(pygame.Rect(round(x) - r, round(y) - r, 2 * r, 2 * r), place)
             for place, (x, y) in ((q, p.screen_point(q)) for q in p._points)]
    return [(box, place) for box, place in marks if box.collidelist(stacks) < 0]


def _counter(board, label: str) -> pygame.Rect:
    """The top counter of the stack ``label`` leads, as drawn."""
    centre, _size = _top(board, label)
    return next(r for r, _place in board.painter.counter_hits if r.center == centre)


def _top(board, label: str) -> tuple[tuple[int, int], int]:
    """The centre of the top counter of the stack ``label`` leads, and its units."""
    stacks = board.stacks()
    spots = board.painter.stack_spots(stacks)
    return next(((round(x), round(y)), len(labels)) for (_, _, labels), (x, y) in zip(stacks, spots)
                if labels[0] == label)


def _own(tag: pygame.Rect, box: pygame.Rect) -> bool:
    """The tag touches only the edge of a stack (it stands against it, or grazes a corner of
    a neighbour's in a crowded corner of the map rather than hang off its own on a line)."""
    return tag.clip(box).h <= 2 or tag.clip(box).w <= 2


@pytest.mark.parametrize("window, lang, seed", [
    pytest.param(w, lang, seed, id=f"{w}-{lang}-{seed}",
                 marks=() if (w, lang, seed) in (("1000x650", "ja", 5), ("1280x800", "en", 8)) else pytest.mark.long)
    for seed in (5, 8) for lang in ("en", "ja") for w in BOARDS])
def test_every_leader_on_top_has_its_whole_name_on_a_tag_clear_of_the_names(lang, window, seed):
    t = Table(seed=seed, size=BOARDS[window], lang=lang)
    seen = 0
    for n in range(121):
        if n % 20 == 0:
            many, wrong = _tag_problems(t.board)
            assert not wrong, (n, wrong)
            seen += many
        t.step(end_bias=0.3)
    assert seen >= 3, "leaders on top of stacks were looked at"


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(760, 568), (1253, 716)])
def test_no_tag_lies_over_another_where_both_sides_crowd_roma(lang, size):
    """Both sides in Roma, a stack of ten in Messana beside it, Pompey in Athenae: the tags of
    Caesar, Cato, Antony and Pompey lay over one another (「カエサ|ポンペイウス」 read as one)."""
    from games.app.board import SimpleHost
    from games.caesar_xl import rules as R
    from games.caesar_xl.scene import Board
    from games.caesar_xl.tests.xl_positions import position, put
    s = position(phase="march")
    put(s, R.CAESAR, "roma", "caesar", "legion", "legion")
    put(s, R.POMPEY, "roma", "cato", *["legion"] * 5, "ally", "ally")
    put(s, R.POMPEY, "athenae", "pompey", "legion")
    put(s, R.POMPEY, "pharsalus", "legion")
    put(s, R.CAESAR, "messana", "antonius", *["legion"] * 9)
    host = SimpleHost(state=s, lang=lang, viewer=R.CAESAR)
    board = host.attach(Board(host), size)
    host.draw()
    host.draw()
    tags = board.painter.tag_rects
    assert len(tags) == 4, tags
    crossed = [(a, b) for i, (ra, a) in enumerate(tags) for rb, b in tags[i + 1:] if ra.colliderect(rb)]
    assert not crossed, crossed
