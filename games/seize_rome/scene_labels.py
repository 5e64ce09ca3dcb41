"""Where CAESAR!'s province names and "3/4" tags go on the map: pure geometry, apart from the board.

A name is placed inside its own province, near its space: above it if that is clear, else
below its totals, left or right of it, then a little further off; the first place that
covers no border space, no province's space, totals or "3/4" tag, meets no name placed
before (a gap of :data:`NAME_GAP`), leaves no part of the name outside the province's
outline and stays on the map. A name that finds no clear place tries smaller sizes
(:data:`NAME_SHRINK`, never below :data:`NAME_FLOOR`) and two lines (:func:`name_forms`),
then places further off its space (:data:`FAR_SIDES`); where none is clear even so, it
takes the place that covers nothing (:data:`HIT`) and has its middle in its province,
leaving the outline least -- a narrow province (Numidia at 1000x650) cannot hold a readable
name clear of its tokens -- else the least covered.

Each province's "3/4" tag is given its place beside its totals box first
(:func:`place_tag`), so that the names keep clear of it.

:func:`place_name` places one name among boxes (``pygame.Rect``, no surface) given in a
:class:`Layout`; the board (:mod:`.scene_names`) measures the text, lists what names must
keep clear of, and spreads the search over frames. :func:`inside_test` is the one part that
fills a mask (a fast test of many points against an outline); :func:`polygon_test` gives
the same answers from the polygon alone.

>>> lay = Layout([], [], pygame.Rect(0, 0, 400, 300), r=10, gap=2, below=20, side=30,
...              width=lambda text, size: 6 * len(text))
>>> place_name(lay, (200.0, 150.0), [], (("Roma",),), 12, None, [])
((200.0, 138.0), 'midbottom', Rect(187, 123, 26, 15), 12, ('Roma',))
"""
from __future__ import annotations

import functools
import math
from dataclasses import dataclass
from itertools import chain
from typing import Callable

import pygame

from games.core.maps import point_in_polygon

#: the least gap between two province names (design pixels)
NAME_GAP = 3
#: the sizes a province's name tries, as shares of its design size, until a clear place is found
NAME_SHRINK = (1.0, 0.85, 0.72, 0.6)
#: the second line of a name set on two lines starts this many sizes below the first
NAME_LEADING = 1.05
#: the names keep clear of totals boxes this wide (two figures a side; a province's
#: influence rarely passes 20)
WIDEST_TOTAL = 88
#: the smallest size a name is set at, in pixels (a Japanese name smaller than this is not read)
NAME_FLOOR = 9
#: what a name pays for each thing it covers that it must keep clear of (a space, a token, a
#: totals box, a count tag, another name, the map's edge): more than any place off its
#: province's outline costs, so a name leaves its outline (staying near its space) before
#: it covers anything
HIT = 100_000
#: how far (token sides) a name's places reach round its space, and how far a name that finds
#: no clear place there looks further (:func:`_far_places`)
NEAR_SIDES, FAR_SIDES = 2.2, 4.0
#: the places a province's "3/4" tag tries, in order: (the tag's point, what it is joined
#: to -- the province's totals ``box`` or its ``space`` with the ring round it --, that one's
#: point): right of the totals, left of them, under them (centred, then at either end),
#: beside the space above them (right, left), above the space (centred, then to either side),
#: then level with the space's middle (right, left)
TAG_PLACES = (("midleft", "box", "midright"), ("midright", "box", "midleft"), ("midtop", "box", "midbottom"),
              ("topleft", "box", "bottomleft"), ("topright", "box", "bottomright"),
              ("bottomleft", "box", "topright"), ("bottomright", "box", "topleft"),
              ("midbottom", "space", "midtop"), ("bottomleft", "space", "midtop"), ("bottomright", "space", "midtop"),
              ("midleft", "space", "midright"), ("midright", "space", "midleft"))


def inside_test(outline):
    """A test of screen points against the polygon ``outline``: the polygon filled once into a
    mask of its bounding box, each point then a look-up or two; only a point within a pixel of
    the edge, where filled pixels and the exact polygon may disagree, is tested against the
    polygon itself (testing every edge for each point took 100-300 ms of a frame at each new
    size of the board).

    >>> inside = inside_test([(0, 0), (10, 0), (10, 10), (0, 10)])
    >>> inside((5, 5)), inside((12, 5)), inside((-3, 40)), inside((9.9, 5))
    (True, False, False, True)
    """
    pad = 3
    x0 = math.floor(min(x for x, _ in outline)) - pad
    y0 = math.floor(min(y for _, y in outline)) - pad
    w = math.ceil(max(x for x, _ in outline)) - x0 + 1 + pad
    h = math.ceil(max(y for _, y in outline)) - y0 + 1 + pad
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.polygon(surf, (255, 255, 255, 255), [(x - x0, y - y0) for x, y in outline])
    mask = pygame.mask.from_surface(surf)
    near = pygame.mask.Mask((3, 3), fill=True)
    outer = mask.convolve(near, None, (-1, -1)).get_at        # a filled pixel within 1 px
    empty = mask.copy()
    empty.invert()
    inner = empty.convolve(near, None, (-1, -1))               # an empty pixel within 1 px
    inner.invert()
    inner = inner.get_at

    def inside(pt) -> bool:
        x, y = round(pt[0]) - x0, round(pt[1]) - y0
        if not (0 <= x < w and 0 <= y < h):
            return False                    # (the box is padded: no part of the polygon is near)
        if inner((x, y)):
            return True
        if not outer((x, y)):
            return False
        return point_in_polygon(pt, outline)
    return inside


def outside(box: pygame.Rect, outline, inside=None, enough: float = 2.0) -> float:
    """The share of ``box`` outside the polygon ``outline`` (screen points), measured on a
    grid of 18 points over the box, its corners and edges included (``inside``: the polygon's
    :func:`inside_test`, made once for many boxes). The count stops once the share reaches
    ``enough`` (what is returned then is at least ``enough``: the caller needs no more).

    >>> outside(pygame.Rect(0, 0, 10, 10), [(-1, -1), (20, -1), (20, 20), (-1, 20)])
    0.0
    >>> outside(pygame.Rect(30, 30, 10, 10), [(-1, -1), (20, -1), (20, 20), (-1, 20)], enough=0.1)
    0.1111111111111111
    """
    inside = inside or inside_test(outline)
    out = 0
    for i in range(6):
        for j in range(3):
            out += not inside((box.x + (box.w - 1) * i / 5, box.y + (box.h - 1) * j / 2))
            if out >= enough * 18:
                return out / 18
    return out / 18


@functools.lru_cache(maxsize=16)
def around(reach: int) -> tuple[tuple[int, int], ...]:
    """The steps of a name's further places around its space, nearest first, up to ``reach``
    steps across (and three quarters of that up and down).

    >>> around(8)[:4]
    ((-1, 0), (0, -1), (0, 1), (1, 0))
    """
    return tuple(sorted(((dx, dy) for dx in range(-reach, reach + 1)
                         for dy in range(-reach * 3 // 4, reach * 3 // 4 + 1) if dx or dy),
                        key=lambda d: d[0] * d[0] + d[1] * d[1]))


def name_forms(name: str) -> tuple[tuple[str, ...], ...]:
    """The ways a province's name may be set: on one line, then (a name of two words) on
    two, broken at the space or the middle dot nearest its middle.

    >>> name_forms("Hispania Ulterior")
    (('Hispania Ulterior',), ('Hispania', 'Ulterior'))
    >>> name_forms("ヒスパニア・ウルテリオル")[1]
    ('ヒスパニア・', 'ウルテリオル')
    >>> name_forms("Gallia")
    (('Gallia',),)
    """
    cuts = [i + 1 for i, ch in enumerate(name) if ch in " ・" and 0 < i < len(name) - 1]
    if not cuts:
        return ((name,),)
    cut = min(cuts, key=lambda i: abs(2 * i - len(name)))
    return ((name,), (name[:cut].rstrip(), name[cut:].lstrip()))


def polygon_test(outline) -> Callable[[tuple[float, float]], bool]:
    """A test of screen points against the polygon ``outline`` with no mask (slower than
    :func:`inside_test`, the same answers away from the edge).

    >>> polygon_test([(0, 0), (10, 0), (10, 10), (0, 10)])((5, 5))
    True
    """
    return lambda pt: point_in_polygon(pt, outline)


@dataclass
class Layout:
    """What the names of one layout keep clear of, and their measures (screen pixels):
    ``block`` the boxes a name should not cover (border spaces, provinces' spaces, names
    placed: :func:`place_name` adds each name it places), ``totals`` the totals boxes (a name
    never hides one), ``map_rect`` the shown map; ``r`` a space's radius, ``gap`` the gap
    round it, ``below`` the height of a totals box under a space, ``side`` a token's side
    (how far a name may stray); ``width(text, size)`` a line's width in pixels."""

    block: list
    totals: list
    map_rect: pygame.Rect
    r: float
    gap: int
    below: int
    side: float
    width: Callable[[str, int], int]


def place_off_map(lay: Layout, at: tuple[float, float], lines: tuple[str, ...], size: int):
    """The place of a name whose space is off the shown map (zoomed in): above the space,
    unsearched and not pulled onto the map, where it would name nothing seen; as
    :func:`place_name` returns it."""
    x, y = at
    w = lay.width(lines[0], size) + 2
    box = pygame.Rect(0, 0, w, round(size * 1.25))
    box.midbottom = (round(x), round(y - lay.r - lay.gap))
    return (x, y - lay.r - lay.gap), "midbottom", box, size, lines


def _reach(lay: Layout, h: int) -> tuple[int, int]:
    """The grid step of a name's further places and how many steps away they go: up to about
    two token sides (:data:`NEAR_SIDES`)."""
    step = max(4, h // 2)
    return step, max(8, round(lay.side * NEAR_SIDES / step))


def _places(lay: Layout, x: float, y: float, h: int):
    """The places a name tries, nearest first: the eight around its space (above, below its
    totals, left, right, the corners), then further off on a grid, made as they are tried."""
    r, gap = lay.r, lay.gap
    below = y + r + gap + lay.below + gap
    choices = [((x, y - r - gap), "midbottom"), ((x, below), "midtop"),
               ((x - r - gap * 2, y), "midright"), ((x + r + gap * 2, y), "midleft"),
               ((x + r, y - r), "bottomleft"), ((x - r, y - r), "bottomright"),
               ((x + r, below), "topleft"), ((x - r, below), "topright")]
    step, reach = _reach(lay, h)
    return chain(choices, (((x + dx * step, y + dy * step), "center") for dx, dy in around(reach)))


def _far_places(lay: Layout, x: float, y: float, h: int):
    """The places beyond :func:`_places`' grid, nearest first, out to :data:`FAR_SIDES` token
    sides: tried only by a name that found no clear place near its space (Sardinia against
    Auto-Crassus at 1000x650, ringed by its own four border spaces and its neighbours' totals)."""
    step, reach = _reach(lay, h)
    far = max(reach + 1, round(lay.side * FAR_SIDES / step))
    near = set(around(reach))
    return (((x + dx * step, y + dy * step), "center") for dx, dy in around(far) if (dx, dy) not in near)


def _cost(lay: Layout, box: pygame.Rect, outline, inside, names: list, best) -> float:
    """What a name at ``box`` pays (see :data:`HIT`): each thing it covers, the part off the
    map, its middle out of its province and the share of it off the outline; counting stops
    once it reaches ``best`` (the best place's cost so far, or ``None``): the costs only add up."""
    cost = 0.0
    for i in box.collidelistall(lay.block):
        cut = box.clip(lay.block[i])
        cost += cut.w * cut.h + HIT
    if best is not None and cost >= best:
        return cost
    cost += HIT * len(box.collidelistall(lay.totals))      # (a totals box never hides a name)
    for i in box.collidelistall(names):
        cut = box.clip(names[i])
        cost += cut.w * cut.h + HIT
    if best is not None and cost >= best:
        return cost
    area = box.w * box.h
    cut = box.clip(lay.map_rect)
    cost += (area - cut.w * cut.h) * 100
    if best is not None and cost >= best:
        return cost
    if outline and not inside(box.center):      # (its middle out of its province: misread)
        cost += HIT // 2
    if outline:      # (the costly part last)
        cost += outside(box, outline, inside, (best - cost) / (area * 4) if best is not None else 2.0) * area * 4
    return cost


def place_name(lay: Layout, at: tuple[float, float], outline, forms, px: int, inside, names: list):
    """The best place of one name whose space is at screen point ``at`` in the province
    ``outline`` (screen points; empty: none), set in one of ``forms`` (:func:`name_forms`) at
    design size ``px``: ``(point, anchor, box, size, lines)``. ``inside``: the outline's
    test (:func:`inside_test`; ``None``: :func:`polygon_test`); ``names``: the boxes of the
    names placed before (with their gap round them). A name that covers something at every
    size near its space is tried once more further off (:func:`_far_places`)."""
    if outline and inside is None:
        inside = polygon_test(outline)
    x, y = at
    best = None
    tries = [(k, f, _places) for k in NAME_SHRINK for f in forms]      # smaller only where no place is clear
    tries += [(NAME_SHRINK[-1], f, _far_places) for f in forms]
    for shrink, lines, places in tries:
        if places is _far_places and best is not None and best[0] < HIT:
            break
        size = max(NAME_FLOOR, round(px * shrink))
        w = max(lay.width(ln, size) for ln in lines) + 2
        h = round(size * 1.25) + round(size * NAME_LEADING) * (len(lines) - 1)
        for spot, how in places(lay, x, y, h):
            box = pygame.Rect(0, 0, w, h)
            setattr(box, how, (round(spot[0]), round(spot[1])))
            if not lay.map_rect.contains(box):        # (moved onto the map: an edge cuts no name)
                box = box.clamp(lay.map_rect)
                spot = getattr(box, how)
            cost = _cost(lay, box, outline, inside, names, best[0] if best else None)
            if best is None or cost < best[0]:
                best = (cost, spot, how, box, size, lines)
            if cost == 0:
                break
        if best is not None and best[0] == 0:
            break
    assert best is not None
    return best[1:]


def tag_at(box: pygame.Rect, space: pygame.Rect, size: tuple[int, int], place: int) -> pygame.Rect:
    """A province's "3/4" tag of ``size`` at :data:`TAG_PLACES` ``[place]``, beside its
    totals ``box`` or its ``space`` (the ring round it).

    >>> tag_at(pygame.Rect(90, 40, 20, 10), pygame.Rect(90, 20, 20, 20), (12, 10), 7)
    Rect(94, 10, 12, 10)
    """
    tag = pygame.Rect((0, 0), size)
    how, what, at = TAG_PLACES[place]
    setattr(tag, how, getattr(box if what == "box" else space, at))
    return tag


def tag_reach(narrow: pygame.Rect, wide: pygame.Rect, space: pygame.Rect, size: tuple[int, int],
              place: int) -> pygame.Rect:
    """The ground a province's "3/4" tag of ``size`` may cover at :data:`TAG_PLACES`
    ``[place]`` (:func:`tag_at`), be its totals box as ``narrow`` as one figure a side or as
    ``wide`` as two (both boxes share their top middle).

    >>> tag_reach(pygame.Rect(90, 0, 20, 10), pygame.Rect(80, 0, 40, 10), pygame.Rect(), (12, 10), 0)
    Rect(110, 0, 22, 10)
    """
    return tag_at(narrow, space, size, place).union(tag_at(wide, space, size, place))


def place_tag(narrow: pygame.Rect, wide: pygame.Rect, space: pygame.Rect, size: tuple[int, int], clear: list,
              map_rect: pygame.Rect) -> tuple[int, pygame.Rect]:
    """Where a province's "3/4" tag goes (the names then keep clear of its
    :func:`tag_reach`): the first of :data:`TAG_PLACES` where it covers none of the boxes
    ``clear`` (border spaces, other provinces' spaces and totals, tags placed before) and
    stays on the map, beside totals as wide as two figures a side as well as one, else the
    one covering least -- beside one-figure totals (the usual ones) first; ``(place, reach)``.

    >>> box = pygame.Rect(90, 50, 20, 10)
    >>> place_tag(box, box, pygame.Rect(90, 30, 20, 20), (12, 10), [pygame.Rect(110, 45, 30, 30)],
    ...           pygame.Rect(0, 0, 200, 200))
    (1, Rect(78, 50, 12, 10))
    """
    best = None
    for place in range(len(TAG_PLACES)):
        near, reach = tag_at(narrow, space, size, place), tag_reach(narrow, wide, space, size, place)
        cost = 0
        for i in reach.collidelistall(clear):
            cut = reach.clip(clear[i])
            cost += cut.w * cut.h + (HIT if near.colliderect(clear[i]) else 0)
        if not map_rect.contains(near):
            cost += HIT * 10
        if best is None or cost < best[0]:
            best = (cost, place, reach)
        if cost == 0:
            break
    assert best is not None
    return best[1], best[2]
